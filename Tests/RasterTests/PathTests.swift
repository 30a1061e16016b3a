import Foundation
import Testing
@testable import Raster

func alphas(_ c: Canvas, row y: Int) -> [UInt8] { (0..<c.bitmap.width).map { c.bitmap[x: $0, y: y].alpha } }

@Suite struct PathFillTests {
    @Test func triangleFillCoversHalfOfTheDiagonalPixels() throws {
        let c = try Canvas(width: 4, height: 4)
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 4, y: 0))
        p.addLine(to: Point(x: 0, y: 4))
        p.closeSubpath()
        c.fill(p, color: .black)
        // pixels on the diagonal are cut in half: 127.5 → 128
        #expect(alphas(c, row: 0) == [255, 255, 255, 128])
        #expect(alphas(c, row: 3) == [128, 0, 0, 0])
    }

    /// Two overlapping squares drawn in the same direction.
    func overlapping() -> Path {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 3, height: 1))
        p.addRect(Rect(x: 1, y: 0, width: 3, height: 1))
        return p
    }

    @Test func nonZeroFillsTheOverlapAndEvenOddLeavesItEmpty() throws {
        let nz = try Canvas(width: 4, height: 1)
        nz.fill(overlapping(), color: .black, rule: .nonZero)
        #expect(alphas(nz, row: 0) == [255, 255, 255, 255])
        let eo = try Canvas(width: 4, height: 1)
        eo.fill(overlapping(), color: .black, rule: .evenOdd)
        #expect(alphas(eo, row: 0) == [255, 0, 0, 255])
    }

    @Test func quadAndCubicCurvesStayWithinTheirControlHull() throws {
        let c = try Canvas(width: 20, height: 20)
        var p = Path()
        p.move(to: Point(x: 0, y: 20))
        p.addQuadCurve(to: Point(x: 20, y: 20), control: Point(x: 10, y: 0))  // apex at y = 10
        p.closeSubpath()
        c.fill(p, color: .black)
        #expect(c.bitmap[x: 10, y: 8].alpha == 0)
        #expect(c.bitmap[x: 10, y: 11].alpha == 255)
        let d = try Canvas(width: 20, height: 20)
        var q = Path()
        q.move(to: Point(x: 0, y: 20))
        q.addCurve(to: Point(x: 20, y: 20), control1: Point(x: 0, y: 0), control2: Point(x: 20, y: 0))  // apex y = 5
        q.closeSubpath()
        d.fill(q, color: .black)
        #expect(d.bitmap[x: 10, y: 3].alpha == 0)
        #expect(d.bitmap[x: 10, y: 6].alpha == 255)
    }

    @Test func ellipseIsSymmetricAndInscribed() throws {
        let c = try Canvas(width: 20, height: 10)
        var p = Path()
        p.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
        c.fill(p, color: .black)
        #expect(c.bitmap[x: 10, y: 5].alpha == 255)
        #expect(c.bitmap[x: 0, y: 0].alpha == 0)
        for y in 0..<10 { for x in 0..<20 { #expect(c.bitmap[x: x, y: y] == c.bitmap[x: 19 - x, y: y]) } }
    }

    @Test func pathWithTwentyThousandPointsFillsItsInterior() throws {
        let c = try Canvas(width: 100, height: 100)
        var p = Path()
        let n = 20_000
        for i in 0..<n {
            let t = 2 * Double.pi * Double(i) / Double(n)
            let r = 40 + 5 * sine(t * 50)
            let pt = Point(x: 50 + r * cosine(t), y: 50 + r * sine(t))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        c.fill(p, color: .black)
        #expect(c.bitmap[x: 50, y: 50].alpha == 255)
        #expect(c.bitmap[x: 2, y: 2].alpha == 0)
    }

    @Test func nonFinitePathIsIgnoredWithADiagnostic() throws {
        let c = try Canvas(width: 4, height: 4)
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: .nan, y: 3))
        c.fill(p, color: .black)
        c.stroke(p, color: .black)
        #expect(c.bitmap.pixels.allSatisfy { $0 == 0 })
        #expect(c.diagnostics.count == 2)
    }

    @Test func deterministicTrigonometryIsAccurate() {
        #expect(abs(sine(Double.pi / 6) - 0.5) < 1e-12)
        #expect(abs(cosine(Double.pi / 3) - 0.5) < 1e-12)
        #expect(abs(acosApprox(0.5) - Double.pi / 3) < 1e-12)
    }
}

@Suite struct StrokeTests {
    func line(_ a: Point, _ b: Point) -> Path {
        var p = Path()
        p.move(to: a)
        p.addLine(to: b)
        return p
    }

    @Test func buttCapsStopAtTheEndPoints() throws {
        let c = try Canvas(width: 10, height: 4)
        c.stroke(line(Point(x: 2, y: 2), Point(x: 8, y: 2)), color: .black, style: StrokeStyle(width: 2))
        #expect(alphas(c, row: 1) == [0, 0, 255, 255, 255, 255, 255, 255, 0, 0])
        #expect(alphas(c, row: 2) == [0, 0, 255, 255, 255, 255, 255, 255, 0, 0])
        #expect(alphas(c, row: 0).allSatisfy { $0 == 0 })
    }

