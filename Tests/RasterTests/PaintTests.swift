import Foundation
import Testing
@testable import Raster

/// Straight pixels of row `y`, x in 0..<count, as (r, g, b, a) premultiplied tuples for readability.
func row(_ b: Bitmap, _ y: Int, _ count: Int) -> [PremultipliedColor] {
    (0..<count).map { b[x: $0, y: y] }
}

func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedColor {
    PremultipliedColor(red: r, green: g, blue: b, alpha: a)
}

let clearPx = px(0, 0, 0, 0)

@Suite struct RectangleTests {
    @Test func fractionalRectEdgesGetTheirAreaCoverage() throws {
        let c = try Canvas(width: 4, height: 1)
        c.fill(Rect(x: 0.25, y: 0, width: 2.25, height: 1), color: .red)
        // coverage 75%, 100%, 50%: 0.75·255 = 191.25 → 191; 0.5·255 = 127.5 → 128
        #expect(row(c.bitmap, 0, 4) == [px(191, 0, 0, 191), px(255, 0, 0, 255), px(128, 0, 0, 128), clearPx])
    }

    @Test func fractionalTopAndLeftEdgesMultiplyCoverage() throws {
        let c = try Canvas(width: 3, height: 3)
        c.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), color: .black)
        // corners 25% → 63.75 → 64; edges 50% → 128; centre 100%
        #expect(row(c.bitmap, 0, 3) == [px(0, 0, 0, 64), px(0, 0, 0, 128), px(0, 0, 0, 64)])
        #expect(row(c.bitmap, 1, 3) == [px(0, 0, 0, 128), px(0, 0, 0, 255), px(0, 0, 0, 128)])
        #expect(row(c.bitmap, 2, 3) == [px(0, 0, 0, 64), px(0, 0, 0, 128), px(0, 0, 0, 64)])
    }

    @Test func pointsAreMultipliedByTheBitmapScale() throws {
        let c = try Canvas(width: 2, height: 1, scale: 2)
        c.fill(Rect(x: 0.25, y: 0, width: 1, height: 0.5), color: .blue)
        // device x 0.5 ... 2.5, y 0 ... 1
        #expect(row(c.bitmap, 0, 4) == [px(0, 0, 128, 128), px(0, 0, 255, 255), px(0, 0, 128, 128), clearPx])
        #expect(c.bitmap[x: 0, y: 1] == clearPx)
    }

    @Test func translucentColourIsCompositedSourceOverWithExactRounding() throws {
        let c = try Canvas(width: 1, height: 1, fill: .white)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 255, green: 0, blue: 0, alpha: 128))
        // src premultiplied (128, 0, 0, 128); dst·(255−128)/255 = 127 → (255, 127, 127, 255)
        #expect(c.bitmap[x: 0, y: 0] == px(255, 127, 127, 255))
    }

    @Test func partialCoverageOfATranslucentColourOverTranslucentPixels() throws {
        let c = try Canvas(width: 1, height: 1, fill: Color(red: 0, green: 0, blue: 255, alpha: 100))
        c.fill(Rect(x: 0, y: 0, width: 0.5, height: 1), color: Color(red: 0, green: 255, blue: 0, alpha: 200))
        // cov 128; src (0, 200, 0, 200)·128/255 = (0, 100, 0, 100); dst (0, 0, 100, 100)·155/255 = 61
        #expect(c.bitmap[x: 0, y: 0] == px(0, 100, 61, 161))
    }

    @Test func translationMovesLaterDrawing() throws {
        let c = try Canvas(width: 4, height: 1)
        c.translateBy(x: 2, y: 0)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .green)
        #expect(row(c.bitmap, 0, 4) == [clearPx, clearPx, px(0, 255, 0, 255), clearPx])
    }

    @Test func nonFiniteGeometryIsIgnoredWithADiagnostic() throws {
        let c = try Canvas(width: 4, height: 4)
        c.fill(Rect(x: .nan, y: 0, width: 2, height: 2), color: .red)
        c.fill(Rect(x: 0, y: 0, width: .infinity, height: 2), color: .red)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 2), cornerRadii: CornerRadii(all: .nan), color: .red)
        c.strokeBorder(Rect(x: 0, y: 0, width: 2, height: 2), width: .infinity, color: .red)
        c.translateBy(x: .nan, y: 0)
        #expect(c.bitmap.pixels.allSatisfy { $0 == 0 })
        #expect(c.diagnostics.count == 5)
        #expect(c.diagnostics[0].hasPrefix("fill(Rect(x: nan"))
        #expect(c.transform == Transform.identity)
    }

    @Test func hugeFiniteRectIsClampedAndFillsTheBitmap() throws {
        let c = try Canvas(width: 3, height: 2)
        c.fill(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: .red)
        #expect(
            c.bitmap.pixels
                == [UInt8](repeating: 0, count: 24).enumerated().map {
                    $0.offset % 4 == 1 || $0.offset % 4 == 2 ? 0 : 255
                })
        #expect(c.diagnostics.isEmpty)
    }

    @Test func extremeScaleOverflowingToInfinityNeverTraps() throws {
        let c = try Canvas(width: 4, height: 4)
        c.scaleBy(x: 1e300, y: 1e300)
        c.scaleBy(x: 1e300, y: 1e300)  // now infinite: ignored as non-finite
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .red)
        c.draw(
            CoverageMask(width: 1, height: 1, originX: 0, originY: 0, coverage: [255]), color: .red,
            at: Point(x: 1e10, y: 0))
        var p = Path()
        p.addRect(Rect(x: -1, y: -1, width: 2, height: 2))
        c.fill(p, color: .red)
        c.stroke(p, color: .red)
        c.draw(try Bitmap(width: 1, height: 1, fill: .red), in: Rect(x: 0, y: 0, width: 1e-300, height: 1))
        #expect(c.transform.scaleX == 1e300)
        #expect(c.bitmap[x: 0, y: 0] == px(255, 0, 0, 255))  // the unit rect became the whole bitmap
    }

    @Test func diagnosticsAreCapped() throws {
        let c = try Canvas(width: 1, height: 1)
        for _ in 0..<500 { c.fill(Rect(x: .nan, y: 0, width: 1, height: 1), color: .red) }
        #expect(c.diagnostics.count == Canvas.maxDiagnostics)
    }
}

