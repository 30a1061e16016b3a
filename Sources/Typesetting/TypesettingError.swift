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
    /// A font file that exists but cannot be parsed.
    case fontFileUnreadable(path: String)
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
}

/// Something the caller may want to surface: the layout is still usable.
public enum TypesettingWarning: Hashable, Sendable {
    /// No bundled font covers these scalars; they are drawn as the `.notdef` box.
    case missingGlyphs([Unicode.Scalar])
    /// Control characters were ignored (zero width, not drawn), with how many.
    case controlCharactersIgnored(count: Int)
}
