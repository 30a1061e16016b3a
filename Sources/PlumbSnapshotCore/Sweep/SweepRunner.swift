import Foundation
import PlumbUI
import Raster

/// Runs a ``LayoutSweep``: lays the subject out at every step, reads each step's
/// ``LayoutShape``, and bisects every change between two steps to the pixel.
///
/// Widths and heights re-use one hosted window: each step resizes it and lays it out again, so the
/// engine re-solves incrementally (the window's size constraints change their constants; no
/// constraint is rebuilt). Content sizes and directions host the subject afresh at each step, as
/// a trait change would re-resolve every font and every leading and trailing edge anyway.
///
/// The first step is the roomiest (the widest or tallest, the smallest text size, LTR): views
/// that overlap there overlap by design and are not reported.
@MainActor
final class SweepRunner {
    let subject: SnapshotSubject
    let sweep: LayoutSweep
    private(set) var hosted: SnapshotRenderer.Hosted?
    private var hostedPosition: Int?
    private var shapes: [Int: LayoutShape] = [:]
    private var first: LayoutShape?
    /// How many layouts were solved.
    private(set) var layouts = 0

    init(_ subject: SnapshotSubject, _ sweep: LayoutSweep) {
        self.subject = subject
        self.sweep = sweep
    }

    var scale: CGFloat { sweep.strategy.scale }

    /// Whether positions are pixels (widths, heights) rather than indexes of discrete steps.
    var isContinuous: Bool {
        switch sweep.axis {
        case .widths, .heights: true
        case .contentSizes, .directions: false
        }
    }

    /// The positions the sweep samples, roomiest first: pixels from the upper bound down every
    /// step (the lower bound always included), or the indexes of the discrete steps.
    var samples: [Int] {
        switch sweep.axis {
        case .widths(let r, let step), .heights(let r, let step):
            // At least one pixel: a window of no width lays nothing out.
            let lo = max(1, pixels(r.lowerBound)), hi = max(lo, pixels(r.upperBound))
            let by = max(1, pixels(step))
            var out = Array(stride(from: hi, to: lo, by: -by))
            out.append(lo)
            return out
        case .contentSizes(let cs): return Array(cs.indices)
        case .directions: return [0, 1]
        }
    }

    func pixels(_ v: CGFloat) -> Int { Int((v * scale).rounded()) }
    func points(_ p: Int) -> CGFloat { CGFloat(p) / scale }

    /// The strategy of the step at a position.
    func strategy(at p: Int) -> Snapshotting {
        var s = sweep.strategy
        switch sweep.axis {
        case .widths:
            switch s.size {
            case .width: s.size = .width(points(p))
            case .fixed(_, let h): s.size = .fixed(width: points(p), height: h)
            case .device: break  // hosted on the device, then resized
            }
        case .heights:
            if let w = s.size.width, !isDevice { s.size = .fixed(width: w, height: points(p)) }
        case .contentSizes(let cs): s.contentSizeCategory = cs[p]
        case .directions: s.layoutDirection = p == 0 ? .leftToRight : .rightToLeft
        }
        return s
    }

    private var isDevice: Bool {
        if case .device = sweep.strategy.size { return true }
        return false
    }

    /// Lays the subject out at a position (a no-op when it is laid out there already).
    func layOut(at p: Int) {
        if hostedPosition == p, hosted != nil { return }
        layouts += 1
        defer { hostedPosition = p }
        if let hosted, isContinuous {
            resize(hosted, to: p)
            return
        }
        if let hosted { SnapshotRenderer.unhost(subject, hosted) }
        let h = SnapshotRenderer.host(subject, strategy(at: p))
        hosted = h
        if isContinuous, isDevice || subject.isWindow { resize(h, to: p) }
    }

