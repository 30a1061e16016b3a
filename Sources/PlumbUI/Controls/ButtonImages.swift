import Foundation
import Raster

/// The images of UIKit's built-in button types, drawn at @3x: a circled "i" (detail
/// disclosure, info light and dark) and a circled "+" (contact add), 73 × 71 pixels
/// (24.33 × 23.67 points) in the tint colour, and a 30 × 30-point grey circle with a cross
/// (close).
///
/// Since iOS 13 the glyphs are SF Symbols ("plus.circle", "info.circle"); a `.contactAdd`
/// button is 24.33 × 23.67 points at @3x (recorded on an iOS simulator, issue 29). The info
/// glyph is taken to have the same circle and so the same size (**estimate**), and the close
/// button's 30 points are an **estimate**. Plumb draws its own circles (SF Symbols cannot be
/// shipped).
enum ButtonImages {
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: info
        case .contactAdd: add
        case .close: close
        default: nil
        }
    }

    private static let black = Color(red: 0, green: 0, blue: 0)

    private static func draw(side: Double, height: Double? = nil, _ body: (Canvas) -> Void) -> Bitmap {
        guard let canvas = try? Canvas(width: side, height: height ?? side, scale: 3) else {
            return try! Bitmap(width: 1, height: 1, scale: 3)
        }
        body(canvas)
        return canvas.bitmap
    }

    /// The symbol's box: 73 × 71 pixels at @3x; the circle (22 points across) sits in its middle.
    static let glyphWidth = 73.0 / 3, glyphHeight = 71.0 / 3
    private static let dx = (glyphWidth - 22) / 2, dy = (glyphHeight - 22) / 2

    static let info: UIImage = UIImage(
        bitmap: draw(side: glyphWidth, height: glyphHeight) { c in
            c.strokeBorder(
                Rect(x: 1 + dx, y: 1 + dy, width: 20, height: 20), width: 1.5, cornerRadii: CornerRadii(all: 10),
                color: black)
            var dot = Path()
            dot.addEllipse(in: Rect(x: 10 + dx, y: 5.5 + dy, width: 2, height: 2))
            c.fill(dot, color: black)
            c.fill(Rect(x: 10.1 + dx, y: 9 + dy, width: 1.8, height: 7.5), color: black)
        }, scale: 3, renderingMode: .alwaysTemplate)

    static let add: UIImage = UIImage(
        bitmap: draw(side: glyphWidth, height: glyphHeight) { c in
            c.strokeBorder(
                Rect(x: 1 + dx, y: 1 + dy, width: 20, height: 20), width: 1.5, cornerRadii: CornerRadii(all: 10),
                color: black)
            c.fill(Rect(x: 6 + dx, y: 10.1 + dy, width: 10, height: 1.8), color: black)
            c.fill(Rect(x: 10.1 + dx, y: 6 + dy, width: 1.8, height: 10), color: black)
        }, scale: 3, renderingMode: .alwaysTemplate)

    static let close: UIImage = UIImage(
        bitmap: draw(side: 30) { c in
            var circle = Path()
            circle.addEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
            c.fill(circle, color: Color(red: 118, green: 118, blue: 128, alpha: 31))  // tertiarySystemFill
            var cross = Path()
            cross.move(to: Point(x: 11, y: 11)); cross.addLine(to: Point(x: 19, y: 19))
            cross.move(to: Point(x: 19, y: 11)); cross.addLine(to: Point(x: 11, y: 19))
            c.stroke(
                cross, color: Color(red: 60, green: 60, blue: 67, alpha: 153),
                style: StrokeStyle(width: 2.5, cap: .round))
        }, scale: 3, renderingMode: .alwaysOriginal)
}
