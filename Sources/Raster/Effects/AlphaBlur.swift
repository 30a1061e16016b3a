#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An 8-bit plane (a coverage mask or a layer's alpha) placed at a device-pixel rectangle;
/// pixels outside the rectangle count as 0.
///
/// ```swift
/// let plane = AlphaPlane(rect: PixelRect(x: 10, y: 10, width: 4, height: 4),
///                        values: [UInt8](repeating: 255, count: 16))
/// let soft = plane.blurred(GaussianKernel(sigma: 2), in: PixelRect(x: 0, y: 0, width: 24, height: 24))
/// ```
public struct AlphaPlane: Sendable, Equatable {
    /// Where the values are, in device pixels.
    public var rect: PixelRect
    /// `rect.width * rect.height` values, row by row.
    public var values: [UInt8]

    /// Creates a plane; `values.count` must be `rect.width * rect.height`.
    public init(rect: PixelRect, values: [UInt8]) {
        precondition(
            rect.width >= 0 && rect.height >= 0 && values.count == rect.width * rect.height,
            "AlphaPlane: \(values.count) values for \(rect)")
        self.rect = rect
        self.values = values
    }

    /// The value at an absolute device pixel (0 outside the plane).
    public subscript(x x: Int, y y: Int) -> UInt8 {
        guard x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return 0 }
        return values[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// The plane blurred with `kernel` horizontally then vertically, evaluated on `output`.
    ///
    /// The result is exactly the direct separable convolution (``blurredReference(_:in:)``):
    /// each pass sums `weight × value` in integers and rounds once (`(s + 128) >> 8` after the
    /// horizontal pass, `(s + 2²³) >> 24` after the vertical one). It is computed on runs of equal
    /// values instead of pixel by pixel (equal rows are blurred once, equal columns of the
    /// horizontal result once, and a run of equal values contributes through the kernel's
    /// cumulative sums), so shapes with long straight edges cost far less than their area times
    /// the kernel's width.
    ///
    /// - Complexity: about (rows that differ from their predecessor + columns that differ) ×
    ///   (runs per kernel window), at most the direct convolution's cost.
    public func blurred(_ kernel: GaussianKernel, in output: PixelRect) -> AlphaPlane {
        let b = BlurredAlpha(self, kernel: kernel, output: output)
        var out = [UInt8](repeating: 0, count: max(0, output.width * output.height))
        out.withUnsafeMutableBufferPointer { ob in
            for y in output.y..<max(output.y, output.maxY) {
                b.fillRow(y, from: output.x, count: output.width, into: ob.baseAddress! + (y - output.y) * output.width)
            }
        }
        return AlphaPlane(
            rect: output.isEmpty ? PixelRect(x: output.x, y: output.y, width: 0, height: 0) : output, values: out)
    }

    /// The same blur as ``blurred(_:in:)`` by direct convolution, pixel by pixel: the
    /// straightforward reference the fast path is tested and benchmarked against.
    public func blurredReference(_ kernel: GaussianKernel, in output: PixelRect) -> AlphaPlane {
        guard !output.isEmpty else {
            return AlphaPlane(rect: PixelRect(x: output.x, y: output.y, width: 0, height: 0), values: [])
        }
        let r = kernel.radius, w = kernel.weights
        let src = rect
        // Horizontal pass on every source row, over the output's columns.
        var h = [UInt32](repeating: 0, count: max(0, src.height) * output.width)
        for y in 0..<max(0, src.height) {
            for xo in 0..<output.width {
                let x = output.x + xo
                var s: UInt32 = 0
                for k in 0..<(2 * r + 1) {
                    let sx = x + k - r
                    if sx >= src.x && sx < src.maxX { s &+= w[k] &* UInt32(values[y * src.width + sx - src.x]) }
                }
                h[y * output.width + xo] = (s &+ 128) >> 8
            }
        }
        var out = [UInt8](repeating: 0, count: output.width * output.height)
        for yo in 0..<output.height {
            let y = output.y + yo
            for xo in 0..<output.width {
                var s: UInt64 = 0
                for k in 0..<(2 * r + 1) {
                    let sy = y + k - r
                    if sy >= src.y && sy < src.maxY {
                        s &+= UInt64(w[k]) &* UInt64(h[(sy - src.y) * output.width + xo])
                    }
                }
                out[yo * output.width + xo] = UInt8(truncatingIfNeeded: (s &+ (1 << 23)) >> 24)
            }
        }
        return AlphaPlane(rect: output, values: out)
    }
}

/// A blurred plane kept in the form the blur computes it: the output's columns grouped into
/// classes of equal columns, one value per class and row.
struct BlurredAlpha {
    let output: PixelRect
    /// The first column (absolute x) of each class, ascending; the first is `output.x`.
    private(set) var classStarts: [Int] = []
    /// `output.height × classStarts.count` values, row by row.
    private(set) var values: [UInt8] = []

