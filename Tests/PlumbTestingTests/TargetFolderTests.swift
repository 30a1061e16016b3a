import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// References in a folder per test target (`Snapshots/<Target>/<Suite>/`), and the move of a
/// reference from the layout before it (`Snapshots/<Suite>/`).
@MainActor @Suite struct TargetFolderTests {
    let file = "/nonexistent-plumb-root/Tests/X/XTests.swift"

    @Test func theTargetIsTheModuleOfTheFileID() {
        #expect(
            SnapshotConfiguration.testTarget(fileID: "PlumbTestingTests/CardSnapshotTests.swift") == "PlumbTestingTests"
        )
        #expect(SnapshotConfiguration.testTarget(fileID: "App_Tests/Sub/File.swift") == "App_Tests")
        #expect(SnapshotConfiguration.testTarget(fileID: "File.swift") == nil)
        #expect(SnapshotConfiguration.testTarget(fileID: "/File.swift") == nil)
    }

    @Test func theSharedFoldersGetAFolderPerTarget() throws {
        let here = "\(#filePath)"
        let root = try #require(SnapshotConfiguration.packageRoot(startingAt: here))
        let c = try SnapshotConfiguration.resolve(record: nil, environment: [:], filePath: here, fileID: "\(#fileID)")
        #expect(c.target == "PlumbTestingTests")
        #expect(c.snapshotsDirectory == root + "/Snapshots/PlumbTestingTests")
        #expect(c.legacySnapshotsDirectory == root + "/Snapshots")
        #expect(c.artifactsDirectory == root + "/.build/plumb-artifacts")
        let env = try SnapshotConfiguration.resolve(
            record: nil, environment: ["PLUMB_SNAPSHOTS_DIR": "/tmp/refs"], filePath: file, fileID: "AppTests/A.swift")
        #expect(env.snapshotsDirectory == "/tmp/refs/AppTests")
        #expect(env.legacySnapshotsDirectory == "/tmp/refs")
    }

    @Test func aFolderGivenByTheAssertionIsUsedAsItIs() throws {
        let c = try SnapshotConfiguration.resolve(
            record: nil, snapshotDirectory: "/tmp/param", environment: [:], filePath: file, fileID: "AppTests/A.swift")
        #expect(c.snapshotsDirectory == "/tmp/param")
        #expect(c.legacySnapshotsDirectory == nil)
        #expect(c.target == nil)  // its artifacts stay in <artifacts>/<Suite>/ too
    }

    func configuration(_ dir: TempDir, _ target: String, _ mode: RecordMode) -> SnapshotConfiguration {
        var c = dir.configuration(mode)
        c.snapshotsDirectory = dir.snapshots + "/" + target
        c.target = target
        c.legacySnapshotsDirectory = dir.snapshots
        return c
    }

    func verify(_ view: UIView, _ dir: TempDir, _ target: String, _ mode: RecordMode) throws -> SnapshotOutcome {
        let strategy = Snapshotting.image(width: 20)
        return SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: strategy),
            identity: SnapshotIdentity(fileID: target + "/Cards.swift", function: "card()"),
            strategy: strategy, configuration: configuration(dir, target, mode))
    }

    @Test func twoTargetsWithTheSameSuiteAndTestKeepTheirOwnReferences() throws {
        let dir = TempDir()
        #expect(try !verify(block(20, 10), dir, "ATests", .missing).passed)  // recorded
        #expect(try !verify(block(20, 14), dir, "BTests", .missing).passed)  // recorded, not "two assertions"
        #expect(
            try PNGDecoder().decode(contentsOf: dir.snapshots + "/ATests/Cards/card.w20.ltr@2x.png").image.height == 20)
        #expect(
            try PNGDecoder().decode(contentsOf: dir.snapshots + "/BTests/Cards/card.w20.ltr@2x.png").image.height == 28)
        #expect(try verify(block(20, 10), dir, "ATests", .never).passed)
        #expect(try verify(block(20, 14), dir, "BTests", .never).passed)
        // A failure's artifacts go to the target's folder too.
        let failed = try verify(block(20, 12), dir, "BTests", .never)
        #expect(failed.entry.actual == dir.artifacts + "/BTests/Cards/card.w20.ltr@2x.png")
        #expect(failed.entry.name == "Cards/card.w20.ltr@2x")
        #expect(failed.entry.snapshotsDirectory == dir.snapshots + "/BTests")
    }

    @Test func aReferenceInTheOldLayoutIsMovedOnFirstUse() throws {
        let dir = TempDir()
        // Recorded the old way: Snapshots/<Suite>/.
        var old = dir.configuration(.missing)
        old.target = nil
        let strategy = Snapshotting.image(width: 20)
        _ = SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(block(20, 10)), as: strategy),
            identity: SnapshotIdentity(fileID: "ATests/Cards.swift", function: "card()"), strategy: strategy,
            configuration: old)
        let legacy = dir.snapshots + "/Cards/card.w20.ltr@2x.png"
        let bytes = try #require(FileManager.default.contents(atPath: legacy))
        let moved = try verify(block(20, 10), dir, "ATests", .missing)
        #expect(moved.passed)
        let reference = dir.snapshots + "/ATests/Cards/card.w20.ltr@2x.png"
        #expect(
            moved.warnings == [
                "moved the reference from \(legacy) to \(reference) (references are kept in a folder per test target now; commit the move)"
            ])
        #expect(FileManager.default.contents(atPath: reference) == bytes)
        #expect(!FileManager.default.fileExists(atPath: dir.snapshots + "/Cards"))  // the emptied folder is gone
    }

    @Test func inCIAReferenceInTheOldLayoutFailsWithHowToMoveIt() throws {
        let dir = TempDir()
        try FileManager.default.createDirectory(atPath: dir.snapshots + "/Cards", withIntermediateDirectories: true)
        let legacy = dir.snapshots + "/Cards/card.w20.ltr@2x.png"
        try PNGEncoder().write(try RGBAImage(width: 40, height: 20, fill: .clear), to: legacy)
        let outcome = try verify(block(20, 10), dir, "ATests", .never)
        let reference = dir.snapshots + "/ATests/Cards/card.w20.ltr@2x.png"
        #expect(outcome.entry.status == .missing)
        #expect(
            outcome.message == """
                Snapshot "Cards/card.w20.ltr@2x" has no reference at file://\(reference), but there is one where \
                references were kept before they were put in a folder per test target: file://\(legacy)
                Run the tests once outside CI (record mode missing, the default): each reference is moved into its \
                test target's folder, \(dir.snapshots)/ATests, the first time its test runs. Or move it yourself:
                  mkdir -p \(dir.snapshots)/ATests/Cards && git mv \(legacy) \(reference)
                """)
        #expect(FileManager.default.fileExists(atPath: legacy))
        #expect(!FileManager.default.fileExists(atPath: reference))
    }
}
