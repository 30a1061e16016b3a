import Foundation
import Testing
@testable import PlumbUI
import Typesetting

let pangram = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

/// The seeds' explicit two-pass pattern (objc.io, "Advanced Auto Layout Toolbox").
final class ExplicitTwoPassContainer: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = pangram
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        ])
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.preferredMaxLayoutWidth = label.frame.width
        super.layoutSubviews()
    }
}

@MainActor @Suite struct LabelTests {
    @Test func singleLineIntrinsicSizeIsTheTextRoundedUpToThePixel() {
        let label = UILabel()
        label.text = "Hello, World"
        // The system font at 17 pt has UIKit's metrics: ascender 16.1865234375, line height
        // 20.287109375 → 20.5 at @2x, as a one-line UILabel on iOS; Inter's advances add up to
        // 96.54… → 97.
        #expect(label.font.ascender == 16.1865234375)
        #expect(label.font.lineHeight == 20.287109375)
        #expect(label.intrinsicContentSize == CGSize(width: 97, height: 20.5))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test(arguments: directions)
    func multiLineLabelGetsItsHeightFromItsWidthAutomatically(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = pangram
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        let top = UIView(), bottom = UIView()
        for v in [top, bottom] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        top.topAnchor.constraint(equalTo: label.firstBaselineAnchor).isActive = true
        bottom.topAnchor.constraint(equalTo: label.lastBaselineAnchor).isActive = true
        root.layoutIfNeeded()
        // Wrapped at 288: "The quick brown fox jumps over the" / "lazy dog. Pack my box with
        // five" / "dozen liquor jugs." → 3 × 20.287109375 = 60.86 → 61; widest line 286.8 → 287.
        #expect(label.frame == rect(16, 16, 288, 61))
        #expect(label.intrinsicContentSize == CGSize(width: 287, height: 61))
        #expect(label.textLayout(width: 288)?.lines.count == 3)
        // Baselines: 16 + 16.1865 = 32.19 → 32 and 16 + 2 × 20.2871 + 16.1865 = 72.76 → 73, on
        // the @2x grid.
        #expect(top.frame.minY == 32)
        #expect(bottom.frame.minY == 73)
        #expect(!label.hasAmbiguousLayout)
        // Narrower: the label re-wraps in the same layoutIfNeeded.
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(label.frame.width == 168)
        #expect(label.textLayout(width: 168)?.lines.count == 5)
        #expect(label.frame.height == 101.5)  // 5 × 20.287109375 = 101.44 → 101.5
    }

    @Test(arguments: directions)
    func multiLineLabelWithTheSeedsExplicitTwoPassCode(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let c = ExplicitTwoPassContainer(frame: rect(0, 0, 320, 480))
        root.addSubview(c)
        root.layoutIfNeeded()
        #expect(c.label.preferredMaxLayoutWidth == 288)
        #expect(c.label.frame == rect(16, 16, 288, 61))
    }

    @Test func numberOfLinesLimitsTheHeightAndTruncates() {
        let label = UILabel()
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 288
        label.text = pangram
        #expect(label.intrinsicContentSize.height == 41)  // 2 × 20.287109375 = 40.57 → 41
        #expect(label.textLayout(width: 288)?.isTruncated == true)
    }

    @Test func labelTextAppearsInConstraintDescriptions() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let label = UILabel()
        label.text = "Name"
        root.addSubview(label)
        let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        #expect(
            c.description
                == "<NSLayoutConstraint:\(c.debugAddress) H:|-(4)-[UILabel:\(label.debugAddress)'Name']   (inactive, names: '|':UIView:\(root.debugAddress) )>"
        )
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    /// The example in README.md ("Layout code, as on iOS"), so the README cannot drift.
    @Test func readmeLabelExample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "A multi-line label gets the height of its wrapped text"
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 20, width: 304, height: 41))
    }
}
