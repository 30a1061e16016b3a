import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import Raster

@Suite struct GradientTests {
    let red = Color.red, blue = Color.blue

    @Test func stopsAtPixelCentresGiveTheStopColoursExactly() throws {
        let c = try Canvas(width: 1, height: 4)
        // Pixel centres are at t = 0.125, 0.375, 0.625, 0.875 of the 4-pixel axis.
        let g = Gradient(stops: [.init(location: 0.125, color: red), .init(location: 0.875, color: blue)])
        c.fill(nil, gradient: g, shading: .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 4)))
        #expect(c.bitmap[x: 0, y: 0] == px(255, 0, 0, 255))
        #expect(c.bitmap[x: 0, y: 3] == px(0, 0, 255, 255))
        // A third and two thirds of the way: f = ⌊16384·65536 / 49152⌋ = 21845 and 43690;
        // 255 − 255·f/65536 rounded: 170 and 85; the blue channel mirrors it.
        #expect(c.bitmap[x: 0, y: 1] == px(170, 0, 85, 255))
        #expect(c.bitmap[x: 0, y: 2] == px(85, 0, 170, 255))
    }

    @Test func coloursAreInterpolatedUnpremultiplied() {
        // White to transparent black: the middle is half-transparent grey (CAGradientLayer's grey band).
        let g = Gradient(colors: [.white, .clear])
        #expect(g.color(at: 32768) == Color(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(g.color(at: 0) == .white && g.color(at: 65536) == .clear)
    }

    @Test func horizontalAndVerticalAxesGiveTheSameColoursTransposed() throws {
        let g = Gradient(colors: [red, Color(red: 0, green: 200, blue: 40), blue])
        let h = try Canvas(width: 7, height: 3)
        h.fill(nil, gradient: g, shading: .axial(start: Point(x: 0, y: 0), end: Point(x: 7, y: 0)))
        let v = try Canvas(width: 3, height: 7)
        v.fill(nil, gradient: g, shading: .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 7)))
        for i in 0..<7 {
            for j in 0..<3 { #expect(h.bitmap[x: i, y: j] == v.bitmap[x: j, y: i]) }
        }
        // A diagonal axis through the same positions agrees with the general per-pixel path.
        #expect(h.bitmap[x: 3, y: 0] == px(0, 200, 40, 255))
    }

    @Test func withoutExtendOptionsNothingIsDrawnBeyondTheEnds() throws {
        let c = try Canvas(width: 10, height: 1)
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .axial(start: Point(x: 3, y: 0), end: Point(x: 7, y: 0)), options: [])
        #expect(c.bitmap[x: 2, y: 0] == clearPx && c.bitmap[x: 7, y: 0] == clearPx)
        #expect(c.bitmap[x: 3, y: 0].alpha == 255 && c.bitmap[x: 6, y: 0].alpha == 255)
        let e = try Canvas(width: 10, height: 1)
        e.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .axial(start: Point(x: 3, y: 0), end: Point(x: 7, y: 0)))
        #expect(e.bitmap[x: 0, y: 0] == px(255, 0, 0, 255) && e.bitmap[x: 9, y: 0] == px(0, 0, 255, 255))
    }

    @Test func aRadialGradientBetweenConcentricCirclesGoesByDistance() throws {
        let c = try Canvas(width: 21, height: 21)
        let g = Gradient(colors: [.white, .black])
        c.fill(
            nil, gradient: g,
            shading: .radial(
                startCenter: Point(x: 10.5, y: 10.5), startRadius: 0,
                endCenter: Point(x: 10.5, y: 10.5), endRadius: 10))
        // 5 points from the centre in any axis direction: t = 0.5, grey 128.
        for (x, y) in [(15, 10), (5, 10), (10, 15), (10, 5)] { #expect(c.bitmap[x: x, y: y] == px(128, 128, 128, 255)) }
        #expect(c.bitmap[x: 10, y: 10] == px(255, 255, 255, 255))
        #expect(c.bitmap[x: 0, y: 0] == px(0, 0, 0, 255))  // beyond the end circle: extended
    }

    @Test func anEllipticalGradientScalesEachAxisByItsRadius() throws {
        let c = try Canvas(width: 21, height: 11)
        c.fill(
            nil, gradient: Gradient(colors: [.white, .black]),
            shading: .elliptical(center: Point(x: 10.5, y: 5.5), radiusX: 10, radiusY: 4))
        #expect(c.bitmap[x: 15, y: 5] == px(128, 128, 128, 255))  // 5 of 10 across: t = 0.5
        #expect(c.bitmap[x: 10, y: 7] == px(128, 128, 128, 255))  // 2 of 4 down: t = 0.5
        #expect(c.bitmap[x: 10, y: 8] != c.bitmap[x: 15, y: 5])  // 3 of 4 down: t = 0.75
    }

    @Test func aConicGradientGoesClockwiseFromItsAngle() throws {
        let c = try Canvas(width: 21, height: 21)
        let colors: [Color] = [
            red, Color(red: 0, green: 255, blue: 0), blue, Color(red: 255, green: 255, blue: 0), red,
        ]
        c.fill(nil, gradient: Gradient(colors: colors), shading: .conic(center: Point(x: 10.5, y: 10.5), angle: 0))
        #expect(c.bitmap[x: 15, y: 10] == px(255, 0, 0, 255))  // 0: along +x
        #expect(c.bitmap[x: 10, y: 15] == px(0, 255, 0, 255))  // a quarter turn clockwise: down
        #expect(c.bitmap[x: 5, y: 10] == px(0, 0, 255, 255))  // half a turn
        #expect(c.bitmap[x: 10, y: 5] == px(255, 255, 0, 255))  // three quarters: up
    }

    @Test func degenerateGradientsAreRefusedWithANote() throws {
        let c = try Canvas(width: 4, height: 4)
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .axial(start: Point(x: 1, y: 1), end: Point(x: 1, y: 1)))
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]), shading: .elliptical(center: .zero, radiusX: 0, radiusY: 3))
        c.fill(nil, gradient: Gradient(colors: []), shading: .axial(start: .zero, end: Point(x: 1, y: 0)))
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .axial(start: Point(x: .nan, y: 0), end: Point(x: 1, y: 0)))
        #expect(
            c.diagnostics == [
                "fill(gradient): axial gradient from Point(x: 1.0, y: 1.0) to itself (nothing drawn)",
                "fill(gradient): elliptical gradient with radii 0.0 × 3.0 (nothing drawn)",
                "fill(gradient): no colour stops (nothing drawn)",
                "fill(gradient): non-finite geometry (ignored)",
            ])
        #expect(c.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func extremeFiniteGeometryNeverTraps() throws {
        // dx² overflows to ∞ (positions ∞ / ∞ = NaN: nothing drawn there); tiny radii give ∞.
        let c = try Canvas(width: 4, height: 2)
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .axial(start: Point(x: -1e200, y: 0), end: Point(x: 1e200, y: 0)))
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .elliptical(center: .zero, radiusX: 1e-300, radiusY: 1e-300))
        c.fill(
            nil, gradient: Gradient(colors: [red, blue]),
            shading: .radial(startCenter: .zero, startRadius: 1e300, endCenter: Point(x: 1e300, y: 0), endRadius: 0))
        #expect(c.diagnostics.isEmpty)
        #expect(c.bitmap[x: 0, y: 0] == px(0, 0, 255, 255))  // the elliptical one, beyond its end
    }

    @Test func tooManyStopsNaNLocationsAndDisorderAreNormalised() {
        let many = (0..<10_050).map { Gradient.Stop(location: Double($0) / 10_049, color: .black) }
        let g = Gradient(stops: many)
        #expect(g.stops.count == 10_000)
        #expect(g.notes == ["gradient has 10050 stops; only the first 10000 are used"])
        let odd = Gradient(stops: [
            .init(location: 0.8, color: blue), .init(location: .nan, color: .white),
            .init(location: -1, color: red),
        ])
        #expect(odd.stops == [.init(location: 0, color: red), .init(location: 0.8, color: blue)])
        #expect(
            odd.notes == [
                "gradient: 1 stops with a NaN location dropped", "gradient: locations outside 0...1 clamped",
                "gradient: stops sorted by location",
            ])
    }

    @Test func theExplicitArctangentMatchesLibm() {
        var worst = 0.0
        for i in -200...200 {
            for j in [-3.0, -0.7, 0.001, 1, 5] {
                let y = Double(i) / 37, x = j
                worst = max(worst, abs(deterministicAtan2(y, x) - atan2(y, x)))
            }
        }
        #expect(worst < 1e-14)
        #expect(deterministicAtan2(0, -1) == Double.pi && deterministicAtan2(1, 0) == Double.pi / 2)
    }
}

