/// A seal on a PNG file that lets a reader know its pixels without decoding them.
///
/// `PNGEncoder.encodeSealed` writes two `tEXt` chunks into the file:
/// - `plumb-pixels`: `"<width>x<height> <digest>"`, the `RGBAImage.digest` of the pixels encoded;
/// - `plumb-data`: the `Digest128` of the file's image data as written, bound to that claim:
///   the `IHDR` chunk's 13 data bytes, the data of every `IDAT` chunk in order, then the
///   `plumb-pixels` value's bytes (so a pixel claim moved onto other image data, or edited,
///   breaks the seal).
///
/// `PNGSeal(validating:)` trusts `plumb-pixels` only if the file is exactly what was sealed where
/// it matters for the pixels: a well-formed chunk sequence ending at `IEND` with a valid CRC on
/// every chunk, 8-bit RGBA, not interlaced, no other critical chunk, and image data (with the
/// pixel claim) whose digest is the one in `plumb-data`. Decoding is deterministic, so image data equal
/// to what the encoder wrote decodes to the pixels it was given. Anything else (a file edited,
/// re-encoded by another tool or by Plumb without sealing, stale seal keys copied onto new
/// pixels, a corrupted byte) gives nil, and the caller must decode the file.
///
/// The digests are `Digest128` (MurmurHash3 x64_128, not cryptographic): the seal protects
/// against accidents, not against someone forging a file on purpose.
///
/// ```swift
/// let png = try PNGEncoder().encodeSealed(image)
/// PNGSeal(validating: png)?.digest == image.digest   // true: same pixels, no inflate
/// ```
public struct PNGSeal: Sendable, Equatable {
    /// The `tEXt` key holding the pixels' size and digest.
    public static let pixelsKey = "plumb-pixels"
    /// The `tEXt` key holding the digest of the image data as written.
    public static let dataKey = "plumb-data"

    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// `RGBAImage.digest` of the sealed pixels.
    package var digest: Digest128

    /// Reads and checks the seal of a PNG file's bytes; nil when the file has no valid seal.
    ///
    /// - Complexity: One pass over the file's bytes (CRCs and one digest), no decompression.
    public init?(validating data: [UInt8]) {
        guard let s = data.withUnsafeBytes({ PNGSeal.validate($0) }) else { return nil }
        self = s
    }

