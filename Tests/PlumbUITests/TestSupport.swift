import Foundation
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
@MainActor func makeRoot(_ width: CGFloat, _ height: CGFloat, _ direction: UITraitEnvironmentLayoutDirection) -> UIView {
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
