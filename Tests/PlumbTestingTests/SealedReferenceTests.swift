import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting
@testable import Raster

/// References are sealed (`PNGSeal`) so that a verify can skip decoding them; a reference whose
/// pixels changed must still fail with the usual counts, however it was rewritten.
@MainActor @Suite struct SealedReferences {
    let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Sealed.swift", function: "block()")
    let strategy = Snapshotting.image(width: 20)

    func run(_ view: UIView, _ dir: TempDir, _ mode: RecordMode) throws -> SnapshotOutcome {
        SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: strategy), identity: identity,
            strategy: strategy, configuration: dir.configuration(mode))
    }

    func reference(_ dir: TempDir) -> String { dir.snapshots + "/Sealed/block.w20.ltr@2x.png" }

    /// Records block(20, 10) and returns its decoded reference.
    func recorded(_ dir: TempDir) throws -> DecodedPNG {
        _ = try run(block(20, 10), dir, .missing)
        return try PNGDecoder().decode(contentsOf: reference(dir))
    }

    /// The recorded pixels with pixel (10, 5) changed.
    func changedPixels(_ png: DecodedPNG) throws -> RGBAImage {
        var px = png.image.pixels
        px[(5 * png.image.width + 10) * 4] ^= 0x40
        return try RGBAImage(width: png.image.width, height: png.image.height, pixels: px)
    }

    func expectOnePixelFailure(_ dir: TempDir) throws {
        let outcome = try run(block(20, 10), dir, .never)
        #expect(!outcome.passed)
        #expect(outcome.entry.differingPixels == 1)
        #expect(outcome.entry.regions == [[10, 5, 1, 1]])
        #expect(outcome.entry.expectedSize == [40, 20])
        let lines = (outcome.message ?? "").split(separator: "\n").map(String.init)
        #expect(lines.contains("  1 of 800 pixels differ (0.12%)"))
        #expect(lines.contains("  changed regions (x, y, width x height, in pixels): (10, 5, 1x1)"))
    }

    @Test func recordingWritesASealedReferenceThatPasses() throws {
        let dir = TempDir()
        let png = try recorded(dir)
        let captured = try #require(try SnapshotRenderer.capture(.view(block(20, 10)), as: strategy).image)
        let data = try PNGDecoder().read(contentsOf: reference(dir))
        let seal = try #require(PNGSeal(validating: data))
        #expect(seal.width == 40 && seal.height == 20)
        #expect(seal.digest == captured.digest)
        #expect(png.image == captured)
        #expect(png.metadata[SnapshotVerifier.MetadataKey.renderer] == SnapshotSupport.rendererVersion)
        let outcome = try run(block(20, 10), dir, .never)
        #expect(outcome.passed)
        #expect(outcome.entry.expectedSize == [40, 20])
        #expect(outcome.entry.status == .passed)
    }

    @Test func theSealAloneNeverPassesOtherPixels() throws {
        let dir = TempDir()
        _ = try recorded(dir)
        // The seal is valid, but it names the blue block's pixels, not the red one's.
        let outcome = try run(block(20, 10, .systemRed), dir, .never)
        #expect(outcome.entry.differingPixels == 384)
        #expect(outcome.entry.regions == [[4, 4, 32, 12]])
    }

    @Test func aReferenceReencodedWithoutTheSealStillFails() throws {
        let dir = TempDir()
        let png = try recorded(dir)
        var metadata = png.metadata
        metadata[PNGSeal.pixelsKey] = nil
        metadata[PNGSeal.dataKey] = nil
        try PNGEncoder().write(try changedPixels(png), to: reference(dir), metadata: metadata)
        try expectOnePixelFailure(dir)
    }

    @Test func aReferenceWithStaleSealKeysStillFails() throws {
        let dir = TempDir()
        let png = try recorded(dir)
        // Every old key, seal included, copied onto the changed pixels.
        try PNGEncoder().write(try changedPixels(png), to: reference(dir), metadata: png.metadata)
        #expect(
            try PNGDecoder().decode(contentsOf: reference(dir)).metadata[PNGSeal.dataKey]
                == png.metadata[PNGSeal.dataKey])
        try expectOnePixelFailure(dir)
    }

    @Test func aReferenceWithOtherImageDataUnderTheOldSealStillFails() throws {
        let dir = TempDir()
        let png = try recorded(dir)
        let sealed = try PNGDecoder().read(contentsOf: reference(dir))
        let changed = try PNGEncoder().encode(try changedPixels(png))
        // The changed file's IHDR and IDAT, the original file's seal chunks, CRCs all valid.
        let sealChunks = pngChunks(sealed).filter {
            $0.type == "tEXt"
                && ($0.data.starts(with: Array(PNGSeal.pixelsKey.utf8) + [0])
                    || $0.data.starts(with: Array(PNGSeal.dataKey.utf8) + [0]))
        }
        #expect(sealChunks.count == 2)
        let forged = buildPNG(pngChunks(changed).filter { $0.type != "IEND" } + sealChunks + [("IEND", [])])
        try Data(forged).write(to: URL(fileURLWithPath: reference(dir)))
        #expect(try PNGDecoder().decode(contentsOf: reference(dir)).image == (try changedPixels(png)))
        try expectOnePixelFailure(dir)
    }

    @Test func anUnsealedReferenceWithTheSamePixelsStillPasses() throws {
        let dir = TempDir()
        let png = try recorded(dir)
        try PNGEncoder().write(png.image, to: reference(dir))  // as an older Plumb wrote references
        #expect(PNGSeal(validating: try PNGDecoder().read(contentsOf: reference(dir))) == nil)
        let outcome = try run(block(20, 10), dir, .never)
        #expect(outcome.passed)
        #expect(outcome.entry.expectedSize == [40, 20])
    }
}

/// The chunks of a PNG (type, data).
@MainActor func pngChunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var out: [(String, [UInt8])] = []
    var i = 8
    while i + 12 <= png.count {
        let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), Array(png[(i + 8)..<(i + 8 + n)])))
        i += 12 + n
    }
    return out
}

/// A PNG from chunks, with every CRC computed.
@MainActor func buildPNG(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    var out = PNGSeal.signature
    for c in chunks {
        let body = Array(c.type.utf8) + c.data
        out += be(UInt32(c.data.count)) + body + be(body.withUnsafeBytes { CRC32.checksum($0) })
    }
    return out
}