    /// Resizes the hosted window for a width or height step and lays it out: a `.width` size
    /// gets the height that fits, as ``SnapshotRenderer`` sizes it.
    private func resize(_ h: SnapshotRenderer.Hosted, to p: Int) {
        let window = h.window
        var size = window.bounds.size
        switch sweep.axis {
        case .widths:
            size.width = points(p)
            if case .width = sweep.strategy.size {
                let fit = h.view.systemLayoutSizeFitting(
                    CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                size.height = max(1, fit.height)
            }
        case .heights: size.height = points(p)
        case .contentSizes, .directions: return
        }
        window.setFrameWithoutTransition(CGRect(origin: .zero, size: size))
        if !subject.isWindow, h.view !== window { h.view.frame = window.bounds }
        window.layoutIfNeeded()
    }

    /// The shape at a position (cached), without the overlaps of the first step.
    func shape(at p: Int) -> LayoutShape {
        if let s = shapes[p] { return s }
        layOut(at: p)
        let raw = LayoutShape.measure(hosted!.view)
        if first == nil { first = raw }
        let s = raw.withoutOverlaps(of: first!)
        shapes[p] = s
        return s
    }

    /// The changes of one feature between a roomier and a tighter position, each as the pair of
    /// adjacent positions (one pixel apart, or neighbouring steps) it happens between.
    func changes(of f: ShapeFeature, roomy: Int, tight: Int) -> [(tight: Int, roomy: Int)] {
        if shape(at: roomy)[f] == shape(at: tight)[f] { return [] }
        if !isContinuous || abs(roomy - tight) <= 1 { return [(tight, roomy)] }
        let mid = (roomy + tight) / 2
        return changes(of: f, roomy: roomy, tight: mid) + changes(of: f, roomy: mid, tight: tight)
    }

    /// Runs the sweep.
    func run() -> LayoutSweepResult {
        let steps = samples
        for p in steps { _ = shape(at: p) }
        var found: [(f: ShapeFeature, tight: Int, roomy: Int)] = []
        for (a, b) in zip(steps, steps.dropFirst()) {
            let sa = shape(at: a), sb = shape(at: b)
            guard sa != sb else { continue }
            let features = Set(sa.values.keys).union(sb.values.keys).filter { sa[$0] != sb[$0] }.sorted()
            for f in features {
                for c in changes(of: f, roomy: a, tight: b) { found.append((f, c.tight, c.roomy)) }
            }
        }
        // Roomiest first, then in feature order.
        found.sort { x, y in
            let kx = isContinuous ? -x.roomy : x.tight, ky = isContinuous ? -y.roomy : y.tight
            return kx != ky ? kx < ky : x.f < y.f
        }
        let breakpoints = found.map { c in
            LayoutBreakpoint(
                statement: Self.statement(c.f, tight: shape(at: c.tight)[c.f], roomy: shape(at: c.roomy)[c.f]),
                position: position(tight: c.tight, roomy: c.roomy),
                value: isContinuous ? points(c.roomy) : nil, tight: c.tight, roomy: c.roomy)
        }
        let changingLabels = Set(found.filter { $0.f.kind == .lines }.map(\.f.subject))
        return LayoutSweepResult(
            breakpoints: breakpoints, ranges: ranges(found.map { ($0.tight, $0.roomy) }, labels: changingLabels),
            header: header, layouts: layouts)
    }

    /// Where the tighter side of a breakpoint begins.
    func position(tight: Int, roomy: Int) -> String {
        switch sweep.axis {
        case .widths, .heights: "below \(FrameTree.num(points(roomy))) pt"
        case .contentSizes(let cs): "from \(Snapshotting.shortName(cs[tight]))"
        case .directions: "in RTL"
        }
    }

    /// A position's name in a range: `340.5`, `xxl`, `LTR`.
    func name(_ p: Int) -> String {
        switch sweep.axis {
        case .widths, .heights: FrameTree.num(points(p))
        case .contentSizes(let cs): Snapshotting.shortName(cs[p])
        case .directions: p == 0 ? "LTR" : "RTL"
        }
    }

    /// The stable ranges between the breakpoints, roomiest first, each with what holds in it.
    func ranges(_ changes: [(tight: Int, roomy: Int)], labels: Set<String>) -> [String] {
        let steps = samples
        guard let top = steps.first, let bottom = steps.last else { return [] }
        var spans: [(roomy: Int, tight: Int)] = []
        if isContinuous {
            // Breakpoints are the roomier pixels; a range runs from one down to a pixel above the next.
            let cuts = Set(changes.map(\.roomy)).sorted(by: >)
            var upper = top
            for c in cuts {
                spans.append((upper, c))
                upper = c - 1
            }
            spans.append((upper, bottom))
        } else {
            let cuts = Set(changes.map(\.tight)).sorted()
            var start = top
            for c in cuts {
                spans.append((start, c - 1))
                start = c
            }
            spans.append((start, bottom))
        }
        let unit = isContinuous ? " pt" : ""
        return spans.map { span in
            let (lo, hi) = isContinuous ? (span.tight, span.roomy) : (span.roomy, span.tight)
            let range = lo == hi ? name(lo) : "\(name(lo))...\(name(hi))"
            return range + unit + ": " + Self.state(shape(at: span.roomy), labels: labels)
        }
    }

    /// What holds in a shape, for a stable range: every feature that is not zero, and the line
    /// counts of the labels whose line count changes in the sweep; `sound` when nothing is.
    static func state(_ s: LayoutShape, labels: Set<String>) -> String {
        let items = s.values.filter { $0.value != 0 && ($0.key.kind != .lines || labels.contains($0.key.subject)) }
            .sorted { $0.key < $1.key }
            .map { f, v -> String in
                let x = "`\(f.subject)`"
                switch f.kind {
                case .brokenConstraint: return "constraint \(x) broken"
                case .ambiguous: return "\(x) ambiguous"
                case .outside: return "\(x) outside its superview"
                case .overlap: return "\(x) overlap"
                case .truncated: return "\(x) truncated"
                case .clipped: return "\(x) clipped"
                case .lines: return "\(x) \(v) line\(v == 1 ? "" : "s")"
                }
            }
        return items.isEmpty ? "sound" : items.joined(separator: ", ")
    }

    /// What holds on the tighter side of a change of `f` from `roomy` to `tight`.
    static func statement(_ f: ShapeFeature, tight: Int, roomy: Int) -> String {
        let x = "`\(f.subject)`"
        let on = tight != 0
        switch f.kind {
        case .brokenConstraint: return "constraint \(x) " + (on ? "breaks" : "holds")
        case .ambiguous: return "\(x) " + (on ? "is ambiguous" : "is not ambiguous")
        case .outside: return "\(x) " + (on ? "leaves its superview" : "stays inside its superview")
        case .overlap: return "\(x) " + (on ? "overlap" : "do not overlap")
        case .truncated: return "\(x) " + (on ? "truncates" : "does not truncate")
        case .clipped: return "\(x) " + (on ? "is clipped" : "is not clipped")
        case .lines:
            let n = "\(tight) line\(tight == 1 ? "" : "s")"
            return tight > roomy ? "\(x) wraps to \(n)" : "\(x) takes \(n)"
        }
    }

    /// The reference's first line: what was swept and how.
    var header: String {
        let base = sweep.strategy
        let rest = base.variantName.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        func n(_ v: CGFloat) -> String { FrameTree.num(v) }
        var size: String {
            switch base.size {
            case .device(let d): "on \(d.name)"
            case .width(let w): "at \(n(w)) pt wide, the height that fits"
            case .fixed(let w, let h): "at \(n(w))x\(n(h)) pt"
            }
        }
        let what: String
        switch sweep.axis {
        case .widths(let r, let step):
            let height: String
            switch base.size {
            case .device(let d): height = ", \(n(d.size.height)) pt tall on \(d.name)"
            case .fixed(_, let h): height = ", \(n(h)) pt tall"
            case .width: height = ", the height that fits"
            }
            what =
                "widths \(n(r.lowerBound))...\(n(r.upperBound)) pt every \(n(step)) pt, to the pixel (\(n(1 / scale)) pt)"
                + height
        case .heights(let r, let step):
            what =
                "heights \(n(r.lowerBound))...\(n(r.upperBound)) pt every \(n(step)) pt, to the pixel (\(n(1 / scale)) pt), "
                + "\(n(base.size.width ?? 0)) pt wide"
        case .contentSizes(let cs):
            what = "content sizes " + cs.map(Snapshotting.shortName).joined(separator: ", ") + " " + size
        case .directions:
            what = "directions LTR, RTL " + size
        }
        return "layout sweep: \(what); \(rest)"
    }

    /// Takes the subject out of its window.
    func finish() {
        if let hosted { SnapshotRenderer.unhost(subject, hosted) }
        hosted = nil
        hostedPosition = nil
    }
}
