internal import CLibPNG

/// The PNG row filters libpng may choose from (a set; libpng picks per row among them).
public struct PNGFilters: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let none = PNGFilters(rawValue: 0x08)
    public static let sub = PNGFilters(rawValue: 0x10)
    public static let up = PNGFilters(rawValue: 0x20)
    public static let average = PNGFilters(rawValue: 0x40)
    public static let paeth = PNGFilters(rawValue: 0x80)
    public static let all: PNGFilters = [.none, .sub, .up, .average, .paeth]
}

/// Encodes RGBA8 images to PNG through libpng with fixed settings, so equal pixels and metadata
/// always give equal bytes.
///
/// Output is 8-bit RGBA, non-interlaced, with the `tEXt` chunks you pass and no time, gamma,
/// sRGB or ICC chunks. Premultiplied bitmaps are un-premultiplied on the way out (lossless, see
/// `Bitmap.straightImage()`). The defaults (zlib level 6, no row filter) were chosen by
/// measurement on UI-like images: BENCHMARKS.md, "Raster".
///
/// ```swift
/// try PNGEncoder().write(canvas.bitmap, to: "out/card.png",
///                        metadata: ["plumb.renderer": "0.1.0", "plumb.scale": "3"])
/// ```
public struct PNGEncoder: Sendable {
    /// The zlib level used unless you choose another (see BENCHMARKS.md).
    public static let defaultCompressionLevel = 6
    /// The row filters used unless you choose others (see BENCHMARKS.md): none. On flat UI
    /// content, unfiltered rows at level 6 were both the smallest of the level-6 files and
    /// 2.3× faster to encode than letting libpng try every filter.
    public static let defaultFilters: PNGFilters = .none

    /// zlib compression level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    /// Row filters libpng may use.
    public var filters: PNGFilters

    public init(
        compressionLevel: Int = PNGEncoder.defaultCompressionLevel,
        filters: PNGFilters = PNGEncoder.defaultFilters
    ) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filters = filters.isEmpty ? .none : filters
    }

    /// Encodes a straight-alpha image.
    ///
    /// - Parameters:
    ///   - image: The pixels.
    ///   - metadata: `tEXt` key/value pairs, written in key order. Keys: 1 ... 79 printable
    ///     ASCII characters; values: printable ASCII (and tab/newline).
    /// - Returns: The PNG file's bytes.
    /// - Throws: `RasterError.encodingFailed` for invalid metadata or a libpng failure.
    public func encode(_ image: RGBAImage, metadata: [String: String] = [:]) throws(RasterError) -> [UInt8] {
        var packed: [CChar] = []
        for key in metadata.keys.sorted() {
            let value = metadata[key]!
            guard (1...79).contains(key.utf8.count),
                key.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
                key.first != " ", key.last != " "
            else {
                throw .encodingFailed(reason: "invalid tEXt keyword \"\(key)\" (1-79 printable ASCII characters)")
            }
            guard value.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) else {
                throw .encodingFailed(reason: "tEXt value for \"\(key)\" must be printable ASCII")
            }
            packed.append(contentsOf: key.utf8.map { CChar(bitPattern: $0) })
            packed.append(0)
            packed.append(contentsOf: value.utf8.map { CChar(bitPattern: $0) })
            packed.append(0)
        }
        packed.append(0)
        var buffer = plumb_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let count = Int32(metadata.count)
        let rc = image.pixels.withUnsafeBufferPointer { px in
            packed.withUnsafeBufferPointer { text in
                message.withUnsafeMutableBufferPointer { msg in
                    plumb_png_encode(
                        px.baseAddress, UInt32(image.width), UInt32(image.height),
                        Int32(compressionLevel), filters.rawValue, text.baseAddress, count,
                        &buffer, msg.baseAddress, msg.count)
                }
            }
        }
        defer { plumb_png_buffer_free(&buffer) }
        guard rc == 0, let data = buffer.data else {
            throw .encodingFailed(
                reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    /// Encodes a premultiplied bitmap (un-premultiplied on the way out).
    public func encode(_ bitmap: Bitmap, metadata: [String: String] = [:]) throws(RasterError) -> [UInt8] {
        try encode(bitmap.straightImage(), metadata: metadata)
    }

    /// Encodes and writes atomically: a temporary file in the same directory, renamed over
    /// `path` when complete. On any error no file (partial or temporary) is left behind.
    ///
    /// - Throws: `RasterError.writeFailed` naming `path` and the reason (disk full, no such
    ///   directory, a parent that is a file...), or `.encodingFailed`.
    public func write(_ image: RGBAImage, to path: String, metadata: [String: String] = [:]) throws(RasterError) {
        try AtomicFile.write(encode(image, metadata: metadata), to: path)
    }

    /// Encodes a bitmap and writes it atomically (see `write(_:to:metadata:)` for images).
    public func write(_ bitmap: Bitmap, to path: String, metadata: [String: String] = [:]) throws(RasterError) {
        try AtomicFile.write(encode(bitmap, metadata: metadata), to: path)
    }
}