    @Test func squareCapsExtendByHalfTheWidth() throws {
        let c = try Canvas(width: 10, height: 4)
        c.stroke(line(Point(x: 2, y: 2), Point(x: 8, y: 2)), color: .black, style: StrokeStyle(width: 2, cap: .square))
        #expect(alphas(c, row: 1) == [0, 255, 255, 255, 255, 255, 255, 255, 255, 0])
    }

    @Test func roundCapsAddHalfDiscs() throws {
        let c = try Canvas(width: 12, height: 6)
        c.stroke(line(Point(x: 3, y: 3), Point(x: 9, y: 3)), color: .black, style: StrokeStyle(width: 4, cap: .round))
        let r = alphas(c, row: 2)
        #expect(r[0] == 0 && r[1] > 0 && r[1] < 255 && r[11] == 0 && r[10] > 0 && r[10] < 255)
        #expect(r[1] == r[10])
        #expect(r[3...8].allSatisfy { $0 == 255 })
    }

    @Test func overlappingStrokeIsNotDarkerWhereItCrossesItself() throws {
        let c = try Canvas(width: 10, height: 10)
        var p = Path()
        p.move(to: Point(x: 0, y: 5))
        p.addLine(to: Point(x: 10, y: 5))
        p.addLine(to: Point(x: 5, y: 0))
        p.addLine(to: Point(x: 5, y: 10))
        c.stroke(p, color: Color(red: 0, green: 0, blue: 0, alpha: 128), style: StrokeStyle(width: 2, join: .round))
        #expect(c.bitmap[x: 5, y: 5].alpha == 128)
        #expect(c.bitmap[x: 2, y: 5].alpha == 128)
    }

    @Test func miterJoinFillsTheCornerAndBevelCutsIt() throws {
        func corner(_ join: LineJoin) throws -> Canvas {
            let c = try Canvas(width: 10, height: 10)
            var p = Path()
            p.move(to: Point(x: 2, y: 8))
            p.addLine(to: Point(x: 2, y: 2))
            p.addLine(to: Point(x: 8, y: 2))
            c.stroke(p, color: .black, style: StrokeStyle(width: 2, join: join))
            return c
        }
        #expect(try corner(.miter).bitmap[x: 1, y: 1].alpha == 255)
        #expect(try corner(.bevel).bitmap[x: 1, y: 1].alpha == 128)
        let round = try corner(.round).bitmap[x: 1, y: 1].alpha
        #expect(round > 128 && round < 255)
    }

    @Test func sharpMiterBeyondTheLimitIsBevelled() throws {
        func spike(_ limit: Double) throws -> UInt8 {
            let c = try Canvas(width: 40, height: 20)
            var p = Path()
            p.move(to: Point(x: 2, y: 4))
            p.addLine(to: Point(x: 30, y: 10))
            p.addLine(to: Point(x: 2, y: 16))
            c.stroke(p, color: .black, style: StrokeStyle(width: 2, join: .miter, miterLimit: limit))
            return c.bitmap[x: 32, y: 10].alpha
        }
        // the corner angle is 2·atan(6/28): miter length / width = 4.77, tip at x ≈ 34.8
        #expect(try spike(10) > 100)
        #expect(try spike(4) == 0)
        #expect(try spike(5) > 100)
    }

    @Test func strokeWidthScalesWithTheTransform() throws {
        let c = try Canvas(width: 4, height: 2, scale: 2)
        c.stroke(line(Point(x: 0, y: 1), Point(x: 4, y: 1)), color: .black, style: StrokeStyle(width: 1))
        #expect(alphas(c, row: 1) == [255, 255, 255, 255, 255, 255, 255, 255])
        #expect(alphas(c, row: 0).allSatisfy { $0 == 0 })
    }
}

@Suite struct ImageDrawTests {
    func source() throws -> Bitmap {
        try Bitmap(width: 2, height: 1, premultipliedPixels: [255, 0, 0, 255, 0, 0, 255, 255])
    }

    @Test func nearestRepeatsSourcePixels() throws {
        let c = try Canvas(width: 4, height: 1)
        c.draw(try source(), in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .nearest)
        #expect(
            row(c.bitmap, 0, 4) == [px(255, 0, 0, 255), px(255, 0, 0, 255), px(0, 0, 255, 255), px(0, 0, 255, 255)])
    }

    @Test func bilinearBlendsNeighboursInFixedPoint() throws {
        let c = try Canvas(width: 4, height: 1)
        c.draw(try source(), in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .bilinear)
        // sample points −0.25 (clamped), 0.25, 0.75, 1.25 (clamped): weights 64/256 and 192/256
        #expect(
            row(c.bitmap, 0, 4) == [px(255, 0, 0, 255), px(191, 0, 64, 255), px(64, 0, 191, 255), px(0, 0, 255, 255)])
    }

    @Test func fractionalImageEdgesAreAntiAliased() throws {
        let c = try Canvas(width: 3, height: 1)
        c.draw(try Bitmap(width: 1, height: 1, fill: .green), in: Rect(x: 0.5, y: 0, width: 2, height: 1))
        #expect(row(c.bitmap, 0, 3) == [px(0, 128, 0, 128), px(0, 255, 0, 255), px(0, 128, 0, 128)])
    }

    @Test func imagesAreClipped() throws {
        let c = try Canvas(width: 4, height: 1)
        c.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
        c.draw(try source(), in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .nearest)
        #expect(row(c.bitmap, 0, 4).map(\.alpha) == [255, 0, 0, 0])
    }
}
