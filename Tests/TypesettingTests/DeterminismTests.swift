import Foundation
import Raster
import Testing
@testable import Typesetting

/// The same text must give the same bytes whatever the environment says. FreeType reads
/// FREETYPE_PROPERTIES when a library is created with FT_Init_FreeType; Plumb creates its
/// libraries with FT_New_Library + FT_Add_Default_Modules and pins the properties, and never
/// lets HarfBuzz or ICU pick a language or locale from the environment.
///
/// The check runs a child process of this test binary started with a hostile environment (so
/// every library in it initialises under it; the environment of this process, shared with the
/// other tests, is never changed). It also shows that an unpinned FT_Init_FreeType library *is*
/// affected, so the test would catch a regression.
@Suite struct DeterminismTests {
    static let paragraphs = [
        "Snapshot tests should render the same pixels on every machine.",
        "مرحبا بالعالم، السلام عليكم",
        "שלום עולם",
        "Mixed: abc مرحبا 123 שלום!",
    ]

    static func render(cache: GlyphCache) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for text in paragraphs {
            let layout = try Typesetter.layout(text, font: .system(size: 17), width: 240, numberOfLines: 0)
            let masks = try Typesetter.glyphMasks(
                for: layout, at: CGPoint(x: 0.3, y: 0), scale: 2,
                cache: cache)
            pixels += composite(masks, width: 500, height: Int(Double(layout.size.height) * 2) + 4)
        }
        return pixels
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let a = try Self.render(cache: GlyphCache())
        let b = try Self.render(cache: .shared)
        let c = try Self.render(cache: .shared)
        #expect(a == b)
        #expect(b == c)
        #expect(a.contains { $0 < 64 })  // there is ink
        print("Typesetting libraries: \(Typesetter.libraryVersions)")
    }

    static let hostileEnvironment = [
        "FREETYPE_PROPERTIES": "cff:no-stem-darkening=0 type1:no-stem-darkening=0 t1cid:no-stem-darkening=0 "
            + "autofitter:no-stem-darkening=0 truetype:interpreter-version=35 "
            + "cff:darkening-parameters=500,500,1000,500,1667,500,2333,500",
        "LANG": "tr_TR.UTF-8", "LC_ALL": "ar_EG.UTF-8", "LC_CTYPE": "he_IL.UTF-8",
        "TZ": "Pacific/Chatham", "LANGUAGE": "ar:he",
    ]

    /// Runs in a child process (below) with the hostile environment set before anything in
    /// the process initialises; in a normal run it checks that two fresh FreeType libraries
    /// render the same bytes. With PLUMB_DETERMINISM_OUT set it writes its pinned and
    /// unpinned renderings there for the parent to compare.
    @Test func hostileChildRendersTheSameBytes() throws {
        let pinned = try Self.render(cache: GlyphCache())
        #expect(try Self.render(cache: GlyphCache()) == pinned)
        if let out = ProcessInfo.processInfo.environment["PLUMB_DETERMINISM_OUT"] {
            let unpinned = try Self.render(
                cache: GlyphCache(capacity: 1000, engine: FreeTypeEngine(.environmentDefault)))
            try Data(pinned).write(to: URL(fileURLWithPath: out + ".pinned"))
            try Data(unpinned).write(to: URL(fileURLWithPath: out + ".unpinned"))
            let layouts = try Self.paragraphs.map {
                try Typesetter.layout($0, font: .system(size: 17), width: 240, numberOfLines: 0)
            }
            let glyphs = layouts.flatMap { $0.lines.flatMap { $0.runs.flatMap(\.glyphs) } }
            try Data(glyphs.map(String.init).joined(separator: ",").utf8)
                .write(to: URL(fileURLWithPath: out + ".glyphs"))
        }
    }

    /// Starts this test binary again, running only the test above, with a hostile environment
    /// from process start, and compares its bytes with this process's.
    @Test func childProcessWithHostileEnvironmentRendersTheSameBytes() throws {
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-determinism-\(getpid())").path
        defer {
            for suffix in [".pinned", ".unpinned", ".glyphs"] {
                try? FileManager.default.removeItem(atPath: out + suffix)
            }
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "hostileChildRendersTheSameBytes"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "FREETYPE_PROPERTIES")
        for (key, value) in Self.hostileEnvironment { environment[key] = value }
        environment["PLUMB_DETERMINISM_OUT"] = out
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)

        let reference = try Self.render(cache: GlyphCache())
        let pinned = try #require(FileManager.default.contents(atPath: out + ".pinned"))
        let unpinned = try #require(FileManager.default.contents(atPath: out + ".unpinned"))
        let glyphs = try #require(FileManager.default.contents(atPath: out + ".glyphs"))
        #expect(Array(pinned) == reference)
        // The child really saw the hostile FREETYPE_PROPERTIES: its unpinned library darkened stems.
        #expect(Array(unpinned) != reference)
        let layouts = try Self.paragraphs.map {
            try Typesetter.layout($0, font: .system(size: 17), width: 240, numberOfLines: 0)
        }
        let here = layouts.flatMap { $0.lines.flatMap { $0.runs.flatMap(\.glyphs) } }
        #expect(String(decoding: glyphs, as: UTF8.self) == here.map(String.init).joined(separator: ","))
    }
}
