/// A font family bundled with Plumb.
public enum FontFamily: String, CaseIterable, Hashable, Sendable {
    /// Inter: Latin, Greek and Cyrillic; the stand-in for the system font.
    case inter
    /// Noto Sans Arabic UI.
    case notoSansArabicUI
    /// Noto Sans Hebrew.
    case notoSansHebrew
    /// DejaVu Sans, the last resort for symbols.
    case dejaVuSans
    /// Droid Sans Fallback: Chinese, Japanese and Korean (regular weight only).
    case droidSansFallback
    /// Noto Color Emoji (colour bitmaps; one weight).
    case notoColorEmoji
}

/// A font weight, named as `UIFont.Weight` names them.
///
/// Families without a face for a weight use the nearest one they have: Noto and DejaVu map
/// medium to regular and semibold to bold; Droid Sans Fallback and Noto Color Emoji have one
/// face for every weight.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Comparable {
    /// 400.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600.
    case semibold = 600
    /// 700.
    case bold = 700

    /// The nearest weight to a `UIFont.Weight` raw value (regular 0, medium 0.23, semibold 0.3,
    /// bold 0.4; lighter weights map to regular, heavier ones to bold).
    public init(closestToUIFontWeight value: Double) {
        switch value {
        case ..<0.115: self = .regular
        case ..<0.265: self = .medium
        case ..<0.35: self = .semibold
        default: self = .bold
        }
    }

    /// Orders weights by their numeric value.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A font: a bundled family, a weight and a size in points.
///
/// The equivalent of `UIFont`. Metrics come from the face's tables (see ``metrics()``).
///
/// ```swift
/// let body = Font.system(size: 17)
/// let lineHeight = try body.metrics().lineHeight   // (1950 + 494) × 17 / 2048 = 20.287109375
/// ```
public struct Font: Hashable, Sendable {
    /// The largest accepted point size; layout throws ``TypesettingError/fontSizeOutOfRange(_:)``
    /// above it (and for sizes that are not finite and positive).
    public static let maximumSize: Double = 1000

    /// The family.
    public var family: FontFamily
    /// The size in points (1 pt = 1 layout unit).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// Creates a font. The size is validated when the font is used.
    public init(family: FontFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font stand-in (Inter) at `size` points.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: .inter, size: size, weight: weight)
    }

    /// The bold system font stand-in.
    public static func boldSystem(size: Double) -> Font {
        Font(family: .inter, size: size, weight: .bold)
    }

    /// The same family and weight at another size.
    public func withSize(_ size: Double) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    /// The bundled file used for this family and weight.
    public var face: FontFace { family.face(for: weight) }

    /// Whether the size is usable (finite, positive, at most ``maximumSize``).
    public var hasValidSize: Bool { size.isFinite && size > 0 && size <= Font.maximumSize }

    func validated() throws(TypesettingError) -> Font {
        guard hasValidSize else { throw .fontSizeOutOfRange(size) }
        return self
    }

    /// The size in 26.6 fixed point (1/64 pt).
    var size26: Int64 { Int64((size * 64).rounded()) }
}

extension FontFamily {
    /// The face for a weight (nearest available).
    public func face(for weight: FontWeight) -> FontFace {
        let bold = weight >= .semibold
        switch self {
        case .inter:
            switch weight {
            case .regular: return .interRegular
            case .medium: return .interMedium
            case .semibold: return .interSemiBold
            case .bold: return .interBold
            }
        case .notoSansArabicUI: return bold ? .notoSansArabicUIBold : .notoSansArabicUIRegular
        case .notoSansHebrew: return bold ? .notoSansHebrewBold : .notoSansHebrewRegular
        case .dejaVuSans: return bold ? .dejaVuSansBold : .dejaVuSans
        case .droidSansFallback: return .droidSansFallback
        case .notoColorEmoji: return .notoColorEmoji
        }
    }
}
