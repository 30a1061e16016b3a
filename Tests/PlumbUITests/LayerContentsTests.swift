import Foundation
import Raster
import Testing
@testable import PlumbUI

/// A layer's `contents` image (gravity, scale, rect, centre, filters), `zPosition` order,
/// `sublayerTransform` and rasterization, drawn at 1x on white.
@MainActor @Suite struct LayerContentsTests {
    let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255), white = Color.white

    func root(_ w: CGFloat = 10, _ h: CGFloat = 10, direction: UITraitEnvironmentLayoutDirection = .leftToRight)
        -> UIView
    {
        let r = UIView(frame: rect(0, 0, w, h))
        r.overrideTraitCollection = UITraitCollection(layoutDirection: direction, displayScale: 1)
        r.backgroundColor = .white
        return r
    }

    /// A `w`×`h`-pixel image of one colour.
    func solid(_ w: Int, _ h: Int, _ c: Color) throws -> CGImage {
        CGImage(bitmap: try Bitmap(width: w, height: h, scale: 1, fill: c))
    }

    /// The pixels of `b` that are `c`, as a set of "x,y".
    func pixels(_ b: Bitmap, _ c: Color) -> Set<String> {
        var s = Set<String>()
        for y in 0..<b.height { for x in 0..<b.width where b.color(x: x, y: y) == c { s.insert("\(x),\(y)") } }
        return s
    }

    func square(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Set<String> {
        var s = Set<String>()
        for j in y..<y + h { for i in x..<x + w { s.insert("\(i),\(j)") } }
        return s
    }

    @Test(arguments: directions)
    func gravityPlacesContentsAndItsVerticalNamesFollowCoreAnimationsUpwardAxis(
        _ direction: UITraitEnvironmentLayoutDirection
    ) throws {
        let r = root(direction: direction)
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 10)
        layer.contents = try solid(2, 2, red)
        r.layer.addSublayer(layer)
        let expected: [(CALayerContentsGravity, Set<String>)] = [
            (.center, square(4, 4, 2, 2)),
            (.top, square(4, 8, 2, 2)),  // Core Animation's top: the visual bottom in UIKit
            (.bottom, square(4, 0, 2, 2)),
            (.left, square(0, 4, 2, 2)),
            (.right, square(8, 4, 2, 2)),
            (.topLeft, square(0, 8, 2, 2)),
            (.topRight, square(8, 8, 2, 2)),
            (.bottomLeft, square(0, 0, 2, 2)),
            (.bottomRight, square(8, 0, 2, 2)),
            (.resize, square(0, 0, 10, 10)),
        ]
        // The layout direction plays no part: Core Animation has none.
        for (gravity, red) in expected {
            layer.contentsGravity = gravity
            #expect(pixels(try ViewRenderer.render(r), self.red) == red, "\(gravity.rawValue)")
        }
        #expect(layer.contentsAreFlipped() == false)
    }

    @Test func aspectGravitiesFitOrFillKeepingTheRatio() throws {
        let r = root(20, 20)
        let layer = CALayer()
        layer.frame = rect(5, 5, 10, 10)
        layer.contents = try solid(4, 2, red)
        layer.contentsGravity = .resizeAspect
        r.layer.addSublayer(layer)
        // 10 × 5 centred: rows 7.5 ... 12.5 of the root; rows 8...11 fully red, 7 and 12 half.
        var b = try ViewRenderer.render(r)
        #expect(pixels(b, red) == square(5, 8, 10, 4))
        #expect(b.color(x: 10, y: 7) == Color(red: 255, green: 127, blue: 127))
        // Fill: 20 × 10, overflowing the layer sideways (drawn: the layer does not mask).
        layer.contentsGravity = .resizeAspectFill
        b = try ViewRenderer.render(r)
        #expect(pixels(b, red) == square(0, 5, 20, 10))
        layer.masksToBounds = true
        #expect(pixels(try ViewRenderer.render(r), red) == square(5, 5, 10, 10))
    }

    @Test func contentsScaleSetsTheSizeOfUnstretchedContents() throws {
        let r = root()
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 10)
        layer.contents = try solid(4, 4, red)
        layer.contentsGravity = .bottomLeft  // the visual top left
        r.layer.addSublayer(layer)
        #expect(pixels(try ViewRenderer.render(r), red) == square(0, 0, 4, 4))
        layer.contentsScale = 2  // 4 pixels are 2 points
        #expect(pixels(try ViewRenderer.render(r), red) == square(0, 0, 2, 2))
        // A view's layer has its view's display scale.
        let v = UIView(frame: rect(0, 0, 10, 10))
        v.overrideTraitCollection = UITraitCollection(displayScale: 3)
        #expect(v.layer.contentsScale == 3 && layer.contentsScale == 2 && CALayer().contentsScale == 1)
    }

    @Test func contentsRectShowsOneSpriteOfASheet() throws {
        // A 4×2 sheet: left half red, right half blue.
        var px = [UInt8](repeating: 0, count: 4 * 2 * 4)
        for y in 0..<2 {
            for x in 0..<4 {
                let i = (y * 4 + x) * 4
                px[i] = x < 2 ? 255 : 0; px[i + 2] = x < 2 ? 0 : 255; px[i + 3] = 255
            }
        }
        let sheet = CGImage(bitmap: try Bitmap(width: 4, height: 2, scale: 1, premultipliedPixels: px))
        let r = root()
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 10)
        layer.contents = sheet
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        r.layer.addSublayer(layer)
        #expect(pixels(try ViewRenderer.render(r), blue) == square(0, 0, 10, 10))
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        layer.contentsGravity = .center  // the 2×2 red sprite at its size
        #expect(pixels(try ViewRenderer.render(r), red) == square(4, 4, 2, 2))
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() throws {
        // 3×3: a blue ring around a red centre pixel; stretched to 10×10 the corners stay 1 px.
        var px = [UInt8](repeating: 0, count: 9 * 4)
        for i in 0..<9 { px[i * 4] = i == 4 ? 255 : 0; px[i * 4 + 2] = i == 4 ? 0 : 255; px[i * 4 + 3] = 255 }
        let r = root()
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 10)
        layer.contents = CGImage(bitmap: try Bitmap(width: 3, height: 3, scale: 1, premultipliedPixels: px))
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        layer.magnificationFilter = .nearest
        r.layer.addSublayer(layer)
        let b = try ViewRenderer.render(r)
        #expect(pixels(b, red) == square(1, 1, 8, 8))
        #expect(b.color(x: 0, y: 0) == blue && b.color(x: 9, y: 5) == blue)
    }

    @Test func nearestMagnificationKeepsHardPixelEdges() throws {
        var px = [UInt8](repeating: 0, count: 2 * 4)
        px[0] = 255; px[3] = 255; px[6] = 255; px[7] = 255  // red | blue
        let r = root(10, 1)
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 1)
        layer.contents = CGImage(bitmap: try Bitmap(width: 2, height: 1, scale: 1, premultipliedPixels: px))
        r.layer.addSublayer(layer)
        var b = try ViewRenderer.render(r)
        #expect(b.color(x: 4, y: 0) != red && b.color(x: 4, y: 0) != blue)  // linear: a blend at the seam
        layer.magnificationFilter = .nearest
        b = try ViewRenderer.render(r)
        #expect(
            (0..<10).map { b.color(x: $0, y: 0) } == Array(repeating: red, count: 5) + Array(repeating: blue, count: 5))
    }

    @Test func aUIImageAsContentsDrawsNothingAndIsReported() throws {
        let r = root()
        let layer = CALayer()
        layer.frame = rect(0, 0, 10, 10)
        let image = UIImage(cgImage: try solid(2, 2, red))
        let (_, reports) = LayoutDiagnostics.collect { layer.contents = image }
        r.layer.addSublayer(layer)
        #expect(pixels(try ViewRenderer.render(r), red).isEmpty)
        #expect(
            reports.map(\.message) == [
                "CALayer.contents is a UIImage, not a CGImage; nothing is drawn "
                    + "(a UIImage draws nothing on iOS either: assign image.cgImage)"
            ])
        layer.contents = image.cgImage
        #expect(pixels(try ViewRenderer.render(r), red).count == 100)
    }

    @Test func aViewsLayerDrawsItsContentsUnderItsSubviews() throws {
        let r = root()
        r.layer.contents = try solid(1, 1, red)
        let v = UIView(frame: rect(0, 0, 5, 10))
        v.backgroundColor = .blue
        r.addSubview(v)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 2, y: 5) == blue && b.color(x: 7, y: 5) == red)
    }

    // MARK: zPosition

    @Test func zPositionOrdersSiblingLayersStably() throws {
        let r = root()
        func layer(_ c: UIColor, _ z: CGFloat) -> CALayer {
            let l = CALayer()
            l.frame = rect(0, 0, 10, 10)
            l.backgroundColor = c
            l.zPosition = z
            return l
        }
        let a = layer(.red, 1), b = layer(.blue, 0), c = layer(.green, 1)
        for l in [a, b, c] { r.layer.addSublayer(l) }
        // Drawn b (0), a (1), c (1: after a, its equal): green on top.
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == Color(red: 0, green: 255, blue: 0))
        c.zPosition = 0.5
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red)
        #expect(r.layer.sublayers?[0] === a)  // the list keeps its order
    }

    @Test(arguments: directions)
    func zPositionLiftsAViewAboveItsLaterSiblings(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let r = root(direction: direction)
        let under = UIView(frame: rect(0, 0, 10, 10)), over = UIView(frame: rect(0, 0, 10, 10))
        under.backgroundColor = .red
        over.backgroundColor = .blue
        r.addSubview(under)
        r.addSubview(over)
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == blue)
        under.layer.zPosition = 1
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red)
        #expect(r.subviews.last === over)
    }

    // MARK: sublayerTransform and rasterization

    @Test func sublayerTransformMovesTheSublayersAboutTheAnchorPoint() throws {
        let r = root(20, 20)
        let parent = CALayer()
        parent.frame = rect(0, 0, 20, 20)
        let child = CALayer()
        child.frame = rect(0, 0, 4, 4)
        child.backgroundColor = UIColor.red
        parent.addSublayer(child)
        parent.backgroundColor = UIColor.white
        r.layer.addSublayer(parent)
        parent.sublayerTransform = CATransform3DMakeTranslation(6, 2, 0)
        #expect(pixels(try ViewRenderer.render(r), red) == square(6, 2, 4, 4))
        // Half size about the centre (10, 10): (0, 0) goes to (5, 5), (4, 4) to (7, 7).
        parent.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(pixels(try ViewRenderer.render(r), red) == square(5, 5, 2, 2))
        // The parent's own background is not transformed.
        #expect(try ViewRenderer.render(r).color(x: 0, y: 0) == white)
    }

    @Test func rasterizingBelowTheScreensScaleSoftensEdgesAsOnIOS() throws {
        let r = UIView(frame: rect(0, 0, 10, 10))
        r.overrideTraitCollection = UITraitCollection(displayScale: 2)
        r.backgroundColor = .white
        let card = UIView(frame: rect(2.5, 2.5, 5, 5))
        card.backgroundColor = .red
        let stripe = UIView(frame: rect(0.5, 0, 2, 5))  // on whole @2x pixels, half 1x pixels
        stripe.backgroundColor = .blue
        card.addSubview(stripe)
        r.addSubview(card)
        let crisp = try ViewRenderer.render(r)
        #expect(crisp.color(x: 5, y: 10) == red && crisp.color(x: 6, y: 10) == blue && crisp.color(x: 9, y: 10) == blue)
        card.layer.shouldRasterize = true  // at the default rasterizationScale 1 on a @2x canvas
        let soft = try ViewRenderer.render(r)
        #expect(soft.color(x: 6, y: 10) != blue && soft.color(x: 6, y: 10) != red)
        card.layer.rasterizationScale = 2
        #expect(try ViewRenderer.render(r) == crisp)
    }

    @Test func isOpaqueIsTheViewsForAViewsLayer() {
        let v = UIView()
        v.layer.isOpaque = false
        #expect(v.isOpaque == false)
        let l = CALayer()
        #expect(l.isOpaque == false)
        l.isOpaque = true
        #expect(l.isOpaque)
    }
}
