import Foundation
import PlumbUI
import Typesetting

extension PlumbTool {
    /// What this build of Plumb renders with (`plumb info`): the renderer version written into
    /// every reference, the bundled font set and where its fonts are read from (and every place
    /// looked at), and the versions of the text libraries.
    ///
    /// ```text
    /// renderer: plumb-render-2
    /// fonts: /opt/app/Plumb_Typesetting.resources/Fonts (font set 3f1c0e5a9b2d)
    /// fonts searched: /opt/app/Plumb_Typesetting.resources/Fonts, /src/plumb/Sources/Typesetting/Fonts
    /// libraries: HarfBuzz 6.0.0, FreeType 2.12.1, ICU 72.1
    /// ```
    ///
    /// - Returns: status 0, or 2 when no fonts directory holds the bundled fonts (the message
    ///   names every place looked at).
    public static func info() -> Result {
        var lines = ["renderer: \(SnapshotSupport.rendererVersion)"]
        let dir = FontRegistry.fontsDirectory
        let found = FileManager.default.fileExists(
            atPath: dir.appendingPathComponent(FontFace.interRegular.fileName).path)
        lines.append(
            "fonts: \(dir.path)" + (found ? " (font set \(SnapshotVerifier.fontSetHash))" : " (no fonts there)"))
        lines.append("fonts searched: " + FontRegistry.searchedDirectories.map(\.path).joined(separator: ", "))
        lines.append("libraries: \(Typesetter.libraryVersions)")
        if !found {
            lines.append(
                "error: "
                    + TypesettingError.fontsNotFound(searched: FontRegistry.searchedDirectories.map(\.path)).description
            )
        }
        return Result(status: found ? 0 : 2, output: lines.joined(separator: "\n"))
    }
}
