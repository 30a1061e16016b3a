import Testing
@_spi(Benchmarks) @testable import Raster

@Suite struct ShadowTests {
    let black = Color.black

    func rectPath(_ r: Rect) -> Path {
        var p = Path()
        p.addRect(r)
        return p
    }

    @Test func aPathShadowIsTheBlurredCoverageMovedByTheOffset() throws {
        let c = try Canvas(width: 40, height: 40)
        c.drawShadow(
            of: rectPath(Rect(x: 10, y: 10, width: 10, height: 10)),
            shadow: Shadow(color: black, offset: Size(width: 3, height: 4), radius: 2))
        let plane = AlphaPlane(
            rect: PixelRect(x: 10, y: 10, width: 10, height: 10), values: [UInt8](repeating: 255, count: 100))
        let expected = plane.blurred(GaussianKernel(sigma: 2), in: PixelRect(x: 0, y: 0, width: 40, height: 40))
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(c.bitmap[x: x, y: y] == px(0, 0, 0, expected[x: x - 3, y: y - 4]))
            }
        }
        #expect(c.diagnostics.isEmpty)
    }

    @Test func theShadowRadiusScalesWithTheCanvas() throws {
        // radius 2 pt at @3x is σ = 6 device pixels.
        let c = try Canvas(width: 20, height: 20, scale: 3)
        c.drawShadow(of: rectPath(Rect(x: 5, y: 5, width: 10, height: 10)), shadow: Shadow(color: black, radius: 2))
        let plane = AlphaPlane(
            rect: PixelRect(x: 15, y: 15, width: 30, height: 30), values: [UInt8](repeating: 255, count: 900))
        let expected = plane.blurred(GaussianKernel(sigma: 6), in: PixelRect(x: 0, y: 0, width: 60, height: 60))
        #expect((0..<60).map { c.bitmap[x: $0, y: 30].alpha } == (0..<60).map { expected[x: $0, y: 30] })
    }

    @Test func contentCastsTheSameShadowAsItsPath() throws {
        let shape = Rect(x: 8, y: 6, width: 20, height: 14)
        let shadow = Shadow(
            color: Color(red: 20, green: 40, blue: 200, alpha: 90), offset: Size(width: 0, height: 2), radius: 1.5)
        let fromPath = try Canvas(width: 40, height: 30, scale: 2, fill: .white)
        var p = Path()
        p.addRoundedRect(shape, cornerRadii: CornerRadii(all: 5))
        fromPath.drawShadow(of: p, shadow: shadow)
        fromPath.fill(shape, cornerRadii: CornerRadii(all: 5), color: Color(white: 250))
        let fromContent = try Canvas(width: 40, height: 30, scale: 2, fill: .white)
        fromContent.beginShadowLayer(shadow)
        fromContent.fill(shape, cornerRadii: CornerRadii(all: 5), color: Color(white: 250))
        fromContent.endTransparencyLayer()
        #expect(fromPath.bitmap == fromContent.bitmap)
        // The shadow shows below the shape (offset 2 pt down) and not inside it.
        #expect(fromContent.bitmap[x: 36, y: 42] != px(255, 255, 255, 255))
        #expect(fromContent.bitmap[x: 36, y: 20] == px(250, 250, 250, 255))
    }

    @Test func translucentContentShowsItsShadowThroughIt() throws {
        let c = try Canvas(width: 50, height: 50, fill: .white)
        c.beginShadowLayer(Shadow(color: black, offset: Size(width: 0, height: 0), radius: 2))
        c.fill(Rect(x: 10, y: 10, width: 30, height: 30), color: Color(red: 255, green: 0, blue: 0, alpha: 128))
        c.endTransparencyLayer()
        // At the centre the kernel (radius 6) fits inside the square: the shadow's alpha is the
        // square's, 128. Black at 128/255 over white leaves 127; red (128, 0, 0, 128) over that:
        // 128 + 127·127/255 = 191.25 → 191, and 127·127/255 = 63.25 → 63 for green and blue.
        #expect(c.bitmap[x: 25, y: 25] == px(191, 63, 63, 255))
        // Outside the square only the shadow: its blurred alpha over white.
        let edge = AlphaPlane(
            rect: PixelRect(x: 10, y: 10, width: 30, height: 30), values: [UInt8](repeating: 128, count: 900)
        )
        .blurred(GaussianKernel(sigma: 2), in: PixelRect(x: 8, y: 25, width: 1, height: 1)).values[0]
        let grey = UInt8(255 - Int(edge))
        #expect(c.bitmap[x: 8, y: 25] == px(grey, grey, grey, 255))
    }

    @Test func theGroupOpacityFadesShadowAndContentTogether() throws {
        let c = try Canvas(width: 30, height: 30)
        c.beginShadowLayer(Shadow(color: black, offset: Size(width: 10, height: 0), radius: 0.001), opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .red)
        c.endTransparencyLayer()
        // σ ≈ 0: a hard shadow 10 px to the right, both at half opacity.
        #expect(c.bitmap[x: 5, y: 5] == px(128, 0, 0, 128))
        #expect(c.bitmap[x: 15, y: 5] == px(0, 0, 0, 128))
        #expect(c.bitmap[x: 25, y: 5] == clearPx)
    }

    @Test func contentOutsideTheClipStillCastsItsShadowIntoIt() throws {
        let c = try Canvas(width: 30, height: 30)
        c.saveState()
        c.clip(to: Rect(x: 10, y: 0, width: 20, height: 30))
        c.beginShadowLayer(Shadow(color: black, offset: Size(width: 10, height: 0), radius: 0.001))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .red)  // wholly outside the clip
        c.endTransparencyLayer()
        c.restoreState()
        #expect(c.bitmap[x: 5, y: 5] == clearPx)  // the content is clipped away
        #expect(c.bitmap[x: 15, y: 5] == px(0, 0, 0, 255))  // its shadow is inside the clip
    }

    @Test func aShadowLayerInsideATransparencyLayerComposesWithIt() throws {
        let c = try Canvas(width: 20, height: 10)
        c.beginTransparencyLayer(opacity: 0.5)
        c.beginShadowLayer(Shadow(color: black, offset: Size(width: 10, height: 0), radius: 0))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .blue)
        c.endTransparencyLayer()
        c.endTransparencyLayer()
        #expect(c.bitmap[x: 5, y: 5] == px(0, 0, 128, 128) && c.bitmap[x: 15, y: 5] == px(0, 0, 0, 128))
        #expect(c.diagnostics.isEmpty)
    }

    @Test func badShadowParametersAreNotedAndNeverTrap() throws {
        let c = try Canvas(width: 20, height: 20)
        let square = rectPath(Rect(x: 5, y: 5, width: 10, height: 10))
        c.drawShadow(of: square, shadow: Shadow(color: black, offset: Size(width: .nan, height: 2), radius: -4))
        c.drawShadow(of: square, shadow: Shadow(color: black, offset: Size(width: 0, height: .infinity), radius: .nan))
        #expect(
            c.diagnostics == [
                "drawShadow(of:): negative shadow radius -4.0 (treated as 0)",
                "drawShadow(of:): shadow offset width nan (treated as 0)",
                "drawShadow(of:): shadow radius NaN (treated as 0)",
                "drawShadow(of:): shadow offset height inf (treated as 0)",
            ])
        // Radius 0 and offset (0, 2) then (0, 0): a hard square, the first moved down 2 px.
        #expect(c.bitmap[x: 10, y: 16] == px(0, 0, 0, 255) && c.bitmap[x: 10, y: 4] == clearPx)
    }

    @Test func aShadowRadiusOfTenThousandIsClampedAndBounded() throws {
        let c = try Canvas(width: 100, height: 60, scale: 3)
        c.beginShadowLayer(Shadow(color: black, offset: Size(width: 0, height: 3), radius: 10_000))
        c.fill(Rect(x: 20, y: 20, width: 60, height: 20), color: .white)
        c.endTransparencyLayer()
        #expect(c.diagnostics == ["beginShadowLayer: shadow radius 10000.0 is 30000.0 px; clamped to 256.0 px"])
        // A σ of 256 px spreads the 180×60 px shape thin: a faint shadow, nowhere opaque.
        #expect(c.bitmap[x: 5, y: 5].alpha > 0 && c.bitmap[x: 5, y: 5].alpha < 40)
        #expect(c.bitmap[x: 150, y: 90] == px(255, 255, 255, 255))
    }

    @Test func aRepeatedShapeReusesItsBlurAndGetsTheSamePixelsAsAFreshCanvas() throws {
        // Three equal rounded cards (the second and third hit the canvas's shadow cache; the
        // third is cut by the canvas's edge, so its blur covers a different area and is new).
        let shadow = Shadow(
            color: Color(red: 0, green: 0, blue: 40, alpha: 120), offset: Size(width: 1, height: 3), radius: 2)
        let origins = [Point(x: 8, y: 6), Point(x: 48, y: 6), Point(x: 88, y: 6)]
        func card(at o: Point) -> Path {
            var p = Path()
            p.addRoundedRect(Rect(x: o.x, y: o.y, width: 20, height: 12), cornerRadii: CornerRadii(all: 4))
            return p
        }
        for content in [false, true] {
            let all = try Canvas(width: 100, height: 30, fill: .white)
            var alone: [Canvas] = []
            for o in origins {
                let one = try Canvas(width: 100, height: 30, fill: .white)
                for c in [all, one] {
                    if content {
                        c.beginShadowLayer(shadow)
                        c.fill(card(at: o), color: Color(white: 245))
                        c.endTransparencyLayer()
                    } else {
                        c.drawShadow(of: card(at: o), shadow: shadow)
                    }
                }
                alone.append(one)
            }
            // Each shadow reaches 3σ + 1 px sideways from its card: none overlap.
            for y in 0..<30 {
                for x in 0..<100 {
                    #expect(all.bitmap[x: x, y: y] == alone[x < 40 ? 0 : x < 80 ? 1 : 2].bitmap[x: x, y: y])
                }
            }
            #expect(all.diagnostics.isEmpty)
            #expect(all.shadowCacheHits >= 1)  // the first card's blur served the second
        }
    }

    @Test func theRunCompositorGivesTheDirectConvolutionsPixels() throws {
        // Over a colourful background: wide classes, single columns and the few-column classes
        // of a rounded shape, in both the path and the content form, translucent colour.
        func render(_ method: ShadowBlurMethod, content: Bool) throws -> Bitmap {
            let c = try Canvas(width: 60, height: 40, scale: 2)
            c.shadowBlurMethod = method
            c.fill(
                nil,
                gradient: Gradient(colors: [
                    Color(red: 250, green: 40, blue: 90), Color(red: 20, green: 200, blue: 255, alpha: 200),
                ]),
                shading: .axial(start: Point(x: 0, y: 0), end: Point(x: 60, y: 40)))
            var p = Path()
            p.addRoundedRect(Rect(x: 10, y: 8, width: 36, height: 20), cornerRadii: CornerRadii(all: 7))
            let shadow = Shadow(
                color: Color(red: 30, green: 0, blue: 90, alpha: 150), offset: Size(width: -2, height: 3), radius: 2.5)
            if content {
                c.beginShadowLayer(shadow)
                c.fill(p, color: Color(white: 240))
                c.endTransparencyLayer()
            } else {
                c.drawShadow(of: p, shadow: shadow, hiddenByOpaqueFill: true)
                c.fill(p, color: Color(white: 240))
            }
            return c.bitmap
        }
        for content in [false, true] {
            #expect(try render(.exactRuns, content: content) == render(.directConvolution, content: content))
        }
    }
}