    init(_ plane: AlphaPlane, kernel: GaussianKernel, output: PixelRect) {
        self.output = output
        guard !output.isEmpty else { return }
        let src = plane.rect
        let r = kernel.radius
        let ow = output.width, oh = output.height
        // 1. Rows: equal rows share one entry (a shape's top and bottom corners, mirrored, too);
        //    all-zero rows are entry -1.
        var rowEntry = [Int](repeating: -1, count: max(0, src.height))
        var distinct: [Int] = []  // source row index of each entry
        var seen: [UInt64: [Int]] = [:]  // row hash → entries
        plane.values.withUnsafeBufferPointer { vb in
            func row(_ y: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: vb[(y * src.width)..<((y + 1) * src.width)])
            }
            for y in 0..<max(0, src.height) {
                if y > 0, memEqual(row(y), row(y - 1)) {
                    rowEntry[y] = rowEntry[y - 1]
                } else if !row(y).contains(where: { $0 != 0 }) {
                    rowEntry[y] = -1
                } else {
                    let key = wordHash(UnsafeRawBufferPointer(row(y)))
                    if let e = seen[key]?.first(where: { memEqual(row(distinct[$0]), row(y)) }) {
                        rowEntry[y] = e
                    } else {
                        rowEntry[y] = distinct.count
                        seen[key, default: []].append(distinct.count)
                        distinct.append(y)
                    }
                }
            }
        }
        guard !distinct.isEmpty else {
            classStarts = [output.x]
            values = [UInt8](repeating: 0, count: oh)
            return
        }
        // 2. Horizontal pass of each distinct row over the output's columns, on runs.
        var h = [UInt16](repeating: 0, count: distinct.count * ow)
        kernel.cumulative.withUnsafeBufferPointer { cb in
            plane.values.withUnsafeBufferPointer { vb in
                h.withUnsafeMutableBufferPointer { hb in
                    var runs: [Run] = []
                    for (e, sy) in distinct.enumerated() {
                        runs.removeAll(keepingCapacity: true)
                        var x = 0
                        let base = sy * src.width
                        while x < src.width {
                            let v = vb[base + x]
                            var end = x + 1
                            while end < src.width && vb[base + end] == v { end += 1 }
                            if v != 0 { runs.append(Run(start: src.x + x, end: src.x + end, value: UInt32(v))) }
                            x = end
                        }
                        convolveRuns(runs, cumulative: cb, radius: r, from: output.x, count: ow, shift: 8) { i, v in
                            hb[e * ow + i] = UInt16(truncatingIfNeeded: v)
                        }
                    }
                }
            }
        }
        // 3. Column classes: a new class wherever any distinct horizontal row changes value.
        var starts = [output.x]
        h.withUnsafeBufferPointer { hb in
            var changes = [Bool](repeating: false, count: ow)
            for e in 0..<distinct.count {
                let row = hb.baseAddress! + e * ow
                for i in 1..<max(1, ow) where row[i] != row[i - 1] { changes[i] = true }
            }
            for i in 1..<max(1, ow) where changes[i] { starts.append(output.x + i) }
        }
        classStarts = starts
        // 4. Vertical pass, a row at a time: each output row is Σ weight(entry) × H(entry), the
        //    weight of an entry being the kernel weights of its rows in the window, so equal rows
        //    are summed once and the sum runs over contiguous class values (vectorisable).
        //    The sum fits in UInt32: Σ weights ≤ 65536, H ≤ 65280.
        //    Classes whose columns hold the same values in every entry (a symmetric shape's
        //    mirrored columns) are summed once.
        let allClasses = starts.count, entries = distinct.count
        var uniqueOf = [Int](repeating: 0, count: allClasses)
        var uniqueColumns: [Int] = []  // output column of each unique class
        var columnIndex: [UInt64: [Int]] = [:]  // column hash → unique classes
        var column = [UInt16](repeating: 0, count: entries)
        h.withUnsafeBufferPointer { hb in
            func same(_ x: Int, _ column: [UInt16]) -> Bool {
                (0..<entries).allSatisfy { hb[$0 * ow + x] == column[$0] }
            }
            for c in 0..<allClasses {
                let x = starts[c] - output.x
                for e in 0..<entries { column[e] = hb[e * ow + x] }
                let key = column.withUnsafeBytes { wordHash($0) }
                if let u = columnIndex[key]?.first(where: { same(uniqueColumns[$0], column) }) {
                    uniqueOf[c] = u
                } else {
                    uniqueOf[c] = uniqueColumns.count
                    columnIndex[key, default: []].append(uniqueColumns.count)
                    uniqueColumns.append(x)
                }
            }
        }
        let classes = uniqueColumns.count
        var hc = [UInt16](repeating: 0, count: entries * classes)
        for e in 0..<entries {
            for c in 0..<classes { hc[e * classes + c] = h[e * ow + uniqueColumns[c]] }
        }
        var out = [UInt8](repeating: 0, count: oh * classes)
        var acc = [UInt32](repeating: 0, count: classes)
        var weight = [UInt32](repeating: 0, count: entries)
        var stamp = [Int](repeating: -1, count: entries)
        var touched: [Int] = []
        touched.reserveCapacity(entries)
        kernel.weights.withUnsafeBufferPointer { wb in
            hc.withUnsafeBufferPointer { hcb in
                acc.withUnsafeMutableBufferPointer { ab in
                    out.withUnsafeMutableBufferPointer { ob in
                        for yi in 0..<oh {
                            let y = output.y + yi
                            let lo = max(y - r, src.y), hi = min(y + r, src.maxY - 1)
                            guard lo <= hi else { continue }
                            touched.removeAll(keepingCapacity: true)
                            for sy in lo...hi {
                                let e = rowEntry[sy - src.y]
                                guard e >= 0 else { continue }
                                if stamp[e] != yi { stamp[e] = yi; weight[e] = 0; touched.append(e) }
                                weight[e] &+= wb[sy - y + r]
                            }
                            guard !touched.isEmpty else { continue }
                            let a = ab.baseAddress!
                            a.update(repeating: 0, count: classes)
                            for e in touched {
                                let row = hcb.baseAddress! + e * classes
                                if weight[e] == GaussianKernel.unit {
                                    // The whole window is this entry: H × 2^16 (weights sum to 2^16).
                                    for c in 0..<classes { a[c] &+= UInt32(row[c]) << 16 }
                                } else {
                                    // Otherwise the weight fits 16 bits: 16 × 16-bit products.
                                    let w = UInt16(truncatingIfNeeded: weight[e])
                                    for c in 0..<classes { a[c] &+= UInt32(row[c]) &* UInt32(w) }
                                }
                            }
                            let o = ob.baseAddress! + yi * classes
                            for c in 0..<classes { o[c] = UInt8(truncatingIfNeeded: (a[c] &+ (1 << 23)) >> 24) }
                        }
                    }
                }
            }
        }
        if classes == allClasses {
            values = out
        } else {
            values = [UInt8](unsafeUninitializedCapacity: oh * allClasses) { eb, n in
                out.withUnsafeBufferPointer { ob in
                    uniqueOf.withUnsafeBufferPointer { ub in
                        for yi in 0..<oh {
                            let from = ob.baseAddress! + yi * classes, to = eb.baseAddress! + yi * allClasses
                            for c in 0..<allClasses { to[c] = from[ub[c]] }
                        }
                    }
                }
                n = oh * allClasses
            }
        }
    }

