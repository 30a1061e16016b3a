import Foundation

/// The sections and items of a list at one moment, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`. Apply it to a `UITableViewDiffableDataSource` or
/// `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(fruits.map(\.id), toSection: .main)
/// dataSource.apply(snapshot)
/// ```
///
/// Identifiers must be unique: where UIKit raises ("supplied item identifiers are not unique"),
/// Plumb reports the message on `LayoutDiagnostics` and drops the duplicates.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for reload or reconfiguration (applied as a reload: Plumb has no animations).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    /// The items of a section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }
    /// The section that holds an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// An item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// A section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(unique(identifiers), at: sections.count)
    }

    /// Inserts sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType)
    {
        guard let i = sections.firstIndex(of: to) else { return missingSection(to) }
        insertSections(unique(identifiers), at: i)
    }

    /// Inserts sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType)
    {
        guard let i = sections.firstIndex(of: to) else { return missingSection(to) }
        insertSections(unique(identifiers), at: i + 1)
    }

    private mutating func insertSections(_ ids: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: ids, at: index)
        for id in ids where items[id] == nil { items[id] = [] }
    }

    private func unique(_ ids: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sections), out: [SectionIdentifierType] = [], duplicates: [SectionIdentifierType] = []
        for id in ids {
            if seen.insert(id).inserted { out.append(id) } else { duplicates.append(id) }
        }
        if !duplicates.isEmpty {
            Self.report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        return out
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            for item in items[id] ?? [] { sectionOfItem[item] = nil }
            items[id] = nil
        }
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
        guard sections.contains(identifier), sections.contains(to), identifier != to else {
            return missingSection(identifier)
        }
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: to) ?? sections.count)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
        guard sections.contains(identifier), sections.contains(to), identifier != to else {
            return missingSection(identifier)
        }
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: (sections.firstIndex(of: to) ?? sections.count - 1) + 1)
    }

    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when `nil`).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            return Self.report("There are currently no sections in the data source. Please add a section first.")
        }
        guard items[section] != nil else { return missingSection(section) }
        let ids = uniqueItems(identifiers)
        items[section, default: []].append(contentsOf: ids)
        for id in ids { sectionOfItem[id] = section }
    }

    /// Inserts items before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        guard let section = sectionOfItem[beforeItem], let i = items[section]?.firstIndex(of: beforeItem) else {
            return missingItem(beforeItem)
        }
        let ids = uniqueItems(identifiers)
        items[section]?.insert(contentsOf: ids, at: i)
        for id in ids { sectionOfItem[id] = section }
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        guard let section = sectionOfItem[afterItem], let i = items[section]?.firstIndex(of: afterItem) else {
            return missingItem(afterItem)
        }
        let ids = uniqueItems(identifiers)
        items[section]?.insert(contentsOf: ids, at: i + 1)
        for id in ids { sectionOfItem[id] = section }
    }

    private func uniqueItems(_ ids: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(sectionOfItem.keys), out: [ItemIdentifierType] = [], duplicates: [ItemIdentifierType] = []
        for id in ids {
            if seen.insert(id).inserted { out.append(id) } else { duplicates.append(id) }
        }
        if !duplicates.isEmpty {
            Self.report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        return out
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: id) else { continue }
            items[s]?.removeAll { $0 == id }
        }
    }

    /// Removes every item and section, as UIKit does.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        sectionOfItem = [:]
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) {
        guard sectionOfItem[identifier] != nil, identifier != to, sectionOfItem[to] != nil else {
            return missingItem(identifier)
        }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: to)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) {
        guard sectionOfItem[identifier] != nil, identifier != to, sectionOfItem[to] != nil else {
            return missingItem(identifier)
        }
        deleteItems([identifier])
        insertItems([identifier], afterItem: to)
    }

    /// Marks items for reload (their cells are asked for again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    /// Marks items for reconfiguration (their cells are asked for again).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// Replaces a section's items with a section snapshot's visible items (the section is
    /// appended when it is missing, as `apply(_:to:)` does in UIKit). Items already in other
    /// sections are reported and left out.
    mutating func setItems(_ ids: [ItemIdentifierType], inSection section: SectionIdentifierType) {
        if items[section] == nil { insertSections([section], at: sections.count) }
        for old in items[section] ?? [] { sectionOfItem[old] = nil }
        items[section] = []
        let kept = uniqueItems(ids)
        items[section] = kept
        for id in kept { sectionOfItem[id] = section }
    }

    // MARK: Diagnostics

    private func missingSection(_ id: SectionIdentifierType) {
        Self.report("Invalid parameter not satisfying: section identifier \(id) does not exist in the snapshot.")
    }

    private func missingItem(_ id: ItemIdentifierType) {
        Self.report("Invalid parameter not satisfying: item identifier \(id) does not exist in the snapshot.")
    }

    private static func report(_ message: String) {
        LayoutDiagnostics.report(
            .warning, "NSDiffableDataSourceSnapshot: \(message) (UIKit raises; Plumb reports it and goes on.)")
    }
}
