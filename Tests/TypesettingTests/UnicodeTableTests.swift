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

    @Test func theDirectoryComesFromTheAPIThenTheEnvironmentThenThePackage() throws {
        // Both overrides point at the real fonts through a symlink, so tests running in
        // parallel still find their fonts.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-link-\(getpid())")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: FontRegistry.packageFontsDirectory)
        defer { try? FileManager.default.removeItem(at: link) }
        let previous = getenv("PLUMB_FONTS_DIR").map { String(cString: $0) }
        defer {
            if let previous { setenv("PLUMB_FONTS_DIR", previous, 1) } else { unsetenv("PLUMB_FONTS_DIR") }
            FontRegistry.setFontsDirectory(nil)
        }
        unsetenv("PLUMB_FONTS_DIR")
        #expect(FontRegistry.fontsDirectory == FontRegistry.packageFontsDirectory)
        setenv("PLUMB_FONTS_DIR", link.path, 1)
        #expect(FontRegistry.fontsDirectory.path == link.path)
        let other = URL(fileURLWithPath: link.path + "/.", isDirectory: true)
        FontRegistry.setFontsDirectory(other)
        #expect(FontRegistry.fontsDirectory == other)
        #expect(FontRegistry.url(for: .dejaVuSans).path == other.appendingPathComponent("DejaVuSans.ttf").path)
        #expect(FileManager.default.fileExists(atPath: FontRegistry.url(for: .dejaVuSans).path))
    }
}
