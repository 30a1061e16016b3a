#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blurred shadow plane, kept as the blur computed it.
enum ShadowSource {
    case runs(BlurredAlpha)
    case plane(AlphaPlane)

    func fillRow(_ y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .runs(let b): b.fillRow(y, from: x0, count: count, into: out)
        case .plane(let p):
            for i in 0..<count { out[i] = p[x: x0 + i, y: y] }
        }
    }
}

/// The last path coverage a canvas computed (see `Canvas.rasterize`).
struct CachedCoverage {
    var path: Path
    var rule: FillRule
    var transform: Transform
    var clip: PixelRect
    var coverage: Coverage?
}

/// A shadow resolved for the current transform: kernel, whole-pixel offset, colour.
struct ShadowPlan {
    var kernel: GaussianKernel
    var dx: Int
    var dy: Int
    var color: Color
}

extension Canvas {
    /// Draws the shadow of a path (CALayer's `shadowPath`): its coverage, blurred, offset and
    /// painted in the shadow's colour through the clip. Nothing else is drawn.
    ///
    /// The offset is rounded to whole device pixels, as for ``beginShadowLayer(_:opacity:extent:)``,
    /// so a layer's shadow looks the same whether it comes from its path or its content.
    ///
    /// - Parameters:
    ///   - path: The shape casting the shadow.
    ///   - shadow: Its blur, offset and colour.
    ///   - rule: The path's fill rule.
    ///   - hiddenByOpaqueFill: The caller fills the same path with an opaque colour
    ///     right after (a card's background): the shadow is not painted where that fill will
    ///     cover it completely (the result is the same, faster).
    public func drawShadow(of path: Path, shadow: Shadow, rule: FillRule = .nonZero, hiddenByOpaqueFill: Bool = false) {
        guard path.isFinite, transform.isFinite else {
            return note("drawShadow(of: path): non-finite coordinates (ignored)")
        }
        guard let plan = shadowPlan(shadow, caller: "drawShadow(of:)") else { return }
        let started = threadCPUMilliseconds()
        defer { shadowMilliseconds += threadCPUMilliseconds() - started }
        let area = paintableBounds
        guard !area.isEmpty else { return }
        let r = plan.kernel.radius
        // Only coverage that can cast into the visible area matters.
        let reach = PixelRect(
            x: area.x - plan.dx - r, y: area.y - plan.dy - r, width: area.width + 2 * r, height: area.height + 2 * r)
        guard let cov = rasterize(path, rule: rule, clip: reach) else { return }
        let values: [UInt8]
        if case .mask(let m) = cov.storage {
            values = m
        } else {
            var v = [UInt8](repeating: 0, count: cov.bounds.width * cov.bounds.height)
            v.withUnsafeMutableBufferPointer { vb in
                for y in cov.bounds.y..<cov.bounds.maxY {
                    cov.fillRow(
                        y,
                        into: UnsafeMutableBufferPointer(
                            rebasing: vb[
                                ((y - cov.bounds.y) * cov.bounds.width)..<((y - cov.bounds.y + 1) * cov.bounds.width)]))
                }
            }
            values = v
        }
        let plane = AlphaPlane(rect: cov.bounds, values: values)
        compositeShadow(plane, plan, opacity: 255, coveredBy: hiddenByOpaqueFill ? plane : nil)
    }

    /// The coverage of a path under the current transform, limited to `clip`. The last result is
    /// kept: a fill of the path whose shadow was just drawn (a card's background) reuses it.
    func rasterize(_ path: Path, rule: FillRule, clip limit: PixelRect) -> Coverage? {
        if let last = lastCoverage, last.path == path, last.rule == rule, last.transform == transform,
            last.clip.intersection(limit) == limit
        {
            return last.coverage
        }
        let cov = Rasterizer.polygons(path.flattened(transform).map(\.points), rule: rule, clip: limit)
        lastCoverage = CachedCoverage(path: path, rule: rule, transform: transform, clip: limit, coverage: cov)
        return cov
    }

