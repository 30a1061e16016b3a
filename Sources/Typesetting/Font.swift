/// A font family: one of the bundled families, or a family of registered faces.
public enum FontFamily: Hashable, Sendable, CaseIterable {
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
    /// DejaVu Sans Mono (regular and bold): the monospaced family.
    case dejaVuSansMono
    /// DejaVu Serif (regular and bold): the serif family.
    case dejaVuSerif
    /// The faces registered with ``FontRegistry/register(contentsOf:)`` whose family name is
    /// this (compared without regard to case), e.g. `.registered("EB Garamond")`.
    case registered(String)

    /// The bundled families (registered families are not listed here).
    public static let allCases: [FontFamily] = [
        .inter, .notoSansArabicUI, .notoSansHebrew, .dejaVuSans, .droidSansFallback, .notoColorEmoji,
        .dejaVuSansMono, .dejaVuSerif,
    ]

    /// The family name, as the font files give it: `"Inter"`, `"DejaVu Sans Mono"`, or a
    /// registered family's name.
    public var name: String {
        switch self {
        case .registered(let name): FontRegistry.registeredFaces(inFamily: name).first?.familyName ?? name
        default: FontRegistry.description(of: bundledFaces[0]).familyName
        }
    }

    /// The family's faces, lightest first and upright before italic: the bundled files, or the
    /// faces registered so far.
    public var faces: [FontFace] {
        switch self {
        case .registered(let name): FontRegistry.registeredFaces(inFamily: name).map(\.face)
        default: bundledFaces
        }
    }

    private var bundledFaces: [FontFace] {
        switch self {
        case .inter: [.interRegular, .interMedium, .interSemiBold, .interBold]
        case .notoSansArabicUI: [.notoSansArabicUIRegular, .notoSansArabicUIBold]
        case .notoSansHebrew: [.notoSansHebrewRegular, .notoSansHebrewBold]
        case .dejaVuSans: [.dejaVuSans, .dejaVuSansBold]
        case .droidSansFallback: [.droidSansFallback]
        case .notoColorEmoji: [.notoColorEmoji]
        case .dejaVuSansMono: [.dejaVuSansMono, .dejaVuSansMonoBold]
        case .dejaVuSerif: [.dejaVuSerif, .dejaVuSerifBold]
        case .registered: []
        }
    }

    /// Whether every face of the family has fixed-pitch glyphs.
    public var isFixedPitch: Bool {
        let faces = faces
        return !faces.isEmpty && faces.allSatisfy { FontRegistry.description(of: $0).isFixedPitch }
    }
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

    /// The nearest weight to an `OS/2` weight class (100 ... 900): up to 450 regular, up to 550
    /// medium, up to 650 semibold, bold above.
    public init(closestToWeightClass value: Int) {
        switch value {
        case ..<451: self = .regular
        case ..<551: self = .medium
        case ..<651: self = .semibold
        default: self = .bold
        }
    }

    /// Orders weights by their numeric value.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// OpenType features applied when shaping, on top of HarfBuzz's defaults.
public struct FontFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `tnum`: figures of one width, so columns of numbers line up (Inter has it; a face without
    /// the feature keeps its own figures).
    public static let tabularFigures = FontFeatures(rawValue: 1 << 0)
}

/// A font: a face, a size in points, and how it is drawn.
///
/// The equivalent of `UIFont`. A font names a family and a weight, and draws with the family's
/// face for the weight (``face``); ``init(face:size:)`` picks one face directly (a registered
/// face, or a registered family's light or italic face). Metrics come from the face's tables
/// (see ``metrics()``).
///
/// ```swift
/// let body = Font.system(size: 17)
/// let lineHeight = try body.metrics().lineHeight   // (1950 + 494) × 17 / 2048 = 20.287109375
/// ```
public struct Font: Hashable, Sendable {
    /// The largest accepted point size; layout throws ``TypesettingError/fontSizeOutOfRange(_:)``
    /// above it (and for sizes that are not finite and positive).
    public static let maximumSize: Double = 1000

    /// The family. Setting it draws with the new family's face for ``weight``.
    public var family: FontFamily { didSet { face = family.face(for: weight) } }
    /// The size in points (1 pt = 1 layout unit).
    public var size: Double
    /// The weight. Setting it draws with the family's face for the new weight.
    public var weight: FontWeight { didSet { face = family.face(for: weight) } }
    /// The face the glyphs come from: the family's face for the weight, or the face given to
    /// ``init(face:size:)``.
    public internal(set) var face: FontFace
    /// Whether the glyphs are slanted by a shear (a synthetic oblique, for a family without an
    /// italic face): x += 0.2126 y, FreeType's own slant (`FT_GlyphSlot_Oblique`, 0x0366A/65536,
    /// about 12°). Advances, line breaks and metrics do not change; colour emoji are not slanted.
    public var isOblique: Bool = false
    /// OpenType features applied when shaping (tabular figures).
    public var features: FontFeatures = []
    /// The system font design this font stands for (`UIFont.monospacedSystemFont`,
    /// `withDesign(_:)`), when it is not the default design: with Apple's fonts
    /// (``SystemFonts``) it draws SF Mono, SF Pro Rounded or New York. The default design is
    /// every font of the Inter faces.
    package var systemDesign: SystemFonts.Design? = nil
    /// The weight of the system font's metrics for a font resolved to one of Apple's SF Pro faces
    /// (see ``resolved(with:)``): it keeps UIKit's system-font line metrics.
    var resolvedSystemWeight: FontWeight? = nil