/// Ideal coverage of pixel (px, py) by a shape, by 64×64 point sampling: an independent check.
func idealCoverage(_ px: Int, _ py: Int, inside: (Double, Double) -> Bool) -> Double {
    var n = 0
    for i in 0..<64 {
        for j in 0..<64 where inside(Double(px) + (Double(i) + 0.5) / 64, Double(py) + (Double(j) + 0.5) / 64) {
            n += 1
        }
    }
    return Double(n) / 4096
}

@Suite struct RoundedRectTests {
    @Test func circleFromRoundedRectMatchesIdealAreaCoverageWithinTwoLevels() throws {
        let c = try Canvas(width: 10, height: 10)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadii: CornerRadii(all: 5), color: .black)
        for y in 0..<10 {
            for x in 0..<10 {
                let ideal = idealCoverage(x, y) { ($0 - 5) * ($0 - 5) + ($1 - 5) * ($1 - 5) <= 25 } * 255
                let got = Double(c.bitmap[x: x, y: y].alpha)
                #expect(abs(got - ideal) <= 2, "pixel (\(x), \(y)): \(got) vs ideal \(ideal)")
            }
        }
        #expect(c.bitmap[x: 0, y: 0].alpha == 0)
        #expect(c.bitmap[x: 4, y: 4].alpha == 255)
    }

    @Test func roundedCornersAreMirrorSymmetric() throws {
        let c = try Canvas(width: 12, height: 8)
        c.fill(Rect(x: 0, y: 0, width: 12, height: 8), cornerRadii: CornerRadii(all: 3), color: .black)
        for y in 0..<8 {
            for x in 0..<12 {
                #expect(c.bitmap[x: x, y: y] == c.bitmap[x: 11 - x, y: y])
                #expect(c.bitmap[x: x, y: y] == c.bitmap[x: x, y: 7 - y])
            }
        }
    }

    @Test func oversizedRadiusDrawsTheSameAsHalfTheShorterSide() throws {
        let a = try Canvas(width: 20, height: 10)
        a.fill(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadii: CornerRadii(all: 500), color: .red)
        let b = try Canvas(width: 20, height: 10)
        b.fill(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadii: CornerRadii(all: 5), color: .red)
        #expect(a.bitmap == b.bitmap)
        #expect(a.bitmap[x: 0, y: 0].alpha == 0)
    }

    @Test func perCornerRadiiRoundOnlyTheirCorner() throws {
        let c = try Canvas(width: 8, height: 8)
        c.fill(
            Rect(x: 0, y: 0, width: 8, height: 8),
            cornerRadii: CornerRadii(topLeft: 4, topRight: 0, bottomRight: 0, bottomLeft: 0), color: .black)
        #expect(c.bitmap[x: 0, y: 0].alpha == 0)
        #expect(c.bitmap[x: 7, y: 0].alpha == 255)
        #expect(c.bitmap[x: 7, y: 7].alpha == 255)
        #expect(c.bitmap[x: 0, y: 7].alpha == 255)
    }

    @Test func zeroRadiiTakeTheExactRectanglePath() throws {
        let a = try Canvas(width: 4, height: 1)
        a.fill(Rect(x: 0.25, y: 0, width: 2.25, height: 1), cornerRadii: .zero, color: .red)
        #expect(row(a.bitmap, 0, 3) == [px(191, 0, 0, 191), px(255, 0, 0, 255), px(128, 0, 0, 128)])
    }
}

