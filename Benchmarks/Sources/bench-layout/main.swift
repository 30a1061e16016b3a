// bench-layout: Plumb's side of `Benchmarks/run layout`.
//
//   bench-layout run [--runs N]      prints one JSON object per case (read by Benchmarks/suites/layout.sh)
//   bench-layout count               one 1,111-view layout and 5 re-layouts (for callgrind)
//   bench-layout huge-profile        one layout of the 11,111-view huge nested tree (for callgrind)
//   bench-layout time CASE [--runs N]  median wall and thread-CPU time of one tree's layout from
//                                    scratch (huge, flex4, list, chain1111), to alternate two builds
//
// Trees:
//   huge        Yoga's "Huge nested layout" (benchmark/YGBenchmark.c): 10×10×10×10 leaves, every
//               node 10×10, children stacked (column, row, column, row); 11,111 views.
//   flex-L      the same shape with sizes that depend on the root: children share their parent's
//               main axis equally (flex-grow 1), stretch on the cross axis, margin 10 on the first
//               level; root 1000×1000. L = levels (2, 3, 4 → 111, 1,111, 11,111 views).
//   list        100 rows × 10 labels with real text (a feed screen), 390 wide.
//   table-N     a UITableView of N self-sizing rows of seed 001's cell (a 60-point image, a title and
//               a multi-line text, constraints made in updateConstraints), 390 × 844: the first
//               screen (layout + content size) and scrolling one screen; N = 100, 1,000, 10,000 and
//               a twice-as-tall screen, to show the cost follows the rows on screen.
//   grid-500    a compositional grid of 500 tiles (3 columns, square, fractional sizes) with a
//               self-sizing header, 390 × 844: first screen and one screen of scrolling.
import Foundation
import PlumbUI

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

@MainActor func pin<V: UIView>(_ v: V) -> V {
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

/// Yoga's huge nested tree with fixed 10×10 nodes (`levels` = 4: 11,111 views).
@MainActor func hugeNested(levels: Int = 4) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    func fill(_ parent: UIView, _ level: Int) {
        guard level < levels else { return }
        let row = level % 2 == 1
        var prev: UIView?
        for _ in 0..<10 {
            let v = pin(UIView())
            parent.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 10),
                v.heightAnchor.constraint(equalToConstant: 10),
                row
                    ? v.topAnchor.constraint(equalTo: parent.topAnchor)
                    : v.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                row
                    ? v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? parent.leadingAnchor)
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
                v.leadingAnchor.constraint(
                    equalTo: prev?.trailingAnchor ?? parent.leadingAnchor, constant: prev == nil ? m : 2 * m
                ).isActive = true
                if let first { v.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
            } else {
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: m).isActive = true
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -m).isActive = true
                v.topAnchor.constraint(
                    equalTo: prev?.bottomAnchor ?? parent.topAnchor, constant: prev == nil ? m : 2 * m
                ).isActive = true
                if let first { v.heightAnchor.constraint(equalTo: first.heightAnchor).isActive = true }
            }
            prev = v
            if first == nil { first = v }
            fill(v, level + 1)
        }
        if let prev {
            (row
                ? prev.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -m)
                : prev.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -m)).isActive = true
        }
    }
    fill(root, 0)
    return (root, leaves)
}

/// A horizontal chain `|-8-[v0]-8-…-8-[vN-1]-8-|` of `n` views in a container, as the solver's
/// chain-N: each view hugs its intrinsic width at 250 and resists compression at 750, with a fixed
/// top and height.
@MainActor func chain(_ n: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(n) * 30, height: 44))
    var prev: UIView?
    for i in 0..<n {
        let v = pin(UIView())
        root.addSubview(v)
        v.setContentHuggingPriority(UILayoutPriority(Float(250 + i % 3)), for: .horizontal)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? root.leadingAnchor, constant: 8),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(10 + i % 7)).withPriority(750),
            v.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(10 + i % 7)).withPriority(
                UILayoutPriority(Float(250 + i % 3))),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            v.heightAnchor.constraint(equalToConstant: 28),
        ])
        prev = v
    }
    prev?.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).isActive = true
    return root
}

