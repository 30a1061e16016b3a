@_spi(PlumbEngine) import Cassowary
import Foundation
import Testing
@testable import PlumbUI

/// The engine splits its constraints into independent systems, each with its own solver; these
/// tests check the split and that it never changes a value.
@MainActor @Suite struct LayoutSystemTests {
    /// A view pinned by leading, top, width and height in a root.
    private func pinnedView(_ dir: UITraitEnvironmentLayoutDirection) -> (UIView, UIView) {
        let root = makeRoot(320, 480, dir)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        return (root, v)
    }

    @Test(arguments: directions)
    func horizontalAndVerticalConstraintsAreSeparateSystems(_ dir: UITraitEnvironmentLayoutDirection) {
        let (root, v) = pinnedView(dir)
        root.layoutIfNeeded()
        // LTR: {root.minX, v.minX} (encapsulated left, leading), {root.width}, {v.width}, and the same
        // vertically. RTL: leading is minX + width, so the root's and the view's widths join the
        // horizontal positions: {left, width, v.width, leading}.
        #expect(root.layoutSystemSizes == (dir == .leftToRight ? [2, 2, 1, 1, 1, 1] : [4, 2, 1, 1]))
        #expect(v.frame == mirrored(rect(10, 20, 100, 30), in: 320, dir))
    }

