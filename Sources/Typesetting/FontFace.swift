public import Foundation

/// A font face Plumb draws with: one of the bundled files (`Sources/Typesetting/Fonts/`, shipped
/// as resources), or a face of a font file registered at runtime with
/// ``FontRegistry/register(contentsOf:)``.
///
/// Plumb never looks at system fonts or fontconfig: every face is a file loaded by path, either
/// shipped with the package (see `Sources/Typesetting/Fonts/README.md`) or named by the caller.
///
/// ```swift
/// let mono = Font(face: .dejaVuSansMono, size: 13)
/// let faces = try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/Brand-Bold.otf"))
/// let brand = Font(face: faces[0].face, size: 17)
/// ```
public enum FontFace: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Inter Regular (weight 400), the stand-in for the system font.
    case interRegular
    /// Inter Medium (500).
    case interMedium
    /// Inter SemiBold (600).
    case interSemiBold
    /// Inter Bold (700).
    case interBold
    /// Noto Sans Arabic UI Regular (UI vertical metrics).
    case notoSansArabicUIRegular
    /// Noto Sans Arabic UI Bold.
    case notoSansArabicUIBold
    /// Noto Sans Hebrew Regular.
    case notoSansHebrewRegular
    /// Noto Sans Hebrew Bold.
    case notoSansHebrewBold
    /// DejaVu Sans, the last-resort fallback.
    case dejaVuSans
    /// DejaVu Sans Bold.
    case dejaVuSansBold
    /// Droid Sans Fallback: Chinese, Japanese and Korean (every CJK Unified Ideograph of
    /// U+4E00–9FFF, kana, all 11,172 Hangul syllables); one weight.
    case droidSansFallback
    /// Noto Color Emoji, subset (see the fonts' README): colour bitmap (CBDT) glyphs.
    case notoColorEmoji
    /// DejaVu Sans Mono, subset to Latin: the monospaced face (the stand-in
    /// for SF Mono, Menlo and Courier).
    case dejaVuSansMono
    /// DejaVu Sans Mono Bold, subset like ``dejaVuSansMono``.
    case dejaVuSansMonoBold
    /// DejaVu Serif, subset to Latin: the serif face (the stand-in for New
    /// York, Times New Roman and Georgia).
    case dejaVuSerif
    /// DejaVu Serif Bold, subset like ``dejaVuSerif``.
    case dejaVuSerifBold
    /// A face of a font file registered with ``FontRegistry/register(contentsOf:)``.
    case registered(RegisteredFace)

    /// The bundled faces, in the fonts directory's order. Registered faces are not listed here
    /// (see ``FontRegistry/registeredFaces``).
    public static let allCases: [FontFace] = [
        .interRegular, .interMedium, .interSemiBold, .interBold, .notoSansArabicUIRegular, .notoSansArabicUIBold,
        .notoSansHebrewRegular, .notoSansHebrewBold, .dejaVuSans, .dejaVuSansBold, .droidSansFallback, .notoColorEmoji,
        .dejaVuSansMono, .dejaVuSansMonoBold, .dejaVuSerif, .dejaVuSerifBold,
    ]

    /// The file name: inside the fonts directory for a bundled face, the last path component of
    /// the registered file otherwise.
    public var fileName: String {
        switch self {
        case .registered(let face): (face.path as NSString).lastPathComponent
        default: Self.bundled[self]!.file
        }
    }

    /// Whether the face is one of the bundled files.
    public var isBundled: Bool {
        if case .registered = self { return false }
        return true
    }

    /// The face's PostScript name (what FreeType's `FT_Get_Postscript_Name` reads from the file):
    /// `"Inter-SemiBold"`, `"DejaVuSansMono-Bold"`, or a registered face's own.
    public var postScriptName: String { FontRegistry.description(of: self).postScriptName }

    public var description: String {
        switch self {
        case .registered(let face): "\(face.path)#\(face.index)"
        default: Self.bundled[self]!.file
        }
    }

    /// What each bundled file says about itself (checked against FreeType by the tests): file,
    /// PostScript, family and style names, `OS/2` weight class, italic, bold and fixed pitch.
    static let bundled: [FontFace: (file: String, description: FaceDescription)] = {
        func d(
            _ face: FontFace, _ file: String, _ ps: String, _ family: String, _ style: String, _ weight: Int,
            bold: Bool = false, fixed: Bool = false, full: String? = nil
        ) -> (FontFace, (String, FaceDescription)) {
            (
                face,
                (
                    file,
                    FaceDescription(
                        face: face, postScriptName: ps, familyName: family, styleName: style,
                        fullName: full ?? (style == "Regular" || style == "Book" ? family : family + " " + style),
                        weight: weight, isItalic: false, isBold: bold, isFixedPitch: fixed)
                )
            )
        }
        return Dictionary(
            uniqueKeysWithValues: [
                d(.interRegular, "Inter-Regular.otf", "Inter-Regular", "Inter", "Regular", 400, full: "Inter Regular"),
                d(.interMedium, "Inter-Medium.otf", "Inter-Medium", "Inter", "Medium", 500),
                d(.interSemiBold, "Inter-SemiBold.otf", "Inter-SemiBold", "Inter", "Semi Bold", 600),
                d(.interBold, "Inter-Bold.otf", "Inter-Bold", "Inter", "Bold", 700, bold: true),
                d(
                    .notoSansArabicUIRegular, "NotoSansArabicUI-Regular.ttf", "NotoSansArabicUI-Regular",
                    "Noto Sans Arabic UI",
                    "Regular", 400, full: "Noto Sans Arabic UI Regular"),
                d(
                    .notoSansArabicUIBold, "NotoSansArabicUI-Bold.ttf", "NotoSansArabicUI-Bold", "Noto Sans Arabic UI",
                    "Bold",
                    700, bold: true),
                d(
                    .notoSansHebrewRegular, "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Regular", "Noto Sans Hebrew",
                    "Regular", 400, full: "Noto Sans Hebrew Regular"),
                d(
                    .notoSansHebrewBold, "NotoSansHebrew-Bold.ttf", "NotoSansHebrew-Bold", "Noto Sans Hebrew", "Bold",
                    700,
                    bold: true),
                d(.dejaVuSans, "DejaVuSans.ttf", "DejaVuSans", "DejaVu Sans", "Book", 400),
                d(.dejaVuSansBold, "DejaVuSans-Bold.ttf", "DejaVuSans-Bold", "DejaVu Sans", "Bold", 700, bold: true),
                d(
                    .droidSansFallback, "DroidSansFallback.ttf", "DroidSansFallback", "Droid Sans Fallback", "Regular",
                    400),
                d(
                    .notoColorEmoji, "NotoColorEmoji-Subset.ttf", "NotoColorEmoji", "Noto Color Emoji", "Regular", 400,
                    fixed: true),
                d(
                    .dejaVuSansMono, "DejaVuSansMono-Subset.ttf", "DejaVuSansMono", "DejaVu Sans Mono", "Book", 400,
                    fixed: true),
                d(
                    .dejaVuSansMonoBold, "DejaVuSansMono-Bold-Subset.ttf", "DejaVuSansMono-Bold", "DejaVu Sans Mono",
                    "Bold",
                    700, bold: true, fixed: true),
                d(.dejaVuSerif, "DejaVuSerif-Subset.ttf", "DejaVuSerif", "DejaVu Serif", "Book", 400),
                d(
                    .dejaVuSerifBold, "DejaVuSerif-Bold-Subset.ttf", "DejaVuSerif-Bold", "DejaVu Serif", "Bold", 700,
                    bold: true),
            ].map { ($0.0, (file: $0.1.0, description: $0.1.1)) })
    }()
}