    private init(output: PixelRect, classStarts: [Int], values: [UInt8]) {
        self.output = output
        self.classStarts = classStarts
        self.values = values
    }

    /// The same blur moved by (dx, dy) pixels.
    func translated(dx: Int, dy: Int) -> BlurredAlpha {
        BlurredAlpha(
            output: PixelRect(x: output.x + dx, y: output.y + dy, width: output.width, height: output.height),
            classStarts: classStarts.map { $0 + dx }, values: values)
    }

    /// Writes the values of row `y` for columns `x0 ..< x0 + count` (zeros outside the output).
    func fillRow(_ y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        out.update(repeating: 0, count: count)
        guard y >= output.y, y < output.maxY, !classStarts.isEmpty else { return }
        let classes = classStarts.count, yi = y - output.y
        let lo = max(x0, output.x), hi = min(x0 + count, output.maxX)
        guard lo < hi else { return }
        // The class containing `lo` (binary search), then class by class.
        var a = 0, b = classes - 1
        while a < b {
            let m = (a + b + 1) / 2
            if classStarts[m] <= lo { a = m } else { b = m - 1 }
        }
        var c = a, x = lo
        values.withUnsafeBufferPointer { vb in
            let row = vb.baseAddress! + yi * classes
            while x < hi {
                let end = min(hi, c + 1 < classes ? classStarts[c + 1] : output.maxX)
                let v = row[c]
                if v != 0 { (out + (x - x0)).update(repeating: v, count: end - x) }
                x = end
                c += 1
            }
        }
    }
}

