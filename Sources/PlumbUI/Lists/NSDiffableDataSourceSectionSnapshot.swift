import Foundation

/// The items of one section as a tree with expanded and collapsed parents: UIKit's
/// `NSDiffableDataSourceSectionSnapshot` (iOS 14), for outlines and sidebars.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<Item>()
/// outline.append([fruits])                  // a root item
/// outline.append([apple, pear], to: fruits) // its children
/// outline.expand([fruits])
/// dataSource.apply(outline, to: .main, animatingDifferences: false)
/// ```
///
/// A collection view shows the *visible* items (roots, and the children of expanded parents),
/// and a list cell is indented by its item's level. Where UIKit raises (an item added twice, a
/// parent or anchor that is not in the snapshot), Plumb reports UIKit's message on
/// `LayoutDiagnostics` and leaves the snapshot as it was.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var members: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func visit(_ ids: [ItemIdentifierType]) {
            for id in ids {
                out.append(id)
                visit(children[id] ?? [])
            }
        }
        visit(roots)
        return out
    }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: the roots, and the children of expanded parents whose own parents are
    /// shown, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func visit(_ ids: [ItemIdentifierType]) {
            for id in ids {
                out.append(id)
                if expanded.contains(id) { visit(children[id] ?? []) }
            }
        }
        visit(roots)
        return out
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (its children shown when it is).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var p = parents[item]
        while let x = p {
            if !expanded.contains(x) { return false }
            p = parents[x]
        }
        return true
    }

    /// The depth of `item` (0 for a root); −1 when it is not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        guard members.contains(item) else { return -1 }
        var n = 0, p = parents[item]
        while let x = p {
            n += 1
            p = parents[x]
        }
        return n
    }

    /// The position of `item` in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The parent of `child` (nil for a root or an unknown item).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The subtree under `parent` as a snapshot of its own (its children as roots, or `parent`
    /// itself as the root), with the expansion state.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var s = Self()
        guard members.contains(parent) else {
            Self.report("Invalid parameter not satisfying: item \(parent) does not exist in the section snapshot.")
            return s
        }
        func copy(_ ids: [ItemIdentifierType], under p: ItemIdentifierType?) {
            s.add(ids, under: p)
            for id in ids {
                if expanded.contains(id) { s.expanded.insert(id) }
                copy(children[id] ?? [], under: id)
            }
        }
        if includingParent { copy([parent], under: nil) } else { copy(children[parent] ?? [], under: nil) }
        return s
    }

    /// The tree, one item a line, indented by level, `+` for expanded and `-` for collapsed
    /// parents (Plumb's format; UIKit's differs).
    public func visualDescription() -> String {
        var lines: [String] = []
        func visit(_ ids: [ItemIdentifierType], _ depth: Int) {
            for id in ids {
                let kids = children[id] ?? []
                let mark = kids.isEmpty ? " " : (expanded.contains(id) ? "+" : "-")
                lines.append(String(repeating: "  ", count: depth) + mark + " \(id)")
                visit(kids, depth + 1)
            }
        }
        visit(roots, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends items as the last children of `parent` (the last roots when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            return Self.report(
                "Invalid parameter not satisfying: parent item \(parent) does not exist in the section snapshot.")
        }
        add(items, under: parent)
    }

    /// Inserts items before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    /// Inserts items after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Inserts another snapshot's trees before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insertTrees(of: snapshot, next: item, after: false)
    }

    /// Inserts another snapshot's trees after `item`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insertTrees(of: snapshot, next: item, after: true)
    }

    /// Removes items and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for id in items where members.contains(id) {
            let parent = parents[id]
            for x in subtree(of: id) {
                members.remove(x)
                expanded.remove(x)
                children[x] = nil
                parents[x] = nil
            }
            if let p = parent { children[p]?.removeAll { $0 == id } } else { roots.removeAll { $0 == id } }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands parents (their children become visible when they are).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for id in items {
            guard members.contains(id) else {
                Self.report("Invalid parameter not satisfying: item \(id) does not exist in the section snapshot.")
                continue
            }
            expanded.insert(id)
        }
    }

    /// Collapses parents.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for id in items { expanded.remove(id) }
    }

    /// Replaces the children of `parent` with another snapshot's trees.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard members.contains(parent) else {
            return Self.report(
                "Invalid parameter not satisfying: parent item \(parent) does not exist in the section snapshot.")
        }
        delete(children[parent] ?? [])
        graft(snapshot, under: parent, at: nil)
    }

    // MARK: Internals

    private func subtree(of id: ItemIdentifierType) -> [ItemIdentifierType] {
        [id] + (children[id] ?? []).flatMap { subtree(of: $0) }
    }

    /// Adds new items under `parent` (at `index` among its children, else at the end); items
    /// already present are reported and skipped.
    @discardableResult
    private mutating func add(_ ids: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int? = nil)
        -> [ItemIdentifierType]
    {
        var fresh: [ItemIdentifierType] = [], duplicates: [ItemIdentifierType] = []
        var seen = members
        for id in ids {
            if seen.insert(id).inserted { fresh.append(id) } else { duplicates.append(id) }
        }
        if !duplicates.isEmpty {
            Self.report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        for id in fresh {
            members.insert(id)
            parents[id] = parent
        }
        if let parent {
            var list = children[parent] ?? []
            list.insert(contentsOf: fresh, at: min(index ?? list.count, list.count))
            children[parent] = list
        } else {
            roots.insert(contentsOf: fresh, at: min(index ?? roots.count, roots.count))
        }
        return fresh
    }

    private mutating func insert(_ ids: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        guard let (parent, i) = siblingIndex(of: item) else { return }
        add(ids, under: parent, at: after ? i + 1 : i)
    }

    private mutating func insertTrees(of snapshot: Self, next item: ItemIdentifierType, after: Bool) {
        guard let (parent, i) = siblingIndex(of: item) else { return }
        graft(snapshot, under: parent, at: after ? i + 1 : i)
    }

    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?, at index: Int?) {
        // Only the trees whose items were added (duplicates are reported by `add`) are copied.
        func copy(_ ids: [ItemIdentifierType]) {
            for id in ids {
                if snapshot.expanded.contains(id) { expanded.insert(id) }
                copy(add(snapshot.children[id] ?? [], under: id))
            }
        }
        copy(add(snapshot.roots, under: parent, at: index))
    }

    private func siblingIndex(of item: ItemIdentifierType) -> (ItemIdentifierType?, Int)? {
        guard members.contains(item) else {
            Self.report("Invalid parameter not satisfying: item \(item) does not exist in the section snapshot.")
            return nil
        }
        let parent = parents[item]
        let list = parent.map { children[$0] ?? [] } ?? roots
        return (parent, list.firstIndex(of: item)!)
    }

    private static func report(_ message: String) {
        LayoutDiagnostics.report(
            .warning, "NSDiffableDataSourceSectionSnapshot: \(message) (UIKit raises; Plumb reports it and goes on.)")
    }
}
