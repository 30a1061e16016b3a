extension Bitmap {
    /// The bitmap as straight RGBA8 (as `straightImage()`), with its `RGBAImage.digest`
    /// computed in the same pass and remembered by the image.
    ///
    /// What a snapshot verify needs: the straight pixels to keep and their digest to check a
    /// sealed reference with. The pixels are converted in place when the bitmap's buffer is not
    /// shared (a rendered canvas's bitmap, handed over), so no second 4 MB buffer is made; and
    /// each 16 KB slice is hashed right after it is converted, while it is still in the cache,
    /// instead of in a second pass over the whole image.
    ///
    /// ```swift
    /// let image = canvas.bitmap.straightImageWithDigest()
    /// image == canvas.bitmap.straightImage()   // true
    /// image.digest                             // already known: no second pass
    /// ```
    package consuming func straightImageWithDigest() -> RGBAImage {
        var out = pixels
        pixels = []  // drops this copy's reference, so `out` is unique if the bitmap's was
        var hasher = Digest128.Hasher()
        hasher.combine(UInt64(width))
        hasher.combine(UInt64(height))
        out.withUnsafeMutableBytes { raw in
            let slice = 16 * 1024
            var start = 0
            while start < raw.count {
                let end = min(start + slice, raw.count)
                Bitmap.unpremultiply(raw, from: start, to: end)
                hasher.combine(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
                start = end
            }
        }
        var image = RGBAImage(uncheckedWidth: width, height: height, pixels: out)
        image.knownDigest = hasher.finalize()
        return image
    }

    /// Turns the premultiplied pixels in bytes `from ..< to` of `raw` (a multiple of 4 apart,
    /// starting on a pixel) into straight ones. Four opaque pixels at a time stay as they are.
    @inline(__always)
    static func unpremultiply(_ raw: UnsafeMutableRawBufferPointer, from: Int, to: Int) {
        guard let base = raw.baseAddress else { return }
        let b = base.assumingMemoryBound(to: UInt8.self)
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        var i = from
        while i < to {
            if i + 16 <= to {
                let x = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
                let y = UnsafeRawPointer(b + i + 8).loadUnaligned(as: UInt64.self)
                if x & y & opaque == opaque {
                    i += 16
                    continue
                }
            }
            let a = b[i + 3]
            if a != 255 {
                b[i] = Raster.unpremultiply(b[i], a)
                b[i + 1] = Raster.unpremultiply(b[i + 1], a)
                b[i + 2] = Raster.unpremultiply(b[i + 2], a)
            }
            i += 4
        }
    }
}
