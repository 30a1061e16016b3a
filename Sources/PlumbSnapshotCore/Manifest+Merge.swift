import Foundation

/// The manifests of several artifact folders (one per CI shard or machine), merged for
/// `plumb report` and `plumb prune`.
///
/// Each folder contributes its newest test run (or every run, for `--all-runs`). A reference that
/// more than one folder touched appears once: with the same result in each it is a duplicate;
/// with different results the folders disagree, the worse result is kept (failed, missing,
/// recorded, passed) and the disagreement is listed in ``conflicts``.
package struct MergedManifest: Sendable {
    /// The merged entries, sorted by name.
    public var entries: [ManifestEntry]
    /// The absolute artifacts folder each entry came from, by reference path.
    public var folders: [String: String]
    /// Entries of earlier runs left out, over all folders.
    public var earlier: Int
    /// The shards (`I/N`) that wrote the entries, sorted; empty when no run was sharded.
    public var shards: [String]
    /// The shards of a sharded run that no folder holds (`2/3`).
    public var missingShards: [String]
    /// Disagreements between folders, one sentence each, naming the snapshot or shard and the folders.
    public var conflicts: [String]
    /// Folders whose newest run has entries from an older Plumb (no run recorded), with the count.
    public var olderEntries: [(folder: String, count: Int)]

    /// The artifacts folder of `entry`.
    public func folder(of entry: ManifestEntry) -> String? {
        folders[(entry.reference as NSString).standardizingPath]
    }
}

extension Manifest {
    /// Loads and merges the manifests of `artifacts` (see ``MergedManifest``).
    ///
    /// - Throws: `SnapshotError.unreadable` naming the folder or entry file that cannot be read.
    public static func merge(artifacts: [String], allRuns: Bool = false) throws(SnapshotError) -> MergedManifest {
        var merged = MergedManifest(
            entries: [], folders: [:], earlier: 0, shards: [], missingShards: [], conflicts: [],
            olderEntries: [])
        var byReference: [String: (entry: ManifestEntry, folder: String)] = [:]
        var shardFolders: [String: [String]] = [:]
        // The worse result wins: failed, missing, recorded, passed (a new status must be ranked here).
        func rank(_ s: ManifestEntry.Status) -> Int {
            switch s {
            case .failed: 0
            case .missing: 1
            case .recorded: 2
            case .passed: 3
            }
        }
        for raw in artifacts {
            let folder = URL(fileURLWithPath: raw).standardizedFileURL.path
            let all = try load(artifacts: raw)
            let (entries, earlier) = allRuns ? (all, 0) : newestRun(of: all)
            if let overlap = interleaving(all, folder: folder) { merged.conflicts.append(overlap) }
            merged.earlier += earlier
            let older = entries.filter { $0.run == nil }.count
            if older > 0 { merged.olderEntries.append((folder, older)) }
            for shard in Set(entries.compactMap(\.shard)) { shardFolders[shard, default: []].append(folder) }
            for e in entries {
                // A duplicate's entry (see ``ManifestEntry/duplicateOf``) stands beside its owner's.
                let key =
                    (e.reference as NSString).standardizingPath
                    + (e.duplicateOf.map { _ in "\u{1F}" + e.message } ?? "")
                guard let seen = byReference[key] else { byReference[key] = (e, folder); continue }
                if seen.entry.status != e.status {
                    merged.conflicts.append(
                        "snapshot \(e.name) disagrees between folders: \(seen.entry.status.rawValue) in \(seen.folder), \(e.status.rawValue) in \(folder)"
                    )
                }
                if rank(e.status) < rank(seen.entry.status) { byReference[key] = (e, folder) }
            }
        }
        merged.entries = byReference.values.map(\.entry).sorted { $0.name < $1.name }
        merged.folders = Dictionary(
            byReference.values.map { (($0.entry.reference as NSString).standardizingPath, $0.folder) },
            uniquingKeysWith: { a, _ in a })
        let shards = shardFolders.keys.compactMap { try? Shard(parsing: $0) }
            .sorted { ($0.count, $0.index) < ($1.count, $1.index) }
        merged.shards = shards.map(\.description)
        for (shard, folders) in shardFolders.sorted(by: { $0.key < $1.key }) where folders.count > 1 {
            merged.conflicts.append("shard \(shard) ran in more than one folder: \(folders.joined(separator: ", "))")
        }
        let counts = Set(shards.map(\.count))
        if counts.count > 1 {
            merged.conflicts.append(
                "the shards disagree on how many there are: \(merged.shards.joined(separator: ", "))")
        } else if let n = counts.first {
            let present = Set(shards.map(\.index))
            merged.missingShards = (1...n).filter { !present.contains($0) }.map { "\($0)/\(n)" }
        }
        return merged
    }
}
