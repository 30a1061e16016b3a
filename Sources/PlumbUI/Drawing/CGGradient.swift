import Foundation
import Raster

/// A colour space: Core Graphics' `CGColorSpace`.
///
/// Where Plumb differs: every colour space is sRGB (Plumb draws in sRGB); the name is kept.
public final class CGColorSpace: Hashable, Sendable {
    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the Display P3 space (drawn as sRGB by Plumb).
    public static let displayP3 = "kCGColorSpaceDisplayP3"

    /// The space's name.
    public let name: String?

    /// The space with a name.
    public init?(name: String) { self.name = name }
    init(named name: String?) { self.name = name }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
}

/// The device RGB colour space (sRGB in Plumb).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }

/// Colours at locations for `CGContext.drawLinearGradient` / `drawRadialGradient`: Core
/// Graphics' `CGGradient`.
///
/// ```swift
/// let g = CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.systemGray6.cgColor] as CFArray,
///                    locations: [0, 1])!
/// ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
/// ```
public final class CGGradient {
    let gradient: Gradient

    /// A gradient of `CGColor`s (`UIColor`s in Plumb) at `locations` (evenly spread when nil).
    /// Nil when `colors` holds something that is not a colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cs = colors.compactMap { $0 as? UIColor }
        guard cs.count == colors.count, !cs.isEmpty else { return nil }
        let traits = UITraitCollection.current
        let rc = cs.map { $0.rasterColor(traits) }
        if let locations {
            gradient = Gradient(
                stops: rc.enumerated().map { Gradient.Stop(location: Double(locations[$0.offset]), color: $0.element) })
        } else {
            gradient = Gradient(colors: rc)
        }
    }

    /// A gradient from `count` colours given as RGBA components in 0...1, at `locations`.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count <= Gradient.maxStops * 4 else { return nil }
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded()) }
        var stops: [Gradient.Stop] = []
        for i in 0..<count {
            let c = Color(
                red: byte(components[4 * i]), green: byte(components[4 * i + 1]),
                blue: byte(components[4 * i + 2]), alpha: byte(components[4 * i + 3]))
            let loc = locations.map { Double($0[i]) } ?? (count > 1 ? Double(i) / Double(count - 1) : 0)
            stops.append(Gradient.Stop(location: loc, color: c))
        }
        gradient = Gradient(stops: stops)
    }
}

/// Whether a gradient extends past its start and end (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start location with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill after the end location with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)

    var raster: GradientOptions {
        var o: GradientOptions = []
        if contains(.drawsBeforeStartLocation) { o.insert(.drawsBeforeStart) }
        if contains(.drawsAfterEndLocation) { o.insert(.drawsAfterEnd) }
        return o
    }
}

extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end` (Core Graphics'
    /// `drawLinearGradient`): clip to a path first to fill a shape.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        canvas.fill(
            nil, gradient: gradient.gradient, shading: .axial(start: start.raster, end: end.raster),
            options: options.raster)
    }

    /// Fills the clip with a radial gradient between two circles (Core Graphics'
    /// `drawRadialGradient`).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        func radius(_ r: CGFloat, _ name: String) -> Double {
            guard r.isNaN || r < 0 else { return Double(r) }
            LayoutDiagnostics.report(.warning, "drawRadialGradient: \(name) \(r) is not a radius (treated as 0)")
            return 0
        }
        canvas.fill(
            nil, gradient: gradient.gradient,
            shading: .radial(
                startCenter: startCenter.raster, startRadius: radius(startRadius, "startRadius"),
                endCenter: endCenter.raster, endRadius: radius(endRadius, "endRadius")),
            options: options.raster)
    }
}
