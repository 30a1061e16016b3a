import Testing
@testable import Raster

func image(_ w: Int, _ h: Int, _ fill: Color = .white, _ edit: (inout RGBAImage) -> Void = { _ in }) throws -> RGBAImage
{
    var img = try RGBAImage(width: w, height: h, fill: fill)
    edit(&img)
    return img
}

@Suite struct ComparisonTests {
    @Test func identicalImagesTakeTheFastPathAndPass() throws {
        let a = try image(8, 8)
        let r = ImageComparison().compare(expected: a, actual: a)
        #expect(r.identical && r.passed && r.differingPixels == 0 && r.regions.isEmpty)
        #expect(r.comparedPixels == 64)
    }

    @Test func oneChangedPixelIsCountedWithItsRegion() throws {
        let a = try image(8, 8)
        let b = try image(8, 8) { $0[x: 5, y: 2] = .black }
        let r = ImageComparison().compare(expected: a, actual: b)
        #expect(!r.identical && !r.passed)
        #expect(r.differingPixels == 1 && r.antiAliasedPixels == 0)
        #expect(r.regions == [PixelRect(x: 5, y: 2, width: 1, height: 1)])
        #expect(r.differingRatio == 1.0 / 64)
    }

    @Test func changeBelowTheThresholdIsNotADifference() throws {
        let a = try image(4, 4)
        // white → (250, 250, 250): Y delta 5, Δ = 0.5053·25 = 12.6 < 35215·0.1² = 352.15
        let b = try image(4, 4) { $0[x: 1, y: 1] = Color(white: 250) }
        #expect(ImageComparison().compare(expected: a, actual: b).differingPixels == 0)
        // threshold 0.01 → limit 3.52: now it counts
        #expect(
            ImageComparison(options: ComparisonOptions(threshold: 0.01)).compare(expected: a, actual: b).differingPixels
                == 1)
    }

    @Test func thresholdBoundaryIsStrictlyGreaterThan() throws {
        // grey 255 vs 255 − d: Δ = 0.5053·(d·1.00000001)². d = 26 gives 341.6 (≤ 352.15), d = 27 gives 368.4.
        let a = try image(3, 3)
        let b26 = try image(3, 3) { $0[x: 1, y: 1] = Color(white: 229) }
        let b27 = try image(3, 3) { $0[x: 1, y: 1] = Color(white: 228) }
        #expect(ImageComparison().compare(expected: a, actual: b26).differingPixels == 0)
        #expect(ImageComparison().compare(expected: a, actual: b27).differingPixels == 1)
    }

    @Test func transparentPixelsAreBlendedOnWhiteBeforeComparing() throws {
        let a = try image(2, 2, Color(red: 0, green: 0, blue: 0, alpha: 0))
        let b = try image(2, 2, Color(red: 255, green: 255, blue: 255, alpha: 0))
        let r = ImageComparison().compare(expected: a, actual: b)
        #expect(!r.identical && r.differingPixels == 0)
        // half-transparent black vs opaque white: blended (127.5…) vs 255 → differs
        let c = try image(2, 2, Color(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(ImageComparison().compare(expected: c, actual: try image(2, 2)).differingPixels == 4)
    }

    /// A white image with a black 4×4 square at (3, 3) and a grey anti-aliasing pixel beside it.
    func squareWithEdge(grey: UInt8?) throws -> RGBAImage {
        try image(10, 10) { img in
            for y in 3..<7 { for x in 3..<7 { img[x: x, y: y] = .black } }
            if let g = grey { img[x: 7, y: 4] = Color(white: g) }
        }
    }

    @Test func antiAliasedPixelsAreExcusedUnlessIncludeAA() throws {
        let a = try squareWithEdge(grey: nil), b = try squareWithEdge(grey: 128)
        let r = ImageComparison().compare(expected: a, actual: b)
        #expect(r.differingPixels == 0 && r.antiAliasedPixels == 1 && !r.identical && r.passed)
        let strict = ImageComparison(options: ComparisonOptions(includeAA: true)).compare(expected: a, actual: b)
        #expect(strict.differingPixels == 1 && strict.antiAliasedPixels == 0)
    }

    @Test func isolatedChangeInAFlatAreaIsNotAntiAliasing() throws {
        let a = try image(10, 10), b = try image(10, 10) { $0[x: 5, y: 5] = Color(white: 128) }
        #expect(ImageComparison().compare(expected: a, actual: b).differingPixels == 1)
    }

    @Test func differentSizesCompareOverTheUnionAndAlwaysFail() throws {
        let a = try image(4, 3), b = try image(5, 4)
        let r = ImageComparison(options: ComparisonOptions(maxDiffPixels: 100)).compare(expected: a, actual: b)
        // union 5×4 = 20; overlap 4×3 equal; outside: 1 column × 3 + 1 row × 5 = 8
        #expect(r.differingPixels == 8 && r.comparedPixels == 20)
        #expect(r.sizeMismatch && !r.passed)
        #expect(r.expectedSize == (4, 3) && r.actualSize == (5, 4))
        #expect(r.description == "8 of 20 pixels differ; expected 4x3, actual 5x4; regions (0, 0, 5x4) (fail)")
    }

    @Test func maxDiffPixelsAndRatioDecidePassOrFail() throws {
        let a = try image(10, 10)
        let b = try image(10, 10) {
            $0[x: 1, y: 1] = .black; $0[x: 8, y: 8] = .black
        }
        func passes(_ o: ComparisonOptions) -> Bool {
            ImageComparison(options: o).compare(expected: a, actual: b).passed
        }
        #expect(!passes(ComparisonOptions()))
        #expect(passes(ComparisonOptions(maxDiffPixels: 2)))
        #expect(!passes(ComparisonOptions(maxDiffPixels: 1)))
        #expect(passes(ComparisonOptions(maxDiffPixelRatio: 0.02)))
        #expect(!passes(ComparisonOptions(maxDiffPixelRatio: 0.019)))
        #expect(!passes(ComparisonOptions(maxDiffPixels: 5, maxDiffPixelRatio: 0.01)))  // the stricter wins
    }

    @Test func separateChangesGiveSeparateRegionsAndTheCapMergesThem() throws {
        let a = try image(100, 60)
        let b = try image(100, 60) { img in
            for y in 10..<14 { for x in 5..<9 { img[x: x, y: y] = .black } }  // 16 px
            for y in 40..<50 { for x in 70..<95 { img[x: x, y: y] = .red } }  // 250 px
        }
        let r = ImageComparison().compare(expected: a, actual: b)
        #expect(r.differingPixels == 266)
        #expect(
            r.regions == [PixelRect(x: 70, y: 40, width: 25, height: 10), PixelRect(x: 5, y: 10, width: 4, height: 4)])
        let capped = ImageComparison(options: ComparisonOptions(maxRegions: 1)).compare(expected: a, actual: b)
        #expect(capped.regions == [PixelRect(x: 5, y: 10, width: 90, height: 40)])
    }

    @Test func diffImageIsGreyRedAndYellowLikePixelmatch() throws {
        let a = try squareWithEdge(grey: nil)
        var b2 = try squareWithEdge(grey: 128)
        b2[x: 0, y: 9] = Color.black
        let (r, diff) = ImageComparison().compareWithDiff(expected: a, actual: b2)
        #expect(r.differingPixels == 1 && r.antiAliasedPixels == 1)
        #expect(diff[x: 0, y: 9] == Color(red: 255, green: 0, blue: 0))
        #expect(diff[x: 7, y: 4] == Color(red: 255, green: 255, blue: 0))
        // white: 255 + (255.0000026 − 255)·0.1 → 255; black: 255 − 255·0.1 = 229.5 → 229
        // (truncated, as the pixelmatch Python package and C++ port write it)
        #expect(diff[x: 0, y: 0] == Color(white: 255))
        #expect(diff[x: 4, y: 4] == Color(white: 229))
    }

    @Test func diffImageOfDifferentSizesMarksTheOutsideRed() throws {
        let (_, diff) = ImageComparison().compareWithDiff(expected: try image(2, 1), actual: try image(3, 2))
        #expect(diff.width == 3 && diff.height == 2)
        #expect(diff[x: 0, y: 0] == Color(white: 255))
        #expect(diff[x: 2, y: 0] == .red && diff[x: 0, y: 1] == .red)
    }

    @Test func threePaneImagePlacesExpectedDiffActualWithGapsUnderACaptionStrip() throws {
        let e = try image(2, 2, .blue), d = try image(2, 2, .red), a = try image(3, 1, .green)
        let p = ImageComparison.threePane(expected: e, diff: d, actual: a)
        // An 11-pixel caption strip (7-pixel glyphs, 2 above and below), then the panes.
        #expect(p.width == 2 + 4 + 2 + 4 + 3 && p.height == 11 + 2)
        #expect(p[x: 0, y: 11] == .blue && p[x: 6, y: 12] == .red && p[x: 12, y: 11] == .green)
        #expect(p[x: 2, y: 11] == Color(white: 160) && p[x: 2, y: 0] == Color(white: 160))
        #expect(p[x: 12, y: 12] == .white)
        #expect(p[x: 0, y: 0] == Color(white: 235))
    }

    @Test func threePaneCaptionsNameEachPaneCentredOverIt() throws {
        let p = ImageComparison.threePane(
            expected: try image(60, 20, .blue), diff: try image(60, 20, .red), actual: try image(60, 20, .green))
        let ink = Color(white: 60), strip = Color(white: 235)
        // "expected" is 47 pixels wide: from x = 6; its "e" has ink at (1, 2) of its cell.
        #expect(p[x: 7, y: 4] == ink && p[x: 6, y: 4] == strip && p[x: 5, y: 4] == strip)
        // "diff" (23 pixels) from x = 64 + 18: its "d" has ink at (4, 0).
        #expect(p[x: 86, y: 2] == ink && p[x: 85, y: 2] == strip)
        // "actual" (35 pixels) from x = 128 + 12: its "a" has ink at (1, 2).
        #expect(p[x: 141, y: 4] == ink && p[x: 140, y: 4] == strip)
        // Nothing is drawn left of the first caption or right of the last.
        #expect((0..<11).allSatisfy { y in (0..<6).allSatisfy { p[x: $0, y: y] == strip } })
        #expect((0..<11).allSatisfy { y in (175..<188).allSatisfy { p[x: $0, y: y] == strip } })
        // Taller panes get a larger font: 400 pixels, scale 2, a 22-pixel strip.
        let tall = ImageComparison.threePane(
            expected: try image(60, 400, .blue), diff: try image(60, 400, .red), actual: try image(60, 400, .green))
        #expect(tall.height == 22 + 400 && tall[x: 0, y: 22] == .blue && tall[x: 0, y: 21] == strip)
    }

    @Test func paintedBitmapsCompareThroughTheirStraightImages() throws {
        let c1 = try Canvas(width: 20, height: 20, fill: .white)
        c1.fill(Rect(x: 2, y: 2, width: 10, height: 10), cornerRadii: CornerRadii(all: 3), color: .blue)
        let c2 = try Canvas(width: 20, height: 20, fill: .white)
        c2.fill(Rect(x: 2, y: 2, width: 10, height: 10), cornerRadii: CornerRadii(all: 3), color: .blue)
        c2.fill(Rect(x: 15, y: 15, width: 2, height: 2), color: .black)
        let r = ImageComparison().compare(expected: c1.bitmap.straightImage(), actual: c2.bitmap.straightImage())
        #expect(r.differingPixels == 4)
        #expect(r.regions == [PixelRect(x: 15, y: 15, width: 2, height: 2)])
    }

    @Test func lookupTableDeltaEqualsTheReferenceFormulaBitForBit() {
        let lut = ColorLUT()
        defer { lut.free() }
        var s: UInt64 = 12345
        func next() -> UInt32 {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            let v = UInt32(truncatingIfNeeded: s >> 32)
            return (s & 3) == 0 ? v : v | 0xFF00_0000  // a quarter translucent
        }
        for _ in 0..<100_000 {
            let p = next(), q = next()
            #expect(lut.delta(p, q).bitPattern == yiqDelta(p, q).bitPattern)
            let (r, g, b) = blendedRGB(p)
            #expect(lut.y(p).bitPattern == rgb2y(r, g, b).bitPattern)
            #expect(lut.gray(p) == grayPixel(p, alpha: 0.1))
        }
    }

    @Test func parallelBandsGiveTheSameCountsAndRegionsAsOneBand() throws {
        let w = 1100, h = 1000  // above the 1 MP threshold for bands
        let a = try image(w, h) { img in
            for y in stride(from: 3, to: h, by: 37) {
                for x in stride(from: 5, to: w, by: 11) { img[x: x, y: y] = Color(white: 90) }
            }
        }
        let b = try image(w, h) { img in
            for y in stride(from: 3, to: h, by: 37) {
                for x in stride(from: 5, to: w, by: 11) { img[x: x, y: y] = Color(white: 90) }
            }
            for y in 400..<420 { for x in 100..<900 { img[x: x, y: y] = .red } }
            for y in stride(from: 0, to: h, by: 53) { img[x: (y * 7) % w, y: y] = .black }
        }
        let banded = ImageComparison().compare(expected: a, actual: b)
        let single = a.pixels.withUnsafeBytes { ab in
            b.pixels.withUnsafeBytes { bb in
                OverlapJob(
                    e: ab.baseAddress!.assumingMemoryBound(to: UInt32.self), es: w,
                    a: bb.baseAddress!.assumingMemoryBound(to: UInt32.self), as_: w, w: w, h: h,
                    out: nil, outStride: w, unionWidth: w, unionHeight: h, options: ComparisonOptions()
                )
                .run(band: 0, of: 1)
            }
        }
        #expect(banded.differingPixels == single.diff)
        #expect(banded.antiAliasedPixels == single.aa)
        #expect(banded.regions == single.tiles.regions(max: 10))
        #expect(banded.differingPixels == 800 * 20 + 19)
    }
}
