import Foundation

/// A colour in the sRGB space with straight (not premultiplied) alpha, with UIKit's initialisers
/// and named colours; a dynamic colour picks its components from a trait collection.
///
/// ```swift
/// view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
/// label.textColor = .secondaryLabel                 // (60, 60, 67, 0.6) light, (235, 235, 245, 0.6) dark
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemTeal : .systemBlue }
/// accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // systemTeal's dark value
/// ```
///
/// The components (`red`, `green`, `blue`, ``alpha``) of a dynamic colour are those it
/// resolves to with ``UITraitCollection/current``, as `getRed(_:green:blue:alpha:)` reports them
/// in UIKit. Views resolve their colours with their own traits when they draw.
///
/// Open, as UIKit's: subclasses compile (and restate `@unchecked Sendable`, as they must for
/// UIKit's, which is `Sendable`); its storage is set only by its initialisers.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    enum Storage: Sendable {
        case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
        /// `name` identifies a system colour (equal names are equal colours).
        case dynamic(name: String?, provider: @Sendable (UITraitCollection) -> UIColor)
    }

    /// The colour's value; written only by the initialisers (a `var` so that the internal
    /// system-colour initialiser can be a convenience one: a subclass in another module inherits
    /// the initialisers only when every designated one is public).
    private(set) var storage: Storage

    /// A colour given in Display P3, converted to the sRGB Plumb draws in (components outside
    /// sRGB's gamut are clamped, as an sRGB display shows them). The matrix is the product of
    /// CSS Color 4's linear-P3→XYZ and XYZ→linear-sRGB matrices (D65); both spaces use the sRGB
    /// transfer curve.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat {
            let v = min(max(c, 0), 1)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        self.init(
            red: encoded(1.2249401763 * r - 0.2249401763 * g),
            green: encoded(-0.0420569547 * r + 1.0420569547 * g),
            blue: encoded(-0.0196375546 * r - 0.0786360456 * g + 1.0982736002 * b), alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB, each 0 ... 1, hue wrapping), as
    /// UIKit's `init(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from sRGB components in 0...1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(UIColor.clamp(red), UIColor.clamp(green), UIColor.clamp(blue), UIColor.clamp(alpha))
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as
    /// `init(red:green:blue:alpha:)` takes them.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey from a white level and alpha in 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that is computed from the trait collection it is resolved with: UIKit's dynamic
    /// colours. The provider may return another dynamic colour (resolved in turn, to a depth of 4).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: nil, provider: dynamicProvider)
    }

    convenience init(systemName: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider: provider)
        storage = .dynamic(name: systemName, provider: provider)
    }

    /// Whether the colour depends on the traits (a system colour or one made with a provider).
    var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The colour for a trait collection: a fixed colour is itself; a dynamic one calls its
    /// provider (with `.unspecified` style meaning light, as in UIKit).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var c = self
        for _ in 0..<4 {
            guard case .dynamic(_, let provider) = c.storage else { return c }
            c = provider(traitCollection)
        }
        if case .dynamic = c.storage { return .clear }
        return c
    }

    /// The components for the current traits.
    private var resolvedComponents: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: .current).storage else {
            return (0, 0, 0, 0)
        }
        return (r, g, b, a)
    }

    /// Red in 0...1 (a dynamic colour's for ``UITraitCollection/current``).
    public var red: CGFloat { resolvedComponents.0 }
    /// Green in 0...1.
    public var green: CGFloat { resolvedComponents.1 }
    /// Blue in 0...1.
    public var blue: CGFloat { resolvedComponents.2 }
    /// Alpha in 0...1.
    public var alpha: CGFloat { resolvedComponents.3 }

    /// The components and alpha (a dynamic colour's for the current traits); always `true`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedComponents
        red?.pointee = c.0
        green?.pointee = c.1
        blue?.pointee = c.2
        alpha?.pointee = c.3
        return true
    }

    /// The same colour with another alpha; for a dynamic colour, a dynamic colour whose
    /// resolutions get that alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .rgba(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .dynamic:
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
    }

    /// The components as 8-bit values, rounded to nearest, for a trait collection.
    func rgba8(_ traits: UITraitCollection) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: traits).storage else { return (0, 0, 0, 0) }
        func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(r), byte(g), byte(b), byte(a))
    }

    /// The components as 8-bit values for the current traits.
    var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { rgba8(.current) }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    /// Fixed colours are equal when their components are; dynamic colours when they are the same
    /// object or the same system colour (as in UIKit).
    public static func == (a: UIColor, b: UIColor) -> Bool {
        switch (a.storage, b.storage) {
        case let (.rgba(r1, g1, b1, a1), .rgba(r2, g2, b2, a2)): return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.dynamic(n1, _), .dynamic(n2, _)): return a === b || (n1 != nil && n1 == n2)
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch storage {
        case let .rgba(r, g, b, a): h.combine(r); h.combine(g); h.combine(b); h.combine(a)
        case .dynamic(let name, _):
            if let name { h.combine(name) } else { h.combine(ObjectIdentifier(self)) }
        }
    }

    public var description: String {
        switch storage {
        case let .rgba(r, g, b, a): return "UIExtendedSRGBColorSpace \(fmt(r)) \(fmt(g)) \(fmt(b)) \(fmt(a))"
        case .dynamic(let name?, _): return "<UIDynamicSystemColor: name = \(name)Color>"
        case .dynamic(nil, _): return "<UIDynamicProviderColor: provider>"
        }
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black, for text on light backgrounds whatever the style.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White at 60 %, for text on dark backgrounds whatever the style.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