@Suite struct BorderTests {
    @Test func borderIsDrawnInsideTheBounds() throws {
        let c = try Canvas(width: 6, height: 6)
        c.strokeBorder(Rect(x: 1, y: 1, width: 4, height: 4), width: 1, color: .black)
        let a = (0..<6).map { y in (0..<6).map { x in c.bitmap[x: x, y: y].alpha } }
        #expect(
            a == [
                [0, 0, 0, 0, 0, 0],
                [0, 255, 255, 255, 255, 0],
                [0, 255, 0, 0, 255, 0],
                [0, 255, 0, 0, 255, 0],
                [0, 255, 255, 255, 255, 0],
                [0, 0, 0, 0, 0, 0],
            ])
    }

    @Test func halfPointBorderAtScaleOneHalfCoversEdgePixels() throws {
        let c = try Canvas(width: 4, height: 4)
        c.strokeBorder(Rect(x: 0, y: 0, width: 4, height: 4), width: 0.5, color: .black)
        #expect(c.bitmap[x: 0, y: 2].alpha == 128)
        #expect(c.bitmap[x: 2, y: 0].alpha == 128)
        #expect(c.bitmap[x: 0, y: 0].alpha == 191)  // 1 − 0.5·0.5 = 75% (64 sub-scanlines, exact here)
        #expect(c.bitmap[x: 1, y: 1].alpha == 0)
    }

    @Test func roundedBorderNeverPaintsOutsideTheRoundedBounds() throws {
        let border = try Canvas(width: 20, height: 20)
        border.strokeBorder(
            Rect(x: 0, y: 0, width: 20, height: 20), width: 3, cornerRadii: CornerRadii(all: 8), color: .black)
        let fill = try Canvas(width: 20, height: 20)
        fill.fill(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadii: CornerRadii(all: 8), color: .black)
        for y in 0..<20 {
            for x in 0..<20 { #expect(border.bitmap[x: x, y: y].alpha <= fill.bitmap[x: x, y: y].alpha) }
        }
        #expect(border.bitmap[x: 10, y: 1].alpha == 255)
        #expect(border.bitmap[x: 10, y: 10].alpha == 0)
        #expect(border.bitmap[x: 0, y: 0].alpha == 0)
    }

    @Test func borderWiderThanHalfTheRectFillsIt() throws {
        let c = try Canvas(width: 4, height: 2)
        c.strokeBorder(Rect(x: 0, y: 0, width: 4, height: 2), width: 5, color: .black)
        #expect(c.bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }
}

@Suite struct ClipTests {
    @Test func rectClipLimitsDrawingAndRestoreStateRemovesIt() throws {
        let c = try Canvas(width: 4, height: 1)
        c.saveState()
        c.clip(to: Rect(x: 1, y: 0, width: 2, height: 1))
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), color: .red)
        c.restoreState()
        #expect(row(c.bitmap, 0, 4).map(\.alpha) == [0, 255, 255, 0])
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), color: .blue)
        #expect(row(c.bitmap, 0, 4).map(\.blue) == [255, 255, 255, 255])
    }

    @Test func fractionalClipEdgesAreAntiAliased() throws {
        let c = try Canvas(width: 3, height: 1)
        c.clip(to: Rect(x: 0.5, y: 0, width: 2, height: 1))
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), color: .black)
        #expect(row(c.bitmap, 0, 3).map(\.alpha) == [128, 255, 128])
    }

    @Test func nestedClipsIntersectAndMultiplyCoverage() throws {
        let c = try Canvas(width: 4, height: 1)
        c.clip(to: Rect(x: 0.5, y: 0, width: 3, height: 1))  // 128, 255, 255, 128
        c.clip(to: Rect(x: 0, y: 0, width: 1.5, height: 1))  // 255, 128, 0, 0
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), color: .black)
        #expect(row(c.bitmap, 0, 4).map(\.alpha) == [128, 128, 0, 0])
    }

    @Test func roundedClipMatchesARoundedFill() throws {
        let clipped = try Canvas(width: 10, height: 10)
        clipped.clip(to: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadii: CornerRadii(all: 4))
        clipped.fill(Rect(x: -5, y: -5, width: 20, height: 20), color: .red)
        let filled = try Canvas(width: 10, height: 10)
        filled.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadii: CornerRadii(all: 4), color: .red)
        #expect(clipped.bitmap == filled.bitmap)
    }

    @Test func clipOutsideTheBitmapPaintsNothing() throws {
        let c = try Canvas(width: 2, height: 2)
        c.clip(to: Rect(x: 10, y: 10, width: 2, height: 2))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .red)
        #expect(c.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func unbalancedRestoreIsIgnoredWithADiagnostic() throws {
        let c = try Canvas(width: 1, height: 1)
        c.restoreState()
        c.endTransparencyLayer()
        #expect(
            c.diagnostics == [
                "restoreState(): no matching saveState() (ignored)",
                "endTransparencyLayer(): no open layer (ignored)",
            ])
    }
}

