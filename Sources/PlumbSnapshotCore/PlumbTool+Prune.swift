import Foundation

extension PlumbTool {
    /// Deletes the references that no snapshot assertion touched in the last test run
    /// (`plumb prune`).
    ///
    /// The last run is the `swift test` invocation that wrote the newest manifest entry
    /// (`Manifest.currentRun`); entries of earlier runs are ignored. Prune refuses when that
    /// run was filtered (`--filter`, `--skip`, or `PLUMB_FILTERED_RUN=1`), because references of
    /// the tests that did not run would look unused. Only `<snapshots>/<Suite>/*.png` and `*.txt`
    /// files in the snapshots folders the run's Plumb assertions used are candidates (not the
    /// `__Snapshots__` folders of swift-snapshot-testing failures); other files, hidden files and
    /// symbolic links are never deleted, and suite folders left empty are removed.
    ///
    /// ```shell
    /// swift test && swift run plumb prune --dry-run
    /// ```
    ///
    /// - Parameters:
    ///   - artifacts: The artifacts folder with the manifest (`.build/plumb-artifacts`).
    ///   - dryRun: List what would be deleted without deleting it.
    ///   - progress: Called after each file is checked, with the count done and the total.
    /// - Returns: status 0 with one line per deleted (or, in a dry run, deletable) reference and a
    ///   summary; 2 when the manifest is missing, empty or from a filtered run, or a file cannot
    ///   be deleted (the message names it).
    public static func prune(
        artifacts: String, dryRun: Bool = false,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        prune(artifacts: [artifacts], dryRun: dryRun, progress: progress)
    }

