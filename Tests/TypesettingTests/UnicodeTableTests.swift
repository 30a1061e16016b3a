import Foundation
import Testing
@testable import Typesetting

/// The itemizer's hand-written tables must agree with the Unicode data Swift ships.
@Suite struct UnicodeTableTests {
    @Test func defaultIgnorableRangesMatchTheUnicodeProperty() {
        var mismatches: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            if isDefaultIgnorable(v) != scalar.properties.isDefaultIgnorableCodePoint { mismatches.append(v) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func quickCategoriesMatchTheUnicodeProperty() {
        var checked = 0
        for v in UInt16(0)...0xD7FF {
            guard let quick = ScriptRuns.quickCategory(v) else { continue }
            #expect(quick == Unicode.Scalar(v)!.properties.generalCategory, "U+\(String(v, radix: 16))")
            checked += 1
        }
        #expect(checked == 231)  // 26 + 10 + 99 + 27 letters, 21 + 1 + 45 marks, 2 spaces
    }
}

@Suite struct CoverageTableTests {
    @Test func quickScriptsMatchHarfBuzzUnicodeData() {
        for v in UInt32(0x80)...0x20FF {
            let quick = ScriptClass(Unicode.Scalar(v)!)
            let looked = ScriptClass(lookingUp: v)
            #expect(quick == looked, "U+\(String(v, radix: 16))")
        }
    }

    @Test(arguments: FontFace.allCases)
    func cmapCoverageTableMatchesHarfBuzz(face: FontFace) throws {
        let loaded = try FontRegistry.face(face)
        var covered = 0
        for v in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let viaHarfBuzz = loaded.glyph(for: scalar) != nil
            if loaded.covers(scalar) != viaHarfBuzz {
                Issue.record("U+\(String(v, radix: 16)) in \(face)")
                return
            }
            if viaHarfBuzz { covered += 1 }
        }
        #expect(covered > 80)
    }
}

@Suite struct FontRegistryTests {
    @Test func missingAndUnreadableFontFilesAreTypedErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("Inter-Regular.otf").path
        #expect(throws: TypesettingError.fontFileMissing(path: missing)) {
            try FontRegistry.load(.interRegular, from: dir)
        }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: missing))
        #expect(throws: TypesettingError.fontFileUnreadable(path: missing)) {
            try FontRegistry.load(.interRegular, from: dir)
        }
        let real = try FontRegistry.load(.interRegular, from: FontRegistry.packageFontsDirectory)
        #expect(real.unitsPerEm == 2816)
    }

    @Test func theDirectoryComesFromTheAPIThenTheEnvironmentThenTheResourcesThenTheSources() {
        // The search with an explicit environment: the process's own is never changed.
        let api = URL(fileURLWithPath: "/opt/plumb/fonts", isDirectory: true)
        #expect(FontRegistry.fontsDirectory(override: api, environment: ["PLUMB_FONTS_DIR": "/env"]) == api)
        #expect(FontRegistry.fontsDirectory(override: nil, environment: ["PLUMB_FONTS_DIR": "/env"]).path == "/env")
        // Empty means unset.
        let fallback = FontRegistry.fontsDirectory(override: nil, environment: ["PLUMB_FONTS_DIR": ""])
        #expect(fallback == FontRegistry.fontsDirectory(override: nil, environment: [:]))
        // Without either: the resource bundle beside the test bundle (SwiftPM copied it there),
        // which holds the same files as the source folder.
        let bundled = FontRegistry.fontsDirectory(override: nil, environment: [:])
        #expect(bundled == FontRegistry.resourceBundleFontsDirectory)
        #expect(bundled.path.hasSuffix("/Plumb_Typesetting.resources/Fonts"))
        for face in FontFace.allCases {
            let a = FileManager.default.contents(atPath: bundled.appendingPathComponent(face.fileName).path)
            let b = FileManager.default.contents(
                atPath: FontRegistry.packageFontsDirectory.appendingPathComponent(face.fileName).path)
            #expect(a != nil && a == b, "\(face.fileName)")
        }
        #expect(
            FontRegistry.searchedDirectories.map(\.path) == ProcessInfo.processInfo.environment["PLUMB_FONTS_DIR"].map {
                [$0]
            }
                ?? [FontRegistry.resourceBundleFontsDirectory.path, FontRegistry.packageFontsDirectory.path])
    }

    @Test func aFontFolderIsCheckedFileByFileNamingTheBadOne() throws {
        try FontRegistry.checkFonts(in: FontRegistry.packageFontsDirectory)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-check-fonts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent(FontFace.interRegular.fileName).path
        #expect(throws: TypesettingError.fontFileMissing(path: missing)) { try FontRegistry.checkFonts(in: dir) }
        for face in FontFace.allCases {
            try FileManager.default.copyItem(
                at: FontRegistry.packageFontsDirectory.appendingPathComponent(face.fileName),
                to: dir.appendingPathComponent(face.fileName))
        }
        try FontRegistry.checkFonts(in: dir)
        // A truncated emoji font is named by path.
        let emoji = dir.appendingPathComponent(FontFace.notoColorEmoji.fileName)
        try Data("not a font".utf8).write(to: emoji)
        #expect(throws: TypesettingError.fontFileUnreadable(path: emoji.path)) { try FontRegistry.checkFonts(in: dir) }
        #expect(
            TypesettingError.fontFileUnreadable(path: emoji.path).description
                == "font file cannot be read or parsed: \(emoji.path)")
    }

    @Test func noFontsAnywhereIsATypedErrorNamingEveryPlace() throws {
        let nowhere = [
            URL(fileURLWithPath: "/a/Plumb_Typesetting.resources/Fonts"), URL(fileURLWithPath: "/src/Fonts"),
        ]
        #expect(throws: TypesettingError.fontsNotFound(searched: nowhere.map(\.path))) {
            try FontRegistry.requireFonts(in: nowhere)
        }
        try FontRegistry.requireFonts(in: nowhere + [FontRegistry.packageFontsDirectory])  // one is enough
        let error = TypesettingError.fontsNotFound(searched: nowhere.map(\.path))
        #expect(
            error.description
                == "the bundled fonts were not found; looked in /a/Plumb_Typesetting.resources/Fonts, /src/Fonts (copy the Plumb_Typesetting.resources folder beside the executable, or set PLUMB_FONTS_DIR)"
        )
    }
}