    init(width: Int, height: Int, digest: Digest128) {
        self.width = width
        self.height = height
        self.digest = digest
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk's position: type, offset of its data, data length.
    struct Chunk {
        var type: UInt32
        var data: Int
        var length: Int
    }

    static func fourCC(_ s: String) -> UInt32 {
        s.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static let ihdr = fourCC("IHDR"), idat = fourCC("IDAT"), iend = fourCC("IEND"), text = fourCC("tEXt")

    @inline(__always)
    static func be32(_ p: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
        UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
    }

    /// The chunks of a PNG, nil if the signature, a length or the end is wrong. Stops at IEND.
    static func chunks(_ p: UnsafeRawBufferPointer) -> [Chunk]? {
        guard p.count >= 8, zip(p.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
        var out: [Chunk] = []
        var i = 8
        while true {
            guard i + 12 <= p.count else { return nil }
            let length = Int(be32(p, i))
            guard length <= 0x7FFF_FFFF, i + 12 + length <= p.count else { return nil }
            let chunk = Chunk(type: be32(p, i + 4), data: i + 8, length: length)
            out.append(chunk)
            i += 12 + length
            if chunk.type == iend { return i == p.count ? out : nil }
        }
    }

    /// Whether the stored CRC of `c` (over its type and data) is right.
    static func crcIsValid(_ p: UnsafeRawBufferPointer, _ c: Chunk) -> Bool {
        CRC32.checksum(UnsafeRawBufferPointer(rebasing: p[(c.data - 4)..<(c.data + c.length)]))
            == be32(p, c.data + c.length)
    }

    static func validate(_ p: UnsafeRawBufferPointer) -> PNGSeal? {
        guard let list = chunks(p), let head = list.first, head.type == ihdr, head.length == 13 else { return nil }
        // 8-bit RGBA, deflate, adaptive filtering, not interlaced: what PNGEncoder writes.
        guard p[head.data + 8] == 8, p[head.data + 9] == 6, p[head.data + 10] == 0,
            p[head.data + 11] == 0, p[head.data + 12] == 0
        else { return nil }
        let width = Int(be32(p, head.data)), height = Int(be32(p, head.data + 4))
        var pixels: String?, dataDigest: String?
        var data = Digest128.Hasher()
        data.combine(UnsafeRawBufferPointer(rebasing: p[head.data..<(head.data + 13)]))
        var seenIDAT = false, idatEnded = false
        for c in list {
            // Every chunk must be intact (a decoder could refuse a file with any bad CRC).
            guard crcIsValid(p, c) else { return nil }
            if c.type != idat && seenIDAT { idatEnded = true }
            let critical = (c.type >> 24) & 0x20 == 0
            switch c.type {
            case ihdr:
                guard c.data == head.data else { return nil }
            case idat:
                // The IDAT chunks must be consecutive (a split sequence is not what was sealed).
                guard !idatEnded else { return nil }
                seenIDAT = true
                data.combine(UnsafeRawBufferPointer(rebasing: p[c.data..<(c.data + c.length)]))
            case iend:
                guard c.length == 0 else { return nil }
            case text:
                let bytes = p[c.data..<(c.data + c.length)]
                guard let zero = bytes.firstIndex(of: 0) else { continue }
                let key = String(decoding: p[c.data..<zero], as: UTF8.self)
                guard key == pixelsKey || key == dataKey else { continue }
                let value = String(decoding: p[(zero + 1)..<(c.data + c.length)], as: UTF8.self)
                // A seal chunk must appear once.
                if key == pixelsKey {
                    guard pixels == nil else { return nil }
                    pixels = value
                } else {
                    guard dataDigest == nil else { return nil }
                    dataDigest = value
                }
            default:
                if critical { return nil }
            }
        }
        guard seenIDAT, let pixels, let dataDigest else { return nil }
        data.combine(Array(pixels.utf8))
        guard Digest128(hex: dataDigest) == data.finalize() else { return nil }
        let parts = pixels.split(separator: " ")
        guard parts.count == 2, let digest = Digest128(hex: String(parts[1])),
            parts[0] == "\(width)x\(height)"
        else { return nil }
        return PNGSeal(width: width, height: height, digest: digest)
    }

    /// Adds the `plumb-data` chunk to a PNG the encoder wrote (with `plumb-pixels` already in
    /// it), just before `IEND`; nil if the PNG has no `plumb-pixels` chunk.
    static func sealData(_ png: [UInt8]) -> [UInt8]? {
        png.withUnsafeBytes { p -> [UInt8]? in
            guard let list = chunks(p), let head = list.first, head.type == ihdr, head.length == 13,
                let end = list.last
            else { return nil }
            var data = Digest128.Hasher()
            data.combine(UnsafeRawBufferPointer(rebasing: p[head.data..<(head.data + 13)]))
            for c in list where c.type == idat {
                data.combine(UnsafeRawBufferPointer(rebasing: p[c.data..<(c.data + c.length)]))
            }
            // The pixel claim the encoder wrote, bound into the same digest.
            let claim = Array(pixelsKey.utf8) + [0]
            guard
                let pixels = list.first(where: { c in
                    c.type == text && c.length > claim.count && p[c.data..<(c.data + claim.count)].elementsEqual(claim)
                })
            else { return nil }
            data.combine(
                UnsafeRawBufferPointer(rebasing: p[(pixels.data + claim.count)..<(pixels.data + pixels.length)]))
            var body = Array("tEXt".utf8) + Array(dataKey.utf8) + [0] + Array(data.finalize().hex.utf8)
            let crc = body.withUnsafeBytes { CRC32.checksum($0) }
            var chunk: [UInt8] = []
            for v in [UInt32(body.count - 4)] {
                chunk += [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
            }
            chunk += body
            chunk += [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
            body.removeAll()
            let cut = end.data - 8
            return Array(png[..<cut]) + chunk + Array(png[cut...])
        }
    }
}

extension PNGEncoder {
    /// Encodes `image` like `encode(_:metadata:)` and seals the file (see `PNGSeal`), so that a
    /// reader can learn its pixels' digest without decoding it.
    ///
    /// - Parameters:
    ///   - image: The pixels to encode.
    ///   - metadata: `tEXt` pairs; the seal's own keys (`PNGSeal.pixelsKey`,
    ///     `.dataKey`) are replaced.
    /// - Returns: The sealed PNG file's bytes.
    /// - Throws: `RasterError.encodingFailed` as `encode` does.
    public func encodeSealed(_ image: RGBAImage, metadata: [String: String] = [:]) throws(RasterError) -> [UInt8] {
        var meta = metadata
        meta[PNGSeal.dataKey] = nil
        meta[PNGSeal.pixelsKey] = "\(image.width)x\(image.height) \(image.digest.hex)"
        let png = try encode(image, metadata: meta)
        guard let sealed = PNGSeal.sealData(png) else { throw .encodingFailed(reason: "cannot seal the encoded PNG") }
        return sealed
    }

    /// Encodes, seals and writes atomically (see `write(_:to:metadata:)` and `encodeSealed`).
    public func writeSealed(_ image: RGBAImage, to path: String, metadata: [String: String] = [:]) throws(RasterError) {
        try AtomicFile.write(encodeSealed(image, metadata: metadata), to: path)
    }
}

extension PNGDecoder {
    /// Reads a file's bytes with this decoder's size limit (`maxFileBytes`), with the same
    /// errors as `decode(contentsOf:)`, for callers that look at the bytes before decoding them.
    ///
    /// - Throws: `RasterError.unreadableFile` (missing, a directory, too large, permissions).
    public func read(contentsOf path: String) throws(RasterError) -> [UInt8] {
        try AtomicFile.read(path, limit: maxFileBytes)
    }
}

/// PNG's CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected), slicing by 8 bytes.
enum CRC32 {
    /// 8 tables of 256 entries: table k advances a byte through k further zero bytes.
    static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let prev = t[(k - 1) * 256 + n]
                t[k * 256 + n] = (prev >> 8) ^ t[Int(prev & 255)]
            }
        }
        return t
    }()

    /// The CRC-32 of `bytes` (as stored in a PNG chunk).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count
        var i = 0
        tables.withUnsafeBufferPointer { t in
            while i + 8 <= n {
                let a = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt32.self)) ^ c
                let b = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self))
                c =
                    t[7 * 256 + Int(a & 255)] ^ t[6 * 256 + Int((a >> 8) & 255)]
                    ^ t[5 * 256 + Int((a >> 16) & 255)] ^ t[4 * 256 + Int(a >> 24)]
                    ^ t[3 * 256 + Int(b & 255)] ^ t[2 * 256 + Int((b >> 8) & 255)]
                    ^ t[1 * 256 + Int((b >> 16) & 255)] ^ t[Int(b >> 24)]
                i += 8
            }
            while i < n {
                c = t[Int((c ^ UInt32(base.load(fromByteOffset: i, as: UInt8.self))) & 255)] ^ (c >> 8)
                i += 1
            }
        }
        return c ^ 0xFFFF_FFFF
    }
}

extension PNGDecoder {
    /// Whether a PNG file's bytes hold a `tEXt` chunk with `keyword`, read from the chunk headers
    /// only (no decompression, no scan of the image data); false for bytes that are not a PNG.
    ///
    /// - Complexity: O(chunks), plus the length of each `tEXt` chunk's keyword.
    public func hasTextChunk(keyword: String, in data: [UInt8]) -> Bool {
        let key = Array(keyword.utf8) + [0]
        return data.withUnsafeBytes { p in
            guard let list = PNGSeal.chunks(p) else { return false }
            return list.contains { c in
                c.type == PNGSeal.text && c.length >= key.count
                    && key.indices.allSatisfy { p[c.data + $0] == key[$0] }
            }
        }
    }
}
