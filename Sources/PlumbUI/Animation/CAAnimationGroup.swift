import Foundation

/// Animations that run together, in the group's time: Core Animation's `CAAnimationGroup`.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [fade, slide]
/// group.duration = 0.4
/// card.layer.add(group, forKey: "appear")
/// ```
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
    }
}
