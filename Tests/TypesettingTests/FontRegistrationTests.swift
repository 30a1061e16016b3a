import Foundation
import Raster
import Testing
@testable import Typesetting

/// The app fonts of `Resources/Fonts` (see its README): every test registers what it uses from
/// there, so each file is registered once per process whatever order the tests run in.
enum AppFonts {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/Fonts", isDirectory: true)
    static func url(_ file: String) -> URL { directory.appendingPathComponent(file) }

    /// EB Garamond 12 Regular (OpenType, CFF outlines).
    static func garamond() throws -> FaceDescription {
        try FontRegistry.register(contentsOf: url("EBGaramond12-Regular.otf"))[0]
    }

    /// EB Garamond 12 Italic.
    static func garamondItalic() throws -> FaceDescription {
        try FontRegistry.register(contentsOf: url("EBGaramond12-Italic.otf"))[0]
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}

/// Registering font files at runtime: names and styles as FreeType reads them, collections,
/// idempotence, typed errors naming the file, and text shaped, measured, fallen back and drawn
/// with the registered faces. Expected glyphs and advances are `hb-shape --font-funcs=ot`'s
/// (HarfBuzz 6.0.0) on the fixture files.
@Suite struct FontRegistrationTests {
    @Test func anOpenTypeFaceIsRegisteredWithTheNamesFreeTypeReads() throws {
        let face = try AppFonts.garamond()
        let path = AppFonts.url("EBGaramond12-Regular.otf").path
        #expect(face.face == .registered(RegisteredFace(path: path, index: 0)))
        #expect(face.postScriptName == "EBGaramond12-Regular")
        // FreeType's family name is the typographic family (name ID 16), "EB Garamond", not
        // name ID 1's "EB Garamond 12"; its style is name ID 17's.
        #expect(face.familyName == "EB Garamond" && face.styleName == "12 Regular")
        #expect(face.fullName == "EB Garamond 12 Regular")
        #expect(face.weight == 400 && !face.isItalic && !face.isBold && !face.isFixedPitch)
        #expect(face.face.fileName == "EBGaramond12-Regular.otf" && !face.face.isBundled)
        #expect(face.face.postScriptName == "EBGaramond12-Regular")
        #expect(FontRegistry.url(for: face.face).path == path)
        #expect(FontRegistry.registeredFace(named: "ebgaramond12-regular") == face)
        #expect(FontRegistry.registeredFace(named: "EB Garamond 12 Regular") == face)
        #expect(FontRegistry.registeredFaces.contains(face))
    }

    @Test func aFamilyListsItsFacesLightestFirstUprightFirst() throws {
        let regular = try AppFonts.garamond(), italic = try AppFonts.garamondItalic()
        #expect(italic.postScriptName == "EBGaramond12-Italic" && italic.isItalic && italic.familyName == "EB Garamond")
        #expect(FontRegistry.registeredFaces(inFamily: "eb garamond") == [regular, italic])
        let family = FontFamily.registered("EB Garamond")
        #expect(family.name == "EB Garamond" && family.faces == [regular.face, italic.face])
        #expect(family.face(for: .regular) == regular.face)
        #expect(family.face(for: .bold) == regular.face, "the nearest weight it has")
        #expect(family.face(weightClass: 400, italic: true) == italic.face)
        #expect(family.face(weightClass: 700, italic: false) == regular.face)
        #expect(FontFamily.dejaVuSerif.face(weightClass: 400, italic: true) == nil, "no bundled italic faces")
        let font = Font(face: italic.face, size: 15)
        #expect(font.family == family && font.weight == .regular && font.face == italic.face)
    }

