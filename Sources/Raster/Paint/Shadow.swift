/// A drop shadow as Core Animation draws one: the Gaussian blur of a shape's coverage (or of a
/// layer's alpha), moved by an offset and painted in a colour below the shape.
///
/// `radius` is CALayer's `shadowRadius`, used as the blur's standard deviation σ in points:
/// CSS defines a shadow's blur radius as 2σ ("a Gaussian blur with a standard deviation equal to
/// half the blur radius", CSS Backgrounds 3 §shadow-blur), and CALayer's `shadowRadius` matches
/// a CSS/Figma/Sketch blur of twice its value (the conversion `shadowRadius = blur / 2` used
/// throughout iOS code, e.g. the answers to Stack Overflow question 34269399; Fluent UI React
/// Native's platform comparison measured the same factor), so σ = `shadowRadius`.
///
/// ```swift
/// let shadow = Shadow(color: Color.black.withAlpha(51), offset: Size(width: 0, height: 2), radius: 8)
/// canvas.beginShadowLayer(shadow)          // everything drawn until the end casts the shadow
/// canvas.fill(card, cornerRadii: CornerRadii(all: 12), color: .white)
/// canvas.endTransparencyLayer()
/// ```
public struct Shadow: Sendable, Hashable {
    /// The shadow's colour; its alpha is CALayer's `shadowColor` alpha times `shadowOpacity`.
    public var color: Color
    /// How far the shadow is moved, in user units (points): positive y is down.
    public var offset: Size
    /// The blur's standard deviation in user units (CALayer's `shadowRadius`).
    public var radius: Double

    /// Creates a shadow.
    public init(color: Color, offset: Size = Size(width: 0, height: 0), radius: Double) {
        self.color = color
        self.offset = offset
        self.radius = radius
    }
}

/// How shadows are blurred. Plumb draws with `.exactRuns`; the others exist to measure it
/// against (`Benchmarks/run raster`).
@_spi(Benchmarks)
public enum ShadowBlurMethod: Sendable {
    /// The exact integer Gaussian, computed on runs of equal values (the default).
    case exactRuns
    /// The same Gaussian by direct convolution, pixel by pixel (identical pixels, slower).
    case directConvolution
    /// Three box blurs per axis (an approximation: different pixels).
    case threeBoxes
}
