import Foundation
import PlumbUI
import PureLayout
import Testing

let bothDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

@MainActor func root(_ dir: UITraitEnvironmentLayoutDirection, _ width: CGFloat = 320, _ height: CGFloat = 200)
    -> UIView
{
    let r = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    r.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 2)
    return r
}

/// `frame` mirrored in a container of `width` for right to left.
@MainActor func mirror(_ f: CGRect, _ width: CGFloat, _ dir: UITraitEnvironmentLayoutDirection) -> CGRect {
    dir == .rightToLeft ? CGRect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height) : f
}

/// PureLayout's test hierarchy (PureLayoutTestBase): a 1000 × 1000 container holding
///
///     viewA ─ viewA_A ─ viewA_A_A, viewA_A_B
///           └ viewA_B ─ viewA_B_A
///     viewB ─ viewB_A
///     viewC
///     viewD
///
/// every view made with `newAutoLayout()`, laid out in the given direction at @2x.
@MainActor final class Hierarchy {
    let container: UIView
    let viewA = UIView.newAutoLayout(), viewA_A = UIView.newAutoLayout(), viewA_A_A = UIView.newAutoLayout()
    let viewA_A_B = UIView.newAutoLayout(), viewA_B = UIView.newAutoLayout(), viewA_B_A = UIView.newAutoLayout()
    let viewB = UIView.newAutoLayout(), viewB_A = UIView.newAutoLayout()
    let viewC = UIView.newAutoLayout(), viewD = UIView.newAutoLayout()

    /// viewA, viewB, viewC and viewD.
    var viewArray: [UIView] { [viewA, viewB, viewC, viewD] }

    init(_ dir: UITraitEnvironmentLayoutDirection = .leftToRight) {
        container = root(dir, 1000, 1000)
        container.addSubview(viewA)
        viewA.addSubview(viewA_A)
        viewA_A.addSubview(viewA_A_A)
        viewA_A.addSubview(viewA_A_B)
        viewA.addSubview(viewA_B)
        viewA_B.addSubview(viewA_B_A)
        container.addSubview(viewB)
        viewB.addSubview(viewB_A)
        container.addSubview(viewC)
        container.addSubview(viewD)
    }

    /// Lays the container out (PureLayout's `evaluateConstraints`).
    func evaluate() { container.layoutIfNeeded() }

    /// `frame` mirrored in the 1000-point container when the direction is right to left.
    func mirrored(_ f: CGRect) -> CGRect {
        mirror(f, 1000, container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// The messages of the diagnostics `body` reported.
@MainActor func messages(_ body: () -> Void) -> [String] {
    LayoutDiagnostics.collect(body).1.map(\.message)
}
