import Raster

/// A deterministic UI-like scene (navigation bar, cards with rounded corners and hairline
/// borders, avatars, text-like glyph strokes at fractional positions, buttons, a tab bar) drawn
/// with Plumb's own Canvas. Variants change parts of it for comparison benchmarks and checks.
struct Scene {
    var width = 390.0
    var height = 844.0
    var scale = 3.0
    var seed: UInt64 = 42
    var background = Color(white: 242)
    var cardColor = Color.white
    var buttonColor = Color(red: 0, green: 122, blue: 255)
    var textShift = 0.0  // points, applied to every text line of the cards
    var shiftedCard: Int? = nil  // only this card's text moves (nil: all cards)
    var cardOffset = 0.0  // points, moves card shapes (anti-aliased edges)
    var recoloredCards: Set<Int> = []
    var recolor = Color(red: 255, green: 214, blue: 10)
    var groupOpacity = 1.0
    var transparentBackground = false

    struct Rng {
        var s: UInt64
        mutating func next() -> Double {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return Double(s >> 11) / Double(1 << 53)
        }
    }

    func textLine(_ c: Canvas, x: Double, y: Double, width: Double, size: Double, color: Color, rng: inout Rng) {
        var px = x
        while px < x + width {
            let word = 2 + Int(rng.next() * 7)
            for _ in 0..<word {
                let gw = size * (0.12 + rng.next() * 0.38)
                let tall = rng.next() < 0.3
                let gh = tall ? size : size * 0.72
                c.fill(
                    Rect(x: px, y: y + (size - gh), width: gw, height: gh),
                    cornerRadii: CornerRadii(all: gw * 0.3), color: color)
                px += gw + size * 0.09
            }
            px += size * 0.33
        }
    }

    func draw() throws -> Bitmap {
        let c = try Canvas(
            width: width, height: height, scale: scale,
            fill: transparentBackground ? .clear : background)
        var rng = Rng(s: seed)
        // navigation bar
        c.fill(Rect(x: 0, y: 0, width: width, height: min(100, height * 0.12)), color: Color(white: 249))
        c.fill(Rect(x: 0, y: min(100, height * 0.12), width: width, height: 1 / scale), color: Color(white: 200))
        textLine(
            c, x: 16, y: min(60, height * 0.06), width: width * 0.45, size: min(20, height * 0.05),
            color: .black, rng: &rng)
        // cards
        let cardH = min(88, height * 0.2)
        var y = min(116, height * 0.16)
        var index = 0
        while y + cardH < height - min(90, height * 0.12) {
            let color = recoloredCards.contains(index) ? recolor : cardColor
            let rect = Rect(x: 16 + cardOffset, y: y + cardOffset, width: width - 32, height: cardH)
            c.saveState()
            if groupOpacity < 1 { c.beginTransparencyLayer(opacity: groupOpacity) }
            c.fill(rect, cornerRadii: CornerRadii(all: 12), color: color)
            c.strokeBorder(rect, width: 1 / scale, cornerRadii: CornerRadii(all: 12), color: Color(white: 210))
            c.clip(to: rect, cornerRadii: CornerRadii(all: 12))
            let av = min(48, cardH * 0.55)
            c.fill(
                Rect(x: rect.x + 12, y: rect.y + 12, width: av, height: av), cornerRadii: CornerRadii(all: av / 2),
                color: Color(red: UInt8(80 + index * 20 % 150), green: 140, blue: 200))
            let shift = (shiftedCard == nil || shiftedCard == index) ? textShift : 0
            let tx = rect.x + 24 + av + shift
            textLine(
                c, x: tx, y: rect.y + 14, width: rect.width - av - 40, size: min(15, cardH * 0.17), color: .black,
                rng: &rng)
            textLine(
                c, x: tx, y: rect.y + 36, width: rect.width - av - 60, size: min(12, cardH * 0.14),
                color: Color(white: 110), rng: &rng)
            let bw = min(80, rect.width * 0.25), bh = min(26, cardH * 0.3)
            let button = Rect(x: rect.x + rect.width - bw - 12, y: rect.y + cardH - bh - 10, width: bw, height: bh)
            c.fill(button, cornerRadii: CornerRadii(all: bh / 2), color: buttonColor)
            textLine(
                c, x: button.x + 10, y: button.y + bh * 0.3, width: bw - 20, size: bh * 0.4, color: .white, rng: &rng)
            if groupOpacity < 1 { c.endTransparencyLayer() }
            c.restoreState()
            y += cardH + 12
            index += 1
        }
        // tab bar
        let tabY = height - min(84, height * 0.12)
        c.fill(Rect(x: 0, y: tabY, width: width, height: height - tabY), color: Color(white: 249, alpha: 240))
        c.fill(Rect(x: 0, y: tabY, width: width, height: 1 / scale), color: Color(white: 200))
        for i in 0..<4 {
            let cx = width / 8 * Double(2 * i + 1)
            c.fill(
                Rect(x: cx - 12, y: tabY + 8, width: 24, height: 24), cornerRadii: CornerRadii(all: 6),
                color: i == 0 ? buttonColor : Color(white: 150))
        }
        return c.bitmap
    }
}
