import Testing
@testable import Raster

/// PNG chunk surgery for the seal tests.
enum Chunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static func parse(_ png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            out.append(
                Chunk(
                    type: String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self),
                    data: Array(png[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }

    static func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    /// A PNG from chunks, every CRC computed afresh.
    static func build(_ chunks: [Chunk]) -> [UInt8] {
        var out = PNGSeal.signature
        for c in chunks {
            let body = Array(c.type.utf8) + c.data
            out += be(UInt32(c.data.count)) + body + be(body.withUnsafeBytes { CRC32.checksum($0) })
        }
        return out
    }

    static func isSeal(_ c: Chunk) -> Bool {
        c.type == "tEXt"
            && (c.data.starts(with: Array(PNGSeal.pixelsKey.utf8) + [0])
                || c.data.starts(with: Array(PNGSeal.dataKey.utf8) + [0]))
    }
}

/// A 7×5 image with distinct pixels (partly transparent), and a copy with one byte changed.
func sealTestImage(changed: Bool = false) throws -> RGBAImage {
    var px: [UInt8] = []
    for i in 0..<(7 * 5) { px += [UInt8(i * 7 & 255), UInt8(i * 13 & 255), UInt8(255 - i), i % 5 == 0 ? 128 : 255] }
    if changed { px[4 * 17 + 1] ^= 1 }
    return try RGBAImage(width: 7, height: 5, pixels: px)
}

@Suite struct Digest128Tests {
    // Expected values: Python's mmh3 5.2.0, `mmh3.hash_bytes(data, 0, True).hex()`.
    @Test func matchesMurmurHash3x64_128ReferenceValues() {
        let cases: [([UInt8], String)] = [
            ([], "00000000000000000000000000000000"),
            (Array("hello".utf8), "029bbd41b3a7d8cb191dae486a901e5b"),
            (Array("a".utf8), "897859f6655555855a890e51483ab5e6"),
            (Array("0123456789abcdef".utf8), "a7d14acf946de04bda08a7635c5bc387"),
            (Array("0123456789abcdefX".utf8), "f7d670b5acd2ebcd274b10829711728f"),
            (Array("The quick brown fox jumps over the lazy dog".utf8), "6c1b07bc7bbc4be347939ac4a93c437a"),
            (Array((0..<768).map { UInt8($0 % 256) }), "b626b903306c92cf3846f3e2e5d953fa"),
        ]
        for (data, hex) in cases {
            #expect(Digest128(hashing: data).hex == hex)
            #expect(Digest128(hex: hex) == Digest128(hashing: data))
        }
    }

    @Test func piecesHashLikeTheirConcatenation() {
        let data = (0..<768).map { UInt8($0 % 256) }
        var h = Digest128.Hasher()
        var i = 0
        for n in [1, 15, 17, 3, 16, 100, 0, 9] {
            h.combine(Array(data[i..<(i + n)]))
            i += n
        }
        h.combine(Array(data[i...]))
        #expect(h.finalize().hex == "b626b903306c92cf3846f3e2e5d953fa")
    }

    @Test func hexRejectsWrongLengthsAndDigits() {
        #expect(Digest128(hex: "029bbd41b3a7d8cb191dae486a901e5") == nil)
        #expect(Digest128(hex: "029bbd41b3a7d8cb191dae486a901e5g") == nil)
        #expect(Digest128(hex: "029BBD41B3A7D8CB191DAE486A901E5B")?.hex == "029bbd41b3a7d8cb191dae486a901e5b")
    }

    @Test func imageDigestCoversSizeAndEveryByte() throws {
        let a = try sealTestImage(), b = try sealTestImage(changed: true)
        #expect(a.digest == (try sealTestImage()).digest)
        #expect(a.digest != b.digest)
        // The same 140 bytes as 5×7 are another image.
        let turned = try RGBAImage(width: 5, height: 7, pixels: a.pixels)
        #expect(turned.digest != a.digest)
        var h = Digest128.Hasher()
        h.combine(UInt64(7))
        h.combine(UInt64(5))
        h.combine(a.pixels)
        #expect(a.digest == h.finalize())
    }

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(Array("123456789".utf8).withUnsafeBytes { CRC32.checksum($0) } == 0xCBF4_3926)
        #expect([UInt8]().withUnsafeBytes { CRC32.checksum($0) } == 0)
        // IEND's CRC as every PNG stores it.
        #expect(Array("IEND".utf8).withUnsafeBytes { CRC32.checksum($0) } == 0xAE42_6082)
    }
}

@Suite struct PNGSealTests {
    @Test func aSealedFileNamesItsPixelsAndDecodesToThem() throws {
        let image = try sealTestImage()
        let png = try PNGEncoder().encodeSealed(image, metadata: ["plumb-renderer": "t"])
        let seal = try #require(PNGSeal(validating: png))
        #expect(seal.width == 7 && seal.height == 5)
        #expect(seal.digest == image.digest)
        let decoded = try PNGDecoder().decode(png)
        #expect(decoded.image == image)
        #expect(decoded.metadata["plumb-renderer"] == "t")
        #expect(decoded.metadata[PNGSeal.pixelsKey] == "7x5 " + image.digest.hex)
        #expect(decoded.metadata[PNGSeal.dataKey]?.count == 32)
        // Deterministic: the same pixels and metadata give the same bytes.
        #expect(try PNGEncoder().encodeSealed(image, metadata: ["plumb-renderer": "t"]) == png)
        // The seal chunk sits just before IEND.
        let types = Chunks.parse(png).map(\.type)
        #expect(types.first == "IHDR")
        #expect(Array(types.suffix(2)) == ["tEXt", "IEND"])
    }

    @Test func callerSuppliedSealKeysAreReplaced() throws {
        let image = try sealTestImage()
        let png = try PNGEncoder().encodeSealed(
            image,
            metadata: [
                PNGSeal.pixelsKey: "7x5 " + String(repeating: "0", count: 32),
                PNGSeal.dataKey: String(repeating: "1", count: 32),
            ])
        #expect(PNGSeal(validating: png)?.digest == image.digest)
    }

    @Test func anUnsealedFileHasNoSeal() throws {
        #expect(PNGSeal(validating: try PNGEncoder().encode(try sealTestImage())) == nil)
        #expect(PNGSeal(validating: []) == nil)
        #expect(PNGSeal(validating: Array("not a png at all".utf8)) == nil)
    }

    @Test func staleSealKeysOnNewPixelsAreRejected() throws {
        let sealed = try PNGEncoder().encodeSealed(try sealTestImage())
        let old = try PNGDecoder().decode(sealed)
        // New pixels re-encoded with every old key (plain encode: the keys are just text now).
        let stale = try PNGEncoder().encode(try sealTestImage(changed: true), metadata: old.metadata)
        #expect(try PNGDecoder().decode(stale).metadata[PNGSeal.pixelsKey] == old.metadata[PNGSeal.pixelsKey])
        #expect(PNGSeal(validating: stale) == nil)
    }

    @Test func imageDataFromAnotherEncodingIsRejected() throws {
        let a = Chunks.parse(try PNGEncoder().encodeSealed(try sealTestImage()))
        let b = Chunks.parse(try PNGEncoder().encode(try sealTestImage(changed: true)))
        // b's IHDR and IDAT with a's seal chunks: a valid PNG of the changed pixels.
        let forged = Chunks.build(
            b.filter { $0.type != "IEND" } + a.filter(Chunks.isSeal) + [Chunks.Chunk(type: "IEND", data: [])])
        #expect(try PNGDecoder().decode(forged).image == (try sealTestImage(changed: true)))
        #expect(PNGSeal(validating: forged) == nil)
        // Rebuilt from its own chunks the sealed file still validates (the helper is sound).
        #expect(PNGSeal(validating: Chunks.build(a))?.digest == (try sealTestImage()).digest)
    }

    @Test func aPixelClaimMovedOntoOtherImageDataIsRejected() throws {
        // Two sealed files of the same size; b's pixel claim copied into a (CRC recomputed): a's
        // image data are intact, but the claim no longer matches what was sealed with them.
        let a = Chunks.parse(try PNGEncoder().encodeSealed(try sealTestImage()))
        let b = Chunks.parse(try PNGEncoder().encodeSealed(try sealTestImage(changed: true)))
        let claim = Array(PNGSeal.pixelsKey.utf8) + [0]
        let ia = try #require(a.firstIndex { $0.type == "tEXt" && $0.data.starts(with: claim) })
        let ib = try #require(b.firstIndex { $0.type == "tEXt" && $0.data.starts(with: claim) })
        #expect(a[ia].data != b[ib].data)
        var moved = a
        moved[ia] = b[ib]
        #expect(try PNGDecoder().decode(Chunks.build(moved)).image == (try sealTestImage()))
        #expect(PNGSeal(validating: Chunks.build(moved)) == nil)
        // Its own claim restored, the file validates again.
        moved[ia] = a[ia]
        #expect(PNGSeal(validating: Chunks.build(moved))?.digest == (try sealTestImage()).digest)
    }

    @Test func anyDamagedOrUnexpectedChunkIsRejected() throws {
        let png = try PNGEncoder().encodeSealed(try sealTestImage())
        let chunks = Chunks.parse(png)
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        // One IDAT byte changed, CRC recomputed.
        var edited = chunks
        edited[idat].data[edited[idat].data.count / 2] ^= 0x10
        #expect(PNGSeal(validating: Chunks.build(edited)) == nil)
        // One IDAT CRC byte wrong, data untouched.
        var badCRC = png
        let idatEnd = 8 + chunks[...idat].reduce(0) { $0 + 12 + $1.data.count }
        badCRC[idatEnd - 1] ^= 1
        #expect(PNGSeal(validating: badCRC) == nil)
        // A trailing byte after IEND, a truncated file, a PLTE chunk, interlacing in IHDR.
        #expect(PNGSeal(validating: png + [0]) == nil)
        #expect(PNGSeal(validating: Array(png.dropLast())) == nil)
        var withPalette = chunks
        withPalette.insert(Chunks.Chunk(type: "PLTE", data: [0, 0, 0]), at: 1)
        #expect(PNGSeal(validating: Chunks.build(withPalette)) == nil)
        var interlaced = chunks
        interlaced[0].data[12] = 1
        #expect(PNGSeal(validating: Chunks.build(interlaced)) == nil)
        // A second pixels key, and an IDAT split by another chunk.
        var doubled = chunks
        doubled.insert(chunks.first(where: Chunks.isSeal)!, at: 1)
        #expect(PNGSeal(validating: Chunks.build(doubled)) == nil)
        var split = chunks
        let half = split[idat].data.count / 2
        let tail = Chunks.Chunk(type: "IDAT", data: Array(split[idat].data[half...]))
        split[idat].data = Array(split[idat].data[..<half])
        split.insert(contentsOf: [Chunks.Chunk(type: "tEXt", data: Array("k\u{0}v".utf8)), tail], at: idat + 1)
        #expect(PNGSeal(validating: Chunks.build(split)) == nil)
        // Splitting IDAT without anything in between keeps the same image data: still sealed.
        var resplit = chunks
        resplit[idat].data = Array(chunks[idat].data[..<half])
        resplit.insert(tail, at: idat + 1)
        #expect(PNGSeal(validating: Chunks.build(resplit))?.digest == (try sealTestImage()).digest)
    }
}

@Suite struct PNGTextChunkTests {
    @Test func aTextKeywordIsFoundFromTheChunkHeadersAndOnlyAsAWholeKeyword() throws {
        let image = try RGBAImage(width: 2, height: 1, fill: .white)
        let png = try PNGEncoder().encode(image, metadata: ["plumb-system-fonts": "SF Pro", "other": "plumb-fonts"])
        let decoder = PNGDecoder()
        #expect(decoder.hasTextChunk(keyword: "plumb-system-fonts", in: png))
        #expect(decoder.hasTextChunk(keyword: "other", in: png))
        // A prefix of a keyword, or a keyword's text appearing in a value, is not the keyword.
        #expect(!decoder.hasTextChunk(keyword: "plumb-system", in: png))
        #expect(!decoder.hasTextChunk(keyword: "plumb-fonts", in: png))
        #expect(!decoder.hasTextChunk(keyword: "plumb-system-fonts", in: try PNGEncoder().encode(image)))
        #expect(!decoder.hasTextChunk(keyword: "plumb-system-fonts", in: Array(png.prefix(40))))
    }
}