/// A face of a registered font file: the file's path (symbolic links resolved) and the face's
/// index in it (0 except in a font collection). Only ``FontRegistry/register(contentsOf:)``
/// makes one, so every `RegisteredFace` names a face Plumb has loaded.
public struct RegisteredFace: Hashable, Sendable {
    /// The absolute path of the file, symbolic links resolved.
    public let path: String
    /// The face's index in the file (`.ttc`/`.otc` collections hold several).
    public let index: Int
    /// The axis values of an instance of a variable face (a system font at a point size: its
    /// `opsz` axis set to the size), empty for the face as the file has it.
    let variations: [VariationSetting]

    init(path: String, index: Int, variations: [VariationSetting] = []) {
        self.path = path
        self.index = index
        self.variations = variations
    }

    /// The optical size this instance is drawn at (its `opsz` axis), or `nil`.
    public var opticalSize: Double? {
        variations.first { $0.tag == VariationSetting.tag("opsz") }?.value
    }

    /// The file's URL.
    public var url: URL { URL(fileURLWithPath: path) }
}

/// What a face's file says about it: its names and style.
///
/// For a registered face these come from the file through FreeType: the PostScript name
/// (`FT_Get_Postscript_Name`), the family and style names (FreeType's `family_name` and
/// `style_name`: the typographic family, name ID 16, where the file has one, as Core Text's
/// family name), the full name (name ID 4, through HarfBuzz), the `OS/2` weight class, and
/// FreeType's italic, bold and fixed-width flags.
public struct FaceDescription: Hashable, Sendable {
    /// The face.
    public var face: FontFace
    /// The PostScript name, e.g. `"EBGaramond12-Italic"`: what `UIFont(name:size:)` finds it by.
    public var postScriptName: String
    /// The family name, e.g. `"EB Garamond"`.
    public var familyName: String
    /// The style name, e.g. `"Italic"`, `"Bold"`.
    public var styleName: String
    /// The full name, e.g. `"EB Garamond 12 Italic"`.
    public var fullName: String
    /// The `OS/2` weight class: 100 (thin) ... 400 (regular) ... 700 (bold) ... 900 (black).
    public var weight: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// Whether the face is bold (its style flags say so).
    public var isBold: Bool
    /// Whether every glyph has the same advance (`post.isFixedPitch`).
    public var isFixedPitch: Bool
}
