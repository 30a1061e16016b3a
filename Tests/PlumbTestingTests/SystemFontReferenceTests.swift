import Foundation
import PlumbUI
import Raster
import Testing
import Typesetting
@testable import PlumbSnapshotCore

/// References say which of Apple's system fonts drew them (`plumb-system-fonts`), and a
/// reference drawn with other fonts than the run's fails with a message naming both. The fonts
/// are the test fixtures that stand for SF Pro (`Tests/TypesettingTests/Resources/SystemFonts`).
@Suite struct SystemFontReferenceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TypesettingTests/Resources/SystemFonts/Static").standardizedFileURL

    func captured() throws -> CapturedSnapshot {
        CapturedSnapshot(
            image: try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]),
            frames: "UIView (0, 0, 1, 0.5)\n", lintProblems: [])
    }

    @Test func aReferenceDrawnWithAppleFontsNamesThemAndOneDrawnWithInterHasNoEntry() throws {
        let apple = try SystemFonts(contentsOf: Self.fixtures)
        let dir = TempDir()
        let format = SnapshotFormat.png(.exact)
        let withApple = dir.snapshots + "/apple.png", withInter = dir.snapshots + "/inter.png"
        try SystemFonts.withCurrent(apple) { _ = try format.write(try captured(), withApple) }
        try SystemFonts.withCurrent(.none) { _ = try format.write(try captured(), withInter) }
        let appleMetadata = try PNGDecoder().decode(contentsOf: withApple).metadata
        #expect(appleMetadata[SnapshotVerifier.MetadataKey.systemFonts] == apple.identity)
        #expect(apple.identity == "SF Pro Text, SF Pro (\(apple.contentHash))" || apple.identity.hasPrefix("SF Pro"))
        let interMetadata = try PNGDecoder().decode(contentsOf: withInter).metadata
        #expect(interMetadata[SnapshotVerifier.MetadataKey.systemFonts] == nil)
        // The Inter reference is what it was before system fonts existed: the same entries.
        #expect(
            Set(interMetadata.keys).subtracting([PNGSeal.pixelsKey, PNGSeal.dataKey])
                == [
                    SnapshotVerifier.MetadataKey.renderer, SnapshotVerifier.MetadataKey.fonts,
                    SnapshotVerifier.MetadataKey.libraries, SnapshotVerifier.MetadataKey.frames,
                ])
    }

    @Test func aReferenceDrawnWithAppleFontsFailsByNameWithoutThem() throws {
        let apple = try SystemFonts(contentsOf: Self.fixtures)
        let dir = TempDir()
        let format = SnapshotFormat.png(.exact)
        let reference = dir.snapshots + "/apple.png"
        try SystemFonts.withCurrent(apple) { _ = try format.write(try captured(), reference) }
        // The same pixels: the failure is the fonts', named, not a pixel difference.
        let without = SystemFonts.withCurrent(.none) { format.compare(try! captured(), reference) }
        #expect(
            without.details == [
                "  The reference was drawn with Apple's system fonts \(apple.identity); this run draws the system font with Inter (Plumb's stand-in, no Apple system fonts). Point Plumb at the same fonts (PLUMB_SYSTEM_FONTS_DIR, or SystemFonts.withCurrent in the test) to compare, or re-record the reference with Inter."
            ])
        #expect(without.differingPixels == nil)
        let with = SystemFonts.withCurrent(apple) { format.compare(try! captured(), reference) }
        #expect(with.matches)
    }

    @Test func aReferenceDrawnWithInterFailsByNameWithAppleFonts() throws {
        let apple = try SystemFonts(contentsOf: Self.fixtures)
        let dir = TempDir()
        let format = SnapshotFormat.png(.exact)
        let reference = dir.snapshots + "/inter.png"
        try SystemFonts.withCurrent(.none) { _ = try format.write(try captured(), reference) }
        let with = SystemFonts.withCurrent(apple) { format.compare(try! captured(), reference) }
        #expect(
            with.details == [
                "  The reference was drawn with Inter (Plumb's stand-in, no Apple system fonts); this run draws the system font with Apple's system fonts \(apple.identity). Re-record the reference with these fonts, or run without them to compare with Inter."
            ])
        #expect(SystemFonts.withCurrent(.none) { format.compare(try! captured(), reference) }.matches)
    }
}
