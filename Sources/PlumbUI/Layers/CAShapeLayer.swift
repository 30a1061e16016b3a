import Foundation
import Raster

/// How a `CAShapeLayer` decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a `CAShapeLayer` ends open strokes.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a `CAShapeLayer` joins stroke segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path: Core Animation's `CAShapeLayer` (progress rings,
/// custom controls, masks).
///
/// The path is in the layer's coordinates. It is filled with `fillColor` (default opaque black;
/// nil fills nothing), then stroked with `strokeColor` (default nil) `lineWidth` wide, with its
/// caps, joins, dash pattern, and only between `strokeStart` and `strokeEnd` (fractions of the
/// path's length, 0 and 1 by default).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 6
/// ring.lineCap = .round
/// ring.strokeEnd = 0.7
/// ```
///
/// Bad input is reported and skipped: a negative or non-finite line width strokes nothing, an
/// unusable dash pattern strokes solid, NaN stroke fractions count as 0 and 1.
///
/// Where Plumb differs: the path is trimmed to `strokeStart`...`strokeEnd` first and the dash
/// pattern starts at the trimmed start (how Core Animation combines the two is not documented).
open class CAShapeLayer: CALayer {
    /// The shape (nil draws nothing).
    open var path: CGPath?
    /// The fill colour (default opaque black; nil: no fill).
    open var fillColor: CGColor? = .black
    /// The fill rule (default non-zero).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (default nil: no stroke).
    open var strokeColor: CGColor?
    /// The stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// Open ends (default butt).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Corners (default miter).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Dash lengths in points, alternately drawn and skipped (nil: solid).
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends (default 1).
    open var strokeEnd: CGFloat = 1

    /// The stroke style, nil (after reporting) when the width cannot stroke.
    var strokeStyle: StrokeStyle? {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            LayoutDiagnostics.report(
                .warning, "\(typeName(self)).lineWidth \(lineWidth) cannot stroke (nothing stroked)")
            return nil
        }
        guard lineWidth > 0 else { return nil }
        let cap: LineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: LineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return StrokeStyle(
            width: Double(lineWidth), cap: cap, join: join,
            miterLimit: miterLimit.isFinite ? Double(miterLimit) : 10,
            dashPattern: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase))
    }
}
