import Foundation

/// Something that changes a view as the device moves: UIKit's `UIMotionEffect`. Plumb has no
/// device motion: effects added to a view are kept and never applied.
@MainActor @preconcurrency
open class UIMotionEffect: NSObject {
    /// Creates a motion effect (subclasses override ``keyPathsAndRelativeValues(forViewerOffset:)``).
    public override init() { super.init() }

    /// The key paths to change and their values for a viewer offset (each axis in -1...1). The
    /// default returns `nil` (no change), as the abstract class's.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the device tilts: UIKit's
/// `UIInterpolatingMotionEffect`. Kept, not applied (see ``UIMotionEffect``).
///
/// ```swift
/// let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// tilt.minimumRelativeValue = -10
/// tilt.maximumRelativeValue = 10
/// card.addMotionEffect(tilt)
/// ```
@MainActor @preconcurrency
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis the effect follows (UIKit's raw values).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect changes.
    public let keyPath: String
    /// The axis it follows.
    public let type: EffectType
    /// The value added at one end of the axis (viewer offset -1).
    open var minimumRelativeValue: Any?
    /// The value added at the other end (viewer offset 1).
    open var maximumRelativeValue: Any?

    /// Creates an effect for a key path and an axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The relative value for the viewer offset, interpolated linearly between the minimum and
    /// the maximum when both are numbers (`CGFloat`, `Double` or `Int`); `nil` otherwise.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        func number(_ v: Any?) -> CGFloat? {
            switch v {
            case let x as CGFloat: x
            case let x as Double: CGFloat(x)
            case let x as Int: CGFloat(x)
            default: nil
            }
        }
        guard let lo = number(minimumRelativeValue), let hi = number(maximumRelativeValue) else { return nil }
        let t = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let clamped = max(-1, min(1, t.isFinite ? t : 0))
        return [keyPath: lo + (hi - lo) * (clamped + 1) / 2]
    }
}

/// Motion effects applied together: UIKit's `UIMotionEffectGroup`. Kept, not applied.
@MainActor @preconcurrency
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group.
    open var motionEffects: [UIMotionEffect]?

    /// The effects' values merged (a later effect's key path wins).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let effects = motionEffects else { return nil }
        var result: [String: Any] = [:]
        for e in effects {
            for (k, v) in e.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { result[k] = v }
        }
        return result.isEmpty ? nil : result
    }
}