    /// Starts a group whose content casts `shadow` when ``endTransparencyLayer()`` composites it:
    /// how a layer with `shadowOpacity > 0` and no `shadowPath` is drawn.
    ///
    /// The content is drawn into an offscreen buffer without the current clip (a shadow comes
    /// from the whole content, even from parts the clip hides); at the end the shadow of its
    /// alpha, then the content itself (times `opacity`), are composited through the clip.
    ///
    /// - Parameters:
    ///   - shadow: The shadow. A transparent colour draws none (the group is then a plain
    ///     transparency layer).
    ///   - opacity: The group's opacity, applied to the shadow and the content (0 ... 1).
    ///   - extent: Where the content can draw, in user space (the layer's bounds with every
    ///     sublayer that is not clipped), to size the buffer; nil uses everything that can show.
    public func beginShadowLayer(_ shadow: Shadow, opacity: Double = 1, extent: Rect? = nil) {
        guard let plan = shadowPlan(shadow, caller: "beginShadowLayer") else {
            return beginTransparencyLayer(opacity: opacity)
        }
        if !opacity.isFinite {
            note("beginShadowLayer(opacity: \(opacity)): non-finite (treated as \(opacity == .infinity ? 1 : 0))")
        }
        let started = threadCPUMilliseconds()
        defer { shadowMilliseconds += threadCPUMilliseconds() - started }
        saveState()
        let visible = paintableBounds
        let r = plan.kernel.radius
        var g = visible
        if !visible.isEmpty {
            let reach = PixelRect(
                x: visible.x - plan.dx - r, y: visible.y - plan.dy - r,
                width: visible.width + 2 * r, height: visible.height + 2 * r)
            g = visible.union(reach)
            if let e = extent {
                if e.isFinite, transform.isFinite {
                    g = g.intersection(enclosingPixels(transform.apply(e)))
                } else {
                    note("beginShadowLayer(extent: \(e)): non-finite (ignored)")
                }
            }
            if g.width * g.height > Bitmap.maxPixelCount {
                note(
                    "beginShadowLayer: shadow offset (\(plan.dx), \(plan.dy)) px reaches too far; only content in view casts it"
                )
                g = visible
            }
        }
        layers.append(
            Layer(
                bounds: g, pixels: [UInt8](repeating: 0, count: max(0, g.width * g.height * 4)),
                opacity: alphaByte(opacity), stackDepth: stack.count, shadow: plan))
        clip = Clip(bounds: g, mask: nil)
    }

    /// The shadow's kernel, whole-pixel offset and colour; nil (and a note) when it draws nothing.
    func shadowPlan(_ s: Shadow, caller: String) -> ShadowPlan? {
        guard s.color.alpha > 0 else { return nil }
        let scale = max(abs(transform.scaleX), abs(transform.scaleY))
        var radius = s.radius
        if radius.isNaN { note("\(caller): shadow radius NaN (treated as 0)"); radius = 0 }
        if radius < 0 { note("\(caller): negative shadow radius \(radius) (treated as 0)"); radius = 0 }
        let sigma = radius * scale
        if sigma > GaussianKernel.maxSigma {
            note("\(caller): shadow radius \(radius) is \(sigma) px; clamped to \(GaussianKernel.maxSigma) px")
        }
        func whole(_ v: Double, _ k: Double, _ name: String) -> Int {
            guard v.isFinite else {
                note("\(caller): shadow offset \(name) \(v) (treated as 0)")
                return 0
            }
            let d = min(max(v * k, -coordinateLimit), coordinateLimit)
            return Int(d.rounded())
        }
        // The kernel of the last shadow is kept (a list of cards uses one radius).
        let kernel =
            lastKernel.flatMap { $0.sigma == min(sigma, GaussianKernel.maxSigma) ? $0 : nil }
            ?? GaussianKernel(sigma: sigma)
        lastKernel = kernel
        return ShadowPlan(
            kernel: kernel, dx: whole(s.offset.width, transform.scaleX, "width"),
            dy: whole(s.offset.height, transform.scaleY, "height"), color: s.color)
    }

