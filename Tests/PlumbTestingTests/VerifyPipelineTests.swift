import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore

/// The verify pipeline's values on their own: the plan, the formats, the handler choice, and a
/// format of the test's own making run through the verify handler.
@Suite struct VerifyPipeline {
    let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Cards.swift", function: "card()")

    func captured(_ pixels: [UInt8], width: Int = 2, height: Int = 1, frames: String = "UIView (0, 0, 1, 0.5)\n") throws
        -> CapturedSnapshot
    {
        CapturedSnapshot(
            image: try RGBAImage(width: width, height: height, pixels: pixels), frames: frames, lintProblems: [])
    }

    @Test func thePlanNamesEveryFileOfOneSnapshot() {
        let dir = TempDir()
        let plan = SnapshotPlan(
            identity: identity, variant: "w320.ltr@2x", pathExtension: "png", configuration: dir.configuration(.never))
        #expect(plan.name == "Cards/card.w320.ltr@2x")
        #expect(plan.reference == dir.snapshots + "/Cards/card.w320.ltr@2x.png")
        #expect(plan.actual == dir.artifacts + "/Cards/card.w320.ltr@2x.png")
        #expect(plan.diff == dir.artifacts + "/Cards/card.w320.ltr@2x.diff.png")
        #expect(plan.comparison == dir.artifacts + "/Cards/card.w320.ltr@2x.compare.png")
        #expect(plan.acceptCommand == "swift run plumb accept \(dir.artifacts) --only Cards/card.w320.ltr@2x")
        #expect(plan.staysInside && plan.unsafeComponents.isEmpty)

        var escaping = identity
        escaping.suite = ".."
        let refused = SnapshotPlan(
            identity: escaping, variant: "w320.ltr@2x", pathExtension: "png", configuration: dir.configuration(.never))
        #expect(!refused.staysInside)
        #expect(refused.unsafeComponents == [".."])
    }

    @Test func theRecordModeAndTheReferenceChooseTheHandler() {
        let dir = TempDir()
        func chosen(_ mode: RecordMode, exists: Bool) -> String {
            switch SnapshotVerifier.handler(for: dir.configuration(mode), format: .framesText, referenceExists: exists)
            {
            case let r as RecordHandler:
                switch r.reason {
                case .all: return "record all"
                case .missing: return "record missing"
                case .failedComparison: return "record failed"
                }
            case is VerifyHandler: return "verify"
            default: return "other"
            }
        }
        #expect(chosen(.all, exists: true) == "record all")
        #expect(chosen(.all, exists: false) == "record all")
        #expect(chosen(.missing, exists: false) == "record missing")
        #expect(chosen(.failed, exists: false) == "record missing")
        #expect(chosen(.never, exists: false) == "verify")
        #expect(chosen(.missing, exists: true) == "verify")
        #expect(chosen(.failed, exists: true) == "verify")
    }

