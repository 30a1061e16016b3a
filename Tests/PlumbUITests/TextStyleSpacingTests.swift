import Foundation
import Testing
@testable import PlumbUI
import Typesetting

/// A text style's font carries the Human Interface Guidelines' line spacing as leading, and
/// labels, text views and attributed-string measuring put it between lines (issue 29, item 7).
@MainActor @Suite struct TextStyleSpacingTests {
    /// A five-line caption1 label pinned to the top and sides of a 375-point window at @3x.
    func captionLabel(_ dir: UITraitEnvironmentLayoutDirection, lines: Int) -> (UIWindow, UILabel) {
        let window = UIWindow(frame: rect(0, 0, 375, 400))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.numberOfLines = 0
        label.text = Array(repeating: "Line", count: lines).joined(separator: "\n")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        return (window, label)
    }

    @Test(arguments: directions)
    func fiveLineCaption1LabelIsAsTallAsOnIOS(_ dir: UITraitEnvironmentLayoutDirection) {
        // Recorded on iOS: 78.33 (4 × 16 + 14.3203125 on the @3x grid); bare line height: 71.67.
        let (_, label) = captionLabel(dir, lines: 5)
        #expect(label.frame == mirrored(CGRect(x: 20, y: 10, width: 335, height: 235.0 / 3), in: 375, dir))
        let layout = label.textLayout(width: 335)
        #expect(layout?.lines.map(\.baseline) == [0, 16, 32, 48, 64].map { $0 + 11.42578125 })
    }

    @Test(arguments: directions)
    func oneLineCaption1LabelKeepsTheBareLineHeight(_ dir: UITraitEnvironmentLayoutDirection) {
        let (_, label) = captionLabel(dir, lines: 1)
        // 14.3203125 rounded up to the @3x grid: 43 pixels.
        #expect(label.frame.minY == 10 && (label.frame.height * 3).rounded() == 43 && label.frame.height * 3 > 42.99)
        #expect(label.frame.minX == 20 && label.frame.width == 335)
    }

    @Test func textStyleFontsReportTheirLeading() {
        #expect(UIFont.preferredFont(forTextStyle: .caption1).leading == 16 - 14.3203125)
        #expect(UIFont.preferredFont(forTextStyle: .body).leading == 22 - 20.287109375)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).lineHeight == 14.3203125)
        #expect(UIFont.systemFont(ofSize: 12).leading == 0)
        // At xSmall caption1 is 11 pt on 13-point spacing, less than the 13.126953125 bare height.
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: xs).leading == 0)
        // A font at another size is no longer the text style's.
        #expect(UIFont.preferredFont(forTextStyle: .body).withSize(20).leading == 0)
    }

    @Test func attributedTextAddsTheLeadingToItsOwnLineSpacing() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        let body = UIFont.preferredFont(forTextStyle: .body)
        let text = NSAttributedString(
            string: "one\ntwo\nthree", attributes: [.font: body, .paragraphStyle: paragraph])
        let size = text.boundingRect(
            with: CGSize(width: 300, height: 1000), options: [.usesLineFragmentOrigin], context: nil
        ).size
        // 2 × (22 + 4) + 20.287109375.
        #expect(size.height == 72.287109375)
        let plain = NSAttributedString(string: "one\ntwo", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(
            plain.boundingRect(
                with: CGSize(width: 300, height: 1000), options: [.usesLineFragmentOrigin], context: nil
            ).height == 2 * 20.287109375)
    }

    @Test func textViewLinesOfABodyFontAre22PointsApart() {
        let textView = UITextView(frame: rect(0, 0, 300, 200))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = "one\ntwo\nthree"
        let layout = textView.textLayout(viewWidth: 300)
        #expect(layout?.lines.map(\.baseline) == [0, 22, 44].map { $0 + 16.1865234375 })
    }
}
