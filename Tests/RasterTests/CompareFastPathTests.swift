import Testing
@testable import Raster

/// pixelmatch written out plainly, pixel by pixel (the direct colour formulas, the reference's
/// loops and early returns): the oracle for the comparison's skipping and unrolled paths.
struct NaivePixelmatch {
    let w: Int
    let h: Int
    let e: [UInt32]
    let a: [UInt32]

    init(_ ei: RGBAImage, _ ai: RGBAImage) {
        precondition(ei.width == ai.width && ei.height == ai.height)
        w = ei.width
        h = ei.height
        e = ei.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        a = ai.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    }

    func siblings(_ img: [UInt32], _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img[y * w + x] == img[y1 * w + x1] {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    func antialiased(_ img: [UInt32], _ x1: Int, _ y1: Int, _ other: [UInt32]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var lo = 0.0, hi = 0.0, loX = 0, loY = 0, hiX = 0, hiY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let d = brightnessDelta(img[y1 * w + x1], img[y * w + x])
                if d == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if d < lo {
                    lo = d; loX = x; loY = y
                } else if d > hi {
                    hi = d; hiX = x; hiY = y
                }
            }
        }
        if lo == 0 || hi == 0 { return false }
        return (siblings(img, loX, loY) && siblings(other, loX, loY))
            || (siblings(img, hiX, hiY) && siblings(other, hiX, hiY))
    }

    /// (counted, excused as anti-aliasing, diff image pixels)
    func run(threshold: Double = 0.1, includeAA: Bool = false) -> (diff: Int, aa: Int, out: [UInt32]) {
        let maxDelta = 35215 * threshold * threshold
        var diff = 0, aa = 0
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                if yiqDelta(e[i], a[i]) > maxDelta {
                    if !includeAA && (antialiased(e, x, y, a) || antialiased(a, x, y, e)) {
                        aa += 1
                        out[i] = 0xFF00_FFFF
                    } else {
                        diff += 1
                        out[i] = 0xFF00_00FF
                    }
                } else {
                    out[i] = grayPixel(e[i], alpha: 0.1)
                }
            }
        }
        return (diff, aa, out)
    }
}

