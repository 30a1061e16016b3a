import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Record, verify, fail and write artifacts, in a temporary folder.
@MainActor @Suite struct VerifyRoundTrip {
    let identity = SnapshotIdentity(fileID: "PlumbTestingTests/RoundTrip.swift", function: "block()")
    let strategy = Snapshotting.image(width: 20)

    func run(_ view: UIView, _ dir: TempDir, _ mode: RecordMode, strategy s: Snapshotting? = nil) throws
        -> SnapshotOutcome
    {
        let s = s ?? strategy
        return SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: s), identity: identity,
            strategy: s, configuration: dir.configuration(mode))
    }

    @Test func recordingWritesTheReferenceAndFailsNamingIt() throws {
        let dir = TempDir()
        let reference = dir.snapshots + "/RoundTrip/block.w20.ltr@2x.png"
        let outcome = try run(block(20, 10), dir, .missing)
        #expect(
            outcome.message == """
                No reference was found on disk. Recorded snapshot "RoundTrip/block.w20.ltr@2x" to
                  file://\(reference)
                Re-run the test to verify it.
                """)
        #expect(outcome.entry.status == .missing)
        let png = try PNGDecoder().decode(contentsOf: reference)
        #expect(png.image.width == 40 && png.image.height == 20)
        #expect(png.metadata[SnapshotVerifier.MetadataKey.renderer] == SnapshotSupport.rendererVersion)
        // Atomic: nothing but the reference in its folder (no temporary files left behind).
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.snapshots + "/RoundTrip") == [
                "block.w20.ltr@2x.png"
            ])
        // The same view verifies.
        let again = try run(block(20, 10), dir, .missing)
        #expect(again.message == nil)
        #expect(again.entry.status == .passed)
        #expect(again.entry.expectedSize == [40, 20])
        #expect(again.entry.actual == nil)
    }

    @Test func recordAllOverwritesAndStillFails() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let outcome = try run(block(20, 10, .systemRed), dir, .all)
        let reference = dir.snapshots + "/RoundTrip/block.w20.ltr@2x.png"
        #expect(
            outcome.message == """
                Record mode is on (record: all, from the parameter). Recorded snapshot "RoundTrip/block.w20.ltr@2x" to
                  file://\(reference)
                Turn record mode off and re-run the test to verify it.
                """)
        #expect(outcome.entry.status == .recorded)
        #expect(try run(block(20, 10, .systemRed), dir, .never).passed)
    }

    @Test func neverModeWithoutReferenceFailsAndWritesTheActualOnly() throws {
        let dir = TempDir()
        let outcome = try run(block(20, 10), dir, .never)
        let actual = dir.artifacts + "/RoundTrip/block.w20.ltr@2x.png"
        #expect(
            outcome.message == """
                No reference was found on disk for snapshot "RoundTrip/block.w20.ltr@2x":
                  reference: file://\(dir.snapshots)/RoundTrip/block.w20.ltr@2x.png
                It was not recorded because the record mode is never (from the parameter).
                  actual:    file://\(actual)
                To accept it: swift run plumb accept \(dir.artifacts) --only RoundTrip/block.w20.ltr@2x
                """)
        #expect(!fileExists(dir.snapshots))
        #expect(fileExists(actual))
        #expect(outcome.entry.status == .missing)
    }

    @Test func aChangedColourFailsWithCountsRegionAndArtifacts() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let outcome = try run(block(20, 10, .systemRed), dir, .never)
        let ref = dir.snapshots + "/RoundTrip/block.w20.ltr@2x.png"
        let art = dir.artifacts + "/RoundTrip/block.w20.ltr@2x"
        // The inner view is 16x6 points at (2, 2): 32x12 = 384 pixels at (4, 4) at 2x.
        #expect(
            outcome.message == """
                Snapshot "RoundTrip/block.w20.ltr@2x" does not match its reference.
                  reference: 40x20 px, actual: 40x20 px
                  384 of 800 pixels differ (48.00%)
                  changed regions (x, y, width x height, in pixels): (4, 4, 32x12)
                  reference: file://\(ref)
                  actual:    file://\(art).png
                  diff:      file://\(art).diff.png
                  compare:   file://\(art).compare.png (expected | diff | actual)
                To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only RoundTrip/block.w20.ltr@2x
                """)
        let diff = try PNGDecoder().decode(contentsOf: art + ".diff.png").image
        #expect(diff.width == 40 && diff.height == 20)
        let actual = try PNGDecoder().decode(contentsOf: art + ".png").image
        #expect(actual == (try SnapshotRenderer.capture(.view(block(20, 10, .systemRed)), as: strategy).image))
        let compare = try PNGDecoder().decode(contentsOf: art + ".compare.png").image
        // captions; expected, diff, actual, 4 px gaps
        #expect(compare.width == 3 * 40 + 2 * 4 && compare.height == 11 + 20)
        // The reference is untouched in mode never.
        #expect(try run(block(20, 10), dir, .never).passed)

        let entries = try Manifest.load(artifacts: dir.artifacts)
        #expect(entries.count == 1)
        let e = try #require(entries.first)
        #expect(e.name == "RoundTrip/block.w20.ltr@2x")
        #expect(e.suite == "RoundTrip" && e.test == "block" && e.variant == "w20.ltr@2x")
        #expect(e.reference == ref)
        #expect(e.status == .passed)  // the last run (identical) replaced the failed entry
    }

    @Test func theManifestRecordsAFailure() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        _ = try run(block(20, 10, .systemRed), dir, .never)
        let e = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        let art = dir.artifacts + "/RoundTrip/block.w20.ltr@2x"
        #expect(e.status == .failed)
        #expect(e.actual == art + ".png")
        #expect(e.diff == art + ".diff.png")
        #expect(e.comparison == art + ".compare.png")
        #expect(e.expectedSize == [40, 20] && e.actualSize == [40, 20])
        #expect(e.differingPixels == 384)
        #expect(e.regions == [[4, 4, 32, 12]])
        #expect(e.frameChanges == [])  // only the colour changed, not a frame
    }

    @Test func aChangedSizeFailsNamingBothSizes() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let outcome = try run(block(20, 12), dir, .never)
        let art = dir.artifacts + "/RoundTrip/block.w20.ltr@2x"
        // Rows 16-19: white in the reference, blue now (4 x 32 px); rows 20-23 are new (4 x 40 px).
        #expect(
            outcome.message == """
                Snapshot "RoundTrip/block.w20.ltr@2x" does not match its reference.
                  reference: 40x20 px, actual: 40x24 px (the sizes differ)
                  288 of 960 pixels differ (30.00%)
                  changed regions (x, y, width x height, in pixels): (0, 16, 40x8)
                  reference: file://\(dir.snapshots)/RoundTrip/block.w20.ltr@2x.png
                  actual:    file://\(art).png
                  diff:      file://\(art).diff.png
                  compare:   file://\(art).compare.png (expected | diff | actual)
                Frames that changed:
                  UIView: (0, 0, 20, 10) -> (0, 0, 20, 12)
                  UIView/UIView#inner: (2, 2, 16, 6) -> (2, 2, 16, 8)
                To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only RoundTrip/block.w20.ltr@2x
                """)
        #expect(outcome.entry.expectedSize == [40, 20])
        #expect(outcome.entry.actualSize == [40, 24])
        #expect(outcome.entry.status == .failed)
        #expect(
            outcome.entry.frameChanges == [
                FrameChange(view: "UIView", before: "(0, 0, 20, 10)", after: "(0, 0, 20, 12)"),
                FrameChange(view: "UIView/UIView#inner", before: "(2, 2, 16, 6)", after: "(2, 2, 16, 8)"),
            ])
    }

    @Test func recordFailedReplacesTheReferenceAndFails() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let outcome = try run(block(20, 10, .systemRed), dir, .failed)
        #expect(outcome.entry.status == .recorded)
        #expect(
            outcome.message?.contains(
                "Recorded the new snapshot over the reference (record: failed, from the parameter).") == true)
        #expect(try run(block(20, 10, .systemRed), dir, .never).passed)
    }

    @Test func missingModeDoesNotOverwriteAMismatchingReference() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let outcome = try run(block(20, 10, .systemRed), dir, .missing)
        #expect(outcome.entry.status == .failed)
        #expect(
            outcome.message?.hasSuffix(
                "To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only RoundTrip/block.w20.ltr@2x")
                == true)
        #expect(try run(block(20, 10), dir, .never).passed)
    }

    @Test func failedModeRecordsAMissingReference() throws {
        let dir = TempDir()
        let outcome = try run(block(20, 10), dir, .failed)
        #expect(outcome.entry.status == .missing)
        #expect(fileExists(dir.snapshots + "/RoundTrip/block.w20.ltr@2x.png"))
        #expect(!outcome.passed)
    }

    @Test func doubledStringsAreRestoredAfterTheSnapshot() throws {
        let card = ProfileCard(name: "Ada")
        let plain = try SnapshotRenderer.capture(.view(card), as: .image(width: 320))
        let doubled = try SnapshotRenderer.capture(.view(card), as: .image(width: 320).doubled)
        #expect(card.name.text == "Ada")
        #expect(card.superview == nil)
        #expect(doubled.frames.contains("\"Ada Ada\""))
        #expect(!plain.frames.contains("Ada Ada"))
        let again = try SnapshotRenderer.capture(.view(card), as: .image(width: 320))
        #expect(again.image == plain.image)
        #expect(again.frames == plain.frames)
    }

    @Test func toleranceAllowsExactlyMaxDiffPixels() throws {
        let dir = TempDir()
        _ = try run(block(20, 10), dir, .missing)
        let within = strategy.tolerance(Tolerance(maxDiffPixels: 384))
        #expect(try run(block(20, 10, .systemRed), dir, .never, strategy: within).passed)
        let beyond = strategy.tolerance(Tolerance(maxDiffPixels: 383))
        let outcome = try run(block(20, 10, .systemRed), dir, .never, strategy: beyond)
        #expect(
            outcome.message?.contains("\n  384 of 800 pixels differ (48.00%); allowed: 383 pixels at threshold 0.0\n")
                == true)
    }

    @Test func controllersGetTheDeviceSafeArea() throws {
        let vc = UIViewController()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.accessibilityIdentifier = "bar"
        vc.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        let se = try SnapshotRenderer.capture(.controller(vc), as: .frames(on: .iPhoneSE))
        #expect(se.frames == "UIView (0, 0, 375, 667)\n  UIView#bar (0, 20, 375, 44)\n")
        let x = try SnapshotRenderer.capture(.controller(vc), as: .image(on: .iPhoneX))
        #expect(x.frames == "UIView (0, 0, 375, 812)\n  UIView#bar (0, 44, 375, 44)\n")
        #expect(x.image?.width == 1125 && x.image?.height == 2436)
    }

    @Test func framesStrategyRoundTrip() throws {
        let dir = TempDir()
        let s = Snapshotting.frames(width: 20)
        _ = try run(block(20, 10), dir, .missing, strategy: s)
        #expect(fileExists(dir.snapshots + "/RoundTrip/block.w20.ltr@2x.txt"))
        #expect(try run(block(20, 10), dir, .never, strategy: s).passed)
        let failed = try run(block(20, 12), dir, .never, strategy: s)
        #expect(failed.message?.contains("  The .frames text differs from the reference.") == true)
    }

    /// A column of `n` views, each `height` points tall, identified `row0`, `row1`...
    func column(_ n: Int, height: CGFloat) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: CGFloat(n) * height))
        for i in 0..<n {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * height, width: 20, height: height))
            row.accessibilityIdentifier = "row\(i)"
            v.addSubview(row)
        }
        return v
    }

    @Test func theMessageListsTwentyFrameChangesAndTheManifestKeepsAll() throws {
        let dir = TempDir()
        let s = Snapshotting.frames(width: 20, height: 100, lint: [])
        _ = try run(column(25, height: 2), dir, .missing, strategy: s)
        let failed = try run(column(25, height: 3), dir, .never, strategy: s)
        // All 25 rows changed: 25 in the manifest, 20 in the message.
        #expect(failed.entry.frameChanges.count == 25)
        #expect(
            failed.entry.frameChanges[0]
                == FrameChange(view: "UIView/UIView#row0", before: "(0, 0, 20, 2)", after: "(0, 0, 20, 3)"))
        let lines = try #require(failed.message).split(separator: "\n").map(String.init)
        let listed = try #require(lines.firstIndex(of: "Frames that changed:"))
        #expect(lines[listed + 1] == "  UIView/UIView#row0: (0, 0, 20, 2) -> (0, 0, 20, 3)")
        #expect(lines[listed + 20] == "  UIView/UIView#row19: (0, 38, 20, 2) -> (0, 57, 20, 3)")
        #expect(lines[listed + 21] == "  ... and 5 more")
    }

    @Test func aFramesTextThatDiffersOnlyInFormattingSaysSo() throws {
        let dir = TempDir()
        let s = Snapshotting.frames(width: 20, lint: [])
        _ = try run(block(20, 10), dir, .missing, strategy: s)
        let reference = dir.snapshots + "/RoundTrip/block.w20.ltr@2x.txt"
        let text = try String(contentsOfFile: reference, encoding: .utf8)
        try Data((text + "\n\n").utf8).write(to: URL(fileURLWithPath: reference))  // blank lines only
        let failed = try run(block(20, 10), dir, .never, strategy: s)
        #expect(failed.entry.frameChanges == [])
        #expect(failed.message?.contains("\n  The .frames text differs from the reference.\n") == true)
        #expect(failed.message?.contains("\nFrames that changed: none (the texts differ only in formatting)\n") == true)
    }

    @Test func verifySnapshotRejectsAnUnknownRecordMode() {
        #expect(throws: SnapshotError.invalidRecordMode("yes")) {
            try verifySnapshot(
                of: .view(block(20, 10)), as: strategy,
                environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
        }
    }

    @Test func verifySnapshotUsesTheGivenEnvironment() throws {
        let dir = TempDir()
        let env = ["PLUMB_SNAPSHOTS_DIR": dir.snapshots, "SNAPSHOT_ARTIFACTS": dir.artifacts, "CI": "true"]
        let outcome = try verifySnapshot(of: .view(block(20, 10)), as: strategy, environment: env)
        #expect(outcome.entry.status == .missing)
        #expect(
            outcome.message?.contains("It was not recorded because the record mode is never (from the CI default).")
                == true)
        #expect(!fileExists(dir.snapshots))
    }
}
