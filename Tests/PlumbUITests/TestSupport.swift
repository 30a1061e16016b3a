import Foundation
import Raster
@testable import PlumbUI

/// A view with a fixed intrinsic content size, like a label or button with fixed text.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, id: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = id
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Both layout directions, for parameterised tests.
let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

/// A root view of the given size laid out in a direction.
@MainActor func makeRoot(_ width: CGFloat, _ height: CGFloat, _ direction: UITraitEnvironmentLayoutDirection) -> UIView
{
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.overrideTraitCollection = UITraitCollection(layoutDirection: direction, displayScale: 2)
    return root
}

/// `frame` mirrored inside a container of `width` when the direction is right to left.
func mirrored(_ frame: CGRect, in width: CGFloat, _ direction: UITraitEnvironmentLayoutDirection) -> CGRect {
    guard direction == .rightToLeft else { return frame }
    return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The smallest rectangle holding every pixel darker than white in a @2x bitmap, in points.
func inkBounds(_ b: Bitmap) -> CGRect {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<b.height {
        for x in 0..<b.width {
            let c = b.color(x: x, y: y)
            if Int(c.red) + Int(c.green) + Int(c.blue) < 600 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
    }
    return CGRect(
        x: CGFloat(minX) / 2, y: CGFloat(minY) / 2, width: CGFloat(maxX - minX + 1) / 2,
        height: CGFloat(maxY - minY + 1) / 2)
}
