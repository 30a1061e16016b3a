/// An error from `Raster`: bad bitmap sizes, unreadable or invalid PNG files, failed writes.
///
/// Every case carries the offending value (the size, the file path) and a human-readable reason,
/// so a failing snapshot test can say exactly what went wrong.
///
/// ```swift
/// do { _ = try PNGDecoder().decode(contentsOf: "/tmp/x.png") }
/// catch { print(error) }   // "invalid PNG /tmp/x.png: unexpected end of file (truncated)"
/// ```
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A bitmap or image size that is zero, negative, or above `Bitmap.maxPixelCount`.
    case invalidSize(width: Int, height: Int, reason: String)
    /// A scale factor that is not finite or not positive.
    case invalidScale(Double)
    /// The file could not be read (missing, a directory, a path through a file, permissions).
    case unreadableFile(path: String, reason: String)
    /// The file is not a PNG or libpng rejected it (truncated, corrupt CRC, bad chunk...).
    case invalidPNG(path: String, reason: String)
    /// The PNG's dimensions exceed the decoder's limits (decompression bombs are refused here).
    case imageTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// Encoding failed inside libpng (should not happen for valid bitmaps; carries libpng's message).
    case encodingFailed(reason: String)
    /// Writing the file failed; no partial file was left behind.
    case writeFailed(path: String, reason: String)
    /// Pixel data whose length does not match its dimensions.
    case invalidPixelData(expected: Int, actual: Int)
    /// The file is not a JPEG or libjpeg-turbo rejected it (truncated, corrupt, unsupported).
    case invalidJPEG(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h, reason): return "invalid bitmap size \(w)x\(h): \(reason)"
        case let .invalidScale(s): return "invalid scale factor \(s): must be finite and > 0"
        case let .unreadableFile(path, reason): return "cannot read \(path): \(reason)"
        case let .invalidPNG(path, reason): return "invalid PNG \(path): \(reason)"
        case let .imageTooLarge(path, w, h, limit):
            return "PNG \(path) is \(w)x\(h), above the limit of \(limit) pixels"
        case let .encodingFailed(reason): return "PNG encoding failed: \(reason)"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        case let .invalidPixelData(expected, actual):
            return "pixel data has \(actual) bytes, expected \(expected)"
        case let .invalidJPEG(path, reason): return "invalid JPEG \(path): \(reason)"
        }
    }
}