    /// Prunes with the merged manifests of several artifact folders, one per shard of a sharded
    /// run (`plumb prune A B C`): a reference is in use when any shard touched it. On any doubt
    /// nothing is deleted and the status is 2: a shard of the run missing from the folders, two
    /// folders that disagree about a snapshot or hold the same shard, shards that disagree on
    /// their count, or entries written by an older Plumb (no run recorded).
    public static func prune(
        artifacts folders: [String], dryRun: Bool = false,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        guard !folders.isEmpty else { return Result(status: 2, output: "error: no artifacts folder given") }
        let merged: MergedManifest
        do { merged = try Manifest.merge(artifacts: folders) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let entries = merged.entries, earlier = merged.earlier
        guard !entries.isEmpty else {
            let where_ = folders.map { Manifest.directory(artifacts: $0) }.joined(separator: ", ")
            return Result(
                status: 2, output: "error: the manifest in \(where_) is empty: run the whole test suite, then prune")
        }
        var lines: [String] = []
        if earlier > 0 {
            lines.append("ignoring \(earlier) manifest entr\(earlier == 1 ? "y" : "ies") from earlier test runs")
        }
        var doubts = merged.conflicts
        if !merged.missingShards.isEmpty {
            doubts.append(
                "shard\(merged.missingShards.count == 1 ? "" : "s") \(merged.missingShards.joined(separator: ", ")) of the run \(merged.missingShards.count == 1 ? "is" : "are") not among the folders, so the references only \(merged.missingShards.count == 1 ? "it" : "they") touched would look unused"
            )
        }
        for (folder, count) in merged.olderEntries {
            doubts.append(
                "\(count) entr\(count == 1 ? "y" : "ies") in \(Manifest.directory(artifacts: folder)) \(count == 1 ? "was" : "were") written by an older Plumb that does not record its test run; run the suite again with this Plumb"
            )
        }
        if !doubts.isEmpty {
            lines += doubts.map { "error: refusing to prune: \($0)." }
            return Result(status: 2, output: lines.joined(separator: "\n"))
        }
        let filtered = entries.filter(\.filteredRun)
        if let example = filtered.first {
            lines.append(
                "error: refusing to prune: the last test run was filtered (\(filtered.count) of its \(entries.count) snapshots, for example \(example.name)), so the references of tests that did not run would look unused. Run the whole suite (swift test without --filter or --skip, PLUMB_FILTERED_RUN unset), then prune."
            )
            return Result(status: 2, output: lines.joined(separator: "\n"))
        }
        // Temporary files of killed runs, in the reference folders and the artifacts folders.
        var staleDirs: [String] = []
        for root in Set(entries.map { ($0.snapshotsDirectory as NSString).standardizingPath }).sorted()
        where isDirectory(root) {
            staleDirs += suiteFolders(in: root)
        }
        for folder in folders {
            let a = URL(fileURLWithPath: folder).standardizedFileURL.path
            staleDirs +=
                [a, Manifest.directory(artifacts: a), SnapshotClaims.directory(artifacts: a)] + suiteFolders(in: a)
        }
        for file in staleDirs.flatMap({ StaleTemporaryFiles.find(in: $0) }) {
            let pid = StaleTemporaryFiles.writer(of: (file as NSString).lastPathComponent).map(String.init) ?? "?"
            if dryRun {
                lines.append(
                    "would delete \(file) (a temporary file of process \(pid), which was stopped before it finished)")
            } else if unlink(file) == 0 {
                lines.append(
                    "deleted \(file) (a temporary file of process \(pid), which was stopped before it finished)")
            } else {
                lines.append("warning: cannot delete \(file): \(String(cString: strerror(errno)))")
            }
        }
        let touched = Set(entries.map { ($0.reference as NSString).standardizingPath })
        var candidates: [String] = []
        var kept = 0
        // Folders only another tool's failures name (swift-snapshot-testing's `__Snapshots__`) are
        // not candidates: the snapshots that passed there left no entry.
        for root in Set(
            entries.filter { $0.origin == nil }.map { ($0.snapshotsDirectory as NSString).standardizingPath }
        ).sorted() {
            guard isDirectory(root) else {
                lines.append("skipping \(root): no such folder")
                continue
            }
            for file in referenceFiles(in: root) {
                if touched.contains(file) { kept += 1 } else { candidates.append(file) }
            }
        }
        var bytes = 0
        var emptied = Set<String>()
        for (i, file) in candidates.enumerated() {
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            if dryRun {
                lines.append("would delete \(file)")
            } else {
                if unlink(file) != 0 {
                    lines.append("error: cannot delete \(file): \(String(cString: strerror(errno)))")
                    return Result(status: 2, output: lines.joined(separator: "\n"))
                }
                lines.append("deleted \(file)")
                emptied.insert((file as NSString).deletingLastPathComponent)
            }
            bytes += size
            progress?(i + 1, candidates.count)
        }
        for dir in emptied.sorted() where (try? FileManager.default.contentsOfDirectory(atPath: dir))?.isEmpty == true {
            if rmdir(dir) == 0 { lines.append("removed empty folder \(dir)") }
        }
        let n = candidates.count
        let what = "\(n) unused reference\(n == 1 ? "" : "s") (\(formatBytes(bytes)))"
        lines.append(dryRun ? "dry run: would delete \(what); \(kept) in use" : "deleted \(what); \(kept) in use")
        return Result(status: 0, output: lines.joined(separator: "\n"))
    }

    /// `<root>/<Suite>/<file>.png|.txt`: regular files only, no hidden files or folders, sorted.
    static func referenceFiles(in root: String) -> [String] {
        var out: [String] = []
        let suites = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for suite in suites where !suite.hasPrefix(".") {
            let dir = (root as NSString).appendingPathComponent(suite)
            guard isDirectory(dir, followingLinks: false) else { continue }
            for f in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            where !f.hasPrefix(".") && (f.hasSuffix(".png") || f.hasSuffix(".txt")) {
                let path = (dir as NSString).appendingPathComponent(f)
                var st = stat()
                if lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG { out.append(path) }
            }
        }
        return out
    }

    /// The visible sub-folders of `root` (not following links), sorted.
    static func suiteFolders(in root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && $0 != "manifest" && $0 != "claims" }
            .map { (root as NSString).appendingPathComponent($0) }
            .filter { isDirectory($0, followingLinks: false) }
    }

    static func isDirectory(_ path: String, followingLinks: Bool = true) -> Bool {
        var st = stat()
        let r = followingLinks ? stat(path, &st) : lstat(path, &st)
        return r == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func formatBytes(_ n: Int) -> String {
        if n < 1024 { return n == 1 ? "1 byte" : "\(n) bytes" }
        if n < 1024 * 1024 { return String(format: "%.1f KiB", Double(n) / 1024) }
        return String(format: "%.1f MiB", Double(n) / 1048576)
    }
}
