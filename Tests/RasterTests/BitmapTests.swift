import Testing
@testable import Raster

@Suite struct BitmapTests {
    @Test func zeroSizeBitmapThrowsInvalidSize() {
        #expect(throws: RasterError.invalidSize(width: 0, height: 10, reason: "width and height must be at least 1")) {
            try Bitmap(width: 0, height: 10)
        }
    }

    @Test func hugeBitmapIsRefusedBeforeAllocating() {
        #expect(throws: RasterError.invalidSize(width: 40000, height: 10, reason: "a side is above 32768 pixels")) {
            try Bitmap(width: 40000, height: 10)
        }
        #expect(throws: RasterError.invalidSize(width: 20000, height: 20000, reason: "more than 67108864 pixels")) {
            try Bitmap(width: 20000, height: 20000)
        }
    }

    @Test func nonFiniteOrZeroScaleIsRefused() {
        #expect(throws: RasterError.invalidScale(0)) { try Bitmap(width: 1, height: 1, scale: 0) }
        #expect(throws: RasterError.self) { try Bitmap(width: 1, height: 1, scale: .nan) }
    }

    @Test func canvasWithNaNPointSizeThrowsInsteadOfTrapping() {
        #expect(throws: RasterError.self) { try Canvas(width: .nan, height: 10, scale: 2) }
        #expect(throws: RasterError.self) { try Canvas(width: 1e300, height: 10, scale: 2) }
    }

    @Test func canvasPixelSizeIsPointSizeTimesScale() throws {
        let c = try Canvas(width: 390, height: 844, scale: 3)
        #expect(c.bitmap.width == 1170)
        #expect(c.bitmap.height == 2532)
        #expect(c.transform == Transform(scale: 3))
    }

    @Test func fillColorIsStoredPremultiplied() throws {
        let b = try Bitmap(width: 2, height: 1, fill: Color(red: 200, green: 100, blue: 50, alpha: 128))
        // 200·128/255 = 100.39 → 100; 100·128/255 = 50.2 → 50; 50·128/255 = 25.1 → 25
        #expect(b[x: 1, y: 0] == PremultipliedColor(red: 100, green: 50, blue: 25, alpha: 128))
        #expect(b.pixels.count == 8)
    }

    @Test func unpremultiplyRoundsToNearest() {
        #expect(
            PremultipliedColor(red: 100, green: 50, blue: 25, alpha: 128).straight
                == Color(red: 199, green: 100, blue: 50, alpha: 128))
        #expect(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0).straight == .clear)
    }

    @Test func premultipliedToStraightToPremultipliedIsLosslessForEveryValue() throws {
        var px: [UInt8] = []
        for a in 0...255 {
            for c in 0...a { px += [UInt8(c), UInt8(c / 2), 0, UInt8(a)] }
        }
        let b = try Bitmap(width: px.count / 4 / 16, height: 16, premultipliedPixels: px)
        let back = try Bitmap(b.straightImage())
        #expect(back.pixels == b.pixels)
    }

    @Test func wrongPixelCountIsATypedError() {
        #expect(throws: RasterError.invalidPixelData(expected: 16, actual: 3)) {
            try RGBAImage(width: 2, height: 2, pixels: [1, 2, 3])
        }
    }

    @Test func transformMapsPointsWithScaleThenTranslation() {
        let t = Transform(scale: 3).translatedBy(x: 10, y: 20)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 33, y: 63))
        #expect(t.apply(Rect(x: 0, y: 0, width: 2, height: -1)) == Rect(x: 30, y: 57, width: 6, height: 3))
    }

    @Test func radiiLargerThanTheRectangleAreClampedToHalfTheShorterSide() {
        let r = CornerRadii(all: 100).clamped(to: Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(r == CornerRadii(all: 5))
        let mixed = CornerRadii(topLeft: 30, topRight: 10, bottomRight: -4, bottomLeft: 0)
            .clamped(to: Rect(x: 0, y: 0, width: 20, height: 100))
        // top side needs 40 for 20 → factor 0.5
        #expect(mixed == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 0))
    }
}