extension NSLayoutConstraint {
    func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint {
        priority = p
        return self
    }
}

/// A feed: `rows` rows (100: 1,101 views), each an avatar-less row of 10 labels wrapping in two
/// columns.
@MainActor func listScreen(rows: Int = 100) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(rows) * 200))
    let words = [
        "Lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
        "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua",
    ]
    var previousRow: UIView?
    for r in 0..<rows {
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
                label.topAnchor.constraint(
                    equalTo: above?.bottomAnchor ?? row.topAnchor, constant: above == nil ? 12 : 4),
            ])
            above = label
        }
        above?.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -12).isActive = true
        previousRow = row
    }
    return root
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// Standard error, for notes that are not results.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
nonisolated(unsafe) var standardError = StandardError()

/// Seed 001's "Table image + multi-line text" cell.
final class SeedCell: UITableViewCell {
    let photo = UIImageView()
    let title = UILabel()
    let body = UILabel()
    private var didSetupConstraints = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.numberOfLines = 0
        for v in [photo, title, body] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        setNeedsUpdateConstraints()
    }
    required init?(coder: NSCoder) { fatalError() }

    override func updateConstraints() {
        if !didSetupConstraints {
            didSetupConstraints = true
            let m = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                photo.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                photo.topAnchor.constraint(equalTo: m.topAnchor),
                photo.widthAnchor.constraint(equalToConstant: 60),
                photo.heightAnchor.constraint(equalToConstant: 60),
                photo.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
                title.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                title.topAnchor.constraint(equalTo: m.topAnchor),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
            ])
        }
        super.updateConstraints()
    }
}

@MainActor final class SeedRows: NSObject, UITableViewDataSource {
    let count: Int
    let image: UIImage
    static let words = [
        "Lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
        "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua",
    ]
    init(_ count: Int) {
        self.count = count
        image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { ctx in
            ctx.cgContext.setFillColor(.systemBlue)
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        }
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "seed", for: indexPath) as! SeedCell
        let r = indexPath.row
        cell.photo.image = image
        cell.title.text = "Row \(r)"
        let n = 4 + (r * 7) % 30
        cell.body.text = (0..<n).map { SeedRows.words[(r + $0 * 3) % SeedRows.words.count] }.joined(separator: " ")
        return cell
    }
}

/// A self-sizing table of `rows` seed cells, `height` tall, in a root view (not laid out).
@MainActor func seedTable(rows: Int, height: CGFloat) -> (UIView, UITableView, SeedRows) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(SeedCell.self, forCellReuseIdentifier: "seed")
    table.estimatedRowHeight = 88
    let data = SeedRows(rows)
    table.dataSource = data
    root.addSubview(table)
    return (root, table, data)
}

final class Tile: UICollectionViewCell {}

@MainActor final class GridItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemTeal
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        if v.subviews.isEmpty {
            let label = UILabel()
            label.text = "All photos"
            label.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: v.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 16),
            ])
        }
        return v
    }
}

/// A 500-tile compositional grid, 390 × 844, in a root view (not laid out).
@MainActor func grid() -> (UIView, UICollectionView, GridItems) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let cv = UICollectionView(
        frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
    cv.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let data = GridItems()
    cv.dataSource = data
    root.addSubview(cv)
    return (root, cv, data)
}

struct Result: Encodable {
    var name: String
    var ms: Double
    var views: Int
    var check: Double?
    /// How many independent systems the root's engine split the constraints into, the largest
    /// one's constraints, all constraints, and the solvers holding the systems.
    var systems: Int?
    var largest: Int?
    var constraints: Int?
    var solvers: Int?

