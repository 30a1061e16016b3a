// bench-raster: Plumb's raster benchmark (driven by Benchmarks/suites/raster.sh) and the
// generator for the pixelmatch cross-check (scripts/checks/pixelmatch.sh).
//
//   bench-raster gen-pairs DIR     write UI-like image pairs + Plumb's counts (cases.tsv)
//   bench-raster bench DIR         write the benchmark images to DIR, time Plumb (DIR/plumb.tsv)
//   bench-raster png-settings      zlib level × filter sizes and times for BENCHMARKS.md
//   bench-raster scene OUT.png     the benchmark's UI screen as a PNG
//   bench-raster cards OUT.png     the shadowed card screen as a PNG
//   bench-raster cards-only        time the card-screen cases alone
//   bench-raster demo DIR          demo.png (every primitive) and report.png (3-pane diff)
//   bench-raster loop-compare      the 1 % comparison 50 times, for profilers
//   bench-raster loop DIR CASE N   compare DIR/expected.rgba with DIR/actual-CASE.rgba (1pct,
//                                  30pct or identical) N times, for callgrind/perf
#if canImport(Glibc)
    import Glibc
#endif
@_spi(Benchmarks) import Raster

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

/// Median wall time in milliseconds of `runs` calls (after one warm-up call).
func median(_ runs: Int, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<runs {
        let t0 = now()
        body()
        times.append(now() - t0)
    }
    times.sort()
    return times[times.count / 2]
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let f = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
}

func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    printError("bench-raster: \(message)")
    exit(1)
}

/// `v` with `digits` decimals (no Foundation).
func fmt(_ v: Double, _ digits: Int = 2) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let n = Int((v * p).rounded())
    let whole = n / Int(p), frac = abs(n % Int(p))
    var f = String(frac)
    while f.count < digits { f = "0" + f }
    return digits == 0 ? String(whole) : "\(n < 0 && whole == 0 ? "-" : "")\(whole).\(f)"
}

func percentChanged(_ r: ComparisonResult) -> String {
    let changed = Double(r.differingPixels + r.antiAliasedPixels)
    return "changed=" + fmt(100 * changed / Double(r.comparedPixels)) + "%"
}

// MARK: gen-pairs

struct PairCase {
    var name: String
    var threshold: Double
    var includeAA: Bool
    var expected: Scene
    var actual: Scene
}

func small(_ edit: (inout Scene) -> Void = { _ in }) -> Scene {
    var s = Scene(width: 120, height: 160, scale: 2, seed: 7)
    edit(&s)
    return s
}

let pairCases: [PairCase] = [
    PairCase(
        name: "text-shift-1px", threshold: 0.1, includeAA: false, expected: small(),
        actual: small { $0.textShift = 0.5 }),
    PairCase(
        name: "text-shift-subpixel", threshold: 0.1, includeAA: false, expected: small(),
        actual: small { $0.textShift = 0.2 }),
    PairCase(
        name: "text-shift-subpixel-includeAA", threshold: 0.1, includeAA: true, expected: small(),
        actual: small { $0.textShift = 0.2 }),
    PairCase(
        name: "one-card-text-shift-t0.2", threshold: 0.2, includeAA: false, expected: small(),
        actual: small {
            $0.textShift = 1; $0.shiftedCard = 1
        }),
    PairCase(
        name: "recolor-button", threshold: 0.1, includeAA: false, expected: small(),
        actual: small { $0.buttonColor = Color(red: 255, green: 59, blue: 48) }),
    PairCase(
        name: "recolor-card-subtle", threshold: 0.1, includeAA: false, expected: small(),
        actual: small {
            $0.recoloredCards = [0, 1]; $0.recolor = Color(red: 236, green: 244, blue: 255)
        }),
    PairCase(
        name: "recolor-card-subtle-t0.05", threshold: 0.05, includeAA: false, expected: small(),
        actual: small {
            $0.recoloredCards = [0, 1]; $0.recolor = Color(red: 236, green: 244, blue: 255)
        }),
    PairCase(
        name: "aa-edges-moved", threshold: 0.1, includeAA: false, expected: small(),
        actual: small { $0.cardOffset = 0.15 }),
    PairCase(
        name: "aa-edges-moved-includeAA", threshold: 0.1, includeAA: true, expected: small(),
        actual: small { $0.cardOffset = 0.15 }),
    PairCase(
        name: "group-alpha", threshold: 0.1, includeAA: false, expected: small { $0.groupOpacity = 0.6 },
        actual: small { $0.groupOpacity = 0.45 }),
    PairCase(
        name: "transparent-background", threshold: 0.1, includeAA: false,
        expected: small { $0.transparentBackground = true },
        actual: small {
            $0.transparentBackground = true; $0.groupOpacity = 0.7
        }),
    PairCase(
        name: "everything-threshold-0", threshold: 0, includeAA: false,
        expected: small(),
        actual: small {
            $0.textShift = 0.3; $0.cardOffset = 0.1; $0.buttonColor = Color(red: 10, green: 120, blue: 250)
        }),
]

