import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore

/// The files a snapshot attaches carry the bytes written to them, so an assertion attaches them
/// without reading the files back: each attachment's bytes are exactly its file's.
@MainActor @Suite struct SnapshotAttachments {
    func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    @Test func aFailedImageAttachesTheBytesOfItsDiffComparisonAndActual() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Attach.swift", function: "block()")
        let recorded = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.missing))
        #expect(recorded.attachments.map(\.name) == ["recorded"])
        #expect(recorded.attachments.map(\.bytes) == [try #require(contents(recorded.entry.reference))])

        let failed = verify(
            .view(block(20, 10, .systemRed)), as: .image(width: 20), identity: identity,
            configuration: dir.configuration(.never))
        #expect(failed.attachments.map(\.name) == ["diff", "comparison", "actual"])
        for attachment in failed.attachments {
            #expect(attachment.bytes == contents(attachment.path), "\(attachment.name)")
        }
    }

    @Test func aFailedFramesTextAttachesTheTextWritten() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Attach.swift", function: "frames()")
        _ = verify(
            .view(block(20, 10)), as: .frames(width: 20), identity: identity, configuration: dir.configuration(.missing)
        )
        let failed = verify(
            .view(block(20, 14)), as: .frames(width: 20), identity: identity, configuration: dir.configuration(.never))
        let actual = try #require(failed.attachments.first)
        #expect(failed.attachments.count == 1 && actual.name == "actual")
        #expect(actual.path == dir.artifacts + "/Attach/frames.w20.ltr@2x.txt")
        #expect(actual.bytes == contents(actual.path))
        let captured = try SnapshotRenderer.capture(.view(block(20, 14)), as: .frames(width: 20))
        #expect(actual.bytes == Array(captured.frames.utf8))
    }

    /// Recording over a reference that already holds the same snapshot leaves the file alone and
    /// still attaches its bytes.
    @Test func reRecordingAnUnchangedReferenceAttachesItsBytes() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Attach.swift", function: "again()")
        let first = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.all))
        let again = verify(
            .view(block(20, 10)), as: .image(width: 20), identity: identity, configuration: dir.configuration(.all))
        #expect(again.attachments.map(\.name) == ["recorded"])
        #expect(again.attachments.map(\.bytes) == first.attachments.map(\.bytes))
        #expect(again.attachments.first?.bytes == contents(again.entry.reference))
    }

    @Test func anAuditAttachesTheImageItWrote() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Audit.swift", function: "small()")
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        button.setTitle("x", for: .normal)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.addSubview(button)
        let (outcomes, _) = try AccessibilityAudit.verify(
            .view(view), on: [.image(width: 100, height: 60)], for: .all, suppressing: [], identity: identity,
            configuration: dir.configuration(.never))
        let image = try #require(outcomes.first?.image)
        #expect(image.name == "audit")
        #expect(image.path == dir.artifacts + "/Audit/small.100x60.ltr@2x.audit.png")
        #expect(image.bytes == contents(image.path))
    }
}
