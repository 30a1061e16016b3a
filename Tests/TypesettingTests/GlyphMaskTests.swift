import Foundation
import Raster
import Testing
@testable import Typesetting

@Suite struct GlyphMaskTests {
    // Inter "H": x bearing 248, advance 1588 wide ink, top 2048, bottom 0 (hb-shape
    // --show-extents), upem 2816. FreeType's unhinted bitmap spans floor(xMin)…ceil(xMax),
    // floor(yMin)…ceil(yMax) of the scaled outline; the baseline is snapped to a whole pixel.
    @Test(arguments: [
        // scale, origin, expected (originX, originY, width, height)
        (1, CGPoint(x: 0, y: 0), (1, 3, 11, 13)),  // 17 px: x 1.50…11.08, top 12.36, baseline round(16.19) = 16
        // 34 px: xMin 2.994 px is 191.6/64, which FreeType rounds to the 26.6 point 192 = 3 px;
        // x 20+3…20+22.17, top 24.73, baseline round((5 + 16.1865) × 2) = 42 (UIKit's ascender).
        (2, CGPoint(x: 10, y: 5), (23, 17, 20, 25)),
        (3, CGPoint(x: 0, y: 0), (4, 11, 30, 38)),  // 51 px: x 4.49…33.25, top 37.09, baseline round(48.56) = 49
    ])
    func aGlyphMaskSitsWhereTheOutlineIs(scale: Int, origin: CGPoint, expected: (Int, Int, Int, Int)) throws {
        let layout = try Typesetter.layout("H", font: .system(size: 17))
        let masks = try Typesetter.glyphMasks(for: layout, at: origin, scale: scale)
        let m = try #require(masks.first)
        #expect(masks.count == 1)
        #expect(m.originX == expected.0)
        #expect(m.originY == expected.1)
        #expect(m.width == expected.2)
        #expect(m.height == expected.3)
        // The stems are solid: some row has full coverage.
        #expect(m.coverage.contains(255))
    }

    @Test func subpixelPositionsAreQuantisedToQuarterPixels() throws {
        let layout = try Typesetter.layout("H", font: .system(size: 17))
        func mask(_ x: Double) throws -> CoverageMask {
            try #require(try Typesetter.glyphMasks(for: layout, at: CGPoint(x: x, y: 0)).first)
        }
        let zero = try mask(0)
        // 0.1 px = 6/64 rounds to quarter 0: identical bytes.
        #expect(try mask(0.1) == zero)
        // 0.3 px = 19/64 rounds to quarter 1: different coverage, same grid cell.
        let quarter = try mask(0.3)
        #expect(quarter.coverage != zero.coverage)
        #expect(quarter.originX == zero.originX)
        // 0.95 px rounds up to the next whole pixel, quarter 0: the same bitmap moved by 1.
        let next = try mask(0.95)
        #expect(next.coverage == zero.coverage)
        #expect(next.originX == zero.originX + 1)
    }

    @Test func glyphsOfALinePlaceByTheirPenPositions() throws {
        let layout = try Typesetter.layout("HH", font: .system(size: 17))
        let masks = try Typesetter.glyphMasks(for: layout, scale: 2)
        #expect(masks.count == 2)
        // The second H is one advance (2084 units = 2084 × 1088 / 2816 = 805.18 → 805/64 pt)
        // further, i.e. 1610/64 = 25.16 px at 2×: pixel 25, quarter (10+8)/16 = 1.
        #expect(masks[1].originX - masks[0].originX == 25)
        #expect(masks[0].originY == masks[1].originY)
        #expect(masks[1].coverage != masks[0].coverage)
    }

    @Test func reRenderingHitsTheGlyphCache() throws {
        let cache = GlyphCache()
        let layout = try Typesetter.layout("Hello, hello", font: .system(size: 17))
        let cold = try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2, cache: cache)
        let afterCold = cache.statistics
        // 12 glyphs; the repeated ones (l l, e, o, …) at the same quarter-pixel phase hit.
        #expect(afterCold.hits + afterCold.misses == 12)
        #expect(afterCold.misses == afterCold.entries)
        let warm = try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2, cache: cache)
        #expect(warm == cold)
        let afterWarm = cache.statistics
        #expect(afterWarm.misses == afterCold.misses)
        #expect(afterWarm.hits == afterCold.hits + 12)
        cache.removeAll()
        #expect(cache.statistics == GlyphCache.Statistics(hits: 0, misses: 0, entries: 0))
    }

    @Test func theCacheIsSafeToShareAcrossTasks() async throws {
        let cache = GlyphCache()
        let layout = try Typesetter.layout("Concurrent مرحبا שלום", font: .system(size: 17))
        let reference = try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2, cache: GlyphCache())
        try await withThrowingTaskGroup(of: [CoverageMask].self) { group in
            for _ in 0..<8 {
                group.addTask { try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2, cache: cache) }
            }
            for try await masks in group { #expect(masks == reference) }
        }
    }
}

@Suite struct HugeOriginAndWidthTests {
    @Test func anOriginBeyondATrillionPointsIsATypedErrorNotATrap() throws {
        let layout = try Typesetter.layout("Hi", font: .system(size: 17))
        #expect(throws: TypesettingError.originOutOfRange(x: 1e18, y: 0)) {
            try Typesetter.glyphImages(for: layout, at: CGPoint(x: 1e18, y: 0), scale: 2)
        }
        #expect(throws: TypesettingError.originOutOfRange(x: 0, y: -.infinity)) {
            try Typesetter.styledGlyphImages(for: layout, at: CGPoint(x: 0, y: -CGFloat.infinity), scale: 1)
        }
        #expect(
            TypesettingError.originOutOfRange(x: 1e18, y: 0).description
                == "glyph origin (1e+18, 0.0) is not finite or beyond ±1000000000000.0 points")
        #expect(try Typesetter.glyphImages(for: layout, at: CGPoint(x: 1e12, y: 0), scale: 4).count == 2)
    }

    @Test(arguments: [TextAlignment.left, .center, .right, .justified])
    func aLayoutWidthOf1e18LaysOutLikeAnUnlimitedOneLine(_ alignment: TextAlignment) throws {
        let wide = try Typesetter.layout("Hello world", font: .system(size: 17), width: 1e18, alignment: alignment)
        let free = try Typesetter.layout("Hello world", font: .system(size: 17))
        #expect(wide.lines.count == 1)
        #expect(wide.lines[0].runs.map(\.width26) == free.lines[0].runs.map(\.width26))
    }
}
