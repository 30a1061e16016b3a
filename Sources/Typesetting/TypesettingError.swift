/// Errors from typesetting. Each carries the offending value.
public enum TypesettingError: Error, Hashable, Sendable {
    /// A font size that is not finite, not positive, or above ``Font/maximumSize``.
    case fontSizeOutOfRange(Double)
    /// A layout width that is not finite or not positive (pass `nil` for no limit).
    case invalidWidth(Double)
    /// A negative `numberOfLines` (0 means unlimited).
    case invalidNumberOfLines(Int)
    /// A rendering scale outside 1...4.
    case invalidScale(Int)
    /// A font file that does not exist.
    case fontFileMissing(path: String)
    /// No directory Plumb looks in holds the bundled fonts (a deployed binary without its
    /// `Plumb_Typesetting.resources` folder and no `PLUMB_FONTS_DIR`): every place looked at.
    case fontsNotFound(searched: [String])
    /// A font file that exists but cannot be read (a directory, no permission) or, for a
    /// bundled font, parsed.
    case fontFileUnreadable(path: String)
    /// A URL given to ``FontRegistry/register(contentsOf:)`` that is not a file URL.
    case notAFileURL(String)
    /// A file given to ``FontRegistry/register(contentsOf:)`` that Plumb cannot draw with, and why
    /// (not a TrueType or OpenType font, a WOFF web font, a face without outlines).
    case unsupportedFontFile(path: String, reason: String)
    /// A face whose PostScript name is already taken, by a bundled face or a face of another
    /// registered file (`registeredPath`): Core Text's `kCTFontManagerErrorDuplicatedName`.
    case duplicateFontName(String, path: String, registeredPath: String)
    /// Bytes that are not valid UTF-8, with the offset of the first bad byte.
    case invalidUTF8(offset: Int)
    /// A UTF-16 code unit that is an unpaired surrogate, with its offset.
    case unpairedSurrogate(offset: Int)
    /// An ICU call failed (the ICU error name).
    case icuFailure(String)
    /// A glyph too large to rasterize (pixel size above the limit).
    case glyphTooLarge(pixelSize: Double)
    /// Styled text whose runs do not cover the string in order or refer to missing styles.
    case invalidStyledText(String)
    /// A drawing origin that is not finite or lies beyond ±``Typesetter/maximumOrigin`` points
    /// (device-pixel positions there would overflow).
    case originOutOfRange(x: Double, y: Double)
    /// A folder given to ``SystemFonts/init(contentsOf:)`` (or named by `PLUMB_SYSTEM_FONTS_DIR`)
    /// that holds no face of SF Pro, SF Pro Rounded, SF Mono or New York.
    case noSystemFonts(directory: String)
}

/// Something the caller may want to surface: the layout is still usable.
public enum TypesettingWarning: Hashable, Sendable {
    /// No bundled font covers these scalars; they are drawn as the `.notdef` box.
    case missingGlyphs([Unicode.Scalar])
    /// Control characters were ignored (zero width, not drawn), with how many.
    case controlCharactersIgnored(count: Int)
}

extension TypesettingError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fontSizeOutOfRange(let size): "font size \(size) is not in 0 < size <= \(Font.maximumSize)"
        case .invalidWidth(let width): "layout width \(width) is not finite and positive"
        case .invalidNumberOfLines(let n): "numberOfLines \(n) is negative"
        case .invalidScale(let scale): "rendering scale \(scale) is not in 1...4"
        case .fontFileMissing(let path): "font file missing: \(path)"
        case .fontsNotFound(let searched):
            "the bundled fonts were not found; looked in " + searched.joined(separator: ", ")
                + " (copy the Plumb_Typesetting.resources folder beside the executable, or set PLUMB_FONTS_DIR)"
        case .fontFileUnreadable(let path): "font file cannot be read or parsed: \(path)"
        case .notAFileURL(let url): "not a file URL: \(url) (register fonts by file URL)"
        case .unsupportedFontFile(let path, let reason): "font file not supported: \(path): \(reason)"
        case .duplicateFontName(let name, let path, let registered):
            "font file \(path) has a face named \"\(name)\", a name \(registered) already gives a face"
        case .invalidUTF8(let offset): "invalid UTF-8 at byte \(offset)"
        case .unpairedSurrogate(let offset): "unpaired UTF-16 surrogate at offset \(offset)"
        case .icuFailure(let name): "ICU failed: \(name)"
        case .glyphTooLarge(let size): "glyph of \(size) px is too large to rasterize"
        case .invalidStyledText(let reason): "invalid styled text: \(reason)"
        case .originOutOfRange(let x, let y):
            "glyph origin (\(x), \(y)) is not finite or beyond ±\(Typesetter.maximumOrigin) points"
        case .noSystemFonts(let directory):
            "no SF Pro, SF Pro Rounded, SF Mono or New York face in \(directory) (faces are recognised by the family names in their name tables)"
        }
    }
}
