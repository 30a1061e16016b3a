import Foundation

/// An animation between two values of a layer property: Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let pulse = CABasicAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 1
/// pulse.toValue = 1.1
/// pulse.duration = 0.6
/// pulse.autoreverses = true
/// pulse.repeatCount = .infinity
/// pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// badge.layer.add(pulse, forKey: "pulse")   // kept, not run: see CAAnimation
/// ```
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the property starts at (`nil`: the current value).
    open var fromValue: Any?
    /// The value the property ends at (`nil`: the current value).
    open var toValue: Any?
    /// A change added to the start value (used when one of the others is `nil`).
    open var byValue: Any?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}
