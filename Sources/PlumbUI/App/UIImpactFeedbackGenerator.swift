import Foundation

/// Haptics for a collision or a snap into place: UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (UIKit's raw values, in declaration order).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light = 0
        /// A medium object.
        case medium = 1
        /// A large, heavy object.
        case heavy = 2
        /// A soft, flexible object (iOS 13).
        case soft = 3
        /// A hard, rigid object (iOS 13).
        case rigid = 4
    }

    /// The generator's style (UIKit keeps it private).
    let style: FeedbackStyle

    /// Creates a generator of a style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator (estimate: UIKit's plain `init()` does not document its style).
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        HapticFeedbackLog.record(.impact(style, intensity: 1))
    }

    /// Plays an impact at an intensity from 0 to 1 (iOS 13); values outside are clamped and a
    /// value that is not a number plays nothing.
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else { return }
        HapticFeedbackLog.record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}
