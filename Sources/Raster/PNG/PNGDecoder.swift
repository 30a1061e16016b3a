internal import CLibPNG

/// A decoded PNG: straight RGBA8 pixels, its text metadata and what the file held.
public struct DecodedPNG: Sendable, Equatable {
    /// The pixels converted to straight RGBA8.
    public var image: RGBAImage
    /// `tEXt`/`zTXt`/`iTXt` key/value pairs (a later duplicate key wins).
    public var metadata: [String: String]
    /// The file's bit depth (1, 2, 4, 8 or 16).
    public var bitDepth: Int
    /// The file's PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    public var colorType: Int
    /// Whether the file was Adam7-interlaced.
    public var interlaced: Bool
}

/// Decodes PNG files of any standard kind into straight RGBA8 through libpng, safely.
///
/// Accepts 1/2/4/8/16-bit grey, grey+alpha, RGB, RGBA and palette images (with `tRNS`), interlaced
/// or not; 16-bit channels are scaled to 8 bits with rounding. libpng's errors are caught in
/// C (its `longjmp` never crosses Swift), so truncated, corrupt or hostile files become a
/// `RasterError` naming the file and the reason. Dimensions and allocations are bounded:
/// `png_set_user_limits` with `maxDimension`, a pixel-count limit checked before any pixel
/// buffer is allocated (a tiny file claiming 50000×50000 pixels is refused), and
/// every chunk but IDAT limited to `maxChunkBytes` and to the bytes left in the file before
/// libpng allocates it, and `png_set_chunk_malloc_max` for what text chunks decompress to
/// (compressed-text bombs).
///
/// ```swift
/// let png = try PNGDecoder().decode(contentsOf: "Snapshots/Card/test.w375.ltr@3x.png")
/// png.image.width; png.metadata["plumb.renderer"]
/// ```
public struct PNGDecoder: Sendable {
    /// The largest accepted width or height.
    public var maxDimension: Int
    /// The largest accepted width × height.
    public var maxPixelCount: Int
    /// The largest chunk other than IDAT, and the largest allocation libpng may make for one
    /// ancillary chunk (at least 1024).
    public var maxChunkBytes: Int
    /// The largest file read by `decode(contentsOf:)`.
    public var maxFileBytes: Int

