import Foundation
import Typesetting

extension UIFont {
    /// Plumb addition (not UIKit API): registers the faces of a font file the app ships, so
    /// that ``init(name:size:)`` finds them by PostScript, full or family name and
    /// ``familyNames`` lists them. On iOS the app's `Info.plist` lists such files under
    /// `UIAppFonts`, or code calls Core Text's `CTFontManagerRegisterFontsForURL`; Plumb has
    /// neither an `Info.plist` nor Core Text, so tests and tools call this once before they use
    /// the font (from a test bundle's resources, or by path).
    ///
    /// TrueType (`.ttf`), OpenType (`.otf`) and collections (`.ttc`, `.otc`: every face) are
    /// accepted. The file is read once, now, and kept for the rest of the process. Registering
    /// the same file again (the same path once symbolic links are resolved) does nothing and
    /// returns the same names, so every test may register what it uses; registration is safe
    /// from any thread.
    ///
    /// ```swift
    /// let url = Bundle.module.url(forResource: "Brand-Bold", withExtension: "otf")!
    /// try UIFont.register(contentsOf: url)   // ["Brand-Bold"]
    /// label.font = UIFont(name: "Brand-Bold", size: 17)
    /// ```
    ///
    /// - Parameter url: The font file's URL.
    /// - Returns: The PostScript names of the file's faces, in the file's order.
    /// - Throws: An `NSError` in Core Text's font manager domain
    ///   (`"com.apple.CoreText.CTFontManagerErrorDomain"`) with Core Text's code and a
    ///   description that names the file and what is wrong with it: 101 (no file), 102 (not
    ///   readable: a directory, no permission), 103 (not a font Plumb can draw: not TrueType or
    ///   OpenType, a WOFF web font, a face without outlines), 305 (a face's PostScript name is
    ///   already a bundled face's or another registered file's) or 306 (not a file URL). The
    ///   file's URL is under `"CTFontManagerErrorFontURLs"` in `userInfo`.
    @discardableResult
    public class func register(contentsOf url: URL) throws -> [String] {
        do {
            return try FontRegistry.register(contentsOf: url).map(\.postScriptName)
        } catch {
            throw FontManagerError.error(for: error, url: url)
        }
    }
}

/// Core Text's font-manager errors, for ``UIFont/register(contentsOf:)``.
enum FontManagerError {
    /// Core Text's `kCTFontManagerErrorDomain`.
    static let domain = "com.apple.CoreText.CTFontManagerErrorDomain"
    /// Core Text's `kCTFontManagerErrorFontURLsKey`.
    static let fontURLsKey = "CTFontManagerErrorFontURLs"

    /// The codes of Core Text's `CTFontManagerError` (`CTFontManagerErrors.h`).
    static let fileNotFound = 101
    static let insufficientPermissions = 102
    static let unrecognizedFormat = 103
    static let duplicatedName = 305
    static let invalidFilePath = 306

    /// The `NSError` for a registration error: Core Text's code, Plumb's message naming the file.
    static func error(for error: TypesettingError, url: URL) -> NSError {
        let code: Int
        switch error {
        case .fontFileMissing: code = fileNotFound
        case .fontFileUnreadable: code = insufficientPermissions
        case .duplicateFontName: code = duplicatedName
        case .notAFileURL: code = invalidFilePath
        default: code = unrecognizedFormat
        }
        return NSError(
            domain: domain, code: code,
            userInfo: [
                NSLocalizedDescriptionKey: error.description,
                fontURLsKey: [url],
            ])
    }
}
