import ArgumentParser
import PlumbSnapshotCore

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a page with a thumbnail of every snapshot of a run, grouped by test and variant, filterable.",
        discussion: """
            Reads the manifest the snapshot tests wrote (the newest `swift test` run, or every run \
            with --all-runs) and writes one self-contained HTML page: a group per test, a tile per \
            variant (its thumbnail, status, size and the reference's path), and a filter by words \
            of the name or variant and by status. Several folders, one per shard, are merged.

            Exit status: 0, or 2 on an error (an unreadable manifest, an unwritable page).
            """)

    @Argument(help: "The artifacts folder (for example .build/plumb-artifacts), or one folder per shard to merge.")
    var artifacts: [String] = [".build/plumb-artifacts"]
    @Option(
        name: [.short, .customLong("output")],
        help: "Where to write the page (default: the first ARTIFACTS/gallery.html).")
    var output: String?
    @Flag(
        name: .customLong("all-runs"), help: "Include snapshots from earlier test runs (default: the newest run only).")
    var allRuns = false

    func run() throws {
        emit(PlumbTool.gallery(artifacts: artifacts, html: output, allRuns: allRuns))
    }
}
