import Foundation

extension PlumbTool {
    /// Writes a page with every snapshot of the newest run as a thumbnail, grouped by test, one
    /// tile per variant, with a filter (`plumb gallery`): a suite to browse, not only its
    /// failures. The page is self-contained (thumbnails embedded as `data:` URIs, at most
    /// 240 pixels on a side) and written atomically.
    ///
    /// ```swift
    /// let r = PlumbTool.gallery(artifacts: [".build/plumb-artifacts"])
    /// r.output   // "gallery: 23 snapshots of 9 tests\nwrote the gallery: .build/plumb-artifacts/gallery.html"
    /// ```
    ///
    /// - Parameters:
    ///   - folders: Artifact folders (one, or one per shard: merged as `plumb report` merges them).
    ///   - html: Where to write the page; nil: `<first folder>/gallery.html`.
    ///   - allRuns: Every entry of the manifests, not only the newest run's.
    /// - Returns: status 0 with the counts and the file written; 2 with a message naming the
    ///   folder or file when a manifest cannot be read or the page cannot be written.
    public static func gallery(artifacts folders: [String], html: String? = nil, allRuns: Bool = false) -> Result {
        guard let artifacts = folders.first else {
            return Result(status: 2, output: "error: no artifacts folder given")
        }
        let merged: MergedManifest
        do { merged = try Manifest.merge(artifacts: folders, allRuns: allRuns) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        var report = Report(
            entries: merged.entries, artifacts: URL(fileURLWithPath: artifacts).standardizedFileURL.path)
        report.folders = merged.folders
        report.warnings = merged.conflicts
        if folders.count > 1 { report.artifactsLabel = "\(folders.count) folders merged" }
        let path = html ?? (artifacts as NSString).appendingPathComponent("gallery.html")
        let groups = report.galleryGroups
        let count = groups.reduce(0) { $0 + $1.entries.count }
        var lines = [
            "gallery: \(count) snapshot\(count == 1 ? "" : "s") of \(groups.count) test\(groups.count == 1 ? "" : "s")"
        ]
        lines += merged.conflicts.map { "warning: \($0)" }
        do {
            try FileSystem.writeAtomically(Data(report.galleryPage().utf8), to: path, regenerable: true)
        } catch {
            return Result(status: 2, output: (lines + ["error: \(error.description)"]).joined(separator: "\n"))
        }
        lines.append("wrote the gallery: \(path)")
        return Result(status: 0, output: lines.joined(separator: "\n"))
    }
}
