#if canImport(Glibc)
    import Glibc
#endif
@_spi(Benchmarks) import Raster

/// An iPhone screen (390×844 pt @3x) of 20 cards in two columns, each a rounded rectangle
/// filled with a diagonal two-colour gradient and two white text-like bars, each casting a
/// shadow from its content the way a `CALayer` with `shadowOpacity` 0.18, `shadowRadius` 8 and
/// `shadowOffset` (0, 4) does (σ = 24 px at @3x).
struct CardScreen {
    var shadows = true
    var method: ShadowBlurMethod = .exactRuns
    /// Shadows from the card's path (`shadowPath`, or a view whose content lies inside its
    /// rounded background) instead of from its content through an offscreen group.
    var fromPath = false

    static let shadow = Shadow(color: Color.black.withAlpha(46), offset: Size(width: 0, height: 4), radius: 8)

    static func frame(_ i: Int) -> Rect {
        Rect(x: 16 + Double(i % 2) * (171 + 16), y: 24 + Double(i / 2) * (68 + 12), width: 171, height: 68)
    }

    static let palette: [(Color, Color)] = [
        (Color(red: 0, green: 122, blue: 255), Color(red: 88, green: 86, blue: 214)),
        (Color(red: 175, green: 82, blue: 222), Color(red: 255, green: 45, blue: 85)),
        (Color(red: 48, green: 176, blue: 199), Color(red: 52, green: 199, blue: 89)),
        (Color(red: 255, green: 149, blue: 0), Color(red: 255, green: 59, blue: 48)),
    ]

    func draw() throws -> Bitmap { try canvas().bitmap }

    /// The drawn canvas (its `shadowMilliseconds` is the time spent on shadows).
    func canvas() throws -> Canvas {
        let c = try Canvas(width: 390, height: 844, scale: 3, fill: Color(red: 242, green: 242, blue: 247))
        c.shadowBlurMethod = method
        for i in 0..<20 {
            let r = CardScreen.frame(i)
            var p = Path()
            p.addRoundedRect(r, cornerRadii: CornerRadii(all: 14))
            if shadows {
                if fromPath {
                    c.drawShadow(of: p, shadow: CardScreen.shadow, hiddenByOpaqueFill: true)
                } else {
                    c.beginShadowLayer(CardScreen.shadow, extent: r)
                }
            }
            let (a, b) = CardScreen.palette[i % 4]
            c.fill(
                p, gradient: Gradient(colors: [a, b]),
                shading: .axial(start: Point(x: r.x, y: r.y), end: Point(x: r.maxX, y: r.maxY)))
            c.fill(
                Rect(x: r.x + 14, y: r.y + 12, width: 56, height: 11), cornerRadii: CornerRadii(all: 3), color: .white)
            c.fill(
                Rect(x: r.x + 14, y: r.y + 30, width: 92, height: 24), cornerRadii: CornerRadii(all: 5), color: .white)
            if shadows && !fromPath { c.endTransparencyLayer() }
        }
        guard c.diagnostics.isEmpty else { fail("card screen: \(c.diagnostics)") }
        return c
    }

    /// Median over `runs` renders of the thread CPU time spent on shadows, and the last bitmap.
    /// Cold: the process's shadow blur cache is emptied before each render (the screen's one
    /// card shape is blurred once per render); warm: it is not (a screen rendered again).
    func shadowTime(_ runs: Int, cold: Bool = true) throws -> (Double, Bitmap) {
        var times: [Double] = []
        var last: Bitmap?
        for _ in 0..<runs {
            if cold { Canvas.emptyShadowBlurCache() }
            let c = try canvas()
            times.append(c.shadowMilliseconds)
            last = c.bitmap
        }
        times.sort()
        return (times[times.count / 2], last!)
    }

    /// One card's shadow source as the canvas sees it: its alpha at @3x (the rounded rectangle).
    static func cardAlpha() throws -> AlphaPlane {
        let r = frame(0)
        let c = try Canvas(width: r.width + 2, height: r.height + 2, scale: 3)
        c.fill(Rect(x: 1, y: 1, width: r.width, height: r.height), cornerRadii: CornerRadii(all: 14), color: .white)
        let b = c.bitmap
        return AlphaPlane(
            rect: PixelRect(x: 0, y: 0, width: b.width, height: b.height),
            values: (0..<(b.width * b.height)).map { b.pixels[$0 * 4 + 3] })
    }
}

