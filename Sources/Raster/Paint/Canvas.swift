/// Paints into a `Bitmap`: rectangles, rounded rectangles, CALayer-style borders, coverage masks
/// (glyphs), images and paths, with a current transform, a clip stack and transparency layers.
///
/// Coordinates are in points; the transform (initially the bitmap's scale) maps them to device
/// pixels. Compositing is source-over on premultiplied RGBA8 in integers with exact rounding, so
/// the same calls give the same bytes on every machine. Geometry that is NaN or infinite is
/// ignored and described in `diagnostics`; it never traps.
///
/// ```swift
/// let canvas = try Canvas(width: 390, height: 844, scale: 3)        // points; 1170x2532 pixels
/// canvas.fill(Rect(x: 0, y: 0, width: 390, height: 844), color: .white)
/// canvas.saveState()
/// canvas.translateBy(x: 16, y: 100)                                 // a subview's origin
/// canvas.clip(to: Rect(x: 0, y: 0, width: 358, height: 44), cornerRadii: CornerRadii(all: 10))
/// canvas.beginTransparencyLayer(opacity: 0.5)                       // view.alpha = 0.5
/// canvas.fill(Rect(x: 0, y: 0, width: 358, height: 44), color: Color(red: 0, green: 122, blue: 255))
/// canvas.endTransparencyLayer()
/// canvas.restoreState()
/// let png = try PNGEncoder().encode(canvas.bitmap)
/// ```
public final class Canvas {
    /// The painted bitmap. Drawing inside an open transparency layer appears here only after
    /// `endTransparencyLayer()`.
    public private(set) var bitmap: Bitmap

    /// The current user-space → device-pixel transform.
    public var transform: Transform

    /// Messages about ignored calls (non-finite geometry, unbalanced state calls), oldest first,
    /// at most `maxDiagnostics` (later ones are dropped).
    public private(set) var diagnostics: [String] = []

    /// The cap on `diagnostics`.
    public static let maxDiagnostics = 100

    struct Clip {
        /// Device pixels that may be painted (inside the bitmap).
        var bounds: PixelRect
        /// Per-pixel clip coverage over `bounds`, or nil when every pixel of `bounds` is fully inside.
        var mask: [UInt8]?
    }

    struct State {
        var transform: Transform
        var clip: Clip
    }

    struct Layer {
        var bounds: PixelRect
        var pixels: [UInt8]
        var opacity: UInt8
        var stackDepth: Int
        /// A shadow cast by the layer's content when it is composited (see Canvas+Shadow.swift).
        var shadow: ShadowPlan? = nil
        /// The device-space map the layer is drawn through (see Canvas+Transformed.swift).
        var affine: AffineMap? = nil
    }

    var clip: Clip
    var stack: [State] = []
    var layers: [Layer] = []
    /// Thread CPU milliseconds spent drawing shadows (buffers, blurs, compositing; not the
    /// content drawn into a shadow layer), for `Benchmarks/run raster`.
    @_spi(Benchmarks) public internal(set) var shadowMilliseconds = 0.0
    /// The last path coverage (see `rasterize`).
    var lastCoverage: CachedCoverage?
    /// How many shadows this canvas took from `ShadowBlurCache` instead of blurring.
    @_spi(Benchmarks) public internal(set) var shadowCacheHits = 0
    /// The Gaussian kernel of the last shadow.
    var lastKernel: GaussianKernel?
    /// Colour tables of the gradients this canvas filled large areas with (see `GradientTable`).
    var gradientTables: [GradientTable] = []
    /// How shadows are blurred (for benchmarks; see `ShadowBlurMethod`).
    @_spi(Benchmarks) public var shadowBlurMethod: ShadowBlurMethod = .exactRuns

