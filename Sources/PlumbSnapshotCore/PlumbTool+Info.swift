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
    /// system font: Inter (set PLUMB_SYSTEM_FONTS_DIR to a folder of Apple's fonts to draw with them)
    /// ```
    ///
    /// With `PLUMB_SYSTEM_FONTS_DIR` set, the `system font` line names Apple's fonts found there
    /// (what references record, `SystemFonts.identity`) and lists each face.
    ///
    /// - Returns: status 0, or 2 when no fonts directory holds the bundled fonts (the message
    ///   names every place looked at) or `PLUMB_SYSTEM_FONTS_DIR` names a folder without Apple's
    ///   fonts.
    public static func info() -> Result {
        var lines = ["renderer: \(SnapshotSupport.rendererVersion)"]
        let dir = FontRegistry.fontsDirectory
        let found = FileManager.default.fileExists(
            atPath: dir.appendingPathComponent(FontFace.interRegular.fileName).path)
        lines.append(
            "fonts: \(dir.path)" + (found ? " (font set \(SnapshotVerifier.fontSetHash))" : " (no fonts there)"))
        lines.append("fonts searched: " + FontRegistry.searchedDirectories.map(\.path).joined(separator: ", "))
        lines.append("libraries: \(Typesetter.libraryVersions)")
        var status: Int32 = found ? 0 : 2
        switch SystemFonts.environment {
        case .success(let fonts) where fonts.isEmpty:
            lines.append(
                "system font: Inter (set \(SystemFonts.environmentVariable) to a folder of Apple's fonts to draw with them)"
            )
        case .success(let fonts):
            lines.append("system font: \(fonts.identity) from \(fonts.directory?.path ?? "")")
            for face in fonts.faces {
                lines.append(
                    "  \(face.description.postScriptName): \(face.design.rawValue) design, \(face.opticalSize.rawValue) sizes, weight \(face.description.weight)"
                )
            }
        case .failure(let error):
            lines.append("system font: Inter; error: \(SystemFonts.environmentVariable): \(error.description)")
            status = 2
        }
        if !found {
            lines.append(
                "error: "
                    + TypesettingError.fontsNotFound(searched: FontRegistry.searchedDirectories.map(\.path)).description
            )
        }
        return Result(status: status, output: lines.joined(separator: "\n"))
    }
}