    public init(
        maxDimension: Int = Bitmap.maxDimension, maxPixelCount: Int = Bitmap.maxPixelCount,
        maxChunkBytes: Int = 8 << 20, maxFileBytes: Int = 1 << 30
    ) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
        self.maxChunkBytes = maxChunkBytes
        self.maxFileBytes = maxFileBytes
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: `RasterError.unreadableFile` (missing, directory, a parent that is a file,
    ///   permissions), `.invalidPNG` (not a PNG, truncated, corrupt), `.imageTooLarge`.
    ///
    /// - Complexity: The signature and the header are checked before anything else is read (a
    ///   1 GiB file that is not a PNG costs a 33-byte read); then the file is read chunk by
    ///   chunk, each chunk's length checked before its bytes are read, up to IEND (nothing after
    ///   it is read).
    public func decode(contentsOf path: String) throws(RasterError) -> DecodedPNG {
        try decode(readChunks(path), path: path)
    }

    /// The PNG's bytes up to and including IEND, read chunk by chunk after the signature and
    /// IHDR are checked (see ``decode(contentsOf:)``). A file that is not a PNG, or whose header
    /// is refused, throws before more than 33 bytes are read.
    func readChunks(_ path: String) throws(RasterError) -> [UInt8] {
        let file = try AtomicFile.openRegular(path, limit: maxFileBytes)
        defer { AtomicFile.closeDescriptor(file.fd) }
        var out: [UInt8] = []
        func take(_ n: Int) throws(RasterError) -> Int {
            let got = try AtomicFile.append(file.fd, count: n, to: &out, path: path)
            return got
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard try take(8) == 8, out.elementsEqual(signature) else {
            throw .invalidPNG(path: path, reason: "not a PNG file (bad signature)")
        }
        // IHDR: length 13, then width and height, before anything else is read.
        guard try take(8 + 13) == 21 else { return out }  // libpng says what is missing
        func be32(_ at: Int) -> Int {
            Int(out[at]) << 24 | Int(out[at + 1]) << 16 | Int(out[at + 2]) << 8 | Int(out[at + 3])
        }
        guard be32(8) == 13, out[12...15].elementsEqual("IHDR".utf8) else { return out }  // libpng names it
        let width = be32(16), height = be32(20)
        // A header libpng refuses (zero or above `maxDimension`) is refused on these bytes alone.
        guard width > 0, height > 0, width <= maxDimension, height <= maxDimension else { return out }
        if width * height > maxPixelCount {
            throw .imageTooLarge(path: path, width: width, height: height, limit: maxPixelCount)
        }
        guard try take(4) == 4 else { return out }  // the IHDR's CRC
        // What the image data of width × height pixels can take at most: 16-bit RGBA rows with
        // their filter bytes, doubled (stored deflate blocks, interlacing), plus 1 MiB.
        let dataLimit = height * (1 + width * 8) * 2 + (1 << 20)
        var dataBytes = 0
        // The rest, one chunk at a time: its length is checked before its bytes are read.
        // A refused or short chunk stops the reading; `chunkProblem` or libpng then names it.
        var offset = 8
        while true {
            let length = be32(offset)
            let type = out[(offset + 4)..<(offset + 8)]
            let isData = type.elementsEqual("IDAT".utf8)
            if length > 0x7FFF_FFFF || (!isData && length > max(maxChunkBytes, 1024)) { break }
            if isData {
                dataBytes += length
                if dataBytes > dataLimit {
                    throw .invalidPNG(
                        path: path,
                        reason:
                            "IDAT chunks say more than \(dataLimit) bytes, more than \(width)x\(height) pixels take (at byte \(offset))"
                    )
                }
            }
            let need = offset + 12 + length - out.count
            // Never more than the file has left (a claimed length is not an allocation).
            if need > max(0, file.size - out.count) {
                _ = try take(max(0, file.size - out.count))
                break
            }
            if need > 0, try take(need) < need { break }
            if type.elementsEqual("IEND".utf8) { break }
            offset += 12 + length
            if try take(8) < 8 { break }
        }
        return out
    }

    /// Decodes PNG bytes; `path` only names the source in errors.
    public func decode(_ data: [UInt8], path: String = "<memory>") throws(RasterError) -> DecodedPNG {
        if let problem = Self.chunkProblem(data, maxChunkBytes: max(maxChunkBytes, 1024)) {
            throw .invalidPNG(path: path, reason: problem)
        }
        var out = plumb_png_decoded()
        let maxDim = UInt32(min(max(maxDimension, 1), Int(Int32.max)))
        // The header is read first; libpng then writes the rows straight into the array's storage.
        let pixels: [UInt8] = data.withUnsafeBufferPointer { d in
            guard
                let reading = plumb_png_decode_begin(
                    d.baseAddress, d.count, maxDim, maxDim,
                    UInt64(max(maxPixelCount, 0)), max(maxChunkBytes, 1024), &out)
            else { return [] }
            let n = Int(out.width) * Int(out.height) * 4
            guard n > 0 else {
                plumb_png_decode_abort(reading)
                return []
            }
            return [UInt8](unsafeUninitializedCapacity: n) { buffer, count in
                count = plumb_png_decode_finish(reading, buffer.baseAddress, &out) == 0 ? n : 0
            }
        }
        defer { plumb_png_decoded_free(&out) }
        let message = withUnsafeBytes(of: out.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch out.error {
        case 0: break
        case 3:
            throw .imageTooLarge(path: path, width: Int(out.width), height: Int(out.height), limit: maxPixelCount)
        case 2:
            throw .invalidPNG(path: path, reason: "out of memory: \(message)")
        default:
            throw .invalidPNG(path: path, reason: message.isEmpty ? "unknown libpng error" : message)
        }
        let w = Int(out.width), h = Int(out.height)
        guard w > 0, h > 0, pixels.count == w * h * 4 else { throw .invalidPNG(path: path, reason: "no pixel data") }
        var metadata: [String: String] = [:]
        if let text = out.text, out.text_count > 0 {
            let bytes = UnsafeRawBufferPointer(start: text, count: out.text_size)
            let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
            var i = 0
            while i + 1 < parts.count, i / 2 < Int(out.text_count) {
                metadata[String(decoding: parts[i], as: UTF8.self)] = String(decoding: parts[i + 1], as: UTF8.self)
                i += 2
            }
        }
        return DecodedPNG(
            image: RGBAImage(uncheckedWidth: w, height: h, pixels: pixels), metadata: metadata,
            bitDepth: Int(out.bit_depth), colorType: Int(out.color_type), interlaced: out.interlaced != 0)
    }

    /// Checks every chunk's length field before libpng sees the file, which would allocate a
    /// chunk's claimed length before reading it (a 152-byte file whose tEXt says 0x7FFFFFFF
    /// made it allocate 2.1 GB): a length above 2^31 - 1 (the PNG maximum), or a chunk other
    /// than IDAT above `maxChunkBytes` or longer than the bytes left in the file, is refused
    /// with the chunk's name and offset. Stops at IEND; a file that does not start with the
    /// PNG signature is left to libpng (its message says so).
    static func chunkProblem(_ data: [UInt8], maxChunkBytes: Int) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, data[0..<8].elementsEqual(signature) else { return nil }
        var i = 8
        while i + 8 <= data.count {
            let length = Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3])
            let type = data[(i + 4)..<(i + 8)]
            let name =
                type.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
                ? String(decoding: type, as: UTF8.self)
                : "0x" + type.map { String($0, radix: 16, uppercase: true).leftPadded(2) }.joined()
            let left = data.count - i - 12
            if length > 0x7FFF_FFFF {
                return "chunk \(name) at byte \(i) says \(length) bytes, above the PNG maximum of 2147483647"
            }
            if name != "IDAT", length > maxChunkBytes {
                return
                    "chunk \(name) at byte \(i) says \(length) bytes, above the limit of \(maxChunkBytes) for one chunk"
            }
            // IDAT is streamed (never allocated whole), so a short one keeps libpng's message.
            if name != "IDAT", length > left {
                return
                    "chunk \(name) at byte \(i) says \(length) bytes but the file has \(max(left, 0)) after its header (truncated)"
            }
            if name == "IEND" { return nil }
            i += 12 + length
        }
        return nil
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