@Suite struct DashAndTrimTests {
    func line(_ x0: Double, _ x1: Double, y: Double = 1) -> Path {
        var p = Path()
        p.move(to: Point(x: x0, y: y))
        p.addLine(to: Point(x: x1, y: y))
        return p
    }

    /// Which pixels of row 1 the stroke covers fully.
    func covered(_ c: Canvas, _ n: Int) -> String {
        String((0..<n).map { c.bitmap[x: $0, y: 1].alpha == 255 ? "#" : c.bitmap[x: $0, y: 1].alpha == 0 ? "." : "+" })
    }

    @Test func aDashPatternAlternatesDrawnAndSkippedLengths() throws {
        let c = try Canvas(width: 20, height: 3)
        c.stroke(line(0, 20, y: 1.5), color: .black, style: StrokeStyle(width: 1, dashPattern: [4, 2]))
        #expect(covered(c, 20) == "####..####..####..##")
        let p = try Canvas(width: 20, height: 3)
        p.stroke(line(0, 20, y: 1.5), color: .black, style: StrokeStyle(width: 1, dashPattern: [4, 2], dashPhase: 1))
        #expect(covered(p, 20) == "###..####..####..###")
    }

    @Test func anOddPatternRepeatsWithOnAndOffSwapped() throws {
        let c = try Canvas(width: 12, height: 3)
        c.stroke(line(0, 12, y: 1.5), color: .black, style: StrokeStyle(width: 1, dashPattern: [3]))
        #expect(covered(c, 12) == "###...###...")
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() throws {
        let c = try Canvas(width: 12, height: 4)
        c.stroke(line(2, 12, y: 2), color: .black, style: StrokeStyle(width: 2, cap: .round, dashPattern: [0, 4]))
        // Dots centred at x = 2, 6, 10.
        #expect(c.bitmap[x: 2, y: 1].alpha > 0 && c.bitmap[x: 6, y: 1].alpha > 0 && c.bitmap[x: 10, y: 1].alpha > 0)
        #expect(c.bitmap[x: 4, y: 1].alpha == 0 && c.bitmap[x: 8, y: 1].alpha == 0)
    }

    @Test func unusableDashPatternsDrawSolidWithANote() throws {
        let c = try Canvas(width: 10, height: 3)
        for pattern in [[-1.0, 2], [0.0, 0], [Double.nan], [0.00001, 0.00001]] {
            c.stroke(line(0, 10, y: 1.5), color: .black, style: StrokeStyle(width: 1, dashPattern: pattern))
        }
        #expect(c.diagnostics.count == 4)
        #expect(
            c.diagnostics[0] == "stroke(path): dash pattern [-1.0, 2.0] phase 0.0 is unusable or too fine (drawn solid)"
        )
        #expect(covered(c, 10) == "##########")
    }

    @Test func trimmingKeepsTheFractionOfTheLengthAcrossSubpaths() throws {
        var p = line(0, 10, y: 0)
        p.move(to: Point(x: 0, y: 5))
        p.addLine(to: Point(x: 10, y: 5))
        // 20 points in all; 0.25 ... 0.75 is x 5 ... 10 on the first line and 0 ... 5 on the second.
        #expect(
            p.trimmed(from: 0.25, to: 0.75).elements == [
                .move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)),
                .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 5, y: 5)),
            ])
        #expect(p.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(p.trimmed(from: .nan, to: .nan).elements == p.elements)
    }

    @Test func aWholeClosedSubpathStaysClosedAndAPartialOneOpens() {
        var r = Path()
        r.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.trimmed(from: 0, to: 1).elements.last == .closeSubpath)
        // Half of the 40-point perimeter: the top and right sides.
        #expect(
            r.trimmed(from: 0, to: 0.5).elements == [
                .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
            ])
    }
}