/// A small deterministic generator of UI-like test images: flat rectangles from a palette with
/// translucent colours, one-pixel anti-aliasing-like greys and edits of the second image.
struct ImageGen {
    var s: UInt64
    init(seed: UInt64) { s = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next(_ n: Int) -> Int {
        s = s &* 6364136223846793005 &+ 1442695040888963407
        return Int((s >> 33) % UInt64(n))
    }
    static let palette: [Color] = [
        .white, .black, Color(white: 128), Color(red: 0, green: 122, blue: 255),
        Color(red: 255, green: 59, blue: 48), Color(white: 200, alpha: 128),
        Color(red: 10, green: 10, blue: 10, alpha: 0), Color(white: 250),
    ]
    mutating func color() -> Color { ImageGen.palette[next(ImageGen.palette.count)] }
    mutating func paint(_ img: inout RGBAImage, rects: Int, maxSide: Int) {
        for _ in 0..<rects {
            let c = color()
            let x0 = next(img.width), y0 = next(img.height)
            let x1 = min(img.width, x0 + 1 + next(maxSide)), y1 = min(img.height, y0 + 1 + next(maxSide))
            for y in y0..<y1 { for x in x0..<x1 { img[x: x, y: y] = c } }
        }
    }
    mutating func sprinkle(_ img: inout RGBAImage, count: Int) {
        for _ in 0..<count {
            img[x: next(img.width), y: next(img.height)] = next(2) == 0 ? color() : Color(white: UInt8(next(256)))
        }
    }
}

func bandedCounts(_ e: RGBAImage, _ a: RGBAImage, bands: Int, options: ComparisonOptions = ComparisonOptions())
    -> (diff: Int, aa: Int, tiles: RegionTiles)
{
    e.pixels.withUnsafeBytes { eb in
        a.pixels.withUnsafeBytes { ab in
            OverlapJob(
                e: eb.baseAddress!.assumingMemoryBound(to: UInt32.self), es: e.width,
                a: ab.baseAddress!.assumingMemoryBound(to: UInt32.self), as_: a.width, w: e.width, h: e.height,
                out: nil, outStride: e.width, unionWidth: e.width, unionHeight: e.height, options: options
            )
            .run(band: 0, of: bands)
        }
    }
}

@Suite struct ComparisonFastPathTests {
    func check(
        _ e: RGBAImage, _ a: RGBAImage, threshold: Double = 0.1, includeAA: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (diff: Int, aa: Int) {
        let ref = NaivePixelmatch(e, a).run(threshold: threshold, includeAA: includeAA)
        let cmp = ImageComparison(options: ComparisonOptions(threshold: threshold, includeAA: includeAA))
        let r = cmp.compare(expected: e, actual: a)
        #expect(r.differingPixels == ref.diff, sourceLocation: sourceLocation)
        #expect(r.antiAliasedPixels == ref.aa, sourceLocation: sourceLocation)
        let (rd, diff) = cmp.compareWithDiff(expected: e, actual: a)
        #expect(rd.differingPixels == ref.diff && rd.antiAliasedPixels == ref.aa, sourceLocation: sourceLocation)
        let diffPixels = diff.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        #expect(diffPixels == ref.out, sourceLocation: sourceLocation)
        return (ref.diff, ref.aa)
    }

    @Test func randomUILikePairsCountExactlyLikeThePlainAlgorithm() throws {
        let sizes = [(1, 1), (1, 9), (9, 1), (2, 2), (3, 3), (4, 7), (9, 5), (17, 3), (64, 40), (70, 33), (130, 70)]
        var totals = (diff: 0, aa: 0)
        for (k, (w, h)) in sizes.enumerated() {
            for seed in 0..<6 {
                var g = ImageGen(seed: UInt64(k * 100 + seed))
                var e = try RGBAImage(width: w, height: h, fill: .white)
                g.paint(&e, rects: 3 + w * h / 200, maxSide: max(2, w / 3))
                g.sprinkle(&e, count: w * h / 20)
                var a = e
                g.paint(&a, rects: 1 + w * h / 600, maxSide: max(2, w / 5))
                g.sprinkle(&a, count: 1 + w * h / 15)
                let r = check(e, a)
                totals.diff += r.diff
                totals.aa += r.aa
                _ = check(e, a, threshold: 0.05, includeAA: true)
            }
        }
        // the oracle's totals over all pairs; both kinds of pixel occur
        #expect(totals.diff == 13636)
        #expect(totals.aa == 1389)
    }

    @Test func differencesAtEdgesAndCornersOnly() throws {
        let (w, h) = (40, 30)
        var g = ImageGen(seed: 7)
        var e = try RGBAImage(width: w, height: h, fill: .white)
        g.paint(&e, rects: 12, maxSide: 12)
        var a = e
        for x in 0..<w { a[x: x, y: 0] = .black; a[x: x, y: h - 1] = Color(white: 90) }
        for y in 0..<h { a[x: 0, y: y] = .red; a[x: w - 1, y: y] = Color(white: 60, alpha: 200) }
        let r = check(e, a)
        #expect(r.diff + r.aa > 0)
        // only the four corners
        var c = e
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] { c[x: x, y: y] = .black }
        let rc = check(e, c)
        #expect(
            rc.diff + rc.aa
                == [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)].filter {
                    yiqDelta(e[x: $0.0, y: $0.1].packed, Color.black.packed) > 352.15
                }.count)
    }

    @Test func singleDifferingPixelAnywhereInA64PixelChunk() throws {
        let w = 150, h = 5
        let e = try image(w, h, Color(red: 0, green: 122, blue: 255))
        for x in [0, 1, 7, 8, 63, 64, 65, 127, 128, 143, 144, 148, 149] {
            for y in 0..<h {
                let a = try image(w, h, Color(red: 0, green: 122, blue: 255)) { $0[x: x, y: y] = .white }
                let r = ImageComparison().compare(expected: e, actual: a)
                #expect(r.differingPixels == 1 && r.antiAliasedPixels == 0)
                #expect(r.regions == [PixelRect(x: x, y: y, width: 1, height: 1)])
            }
        }
    }

    @Test func everyPixelDiffering() throws {
        let e = try image(33, 21, .white), a = try image(33, 21, .black)
        let r = ImageComparison().compare(expected: e, actual: a)
        #expect(r.differingPixels == 33 * 21 && r.antiAliasedPixels == 0)
        #expect(r.regions == [PixelRect(x: 0, y: 0, width: 33, height: 21)])
        #expect(check(e, a) == (33 * 21, 0))
    }

    @Test func recolouredFlatAreasCountWholeBlocks() throws {
        // a 40×6 card inside a 64×12 image: its 8-pixel blocks take the flat-block path
        func card(_ c: Color) throws -> RGBAImage {
            try image(64, 12, .white) { img in for y in 3..<9 { for x in 12..<52 { img[x: x, y: y] = c } } }
        }
        let blue = try card(Color(red: 0, green: 122, blue: 255))
        #expect(check(blue, try card(Color(red: 255, green: 59, blue: 48))) == (240, 0))
        // below the threshold: (0, 122, 255) → (0, 124, 255): Δ = 0.5053·(2·0.58662247)² + … < 352.15
        #expect(check(blue, try card(Color(red: 0, green: 124, blue: 255))) == (0, 0))
        let r = ImageComparison().compare(expected: blue, actual: try card(.black))
        #expect(r.regions == [PixelRect(x: 12, y: 3, width: 40, height: 6)])
    }

    @Test func differentSizesUseEachImagesOwnRowStride() throws {
        // expected 100×40, actual 121×47: the overlap is compared with each image's stride
        var g = ImageGen(seed: 5)
        var e = try RGBAImage(width: 100, height: 40, fill: .white)
        g.paint(&e, rects: 10, maxSide: 30)
        g.sprinkle(&e, count: 100)
        var a = try RGBAImage(width: 121, height: 47, fill: .white)
        for y in 0..<40 { for x in 0..<100 { a[x: x, y: y] = e[x: x, y: y] } }
        for y in 5..<20 { for x in 9..<70 { a[x: x, y: y] = Color(red: 255, green: 59, blue: 48) } }
        g.sprinkle(&a, count: 60)
        var ea = try RGBAImage(width: 100, height: 40, fill: .white)  // the overlap of a
        for y in 0..<40 { for x in 0..<100 { ea[x: x, y: y] = a[x: x, y: y] } }
        let ref = NaivePixelmatch(e, ea).run()
        let outside = 121 * 47 - 100 * 40
        let r = ImageComparison().compare(expected: e, actual: a)
        #expect(r.differingPixels == ref.diff + outside && r.antiAliasedPixels == ref.aa)
        let (rd, diff) = ImageComparison().compareWithDiff(expected: e, actual: a)
        #expect(rd.differingPixels == r.differingPixels && rd.antiAliasedPixels == r.antiAliasedPixels)
        for y in 0..<40 {
            for x in 0..<100 { #expect(diff[x: x, y: y].packed == ref.out[y * 100 + x]) }
        }
        #expect(diff[x: 110, y: 3] == .red && diff[x: 3, y: 45] == .red)
        #expect(ref.diff == 930)
        #expect(ref.aa == 6)
    }

    @Test func alphaOnlyDifferences() throws {
        // opaque white vs transparent white: equal once blended on white → no difference
        let e = try image(12, 12, .white), a = try image(12, 12, Color(white: 255, alpha: 0))
        let r = ImageComparison().compare(expected: e, actual: a)
        #expect(!r.identical && r.differingPixels == 0 && r.antiAliasedPixels == 0)
        // opaque black vs transparent black: black vs white after blending → every pixel
        let b = try image(12, 12, .black), c = try image(12, 12, Color(white: 0, alpha: 0))
        #expect(ImageComparison().compare(expected: b, actual: c).differingPixels == 144)
        // a patch of alpha 255 → 250 on black: Δ = 0.5053·(5·1.00000001)² = 12.6 ≤ 352.15
        let d = try image(12, 12, .black) { img in
            for y in 4..<8 { for x in 4..<8 { img[x: x, y: y] = Color(white: 0, alpha: 250) } }
        }
        #expect(check(b, d) == (0, 0))
        // alpha 255 → 200: blended 55, Δ = 0.5053·55² = 1528.5 → 16 counted
        let f = try image(12, 12, .black) { img in
            for y in 4..<8 { for x in 4..<8 { img[x: x, y: y] = Color(white: 0, alpha: 200) } }
        }
        #expect(check(b, f) == (16, 0))
    }

    @Test func differencesTouchingStripeAndBandBoundaries() throws {
        let w = 1050, h = 1000  // ≥ 1 MP: 4 bands of interleaved 32-row stripes
        var g = ImageGen(seed: 99)
        var e = try RGBAImage(width: w, height: h, fill: .white)
        g.paint(&e, rects: 300, maxSide: 60)
        var a = e
        for y in [0, 31, 32, 63, 64, 95, 96, 127, 128, 511, 512, 998, 999] {
            for x in stride(from: y % 5, to: w, by: 3) { a[x: x, y: y] = .black }
        }
        for y in 100..<140 { for x in 200..<260 { a[x: x, y: y] = Color(red: 255, green: 59, blue: 48) } }
        let ref = NaivePixelmatch(e, a).run()
        let banded = ImageComparison().compare(expected: e, actual: a)
        #expect(banded.differingPixels == ref.diff && banded.antiAliasedPixels == ref.aa)
        for bands in [1, 2, 3] {
            var sum = (diff: 0, aa: 0)
            var tiles = RegionTiles(width: w, height: h)
            for k in 0..<bands {
                let r = e.pixels.withUnsafeBytes { eb in
                    a.pixels.withUnsafeBytes { ab in
                        OverlapJob(
                            e: eb.baseAddress!.assumingMemoryBound(to: UInt32.self), es: w,
                            a: ab.baseAddress!.assumingMemoryBound(to: UInt32.self), as_: w, w: w, h: h,
                            out: nil, outStride: w, unionWidth: w, unionHeight: h, options: ComparisonOptions()
                        )
                        .run(band: k, of: bands)
                    }
                }
                sum.diff += r.diff
                sum.aa += r.aa
                tiles.merge(r.tiles)
            }
            #expect(sum.diff == ref.diff && sum.aa == ref.aa)
            #expect(tiles.regions(max: 10) == banded.regions)
        }
        #expect(ref.diff == 6069)
        #expect(ref.aa == 0)
    }
}

extension Color {
    /// The pixel as the comparison reads it (RGBA bytes as a little-endian UInt32).
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }
}