@Suite struct TransparencyLayerTests {
    @Test func groupOpacityFadesOverlappingChildrenAsOneLayer() throws {
        let c = try Canvas(width: 3, height: 1)
        c.beginTransparencyLayer(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: .red)
        c.fill(Rect(x: 1, y: 0, width: 2, height: 1), color: .blue)
        c.endTransparencyLayer()
        // opacity 0.5 → 128; red 255·128/255 = 128; the overlap shows only blue
        #expect(row(c.bitmap, 0, 3) == [px(128, 0, 0, 128), px(0, 0, 128, 128), px(0, 0, 128, 128)])
    }

    @Test func withoutALayerTranslucentChildrenShowThroughEachOther() throws {
        let c = try Canvas(width: 3, height: 1)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: Color(red: 255, green: 0, blue: 0, alpha: 128))
        c.fill(Rect(x: 1, y: 0, width: 2, height: 1), color: Color(red: 0, green: 0, blue: 255, alpha: 128))
        #expect(c.bitmap[x: 1, y: 0] == px(64, 0, 128, 192))
    }

    @Test func nestedLayersMultiplyOpacitiesAndRestoreTheClip() throws {
        let c = try Canvas(width: 2, height: 1, fill: .white)
        c.beginTransparencyLayer(opacity: 0.5)
        c.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
        c.beginTransparencyLayer(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: .black)
        c.endTransparencyLayer()
        c.endTransparencyLayer()
        // black at 128 → layer (0,0,0,128); at 128 again → alpha 64; over white: 255·191/255 = 191
        #expect(row(c.bitmap, 0, 2) == [px(191, 191, 191, 255), px(255, 255, 255, 255)])
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: .black)  // clip was restored
        #expect(row(c.bitmap, 0, 2) == [px(0, 0, 0, 255), px(0, 0, 0, 255)])
    }

    @Test func zeroOpacityLayerPaintsNothingAndNaNCountsAsZero() throws {
        let c = try Canvas(width: 1, height: 1)
        c.beginTransparencyLayer(opacity: .nan)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .red)
        c.endTransparencyLayer()
        #expect(c.bitmap[x: 0, y: 0] == clearPx)
        #expect(c.diagnostics.count == 1)
    }
}

@Suite struct CoverageMaskTests {
    @Test func maskIsPaintedInAColourAtItsDeviceOrigin() throws {
        let c = try Canvas(width: 4, height: 1)
        c.draw(CoverageMask(width: 2, height: 1, originX: 1, originY: 0, coverage: [255, 128]), color: .red)
        #expect(row(c.bitmap, 0, 4) == [clearPx, px(255, 0, 0, 255), px(128, 0, 0, 128), clearPx])
    }

    @Test func maskOriginIsRelativeToTheTransformedPointRounded() throws {
        let c = try Canvas(width: 4, height: 4, scale: 2)
        c.translateBy(x: 0.6, y: 0.5)  // device (1.2, 1.0) → (1, 1)
        c.draw(CoverageMask(width: 1, height: 1, originX: 1, originY: -1, coverage: [255]), color: .green)
        #expect(c.bitmap[x: 2, y: 0] == px(0, 255, 0, 255))
    }

    @Test func maskCoverageIsMultipliedByColourAlphaAndClip() throws {
        let c = try Canvas(width: 2, height: 1)
        c.clip(to: Rect(x: 0, y: 0, width: 1.5, height: 1))
        c.draw(
            CoverageMask(width: 2, height: 1, originX: 0, originY: 0, coverage: [128, 255]),
            color: Color(red: 0, green: 0, blue: 0, alpha: 128))
        // pixel 0: 128·128/255 = 64; pixel 1: clip 128 → 128·128/255 = 64
        #expect(row(c.bitmap, 0, 2).map(\.alpha) == [64, 64])
    }

    @Test func maskPartlyOutsideTheBitmapIsCropped() throws {
        let c = try Canvas(width: 2, height: 2)
        c.draw(
            CoverageMask(width: 3, height: 3, originX: -1, originY: -1, coverage: [UInt8](repeating: 255, count: 9)),
            color: .black)
        #expect(c.bitmap[x: 0, y: 0].alpha == 255)
        #expect(c.bitmap[x: 1, y: 1].alpha == 255)
    }
}