func genPairs(_ dir: String) throws {
    var lines = ["name\twidth\theight\tthreshold\tincludeAA\tdiff\taa"]
    for pc in pairCases {
        let a = try pc.expected.draw().straightImage(), b = try pc.actual.draw().straightImage()
        guard a.width == b.width, a.height == b.height else { fail("\(pc.name): sizes differ") }
        writeFile("\(dir)/\(pc.name).a.rgba", a.pixels)
        writeFile("\(dir)/\(pc.name).b.rgba", b.pixels)
        let (r, diff) = ImageComparison(options: ComparisonOptions(threshold: pc.threshold, includeAA: pc.includeAA))
            .compareWithDiff(expected: a, actual: b)
        writeFile("\(dir)/\(pc.name).diff.rgba", diff.pixels)
        lines.append(
            "\(pc.name)\t\(a.width)\t\(a.height)\t\(pc.threshold)\t\(pc.includeAA ? 1 : 0)\t\(r.differingPixels)\t\(r.antiAliasedPixels)"
        )
    }
    writeFile("\(dir)/cases.tsv", Array((lines.joined(separator: "\n") + "\n").utf8))
    print("wrote \(pairCases.count) pairs to \(dir)")
}

// MARK: bench

func benchImages() throws -> (expected: RGBAImage, one: RGBAImage, thirty: RGBAImage) {
    let base = Scene()
    var one = Scene()
    one.textShift = 1
    one.shiftedCard = 2
    one.buttonColor = Color(red: 255, green: 59, blue: 48)
    var thirty = Scene()
    thirty.recoloredCards = Set(0..<7)
    thirty.textShift = 0.5
    return (try base.draw().straightImage(), try one.draw().straightImage(), try thirty.draw().straightImage())
}

func bench(_ dir: String) throws {
    let t0 = now()
    let (e, one, thirty) = try benchImages()
    let sceneMs = now() - t0
    let copy = try RGBAImage(width: e.width, height: e.height, pixels: Array(e.pixels))
    writeFile("\(dir)/expected.rgba", e.pixels)
    writeFile("\(dir)/actual-1pct.rgba", one.pixels)
    writeFile("\(dir)/actual-30pct.rgba", thirty.pixels)
    let png = try PNGEncoder().encode(e, metadata: ["plumb.renderer": "bench"])
    writeFile("\(dir)/expected.png", png)

    let cmp = ImageComparison()
    var rows: [String] = ["case\tms\tcount\tinfo"]
    func add(_ name: String, _ ms: Double, _ count: Int, _ info: String = "") {
        rows.append("\(name)\t\(ms)\t\(count)\t\(info)")
    }
    var r = cmp.compare(expected: e, actual: copy)
    add("compare-identical", median(31) { r = cmp.compare(expected: e, actual: copy) }, r.differingPixels)
    r = cmp.compare(expected: e, actual: one)
    let info1 = percentChanged(r)
    add("compare-1pct", median(15) { r = cmp.compare(expected: e, actual: one) }, r.differingPixels, info1)
    r = cmp.compare(expected: e, actual: thirty)
    let info30 = percentChanged(r)
    add("compare-30pct", median(9) { r = cmp.compare(expected: e, actual: thirty) }, r.differingPixels, info30)
    var d = cmp.compareWithDiff(expected: e, actual: one)
    add("diff-image-1pct", median(9) { d = cmp.compareWithDiff(expected: e, actual: one) }, d.result.differingPixels)
    writeFile("\(dir)/plumb-diff-1pct.rgba", d.diff.pixels)

    var encoded: [UInt8] = []
    add("png-encode", median(5) { encoded = (try? PNGEncoder().encode(e)) ?? [] }, encoded.count, "bytes")
    var floorOut = [UInt8](repeating: 0, count: e.pixels.count * 2 + 65536)
    var floorSize = 0
    add(
        "png-encode-floor",
        median(5) { floorSize = LibPNGFloor.encode(e.pixels, width: e.width, height: e.height, into: &floorOut) },
        floorSize, "bytes")
    var decoded: DecodedPNG?
    add("png-decode", median(9) { decoded = try? PNGDecoder().decode(png) }, decoded?.image.pixels.count ?? 0)
    guard decoded?.image == e else { fail("PNG round trip changed pixels") }
    var raw = [UInt8](repeating: 0, count: e.pixels.count)
    var ok = false
    add("png-decode-floor", median(9) { ok = LibPNGFloor.decode(png, into: &raw) }, ok ? raw.count : 0)
    guard raw == e.pixels else { fail("libpng floor decode differs from Plumb's decode") }
    // the verify path: decode the reference PNG, compare with the freshly rendered image
    add(
        "verify-1pct",
        median(9) {
            if let ref = try? PNGDecoder().decode(png) { r = cmp.compare(expected: ref.image, actual: one) }
        }, r.differingPixels)
    add("scene-render", sceneMs / 3, 0, "one 1170x2532 UI scene")
    rows += try benchCards()
    writeFile("\(dir)/plumb.tsv", Array((rows.joined(separator: "\n") + "\n").utf8))
    print("plumb: \(rows.count - 1) cases, images \(e.width)x\(e.height), libpng \(LibPNGFloor.version)")
}