    @Test func everyFaceOfACollectionIsRegistered() throws {
        let faces = try FontRegistry.register(contentsOf: AppFonts.url("JetBrainsMono-BoldAndItalic.ttc"))
        let path = AppFonts.url("JetBrainsMono-BoldAndItalic.ttc").path
        #expect(
            faces.map(\.face) == [
                .registered(RegisteredFace(path: path, index: 0)),
                .registered(RegisteredFace(path: path, index: 1)),
            ])
        #expect(faces.map(\.postScriptName) == ["JetBrainsMono-Bold", "JetBrainsMono-Italic"])
        #expect(faces.map(\.weight) == [700, 400] && faces.map(\.isBold) == [true, false])
        #expect(faces.map(\.isItalic) == [false, true] && faces.allSatisfy(\.isFixedPitch))
        // Face 1 shapes from its own tables: hb-shape --face-index=1 "Ok": [33=0+600|87=1+600].
        let layout = try Typesetter.layout("Ok", font: Font(face: faces[1].face, size: 10))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face == faces[1].face && run.glyphs == [33, 87])
        #expect(layout.size.width == 12)
        #expect(try Typesetter.glyphMasks(for: layout, scale: 2).count == 2)
    }

    @Test func registeringAFileAgainReturnsTheSameFacesEvenThroughALink() throws {
        let url = AppFonts.url("JetBrainsMono-Regular.ttf")
        let first = try FontRegistry.register(contentsOf: url)
        #expect(try FontRegistry.register(contentsOf: url) == first)
        let dir = try AppFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("Mono.ttf")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
        #expect(try FontRegistry.register(contentsOf: link) == first)
        #expect(FontRegistry.registeredFaces.filter { $0.postScriptName == "JetBrainsMono-Regular" }.count == 1)
    }

    @Test func concurrentRegistrationsOfAFileAgree() async throws {
        let url = AppFonts.url("EBGaramond12-Italic.otf")
        let results = try await withThrowingTaskGroup(of: [FaceDescription].self) { group in
            for _ in 0..<8 { group.addTask { try FontRegistry.register(contentsOf: url) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && Set(results).count == 1)
        #expect(FontRegistry.registeredFaces.filter { $0.postScriptName == "EBGaramond12-Italic" }.count == 1)
    }

    @Test func aCopyOfARegisteredFileIsADuplicateNameNamingBothFiles() throws {
        let original = try AppFonts.garamond()
        let dir = try AppFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("Copy.otf")
        try FileManager.default.copyItem(at: AppFonts.url("EBGaramond12-Regular.otf"), to: copy)
        let copyPath = copy.resolvingSymlinksInPath().path
        #expect(
            throws: TypesettingError.duplicateFontName(
                "EBGaramond12-Regular", path: copyPath,
                registeredPath: AppFonts.url("EBGaramond12-Regular.otf").path)
        ) {
            try FontRegistry.register(contentsOf: copy)
        }
        #expect(FontRegistry.registeredFace(named: "EBGaramond12-Regular") == original)
    }

    @Test func aCopyOfABundledFontIsADuplicateName() throws {
        let dir = try AppFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("MyDejaVu.ttf")
        try FileManager.default.copyItem(at: FontRegistry.url(for: .dejaVuSansMono), to: copy)
        #expect(
            throws: TypesettingError.duplicateFontName(
                "DejaVuSansMono", path: copy.resolvingSymlinksInPath().path,
                registeredPath: FontRegistry.url(for: .dejaVuSansMono).path)
        ) {
            try FontRegistry.register(contentsOf: copy)
        }
    }

    @Test func badFilesAreTypedErrorsNamingTheFile() throws {
        let dir = try AppFonts.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = dir.resolvingSymlinksInPath().path
        func register(_ url: URL) -> TypesettingError? {
            do { _ = try FontRegistry.register(contentsOf: url); return nil } catch { return error }
        }
        #expect(register(dir.appendingPathComponent("Missing.ttf")) == .fontFileMissing(path: base + "/Missing.ttf"))
        #expect(register(dir) == .fontFileUnreadable(path: base))
        #expect(
            register(URL(string: "https://example.com/Brand.otf")!) == .notAFileURL("https://example.com/Brand.otf"))
        let text = dir.appendingPathComponent("Notes.ttf")
        try Data("not a font, just some text in a file".utf8).write(to: text)
        #expect(
            register(text)
                == .unsupportedFontFile(
                    path: base + "/Notes.ttf",
                    reason: "not a TrueType, OpenType or font collection file"))
        let woff = dir.appendingPathComponent("Brand.woff2")
        try Data("wOF2".utf8 + [UInt8](repeating: 0, count: 60)).write(to: woff)
        #expect(
            register(woff)
                == .unsupportedFontFile(
                    path: base + "/Brand.woff2",
                    reason: "WOFF and WOFF2 web fonts are not supported; convert the file to TTF or OTF"))
        let empty = dir.appendingPathComponent("Empty.otf")
        try Data().write(to: empty)
        #expect(
            register(empty)
                == .unsupportedFontFile(path: base + "/Empty.otf", reason: "the file is too short to be a font"))
        // The first 1,000 bytes of a real font: a table directory whose tables are cut off.
        let cut = dir.appendingPathComponent("Cut.ttf")
        try Data(try Data(contentsOf: AppFonts.url("JetBrainsMono-Regular.ttf")).prefix(1000)).write(to: cut)
        let error = try #require(register(cut))
        guard case .unsupportedFontFile(let path, _) = error else { Issue.record("\(error)"); return }
        #expect(path == base + "/Cut.ttf")
        #expect(error.description.hasPrefix("font file not supported: \(base)/Cut.ttf: "))
        #expect(!FontRegistry.registeredFaces.contains { $0.face.fileName == "Cut.ttf" })
    }

    @Test func textIsShapedWithTheRegisteredFaceAsHarfBuzzShapesIt() throws {
        // hb-shape --font-funcs=ot EBGaramond12-Regular.otf "Office hours":
        // [O=0+763|f._f=1+258|f._i=2+273|i.dotless=3+245|c=4+377|e=5+390|space=6+200|h=7+515|
        //  o=8+495|u=9+527|r=10+334|s=11+323]: the ffi of "Office" is the face's contextual forms.
        let face = try AppFonts.garamond()
        let layout = try Typesetter.layout("Office hours", font: Font(face: face.face, size: 17))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(layout.lines[0].runs.count == 1 && run.face == face.face)
        #expect(run.glyphs == [48, 216, 217, 215, 68, 70, 1, 73, 80, 86, 83, 84])
        let advances: [Int64] = [763, 258, 273, 245, 377, 390, 200, 515, 495, 527, 334, 323]
        var cumulative: Int64 = 0
        for (i, a) in advances.enumerated() {
            #expect(Int64(run.xPositions[i]) == (cumulative * 1088 * 2 + 1000) / 2000)
            cumulative += a
        }
        #expect(cumulative == 4700 && layout.size.width == 4700.0 * 17 / 1000)
        // The italic face ligates "ffi" into one glyph: 10 glyphs for 12 characters
        // (hb-shape: [48=0+712|206=1+701|68=4+318|...]).
        let italic = try Typesetter.layout(
            "Office hours", font: Font(face: try AppFonts.garamondItalic().face, size: 17))
        #expect(italic.lines[0].runs[0].glyphs == [48, 206, 68, 70, 1, 73, 80, 86, 83, 84])
        #expect(italic.lines[0].runs[0].clusters.prefix(3) == [0, 1, 4])
    }

    @Test func metricsAreTheRegisteredFacesOwn() throws {
        // EB Garamond: upem 1000, hhea 710 / −290 / 0 (= OS/2 typo, USE_TYPO_METRICS set).
        let m = try Font(face: try AppFonts.garamond().face, size: 17).metrics()
        #expect(m.unitsPerEm == 1000)
        #expect(m.ascender == 710.0 * 17 / 1000 && m.descender == -290.0 * 17 / 1000 && m.leading == 0)
        #expect(m.lineHeight == 710.0 * 17 / 1000 + 290.0 * 17 / 1000)
        let layout = try Typesetter.layout(
            "Office\nhours", font: Font(face: try AppFonts.garamond().face, size: 17),
            numberOfLines: 0)
        #expect(layout.lines.map(\.baseline) == [710.0 * 17 / 1000, 710.0 * 17 / 1000 + m.lineHeight])
    }

    @Test func charactersTheFaceLacksFallBackToInterThenTheScriptFonts() throws {
        // The fixture has Latin only: Greek comes from Inter (the system font, as iOS falls back
        // from an app font to it), Hebrew from Noto Sans Hebrew, the snowman from DejaVu Sans.
        let face = try AppFonts.garamond()
        let layout = try Typesetter.layout("Café Ωμέγα שלום ☃", font: Font(face: face.face, size: 17))
        let runs = layout.lines[0].runs.sorted { $0.textRange.lowerBound < $1.textRange.lowerBound }
        let utf16 = Array(layout.text.utf16)
        // (The space after the Hebrew is a run of its own, left to right, in the Hebrew face.)
        #expect(
            runs.map { String(decoding: utf16[$0.textRange], as: UTF16.self) } == ["Café ", "Ωμέγα ", "שלום", " ", "☃"])
        #expect(
            runs.map(\.face) == [face.face, .interRegular, .notoSansHebrewRegular, .notoSansHebrewRegular, .dejaVuSans])
        #expect(layout.warnings.isEmpty)
        // The line is as tall as the declared face's line, whatever the fallbacks.
        #expect(layout.size.height == 17)
    }

    @Test func theCachesTellARegisteredFaceFromEveryOther() throws {
        // Glyph 48 is "O" in EB Garamond and another glyph in the other faces: the glyph cache
        // keys on the face (a registered face is its file and index), so each renders its own.
        let garamond = try AppFonts.garamond()
        let cache = GlyphCache()
        var masks: [[UInt8]] = []
        for font in [Font(face: garamond.face, size: 20), .system(size: 20), Font(face: .dejaVuSerif, size: 20)] {
            let layout = try Typesetter.layout("O", font: font)
            masks.append(
                try #require(try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2, cache: cache).first).coverage)
        }
        #expect(Set(masks).count == 3)
        #expect(cache.statistics.entries == 3 && cache.statistics.misses == 3)
        // The paragraph cache keys on the font: the same text in another face is shaped again.
        let a = try Typesetter.layout("Office hours", font: Font(face: garamond.face, size: 17))
        let b = try Typesetter.layout("Office hours", font: .system(size: 17))
        let c = try Typesetter.layout("Office hours", font: Font(face: garamond.face, size: 17))
        #expect(a.lines[0].runs[0].face == garamond.face && b.lines[0].runs[0].face == .interRegular)
        #expect(a == c && a.size != b.size)
    }

    @Test func bundledFaceDescriptionsAreWhatFreeTypeReads() throws {
        for face in FontFace.allCases {
            let path = FontRegistry.url(for: face).path
            let data = try #require(FileManager.default.contents(atPath: path))
            let parsed = try FontRegistry.parse(data, path: path)
            #expect(parsed.count == 1, "\(face)")
            var read = try #require(parsed.first?.1)
            read.face = face
            #expect(read == FontRegistry.description(of: face), "\(face)")
        }
    }
}