    /// The device pixels a device-space rectangle touches.
    func enclosingPixels(_ r: Rect) -> PixelRect {
        let x0 = Int(floorDiv(fixed(r.minX), 256)), y0 = Int(floorDiv(fixed(r.minY), 256))
        let x1 = Int(floorDiv(fixed(r.maxX) + 255, 256)), y1 = Int(floorDiv(fixed(r.maxY) + 255, 256))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Composites a shadow layer: its content's shadow, then its content, through the clip.
    func compositeShadowLayer(_ layer: Layer, _ plan: ShadowPlan) {
        let started = threadCPUMilliseconds()
        defer { shadowMilliseconds += threadCPUMilliseconds() - started }
        let lb = layer.bounds
        guard !lb.isEmpty, layer.opacity > 0 else { return }
        // The content's alpha in one pass, with the rows and columns where it is not zero.
        var alpha = [UInt8](repeating: 0, count: lb.width * lb.height)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        layer.pixels.withUnsafeBufferPointer { px in
            alpha.withUnsafeMutableBufferPointer { ab in
                for y in 0..<lb.height {
                    let src = px.baseAddress! + y * lb.width * 4 + 3
                    let dst = ab.baseAddress! + y * lb.width
                    var any: UInt8 = 0
                    var x = 0
                    // Four pixels' alphas at a time (the fourth byte of each word of 32 bits).
                    while x + 4 <= lb.width {
                        let lo = UnsafeRawPointer(src - 3 + x * 4).loadUnaligned(as: UInt64.self)
                        let hi = UnsafeRawPointer(src - 3 + x * 4 + 8).loadUnaligned(as: UInt64.self)
                        let four =
                            UInt32(truncatingIfNeeded: (lo >> 24) & 0xFF | (lo >> 48) & 0xFF00)
                            | UInt32(truncatingIfNeeded: (hi >> 8) & 0xFF_0000 | (hi >> 32) & 0xFF00_0000)
                        UnsafeMutableRawPointer(dst + x).storeBytes(of: four, as: UInt32.self)
                        any |= four == 0 ? 0 : 1
                        x += 4
                    }
                    while x < lb.width {
                        let a = src[x * 4]
                        dst[x] = a
                        any |= a
                        x += 1
                    }
                    guard any != 0 else { continue }
                    var first = 0, last = lb.width - 1
                    while dst[first] == 0 { first += 1 }
                    while dst[last] == 0 { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard minX <= maxX else { return }
        let box = PixelRect(x: lb.x + minX, y: lb.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
        var plane = AlphaPlane(rect: lb, values: alpha)
        if box != lb {
            var cropped = [UInt8](repeating: 0, count: box.width * box.height)
            for y in 0..<box.height {
                let from = (minY + y) * lb.width + minX
                cropped.replaceSubrange((y * box.width)..<((y + 1) * box.width), with: alpha[from..<(from + box.width)])
            }
            plane = AlphaPlane(rect: box, values: cropped)
        }
        compositeShadow(plane, plan, opacity: layer.opacity, coveredBy: layer.opacity == 255 ? plane : nil)
        compositeContent(layer)
    }

    /// The blur of a plane, from the process's cache of recent shadow blurs when an identical
    /// plane was blurred with the same kernel over the same relative area (a list of equal
    /// cards blurs one; a screen rendered again blurs none). See `ShadowBlurCache`.
    func blurredShadow(_ plane: AlphaPlane, _ kernel: GaussianKernel, output: PixelRect) -> ShadowSource {
        switch shadowBlurMethod {
        case .directConvolution: return .plane(plane.blurredReference(kernel, in: output))
        case .threeBoxes: return .plane(plane.boxBlurred(sigma: kernel.sigma, in: output))
        case .exactRuns: break
        }
        let dx = plane.rect.x, dy = plane.rect.y
        let relative = PixelRect(x: output.x - dx, y: output.y - dy, width: output.width, height: output.height)
        let key = ShadowCacheKey(
            width: plane.rect.width, height: plane.rect.height, sigma: kernel.sigma, output: relative)
        if let hit = ShadowBlurCache.shared.lookup(key, plane.values) {
            shadowCacheHits += 1
            return .runs(hit.translated(dx: dx, dy: dy))
        }
        let blurred = BlurredAlpha(plane, kernel: kernel, output: output)
        ShadowBlurCache.shared.insert(
            CachedShadow(key: key, values: plane.values, blurred: blurred.translated(dx: -dx, dy: -dy)))
        return .runs(blurred)
    }

    /// Blurs `plane`, moves it by the plan's offset and paints the plan's colour through it and
    /// the clip. Where `coveredBy` (the content, composited next at full opacity) is opaque, the
    /// shadow is hidden and not painted.
    func compositeShadow(_ plane: AlphaPlane, _ plan: ShadowPlan, opacity: UInt8, coveredBy cover: AlphaPlane?) {
        let area = paintableBounds
        let r = plan.kernel.radius
        let target = PixelRect(
            x: plane.rect.x - r + plan.dx, y: plane.rect.y - r + plan.dy,
            width: plane.rect.width + 2 * r, height: plane.rect.height + 2 * r
        ).intersection(area)
        guard !target.isEmpty else { return }
        let color = plan.color.withAlpha(mul255(plan.color.alpha, opacity)).premultiplied
        guard color.alpha > 0 else { return }
        let blurred = blurredShadow(
            plane, plan.kernel,
            output: PixelRect(x: target.x - plan.dx, y: target.y - plan.dy, width: target.width, height: target.height))
        // Per coverage value: the premultiplied colour's red, green, blue times the coverage and
        // 255 minus its alpha times the coverage, packed in a word.
        let table: [UInt32] = (0..<256).map { c in
            let k = UInt32(c)
            let r = div255(UInt32(color.red) &* k), g = div255(UInt32(color.green) &* k),
                b = div255(UInt32(color.blue) &* k)
            let a = div255(UInt32(color.alpha) &* k)
            return r | g << 8 | b << 16 | (255 &- a) << 24
        }
        let clipMask = clip.mask, cb = clip.bounds
        if clipMask == nil, case .runs(let runs) = blurred {
            return compositeShadowRuns(runs, target: target, dx: plan.dx, dy: plan.dy, color: color, cover: cover)
        }
        // Opaque content hides the shadow only where no clip edge lets the shadow show through it.
        let hidden = clipMask == nil ? cover : nil
        var row = [UInt8](repeating: 0, count: target.width)
        let n = target.width
        var opaqueRuns: [(Int, Int)] = []
        var runsRow = -1
        withTarget { px, tb in
            row.withUnsafeMutableBufferPointer { rb in
                let cov = rb.baseAddress!
                for y in target.y..<target.maxY {
                    blurred.fillRow(y - plan.dy, from: target.x - plan.dx, count: n, into: cov)
                    if let c = hidden, y >= c.rect.y, y < c.rect.maxY {
                        // The opaque runs of the content's row (reused while rows repeat).
                        let w = c.rect.width, base = (y - c.rect.y) * w
                        c.values.withUnsafeBufferPointer { vb in
                            if runsRow < 0
                                || !memEqual(
                                    UnsafeBufferPointer(rebasing: vb[base..<(base + w)]),
                                    UnsafeBufferPointer(
                                        rebasing: vb[((runsRow - c.rect.y) * w)..<((runsRow - c.rect.y) * w + w)]))
                            {
                                opaqueRuns.removeAll(keepingCapacity: true)
                                var x = 0
                                while x < w {
                                    if vb[base + x] == 255 {
                                        var e = x + 1
                                        while e < w && vb[base + e] == 255 { e += 1 }
                                        opaqueRuns.append((c.rect.x + x, c.rect.x + e))
                                        x = e
                                    } else {
                                        x += 1
                                    }
                                }
                            }
                        }
                        runsRow = y
                        for (a, b) in opaqueRuns {
                            let x0 = max(a, target.x), x1 = min(b, target.maxX)
                            if x0 < x1 { (cov + (x0 - target.x)).update(repeating: 0, count: x1 - x0) }
                        }
                    }
                    if let m = clipMask {
                        m.withUnsafeBufferPointer { mb in
                            let mrow = mb.baseAddress! + ((y - cb.y) * cb.width + (target.x - cb.x))
                            for i in 0..<n where cov[i] != 0 && mrow[i] != 255 {
                                cov[i] = UInt8(truncatingIfNeeded: div255(UInt32(cov[i]) &* UInt32(mrow[i])))
                            }
                        }
                    }
                    let out = px.baseAddress! + ((y - tb.y) * tb.width + (target.x - tb.x)) * 4
                    var i = 0
                    table.withUnsafeBufferPointer { tab in
                        while i < n {
                            let c = Int(cov[i])
                            if c == 0 {
                                i += 1
                                while i + 8 <= n, UnsafeRawPointer(cov + i).loadUnaligned(as: UInt64.self) == 0 {
                                    i += 8
                                }
                                continue
                            }
                            // The colour times this coverage, and what is left of the pixel below
                            // (the same integers as `blend`).
                            let t = tab[c], p = out + i * 4, inv = t >> 24
                            p[0] = UInt8(truncatingIfNeeded: (t & 0xFF) &+ div255(UInt32(p[0]) &* inv))
                            p[1] = UInt8(truncatingIfNeeded: ((t >> 8) & 0xFF) &+ div255(UInt32(p[1]) &* inv))
                            p[2] = UInt8(truncatingIfNeeded: ((t >> 16) & 0xFF) &+ div255(UInt32(p[2]) &* inv))
                            p[3] = UInt8(truncatingIfNeeded: (255 &- inv) &+ div255(UInt32(p[3]) &* inv))
                            i += 1
                        }
                    }
                }
            }
        }
    }

    /// Composites a group's premultiplied pixels (times its opacity) through the clip.
    func compositeContent(_ layer: Layer) {
        let lb = layer.bounds
        let area = paintableBounds.intersection(lb)
        guard !area.isEmpty, layer.opacity > 0 else { return }
        let o = UInt32(layer.opacity)
        let hasMask = clip.mask != nil, mask = clip.mask ?? [], cb = clip.bounds
        mask.withUnsafeBufferPointer { mb in
            layer.pixels.withUnsafeBufferPointer { src in
                withTarget { dst, tb in
                    for y in area.y..<area.maxY {
                        let s = src.baseAddress! + ((y - lb.y) * lb.width + (area.x - lb.x)) * 4
                        let d = dst.baseAddress! + ((y - tb.y) * tb.width + (area.x - tb.x)) * 4
                        let m: UnsafePointer<UInt8>? =
                            hasMask ? mb.baseAddress! + ((y - cb.y) * cb.width + (area.x - cb.x)) : nil
                        var x = 0
                        let n = area.width
                        while x < n {
                            let mm = m.map { UInt32($0[x]) } ?? 255
                            let sa0 = UInt32(s[x * 4 + 3])
                            if sa0 == 0 || mm == 0 { x += 1; continue }
                            let k = o == 255 ? mm : (mm == 255 ? o : div255(o &* mm))
                            if k == 255 && sa0 == 255 {
                                // A run of opaque pixels fully inside the clip is copied.
                                var e = x + 1
                                if m == nil {
                                    // Two pixels at a time while both alphas are 255.
                                    let alphas: UInt64 = 0xFF00_0000_FF00_0000
                                    while e + 2 <= n
                                        && UnsafeRawPointer(s + e * 4).loadUnaligned(as: UInt64.self) & alphas == alphas
                                    { e += 2 }
                                }
                                while e < n && s[e * 4 + 3] == 255 && (m.map { $0[e] == 255 } ?? true) { e += 1 }
                                (d + x * 4).update(from: s + x * 4, count: (e - x) * 4)
                                x = e
                                continue
                            }
                            blend(d + x * 4, PremultipliedColor(bytes: s + x * 4), k)
                            x += 1
                        }
                    }
                }
            }
        }
    }
}

/// This thread's CPU time in milliseconds (for the shadow timing of `Benchmarks/run raster`:
/// other processes on a shared machine do not inflate it).
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}
