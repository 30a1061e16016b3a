public import Foundation
import Raster

extension FontRegistry {
    /// Loads every bundled face from ``fontsDirectory`` (once per process; faces stay cached), so a
    /// tool can refuse to draw before it draws text without glyphs.
    ///
    /// - Throws: ``TypesettingError/fontsNotFound(searched:)`` naming every folder looked at,
    ///   ``TypesettingError/fontFileMissing(path:)`` or ``TypesettingError/fontFileUnreadable(path:)``
    ///   naming the file.
    ///
    /// ```swift
    /// do { try FontRegistry.checkFonts() } catch { print("error: \(error)") }
    /// ```
    public static func checkFonts() throws(TypesettingError) {
        for face in FontFace.allCases { _ = try self.face(face) }
    }

    /// Reads and parses every bundled face from `directory` without caching them (for checking a
    /// folder before pointing ``setFontsDirectory(_:)`` at it).
    ///
    /// - Throws: ``TypesettingError/fontFileMissing(path:)`` or
    ///   ``TypesettingError/fontFileUnreadable(path:)`` naming the first bad file.
    public static func checkFonts(in directory: URL) throws(TypesettingError) {
        for face in FontFace.allCases { _ = try load(face, from: directory) }
    }

    /// A short, stable name for the font set in ``fontsDirectory``, written into every reference
    /// image so a mismatch can say when the fonts changed.
    ///
    /// 64-bit FNV-1a over the sorted SHA-256 values that the font directory's `README.md` lists
    /// (one per font file), or, without such a list, over the font files' names and sizes; the
    /// first 12 hex digits.
    ///
    /// ```swift
    /// print(FontRegistry.fontSetHash) // "3f9c0e1a77b2"
    /// ```
    public static var fontSetHash: String { fontSetHash(in: fontsDirectory) }

    /// The font-set hash of the fonts in `directory` (see ``fontSetHash``).
    public static func fontSetHash(in directory: URL) -> String {
        let dir = directory.path
        var items: [String] = []
        if let text = try? String(
            contentsOfFile: (dir as NSString).appendingPathComponent("README.md"), encoding: .utf8)
        {
            for word in text.split(whereSeparator: { !$0.isHexDigit }) where word.count == 64 {
                items.append(String(word))
            }
        }
        if items.isEmpty, let files = try? FileManager.default.contentsOfDirectory(atPath: dir) {
            for f in files where f.hasSuffix(".ttf") || f.hasSuffix(".otf") {
                let attributes = try? FileManager.default.attributesOfItem(
                    atPath: (dir as NSString).appendingPathComponent(f))
                items.append("\(f):\((attributes?[.size] as? Int) ?? 0)")
            }
        }
        return String(FNV1a.hex(items.sorted().joined(separator: "\n")).prefix(12))
    }
}
