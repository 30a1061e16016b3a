extension Canvas {
    /// Fills a path, or the whole clip when `path` is nil (as CGContext's `drawLinearGradient` /
    /// `drawRadialGradient` do), with a gradient.
    ///
    /// Every pixel takes the gradient's colour at its centre (mapped back to user space), times
    /// the shape's coverage and the clip. Outside the gradient's range pixels take the first or
    /// last colour when `options` say so, and are left alone otherwise.
    ///
    /// Degenerate geometry is refused with a note in ``diagnostics``: an axial gradient whose
    /// start and end coincide, an ellipse with a zero radius, non-finite values, a gradient
    /// without stops.
    ///
    /// ```swift
    /// canvas.fill(cardPath, gradient: Gradient(colors: [.white, Color(white: 230)]),
    ///             shading: .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 88)))
    /// ```
    public func fill(
        _ path: Path?, gradient: Gradient, shading: GradientShading,
        options: GradientOptions = [.drawsBeforeStart, .drawsAfterEnd], rule: FillRule = .nonZero
    ) {
        for n in gradient.notes { note(n) }
        guard shading.isFinite, transform.isFinite, path?.isFinite ?? true else {
            return note("fill(gradient): non-finite geometry (ignored)")
        }
        guard !gradient.stops.isEmpty else { return note("fill(gradient): no colour stops (nothing drawn)") }
        switch shading {
        case .axial(let s, let e) where s == e:
            return note("fill(gradient): axial gradient from \(s) to itself (nothing drawn)")
        case let .elliptical(_, rx, ry) where rx == 0 || ry == 0:
            return note("fill(gradient): elliptical gradient with radii \(rx) × \(ry) (nothing drawn)")
        default: break
        }
        let coverage: Coverage?
        if let path {
            coverage = rasterize(path, rule: rule, clip: paintableBounds)
        } else {
            let b = paintableBounds
            coverage =
                b.isEmpty
                ? nil
                : Coverage(
                    bounds: b,
                    storage: .separable(
                        x: [UInt16](repeating: 256, count: b.width),
                        y: [UInt16](repeating: 256, count: b.height)))
        }
        guard let cov = coverage else { return }
        let area = cov.bounds.intersection(paintableBounds)
        guard !area.isEmpty else { return }
        // Large fills look colours up in a table filled as positions come (shared by the fills of
        // one gradient on this canvas: a list of cards in a few gradients fills a few tables).
        var table: GradientTable?
        if area.width * area.height >= GradientTable.minimumArea {
            if let t = gradientTables.first(where: { $0.gradient == gradient }) {
                table = t
            } else {
                table = GradientTable(gradient)
                if gradientTables.count >= 4 { gradientTables.removeFirst() }
                gradientTables.append(table!)
            }
        }
        let shader = GradientShader(
            gradient: gradient, shading: shading, options: options, transform: transform, table: table)
        let clipMask = clip.mask, cb = clip.bounds
        var covRow = [UInt8](repeating: 0, count: cov.bounds.width)
        var colors = [UInt32](repeating: 0, count: area.width)
        var previousRow = Int.min
        let columns = shader.columns(from: area.x, count: area.width)
        withTarget { px, tb in
            covRow.withUnsafeMutableBufferPointer { rb in
                colors.withUnsafeMutableBufferPointer { colb in
                    columns.withUnsafeBufferPointer { cols in
                        for y in area.y..<area.maxY {
                            cov.fillRow(y, into: rb)
                            shader.fillRow(y, from: area.x, into: colb, reuse: previousRow == y - 1, columns: cols)
                            previousRow = y
                            let out = px.baseAddress! + ((y - tb.y) * tb.width + (area.x - tb.x)) * 4
                            for i in 0..<area.width {
                                var c = UInt32(rb[area.x - cov.bounds.x + i])
                                if c == 0 { continue }
                                if let m = clipMask {
                                    c = div255(c &* UInt32(m[(y - cb.y) * cb.width + area.x + i - cb.x]))
                                }
                                let w = colb[i]
                                if c == 0 || w >> 24 == 0 { continue }
                                let src = PremultipliedColor(
                                    red: UInt8(truncatingIfNeeded: w), green: UInt8(truncatingIfNeeded: w >> 8),
                                    blue: UInt8(truncatingIfNeeded: w >> 16), alpha: UInt8(truncatingIfNeeded: w >> 24))
                                blend(out + i * 4, src, c)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Evaluates a gradient at pixel centres, a row at a time.
struct GradientShader {
    let gradient: Gradient
    let shading: GradientShading
    let options: GradientOptions
    let transform: Transform
    /// True when the colour depends only on the column (an axial gradient along x): rows repeat.
    let rowInvariant: Bool
    /// False when the colour depends only on the row (along y): one colour per row.
    let columnInvariant: Bool
    /// Colours already computed, by position.
    let table: GradientTable?

    init(
        gradient: Gradient, shading: GradientShading, options: GradientOptions, transform: Transform,
        table: GradientTable? = nil
    ) {
        self.gradient = gradient
        self.table = table
        self.shading = shading
        self.options = options
        self.transform = transform
        if case .axial(let s, let e) = shading {
            rowInvariant = s.y == e.y
            columnInvariant = s.x == e.x
        } else {
            rowInvariant = false
            columnInvariant = false
        }
    }

    /// The premultiplied colours (little-endian RGBA words; 0 where nothing is drawn) of row `y`
    /// for columns `x0 ..< x0 + out.count`. With `reuse` and a column-only gradient the row is
    /// already there. `columns`, when given, holds each column's user-space x (the same
    /// doubles as computed here).
    func fillRow(
        _ y: Int, from x0: Int, into out: UnsafeMutableBufferPointer<UInt32>, reuse: Bool,
        columns: UnsafeBufferPointer<Double>? = nil
    ) {
        if rowInvariant && reuse { return }
        let uy = (Double(y) + 0.5 - transform.translateY) / transform.scaleY
        if columnInvariant {
            let w = word(at: uy, x: (Double(x0) + 0.5 - transform.translateX) / transform.scaleX)
            out.update(repeating: w)
            return
        }
        if let columns, case .axial(let s, let e) = shading {
            // The axial position's x term per column, its y term once per row (the same
            // operations in the same order as `position`).
            let dx = e.x - s.x, dy = e.y - s.y
            let rowTerm = (uy - s.y) * dy, length = dx * dx + dy * dy
            for i in 0..<out.count {
                out[i] = word(t: ((columns[i] - s.x) * dx + rowTerm) / length)
            }
            return
        }
        for i in 0..<out.count {
            let ux = columns?[i] ?? (Double(x0 + i) + 0.5 - transform.translateX) / transform.scaleX
            out[i] = word(at: uy, x: ux)
        }
    }

    /// The user-space x of the centres of columns `x0 ..< x0 + count`.
    func columns(from x0: Int, count: Int) -> [Double] {
        (0..<count).map { (Double(x0 + $0) + 0.5 - transform.translateX) / transform.scaleX }
    }

    /// The premultiplied colour word at user-space point (x, y).
    func word(at y: Double, x: Double) -> UInt32 {
        guard let t = position(x, y) else { return 0 }
        return word(t: t)
    }

    /// The premultiplied colour word at gradient position `t`.
    @inline(__always)
    func word(t: Double) -> UInt32 {
        var ti: Int
        if t.isNaN { return 0 }  // (extreme finite geometry: ∞ / ∞)
        if t < 0 {
            guard options.contains(.drawsBeforeStart) else { return 0 }
            ti = 0
        } else if t > 1 {
            guard options.contains(.drawsAfterEnd) else { return 0 }
            ti = 65536
        } else {
            ti = Int(t * 65536 + 0.5)  // t ≥ 0: round half up, without a libm call
        }
        ti = min(max(ti, 0), 65536)
        if let table { return table.word(ti) }
        return GradientTable.word(gradient, ti)
    }

    /// The gradient position of a point, nil where the gradient is not defined.
    func position(_ x: Double, _ y: Double) -> Double? {
        switch shading {
        case .axial(let s, let e):
            let dx = e.x - s.x, dy = e.y - s.y
            return ((x - s.x) * dx + (y - s.y) * dy) / (dx * dx + dy * dy)
        case let .elliptical(c, rx, ry):
            let u = (x - c.x) / rx, v = (y - c.y) / ry
            return (u * u + v * v).squareRoot()
        case let .conic(c, angle):
            let a = deterministicAtan2(y - c.y, x - c.x) - angle
            var f = a / (2 * Double.pi)
            f -= f.rounded(.down)
            return f >= 1 ? 0 : f
        case let .radial(c0, r0, c1, r1):
            // |p − c(t)| = r(t): a t² − 2 b t + c = 0 with the largest root whose radius is ≥ 0.
            let dcx = c1.x - c0.x, dcy = c1.y - c0.y, dr = r1 - r0
            let px = x - c0.x, py = y - c0.y
            let a = dcx * dcx + dcy * dcy - dr * dr
            let b = px * dcx + py * dcy + r0 * dr
            let c = px * px + py * py - r0 * r0
            if a == 0 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            let (hi, lo) = t1 > t2 ? (t1, t2) : (t2, t1)
            if r0 + hi * dr >= 0 { return hi }
            if r0 + lo * dr >= 0 { return lo }
            return nil
        }
    }
}

/// The premultiplied colour words of a gradient by position (0 ... 65536), each computed the
/// first time it is asked for: the same words as `Gradient.color(at:)`, without its division
/// and rounding per pixel.
final class GradientTable {
    /// Fills smaller than this many pixels compute their colours directly.
    static let minimumArea = 16_384
    /// Marks a position not yet computed: red above alpha, which no premultiplied colour has.
    static let unset: UInt32 = 0x00FF_FFFF

    let gradient: Gradient
    /// 65537 words (a raw buffer: no exclusivity checks on the hot path).
    private let words: UnsafeMutablePointer<UInt32>

    init(_ gradient: Gradient) {
        self.gradient = gradient
        words = .allocate(capacity: 65537)
        words.initialize(repeating: GradientTable.unset, count: 65537)
    }

    deinit { words.deallocate() }

    /// The word at position `t` (0 ... 65536).
    @inline(__always)
    func word(_ t: Int) -> UInt32 {
        let w = words[t]
        if w != GradientTable.unset { return w }
        let computed = GradientTable.word(gradient, t)
        words[t] = computed
        return computed
    }

    static func word(_ gradient: Gradient, _ t: Int) -> UInt32 {
        let p = gradient.color(at: t).premultiplied
        return UInt32(p.red) | UInt32(p.green) << 8 | UInt32(p.blue) << 16 | UInt32(p.alpha) << 24
    }
}
