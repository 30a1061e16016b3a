import Foundation

extension PlumbTool {
    /// Copies the actual snapshots of the newest test run's failed or missing entries over their
    /// references, atomically (`plumb accept`).
    ///
    /// Only the newest run counts (the `swift test` invocation that wrote the newest manifest
    /// entry, as for `plumb report` and `plumb prune`): a failure left from an earlier run is
    /// skipped and said so, since its image may be stale (a later run may have passed, or prune
    /// may have removed the reference on purpose). Each entry is accepted on its own: one that
    /// cannot be (a reference outside its snapshots folder, an actual image that is gone, a
    /// folder that cannot be written) is reported and the others are still accepted.
    ///
    /// ```shell
    /// swift run plumb accept .build/plumb-artifacts --only 'Cards/*' --dry-run
    /// ```
    ///
    /// - Parameters:
    ///   - artifacts: The artifacts folder (`.build/plumb-artifacts` by default).
    ///   - only: A glob (`*`, `?`) matched against entry names (`Suite/test.w375.ltr@2x`); nil: all.
    ///   - dryRun: List what would be accepted, copy nothing.
    ///   - progress: Called after each entry, with the count done and the total.
    /// - Returns: status 0 with one line per accepted snapshot (or "nothing to accept"); 2 when
    ///   the manifest cannot be read or any entry could not be accepted (each named, after the
    ///   others were accepted).
    public static func accept(
        artifacts: String, only: String? = nil, dryRun: Bool = false,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        let all: [ManifestEntry]
        do { all = try Manifest.load(artifacts: artifacts) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        if let overlap = Manifest.interleaving(all, folder: URL(fileURLWithPath: artifacts).standardizedFileURL.path) {
            return Result(status: 2, output: "error: refusing to accept: \(overlap). Nothing was accepted.")
        }
        let (entries, _) = Manifest.newestRun(of: all)
        let newest = Set(entries.map { Manifest.file(of: $0) })
        func acceptable(_ e: ManifestEntry) -> Bool {
            e.actual != nil && e.duplicateOf == nil && (e.status == .failed || e.status == .missing)
                && (only.map { fnmatch($0, e.name, 0) == 0 } ?? true)
        }
        var lines: [String] = []
        let stale = all.filter { !newest.contains(Manifest.file(of: $0)) && acceptable($0) }
        if !stale.isEmpty {
            let names = stale.prefix(3).map(\.name).joined(separator: ", ") + (stale.count > 3 ? ", ..." : "")
            lines.append(
                "skipping \(stale.count) failure\(stale.count == 1 ? "" : "s") from earlier test runs (\(names)): run the tests again to see whether they still fail"
            )
        }
        let chosen = entries.filter(acceptable)
        var errors: [String] = []
        var accepted = 0
        for (i, e) in chosen.enumerated() {
            defer { progress?(i + 1, chosen.count) }
            guard let actual = e.actual else { continue }
            guard SnapshotNaming.isInside(e.reference, root: e.snapshotsDirectory) else {
                errors.append("error: \(e.reference) is not inside \(e.snapshotsDirectory); not accepted")
                continue
            }
            let reference = (e.reference as NSString).standardizingPath
            if dryRun {
                lines.append("would accept \(e.name): \(actual) -> \(reference)")
                accepted += 1
                continue
            }
            // Temporary files a killed run left in the folders this writes to.
            StaleTemporaryFiles.clean([
                (reference as NSString).deletingLastPathComponent, Manifest.directory(artifacts: artifacts),
            ])
            do { try FileSystem.copyAtomically(actual, to: reference) } catch {
                errors.append("error: \(e.name) not accepted: \(error.description)")
                continue
            }
            var done = e
            done.status = .recorded
            done.actual = nil
            done.message = "accepted from \(actual)"
            try? Manifest.write(done, artifacts: artifacts)
            lines.append("accepted \(e.name): \(actual) -> \(reference)")
            accepted += 1
        }
        if accepted == 0 && errors.isEmpty {
            lines.append("nothing to accept" + (only.map { " matching \($0)" } ?? ""))
        }
        if dryRun && accepted > 0 {
            lines.append("dry run: would accept \(accepted) snapshot\(accepted == 1 ? "" : "s"); nothing was copied")
        }
        if !errors.isEmpty {
            lines += errors
            lines.append(
                "\(errors.count) of \(chosen.count) snapshot\(chosen.count == 1 ? "" : "s") could not be accepted"
                    + (accepted > 0 ? "; the other \(accepted) \(dryRun ? "would be" : "were")" : ""))
        }
        return Result(status: errors.isEmpty ? 0 : 2, output: lines.joined(separator: "\n"))
    }
}
