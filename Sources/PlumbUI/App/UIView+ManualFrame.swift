import Foundation

extension UIView {
    /// Sets a frame placed by hand in `layoutSubviews`, unless it differs from the current one only
    /// by floating-point noise (the engine's pixel rounding of an edge far from the origin): a
    /// container must not fight the solved frame it already has, or layout never settles.
    func setManualFrame(_ f: CGRect) {
        let c = frame
        let eps: CGFloat = 1e-6
        if abs(c.minX - f.minX) < eps, abs(c.minY - f.minY) < eps, abs(c.width - f.width) < eps,
            abs(c.height - f.height) < eps
        {
            return
        }
        frame = f
    }
}