    /// Creates a font. The size is validated when the font is used.
    public init(family: FontFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
        face = family.face(for: weight)
    }

    /// A font that draws with one face: a bundled one, or a registered one (its family is
    /// `.registered(familyName)`, its weight the nearest to the face's weight class).
    ///
    /// ```swift
    /// let italic = Font(face: registered.first { $0.isItalic }!.face, size: 15)
    /// ```
    public init(face: FontFace, size: Double) {
        let description = FontRegistry.description(of: face)
        family =
            face.isBundled
            ? FontFamily.allCases.first { $0.faces.contains(face) }!
            : .registered(description.familyName)
        weight = FontWeight(closestToWeightClass: description.weight)
        self.size = size
        self.face = face
    }

    /// The system font stand-in (Inter) at `size` points.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: .inter, size: size, weight: weight)
    }

    /// The bold system font stand-in.
    public static func boldSystem(size: Double) -> Font {
        Font(family: .inter, size: size, weight: .bold)
    }

    /// The same font (face, slant, features) at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// Whether the size is usable (finite, positive, at most ``maximumSize``).
    public var hasValidSize: Bool { size.isFinite && size > 0 && size <= Font.maximumSize }

    func validated() throws(TypesettingError) -> Font {
        guard hasValidSize else { throw .fontSizeOutOfRange(size) }
        return self
    }

    /// The size in 26.6 fixed point (1/64 pt).
    var size26: Int64 { Int64((size * 64).rounded()) }

    /// The system font's weight when the font draws an Inter face (the system font, with San
    /// Francisco's vertical metrics), else `nil`.
    var systemWeight: FontWeight? {
        if let resolvedSystemWeight { return resolvedSystemWeight }
        return switch face {
        case .interRegular: .regular
        case .interMedium: .medium
        case .interSemiBold: .semibold
        case .interBold: .bold
        default: nil
        }
    }
}

extension FontFamily {
    /// The face for a weight: the nearest the family has, upright. A registered family picks
    /// among the faces registered so far (nearest weight class, upright first); a family no
    /// file was registered for draws with the system font (Inter) at the weight, as UIKit draws
    /// an unknown family with the system font.
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
        case .dejaVuSansMono: return bold ? .dejaVuSansMonoBold : .dejaVuSansMono
        case .dejaVuSerif: return bold ? .dejaVuSerifBold : .dejaVuSerif
        case .registered(let name):
            return FontRegistry.nearestRegisteredFace(inFamily: name, weight: weight.rawValue, italic: false)?.face
                ?? FontFamily.inter.face(for: weight)
        }
    }
}

extension FontFamily {
    /// The family's face nearest to an `OS/2` weight class (100 ... 900) in the style asked for,
    /// or `nil` when the family has no face in that style (no bundled family has an italic face).
    /// Ties go to the heavier face for weights above 500, to the lighter one otherwise.
    public func face(weightClass: Int, italic: Bool) -> FontFace? {
        if case .registered(let name) = self {
            return FontRegistry.nearestRegisteredFace(
                inFamily: name, weight: weightClass, italic: italic,
                exactStyle: true)?.face
        }
        guard !italic else { return nil }
        let heavier = weightClass > 500
        return faces.min { a, b in
            let wa = FontRegistry.description(of: a).weight, wb = FontRegistry.description(of: b).weight
            let da = abs(wa - weightClass), db = abs(wb - weightClass)
            if da != db { return da < db }
            return heavier ? wa > wb : wa < wb
        }
    }
}

extension Font {
    /// The font as `systemFonts` draw it: the system font (an Inter face, or a font marked with a
    /// ``systemDesign``) becomes the Apple face for its design, weight, size and slant (see
    /// ``SystemFonts``); any other font, or a design the fonts have no face for, is unchanged.
    /// A resolved SF Pro font keeps UIKit's system-font line metrics.
    func resolved(with systemFonts: SystemFonts) -> Font {
        guard !systemFonts.isEmpty, resolvedSystemWeight == nil else { return self }
        let design: SystemFonts.Design
        if let marked = systemDesign {
            design = marked
        } else if systemWeight != nil {
            design = .default
        } else {
            return self
        }
        // Without SF Pro Rounded, the rounded design draws SF Pro (not Inter beside SF text).
        guard
            let chosen = systemFonts.face(for: design, weight: weight, size: size, italic: isOblique)
                ?? (design == .rounded
                    ? systemFonts.face(for: .default, weight: weight, size: size, italic: isOblique) : nil)
        else { return self }
        var copy = self
        if design == .default || (design == .rounded && systemWeight != nil) { copy.resolvedSystemWeight = weight }
        if chosen.isItalic { copy.isOblique = false }
        copy.face = chosen.face
        return copy
    }
}

extension Font {
    /// The face that draws the font in the current task: Apple's face when the task has Apple's
    /// fonts (``SystemFonts/current``) and this is the system font, else ``face``.
    package var drawnFace: FontFace { resolved(with: .current).face }
}
