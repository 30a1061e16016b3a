import Foundation
import Raster

/// A failure that swift-snapshot-testing found with its own references
/// (`__Snapshots__/<TestFile>/<test>.<n>.png`), recorded in Plumb's manifest so that
/// `plumb report` shows it and `plumb accept` accepts it like any other. PlumbSnapshotTesting's
/// `.plumb` diff tool calls it with the two paths swift-snapshot-testing gives a diff tool.
///
/// The new snapshot is copied into the artifacts folder (swift-snapshot-testing leaves its copy
/// in `$SNAPSHOT_ARTIFACTS`, the temporary folder by default); images get the difference image
/// and the expected | diff | actual image. The entry's ``ManifestEntry/origin`` says where it
/// came from: only failures reach the manifest, so `plumb prune` never deletes in those folders.
package enum ForeignSnapshotFailure {
    /// What ``ManifestEntry/origin`` says for these entries.
    package static let origin = "swift-snapshot-testing"

    /// Records the failure and returns the lines to add to the failure message.
    ///
    /// - Parameters:
    ///   - reference: The reference file swift-snapshot-testing compared with.
    ///   - failed: The new snapshot it wrote.
    ///   - configuration: Where the artifacts go (only its artifacts folder, filtered-run flag and
    ///     shard are used).
    /// The part of the file extension that marks a reference as Plumb's (`card.1.plumb.png`) in a
    /// `__Snapshots__` folder that also holds the references recorded on iOS (`card.1.png`).
    package static let platformMarker = "plumb"

    package static func record(reference: String, failed: String, configuration c: SnapshotConfiguration) -> [String] {
        let file = (reference as NSString).lastPathComponent
        let folder = (reference as NSString).deletingLastPathComponent
        let suite = (folder as NSString).lastPathComponent
        // `<test>.<n>.plumb.png` (PlumbSnapshotTesting's strategies on Linux): named `<test>.<n>`,
        // as swift-snapshot-testing names the reference on iOS.
        var stem = (file as NSString).deletingPathExtension
        if stem.hasSuffix("." + platformMarker) { stem.removeLast(platformMarker.count + 1) }
        let dot = stem.firstIndex(of: ".")
        let name = suite + "/" + stem
        let artifacts = (c.artifactsDirectory as NSString).appendingPathComponent(suite)
        let actual = (artifacts as NSString).appendingPathComponent(file)
        var entry = ManifestEntry(
            name: name, suite: suite, test: dot.map { String(stem[..<$0]) } ?? stem,
            variant: dot.map { String(stem[stem.index(after: $0)...]) } ?? "",
            status: .failed, reference: reference,
            snapshotsDirectory: (folder as NSString).deletingLastPathComponent,
            regions: [], frameChanges: [], lintProblems: [], message: "", filteredRun: c.filteredRun)
        entry.origin = origin
        entry.shard = c.shard?.description
        var lines = ["Plumb recorded this failure for `plumb report` and `plumb accept`:"]
        guard SnapshotNaming.isSafeComponent(suite), SnapshotNaming.isSafeComponent(file),
            SnapshotNaming.isInside(actual, root: c.artifactsDirectory)
        else {
            return [
                "Plumb did not record this failure: \(SnapshotText.quoted(suite + "/" + file)) is not a plain suite folder and file name."
            ]
        }
        do {
            try FileSystem.copyAtomically(failed, to: actual)
            entry.actual = actual
            lines.append("  actual:    file://\(actual)")
        } catch {
            lines.append("  (could not copy the new snapshot: \(error))")
        }
        if file.hasSuffix(".png") {
            compareImages(
                reference: reference, actual: failed, into: &entry, lines: &lines, stem: stem, folder: artifacts)
        }
        entry.message = "Snapshot \(SnapshotText.quoted(name)) does not match its reference (swift-snapshot-testing)."
        if entry.actual != nil {
            let accept =
                "swift run plumb accept \(SnapshotVerifier.shellQuote(c.artifactsDirectory)) --only \(SnapshotVerifier.shellQuote(name))"
            lines.append("To accept the new snapshot: \(accept)")
        }
        do { try Manifest.write(entry, artifacts: c.artifactsDirectory) } catch {
            return ["Plumb could not record this failure in its manifest: \(error)"]
        }
        return lines
    }

    /// Decodes both images and writes the difference and the 3-pane comparison beside the actual.
    static func compareImages(
        reference: String, actual: String, into entry: inout ManifestEntry, lines: inout [String],
        stem: String, folder: String
    ) {
        let expected: RGBAImage, new: RGBAImage
        do {
            expected = try PNGDecoder().decode(contentsOf: reference).image
            new = try PNGDecoder().decode(contentsOf: actual).image
        } catch {
            lines.append("  (could not compare the images: \(error))")
            return
        }
        let options = ComparisonOptions(threshold: 0, includeAA: true, maxDiffPixels: 0)
        let (result, diff) = ImageComparison(options: options).compareWithDiff(expected: expected, actual: new)
        entry.expectedSize = [expected.width, expected.height]
        entry.actualSize = [new.width, new.height]
        entry.differingPixels = result.differingPixels
        entry.regions = result.regions.map { [$0.x, $0.y, $0.width, $0.height] }
        let diffPath = (folder as NSString).appendingPathComponent(stem + ".diff.png")
        let comparePath = (folder as NSString).appendingPathComponent(stem + ".compare.png")
        do {
            try SnapshotFormat.writeImage(diff, to: diffPath)
            entry.diff = diffPath
            lines.append("  diff:      file://\(diffPath)")
            try SnapshotFormat.writeImage(
                ImageComparison.threePane(expected: expected, diff: diff, actual: new), to: comparePath)
            entry.comparison = comparePath
            lines.append("  compare:   file://\(comparePath) (expected | diff | actual)")
        } catch {
            lines.append("  (could not write the diff images: \(error))")
        }
    }
}
