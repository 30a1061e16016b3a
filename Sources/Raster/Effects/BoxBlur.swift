/// Three successive box blurs per axis, the approximation of a Gaussian blur the SVG and Filter
/// Effects specifications give for `feGaussianBlur` (and that Apple's `UIImage+ImageEffects`
/// sample code (WWDC 2013) runs with vImage to blur backdrops): for a standard deviation `s`,
/// `d = floor(s · 3 · √(2π) / 4 + 0.5)`; an odd `d` is three boxes of width `d` centred on the
/// pixel, an even `d` two boxes of width `d` (centred between the pixel and its left, then its
/// right neighbour) and one of width `d + 1`.
///
/// Integer running sums, one rounded division per pass: the same bytes on every machine. Pixels
/// beyond the buffer's edges repeat the edge pixel (the backdrop of a blur at the screen's edge).
enum BoxBlur {
    /// The box width for a standard deviation in pixels (0 or 1: no blur).
    static func boxWidth(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let s = min(sigma, GaussianKernel.maxSigma)
        return Int((s * 3 * 2.5066282746310002 / 4 + 0.5).rounded(.down))  // √(2π)
    }

    /// How far the blur reaches on each side, in pixels.
    static func reach(sigma: Double) -> Int {
        let d = boxWidth(sigma: sigma)
        return d <= 1 ? 0 : 3 * (d / 2) + 1
    }

    /// Blurs `channels`-interleaved 8-bit pixels in place (`width × height × channels` bytes).
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, channels: Int, sigma: Double) {
        let d = boxWidth(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        // (left, right) extents of the three boxes: a box covers i - left ... i + right.
        let boxes: [(Int, Int)] =
            d % 2 == 1
            ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        var line = [UInt32](repeating: 0, count: max(width, height) * channels)
        var out = [UInt32](repeating: 0, count: max(width, height) * channels)
        pixels.withUnsafeMutableBufferPointer { px in
            line.withUnsafeMutableBufferPointer { lb in
                out.withUnsafeMutableBufferPointer { ob in
                    for y in 0..<height {
                        for i in 0..<(width * channels) { lb[i] = UInt32(px[y * width * channels + i]) }
                        for (l, r) in boxes { pass(lb, ob, count: width, channels: channels, left: l, right: r) }
                        for i in 0..<(width * channels) {
                            px[y * width * channels + i] = UInt8(truncatingIfNeeded: lb[i])
                        }
                    }
                    for x in 0..<width {
                        for y in 0..<height {
                            for c in 0..<channels { lb[y * channels + c] = UInt32(px[(y * width + x) * channels + c]) }
                        }
                        for (l, r) in boxes { pass(lb, ob, count: height, channels: channels, left: l, right: r) }
                        for y in 0..<height {
                            for c in 0..<channels {
                                px[(y * width + x) * channels + c] = UInt8(truncatingIfNeeded: lb[y * channels + c])
                            }
                        }
                    }
                }
            }
        }
    }

    /// One box pass over `count` samples of `channels` values in `v` (result back in `v`), edges
    /// repeated, each output the window's sum divided by its width, rounded to nearest.
    private static func pass(
        _ v: UnsafeMutableBufferPointer<UInt32>, _ tmp: UnsafeMutableBufferPointer<UInt32>,
        count: Int, channels: Int, left: Int, right: Int
    ) {
        let width = UInt32(left + right + 1)
        for c in 0..<channels {
            @inline(__always) func at(_ i: Int) -> UInt32 { v[min(max(i, 0), count - 1) * channels + c] }
            var s: UInt32 = 0
            for i in -left...right { s &+= at(i) }
            for i in 0..<count {
                tmp[i * channels + c] = (s &+ width / 2) / width
                s = s &+ at(i + right + 1) &- at(i - left)
            }
        }
        v.baseAddress!.update(from: tmp.baseAddress!, count: count * channels)
    }
}

extension AlphaPlane {
    /// The plane blurred by three box passes per axis (`BoxBlur`) for standard deviation
    /// `sigma`, on `output` (values outside the plane are 0 here: no edge repetition). Kept to
    /// measure against the exact kernel (`Benchmarks/run raster`).
    public func boxBlurred(sigma: Double, in output: PixelRect) -> AlphaPlane {
        guard !output.isEmpty else {
            return AlphaPlane(rect: PixelRect(x: output.x, y: output.y, width: 0, height: 0), values: [])
        }
        let reach = BoxBlur.reach(sigma: sigma)
        let work = PixelRect(
            x: output.x - reach, y: output.y - reach, width: output.width + 2 * reach, height: output.height + 2 * reach
        )
        var buf = [UInt8](repeating: 0, count: work.width * work.height)
        let src = rect.intersection(work)
        if !src.isEmpty {
            for y in src.y..<src.maxY {
                for x in src.x..<src.maxX { buf[(y - work.y) * work.width + x - work.x] = self[x: x, y: y] }
            }
        }
        BoxBlur.blur(&buf, width: work.width, height: work.height, channels: 1, sigma: sigma)
        var out = [UInt8](repeating: 0, count: output.width * output.height)
        for y in 0..<output.height {
            for x in 0..<output.width { out[y * output.width + x] = buf[(y + reach) * work.width + x + reach] }
        }
        return AlphaPlane(rect: output, values: out)
    }
}