    @Test func thePNGFormatComparesPixelsAndReturnsTheDiffImagesWithoutWritingThem() throws {
        let dir = TempDir()
        let reference = dir.snapshots + "/Cards/card.png"
        let format = SnapshotFormat.png(.exact)
        let old = try captured([255, 0, 0, 255, 0, 0, 255, 255])
        try format.write(old, reference)

        let same = format.compare(old, reference)
        #expect(same.matches)
        #expect(same.expectedSize == [2, 1] && same.actualSize == [2, 1])

        let new = try captured([255, 0, 0, 255, 0, 255, 0, 255], frames: "UIView (0, 0, 1, 1)\n")
        let changed = format.compare(new, reference)
        #expect(
            changed.details == [
                "  reference: 2x1 px, actual: 2x1 px",
                "  1 of 2 pixels differ (50.00%)",
                "  changed regions (x, y, width x height, in pixels): (1, 0, 1x1)",
            ])
        #expect(changed.differingPixels == 1)
        #expect(changed.regions == [[1, 0, 1, 1]])
        #expect(changed.frameChanges.map(\.description) == ["UIView: (0, 0, 1, 0.5) -> (0, 0, 1, 1)"])
        let diff = try #require(changed.diffImage)
        let expected = try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(
            changed.comparisonImage
                == ImageComparison.threePane(expected: expected, diff: diff, actual: try #require(new.image)))
        // Comparing writes nothing: the failure artifacts are the verify handler's job.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.snapshots + "/Cards") == ["card.png"])
        #expect(!FileManager.default.fileExists(atPath: dir.artifacts))
    }

    /// A write that fails names the file once, with Raster's reason.
    @Test func aFailedWriteNamesTheFileOnce() throws {
        let dir = TempDir()
        let path = dir.sub("card.png")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(
            throws: SnapshotError.unwritable(
                path: path, reason: "it is a directory, not a regular file (only regular files are written, atomically)"
            )
        ) {
            try SnapshotFormat.png(.exact).write(try captured([0, 0, 0, 255, 0, 0, 0, 255]), path)
        }
    }

    @Test func theFramesFormatComparesTextAndListsTheViewsThatMoved() throws {
        let dir = TempDir()
        let reference = dir.sub("card.txt")
        try SnapshotFormat.framesText.write(try captured([0, 0, 0, 0, 0, 0, 0, 0]), reference)
        #expect(try String(contentsOfFile: reference, encoding: .utf8) == "UIView (0, 0, 1, 0.5)\n")
        let moved = SnapshotFormat.framesText.compare(
            try captured([0, 0, 0, 0, 0, 0, 0, 0], frames: "UIView (0, 0, 2, 0.5)\n"), reference)
        #expect(moved.details == ["  The .frames text differs from the reference."])
        #expect(moved.frameChanges.map(\.description) == ["UIView: (0, 0, 1, 0.5) -> (0, 0, 2, 0.5)"])
        #expect(moved.expectedSize == nil && moved.diffImage == nil)
    }

    /// A format is a value: one of the test's own (the `.frames` text upper-cased) goes through
    /// the same verify handler, which writes the actual file with it and explains the failure.
    @Test func aFormatOfOneOwnRunsThroughTheVerifyHandler() throws {
        let dir = TempDir()
        let shouting = SnapshotFormat(
            pathExtension: "txt",
            write: { captured, path throws(SnapshotError) in
                try SnapshotFormat.framesText.write(
                    CapturedSnapshot(image: nil, frames: captured.frames.uppercased(), lintProblems: []), path)
            },
            compare: { captured, reference in
                let old = (try? String(contentsOfFile: reference, encoding: .utf8)) ?? ""
                return old == captured.frames.uppercased()
                    ? SnapshotComparison() : SnapshotComparison(details: ["  louder"])
            })
        let configuration = dir.configuration(.never)
        let plan = SnapshotPlan(
            identity: identity, variant: "w1.ltr@2x", pathExtension: "txt", configuration: configuration)
        try shouting.write(
            CapturedSnapshot(image: nil, frames: "uiview (0, 0, 1, 1)\n", lintProblems: []), plan.reference)
        let entry = ManifestEntry(
            name: plan.name, suite: "Cards", test: "card", variant: "w1.ltr@2x", status: .passed,
            reference: plan.reference, snapshotsDirectory: dir.snapshots, regions: [], frameChanges: [],
            lintProblems: [], message: "", filteredRun: false)
        let handler = VerifyHandler(format: shouting, configuration: configuration)

        var same = SnapshotReport(entry: entry)
        handler.handle(
            CapturedSnapshot(image: nil, frames: "UIView (0, 0, 1, 1)\n", lintProblems: []), plan: plan, into: &same)
        #expect(same.entry.status == .passed && same.lines.isEmpty)

        var moved = SnapshotReport(entry: entry)
        handler.handle(
            CapturedSnapshot(image: nil, frames: "UIView (0, 0, 2, 1)\n", lintProblems: []), plan: plan, into: &moved)
        #expect(moved.entry.status == .failed)
        #expect(
            moved.lines == [
                "Snapshot \"Cards/card.w1.ltr@2x\" does not match its reference.",
                "  louder",
                "  reference: file://\(plan.reference)",
                "  actual:    file://\(plan.actual)",
                "Frames that changed: none (the texts differ only in formatting)",
                "To accept the new snapshot: \(plan.acceptCommand)",
            ])
        #expect(try String(contentsOfFile: plan.actual, encoding: .utf8) == "UIVIEW (0, 0, 2, 1)\n")
        #expect(moved.attachments.map(\.name) == ["actual"])
    }
}
