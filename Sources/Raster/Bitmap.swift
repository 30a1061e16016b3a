/// A premultiplied RGBA8 sRGB bitmap with a scale factor: what a `Canvas` paints into.
///
/// Pixels are stored row by row, 4 bytes per pixel (red, green, blue, alpha), each colour
/// channel premultiplied by alpha. `scale` is the number of device pixels per point (2 for @2x);
/// a `Canvas` starts with that scale as its transform. `Bitmap` is a value type (copy on write).
///
/// ```swift
/// var bitmap = try Bitmap(width: 1170, height: 2532, scale: 3, fill: .white)
/// bitmap[x: 0, y: 0]                        // PremultipliedColor(255, 255, 255, 255)
/// let straight = bitmap.straightImage()     // for PNG encoding and comparison
/// ```
public struct Bitmap: Sendable, Equatable {
    /// The largest bitmap accepted: 2^26 pixels (256 MiB), at most 32768 on a side.
    public static let maxPixelCount = 1 << 26
    /// The largest accepted width or height.
    public static let maxDimension = 32768

    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Device pixels per point.
    public let scale: Double
    /// Premultiplied RGBA8 bytes, `width * height * 4`, row by row.
    public internal(set) var pixels: [UInt8]

    /// Creates a bitmap filled with one colour.
    ///
    /// - Parameters:
    ///   - width: Width in device pixels, 1 ... `maxDimension`.
    ///   - height: Height in device pixels, 1 ... `maxDimension`.
    ///   - scale: Device pixels per point (finite, > 0).
    ///   - fill: The initial colour (transparent by default).
    /// - Throws: `RasterError.invalidSize` for zero, negative or too large sizes,
    ///   `RasterError.invalidScale` for a bad scale.
    public init(width: Int, height: Int, scale: Double = 1, fill: Color = .clear) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        self.width = width
        self.height = height
        self.scale = scale
        let p = fill.premultiplied
        if p.alpha == 0 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, n in
                var i = 0
                while i < width * height * 4 {
                    buf[i] = p.red
                    buf[i + 1] = p.green
                    buf[i + 2] = p.blue
                    buf[i + 3] = p.alpha
                    i += 4
                }
                n = width * height * 4
            }
        }
    }

    /// Creates a bitmap from premultiplied RGBA8 bytes.
    ///
    /// - Throws: `RasterError.invalidSize`, `.invalidScale`, or `.invalidPixelData` when
    ///   `premultipliedPixels.count != width * height * 4`.
    public init(width: Int, height: Int, scale: Double = 1, premultipliedPixels: [UInt8]) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard premultipliedPixels.count == width * height * 4 else {
            throw .invalidPixelData(expected: width * height * 4, actual: premultipliedPixels.count)
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = premultipliedPixels
    }

    /// Creates a bitmap from a straight-alpha image (premultiplying each pixel, rounded to nearest).
    public init(_ image: RGBAImage, scale: Double = 1) throws(RasterError) {
        try Bitmap.validate(width: image.width, height: image.height)
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        width = image.width
        height = image.height
        self.scale = scale
        var out = image.pixels
        out.withUnsafeMutableBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var i = 0
            while i < b.count {
                // Two opaque pixels at a time stay as they are.
                if i + 8 <= b.count,
                    UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0xFF00_0000_FF00_0000
                        == 0xFF00_0000_FF00_0000
                {
                    i += 8
                    continue
                }
                let a = b[i + 3]
                if a != 255 {
                    b[i] = mul255(b[i], a)
                    b[i + 1] = mul255(b[i + 1], a)
                    b[i + 2] = mul255(b[i + 2], a)
                }
                i += 4
            }
        }
        pixels = out
    }

    static func validate(width: Int, height: Int) throws(RasterError) {
        guard width > 0, height > 0 else {
            throw .invalidSize(width: width, height: height, reason: "width and height must be at least 1")
        }
        guard width <= maxDimension, height <= maxDimension else {
            throw .invalidSize(width: width, height: height, reason: "a side is above \(maxDimension) pixels")
        }
        guard width * height <= maxPixelCount else {
            throw .invalidSize(width: width, height: height, reason: "more than \(maxPixelCount) pixels")
        }
    }

    /// The premultiplied pixel at (x, y); `x` in `0 ..< width`, `y` in `0 ..< height`.
    public subscript(x x: Int, y y: Int) -> PremultipliedColor {
        get {
            let i = pixels.rgbaIndex(x: x, y: y, width: width, height: height)
            return PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            pixels.setRGBA(
                x: x, y: y, width: width, height: height,
                (newValue.red, newValue.green, newValue.blue, newValue.alpha))
        }
    }

    /// The straight colour at (x, y).
    public func color(x: Int, y: Int) -> Color { self[x: x, y: y].straight }

    /// The whole bitmap as straight (non-premultiplied) RGBA8: the form PNG files and the
    /// comparison use. Lossless: `Bitmap(bitmap.straightImage())` gives the same pixels back.
    public func straightImage() -> RGBAImage {
        var out = pixels
        out.withUnsafeMutableBytes { Bitmap.unpremultiply($0, from: 0, to: $0.count) }
        return RGBAImage(uncheckedWidth: width, height: height, pixels: out)
    }
}

