import Foundation
import Raster
import Testing
@testable import PlumbUI

@MainActor @Suite struct RenderingTests {
    func card(_ dir: UITraitEnvironmentLayoutDirection) -> UIView {
        let root = makeRoot(320, 160, dir)
        root.backgroundColor = .white
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemGray6
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = .systemGray3
        card.clipsToBounds = true
        root.addSubview(card)
        let avatar = UIView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 20
        card.addSubview(avatar)
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.text = dir == .rightToLeft ? "مرحبا بالعالم" : "Hello, World"
        card.addSubview(title)
        let body = UILabel()
        body.translatesAutoresizingMaskIntoConstraints = false
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 13)
        body.textColor = .secondaryLabel
        body.text = pangram
        card.addSubview(body)
        let faded = UIView()
        faded.translatesAutoresizingMaskIntoConstraints = false
        faded.backgroundColor = .systemRed
        faded.alpha = 0.5
        card.addSubview(faded)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
            avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: avatar.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            faded.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 10),
            faded.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            faded.widthAnchor.constraint(equalToConstant: 40),
            faded.heightAnchor.constraint(equalToConstant: 40),
        ])
        return root
    }

    @Test(arguments: directions)
    func cardRendersBackgroundsCornersTextAndGroupOpacity(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = card(dir)
        let bitmap = try ViewRenderer.render(root)
        #expect(bitmap.width == 640 && bitmap.height == 320)
        let px = { (x: Int, y: Int) in bitmap.color(x: x, y: y) }
        #expect(px(0, 0) == Color(red: 255, green: 255, blue: 255))  // root background
        #expect(px(320, 250) == Color(red: 242, green: 242, blue: 247))  // card: systemGray6
        let avatarX = dir == .leftToRight ? 2 * (16 + 12 + 20) : 640 - 2 * (16 + 12 + 20)
        #expect(px(avatarX, 2 * (16 + 12 + 20)) == Color(red: 0, green: 122, blue: 255))  // avatar centre
        #expect(
            px(dir == .leftToRight ? 34 : 605, 34) == Color(red: 255, green: 255, blue: 255),
            "outside the 12-point rounded corner")
        // The half-transparent red square over gray6, inside the card's clip.
        let fadedX = dir == .leftToRight ? 2 * (320 - 16 - 15) : 2 * (16 + 15)
        let faded = px(fadedX, 2 * (160 - 16 - 15))
        // Layer opacity 0.5 → 128; premultiplied red (255, 59, 48) × 128/255 = (128, 30, 24), then
        // over gray6: 128 + 242·127/255 = 248.5 → 249, 30 + 120.5 → 151, 24 + 123.0 → 147.
        #expect(faded == Color(red: 249, green: 151, blue: 147))
        // The title's ink lies inside its frame, on the leading side.
        let title = root.subviews[0].subviews[1] as! UILabel
        let frame = title.convert(title.bounds, to: root)
        var inside = 0, dark = 0
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in 0..<640 where px(x, y).red < 128 && px(x, y).blue < 128 {
                dark += 1
                if CGFloat(x) >= frame.minX * 2 && CGFloat(x) < frame.maxX * 2 { inside += 1 }
            }
        }
        #expect(dark > 800)
        #expect(inside == dark)
        #expect(dir == .leftToRight ? frame.minX == 80 : frame.maxX == 240)
        let png = try PNGEncoder().encode(bitmap)
        try Data(png).write(
            to: URL(fileURLWithPath: NSTemporaryDirectory() + "plumb-card-\(dir == .rightToLeft ? "rtl" : "ltr").png"))
    }
}

final class DotView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.systemGreen.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        ctx.setFillColor(UIColor.black)
        ctx.fillEllipse(in: CGRect(x: rect.width / 2, y: 0, width: rect.width / 2, height: rect.height))
    }
}

@MainActor @Suite struct CustomDrawingTests {
    @Test func drawRectDrawsThroughTheCurrentContextAndRendererMakesPNGData() throws {
        let dot = DotView(frame: rect(0, 0, 20, 10))
        dot.backgroundColor = .white
        let renderer = UIGraphicsImageRenderer(bounds: dot.bounds)
        let image = renderer.image { _ in dot.drawHierarchy(in: dot.bounds, afterScreenUpdates: true) }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 2)
        let b = image.bitmap
        #expect(b.width == 40 && b.height == 20)
        #expect(b.color(x: 5, y: 10) == Color(red: 52, green: 199, blue: 89))  // systemGreen half
        #expect(b.color(x: 30, y: 10) == Color(red: 0, green: 0, blue: 0))  // ellipse centre
        #expect(b.color(x: 21, y: 1) == Color(red: 255, green: 255, blue: 255))  // outside the ellipse
        let png = try #require(image.pngData())
        let decoded = try PNGDecoder().decode([UInt8](png))
        #expect(
            decoded.image.width == 40 && decoded.image.height == 20,
            "\(decoded.image.width)x\(decoded.image.height) png \(png.count)")
        #expect(UIGraphicsGetCurrentContext() == nil, "no context outside a renderer")
    }
}

final class RingView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setStroke()
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
        ring.lineWidth = 2
        ring.stroke()
        UIColor.black.setFill()
        let dot = UIBezierPath(
            arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 3,
            startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        dot.fill()
    }
}

@MainActor @Suite struct ImageAndPathRenderingTests {
    @Test func imageViewDrawsItsImageWhereTheContentModePutsIt() throws {
        let root = UIView(frame: rect(0, 0, 40, 20))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1)
        root.backgroundColor = .white
        let red = try Bitmap(width: 4, height: 4, scale: 1, fill: Color(red: 255, green: 0, blue: 0))
        let iv = UIImageView(image: UIImage(bitmap: red, scale: 1))
        iv.frame = rect(0, 0, 40, 20)
        iv.contentMode = .scaleAspectFit  // 4×4 → 20×20 centred: x 10..30
        root.addSubview(iv)
        let b = try ViewRenderer.render(root)
        #expect(b.color(x: 5, y: 10) == Color(red: 255, green: 255, blue: 255))
        #expect(b.color(x: 20, y: 10) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 35, y: 10) == Color(red: 255, green: 255, blue: 255))
        iv.contentMode = .scaleToFill
        let filled = try ViewRenderer.render(root)
        #expect(filled.color(x: 1, y: 1) == Color(red: 255, green: 0, blue: 0))
        #expect(filled.color(x: 38, y: 18) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func bezierPathsStrokeAndFillInDrawRect() throws {
        let ring = RingView(frame: rect(0, 0, 20, 20))
        ring.overrideTraitCollection = UITraitCollection(displayScale: 2)
        ring.backgroundColor = .white
        let b = try ViewRenderer.render(ring)
        #expect(b.color(x: 20, y: 20) == Color(red: 0, green: 0, blue: 0))  // the dot
        #expect(b.color(x: 20, y: 3) == Color(red: 0, green: 122, blue: 255))  // on the ring (1...3 pt)
        try Data(PNGEncoder().encode(b)).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "plumb-ring.png"))
        #expect(b.color(x: 20, y: 12) == Color(red: 255, green: 255, blue: 255))  // between ring and dot
        #expect(b.color(x: 1, y: 1) == Color(red: 255, green: 255, blue: 255))  // corner
    }
}