    @MainActor init(name: String, ms: Double, views: Int, check: Double? = nil, systems root: UIView? = nil) {
        self.name = name
        self.ms = ms
        self.views = views
        self.check = check
        if let root {
            let sizes = root.layoutSystemSizes
            systems = sizes.count
            largest = sizes.first ?? 0
            constraints = sizes.reduce(0, +)
            solvers = root.layoutSolverCount
        }
    }
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

// Profiling aid: the 1,000-row seed table's first screen and 20 screens of scrolling.
if args.contains("table-profile") {
    let (root, table, data) = seedTable(rows: 1000, height: 844)
    defer { withExtendedLifetime(data) {} }
    root.layoutIfNeeded()
    for i in 1...20 {
        table.contentOffset = CGPoint(x: 0, y: CGFloat(i) * 844)
        root.layoutIfNeeded()
    }
    exit(0)
}

// Profiling aid: one layout from scratch of Yoga's 11,111-view tree (built first).
if args.contains("huge-profile") {
    let root = hugeNested()
    root.layoutIfNeeded()
    exit(0)
}

// Timing aid for side-by-side runs of two builds: `bench-layout time CASE --runs N` prints the
// median layout time from scratch of one tree (huge, flex4, list, chain1111) and the per-run
// times, so two binaries can be alternated in one shell loop.
if args.count > 2, args[1] == "time" {
    let make: @MainActor () -> UIView =
        switch args[2] {
        case "huge": { hugeNested() }
        case "flex4": { flexNested(levels: 4).0 }
        case "list": { listScreen() }
        case "list1000": { listScreen(rows: 1000) }
        case "chain1111": { chain(1110) }
        default: { fatalError("unknown case \(args[2]) (huge, flex4, list, list1000, chain1111)") }
        }
    // Thread CPU time too: on a loaded machine it leaves out the time spent waiting for a core.
    func cpu() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
    var times: [Double] = [], cpus: [Double] = []
    for _ in 0..<runs {
        let root = make()
        let t = now(), c = cpu()
        root.layoutIfNeeded()
        times.append(now() - t)
        cpus.append(cpu() - c)
    }
    print(
        String(
            format: "%@ median=%.2fms cpu=%.2fms runs=%@", args[2], median(times), median(cpus),
            times.map { String(format: "%.1f", $0) }.joined(separator: ",")))
    exit(0)
}

// Peak memory: `bench-layout peak CASE` builds and lays out one tree in a fresh process and prints
// the process's peak resident size in KiB (getrusage), the whole process included.
if args.count > 2, args[1] == "peak" {
    let root: UIView =
        switch args[2] {
        case "huge": hugeNested()
        case "list1000": listScreen(rows: 1000)
        default: fatalError("unknown case \(args[2]) (huge, list1000)")
        }
    // `--no-layout`: the tree and its constraints only (what the layout adds is the difference).
    if !args.contains("--no-layout") { root.layoutIfNeeded() }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    print(usage.ru_maxrss)
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

// Yoga's huge nested tree: layout from scratch (tree built, untimed); 111, 1,111 and 11,111 views
// for the growth exponent (the 11,111-view case keeps its old name).
for levels in [2, 3, 4] {
    var times: [Double] = []
    var n = 0
    var systemsRoot: UIView?
    for _ in 0..<runs {
        let root = hugeNested(levels: levels)
        n = count(root)
        let t = now()
        root.layoutIfNeeded()
        times.append(now() - t)
        systemsRoot = root
    }
    emit(
        Result(
            name: levels == 4 ? "huge-nested/layout" : "huge-nested-\(n)/layout", ms: median(times), views: n,
            systems: systemsRoot))
}

// Chains: layout from scratch of 111 and 1,111 views (a chain's tableau is dense: growth is the
// solver's, see BENCHMARKS.md).
for length in [110, 1110] {
    var times: [Double] = []
    var n = 0
    var systemsRoot: UIView?
    for _ in 0..<(length > 1000 ? min(runs, 3) : runs) {
        let root = chain(length)
        n = count(root)
        let t = now()
        root.layoutIfNeeded()
        times.append(now() - t)
        systemsRoot = root
    }
    emit(Result(name: "chain-\(n)/layout", ms: median(times), views: n, systems: systemsRoot))
}

// Flexible nested trees: layout from scratch and re-layout after the root width changes.
for levels in [2, 3, 4] {
    var layout: [Double] = [], relayout: [Double] = [], build: [Double] = []
    var n = 0
    var check = 0.0
    var systemsRoot: UIView?
    for _ in 0..<max(1, levels == 4 ? min(runs, 3) : runs) {
        var t = now()
        let (root, leaves) = flexNested(levels: levels)
        build.append(now() - t)
        n = count(root)
        t = now()
        root.layoutIfNeeded()
        layout.append(now() - t)
        systemsRoot = root
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
    emit(Result(name: "flex-nested-\(n)/layout", ms: median(layout), views: n, check: check, systems: systemsRoot))
    emit(Result(name: "flex-nested-\(n)/relayout", ms: median(relayout), views: n))
}

// The list screen: 100 rows (the main case), and 10 and 1,000 rows (layout only) for the growth
// exponent.
for rows in [10, 1000] {
    var layout: [Double] = []
    var n = 0
    var systemsRoot: UIView?
    for _ in 0..<(rows > 100 ? 1 : runs) {  // 1,000 rows take tens of seconds: one run
        let root = listScreen(rows: rows)
        n = count(root)
        let t = now()
        root.layoutIfNeeded()
        layout.append(now() - t)
        systemsRoot = root
    }
    emit(Result(name: "list-\(rows)x10/layout", ms: median(layout), views: n, systems: systemsRoot))
}
do {
    var layout: [Double] = [], relayout: [Double] = []
    var n = 0
    var systemsRoot: UIView?
    for _ in 0..<runs {
        let root = listScreen()
        n = count(root)
        var t = now()
        root.layoutIfNeeded()
        layout.append(now() - t)
        systemsRoot = root
        for i in 0..<4 {
            root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 320 : 390, height: 20000)
            t = now()
            root.layoutIfNeeded()
            relayout.append(now() - t)
        }
    }
    emit(Result(name: "list-100x10/layout", ms: median(layout), views: n, systems: systemsRoot))
    emit(Result(name: "list-100x10/relayout", ms: median(relayout), views: n))
}

// Self-sizing tables of seed 001's cells: first screen and one screen of scrolling, for several
// table lengths and screen heights (the cost should follow the rows on screen).
for (rows, height) in [(100, 844.0), (1000, 844.0), (10_000, 844.0), (1000, 1688.0)] {
    var first: [Double] = [], scroll: [Double] = []
    var n = 0, cells = 0
    defer { print("# \(rows) rows, \(Int(height)) tall: \(cells) rows on the first screen", to: &standardError) }
    for _ in 0..<max(runs, 3) {
        let (root, table, data) = seedTable(rows: rows, height: CGFloat(height))
        defer { withExtendedLifetime(data) {} }
        var t = now()
        root.layoutIfNeeded()
        first.append(now() - t)
        cells = table.visibleCells.count
        n = count(root)
        for i in 1...3 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(i) * CGFloat(height))
            t = now()
            root.layoutIfNeeded()
            scroll.append(now() - t)
        }
    }
    let tag = height == 844 ? "table-\(rows)" : "table-\(rows)-h\(Int(height))"
    emit(Result(name: "\(tag)/first-screen", ms: median(first), views: n))
    emit(Result(name: "\(tag)/scroll-screen", ms: median(scroll), views: n))
}

// The 500-tile compositional grid.
do {
    var first: [Double] = [], scroll: [Double] = []
    var n = 0
    for _ in 0..<max(runs, 3) {
        let (root, cv, data) = grid()
        defer { withExtendedLifetime(data) {} }
        var t = now()
        root.layoutIfNeeded()
        first.append(now() - t)
        n = count(root)
        for i in 1...3 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(i) * 844)
            t = now()
            root.layoutIfNeeded()
            scroll.append(now() - t)
        }
    }
    emit(Result(name: "grid-500-compositional/first-screen", ms: median(first), views: n))
    emit(Result(name: "grid-500-compositional/scroll-screen", ms: median(scroll), views: n))
}