/// Times the card screen: with shadows (Plumb's blur, the direct convolution, three boxes) and
/// without, and the blur alone on the 20 cards' alpha planes. Rows for plumb.tsv. Times are
/// thread CPU time (`cpuMedian`): the benchmark machine is shared, and wall time there measures
/// the other jobs as much as Plumb.
func benchCards() throws -> [String] {
    var rows: [String] = []
    func add(_ name: String, _ ms: Double, _ count: Int, _ info: String = "") {
        rows.append("\(name)\t\(ms)\t\(count)\t\(info)")
    }
    // Whole renders, with and without shadows.
    var none = try CardScreen(shadows: false).draw()
    let tNone = cpuMedian(11) { none = (try? CardScreen(shadows: false).draw()) ?? none }
    var with = try CardScreen().draw()
    let tWith = cpuMedian(11) {
        Canvas.emptyShadowBlurCache()
        with = (try? CardScreen().draw()) ?? with
    }
    // The time spent on shadows inside each render (buffers, blurs, compositing), per method.
    let (exact, exactImage) = try CardScreen().shadowTime(15)
    let (direct, directImage) = try CardScreen(method: .directConvolution).shadowTime(3)
    let (boxes, boxImage) = try CardScreen(method: .threeBoxes).shadowTime(9)
    let (path, pathImage) = try CardScreen(fromPath: true).shadowTime(15)
    let (warm, warmImage) = try CardScreen().shadowTime(15, cold: false)
    let (pathWarm, _) = try CardScreen(fromPath: true).shadowTime(15, cold: false)
    guard exactImage == directImage else { fail("card screen: run-based blur differs from direct convolution") }
    guard exactImage == pathImage else { fail("card screen: the path shadows differ from the content shadows") }
    guard exactImage == warmImage else { fail("card screen: cached shadow blurs differ from new ones") }
    let boxDiff = stride(from: 0, to: exactImage.pixels.count, by: 4).filter { i in
        (0..<4).contains { exactImage.pixels[i + $0] != boxImage.pixels[i + $0] }
    }.count
    add("cards-render", tWith, 20, "20 shadowed gradient cards, 1170x2532")
    add("cards-render-noshadow", tNone, 20, "the same without shadows")
    add(
        "cards-shadows", exact, 20,
        "shadow drawing inside the render (content shadows, offscreen groups; blur cache emptied first)")
    add("cards-shadows-warm", warm, 20, "the same rendered again (the card blur taken from the process's cache)")
    add("cards-shadows-reference", direct, 20, "the same pixels by direct convolution")
    add("cards-shadows-box3", boxes, boxDiff, "three box blurs; count = pixels differing from the exact Gaussian")
    add("cards-shadows-path", path, 20, "the same shadows from the cards' paths (shadowPath), no offscreen groups")
    add("cards-shadows-path-warm", pathWarm, 20, "the same rendered again")
    // The blur alone, 20 times (one card's plane per card).
    let plane = try CardScreen.cardAlpha()
    let kernel = GaussianKernel(sigma: 24)
    let r = kernel.radius
    let out = PixelRect(x: -r, y: -r, width: plane.rect.width + 2 * r, height: plane.rect.height + 2 * r)
    var sink = 0
    add(
        "shadow-blur", cpuMedian(11) { for _ in 0..<20 { sink &+= Int(plane.blurred(kernel, in: out).values[100]) } },
        20, "20 card planes, σ 24 px, no cache")
    add(
        "shadow-blur-reference",
        cpuMedian(3) { for _ in 0..<20 { sink &+= Int(plane.blurredReference(kernel, in: out).values[100]) } }, 20)
    add(
        "shadow-blur-box3",
        cpuMedian(11) { for _ in 0..<20 { sink &+= Int(plane.boxBlurred(sigma: 24, in: out).values[100]) } }, 20)
    if sink == 42 { print("") }
    return rows
}

/// Median thread CPU time in milliseconds of `runs` calls (after one warm-up call).
func cpuMedian(_ runs: Int, _ body: () -> Void) -> Double {
    func cpu() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }
    body()
    var times: [Double] = []
    for _ in 0..<runs {
        let t0 = cpu()
        body()
        times.append(cpu() - t0)
    }
    times.sort()
    return times[times.count / 2]
}
