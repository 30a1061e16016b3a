import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Collects the issues a `withKnownIssue` block saw (the matcher runs on the test's thread, but
/// must be `@Sendable`).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(comment: String, line: Int?, file: String?)] = []
    func add(_ issue: Issue) {
        lock.lock(); defer { lock.unlock() }
        items.append(
            (
                issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line,
                issue.sourceLocation?.fileID
            ))
    }
    var all: [(comment: String, line: Int?, file: String?)] { lock.lock(); defer { lock.unlock() }; return items }
}

/// Snapshot assertions inside Swift Testing: a failure is an issue at the assertion's location.
@MainActor @Suite struct SwiftTestingReporting {
    @Test func aMismatchIsAnIssueAtTheCallSiteWithTheMessage() throws {
        let dir = TempDir()
        let log = IssueLog()
        let name = "SwiftTestingReportingTests/aMismatchIsAnIssueAtTheCallSiteWithTheMessage.w20.ltr@2x"
        let recordLine = #line + 5, mismatchLine = #line + 16
        // Three assertions on one reference, each as if in a run of its own (its own artifacts
        // folder): within one run the second would fail as a duplicate of the first.
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run1")) {
            withKnownIssue {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .missing)
            } matching: {
                log.add($0); return true
            }
        }
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run2")) {
            // Matches: no issue (withKnownIssue would report "known issue was not recorded").
            assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .never)
        }
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
            withKnownIssue {
                assertSnapshot(of: block(20, 10, .systemRed), as: .image(width: 20), record: .never)
            } matching: {
                log.add($0); return true
            }
        }
        let issues = log.all
        try #require(issues.count == 2)
        #expect(issues[0].line == recordLine)
        #expect(issues[0].file == "PlumbTestingTests/SwiftTestingReportingTests.swift")
        #expect(
            issues[0].comment == """
                No reference was found on disk. Recorded snapshot "\(name)" to
                  file://\(dir.snapshots)/\(name).png
                Re-run the test to verify it.
                """)
        #expect(issues[1].line == mismatchLine)
        let art = dir.artifacts + "/" + name
        #expect(
            issues[1].comment == """
                Snapshot "\(name)" does not match its reference.
                  reference: 40x20 px, actual: 40x20 px
                  384 of 800 pixels differ (48.00%)
                  changed regions (x, y, width x height, in pixels): (4, 4, 32x12)
                  reference: file://\(dir.snapshots)/\(name).png
                  actual:    file://\(art).png
                  diff:      file://\(art).diff.png
                  compare:   file://\(art).compare.png (expected | diff | actual)
                To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only \(name)
                """)
    }

    @Test func theOutcomeListsTheFilesToAttach() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Attach.swift", function: "block()")
        _ = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.missing))
        let outcome = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        let art = dir.artifacts + "/Attach/block.w20.ltr@2x"
        #expect(outcome.attachments.map(\.name) == ["diff", "comparison", "actual"])
        #expect(outcome.attachments.map(\.path) == [art + ".diff.png", art + ".compare.png", art + ".png"])
        // Each is a PNG of the expected size: diff 40x20, comparison three panes side by side
        // under an 11-pixel caption strip.
        let sizes = try outcome.attachments.map { a -> [Int] in
            let image = try PNGDecoder().decode(contentsOf: a.path).image
            return [image.width, image.height]
        }
        #expect(sizes[0] == [40, 20])
        #expect(sizes[1][1] == 11 + 20 && sizes[1][0] >= 120)
        #expect(sizes[2] == [40, 20])
    }

    @Test func aReferenceFromAnotherRendererOrFontSetIsNamedInTheMessage() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Meta.swift", function: "block()")
        let first = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.missing))
        let reference = first.entry.reference
        // A recorded reference names the renderer, the font set and the text libraries.
        let recorded = try PNGDecoder().decode(contentsOf: reference)
        #expect(recorded.metadata[SnapshotVerifier.MetadataKey.renderer] == SnapshotSupport.rendererVersion)
        #expect(recorded.metadata[SnapshotVerifier.MetadataKey.libraries] == SnapshotVerifier.libraryVersions)
        #expect(
            SnapshotVerifier.libraryVersions.hasPrefix("HarfBuzz ")
                && SnapshotVerifier.libraryVersions.contains(", FreeType 2.")
                && SnapshotVerifier.libraryVersions.contains(", ICU "))
        let pixels = recorded.image
        // The same pixels stamped by an older renderer with other fonts: still a pass (pixels decide).
        try PNGEncoder().write(
            pixels, to: reference,
            metadata: [
                SnapshotVerifier.MetadataKey.renderer: "plumb-render-0",
                SnapshotVerifier.MetadataKey.fonts: "0123456789ab",
            ])
        #expect(
            verify(
                .view(block(20, 10)), as: .image(width: 20), identity: identity,
                configuration: dir.configuration(.never)
            ).passed)
        // Different pixels: the message says who made the reference.
        let outcome = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        let lines = try #require(outcome.message).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "  note: the reference was recorded by renderer plumb-render-0 with font set 0123456789ab; this run uses renderer \(SnapshotSupport.rendererVersion) with font set \(SnapshotVerifier.fontSetHash). The difference may come from the renderer, the fonts or the text libraries, not from the layout: re-record the reference if the new image looks right."
            ))
        // Another FreeType, HarfBuzz or ICU is named too (the same renderer and fonts).
        try PNGEncoder().write(
            pixels, to: reference,
            metadata: [
                SnapshotVerifier.MetadataKey.renderer: SnapshotSupport.rendererVersion,
                SnapshotVerifier.MetadataKey.fonts: SnapshotVerifier.fontSetHash,
                SnapshotVerifier.MetadataKey.libraries: "HarfBuzz 8.3.0, FreeType 2.13.2, ICU 74.2",
            ])
        let otherLibraries = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        #expect(
            otherLibraries.message?.contains(
                "  note: the reference was recorded by renderer \(SnapshotSupport.rendererVersion) with font set \(SnapshotVerifier.fontSetHash) and HarfBuzz 8.3.0, FreeType 2.13.2, ICU 74.2; this run uses renderer \(SnapshotSupport.rendererVersion) with font set \(SnapshotVerifier.fontSetHash) and \(SnapshotVerifier.libraryVersions)."
            ) == true)
        // A reference without Plumb's keys (made by another tool) says "unknown".
        try PNGEncoder().write(pixels, to: reference)
        let foreign = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        #expect(foreign.message?.contains("recorded by renderer unknown with font set unknown;") == true)
        // A reference made by this renderer and font set gets no note.
        _ = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.all))
        let plain = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        #expect(plain.message?.contains("note:") == false)
        #expect(SnapshotVerifier.fontSetHash.count == 12)
    }
}