/// A straight-alpha (non-premultiplied) RGBA8 image: decoded PNGs and comparison inputs.
///
/// This is the representation pixelmatch works on, so `ImageComparison` takes `RGBAImage`s.
/// Convert a painted `Bitmap` with `bitmap.straightImage()`.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Straight RGBA8 bytes, `width * height * 4`, row by row.
    public internal(set) var pixels: [UInt8] {
        didSet { knownDigest = nil }
    }
    /// `digest`, when it was computed along with the pixels (`Bitmap.straightImageWithDigest()`)
    /// or asked for before. Any change of `pixels` clears it (width and height are constants),
    /// so it always is the digest of the image as it is now.
    var knownDigest: Digest128?

    /// Equal sizes and pixels (a remembered digest plays no part).
    public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Creates an image from straight RGBA8 bytes.
    ///
    /// - Throws: `RasterError.invalidSize` (zero or too large) or `.invalidPixelData`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw .invalidPixelData(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one colour.
    public init(width: Int, height: Int, fill: Color) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        var px = [UInt8](repeating: 0, count: width * height * 4)
        var i = 0
        while i < px.count {
            px[i] = fill.red
            px[i + 1] = fill.green
            px[i + 2] = fill.blue
            px[i + 3] = fill.alpha
            i += 4
        }
        pixels = px
    }

    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The straight colour at (x, y).
    public subscript(x x: Int, y y: Int) -> Color {
        get {
            let i = pixels.rgbaIndex(x: x, y: y, width: width, height: height)
            return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            pixels.setRGBA(
                x: x, y: y, width: width, height: height,
                (newValue.red, newValue.green, newValue.blue, newValue.alpha))
        }
    }
}

extension [UInt8] {
    /// The index of pixel (x, y)'s first byte in RGBA8 rows `width` pixels wide (the layout of
    /// `Bitmap` and `RGBAImage`); a pixel outside `width` × `height` is a programmer error.
    fileprivate func rgbaIndex(x: Int, y: Int, width: Int, height: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        return (y * width + x) * 4
    }

    /// Stores pixel (x, y)'s four bytes (see `rgbaIndex(x:y:width:height:)`).
    fileprivate mutating func setRGBA(
        x: Int, y: Int, width: Int, height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)
    ) {
        let i = rgbaIndex(x: x, y: y, width: width, height: height)
        self[i] = rgba.0
        self[i + 1] = rgba.1
        self[i + 2] = rgba.2
        self[i + 3] = rgba.3
    }
}
