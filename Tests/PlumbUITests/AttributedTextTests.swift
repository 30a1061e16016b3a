import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Attributed strings: UIKit's keys on labels, intrinsic sizes from the attributed content,
/// measuring and drawing by hand, AttributedString, and bad input that never crashes.
@MainActor @Suite struct AttributedTextTests {
    /// San Francisco's line height per point (SystemFontMetrics: (1950 + 494) / 2048).
    func lineHeight(_ size: CGFloat) -> CGFloat { 2444 * size / 2048 }
    func ceil2(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }

    @Test(arguments: directions)
    func aLabelsIntrinsicSizeComesFromItsAttributedContent(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let text = NSMutableAttributedString(string: "Small ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "Big", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)]))
        let label = UILabel()
        label.attributedText = text
        root.addSubview(label)
        // Each run measured on its own: the widths add up, the line is the 28-point one.
        let small = "Small ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width
        let big = "Big".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 28)]).width
        #expect(label.intrinsicContentSize == CGSize(width: ceil2(small + big), height: ceil2(lineHeight(28))))
        #expect(label.firstBaselineOffsetFromTop == CGFloat(1950 * 28) / 2048)
        #expect(label.text == "Small Big")
    }

    @Test func settingTextReplacesTheAttributesAndFontAppliesToTheWholeString() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        label.font = .systemFont(ofSize: 30)
        #expect(
            label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 30))
        #expect(label.intrinsicContentSize.height == ceil2(lineHeight(30)))
        label.text = "Plain"
        let attributes = label.attributedText!.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.foregroundColor] as? UIColor == label.textColor)
        #expect(attributes[.font] as? UIFont == .systemFont(ofSize: 30))
    }

    @Test func paragraphStylesSetLineHeightsInALabel() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 10
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "One\nTwo\nThree", attributes: [.paragraphStyle: style])
        // Three 17-point lines, two line spacings and two paragraph spacings between them.
        #expect(label.intrinsicContentSize.height == ceil2(3 * lineHeight(17) + 2 * 4 + 2 * 10))
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        label.attributedText = NSAttributedString(string: "A", attributes: [.paragraphStyle: multiple])
        #expect(label.intrinsicContentSize.height == ceil2(2 * lineHeight(17)))
        // The glyphs sit at the bottom of the doubled line.
        #expect(label.firstBaselineOffsetFromTop == lineHeight(17) + 1950 * 17 / 2048)
    }

    @Test(arguments: directions)
    func naturalAlignmentFollowsTheLayoutDirectionAndAParagraphStyleWins(_ dir: UITraitEnvironmentLayoutDirection)
        throws
    {
        let root = makeRoot(200, 40, dir)
        root.backgroundColor = .white
        let label = UILabel(frame: rect(0, 0, 200, 40))
        label.attributedText = NSAttributedString(string: "Hi مرحبا", attributes: [.foregroundColor: UIColor.black])
        root.addSubview(label)
        let natural = try inkBounds(ViewRenderer.render(root))
        #expect(dir == .leftToRight ? natural.minX < 10 : natural.maxX > 190)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        label.attributedText = NSAttributedString(string: "Hi مرحبا", attributes: [.paragraphStyle: centred])
        let c = try inkBounds(ViewRenderer.render(root))
        #expect(abs((c.minX + c.maxX) / 2 - 100) <= 2)
    }

    @Test func runsDrawInTheirOwnColoursWithBackgroundsAndUnderlines() throws {
        let root = makeRoot(200, 40, .leftToRight)
        root.backgroundColor = .white
        let text = NSMutableAttributedString(
            string: "Red ", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        text.append(
            NSAttributedString(
                string: "Blue",
                attributes: [
                    .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                    .backgroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1),
                    .underlineStyle: NSUnderlineStyle.single.rawValue,
                ]))
        let label = UILabel(frame: rect(0, 0, 200, 40))
        label.attributedText = text
        root.addSubview(label)
        let bitmap = try ViewRenderer.render(root)
        var colors = Set<String>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = bitmap.color(x: x, y: y)
                colors.insert("\(c.red),\(c.green),\(c.blue)")
            }
        }
        #expect(colors.contains("255,0,0"), "the red run's glyph interiors")
        #expect(colors.contains("0,0,255"), "the blue run's glyphs and underline")
        #expect(colors.contains("0,255,0"), "the blue run's background")
        // The background covers the run's box on the line, from where "Red " ends: its first
        // pixel column (before the B's left side bearing), in the middle of the line.
        let width = "Red ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(bitmap.color(x: Int((width * 2).rounded(.up)), y: 40) == Color(red: 0, green: 255, blue: 0))
        #expect(bitmap.color(x: Int((width * 2).rounded(.down)) - 1, y: 40) == Color(red: 255, green: 255, blue: 255))
    }

    @Test func aLinkIsDrawnInTheLinkColourWhateverItsForegroundColour() throws {
        let root = makeRoot(200, 40, .leftToRight)
        root.backgroundColor = .white
        let label = UILabel(frame: rect(0, 0, 200, 40))
        label.attributedText = NSAttributedString(
            string: "Terms",
            attributes: [
                .link: URL(string: "https://example.com")!,
                .foregroundColor: UIColor.black,
            ])
        root.addSubview(label)
        let bitmap = try ViewRenderer.render(root)
        var sawLink = false
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.color(x: x, y: y) == Color(red: 0, green: 122, blue: 255) {
                sawLink = true
            }
        }
        #expect(sawLink)
    }

    @Test func wrongValueTypesAreReportedByAttributeAndRangeAndIgnored() throws {
        let label = UILabel()
        let (size, diagnostics) = LayoutDiagnostics.collect { () -> CGSize in
            label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: "Helvetica", .kern: "wide"])
            return label.intrinsicContentSize
        }
        #expect(size == UILabel().withText("Hello").intrinsicContentSize)
        let messages = diagnostics.map(\.message).sorted()
        try #require(messages.count == 2)
        #expect(messages[0].hasSuffix(": attribute NSFont at {0, 5} is a String, not a UIFont; it is ignored."))
        #expect(messages[1].hasSuffix(": attribute NSKern at {0, 5} is a String, not a finite number; it is ignored."))
        #expect(messages.allSatisfy { $0.hasPrefix("<UILabel") || $0.hasPrefix("UILabel") })
    }

    @Test func paragraphStylesAreSafeInFoundationsAttributedStrings() {
        // swift-corelibs-foundation crashed here when NSParagraphStyle was an NSObject subclass
        // (comparing run dictionaries in CFAttributedString); it is a plain Swift class now.
        let first = NSMutableParagraphStyle()
        first.lineSpacing = 3
        let second = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        second.baseWritingDirection = .rightToLeft
        let text = NSMutableAttributedString(string: "One ", attributes: [.paragraphStyle: first])
        text.append(NSAttributedString(string: "2", attributes: [.paragraphStyle: first, .baselineOffset: 7]))
        text.append(NSAttributedString(string: " three\n", attributes: [.paragraphStyle: first]))
        text.append(NSAttributedString(string: "four", attributes: [.paragraphStyle: second]))
        #expect(text.length == 16)
        #expect(
            (text.attribute(.paragraphStyle, at: 12, effectiveRange: nil) as? NSParagraphStyle)?.baseWritingDirection
                == .rightToLeft)
        #expect(first.copy() as? NSParagraphStyle == first && !(first.isEqual(second)))
    }

    @Test func aTextFieldKeepsTheRunsOfItsAttributedText() {
        let field = UITextField()
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: " plain"))
        field.attributedText = text
        #expect(field.text == "Bold plain")
        let shown = field.textLabel.attributedText!
        #expect(shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(field.textLabel.intrinsicContentSize.height == ceil2(lineHeight(20)))
        field.text = ""
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.kern: 2])
        #expect(field.textLabel.text == "Search")
        #expect(field.textLabel.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
    }

    @Test func swiftAttributedStringConvertsWithUIKitsScope() {
        var text = AttributedString("Hello ")
        text.font = .boldSystemFont(ofSize: 20)
        var world = AttributedString("world")
        world.foregroundColor = .systemRed
        world.underlineStyle = .single
        text.append(world)
        let ns = NSAttributedString(text)
        #expect(ns.string == "Hello world")
        #expect(ns.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(ns.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(ns.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        let back = AttributedString(ns)
        #expect(back.runs.count == 2)
        #expect(back.runs.first?.font == .boldSystemFont(ofSize: 20))
    }

    @Test func boundingRectWrapsWithTheLineFragmentOriginOnly() {
        let font = UIFont.systemFont(ofSize: 17)
        let one = "Hello".size(withAttributes: [.font: font])
        #expect(one.height == lineHeight(17))
        let text = "Hello world, wrapping text"
        // The widest word plus a point: no two words fit on a line, so four lines.
        let limit = "wrapping".size(withAttributes: [.font: font]).width + 1
        #expect("Hello world,".size(withAttributes: [.font: font]).width > limit)
        #expect("text".size(withAttributes: [.font: font]).width < limit)
        let wrapped = text.boundingRect(
            with: CGSize(width: limit, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.height == 4 * lineHeight(17))
        #expect(wrapped.width == "wrapping".size(withAttributes: [.font: font]).width)
        let unwrapped = text.boundingRect(
            with: CGSize(width: limit, height: .greatestFiniteMagnitude),
            options: [], attributes: [.font: font], context: nil)
        // Without the option: one line, the rectangle's origin on its baseline.
        #expect(unwrapped.height == lineHeight(17) && unwrapped.minY == -1950 * 17 / 2048)
        let limited = text.boundingRect(
            with: CGSize(width: limit, height: lineHeight(17) * 2),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        #expect(limited.height == 2 * lineHeight(17))
    }

    @Test func drawingAStringByHandPaintsItsGlyphs() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30))
        let image = renderer.image { _ in
            "Hi".draw(
                at: CGPoint(x: 4, y: 4),
                withAttributes: [
                    .font: UIFont.boldSystemFont(ofSize: 17),
                    .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                ])
        }
        var blue = 0
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width where image.bitmap.color(x: x, y: y) == Color(red: 0, green: 0, blue: 255) {
                blue += 1
                #expect(x >= 8 && y >= 8, "nothing drawn above or left of the point")
            }
        }
        #expect(blue > 20)
    }
}

extension UILabel {
    func withText(_ text: String) -> UILabel {
        self.text = text
        return self
    }
}
