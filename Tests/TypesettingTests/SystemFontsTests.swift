import Foundation
import Raster
import Testing
@testable import Typesetting

/// The stand-ins for Apple's system fonts in `Resources/SystemFonts` (made by
/// `scripts/fonts/make_system_font_fixtures.py`; not Apple's fonts): boxes for space, H, e and o,
/// with the names, `trak` tables and `opsz` axis Plumb reads.
///
/// Static: SF Pro Text Regular (H 1400, e 1100, o 1150 units of 2048; normal track 60, 40, 10,
/// −30 at 9, 12, 17, 28 pt; a tight track of −100 that must not be used), SF Pro Text Bold (H
/// 1500), SF Pro Display Regular (typographic family "SF Pro", H 1300; track −20, −60 at 20, 40
/// pt), and Other Sans (another family). Variable: SF Pro with `opsz` 6 ... 96 (H 1600, 1400,
/// 1200 at 6, 17, 96; track 50, 0, −50 at 6, 17, 96 pt).
enum SystemFontFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/SystemFonts", isDirectory: true)
    static var staticFaces: URL { directory.appendingPathComponent("Static", isDirectory: true) }
    static var variableFaces: URL { directory.appendingPathComponent("Variable", isDirectory: true) }

    static func staticFonts() throws -> SystemFonts { try SystemFonts(contentsOf: staticFaces) }
    static func variableFonts() throws -> SystemFonts { try SystemFonts(contentsOf: variableFaces) }

    /// The width of "Hoe" in the static fixture: the advances plus three tracks, at `size`.
    static func hoe(h: Int, tracking: Int, size: Double) -> Double {
        Double(h + 1100 + 1150 + 3 * tracking) * size / 2048
    }
}

@Suite("System fonts: recognising Apple's files")
struct SystemFontRecognitionTests {
    @Test func facesAreRecognisedByTheirNameTablesAndOtherFamiliesAreSkipped() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        #expect(
            fonts.faces.map(\.description.postScriptName) == [
                "SFProDisplay-Regular", "SFProText-Bold", "SFProText-Regular",
            ])
        #expect(fonts.faces.map(\.opticalSize) == [.display, .text, .text])
        #expect(fonts.faces.allSatisfy { $0.design == .default })
        #expect(fonts.identity == "SF Pro Text, SF Pro (\(fonts.contentHash))" || fonts.identity.hasPrefix("SF Pro"))
        #expect(fonts.contentHash.count == 12)
        let variable = try SystemFontFixtures.variableFonts()
        #expect(variable.faces.map(\.opticalSize) == [.variable])
        #expect(variable.faces.map(\.description.postScriptName) == ["SFPro-Regular"])
    }

    @Test func theRuleReadsFamilyAndStyleNames() {
        func rule(_ family: String, _ style: String, legacy: String? = nil, opsz: Bool = false) -> String? {
            SystemFonts.recognise(family: family, style: style, legacyFamily: legacy ?? family, hasOpticalAxis: opsz)
                .map { "\($0.design.rawValue) \($0.opticalSize.rawValue)" }
        }
        #expect(rule("SF Pro Text", "Regular") == "default text")
        #expect(rule("SF Pro Display", "Bold") == "default display")
        #expect(rule("SF Pro", "Display Semibold", legacy: "SF Pro Display Semibold") == "default display")
        #expect(rule("SF Pro", "Text Medium") == "default text")
        #expect(rule("SF Pro", "Regular", opsz: true) == "default variable")
        #expect(rule("SF Pro", "Regular") == "default any")
        #expect(rule("SF Pro Rounded", "Bold") == "rounded any")
        #expect(rule("SF Mono", "Regular") == "monospaced any")
        #expect(rule("New York", "Regular", opsz: true) == "serif variable")
        #expect(rule("SF Compact Text", "Regular") == nil)
        #expect(rule("Other Sans", "Regular") == nil)
        #expect(rule("Inter", "Display") == nil)
    }

    @Test func aFolderWithoutAppleFacesIsAnErrorNamingIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sysfonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: SystemFontFixtures.staticFaces.appendingPathComponent("TestOtherSans-Regular.ttf"),
            to: dir.appendingPathComponent("TestOtherSans-Regular.ttf"))
        let path = dir.standardizedFileURL.resolvingSymlinksInPath().path
        #expect(throws: TypesettingError.noSystemFonts(directory: path)) { try SystemFonts(contentsOf: dir) }
        #expect(
            "\(TypesettingError.noSystemFonts(directory: path))"
                == "no SF Pro, SF Pro Rounded, SF Mono or New York face in \(path) (faces are recognised by the family names in their name tables)"
        )
        let missing = dir.appendingPathComponent("nope")
        #expect(throws: TypesettingError.fontFileMissing(path: missing.path)) { try SystemFonts(contentsOf: missing) }
    }

    @Test func theEnvironmentVariableNamesTheFolder() throws {
        let fonts = try SystemFonts.fromEnvironment(["PLUMB_SYSTEM_FONTS_DIR": SystemFontFixtures.staticFaces.path])
            .get()
        #expect(fonts == (try SystemFontFixtures.staticFonts()))
        #expect((try SystemFonts.fromEnvironment([:]).get()) == .none)
        #expect((try SystemFonts.fromEnvironment(["PLUMB_SYSTEM_FONTS_DIR": ""]).get()) == .none)
        let bad = SystemFonts.fromEnvironment(["PLUMB_SYSTEM_FONTS_DIR": "/nonexistent/plumb-fonts"])
        #expect(throws: TypesettingError.fontFileMissing(path: "/nonexistent/plumb-fonts")) { try bad.get() }
    }

    @Test func theFacesAreNotRegisteredByName() throws {
        _ = try SystemFontFixtures.staticFonts()
        #expect(FontRegistry.registeredFace(named: "SFProText-Regular") == nil)
        #expect(FontRegistry.registeredFaces(inFamily: "SF Pro Text").isEmpty)
    }

    @Test func theTaskLocalFontsApplyInsideAndNotAfter() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let inside = SystemFonts.withCurrent(fonts) { SystemFonts.current }
        #expect(inside == fonts)
        #expect(SystemFonts.withCurrent(.none) { SystemFonts.current } == .none)
    }
}

