import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `plumb prune`: deletes references the last full run did not touch, and nothing else.
@MainActor @Suite struct Prune {
    /// Verifies `function`'s block snapshot in `suite` (recording it if missing).
    @discardableResult
    func touch(_ dir: TempDir, suite: String, function: String, filtered: Bool = false) -> ManifestEntry {
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/\(suite).swift", function: function)
        return verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.missing, filtered: filtered)
        ).entry
    }

    func write(_ path: String, _ text: String = "x") throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A snapshots folder with three used references and orphans of every kind.
    func fixture() throws -> TempDir {
        let dir = TempDir()
        touch(dir, suite: "Cards", function: "card()")
        touch(dir, suite: "Cards", function: "badge()")
        touch(dir, suite: "Rows", function: "row()")
        let s = dir.snapshots
        try write(s + "/Cards/oldCard.w320.ltr@2x.png")  // orphan in a used suite
        try write(s + "/Cards/oldCard.w320.ltr@2x.txt")  // orphan .frames text
        try write(s + "/Removed/gone.w375.rtl@2x.png")  // a whole suite no test has any more
        try write(s + "/Cards/notes.md")  // not a reference: kept
        try write(s + "/Cards/.hidden.png")  // hidden: kept
        try write(s + "/README.md")  // outside the suite folders: kept
        try FileManager.default.createSymbolicLink(atPath: s + "/Cards/link.png", withDestinationPath: s + "/README.md")
        return dir
    }

    @Test func dryRunListsTheOrphansAndDeletesNothing() throws {
        let dir = try fixture()
        let s = dir.snapshots
        let r = PlumbTool.prune(artifacts: dir.artifacts, dryRun: true)
        #expect(r.status == 0)
        #expect(
            r.output == """
                would delete \(s)/Cards/oldCard.w320.ltr@2x.png
                would delete \(s)/Cards/oldCard.w320.ltr@2x.txt
                would delete \(s)/Removed/gone.w375.rtl@2x.png
                dry run: would delete 3 unused references (3 bytes); 3 in use
                """)
        #expect(fileExists(s + "/Cards/oldCard.w320.ltr@2x.png") && fileExists(s + "/Removed/gone.w375.rtl@2x.png"))
    }

    @Test func pruneDeletesOnlyUnusedReferencesAndEmptySuiteFolders() throws {
        let dir = try fixture()
        let s = dir.snapshots
        let r = PlumbTool.prune(artifacts: dir.artifacts)
        #expect(r.status == 0)
        #expect(
            r.output == """
                deleted \(s)/Cards/oldCard.w320.ltr@2x.png
                deleted \(s)/Cards/oldCard.w320.ltr@2x.txt
                deleted \(s)/Removed/gone.w375.rtl@2x.png
                removed empty folder \(s)/Removed
                deleted 3 unused references (3 bytes); 3 in use
                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s).sorted() == ["Cards", "README.md", "Rows"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: s + "/Cards").sorted()
                == [".hidden.png", "badge.w20.ltr@2x.png", "card.w20.ltr@2x.png", "link.png", "notes.md"])
        // The references in use still verify.
        let again = verify(
            .view(block(20, 10)), as: .image(width: 20),
            identity: SnapshotIdentity(fileID: "PlumbTestingTests/Cards.swift", function: "card()"),
            configuration: dir.configuration(.never))
        #expect(again.passed)
        // Nothing left to prune.
        #expect(PlumbTool.prune(artifacts: dir.artifacts).output == "deleted 0 unused references (0 bytes); 3 in use")
    }

    @Test func aFilteredRunIsRefused() throws {
        let dir = TempDir()
        touch(dir, suite: "Cards", function: "card()", filtered: true)
        touch(dir, suite: "Cards", function: "badge()", filtered: false)
        try write(dir.snapshots + "/Cards/other.w20.ltr@2x.png")
        let r = PlumbTool.prune(artifacts: dir.artifacts)
        #expect(r.status == 2)
        #expect(
            r.output
                == "error: refusing to prune: the last test run was filtered (1 of its 2 snapshots, for example Cards/card.w20.ltr@2x), so the references of tests that did not run would look unused. Run the whole suite (swift test without --filter or --skip, PLUMB_FILTERED_RUN unset), then prune."
        )
        #expect(fileExists(dir.snapshots + "/Cards/other.w20.ltr@2x.png"))
        #expect(PlumbTool.prune(artifacts: dir.artifacts, dryRun: true).status == 2)
    }

    @Test func onlyTheNewestRunCounts() throws {
        let dir = TempDir()
        // An earlier, filtered run touched `old`; the newest (full) run touched only `card`.
        var old = touch(dir, suite: "Cards", function: "old()", filtered: true)
        old.run = "earlier-run"
        old.written = 1000
        try Manifest.write(old, artifacts: dir.artifacts)
        touch(dir, suite: "Cards", function: "card()")
        let oldSize = try size(of: dir.snapshots + "/Cards/old.w20.ltr@2x.png")
        let r = PlumbTool.prune(artifacts: dir.artifacts)
        #expect(
            r.output == """
                ignoring 1 manifest entry from earlier test runs
                deleted \(dir.snapshots)/Cards/old.w20.ltr@2x.png
                deleted 1 unused reference (\(oldSize) bytes); 1 in use
                """)
    }

    /// Two `swift test` at once on one artifacts folder: an entry of the other run was written
    /// after this run's first one. Prune and accept refuse, the report warns; nothing is touched.
    @Test func interleavedRunsAreRefusedByPruneAndAcceptAndNamedByTheReport() throws {
        let dir = TempDir()
        let card = touch(dir, suite: "Cards", function: "card()")
        let began = try #require(try Manifest.load(artifacts: dir.artifacts).first?.written)
        var other = touch(dir, suite: "Cards", function: "other()")
        other.run = "another-run"
        other.written = began + 1
        other.status = .failed
        other.actual = other.reference
        try Manifest.write(other, artifacts: dir.artifacts)
        var later = card
        later.name = "Cards/later.w20.ltr@2x"
        later.reference = dir.snapshots + "/Cards/later.w20.ltr@2x.png"
        later.written = began + 2
        try Manifest.write(later, artifacts: dir.artifacts)
        try write(dir.snapshots + "/Cards/orphan.w20.ltr@2x.png")
        let why =
            "two test runs wrote to \(dir.artifacts) at the same time: 1 entry of another run (for example "
            + "Cards/other.w20.ltr@2x) was written after the newest run began, so the failure images there may belong "
            + "to either run; run the tests again on their own"

        let prune = PlumbTool.prune(artifacts: dir.artifacts)
        #expect(prune.status == 2)
        #expect(prune.output == "ignoring 1 manifest entry from earlier test runs\nerror: refusing to prune: \(why).")
        #expect(fileExists(dir.snapshots + "/Cards/orphan.w20.ltr@2x.png"))

        let accept = PlumbTool.accept(artifacts: dir.artifacts)
        #expect(accept.status == 2)
        #expect(accept.output == "error: refusing to accept: \(why). Nothing was accepted.")

        let report = PlumbTool.report(artifacts: dir.artifacts)
        #expect(report.output.contains("warning: \(why)"))
    }

    func size(of path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
    }

    @Test func entriesOfOneProcessShareItsRun() throws {
        let dir = TempDir()
        touch(dir, suite: "Cards", function: "card()")
        touch(dir, suite: "Rows", function: "row()")
        let entries = try Manifest.load(artifacts: dir.artifacts)
        #expect(entries.count == 2)
        #expect(Set(entries.map(\.run)) == [Manifest.currentRun])
        #expect(Manifest.currentRun.split(separator: "-").count >= 3)
        #expect(entries.allSatisfy { ($0.written ?? 0) > 1_700_000_000 })
    }

    @Test func missingOrEmptyManifestsAndMissingFoldersAreExplained() throws {
        let dir = TempDir()
        #expect(
            PlumbTool.prune(artifacts: dir.artifacts)
                == PlumbTool.Result(status: 2, output: "error: cannot read \(dir.artifacts): no such artifacts folder"))
        try FileManager.default.createDirectory(atPath: dir.artifacts + "/manifest", withIntermediateDirectories: true)
        #expect(
            PlumbTool.prune(artifacts: dir.artifacts)
                == PlumbTool.Result(
                    status: 2,
                    output:
                        "error: the manifest in \(dir.artifacts)/manifest is empty: run the whole test suite, then prune"
                ))
        touch(dir, suite: "Cards", function: "card()")
        try FileManager.default.removeItem(atPath: dir.snapshots)
        #expect(
            PlumbTool.prune(artifacts: dir.artifacts).output == """
                skipping \(dir.snapshots): no such folder
                deleted 0 unused references (0 bytes); 0 in use
                """)
    }

    @Test func progressCountsEveryDeletion() throws {
        let dir = try fixture()
        let seen = Counter()
        _ = PlumbTool.prune(
            artifacts: dir.artifacts, dryRun: true, progress: { done, total in seen.add("\(done)/\(total)") })
        #expect(seen.values == ["1/3", "2/3", "3/3"])
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