/// A run of equal values `start ..< end` (absolute pixels).
struct Run {
    var start: Int
    var end: Int
    var value: UInt32
}

/// For each output position `p` in `from ..< from + count`, the kernel-weighted sum of the runs
/// (Σ value × weight over the window `p - radius ... p + radius`, through the cumulative
/// weights), rounded and shifted right by `shift`, passed to `store(p - from, result)`.
/// Runs must be sorted and disjoint.
@inline(__always)
func convolveRuns(
    _ runs: [Run], cumulative c: UnsafeBufferPointer<UInt32>, radius r: Int, from: Int, count: Int,
    shift: UInt64, store: (Int, UInt64) -> Void
) {
    let top = 2 * r + 1
    let half: UInt64 = 1 << (shift - 1)
    var first = 0
    runs.withUnsafeBufferPointer { rb in
        for i in 0..<count {
            let p = from + i
            // Skip runs that ended before the window.
            while first < rb.count && rb[first].end <= p - r { first += 1 }
            var s: UInt64 = 0
            var k = first
            while k < rb.count && rb[k].start <= p + r {
                let run = rb[k]
                let a = min(max(run.start - p + r, 0), top), b = min(max(run.end - p + r, 0), top)
                if b > a { s &+= UInt64(run.value) &* UInt64(c[b] &- c[a]) }
                k += 1
            }
            store(i, s == 0 ? 0 : (s &+ half) >> shift)
        }
    }
}

/// A 64-bit hash of bytes, eight at a time (for finding equal rows and columns).
func wordHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    var i = 0
    while i + 8 <= raw.count {
        h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x100_0000_01b3
        h ^= h >> 29
        i += 8
    }
    while i < raw.count {
        h = (h ^ UInt64(raw[i])) &* 0x100_0000_01b3
        i += 1
    }
    return h ^ UInt64(raw.count)
}

/// Byte equality of two buffers of the same length (libc `memcmp`).
@inline(__always)
func memEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