@Suite("System fonts: iOS's text layout with Apple's fonts")
struct SystemFontLayoutTests {
    func layout(_ text: String, _ font: Font, with fonts: SystemFonts) throws -> TextLayout {
        try SystemFonts.withCurrent(fonts) { try Typesetter.layout(text, font: font) }
    }

    func postScriptName(_ layout: TextLayout) -> String {
        FontRegistry.description(of: layout.lines[0].runs[0].face).postScriptName
    }

    @Test(arguments: [
        // (size, normal track in units): entries of the table, between them, and beyond both ends.
        (12.0, 40), (17.0, 10), (14.5, 25), (9.0, 60),
        (8.0, 67),  // 60 + (8 − 9) / 3 × (40 − 60) = 66.67, extrapolated below 9
        (19.0, 3),  // 10 + 2 / 11 × (−30 − 10) = 2.73, extrapolated above 17
        (10.5, 50),  // halfway between 60 and 40
    ])
    func theTrakTableIsAppliedAtThePointSize(size: Double, tracking: Int) throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let text = try layout("Hoe", .system(size: size), with: fonts)
        #expect(postScriptName(text) == "SFProText-Regular")
        #expect(Double(text.size.width) == SystemFontFixtures.hoe(h: 1400, tracking: tracking, size: size))
        // Every glyph is tracked, the last one too: the pen positions step by advance + track.
        let xs = text.lines[0].runs[0].xPositions
        #expect(xs.count == 3)
        #expect(Int(xs[1]) == Int((Double(1400 + tracking) * size / 2048 * 64).rounded()))
    }

    @Test func theTrackingTableParsesTheNormalTrackOnly() throws {
        let file = try #require(
            SystemFontFiles.file(
                at: SystemFontFixtures.staticFaces.appendingPathComponent("TestSFProText-Regular.ttf").path))
        let table = try #require(file.faces[0].0.trackingTable)
        #expect(table.sizes == [9, 12, 17, 28])
        #expect(table.values == [60, 40, 10, -30])
        #expect(table.exactTracking(atSize: 14.5) == 25)
        #expect(table.tracking(atSize: 40) == -74)  // −30 + 12/11 × (−40) = −73.6
    }

    @Test func textBelowTwentyPointsDisplayFromTwenty() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let below = try layout("Hoe", .system(size: 19.99), with: fonts)
        #expect(postScriptName(below) == "SFProText-Regular")
        let at = try layout("Hoe", .system(size: 20), with: fonts)
        #expect(postScriptName(at) == "SFProDisplay-Regular")
        #expect(Double(at.size.width) == SystemFontFixtures.hoe(h: 1300, tracking: -20, size: 20))
        let large = try layout("Hoe", .system(size: 30), with: fonts)
        #expect(Double(large.size.width) == SystemFontFixtures.hoe(h: 1300, tracking: -40, size: 30))
    }

    @Test func theWeightPicksTheNearestFace() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let bold = try layout("Hoe", .system(size: 17, weight: .bold), with: fonts)
        #expect(postScriptName(bold) == "SFProText-Bold")
        #expect(Double(bold.size.width) == SystemFontFixtures.hoe(h: 1500, tracking: 10, size: 17))
        let semibold = try layout("Hoe", .system(size: 17, weight: .semibold), with: fonts)
        #expect(postScriptName(semibold) == "SFProText-Bold")
        let medium = try layout("Hoe", .system(size: 17, weight: .medium), with: fonts)
        #expect(postScriptName(medium) == "SFProText-Regular")
        // No bold Display face: the Display regular, not the Text bold, at 20 points.
        let boldDisplay = try layout("Hoe", .system(size: 24, weight: .bold), with: fonts)
        #expect(postScriptName(boldDisplay) == "SFProDisplay-Regular")
    }

    @Test func lineHeightsAndBaselinesAreUIKitsSystemFontMetrics() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        for size in [12.0, 17, 20, 34] {
            let inter = try layout("Hoe", .system(size: size), with: .none)
            let apple = try layout("Hoe", .system(size: size), with: fonts)
            #expect(apple.metrics == inter.metrics)
            #expect(apple.size.height == inter.size.height)
            #expect(apple.firstBaseline == inter.firstBaseline)
        }
        let metrics = try SystemFonts.withCurrent(fonts) { try Font.system(size: 17).metrics() }
        #expect(metrics.lineHeight == 20.287109375)
    }

    @Test func withoutAppleFontsTheSystemFontIsInterAsBefore() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let before = try layout("Hoe", .system(size: 17), with: .none)
        _ = try layout("Hoe", .system(size: 17), with: fonts)
        let after = try layout("Hoe", .system(size: 17), with: .none)
        #expect(before == after)
        #expect(before.lines[0].runs[0].face == .interRegular)
        #expect(after.font == Font.system(size: 17))
    }

    @Test func otherFontsAreNotReplaced() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let mono = try layout("Hoe", Font(family: .dejaVuSansMono, size: 17), with: fonts)
        #expect(mono.lines[0].runs[0].face == .dejaVuSansMono)
    }

    @Test func charactersTheFaceLacksFallBackToInter() throws {
        let fonts = try SystemFontFixtures.staticFonts()
        let text = try layout("Hoz", .system(size: 17), with: fonts)
        #expect(
            text.lines[0].runs.map { FontRegistry.description(of: $0.face).postScriptName } == [
                "SFProText-Regular", "Inter-Regular",
            ])
    }

    @Test(arguments: [
        // (size, opsz the axis is set to, H advance at it, track at the size)
        (17.0, 17.0, 1400, 0),
        (96.0, 96.0, 1200, -50),
        (6.0, 6.0, 1600, 50),
        (120.0, 96.0, 1200, -65),  // opsz clamped to 96; track −50 × 103/79 = −65.2
        (12.0, 12.0, 1491, 23),  // H 1400 + 200 × 5/11 = 1490.9; track 50 − 50 × 6/11 = 22.7
    ])
    func theVariableFacesOpticalSizeAxisIsThePointSize(size: Double, opsz: Double, h: Int, tracking: Int) throws {
        let fonts = try SystemFontFixtures.variableFonts()
        let text = try layout("H", .system(size: size), with: fonts)
        let run = text.lines[0].runs[0]
        guard case .registered(let face) = run.face else {
            Issue.record("not a system font face: \(run.face)")
            return
        }
        #expect(face.opticalSize == opsz)
        #expect(FontRegistry.description(of: run.face).postScriptName == "SFPro-Regular")
        #expect(Double(text.size.width) == Double(h + tracking) * size / 2048)
    }

    @Test func theVariableFaceIsDrawnAtItsOpticalSize() throws {
        // H is a box 100 units in from each side of its advance: 1400 − 200 at opsz 17, 1000 at 96.
        let fonts = try SystemFontFixtures.variableFonts()
        func inkWidth(_ size: Double) throws -> Int {
            let text = try layout("H", .system(size: size), with: fonts)
            let masks = try Typesetter.glyphMasks(for: text, at: .zero, scale: 1)
            return try #require(masks.first).width
        }
        // 1200 × 17 / 2048 = 9.96 px; 1000 × 96 / 2048 = 46.9 px (47 or 48 with antialiasing).
        #expect((10...11).contains(try inkWidth(17)))
        #expect((47...48).contains(try inkWidth(96)))
    }
}
