internal import CLibJPEG

/// Decodes JPEG files with libjpeg-turbo (the system library, through a C shim that keeps
/// libjpeg's `longjmp` error path out of Swift).
///
/// Baseline and progressive JPEGs in grayscale, YCbCr and (Adobe) CMYK decode to straight
/// RGBA with alpha 255. The settings are fixed and exact (integer slow DCT, fancy upsampling),
/// so a file decodes to the same bytes on every machine with the same libjpeg-turbo.
///
/// ```swift
/// let photo = try JPEGDecoder().decode(contentsOf: "Assets/photo@2x.jpg")
/// let bitmap = try Bitmap(photo, scale: 2)
/// ```
///
/// Where Plumb differs from UIKit: the EXIF orientation tag is not applied (the pixels are
/// shown as stored).
public struct JPEGDecoder: Sendable {
    /// The largest width or height accepted.
    public var maxDimension: Int
    /// The largest number of pixels accepted (checked before the pixels are allocated).
    public var maxPixelCount: Int
    /// The largest file read, in bytes.
    public var maxFileBytes: Int

    /// A decoder with Bitmap's limits.
    public init(
        maxDimension: Int = Bitmap.maxDimension, maxPixelCount: Int = Bitmap.maxPixelCount,
        maxFileBytes: Int = 256 << 20
    ) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
        self.maxFileBytes = maxFileBytes
    }

    /// Whether bytes start like a JPEG (the SOI marker FF D8 FF).
    public static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// Reads and decodes a JPEG file.
    ///
    /// - Throws: `RasterError.unreadableFile`, `.invalidJPEG` (not a JPEG, truncated, corrupt),
    ///   `.imageTooLarge`.
    public func decode(contentsOf path: String) throws(RasterError) -> RGBAImage {
        try decode(AtomicFile.read(path, limit: maxFileBytes), path: path)
    }

    /// Decodes JPEG bytes; `path` only names the source in errors.
    public func decode(_ data: [UInt8], path: String = "<memory>") throws(RasterError) -> RGBAImage {
        var out = plumb_jpeg_decoded()
        data.withUnsafeBufferPointer { d in
            plumb_jpeg_decode(
                d.baseAddress, d.count, UInt64(max(maxPixelCount, 0)),
                UInt32(min(max(maxDimension, 1), Int(Int32.max))), &out)
        }
        defer { plumb_jpeg_decoded_free(&out) }
        let message = withUnsafeBytes(of: out.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(out.error) {
        case PLUMB_JPEG_OK:
            break
        case PLUMB_JPEG_ERR_TOO_LARGE:
            throw .imageTooLarge(path: path, width: Int(out.width), height: Int(out.height), limit: maxPixelCount)
        default:
            throw .invalidJPEG(path: path, reason: message)
        }
        let count = Int(out.width) * Int(out.height) * 4
        guard let pixels = out.pixels, count > 0 else { throw .invalidJPEG(path: path, reason: "no pixels") }
        let bytes = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        return try RGBAImage(width: Int(out.width), height: Int(out.height), pixels: bytes)
    }
}