func pngSettings() throws {
    let (e, _, _) = try benchImages()
    print("level\tfilters\tbytes\tencode_ms\tdecode_ms")
    let filters: [(String, PNGFilters)] = [
        ("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
    ]
    for level in [1, 3, 6, 9] {
        for (fname, f) in filters {
            let enc = PNGEncoder(compressionLevel: level, filters: f)
            var bytes: [UInt8] = []
            let ms = median(3) { bytes = (try? enc.encode(e)) ?? [] }
            let dms = median(3) { _ = try? PNGDecoder().decode(bytes) }
            print("\(level)\t\(fname)\t\(bytes.count)\t\(fmt(ms, 1))\t\(fmt(dms, 1))")
        }
    }
}

let args = CommandLine.arguments
do {
    switch args.count > 1 ? args[1] : "" {
    case "gen-pairs" where args.count == 3: try genPairs(args[2])
    case "bench" where args.count == 3: try bench(args[2])
    case "png-settings": try pngSettings()
    case "demo" where args.count == 3:  // a sheet of primitives + a diff report, for eyeballing
        let c = try Canvas(width: 200, height: 120, scale: 3, fill: .white)
        c.fill(
            Rect(x: 10, y: 10, width: 60, height: 40), cornerRadii: CornerRadii(all: 12),
            color: Color(red: 0, green: 122, blue: 255))
        c.strokeBorder(
            Rect(x: 80, y: 10, width: 60, height: 40),
            width: 3, cornerRadii: CornerRadii(topLeft: 20, topRight: 4, bottomRight: 12, bottomLeft: 0), color: .black)
        c.saveState()
        c.clip(to: Rect(x: 150, y: 10, width: 40, height: 40), cornerRadii: CornerRadii(all: 20))
        c.beginTransparencyLayer(opacity: 0.5)
        c.fill(Rect(x: 140, y: 0, width: 40, height: 40), color: .red)
        c.fill(Rect(x: 160, y: 20, width: 40, height: 40), color: .green)
        c.endTransparencyLayer()
        c.restoreState()
        var p = Path()
        p.move(to: Point(x: 10, y: 100))
        p.addLine(to: Point(x: 30, y: 65))
        p.addQuadCurve(to: Point(x: 60, y: 100), control: Point(x: 45, y: 60))
        p.addCurve(to: Point(x: 100, y: 70), control1: Point(x: 70, y: 110), control2: Point(x: 90, y: 60))
        c.stroke(p, color: Color(red: 200, green: 60, blue: 0), style: StrokeStyle(width: 4, cap: .round, join: .miter))
        var star = Path()
        for i in 0..<5 {
            let t = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
            let pt = Point(x: 140 + 22 * cos(t), y: 85 + 22 * sin(t))
            if i == 0 { star.move(to: pt) } else { star.addLine(to: pt) }
        }
        star.closeSubpath()
        c.fill(star, color: Color(red: 120, green: 0, blue: 200, alpha: 200), rule: .evenOdd)
        let icon = try Bitmap(
            width: 2, height: 2,
            premultipliedPixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
        c.draw(icon, in: Rect(x: 170, y: 70, width: 24, height: 24), interpolation: .bilinear)
        try PNGEncoder().write(c.bitmap, to: args[2] + "/demo.png")
        let c2 = Canvas(bitmap: c.bitmap)
        c2.fill(Rect(x: 20.5, y: 20.5, width: 10, height: 3), color: .white)
        let (_, diff) = ImageComparison().compareWithDiff(
            expected: c.bitmap.straightImage(), actual: c2.bitmap.straightImage())
        try PNGEncoder().write(
            ImageComparison.threePane(
                expected: c.bitmap.straightImage(), diff: diff,
                actual: c2.bitmap.straightImage()), to: args[2] + "/report.png")
    case "loop-compare":  // for profilers: the 1% comparison, 50 times
        let (e, one, _) = try benchImages()
        var n = 0
        let t0 = now()
        for _ in 0..<50 { n += ImageComparison().compare(expected: e, actual: one).differingPixels }
        print(n, fmt((now() - t0) / 50), "ms")
        let aaOff = ImageComparison(options: ComparisonOptions(includeAA: true))
        let t1 = now()
        for _ in 0..<50 { n += aaOff.compare(expected: e, actual: one).differingPixels }
        print("includeAA:", fmt((now() - t1) / 50), "ms")
    case "loop" where args.count == 5:
        let w = 1170, h = 2532
        func load(_ name: String) throws -> RGBAImage {
            guard let f = fopen("\(args[2])/\(name).rgba", "rb") else { fail("cannot read \(name)") }
            var px = [UInt8](repeating: 0, count: w * h * 4)
            let n = px.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            fclose(f)
            guard n == w * h * 4 else { fail("short file \(name)") }
            return try RGBAImage(width: w, height: h, pixels: px)
        }
        let e = try load("expected")
        let a =
            args[3] == "identical"
            ? try RGBAImage(width: w, height: h, pixels: Array(e.pixels))
            : try load("actual-" + args[3])
        var n = 0
        let t0 = now()
        let runs = Int(args[4]) ?? 1
        for _ in 0..<runs { n = ImageComparison().compare(expected: e, actual: a).differingPixels }
        print(n, fmt((now() - t0) / Double(runs), 3), "ms")
    case "scene" where args.count == 3:
        try PNGEncoder().write(Scene().draw(), to: args[2])
    case "cards" where args.count == 3:  // the card screen of the shadow benchmark
        try PNGEncoder().write(CardScreen().draw(), to: args[2])
    case "cards-only":  // the card-screen cases alone, for quick runs
        for row in try benchCards() { print(row) }
    case "warm-shadows":  // 20 path shadows at one place on a small canvas (warm cache)
        var times: [Double] = []
        for _ in 0..<15 {
            let c = try Canvas(width: 230, height: 130, scale: 3, fill: .white)
            var p = Path()
            p.addRoundedRect(Rect(x: 30, y: 30, width: 171, height: 68), cornerRadii: CornerRadii(all: 14))
            for _ in 0..<20 { c.drawShadow(of: p, shadow: CardScreen.shadow, hiddenByOpaqueFill: true) }
            times.append(c.shadowMilliseconds)
        }
        times.sort()
        print("warm 20 shadows:", fmt(times[7], 3), "ms")
    case "cards-diff":  // how many pixels the shadows change
        let a = try CardScreen().draw(), b = try CardScreen(shadows: false).draw()
        var changed = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) where a.pixels[i] != b.pixels[i] { changed += 1 }
        print(changed, "pixels changed by the shadows")
        // How far three box blurs are from the exact Gaussian on this screen.
        let box = try CardScreen(method: .threeBoxes).draw()
        var differing = 0, largest = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            let d = (0..<4).map { abs(Int(a.pixels[i + $0]) - Int(box.pixels[i + $0])) }.max()!
            if d > 0 { differing += 1; largest = max(largest, d) }
        }
        print(differing, "pixels differ with three box blurs; largest channel difference", largest)
    case "loop-blur" where args.count == 3:  // for profilers: one card's shadow blur N times
        let plane = try CardScreen.cardAlpha()
        let k = GaussianKernel(sigma: 24)
        let out = PixelRect(
            x: -k.radius, y: -k.radius, width: plane.rect.width + 2 * k.radius, height: plane.rect.height + 2 * k.radius
        )
        var n = 0
        let t0 = now()
        for _ in 0..<(Int(args[2]) ?? 1) { n &+= Int(plane.blurred(k, in: out).values[100]) }
        print(n, fmt((now() - t0) / Double(Int(args[2]) ?? 1), 3), "ms")
    case "loop-cards" where args.count >= 3:  // for profilers: the card screen N times [path]
        var n = 0
        let t0 = now()
        let screen = CardScreen(fromPath: args.count > 3 && args[3] == "path")
        for _ in 0..<(Int(args[2]) ?? 1) { n &+= Int(try screen.draw().pixels[4000]) }
        print(n, fmt((now() - t0) / Double(Int(args[2]) ?? 1), 3), "ms")
    default:
        printError(
            "usage: bench-raster gen-pairs DIR | bench DIR | png-settings | scene OUT.png | cards OUT.png | cards-only | demo DIR | loop-compare | loop DIR CASE N"
        )
        exit(2)
    }
} catch {
    fail("\(error)")
}
