import Foundation
import Raster
import Testing
@testable import PlumbUI
import Typesetting

/// UITextView for display: UIKit's insets and padding, the self-sizing pattern, content size.
@MainActor @Suite struct TextViewTests {
    func lineHeight(_ size: CGFloat) -> CGFloat { 2444 * size / 2048 }

    @Test func uikitsDefaultsAreTheDocumentedOnes() {
        let view = UITextView()
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func anEmptyTextViewIsOneLineOfItsFontPlusInsetsRoundedUpToWholePoints() {
        // iOS: a 10-point font gives ceil(11.93 + 16) = 28 (tiandabao.com, measured).
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 10)
        #expect(view.sizeThatFits(CGSize(width: 200, height: 0)).height == 28)
        view.font = .systemFont(ofSize: 100)
        #expect(view.sizeThatFits(CGSize(width: 200, height: 0)).height == 136)
    }

    @Test(arguments: directions)
    func withScrollingOffItGrowsWithItsTextAtTheWidthItIsGiven(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(200, 600, dir)
        let view = UITextView()
        view.isEditable = false
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        view.text = "word word word word word word word word word word word word"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Lines wrap at 200 − 2 × 5 padding; the view is their height plus 8 + 8, whole points.
        let lines = view.textLayout(viewWidth: 200)!.lines.count
        #expect(lines > 1)
        #expect(view.textLayout(viewWidth: 200)!.maximumWidth == 190)
        #expect(view.frame == rect(0, 0, 200, (CGFloat(lines) * lineHeight(17) + 16).rounded(.up)))
        #expect(view.contentSize.height == view.frame.height)
    }

    @Test func theTextStartsInsideTheInsetAndPadding() throws {
        let root = makeRoot(200, 60, .leftToRight)
        root.backgroundColor = .white
        let view = UITextView(frame: rect(0, 0, 200, 60))
        view.backgroundColor = .white
        view.font = .boldSystemFont(ofSize: 20)
        view.textColor = .black
        view.text = "IIII"
        root.addSubview(view)
        let b = try ViewRenderer.render(root)
        var minX = Int.max, minY = Int.max
        for y in 0..<b.height {
            for x in 0..<b.width where b.color(x: x, y: y).red < 128 {
                minX = min(minX, x); minY = min(minY, y)
            }
        }
        // "I" has a small left side bearing: the ink starts just after 5 points; the cap top is
        // 8 + (ascender − cap height) points down.
        #expect(minX >= 10 && minX <= 14)
        let capTop: CGFloat = 8 + CGFloat(1950 - 1443) * 20 / 2048
        #expect(minY >= 16 && minY <= Int((capTop + 1) * 2))
    }

    @Test func linksAreDrawnInTheTintColour() throws {
        let root = makeRoot(200, 50, .leftToRight)
        root.backgroundColor = .white
        let view = UITextView(frame: rect(0, 0, 200, 50))
        view.tintColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        view.attributedText = NSAttributedString(
            string: "Link",
            attributes: [
                .link: "https://example.com",
                .font: UIFont.boldSystemFont(ofSize: 20),
            ])
        root.addSubview(view)
        let b = try ViewRenderer.render(root)
        var magenta = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b.color(x: x, y: y) == Color(red: 255, green: 0, blue: 255) { magenta += 1 }
        }
        #expect(magenta > 20)
    }
}
