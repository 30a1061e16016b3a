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
/// `png_set_chunk_malloc_max` for ancillary chunks (compressed-text bombs).
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
    /// The largest allocation libpng may make for one ancillary chunk.
    public var maxChunkBytes: Int
    /// The largest file read by `decode(contentsOf:)`.
    public var maxFileBytes: Int

    public init(maxDimension: Int = Bitmap.maxDimension, maxPixelCount: Int = Bitmap.maxPixelCount,
                maxChunkBytes: Int = 8 << 20, maxFileBytes: Int = 1 << 30) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
        self.maxChunkBytes = maxChunkBytes
        self.maxFileBytes = maxFileBytes
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: `RasterError.unreadableFile` (missing, directory, a parent that is a file,
    ///   permissions), `.invalidPNG` (not a PNG, truncated, corrupt), `.imageTooLarge`.
    public func decode(contentsOf path: String) throws(RasterError) -> DecodedPNG {
        try decode(AtomicFile.read(path, limit: maxFileBytes), path: path)
    }

    /// Decodes PNG bytes; `path` only names the source in errors.
    public func decode(_ data: [UInt8], path: String = "<memory>") throws(RasterError) -> DecodedPNG {
        var out = plumb_png_decoded()
        let maxDim = UInt32(min(max(maxDimension, 1), Int(Int32.max)))
        // The header is read first; libpng then writes the rows straight into the array's storage.
        let pixels: [UInt8] = data.withUnsafeBufferPointer { d in
            guard let reading = plumb_png_decode_begin(d.baseAddress, d.count, maxDim, maxDim,
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
        return DecodedPNG(image: RGBAImage(uncheckedWidth: w, height: h, pixels: pixels), metadata: metadata,
                          bitDepth: Int(out.bit_depth), colorType: Int(out.color_type), interlaced: out.interlaced != 0)
    }
}
