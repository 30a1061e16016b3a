import Foundation

/// An animation of one layer property, named by a key path: Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property (`"opacity"`, `"position.y"`, `"transform.scale"` ...).
    open var keyPath: String?
    /// Whether the animated value is added to the model value (default `false`).
    open var isAdditive = false
    /// Whether each repetition starts where the previous one ended (default `false`).
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    ///
    /// ```swift
    /// let fade = CABasicAnimation(keyPath: "opacity")
    /// ```
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}
