internal import CLibJPEG

/// Encodes bitmaps as JPEG with libjpeg-turbo (the system library, through the same C shim as
/// the decoder, which keeps libjpeg's `longjmp` error path out of Swift).
///
/// The file is a baseline JFIF JPEG with the standard quantization tables scaled to `quality`,
/// 4:2:0 chroma subsampling, the integer slow DCT and the standard Huffman tables: fixed,
/// exact settings, so a bitmap encodes to the same bytes on every machine with the same
/// libjpeg-turbo. JPEG has no alpha: the premultiplied colour is encoded, which is the image
/// over black (transparent pixels become black).
///
/// ```swift
/// let data = try JPEGEncoder(quality: 80).encode(bitmap)
/// ```
public struct JPEGEncoder: Sendable {
    /// libjpeg's quality, 1 (smallest) ... 100 (best).
    public var quality: Int

    /// An encoder at a quality (clamped to 1 ... 100).
    public init(quality: Int = 75) {
        self.quality = min(100, max(1, quality))
    }

    /// Encodes a bitmap.
    ///
    /// - Throws: `RasterError.invalidJPEG` when libjpeg reports an error.
    public func encode(_ bitmap: Bitmap) throws(RasterError) -> [UInt8] {
        var out = plumb_jpeg_encoded()
        bitmap.pixels.withUnsafeBufferPointer { px in
            plumb_jpeg_encode(
                px.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32(min(100, max(1, quality))), &out)
        }
        defer { plumb_jpeg_encoded_free(&out) }
        guard Int(out.error) == PLUMB_JPEG_OK, let bytes = out.bytes, out.size > 0 else {
            let message = withUnsafeBytes(of: out.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw .invalidJPEG(path: "<encoding>", reason: message.isEmpty ? "no bytes were written" : message)
        }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: Int(out.size)))
    }
}
