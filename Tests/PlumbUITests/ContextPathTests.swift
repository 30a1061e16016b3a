import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `CGContext`'s path functions, `CGMutablePath`'s arcs and `UIBezierPath`, drawn at 1x.
@MainActor @Suite struct ContextPathTests {
    let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    /// Draws at 1x into a `w`×`h` transparent image.
    func draw(_ w: CGFloat = 20, _ h: CGFloat = 20, _ body: (CGContext) -> Void) -> Bitmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: format).image { body($0.cgContext) }
            .bitmap
    }

    /// Which quadrants around (10, 10) are red: top-right, bottom-right, bottom-left, top-left.
    func quadrants(_ b: Bitmap) -> [Bool] {
        [(14, 6), (14, 14), (6, 14), (6, 6)].map { b.color(x: $0.0, y: $0.1) == red }
    }

    @Test func coreGraphicsClockwiseTurnsTheOtherWayOnUIKitsFlippedContext() {
        func slice(clockwise: Bool) -> Bitmap {
            draw { ctx in
                ctx.move(to: CGPoint(x: 10, y: 10))
                ctx.addArc(
                    center: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
                ctx.closePath()
                ctx.setFillColor(UIColor.red)
                ctx.fillPath()
            }
        }
        // From 3 o'clock to 6 o'clock: `clockwise: false` is the short way, clockwise on screen.
        #expect(quadrants(slice(clockwise: false)) == [false, true, false, false])
        #expect(quadrants(slice(clockwise: true)) == [true, false, true, true])
        // UIBezierPath's flag is the screen's; CGMutablePath's is Core Graphics'.
        let bezier = draw { _ in
            let p = UIBezierPath(
                arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            p.addLine(to: CGPoint(x: 10, y: 10))
            p.close()
            UIColor.red.setFill()
            p.fill()
        }
        #expect(quadrants(bezier) == [false, true, false, false])
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 10, y: 10))
        cg.addArc(center: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        cg.closeSubpath()
        let shape = draw { ctx in
            ctx.addPath(cg)
            ctx.setFillColor(UIColor.red)
            ctx.drawPath(using: .fill)
        }
        #expect(quadrants(shape) == [false, true, false, false])
    }

    @Test func aTangentArcRoundsACorner() {
        let b = draw { ctx in
            ctx.move(to: CGPoint(x: 0, y: 2))
            ctx.addArc(tangent1End: CGPoint(x: 18, y: 2), tangent2End: CGPoint(x: 18, y: 20), radius: 8)
            let end = ctx.currentPointOfPath
            #expect(abs(end.x - 18) < 1e-9 && abs(end.y - 10) < 1e-9)
            ctx.addLine(to: CGPoint(x: 18, y: 20))
            ctx.addLine(to: CGPoint(x: 0, y: 20))
            ctx.closePath()
            ctx.setFillColor(UIColor.red)
            ctx.fillPath()
        }
        // The corner at (18, 2) is cut round: its pixel is empty, the arc's inside is filled.
        #expect(b.color(x: 17, y: 2).alpha == 0 && b.color(x: 10, y: 3) == red && b.color(x: 16, y: 10) == red)
        let (_, reports) = LayoutDiagnostics.collect {
            _ = draw { ctx in ctx.addArc(tangent1End: CGPoint(x: 1, y: 1), tangent2End: CGPoint(x: 2, y: 2), radius: 1)
            }
        }
        #expect(
            reports.map(\.message) == [
                "CGContext.addArc(tangent1End:tangent2End:radius:): no current point; nothing added"
            ])
    }

    @Test func drawingModesFillStrokeAndChooseTheRule() {
        func rings(_ mode: CGPathDrawingMode) -> Bitmap {
            draw { ctx in
                ctx.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
                ctx.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
                ctx.setFillColor(UIColor.red)
                ctx.setStrokeColor(UIColor.blue)
                ctx.setLineWidth(2)
                ctx.drawPath(using: mode)
                #expect(ctx.isPathEmpty)
            }
        }
        let fill = rings(.fill), eo = rings(.eoFill), stroke = rings(.stroke), both = rings(.eoFillStroke)
        #expect(fill.color(x: 10, y: 10) == red && fill.color(x: 4, y: 10) == red)
        #expect(eo.color(x: 10, y: 10).alpha == 0 && eo.color(x: 4, y: 10) == red)
        #expect(stroke.color(x: 2, y: 10) == blue && stroke.color(x: 4, y: 10).alpha == 0)
        #expect(
            both.color(x: 1, y: 10) == blue && both.color(x: 4, y: 10) == red && both.color(x: 6, y: 10) == blue
                && both.color(x: 10, y: 10).alpha == 0)
        let fillRule = draw { ctx in
            ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
            ctx.setFillColor(UIColor.red)
            ctx.fillPath(using: .evenOdd)
        }
        #expect(fillRule.color(x: 10, y: 10).alpha == 0 && fillRule.color(x: 3, y: 10) == red)
    }

    @Test func lineSegmentsAreStrokedInPairs() {
        let b = draw { ctx in
            ctx.move(to: .zero)
            ctx.setStrokeColor(UIColor.blue)
            ctx.setLineWidth(2)
            ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0)])
            #expect(ctx.isPathEmpty && ctx.path == nil)
        }
        #expect(b.color(x: 10, y: 4) == blue && b.color(x: 10, y: 5) == blue && b.color(x: 15, y: 2).alpha == 0)
    }

    @Test func clippingToThePathLimitsLaterDrawing() {
        let b = draw { ctx in
            ctx.beginPath()
            ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
            #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 20))
            ctx.clip()
            #expect(ctx.isPathEmpty)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(b.color(x: 5, y: 5) == red && b.color(x: 15, y: 5).alpha == 0)
    }

    // MARK: UIBezierPath

    @Test func bezierPathsAreNSObjectsEqualByIdentity() throws {
        let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let b = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let object: NSObject = a
        #expect(a == a && a != b && Set([a, b, a]).count == 2 && object.isEqual(a))
        a.lineWidth = 3
        a.usesEvenOddFillRule = true
        let copy = try #require(a.copy() as? UIBezierPath)
        #expect(copy !== a && copy.bounds == a.bounds && copy.lineWidth == 3 && copy.usesEvenOddFillRule)
    }

    @Test func evenOddBezierPathsLeaveHolesAndTransformsMoveThem() {
        let b = draw { _ in
            let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
            ring.usesEvenOddFillRule = true
            UIColor.red.setFill()
            ring.fill()
        }
        #expect(b.color(x: 10, y: 10).alpha == 0 && b.color(x: 3, y: 10) == red)
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        p.apply(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 2))
        #expect(p.bounds == CGRect(x: 5, y: 1, width: 4, height: 4) && p.currentPoint == CGPoint(x: 5, y: 1))
        p.removeAllPoints()
        #expect(p.isEmpty && p.bounds == .null)
    }

    @Test func addClipLimitsDrawingToThePath() {
        let b = draw { ctx in
            ctx.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.restoreGState()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 19, width: 1, height: 1))  // after the restore: not clipped
        }
        #expect(b.color(x: 10, y: 10) == red && b.color(x: 1, y: 1).alpha == 0 && b.color(x: 0, y: 19) == blue)
    }

    @Test func someCornersRound() {
        let b = draw { _ in
            UIColor.red.setFill()
            UIBezierPath(
                roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                cornerRadii: CGSize(width: 10, height: 2)
            ).fill()
        }
        #expect(b.color(x: 0, y: 0).alpha == 0 && b.color(x: 19, y: 0) == red && b.color(x: 0, y: 19) == red)
        #expect(b.color(x: 0, y: 3).alpha == 0)  // the width's radius, 10, in both directions
    }
}