    @Test(arguments: directions)
    func aWidthTiedToAHeightJoinsTheirSystems(_ dir: UITraitEnvironmentLayoutDirection) {
        let (root, v) = pinnedView(dir)
        v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5, constant: 5).isActive = true
        root.layoutIfNeeded()
        // v.width == 100, v.height >= 30 and v.height == 0.5 × v.width + 5 are one system (in RTL
        // together with the four horizontal constraints the mirrored leading ties to the widths).
        #expect(root.layoutSystemSizes == (dir == .leftToRight ? [3, 2, 2, 1, 1] : [6, 2, 1]))
        #expect(v.frame == mirrored(rect(10, 20, 100, 55), in: 320, dir))
    }

    @Test(arguments: directions)
    func aConstraintAddedAcrossSolvedSystemsMergesThemWithTheFramesOfAFreshLayout(
        _ dir: UITraitEnvironmentLayoutDirection
    ) {
        func tree(connected: Bool) -> (UIView, [UIView], NSLayoutConstraint) {
            let root = makeRoot(320, 480, dir)
            let views = (0..<4).map { _ in IntrinsicView(40, 20) }
            views.forEach(root.addSubview)
            let (a, b, c, d) = (views[0], views[1], views[2], views[3])
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
                d.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 8),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
                c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 4),
                d.topAnchor.constraint(equalTo: c.bottomAnchor, constant: 4),
                a.widthAnchor.constraint(equalToConstant: 60),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                c.heightAnchor.constraint(equalToConstant: 30),
                d.heightAnchor.constraint(equalTo: c.heightAnchor, multiplier: 2),
            ])
            let tie = b.widthAnchor.constraint(equalTo: d.heightAnchor, constant: 1)
            tie.isActive = connected
            return (root, views, tie)
        }
        let (root, views, tie) = tree(connected: false)
        root.layoutIfNeeded()
        let before = root.layoutSystemSizes.count
        tie.isActive = true
        let (messages, sizes): ([LayoutDiagnostic], [Int]) = {
            let (_, m) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            return (m, root.layoutSystemSizes)
        }()
        // b.width == 30 (60 × 0.5) cannot be d.height + 1 == 61: UIKit's choice breaks the newest
        // single-item equality, c.height == 30, so d.height == 29 and c.height == 14.5.
        #expect(messages.map(\.kind) == [.unsatisfiableConstraints])
        #expect(sizes.count == before - 1)
        let (fresh, freshViews, _) = tree(connected: true)
        let (_, freshMessages) = LayoutDiagnostics.collect { fresh.layoutIfNeeded() }
        #expect(messages.map(\.kind) == freshMessages.map(\.kind))
        #expect(views.map(\.frame) == freshViews.map(\.frame))
        #expect(views[1].frame.width == 30)
        #expect(views[3].frame.height == 29)
        #expect(views[2].frame.height == 14.5)

        // Removing the tie does not split the system; the frames are a fresh layout's without it.
        tie.isActive = false
        root.layoutIfNeeded()
        #expect(root.layoutSystemSizes.count == before - 1)
        let (apart, apartViews, _) = tree(connected: false)
        apart.layoutIfNeeded()
        #expect(views.map(\.frame) == apartViews.map(\.frame))
    }

    @Test(arguments: directions)
    func conflictsAreReportedInConstraintOrderAcrossSystems(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let a = IntrinsicView(40, 20), b = IntrinsicView(40, 20)
        root.addSubview(a)
        root.addSubview(b)
        // The widths' system is touched first, but the heights' conflict comes first.
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.heightAnchor.constraint(equalTo: b.heightAnchor),
            a.heightAnchor.constraint(equalTo: b.heightAnchor, constant: 10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10),
        ])
        let (_, messages) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(messages.map(\.kind) == [.unsatisfiableConstraints, .unsatisfiableConstraints])
        #expect(messages.count == 2)
        guard messages.count == 2 else { return }
        #expect(messages[0].message.contains(".height == ") && !messages[0].message.contains(".width == "))
        #expect(messages[1].message.contains(".width == ") && !messages[1].message.contains(".height == "))
    }

    @Test(arguments: directions)
    func randomUILikeTreesSolveApartAsInOneSolver(_ dir: UITraitEnvironmentLayoutDirection) throws {
        for seed in 1...8 {
            var rng = SplitMix(seed: UInt64(seed))
            let root = makeRoot(375, 667, dir)
            // A third of the trees tie widths to heights (aspect ratios), which joins the
            // horizontal and vertical systems.
            let aspect = seed % 3 == 0
            let all = randomTree(in: root, aspectRatios: aspect, &rng)
            root.layoutIfNeeded()
            let engine = try #require(root.layoutNode.engine)
            if !aspect { #expect(engine.systemCount > 1, "seed \(seed)") }
            // One solver holding every installed constraint, added in an interleaving of the
            // systems' orders, must give every variable the same value and ambiguity, bit for bit.
            let single = Solver()
            let bySystem = Dictionary(
                grouping: engine.records.values.sorted { $0.sequence < $1.sequence },
                by: { $0.system })
            var queues = bySystem.keys.sorted { bySystem[$0]![0].sequence < bySystem[$1]![0].sequence }
                .map { bySystem[$0]![...] }
            try single.batch {
                while !queues.isEmpty {
                    let i = Int(rng.next() % UInt64(queues.count))
                    let r = queues[i].removeFirst()
                    if queues[i].isEmpty { queues.remove(at: i) }
                    let constant = engine.solver(of: r.system).constant(of: r.solverConstraint) ?? r.constant
                    try single.add(
                        Cassowary.Constraint(
                            Expression(terms: r.terms, constant: constant),
                            r.solverConstraint.relation,
                            priority: r.solverConstraint.priority))
                }
            }
            var compared = 0
            for item in all {
                for v in item.variables.all where (engine.variableStates[v.id]?.mentions ?? 0) > 0 {
                    let split = engine.solver(of: engine.variableStates[v.id]!.system)
                    #expect(split.value(of: v) == single.value(of: v), "seed \(seed) \(v)")
                    #expect(split.isAmbiguous(v) == single.isAmbiguous(v), "seed \(seed) \(v)")
                    compared += 1
                }
            }
            #expect(compared > 30, "seed \(seed)")
        }
    }

    /// A random tree of views and labels-like intrinsic views: every child pinned to its parent's
    /// leading and top and its size at least zero (required), the rest optional (trailing and bottom inequalities, sibling
    /// chains, fixed and equal sizes, aspect ratios, equal widths between cousins), so it never
    /// conflicts but often ties.
    private func randomTree(in root: UIView, aspectRatios: Bool, _ rng: inout SplitMix) -> [UIView] {
        var all: [UIView] = [root]
        var constraints: [NSLayoutConstraint] = []
        let priorities: [UILayoutPriority] = [
            .defaultLow, UILayoutPriority(251), UILayoutPriority(500), .defaultHigh,
            UILayoutPriority(999),
        ]
        func optional(_ c: NSLayoutConstraint) {
            c.priority = priorities[Int(rng.next() % UInt64(priorities.count))]
            constraints.append(c)
        }
        func fill(_ parent: UIView, depth: Int) {
            let count = depth == 0 ? 5 : 1 + Int(rng.next() % 3)
            var previous: UIView?
            for _ in 0..<count {
                let leaf = depth >= 2 || rng.next() % 3 == 0
                let v: UIView =
                    leaf ? IntrinsicView(CGFloat(20 + rng.next() % 80), CGFloat(10 + rng.next() % 30)) : UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(v)
                all.append(v)
                constraints.append(
                    v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(rng.next() % 16)))
                constraints.append(
                    v.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(rng.next() % 16)))
                // No negative size, so the engine lays the tree out in one solve (no floors added
                // in a second one, which a one-batch reference would not repeat).
                constraints.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
                constraints.append(v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0))
                optional(v.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -8))
                optional(v.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor, constant: -8))
                if let previous, rng.next() % 2 == 0 {
                    optional(v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                }
                switch rng.next() % 5 {
                case 0: optional(v.widthAnchor.constraint(equalToConstant: CGFloat(30 + rng.next() % 100)))
                case 1 where aspectRatios: optional(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5))
                case 2 where all.count > 3:
                    optional(
                        v.widthAnchor.constraint(equalTo: all[1 + Int(rng.next() % UInt64(all.count - 2))].widthAnchor))
                default: break
                }
                if rng.next() % 3 == 0 {
                    optional(v.heightAnchor.constraint(equalToConstant: CGFloat(20 + rng.next() % 40)))
                }
                previous = v
                if !leaf { fill(v, depth: depth + 1) }
            }
        }
        fill(root, depth: 0)
        NSLayoutConstraint.activate(constraints)
        return all
    }
}

/// A small seeded generator (SplitMix64), so the random trees are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