    /// Paints into an existing bitmap (its content is kept); the transform starts at its scale.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        transform = Transform(scale: bitmap.scale)
        clip = Clip(bounds: PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), mask: nil)
    }

    /// Creates a transparent canvas of `width` × `height` points at `scale`.
    ///
    /// The bitmap is `round(width * scale)` × `round(height * scale)` pixels.
    /// - Throws: `RasterError.invalidSize` / `.invalidScale` (zero, negative, non-finite or huge).
    public convenience init(width: Double, height: Double, scale: Double = 1, fill: Color = .clear) throws(RasterError)
    {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let w = width * scale, h = height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5,
            w <= Double(Bitmap.maxDimension), h <= Double(Bitmap.maxDimension)
        else {
            throw .invalidSize(
                width: w.isFinite ? Int(min(max(w, -1e9), 1e9).rounded()) : 0,
                height: h.isFinite ? Int(min(max(h, -1e9), 1e9).rounded()) : 0,
                reason: "\(width)x\(height) points at scale \(scale) is not a valid pixel size")
        }
        self.init(bitmap: try Bitmap(width: Int(w.rounded()), height: Int(h.rounded()), scale: scale, fill: fill))
    }

    func note(_ message: String) {
        if diagnostics.count < Canvas.maxDiagnostics { diagnostics.append(message) }
    }

    // MARK: state

    /// Pushes the transform and clip; `restoreState()` pops them.
    public func saveState() {
        stack.append(State(transform: transform, clip: clip))
    }

    /// Pops the transform and clip saved by the matching `saveState()`.
    /// An unbalanced call is ignored and noted in `diagnostics`.
    public func restoreState() {
        let floor = layers.last?.stackDepth ?? 0
        guard stack.count > floor, let s = stack.popLast() else {
            note("restoreState(): no matching saveState() (ignored)")
            return
        }
        transform = s.transform
        clip = s.clip
    }

    /// Moves the user-space origin by (x, y) points.
    public func translateBy(x: Double, y: Double) {
        let t = transform.translatedBy(x: x, y: y)
        guard x.isFinite, y.isFinite, t.isFinite else {
            return note("translateBy(x: \(x), y: \(y)): non-finite (ignored)")
        }
        transform = t
    }

    /// Scales user space.
    public func scaleBy(x: Double, y: Double) {
        let t = transform.scaledBy(x: x, y: y)
        guard x.isFinite, y.isFinite, t.isFinite else { return note("scaleBy(x: \(x), y: \(y)): non-finite (ignored)") }
        transform = t
    }

    // MARK: target

    var targetBounds: PixelRect {
        layers.last?.bounds ?? PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
    }

    /// Runs `body` with the pixels of the current target (the top layer, or the bitmap).
    func withTarget(_ body: (UnsafeMutableBufferPointer<UInt8>, PixelRect) -> Void) {
        if layers.isEmpty {
            let b = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
            bitmap.pixels.withUnsafeMutableBufferPointer { body($0, b) }
        } else {
            let i = layers.count - 1
            let b = layers[i].bounds
            layers[i].pixels.withUnsafeMutableBufferPointer { body($0, b) }
        }
    }

    var paintableBounds: PixelRect { clip.bounds.intersection(targetBounds) }

    // MARK: compositing

    /// Source-over of `color` through `coverage` and the clip into the current target.
    ///
    /// Per row: the coverage (times the clip mask) is built once, then fully covered runs of an
    /// opaque colour are stored as whole pixels, empty pixels skipped, and the rest blended; a
    /// rectangle's rows with the same vertical coverage reuse the previous row's coverage.
    func composite(_ coverage: Coverage, color: Color) {
        let src = color.premultiplied
        guard src.alpha > 0 else { return }
        let area = coverage.bounds.intersection(paintableBounds)
        guard !area.isEmpty else { return }
        let clipMask = clip.mask, cb = clip.bounds
        let opaque = src.alpha == 255
        // The colour as one little-endian RGBA word.
        let word = UInt32(src.red) | UInt32(src.green) << 8 | UInt32(src.blue) << 16 | UInt32(src.alpha) << 24
        let n = area.width, skip = area.x - coverage.bounds.x
        var row = [UInt8](repeating: 0, count: coverage.bounds.width)
        // A rectangle's coverage row depends only on the row's vertical coverage; the rows with
        // full vertical coverage (all but the first and last) are computed once and copied.
        var fullRow: [UInt8] = []
        var fullRowY = -1
        if case .separable(_, let ys) = coverage.storage, let i = ys.firstIndex(of: 256) {
            fullRowY = coverage.bounds.y + i
            fullRow = [UInt8](repeating: 0, count: coverage.bounds.width)
            fullRow.withUnsafeMutableBufferPointer { coverage.fillRow(fullRowY, into: $0) }
        }
        // In such a row the fully covered pixels are one run (only the edge columns are partial):
        // its end, relative to `area`, so the compositor need not scan for it.
        let fullRunEnd = fullRow.lastIndex(of: 255).map { min($0 + 1 - skip, n) } ?? -1
        withTarget { px, tb in
            row.withUnsafeMutableBufferPointer { rb in
                let cov = rb.baseAddress! + skip
                var lastY: UInt16 = 0, haveRow = false
                for y in area.y..<area.maxY {
                    var knownRunEnd = -1
                    if case .separable(_, let ys) = coverage.storage {
                        let yc = ys[y - coverage.bounds.y]
                        if yc == 256 && clipMask == nil { knownRunEnd = fullRunEnd }
                        // Without a clip mask the row is still intact from the previous row.
                        if clipMask == nil && haveRow && yc == lastY {
                        } else if yc == 256 && fullRowY >= 0 {
                            fullRow.withUnsafeBufferPointer {
                                rb.baseAddress!.update(from: $0.baseAddress!, count: rb.count)
                            }
                        } else {
                            coverage.fillRow(y, into: rb)
                        }
                        lastY = yc
                        haveRow = true
                    } else {
                        coverage.fillRow(y, into: rb)
                    }
                    if let m = clipMask {
                        m.withUnsafeBufferPointer { mb in
                            let mrow = mb.baseAddress! + ((y - cb.y) * cb.width + (area.x - cb.x))
                            var i = 0
                            while i < n {
                                // Fully inside the clip, 8 pixels at a time.
                                if i + 8 <= n, UnsafeRawPointer(mrow + i).loadUnaligned(as: UInt64.self) == ~0 {
                                    i += 8
                                    continue
                                }
                                let mm = mrow[i]
                                if mm != 255 {
                                    cov[i] = UInt8(truncatingIfNeeded: div255(UInt32(cov[i]) &* UInt32(mm)))
                                }
                                i += 1
                            }
                        }
                    }
                    let out = px.baseAddress! + ((y - tb.y) * tb.width + (area.x - tb.x)) * 4
                    var i = 0
                    while i < n {
                        let c = cov[i]
                        if c == 0 {
                            i += 1
                            while i + 8 <= n, UnsafeRawPointer(cov + i).loadUnaligned(as: UInt64.self) == 0 { i += 8 }
                        } else if c == 255 && opaque {
                            var j = i + 1
                            if knownRunEnd > i {
                                j = knownRunEnd
                            } else {
                                while j + 8 <= n, UnsafeRawPointer(cov + j).loadUnaligned(as: UInt64.self) == ~0 {
                                    j += 8
                                }
                                while j < n && cov[j] == 255 { j += 1 }
                            }
                            (out + i * 4).withMemoryRebound(to: UInt32.self, capacity: j - i) {
                                $0.update(repeating: word, count: j - i)
                            }
                            i = j
                        } else {
                            blend(out + i * 4, src, UInt32(c))
                            i += 1
                        }
                    }
                }
            }
        }
    }

    /// Source-over of `s` with coverage `cov` (1 ... 255) onto the premultiplied pixel at `p`.
    @inline(__always)
    func blend(_ p: UnsafeMutablePointer<UInt8>, _ s: PremultipliedColor, _ cov: UInt32) {
        if cov == 255 && s.alpha == 255 {
            p[0] = s.red
            p[1] = s.green
            p[2] = s.blue
            p[3] = 255
            return
        }
        let sr = cov == 255 ? UInt32(s.red) : div255(UInt32(s.red) &* cov)
        let sg = cov == 255 ? UInt32(s.green) : div255(UInt32(s.green) &* cov)
        let sb = cov == 255 ? UInt32(s.blue) : div255(UInt32(s.blue) &* cov)
        let sa = cov == 255 ? UInt32(s.alpha) : div255(UInt32(s.alpha) &* cov)
        let inv = 255 &- sa
        p[0] = UInt8(truncatingIfNeeded: sr &+ div255(UInt32(p[0]) &* inv))
        p[1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt32(p[1]) &* inv))
        p[2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt32(p[2]) &* inv))
        p[3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt32(p[3]) &* inv))
    }

    // MARK: rectangles

    /// Fills a rectangle with anti-aliased edges: a pixel partly covered gets that fraction of
    /// the colour (area coverage, exact to 1/256 of a pixel in x and y).
    ///
    /// ```swift
    /// canvas.fill(Rect(x: 0.25, y: 0, width: 2.25, height: 1), color: .red)
    /// // pixels 0, 1, 2 of row 0: coverage 75%, 100%, 50% → alpha 191, 255, 128
    /// ```
    public func fill(_ rect: Rect, color: Color) {
        guard rect.isFinite, transform.isFinite else {
            return note("fill(\(rect)): non-finite geometry (ignored)")
        }
        guard let cov = Rasterizer.rect(transform.apply(rect), clip: paintableBounds) else { return }
        composite(cov, color: color)
    }

    /// Fills a rounded rectangle; radii larger than the rectangle are clamped as CALayer does.
    public func fill(_ rect: Rect, cornerRadii: CornerRadii, color: Color) {
        guard rect.isFinite, cornerRadii.isFinite, transform.isFinite else {
            return note("fill(\(rect), cornerRadii: \(cornerRadii)): non-finite geometry (ignored)")
        }
        if cornerRadii.isZero { return fill(rect, color: color) }
        var p = Path()
        p.addRoundedRect(rect, cornerRadii: cornerRadii)
        fillPath(p, color: color, rule: .nonZero)
    }

    /// Draws a border the way `CALayer` does: inside `rect`, `width` points thick, following the
    /// corner radii (the inner edge's radii are the outer radii minus the width, at least 0).
    ///
    /// - Parameters:
    ///   - rect: The layer's bounds; the border never paints outside it.
    ///   - width: The border width in points (≤ 0 draws nothing).
    ///   - cornerRadii: The outer corner radii (clamped to fit).
    ///   - color: The border colour.
    public func strokeBorder(_ rect: Rect, width: Double, cornerRadii: CornerRadii = .zero, color: Color) {
        guard rect.isFinite, width.isFinite, cornerRadii.isFinite, transform.isFinite else {
            return note("strokeBorder(\(rect), width: \(width)): non-finite geometry (ignored)")
        }
        let outer = rect.standardized
        guard width > 0, outer.width > 0, outer.height > 0 else { return }
        if 2 * width >= min(outer.width, outer.height) {
            return fill(outer, cornerRadii: cornerRadii, color: color)
        }
        let r = cornerRadii.clamped(to: outer)
        let inner = outer.insetBy(dx: width, dy: width)
        let ir = CornerRadii(
            topLeft: max(0, r.topLeft - width), topRight: max(0, r.topRight - width),
            bottomRight: max(0, r.bottomRight - width), bottomLeft: max(0, r.bottomLeft - width))
        var p = Path()
        p.addRoundedRect(outer, cornerRadii: r)
        p.addRoundedRect(inner, cornerRadii: ir)
        fillPath(p, color: color, rule: .evenOdd)
    }

    // MARK: paths

    /// Fills a path (open subpaths are closed implicitly) with a winding rule.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        guard path.isFinite, transform.isFinite else {
            return note("fill(path): non-finite coordinates (ignored)")
        }
        fillPath(path, color: color, rule: rule)
    }

    func fillPath(_ path: Path, color: Color, rule: FillRule) {
        guard let cov = rasterize(path, rule: rule, clip: paintableBounds) else { return }
        composite(cov, color: color)
    }

    // MARK: clipping

    /// Intersects the clip with a rectangle (anti-aliased at fractional device edges).
    public func clip(to rect: Rect) {
        guard rect.isFinite, transform.isFinite else {
            return note("clip(to: \(rect)): non-finite geometry (ignored)")
        }
        intersectClip(Rasterizer.rect(transform.apply(rect), clip: clip.bounds))
    }

    /// Intersects the clip with a rounded rectangle (`clipsToBounds` with a corner radius).
    public func clip(to rect: Rect, cornerRadii: CornerRadii) {
        guard rect.isFinite, cornerRadii.isFinite, transform.isFinite else {
            return note("clip(to: \(rect), cornerRadii: \(cornerRadii)): non-finite geometry (ignored)")
        }
        if cornerRadii.isZero { return clip(to: rect) }
        var p = Path()
        p.addRoundedRect(rect, cornerRadii: cornerRadii)
        clip(to: p)
    }

    /// Intersects the clip with a path's interior.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        guard path.isFinite, transform.isFinite else {
            return note("clip(to: path): non-finite coordinates (ignored)")
        }
        let polys = path.flattened(transform).map(\.points)
        intersectClip(Rasterizer.polygons(polys, rule: rule, clip: clip.bounds))
    }

    func intersectClip(_ coverage: Coverage?) {
        guard let cov = coverage else {
            clip = Clip(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), mask: nil)
            return
        }
        let nb = cov.bounds.intersection(clip.bounds)
        if nb.isEmpty {
            clip = Clip(bounds: nb, mask: nil)
            return
        }
        let old = clip
        if old.mask == nil && cov.isFull && nb == cov.bounds {
            clip = Clip(bounds: nb, mask: nil)
            return
        }
        var mask = [UInt8](repeating: 0, count: nb.width * nb.height)
        var row = [UInt8](repeating: 0, count: cov.bounds.width)
        mask.withUnsafeMutableBufferPointer { mb in
            row.withUnsafeMutableBufferPointer { rb in
                let from = rb.baseAddress! + (nb.x - cov.bounds.x)
                for y in nb.y..<nb.maxY {
                    cov.fillRow(y, into: rb)
                    let dst = mb.baseAddress! + (y - nb.y) * nb.width
                    if let m = old.mask {
                        m.withUnsafeBufferPointer { ob in
                            let o = ob.baseAddress! + ((y - old.bounds.y) * old.bounds.width + nb.x - old.bounds.x)
                            for i in 0..<nb.width {
                                dst[i] = UInt8(truncatingIfNeeded: div255(UInt32(from[i]) &* UInt32(o[i])))
                            }
                        }
                    } else {
                        dst.update(from: from, count: nb.width)
                    }
                }
            }
        }
        clip = Clip(bounds: nb, mask: mask)
    }

    // MARK: transparency layers

    /// Starts a group that is composited as one image with `opacity` at `endTransparencyLayer()`:
    /// how a view with `alpha < 1` fades its whole subtree (overlapping children do not show
    /// through each other). Also saves the state, like `saveState()`.
    ///
    /// - Parameter opacity: 0 ... 1 (clamped; NaN counts as 0), rounded to an 8-bit alpha.
    public func beginTransparencyLayer(opacity: Double) {
        if !opacity.isFinite {
            note("beginTransparencyLayer(opacity: \(opacity)): non-finite (treated as \(opacity == .infinity ? 1 : 0))")
        }
        saveState()
        let b = paintableBounds
        layers.append(
            Layer(
                bounds: b, pixels: [UInt8](repeating: 0, count: max(0, b.width * b.height * 4)),
                opacity: alphaByte(opacity), stackDepth: stack.count))
    }

    /// Composites the innermost transparency layer onto what is below it and restores the state
    /// saved by `beginTransparencyLayer(opacity:)`. Unbalanced calls are ignored (see `diagnostics`).
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else {
            return note("endTransparencyLayer(): no open layer (ignored)")
        }
        while stack.count > layer.stackDepth { _ = stack.popLast() }
        if let s = stack.popLast() {
            transform = s.transform
            clip = s.clip
        }
        if let plan = layer.shadow { return compositeShadowLayer(layer, plan) }
        if let map = layer.affine { return compositeTransformedLayer(layer, map) }
        let lb = layer.bounds
        guard !lb.isEmpty, layer.opacity > 0 else { return }
        let o = UInt32(layer.opacity)
        layer.pixels.withUnsafeBufferPointer { src in
            withTarget { dst, tb in
                for y in lb.y..<lb.maxY {
                    var s = (y - lb.y) * lb.width * 4
                    var d = ((y - tb.y) * tb.width + (lb.x - tb.x)) * 4
                    for _ in 0..<lb.width {
                        let sa0 = UInt32(src[s + 3])
                        if sa0 != 0 {
                            blend(dst.baseAddress! + d, PremultipliedColor(bytes: src.baseAddress! + s), o)
                        }
                        s += 4
                        d += 4
                    }
                }
            }
        }
    }

    // MARK: coverage masks (glyphs)

    /// Paints a coverage mask (a glyph from `Typesetting`) in a colour.
    ///
    /// The mask's `originX`/`originY` are device pixels relative to `point` mapped through the
    /// current transform and rounded to the nearest pixel, so a glyph rasterized at the bitmap's
    /// scale lands on the pixel grid unchanged. Coverage is multiplied by the colour's alpha and
    /// by the clip.
    ///
    /// - Parameters:
    ///   - mask: 8-bit coverage in device pixels.
    ///   - color: The fill colour.
    ///   - point: The user-space position the mask's origin is relative to (default: the origin).
    public func draw(_ mask: CoverageMask, color: Color, at point: Point = .zero) {
        guard point.isFinite, transform.isFinite else {
            return note("draw(mask, at: \(point)): non-finite position (ignored)")
        }
        guard mask.width > 0, mask.height > 0 else { return }
        let d = transform.apply(point)
        let ox = Int((fixed(d.x) + 128) >> 8) + mask.originX  // nearest pixel
        let oy = Int((fixed(d.y) + 128) >> 8) + mask.originY
        let cov = Coverage(
            bounds: PixelRect(x: ox, y: oy, width: mask.width, height: mask.height),
            storage: .mask(mask.coverage))
        composite(cov, color: color)
    }
}

extension PremultipliedColor {
    /// The four bytes at `p` of a compositor's premultiplied RGBA8 pixels, taken as they are (no
    /// clamping to alpha, unlike `init(red:green:blue:alpha:)`).
    @inline(__always)
    init(bytes p: UnsafePointer<UInt8>) {
        red = p[0]
        green = p[1]
        blue = p[2]
        alpha = p[3]
    }
}
