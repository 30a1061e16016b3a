import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `CATextLayer`: defaults, where its text goes, wrapping, truncation, fonts, attributed
/// strings and its backing store's scale.
@MainActor @Suite struct TextLayerTests {
    /// A @2x white root with a text layer of `size` at the origin, its contents at @2x.
    func scene(
        _ configure: (CATextLayer) -> Void, width: CGFloat = 120, height: CGFloat = 40,
        direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> Bitmap {
        let root = makeRoot(width, height, direction)
        root.backgroundColor = .white
        let text = CATextLayer()
        text.frame = rect(0, 0, width, height)
        text.foregroundColor = UIColor.black.cgColor
        text.fontSize = 20
        text.contentsScale = 2
        configure(text)
        root.layer.addSublayer(text)
        return try ViewRenderer.render(root)
    }

    @Test func defaultsAreCoreAnimations() {
        let t = CATextLayer()
        #expect(t.fontSize == 36 && t.foregroundColor == .white && t.font == nil && !t.isWrapped)
        #expect(t.truncationMode == .none && t.alignmentMode == .natural && t.string == nil && t.contentsScale == 1)
    }

    @Test(arguments: directions)
    func textStartsAtTheTopAndAlignsInTheWidth(_ direction: UITraitEnvironmentLayoutDirection) throws {
        // The UI's direction plays no part: natural alignment follows the text.
        let left = inkBounds(try scene({ $0.string = "Hello" }, direction: direction))
        // Ink bounds in points (@2x): "Hello" in 20-point Helvetica (Inter) from the top left.
        #expect(left == CGRect(x: 1.5, y: 4.5, width: 45.5, height: 15))
        let right = inkBounds(
            try scene(
                {
                    $0.string = "Hello"; $0.alignmentMode = .right
                }, direction: direction))
        #expect(right == CGRect(x: 73.5, y: 4.5, width: 45.5, height: 15))
        let center = inkBounds(
            try scene(
                {
                    $0.string = "Hello"; $0.alignmentMode = .center
                }, direction: direction))
        #expect(center == CGRect(x: 37.5, y: 4.5, width: 45.5, height: 15))
        let hebrew = inkBounds(try scene({ $0.string = "שלום" }, direction: direction))
        #expect(hebrew == CGRect(x: 76.5, y: 3.5, width: 42.5, height: 15.5))  // right-aligned: Hebrew is right to left
    }

    @Test func onlyWrappedTextWraps() throws {
        let long = "Plumb draws text layers with its own text stack"
        let line = inkBounds(try scene({ $0.string = long }, height: 80))
        let wrapped = inkBounds(
            try scene(
                {
                    $0.string = long; $0.isWrapped = true
                }, height: 80))
        #expect(line == CGRect(x: 1.5, y: 4.5, width: 118.5, height: 15))  // one line, clipped at the right edge
        #expect(wrapped == CGRect(x: 1, y: 4.5, width: 108, height: 75.5))  // wrapped at 120 points, clipped at 80
    }

    @Test func truncationCutsWithAnEllipsis() throws {
        let long = "Plumb draws text layers with its own text stack"
        let clipped = try scene({ $0.string = long })
        let truncated = try scene({
            $0.string = long; $0.truncationMode = .end
        })
        #expect(clipped != truncated)
        #expect(inkBounds(clipped) == CGRect(x: 1.5, y: 4.5, width: 118.5, height: 15))
        // ends in "…" inside the bounds
        #expect(inkBounds(truncated) == CGRect(x: 1.5, y: 4.5, width: 109, height: 15))
    }

    @Test func fontsAreUIFontsOrNamesAndFontSizeWins() throws {
        let bold = inkBounds(
            try scene({
                $0.string = "Wide"; $0.font = UIFont.boldSystemFont(ofSize: 8)
            }))
        let regular = inkBounds(
            try scene({
                $0.string = "Wide"; $0.font = "Helvetica" as CFTypeRef
            }))
        // 20 points, not 8; bold is wider.
        #expect(bold == CGRect(x: 0.5, y: 3.5, width: 49.5, height: 16))
        #expect(regular == CGRect(x: 0.5, y: 4, width: 46.5, height: 15.5))
        let (_, reports) = LayoutDiagnostics.collect { CATextLayer().font = "NoSuchFont" as CFTypeRef }
        #expect(
            reports.map(\.message) == ["CATextLayer.font \"NoSuchFont\" is not a font Plumb has; Helvetica is drawn"])
    }

    @Test func attributedStringsUseTheirOwnAttributes() throws {
        let red = NSAttributedString(
            string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
        let b = try scene({
            $0.string = red; $0.foregroundColor = UIColor.blue.cgColor
        })
        var reds = 0, blues = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let c = b.color(x: x, y: y)
                if c == Color(red: 255, green: 0, blue: 0) { reds += 1 }
                if c.blue > 200 && c.red < 50 { blues += 1 }
            }
        }
        #expect(reds == 506 && blues == 0)
        let (_, reports) = LayoutDiagnostics.collect { CATextLayer().string = 42 }
        #expect(
            reports.map(\.message) == [
                "CATextLayer.string is a Int, not a String or an NSAttributedString; nothing is drawn"
            ])
    }

    @Test func theDefaultContentsScaleDrawsSoftTextOnARetinaCanvas() throws {
        func black(_ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<b.height {
                for x in 0..<b.width where b.color(x: x, y: y) == Color(red: 0, green: 0, blue: 0) { n += 1 }
            }
            return n
        }
        let sharp = try scene({ $0.string = "Soft" })
        let soft = try scene({
            $0.string = "Soft"; $0.contentsScale = 1
        })
        // At 1 pixel per point, magnified: no pixel keeps the full black of the glyphs' cores.
        #expect(black(sharp) == 435 && black(soft) == 0)
    }
}
