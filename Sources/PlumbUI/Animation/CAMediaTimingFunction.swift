import Foundation

/// The name of one of Core Animation's timing curves: `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction`.
///
/// ```swift
/// fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// bounce.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.6, 1)
/// ```
///
/// The named curves' control points are those iOS reports through `getControlPoint(at:values:)`
/// as they are widely published (ease in (0.42, 0), (1, 1); ease out (0, 0), (0.58, 1); both
/// (0.42, 0), (0.58, 1); default (0.25, 0.1), (0.25, 1)); Apple's documentation does not list
/// them: an estimate.
@MainActor @preconcurrency
open class CAMediaTimingFunction: NSObject {
    /// The two inner control points: x1, y1, x2, y2.
    let controlPoints: [Float]

    /// One of Core Animation's named curves (an unknown name is linear).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Writes control point `idx` (0: (0, 0), 1 and 2: the inner points, 3: (1, 1)) into the
    /// two floats at `ptr`, as Core Animation does. An index outside 0...3 writes (0, 0).
    ///
    /// ```swift
    /// var point: [Float] = [0, 0]
    /// CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)   // [0.42, 0]
    /// ```
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p = controlPoint(at: idx)
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    /// Control point `index` as a point (see ``getControlPoint(at:values:)``).
    func controlPoint(at index: Int) -> CGPoint {
        switch index {
        case 1: CGPoint(x: CGFloat(controlPoints[0]), y: CGFloat(controlPoints[1]))
        case 2: CGPoint(x: CGFloat(controlPoints[2]), y: CGFloat(controlPoints[3]))
        case 3: CGPoint(x: 1, y: 1)
        default: .zero
        }
    }

    /// Whether `object` is a timing function with the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.controlPoints == controlPoints
    }

    /// A hash of the control points.
    open override var hash: Int { controlPoints.hashValue }
}
