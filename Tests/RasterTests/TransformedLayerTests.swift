import Testing
@testable import Raster

/// `Canvas.beginTransformedLayer(_:extent:)`: a group drawn untransformed and resampled
/// through an affine map onto what is below, inside the clip.
@Suite struct TransformedLayerTests {
    let red = Color(red: 255, green: 0, blue: 0)

    /// A quarter turn about (cx, cy): (x, y) ↦ (cx − (y − cy), cy + (x − cx)).
    func quarterTurn(about cx: Double, _ cy: Double) -> AffineMap {
        AffineMap(a: 1, b: 0, c: 0, d: 1, tx: -cx, ty: -cy)
            .concatenating(AffineMap(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
            .concatenating(AffineMap(a: 1, b: 0, c: 0, d: 1, tx: cx, ty: cy))
    }

    func count(_ b: Bitmap, _ color: Color) -> Int {
        var n = 0
        for y in 0..<b.height { for x in 0..<b.width where b.color(x: x, y: y) == color { n += 1 } }
        return n
    }

    @Test func aQuarterTurnAtScaleTwoMovesEveryPixelExactly() throws {
        let c = try Canvas(width: 50, height: 50, scale: 2)
        c.beginTransformedLayer(quarterTurn(about: 25, 25), extent: Rect(x: 0, y: 0, width: 50, height: 50))
        c.fill(Rect(x: 15, y: 20, width: 20, height: 10), color: red)  // 40 × 20 device pixels
        c.endTransformedLayer()
        #expect(count(c.bitmap, red) == 800)
        // Upright: x 20 ..< 30, y 15 ..< 35 points = device x 40 ..< 60, y 30 ..< 70.
        #expect(c.bitmap.color(x: 40, y: 30) == red && c.bitmap.color(x: 59, y: 69) == red)
        #expect(c.bitmap[x: 39, y: 50].alpha == 0 && c.bitmap[x: 60, y: 50].alpha == 0)
        #expect(c.diagnostics.isEmpty)
    }

    @Test func theClipAppliesWhereTheGroupLandsNotWhereItWasDrawn() throws {
        let c = try Canvas(width: 100, height: 100, scale: 1)
        c.clip(to: Rect(x: 0, y: 0, width: 100, height: 50))  // the top half
        c.beginTransformedLayer(quarterTurn(about: 50, 50), extent: Rect(x: 0, y: 0, width: 100, height: 100))
        c.fill(Rect(x: 30, y: 40, width: 40, height: 20), color: red)  // inside the clip only in part
        c.endTransformedLayer()
        // Turned: x 40 ..< 60, y 30 ..< 70; the clip keeps y 30 ..< 50 (20 × 20).
        #expect(count(c.bitmap, red) == 400)
        #expect(c.bitmap.color(x: 50, y: 49) == red && c.bitmap[x: 50, y: 50].alpha == 0)
    }

    @Test func groupsNestAndARotatedEdgeIsAntiAliased() throws {
        let c = try Canvas(width: 100, height: 100, scale: 1)
        c.beginTransformedLayer(quarterTurn(about: 50, 50), extent: Rect(x: 0, y: 0, width: 100, height: 100))
        c.beginTransformedLayer(quarterTurn(about: 50, 50), extent: Rect(x: 0, y: 0, width: 100, height: 100))
        c.fill(Rect(x: 10, y: 45, width: 30, height: 10), color: red)
        c.endTransformedLayer()
        c.endTransformedLayer()
        // Two quarter turns are a half turn: x 60 ..< 90, y 45 ..< 55.
        #expect(
            count(c.bitmap, red) == 300 && c.bitmap.color(x: 60, y: 45) == red && c.bitmap.color(x: 89, y: 54) == red)
        let d = try Canvas(width: 100, height: 100, scale: 1)
        let eighth = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: -50, ty: -50)
            .concatenating(
                AffineMap(
                    a: 0.7071067811865476, b: 0.7071067811865476, c: -0.7071067811865476, d: 0.7071067811865476, tx: 0,
                    ty: 0)
            )
            .concatenating(AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 50, ty: 50))
        d.beginTransformedLayer(eighth, extent: Rect(x: 0, y: 0, width: 100, height: 100))
        d.fill(Rect(x: 30, y: 30, width: 40, height: 40), color: red)
        d.endTransformedLayer()
        // A diamond: full inside; along row 35 its upper-right side (x = y + 28.28) crosses
        // pixel 63, which is partly covered, between a full pixel and an empty one.
        #expect(d.bitmap.color(x: 50, y: 40) == red)
        let row = (61...66).map { d.bitmap[x: $0, y: 35].alpha }
        #expect(row.first == 255 && row.last == 0 && row.contains { $0 > 0 && $0 < 255 }, "row 35 alphas \(row)")
    }

    @Test func aFlatOrNonFiniteMapDrawsNothingAndSaysWhy() throws {
        let c = try Canvas(width: 20, height: 20, scale: 1)
        c.beginTransformedLayer(
            AffineMap(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0), extent: Rect(x: 0, y: 0, width: 20, height: 20))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: red)
        c.endTransformedLayer()
        #expect(count(c.bitmap, red) == 0 && c.diagnostics.isEmpty)
        c.beginTransformedLayer(
            AffineMap(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), extent: Rect(x: 0, y: 0, width: 20, height: 20))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: red)
        c.endTransformedLayer()
        #expect(count(c.bitmap, red) == 0)
        #expect(c.diagnostics == ["beginTransformedLayer: non-finite map or extent (nothing drawn)"])
        // The state is balanced afterwards: drawing goes on untransformed.
        c.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: red)
        #expect(count(c.bitmap, red) == 4)
    }
}
