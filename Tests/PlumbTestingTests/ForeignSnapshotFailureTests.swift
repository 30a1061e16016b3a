import Foundation
import Raster
import Testing
@testable import PlumbSnapshotCore

/// A swift-snapshot-testing failure (its `__Snapshots__` reference and its copy of the new image)
/// goes into Plumb's manifest: the report lists it, accept accepts it, prune leaves its folder.
@Suite struct ForeignSnapshotFailures {
    func png(_ pixels: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGEncoder().write(try RGBAImage(width: 2, height: 1, pixels: pixels), to: path)
    }

    @Test func aFailureIsRecordedReportedAcceptedAndNeverPruned() throws {
        let dir = TempDir()
        let snapshots = dir.sub("Tests/AppTests/__Snapshots__")
        let reference = snapshots + "/ProfileTests/testProfile.1.png"
        let passing = snapshots + "/ProfileTests/testHeader.1.png"
        let failed = dir.sub("sst-artifacts/ProfileTests/testProfile.1.png")
        try png([255, 0, 0, 255, 0, 0, 255, 255], to: reference)
        try png([9, 9, 9, 255, 9, 9, 9, 255], to: passing)
        try png([255, 0, 0, 255, 0, 255, 0, 255], to: failed)

        let lines = ForeignSnapshotFailure.record(
            reference: reference, failed: failed, configuration: dir.configuration(.never))
        let actual = dir.artifacts + "/ProfileTests/testProfile.1.png"
        #expect(
            lines == [
                "Plumb recorded this failure for `plumb report` and `plumb accept`:",
                "  actual:    file://\(actual)",
                "  diff:      file://\(dir.artifacts)/ProfileTests/testProfile.1.diff.png",
                "  compare:   file://\(dir.artifacts)/ProfileTests/testProfile.1.compare.png (expected | diff | actual)",
                "To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only ProfileTests/testProfile.1",
            ])
        let entry = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        #expect(entry.name == "ProfileTests/testProfile.1" && entry.test == "testProfile" && entry.variant == "1")
        #expect(entry.status == .failed && entry.origin == "swift-snapshot-testing")
        #expect(entry.snapshotsDirectory == snapshots)
        #expect(entry.differingPixels == 1 && entry.regions == [[1, 0, 1, 1]])
        #expect(
            entry.message
                == "Snapshot \"ProfileTests/testProfile.1\" does not match its reference (swift-snapshot-testing).")

        let report = PlumbTool.report(artifacts: dir.artifacts)
        #expect(report.status == 0)
        #expect(report.output.contains("ProfileTests/testProfile.1"))
        let page = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(page.contains("ProfileTests/testProfile.1") && page.contains("(swift-snapshot-testing)"))

        // Prune does not take the passing reference for an unused one: that run left no entry for it.
        let prune = PlumbTool.prune(artifacts: dir.artifacts, dryRun: true)
        #expect(prune.output.hasSuffix("dry run: would delete 0 unused references (0 bytes); 0 in use"))

        let accept = PlumbTool.accept(artifacts: dir.artifacts)
        #expect(accept.status == 0)
        #expect(accept.output.contains("accepted ProfileTests/testProfile.1: \(actual) -> \(reference)"))
        #expect(
            try PNGDecoder().decode(contentsOf: reference).image
                == (try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255])))
        #expect(FileManager.default.fileExists(atPath: passing))
    }

    @Test func aPlumbReferenceBesideTheIOSOneIsNamedAsTheIOSOneIs() throws {
        // `testProfile.1.plumb.png` (PlumbSnapshotTesting on Linux) beside `testProfile.1.png` (iOS).
        let dir = TempDir()
        let folder = dir.sub("Tests/AppTests/__Snapshots__/ProfileTests")
        let ios = folder + "/testProfile.1.png", reference = folder + "/testProfile.1.plumb.png"
        let failed = dir.sub("sst-artifacts/ProfileTests/testProfile.1.plumb.png")
        try png([1, 2, 3, 255, 4, 5, 6, 255], to: ios)
        try png([255, 0, 0, 255, 0, 0, 255, 255], to: reference)
        try png([255, 0, 0, 255, 0, 255, 0, 255], to: failed)
        _ = ForeignSnapshotFailure.record(
            reference: reference, failed: failed, configuration: dir.configuration(.never))
        let entry = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        #expect(entry.name == "ProfileTests/testProfile.1" && entry.test == "testProfile" && entry.variant == "1")
        #expect(entry.actual == dir.artifacts + "/ProfileTests/testProfile.1.plumb.png")
        #expect(entry.diff == dir.artifacts + "/ProfileTests/testProfile.1.diff.png")
        // Accepting copies over Plumb's reference; the iOS one is untouched.
        #expect(PlumbTool.accept(artifacts: dir.artifacts).status == 0)
        #expect(try PNGDecoder().decode(contentsOf: reference).image.pixels == [255, 0, 0, 255, 0, 255, 0, 255])
        #expect(try PNGDecoder().decode(contentsOf: ios).image.pixels == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    @Test func aTextFailureIsRecordedWithoutDiffImages() throws {
        let dir = TempDir()
        let reference = dir.sub("__Snapshots__/TreeTests/testTree.1.txt")
        let failed = dir.sub("sst/TreeTests/testTree.1.txt")
        for (path, text) in [(reference, "<UIView; frame = (0 0; 1 1)>"), (failed, "<UIView; frame = (0 0; 2 1)>")] {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let lines = ForeignSnapshotFailure.record(
            reference: reference, failed: failed, configuration: dir.configuration(.never))
        #expect(
            lines == [
                "Plumb recorded this failure for `plumb report` and `plumb accept`:",
                "  actual:    file://\(dir.artifacts)/TreeTests/testTree.1.txt",
                "To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only TreeTests/testTree.1",
            ])
        let entry = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        #expect(entry.diff == nil && entry.expectedSize == nil)
    }

    @Test func aReferenceWhoseFolderIsNotAPlainNameIsNotRecorded() throws {
        let dir = TempDir()
        let lines = ForeignSnapshotFailure.record(
            reference: dir.sub("__Snapshots__/../x.png"), failed: dir.sub("x.png"),
            configuration: dir.configuration(.never))
        #expect(lines == ["Plumb did not record this failure: \"../x.png\" is not a plain suite folder and file name."])
        #expect(!FileManager.default.fileExists(atPath: dir.artifacts))
    }
}
