import Foundation
import Testing
@testable import PlumbUI

/// A full reconcile installs the optional content-size constraints (hugging and compression
/// resistance) right after the root's, so that a list's positions are each defined once; these
/// tests check that this order gives the frames, ambiguity and conflict logs of the order before
/// (each view's content size next to its other implicit constraints).
@MainActor @Suite struct ContentSizeOrderTests {
    /// A feed like `bench-layout`'s list: rows chained top to bottom in the root, each a column of
    /// labels (the second multi-line) pinned to the row's leading edge, the last to its bottom.
    private func list(rows: Int, labels: Int, _ dir: UITraitEnvironmentLayoutDirection, contentSizeFirst: Bool)
        -> (UIView, [UIView], [UILabel])
    {
        let root = makeRoot(390, CGFloat(rows) * 200, dir)
        root.engine.installsContentSizeFirst = contentSizeFirst
        let words = ["Lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
        var rowViews: [UIView] = [], all: [UILabel] = []
        var previousRow: UIView?
        for r in 0..<rows {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor),
            ])
            var above: UIView?
            for i in 0..<labels {
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.numberOfLines = i == 1 ? 0 : 1
                label.font = .systemFont(ofSize: i == 0 ? 17 : 13)
                let count = 2 + (r * 7 + i * 3) % (i == 1 ? 24 : 6)
                label.text = (0..<count).map { words[(r + i + $0 * 3) % words.count] }.joined(separator: " ")
                row.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
                    label.topAnchor.constraint(
                        equalTo: above?.bottomAnchor ?? row.topAnchor,
                        constant: above == nil ? 12 : 4),
                ])
                above = label
                all.append(label)
            }
            above?.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -12).isActive = true
            rowViews.append(row)
            previousRow = row
        }
        return (root, rowViews, all)
    }

    @Test(arguments: directions)
    func aListLaysOutAsWithTheOldOrder(_ dir: UITraitEnvironmentLayoutDirection) {
        let (root, rows, labels) = list(rows: 12, labels: 6, dir, contentSizeFirst: true)
        let (oldRoot, oldRows, oldLabels) = list(rows: 12, labels: 6, dir, contentSizeFirst: false)
        root.layoutIfNeeded()
        oldRoot.layoutIfNeeded()
        #expect(rows.map(\.frame) == oldRows.map(\.frame))
        #expect(labels.map(\.frame) == oldLabels.map(\.frame))
        // The rows stack with no gap, each as tall as its labels plus the 12-point insets.
        for i in 1..<rows.count { #expect(rows[i].frame.minY == rows[i - 1].frame.maxY) }
        #expect(rows[0].frame == rect(0, 0, 390, labels[5].frame.maxY + 12))
        #expect(labels[0].frame.minY == 12)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 4)
        #expect(labels[0].frame.minX == (dir == .leftToRight ? 16 : 390 - 16 - labels[0].frame.width))
        // Some multi-line labels wrap (their text is wider than 358 points).
        let wrapped = (0..<12).filter { labels[$0 * 6 + 1].frame.height > labels[$0 * 6 + 2].frame.height }
        #expect(!wrapped.isEmpty)
        #expect(!(rows + labels).contains { $0.hasAmbiguousLayout })

        // A re-layout at another width (constants moved in place) agrees too.
        for width: CGFloat in [320, 390] {
            root.frame.size.width = width
            oldRoot.frame.size.width = width
            root.layoutIfNeeded()
            oldRoot.layoutIfNeeded()
            #expect(rows.map(\.frame) == oldRows.map(\.frame), "width \(width)")
            #expect(labels.map(\.frame) == oldLabels.map(\.frame), "width \(width)")
            #expect(rows[0].frame.width == width)
        }
    }

    /// Where the optimum is not unique (an ambiguous view: another solution meets every level
    /// equally well) the two orders may report different optimal frames, as any change of the
    /// order constraints reach the solver may; every view whose frame is determined has the same
    /// frame, every view is ambiguous in both or neither, and the conflict logs are the same.
    @Test(arguments: directions)
    func randomSystemsWithIntrinsicSizesLayOutAsWithTheOldOrder(_ dir: UITraitEnvironmentLayoutDirection) {
        var determined = 0, differing = 0
        for seed in 1...16 {
            func run(_ first: Bool) -> (frames: [CGRect], ambiguous: [Bool], log: [String]) {
                var rng = SplitMix(seed: UInt64(seed))
                let root = makeRoot(375, 667, dir)
                root.engine.installsContentSizeFirst = first
                let views = Self.tree(in: root, &rng)
                let (_, messages) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
                // Object addresses differ between the two trees; the rest of each message must not.
                let log = messages.map {
                    $0.message.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
                }
                return (views.map(\.frame), views.map(\.hasAmbiguousLayout), log)
            }
            let now = run(true), old = run(false)
            #expect(now.ambiguous == old.ambiguous, "seed \(seed)")
            #expect(now.log == old.log, "seed \(seed)")
            for i in now.frames.indices where !old.ambiguous[i] {
                #expect(now.frames[i] == old.frames[i], "seed \(seed) view \(i)")
                determined += 1
            }
            differing += now.frames.indices.filter { now.frames[$0] != old.frames[$0] }.count
        }
        // 93 of the 16 trees' views are determined (the comparison is not vacuous); some ambiguous
        // ones differ.
        #expect(determined >= 90)
        #expect(differing > 0)
    }

    /// Random views with intrinsic sizes at random hugging and compression priorities (some
    /// required), stacked in sibling chains along either axis inside containers, with optional
    /// fixed sizes and edges, and now and then a required size that conflicts with a required
    /// intrinsic size.
    static func tree(in root: UIView, _ rng: inout SplitMix) -> [UIView] {
        var all: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        let priorities: [UILayoutPriority] = [
            .defaultLow, UILayoutPriority(251), .defaultHigh, UILayoutPriority(999),
            .required,
        ]
        func pick() -> UILayoutPriority { priorities[Int(rng.next() % UInt64(priorities.count))] }
        func fill(_ parent: UIView, depth: Int) {
            let vertical = rng.next() % 2 == 0
            let count = depth == 0 ? 4 : 2 + Int(rng.next() % 3)
            var previous: UIView?
            for _ in 0..<count {
                let leaf = depth >= 2 || rng.next() % 2 == 0
                let v: UIView =
                    leaf
                    ? IntrinsicView(CGFloat(10 + rng.next() % 90), CGFloat(8 + rng.next() % 30))
                    : UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                    v.setContentHuggingPriority(pick(), for: axis)
                    v.setContentCompressionResistancePriority(pick(), for: axis)
                }
                parent.addSubview(v)
                all.append(v)
                constraints.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
                constraints.append(v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0))
                let gap = CGFloat(rng.next() % 12)
                if vertical {
                    constraints.append(
                        v.topAnchor.constraint(
                            equalTo: previous?.bottomAnchor ?? parent.topAnchor,
                            constant: gap))
                    constraints.append(v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: gap))
                    let trailing = v.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor)
                    trailing.priority = pick()
                    constraints.append(trailing)
                } else {
                    constraints.append(
                        v.leadingAnchor.constraint(
                            equalTo: previous?.trailingAnchor ?? parent.leadingAnchor,
                            constant: gap))
                    constraints.append(v.topAnchor.constraint(equalTo: parent.topAnchor, constant: gap))
                    let bottom = v.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor)
                    bottom.priority = pick()
                    constraints.append(bottom)
                }
                switch rng.next() % 6 {
                case 0:
                    let w = v.widthAnchor.constraint(equalToConstant: CGFloat(20 + rng.next() % 60))
                    w.priority = pick()
                    constraints.append(w)
                case 1:
                    let h = v.heightAnchor.constraint(lessThanOrEqualToConstant: CGFloat(10 + rng.next() % 20))
                    h.priority = pick()
                    constraints.append(h)
                default: break
                }
                previous = v
                if !leaf { fill(v, depth: depth + 1) }
            }
            if let previous, rng.next() % 2 == 0 {
                let end =
                    vertical
                    ? previous.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -8)
                    : previous.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8)
                end.priority = depth == 0 ? .required : pick()
                constraints.append(end)
            }
        }
        fill(root, depth: 0)
        NSLayoutConstraint.activate(constraints)
        return all
    }
}
