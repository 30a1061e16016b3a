import Foundation
import Raster

/// The images of UIKit's built-in button types, drawn at @3x: a circled "i" (detail
/// disclosure, info light and dark), a circled "+" (contact add), both 22 × 22 points in the
/// tint colour, and a 30 × 30-point grey circle with a cross (close). The sizes are
/// **estimates** (UIKit's glyphs are SF Symbols, which Plumb cannot ship).
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

    private static func draw(side: Double, _ body: (Canvas) -> Void) -> Bitmap {
        guard let canvas = try? Canvas(width: side, height: side, scale: 3) else {
            return try! Bitmap(width: 1, height: 1, scale: 3)
        }
        body(canvas)
        return canvas.bitmap
    }

    static let info: UIImage = UIImage(
        bitmap: draw(side: 22) { c in
            c.strokeBorder(
                Rect(x: 1, y: 1, width: 20, height: 20), width: 1.5, cornerRadii: CornerRadii(all: 10), color: black)
            var dot = Path()
            dot.addEllipse(in: Rect(x: 10, y: 5.5, width: 2, height: 2))
            c.fill(dot, color: black)
            c.fill(Rect(x: 10.1, y: 9, width: 1.8, height: 7.5), color: black)
        }, scale: 3, renderingMode: .alwaysTemplate)

    static let add: UIImage = UIImage(
        bitmap: draw(side: 22) { c in
            c.strokeBorder(
                Rect(x: 1, y: 1, width: 20, height: 20), width: 1.5, cornerRadii: CornerRadii(all: 10), color: black)
            c.fill(Rect(x: 6, y: 10.1, width: 10, height: 1.8), color: black)
            c.fill(Rect(x: 10.1, y: 6, width: 1.8, height: 10), color: black)
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
