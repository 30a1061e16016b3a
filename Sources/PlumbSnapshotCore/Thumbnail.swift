import Foundation
import Raster

/// Small copies of reference images for the gallery (``Report`` and `plumb gallery`).
///
/// An image wider or taller than the limit is shrunk by the smallest whole factor that fits it,
/// each thumbnail pixel the average of a factor × factor block (weighted by alpha, so a
/// transparent pixel's colour does not bleed in); an image that fits is returned as it is.
///
/// ```swift
/// let small = Thumbnail.shrink(image, toFit: 240)   // a 750×400 image becomes 188×100 (factor 4)
/// ```
enum Thumbnail {
    /// The longest side of a gallery thumbnail, in pixels.
    static let maximumSide = 240

    /// The whole factor that brings `width`×`height` within `limit` on both sides (1 when it fits).
    static func factor(width: Int, height: Int, limit: Int) -> Int {
        let side = max(width, height)
        return max(1, (side + limit - 1) / max(1, limit))
    }

    /// `image` shrunk by ``factor(width:height:limit:)``: each output pixel averages a block of
    /// the input (blocks at the right and bottom edges may be smaller). Rounds to the nearest value.
    static func shrink(_ image: RGBAImage, toFit limit: Int = maximumSide) -> RGBAImage {
        let f = factor(width: image.width, height: image.height, limit: limit)
        guard f > 1 else { return image }
        let w = (image.width + f - 1) / f, h = (image.height + f - 1) / f
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let src = image.pixels
        for ty in 0..<h {
            for tx in 0..<w {
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for y in (ty * f)..<min((ty + 1) * f, image.height) {
                    var i = (y * image.width + tx * f) * 4
                    for _ in (tx * f)..<min((tx + 1) * f, image.width) {
                        let al = Int(src[i + 3])
                        r += Int(src[i]) * al
                        g += Int(src[i + 1]) * al
                        b += Int(src[i + 2]) * al
                        a += al
                        n += 1
                        i += 4
                    }
                }
                let o = (ty * w + tx) * 4
                if a > 0 {
                    out[o] = UInt8((r + a / 2) / a)
                    out[o + 1] = UInt8((g + a / 2) / a)
                    out[o + 2] = UInt8((b + a / 2) / a)
                }
                out[o + 3] = UInt8((a + n / 2) / n)
            }
        }
        // The size is smaller than a valid image's and the byte count matches: cannot throw.
        return (try? RGBAImage(width: w, height: h, pixels: out)) ?? image
    }

    /// A PNG thumbnail of the PNG at `path`, with the original's size, or a reason it has none.
    static func png(contentsOf path: String) -> Result<(data: Data, width: Int, height: Int), ThumbnailProblem> {
        guard FileManager.default.fileExists(atPath: path) else {
            return .failure(.init(text: "file missing: \(path)"))
        }
        do {
            let decoded = try PNGDecoder().decode(contentsOf: path)
            let small = shrink(decoded.image)
            let bytes = try PNGEncoder().encode(small)
            return .success((Data(bytes), decoded.image.width, decoded.image.height))
        } catch {
            return .failure(.init(text: "not a readable PNG: \(path) (\(error))"))
        }
    }
}

/// Why a gallery entry has no thumbnail, shown in its place.
struct ThumbnailProblem: Error {
    var text: String
}
