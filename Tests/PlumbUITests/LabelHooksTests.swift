import Foundation
import Raster
import Testing
@testable import PlumbUI
import Typesetting

/// The padded label everybody writes: insets through textRect(forBounds:limitedToNumberOfLines:)
/// and drawText(in:).
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

/// UILabel's overridable hooks and fitting: textRect and drawText, font shrinking, tightening,
/// baseline adjustment, shadows and highlighting.
@MainActor @Suite struct LabelHooksTests {
    func ceil2(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }

    @Test(arguments: directions)
    func aPaddedLabelSizesWithItsInsetsAndDrawsInsideThem(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(300, 100, dir)
        root.backgroundColor = .white
        let plain = UILabel()
        plain.text = "Padded"
        let padded = PaddedLabel()
        padded.text = "Padded"
        padded.textColor = .black
        padded.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(padded)
        padded.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        padded.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        root.layoutIfNeeded()
        let p = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: p.width + 22, height: p.height + 10))
        #expect(padded.frame == mirrored(rect(20, 20, p.width + 22, p.height + 10), in: 300, dir))
        // The ink starts inside the left inset and ends before the right one.
        let ink = inkBounds(try ViewRenderer.render(root))
        #expect(ink.minX >= padded.frame.minX + 10 && ink.maxX <= padded.frame.maxX - 12)
        #expect(ink.minY >= padded.frame.minY + 4 && ink.maxY <= padded.frame.maxY - 6)
    }

    @Test func textRectLimitsLinesAsAsked() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "One two three four five six seven eight nine ten"
        let all = label.textRect(forBounds: rect(0, 0, 80, 1000), limitedToNumberOfLines: 0)
        let two = label.textRect(forBounds: rect(0, 0, 80, 1000), limitedToNumberOfLines: 2)
        #expect(two.height == ceil2(2 * 2444 * 17 / 2048))
        #expect(all.height > two.height)
        #expect(label.textRect(forBounds: rect(5, 7, 80, 10), limitedToNumberOfLines: 0) == rect(5, 7, all.width, 10))
    }

    @Test func adjustsFontSizeToFitWidthShrinksToTheLargestQuarterPointThatFits() {
        let label = UILabel(frame: rect(0, 0, 100, 30))
        label.text = "A rather long headline"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let fit = label.fitting(in: label.bounds)
        let size = 17 * fit.scale
        #expect(fit.scale < 1 && fit.scale >= 0.5)
        #expect((size * 4).rounded() == size * 4, "a quarter-point size")
        #expect(label.textLayout(width: 100, fontScale: fit.scale)?.isTruncated == false)
        #expect(label.textLayout(width: 100, fontScale: (size + 0.25) / 17)?.isTruncated == true)
        // The intrinsic size keeps the full font.
        #expect(label.intrinsicContentSize.height == 20.5)
        // Without a minimum scale factor nothing shrinks (UIKit: 0 means the current size).
        label.minimumScaleFactor = 0
        #expect(label.fitting(in: label.bounds).scale == 1)
    }

    @Test func tighteningComesBeforeTruncation() {
        let label = UILabel(frame: rect(0, 0, 100, 30))
        label.text = "Tighten me"
        let natural = label.intrinsicContentSize.width
        label.frame = rect(0, 0, natural - 2, 30)
        label.allowsDefaultTighteningForTruncation = true
        let fit = label.fitting(in: label.bounds)
        #expect(fit.scale == 1 && fit.tightening > 0)
        #expect(label.textLayout(width: Double(natural - 2), tightening: fit.tightening)?.isTruncated == false)
    }

    @Test func aShadowIsDrawnUnderTheTextAtItsOffset() throws {
        let root = makeRoot(120, 40, .leftToRight)
        root.backgroundColor = .white
        let label = UILabel(frame: rect(0, 0, 120, 40))
        label.text = "I"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        label.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.shadowOffset = CGSize(width: 20, height: 0)
        root.addSubview(label)
        let b = try ViewRenderer.render(root)
        let blue = columns(b) { $0 == Color(red: 0, green: 0, blue: 255) }
        let red = columns(b) { $0 == Color(red: 255, green: 0, blue: 0) }
        #expect(!blue.isEmpty && !red.isEmpty)
        #expect(red.min()! - blue.min()! == 40, "20 points to the right at @2x")
    }

    @Test func aHighlightedLabelDrawsInItsHighlightedColour() throws {
        let root = makeRoot(120, 40, .leftToRight)
        root.backgroundColor = .white
        let label = UILabel(frame: rect(0, 0, 120, 40))
        label.text = "I"
        label.font = .boldSystemFont(ofSize: 30)
        label.highlightedTextColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSubview(label)
        #expect(columns(try ViewRenderer.render(root)) { $0 == Color(red: 0, green: 255, blue: 0) }.isEmpty)
        label.isHighlighted = true
        #expect(!columns(try ViewRenderer.render(root)) { $0 == Color(red: 0, green: 255, blue: 0) }.isEmpty)
    }

    @Test func baselineAdjustmentPlacesAShrunkLine() throws {
        let root = makeRoot(60, 40, .leftToRight)
        root.backgroundColor = .white
        let label = UILabel(frame: rect(0, 0, 60, 40))
        label.textColor = .black
        root.addSubview(label)
        label.text = "H"
        let fullBottom = inkBounds(try ViewRenderer.render(root)).maxY
        label.text = "HHHHHHHHHHHH"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        #expect(label.fitting(in: label.bounds).scale < 1)
        // .alignBaselines (the default): the shrunk letters stand on the full-size baseline.
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(inkBounds(try ViewRenderer.render(root)).maxY == fullBottom)
        // .alignCenters: the shrunk line is centred, so its letters end higher.
        label.baselineAdjustment = .alignCenters
        let centred = inkBounds(try ViewRenderer.render(root))
        #expect(centred.maxY < fullBottom)
    }

    func columns(_ b: Bitmap, _ match: (Color) -> Bool) -> [Int] {
        var xs: [Int] = []
        for x in 0..<b.width { for y in 0..<b.height where match(b.color(x: x, y: y)) { xs.append(x); break } }
        return xs
    }
}
