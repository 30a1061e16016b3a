// bench-layout: Plumb's side of `Benchmarks/run layout`.
//
//   bench-layout run [--runs N]      prints one JSON object per case (read by Benchmarks/suites/layout.sh)
//   bench-layout count               one 1,111-view layout and 5 re-layouts (for callgrind)
//
// Trees:
//   huge        Yoga's "Huge nested layout" (benchmark/YGBenchmark.c): 10×10×10×10 leaves, every
//               node 10×10, children stacked (column, row, column, row); 11,111 views.
//   flex-L      the same shape with sizes that depend on the root: children share their parent's
//               main axis equally (flex-grow 1), stretch on the cross axis, margin 10 on the first
//               level; root 1000×1000. L = levels (2, 3, 4 → 111, 1,111, 11,111 views).
//   list        100 rows × 10 labels with real text (a feed screen), 390 wide.
import Foundation
import PlumbUI

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

@MainActor func pin<V: UIView>(_ v: V) -> V {
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

/// Yoga's huge nested tree with fixed 10×10 nodes.
@MainActor func hugeNested() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    func fill(_ parent: UIView, _ level: Int) {
        guard level < 4 else { return }
        let row = level % 2 == 1
        var prev: UIView?
        for _ in 0..<10 {
            let v = pin(UIView())
            parent.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 10),
                v.heightAnchor.constraint(equalToConstant: 10),
                row ? v.topAnchor.constraint(equalTo: parent.topAnchor)
                    : v.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                row ? v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? parent.leadingAnchor)
                    : v.topAnchor.constraint(equalTo: prev?.bottomAnchor ?? parent.topAnchor),
            ])
            prev = v
            fill(v, level + 1)
        }
    }
    fill(root, 0)
    return root
}

/// The flexible nested tree; returns the root and the leaves in creation order.
@MainActor func flexNested(levels: Int) -> (UIView, [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var leaves: [UIView] = []
    func fill(_ parent: UIView, _ level: Int) {
        guard level < levels else { leaves.append(parent); return }
        let row = level % 2 == 1
        let m: CGFloat = level == 0 ? 10 : 0
        var prev: UIView?
        var first: UIView?
        for _ in 0..<10 {
            let v = pin(UIView())
            parent.addSubview(v)
            if row {
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: m).isActive = true
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -m).isActive = true
                v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? parent.leadingAnchor, constant: prev == nil ? m : 2 * m).isActive = true
                if let first { v.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
            } else {
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: m).isActive = true
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -m).isActive = true
                v.topAnchor.constraint(equalTo: prev?.bottomAnchor ?? parent.topAnchor, constant: prev == nil ? m : 2 * m).isActive = true
                if let first { v.heightAnchor.constraint(equalTo: first.heightAnchor).isActive = true }
            }
            prev = v
            if first == nil { first = v }
            fill(v, level + 1)
        }
        if let prev {
            (row ? prev.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -m)
                 : prev.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -m)).isActive = true
        }
    }
    fill(root, 0)
    return (root, leaves)
}

/// A feed: 100 rows, each an avatar-less row of 10 labels wrapping in two columns.
@MainActor func listScreen() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20000))
    let words = ["Lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                 "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua"]
    var previousRow: UIView?
    for r in 0..<100 {
        let row = pin(UIView())
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor),
        ])
        var above: UIView?
        for i in 0..<10 {
            let label = pin(UILabel())
            label.numberOfLines = i == 1 ? 0 : 1
            label.font = .systemFont(ofSize: i == 0 ? 17 : 13, weight: i == 0 ? .semibold : .regular)
            let count = 2 + (r * 7 + i * 3) % (i == 1 ? 24 : 6)
            label.text = (0..<count).map { words[(r + i + $0 * 5) % words.count] }.joined(separator: " ")
            row.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: above?.bottomAnchor ?? row.topAnchor, constant: above == nil ? 12 : 4),
            ])
            above = label
        }
        above?.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -12).isActive = true
        previousRow = row
    }
    return root
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

struct Result: Encodable {
    var name: String
    var ms: Double
    var views: Int
    var check: Double?
}

func emit(_ r: Result) {
    let data = try! JSONEncoder().encode(r)
    print(String(decoding: data, as: UTF8.self))
}

@MainActor func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }

let args = CommandLine.arguments
let runs = args.firstIndex(of: "--runs").flatMap { Int(args[$0 + 1]) } ?? 5

if args.contains("list-profile") {
    let root = listScreen()
    root.layoutIfNeeded()
    exit(0)
}

// Profiling aid: lays out 40 trees of 1,111 views from scratch (built first), then exits without
// tearing them down, so a profiler sees the layout cycle, not construction or deallocation.
if args.contains("scratch-profile") {
    let roots = (0..<40).map { _ in flexNested(levels: 3).0 }
    for r in roots { r.layoutIfNeeded() }
    exit(0)
}

// Profiling aid: 40 re-layouts of an 11,111-view tree after root width changes.
if args.contains("relayout-profile") {
    let (root, _) = flexNested(levels: 4)
    root.layoutIfNeeded()
    for i in 0..<40 {
        root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 900 : 1000, height: 1000)
        root.layoutIfNeeded()
    }
    exit(0)
}

if args.contains("count") {
    let (root, _) = flexNested(levels: 3)
    root.layoutIfNeeded()
    for i in 0..<5 {
        root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 900 : 1000, height: 1000)
        root.layoutIfNeeded()
    }
    exit(0)
}

// Yoga's huge nested tree: layout from scratch (tree built, untimed).
do {
    var times: [Double] = []
    var n = 0
    for _ in 0..<runs {
        let root = hugeNested()
        n = count(root)
        let t = now()
        root.layoutIfNeeded()
        times.append(now() - t)
    }
    emit(Result(name: "huge-nested/layout", ms: median(times), views: n))
}

// Flexible nested trees: layout from scratch and re-layout after the root width changes.
for levels in [2, 3, 4] {
    var layout: [Double] = [], relayout: [Double] = [], build: [Double] = []
    var n = 0
    var check = 0.0
    for _ in 0..<max(1, levels == 4 ? min(runs, 3) : runs) {
        var t = now()
        let (root, leaves) = flexNested(levels: levels)
        build.append(now() - t)
        n = count(root)
        t = now()
        root.layoutIfNeeded()
        layout.append(now() - t)
        for i in 0..<6 {
            root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 900 : 1000, height: 1000)
            t = now()
            root.layoutIfNeeded()
            relayout.append(now() - t)
        }
        check = leaves.reduce(0) { acc, v in
            let f = v.convert(v.bounds, to: nil)
            return acc + Double(f.minX + f.minY + f.width + f.height)
        }
    }
    emit(Result(name: "flex-nested-\(n)/build", ms: median(build), views: n))
    emit(Result(name: "flex-nested-\(n)/layout", ms: median(layout), views: n, check: check))
    emit(Result(name: "flex-nested-\(n)/relayout", ms: median(relayout), views: n))
}

// The list screen.
do {
    var layout: [Double] = [], relayout: [Double] = []
    var n = 0
    for _ in 0..<runs {
        let root = listScreen()
        n = count(root)
        var t = now()
        root.layoutIfNeeded()
        layout.append(now() - t)
        for i in 0..<4 {
            root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 320 : 390, height: 20000)
            t = now()
            root.layoutIfNeeded()
            relayout.append(now() - t)
        }
    }
    emit(Result(name: "list-100x10/layout", ms: median(layout), views: n))
    emit(Result(name: "list-100x10/relayout", ms: median(relayout), views: n))
}
