import Foundation
import Raster

/// The shape of a `CAGradientLayer`'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to an ellipse whose radii are `endPoint − startPoint` (in the unit
    /// square), filling beyond it with the last colour.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, clockwise from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient: Core Animation's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in the unit coordinate space of the bounds ((0, 0) top-left,
/// (1, 1) bottom-right); `locations` (0...1) place the `colors`, evenly spread when nil. Colours
/// are interpolated un-premultiplied, so `.clear` (transparent black) gives a grey band, as on
/// iOS. The gradient is drawn inside the rounded corners of `cornerRadius`, like the background
/// (an observation of common use: Apple documents only the background and border).
///
/// ```swift
/// let g = CAGradientLayer()
/// g.frame = card.bounds
/// g.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
/// g.startPoint = CGPoint(x: 0, y: 0)
/// g.endPoint = CGPoint(x: 1, y: 1)
/// card.layer.insertSublayer(g, at: 0)
/// ```
///
/// Bad input draws nothing (or what can be salvaged) with a diagnostic: colours that are not
/// colours, locations whose count differs from the colours', non-finite points, more than
/// 10,000 colours (the first 10,000 are used).
///
/// Where Plumb differs: the conic and radial geometry follow common usage (Apple documents
/// neither); a dynamic `UIColor` given directly (not through `cgColor`) resolves with the
/// layer's traits when drawn.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), start to end.
    open var colors: [Any]?
    /// Where each colour is, 0 ... 1 (nil: evenly spread).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square (default (0.5, 0): top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (default (0.5, 1): bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape (default `.axial`).
    open var type: CAGradientLayerType = .axial

    /// The gradient's stops and shading for the current bounds, resolved with `traits`; nil
    /// (after reporting why) when nothing can be drawn.
    func gradientToDraw(_ traits: UITraitCollection) -> (Gradient, GradientShading)? {
        let b = bounds
        guard b.width > 0, b.height > 0, let colors, !colors.isEmpty else { return nil }
        var stops: [Gradient.Stop] = []
        let resolved: [Color] = colors.compactMap { ($0 as? UIColor)?.rasterColor(traits) }
        if resolved.count != colors.count {
            LayoutDiagnostics.report(
                .warning,
                "\(typeName(self)).colors: \(colors.count - resolved.count) of \(colors.count) entries are not colours (skipped)"
            )
        }
        guard !resolved.isEmpty else { return nil }
        if let locations, !locations.isEmpty {
            if locations.count != colors.count {
                LayoutDiagnostics.report(
                    .warning,
                    "\(typeName(self)): \(locations.count) locations for \(colors.count) colours; the extra ones are ignored"
                )
            }
            for (i, c) in resolved.enumerated() where i < locations.count {
                stops.append(Gradient.Stop(location: locations[i].doubleValue, color: c))
            }
        } else {
            let n = resolved.count
            stops = resolved.enumerated().map {
                Gradient.Stop(location: n > 1 ? Double($0.offset) / Double(n - 1) : 0, color: $0.element)
            }
        }
        let s = Point(x: Double(startPoint.x * b.width), y: Double(startPoint.y * b.height))
        let e = Point(x: Double(endPoint.x * b.width), y: Double(endPoint.y * b.height))
        guard s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite else {
            LayoutDiagnostics.report(
                .warning,
                "\(typeName(self)): non-finite startPoint \(startPoint) or endPoint \(endPoint) (nothing drawn)")
            return nil
        }
        let shading: GradientShading
        switch type {
        case .radial: shading = .elliptical(center: s, radiusX: abs(e.x - s.x), radiusY: abs(e.y - s.y))
        case .conic: shading = .conic(center: s, angle: s == e ? 0 : atan2(e.y - s.y, e.x - s.x))
        default: shading = .axial(start: s, end: e)
        }
        return (Gradient(stops: stops), shading)
    }
}
