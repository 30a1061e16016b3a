import Testing
@testable import Raster

@Suite struct BackdropTests {
    @Test func theBoxWidthFollowsTheSVGFormula() {
        // d = ⌊σ · 3√(2π)/4 + 0.5⌋
        #expect(BoxBlur.boxWidth(sigma: 1) == 2)
        #expect(BoxBlur.boxWidth(sigma: 10) == 19)
        #expect(BoxBlur.boxWidth(sigma: 30) == 56)
        #expect(BoxBlur.boxWidth(sigma: .nan) == 0 && BoxBlur.boxWidth(sigma: -2) == 0)
    }

    @Test func aUniformBackdropIsUnchangedByBlurAndSaturation() throws {
        let c = try Canvas(width: 30, height: 20, fill: Color(red: 40, green: 120, blue: 200))
        c.blurBackdrop(Rect(x: 5, y: 5, width: 20, height: 10), radius: 3, saturation: 1)
        #expect(
            c.bitmap.pixels
                == (try Canvas(width: 30, height: 20, fill: Color(red: 40, green: 120, blue: 200))).bitmap.pixels)
    }

    @Test func anEdgeUnderTheMaterialIsBlurredAndOutsideIsNot() throws {
        let c = try Canvas(width: 40, height: 10, fill: .white)
        c.fill(Rect(x: 20, y: 0, width: 20, height: 10), color: .black)
        c.blurBackdrop(Rect(x: 10, y: 0, width: 20, height: 10), radius: 2)
        let row = (0..<40).map { c.bitmap[x: $0, y: 5].red }
        #expect(row[9] == 255 && row[30] == 0)  // outside: untouched
        #expect(row[19] > 128 && row[19] < 255 && row[20] < 128 && row[20] > 0)
        #expect(Int(row[19]) + Int(row[20]) == 255)  // symmetric about the edge
    }

    @Test func zeroSaturationGivesTheRec709Luminance() throws {
        let c = try Canvas(width: 4, height: 4, fill: Color(red: 255, green: 0, blue: 0))
        c.blurBackdrop(Rect(x: 0, y: 0, width: 4, height: 4), radius: 0, saturation: 0)
        // 0.2126 × 255 = 54.2 → coefficients × 4096: 871 · 255 / 4096 = 54.2 → 54
        #expect(c.bitmap[x: 1, y: 1] == px(54, 54, 54, 255))
    }

    @Test func badBlurParametersAreNoted() throws {
        let c = try Canvas(width: 4, height: 4, fill: .white)
        c.blurBackdrop(Rect(x: 0, y: 0, width: 4, height: 4), radius: .nan, saturation: -1)
        c.blurBackdrop(Rect(x: 0, y: .infinity, width: 4, height: 4), radius: 2)
        #expect(
            c.diagnostics == [
                "blurBackdrop: blur radius nan (treated as 0)", "blurBackdrop: saturation -1.0 (treated as 1)",
                "blurBackdrop(Rect(x: 0.0, y: inf, width: 4.0, height: 4.0)): non-finite geometry (ignored)",
            ])
    }
}