/// The bundled monospaced and serif faces, tabular figures and the synthetic oblique.
@Suite struct FontStyleTests {
    @Test func theMonospacedFaceGivesEveryCharacterOneAdvance() throws {
        // hb-shape DejaVuSansMono-Subset.ttf "Menlo 12": eight glyphs of 1233 units (upem 2048).
        let layout = try Typesetter.layout("Menlo 12", font: Font(family: .dejaVuSansMono, size: 12))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face == .dejaVuSansMono && run.glyphs == [46, 70, 79, 77, 80, 1, 18, 19])
        let monoWidth: Double = 8 * 1233 * 12 / 2048
        #expect(Double(layout.size.width) == monoWidth)
        #expect(Font(family: .dejaVuSansMono, size: 12, weight: .semibold).face == .dejaVuSansMonoBold)
        #expect(FontFamily.dejaVuSansMono.isFixedPitch && !FontFamily.dejaVuSerif.isFixedPitch)
        // DejaVu's hhea: 1901 / −483 per 2048.
        let m = try Font(family: .dejaVuSansMono, size: 17).metrics()
        #expect(m.ascender == 1901.0 * 17 / 2048 && m.descender == -483.0 * 17 / 2048 && m.lineHeight == 19.7890625)
    }

    @Test func theSerifFaceShapesAsHarfBuzzDoes() throws {
        // hb-shape DejaVuSerif-Subset.ttf "Times": [53=0+1366|74=1+655|78=2+1942|70=3+1212|84=4+1051].
        let layout = try Typesetter.layout("Times", font: Font(family: .dejaVuSerif, size: 20))
        #expect(layout.lines[0].runs[0].glyphs == [53, 74, 78, 70, 84])
        #expect(layout.size.width == 6226.0 * 20 / 2048)
    }

    @Test func tabularFiguresGiveEveryDigitOneWidth() throws {
        // hb-shape Inter-Regular.otf "11:07": [1296+1308|1296+1308|1409+776|1295+1704|1304+1608];
        // with --features=tnum: [1314+1824|1314+1824|1409+776|1313+1824|1320+1824].
        var font = Font.system(size: 17)
        let proportional = try Typesetter.layout("11:07", font: font)
        font.features = .tabularFigures
        let tabular = try Typesetter.layout("11:07", font: font)
        #expect(proportional.lines[0].runs[0].glyphs == [1296, 1296, 1409, 1295, 1304])
        #expect(tabular.lines[0].runs[0].glyphs == [1314, 1314, 1409, 1313, 1320])
        let tabularUnits = 4.0 * 1824 + 776, proportionalUnits = 1308.0 + 1308 + 776 + 1704 + 1608
        #expect(Double(tabular.size.width) == tabularUnits * 17 / 2816)
        #expect(Double(proportional.size.width) == proportionalUnits * 17 / 2816)
        #expect(try Typesetter.layout("11:07", font: font) == tabular)
    }

    @Test func theObliqueShearsGlyphsButNotAdvances() throws {
        var oblique = Font.system(size: 40)
        oblique.isOblique = true
        let upright = try Typesetter.layout("l", font: .system(size: 40))
        let slanted = try Typesetter.layout("l", font: oblique)
        #expect(slanted.size == upright.size && slanted.lines[0].runs[0].glyphs == upright.lines[0].runs[0].glyphs)
        #expect(slanted.lines[0].runs[0].isOblique && !upright.lines[0].runs[0].isOblique)
        let cache = GlyphCache()
        let u = try #require(try Typesetter.glyphMasks(for: upright, at: .zero, scale: 1, cache: cache).first)
        let s = try #require(try Typesetter.glyphMasks(for: slanted, at: .zero, scale: 1, cache: cache).first)
        #expect(cache.statistics.entries == 2)
        // Inter's "l" is a vertical stem about 30 px tall at 40 px: sheared by 0.2126 its top
        // moves about 6 px right of its foot, so the mask is that much wider, the same height.
        #expect(s.height == u.height)
        #expect(s.width - u.width == 6 || s.width - u.width == 7)
        // The stem's centre (coverage-weighted, in 1/256 px) two rows in from the top and bottom.
        func centre(row: Int, of m: CoverageMask) -> Int {
            let cells = (0..<m.width).map { Int(m.coverage[row * m.width + $0]) }
            return cells.enumerated().reduce(0) { $0 + $1.offset * $1.element } * 256 / max(1, cells.reduce(0, +))
        }
        let slant = centre(row: 2, of: s) - centre(row: s.height - 3, of: s)
        #expect(slant > (s.height - 5) * 256 / 5 && slant < (s.height - 5) * 256 / 4)  // 0.2126 per row
        #expect(abs(centre(row: 2, of: u) - centre(row: u.height - 3, of: u)) < 16)
    }
}
