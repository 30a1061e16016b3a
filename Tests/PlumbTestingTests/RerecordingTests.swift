import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Recording again what is already recorded leaves the reference alone: same bytes, same
/// modification time, so `git status` shows nothing after a re-record with no change.
@MainActor @Suite struct Rerecording {
    func record(_ dir: TempDir, _ view: UIView, as strategy: Snapshotting = .image(width: 20)) -> SnapshotOutcome {
        verify(
            .view(view), as: strategy,
            identity: SnapshotIdentity(fileID: "M/Rerecord.swift", function: "card()"),
            configuration: dir.configuration(.all))
    }

    func state(_ path: String) throws -> (bytes: Data, modified: timespec, inode: ino_t) {
        var st = stat()
        #expect(stat(path, &st) == 0)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), st.st_mtim, st.st_ino)
    }

    @Test func recordingTheSamePixelsTwiceLeavesTheReferenceUntouched() throws {
        let dir = TempDir()
        _ = record(dir, block(20, 10))
        let path = dir.snapshots + "/Rerecord/card.w20.ltr@2x.png"
        let before = try state(path)
        // A modification time a second run could not give by chance: the file is rewritten only
        // if this changes.
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        _ = record(dir, block(20, 10))
        let after = try state(path)
        #expect(after.bytes == before.bytes)
        #expect(after.modified.tv_sec == 1_000_000_000 && after.modified.tv_nsec == 0)
        #expect(after.inode == before.inode)  // not replaced by a rename either
    }

    @Test func changedPixelsAreStillRecorded() throws {
        let dir = TempDir()
        _ = record(dir, block(20, 10))
        let path = dir.snapshots + "/Rerecord/card.w20.ltr@2x.png"
        let before = try state(path)
        let blue = try PNGDecoder().decode(contentsOf: path).image
        _ = record(dir, block(20, 10, .systemRed))
        let after = try state(path)
        #expect(after.bytes != before.bytes)
        #expect(try PNGDecoder().decode(contentsOf: path).image != blue)
    }

    @Test func aReferenceEncodedDifferentlyWithTheSamePixelsAndMetadataIsKept() throws {
        let dir = TempDir()
        _ = record(dir, block(20, 10))
        let path = dir.snapshots + "/Rerecord/card.w20.ltr@2x.png"
        // The same pixels and tEXt entries, other zlib settings (what another encoder version
        // could write): still the same reference.
        let decoded = try PNGDecoder().decode(contentsOf: path)
        var metadata = decoded.metadata
        metadata[PNGSeal.pixelsKey] = nil
        metadata[PNGSeal.dataKey] = nil
        try PNGEncoder(compressionLevel: 0).writeSealed(decoded.image, to: path, metadata: metadata)
        let stored = try state(path)
        _ = record(dir, block(20, 10))
        #expect(try state(path).bytes == stored.bytes)
    }

    @Test func theFramesTextIsNotRewrittenWhenUnchanged() throws {
        let dir = TempDir()
        _ = record(dir, block(20, 10), as: .frames(width: 20))
        let path = dir.snapshots + "/Rerecord/card.w20.ltr@2x.txt"
        let before = try state(path)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        _ = record(dir, block(20, 10), as: .frames(width: 20))
        let after = try state(path)
        #expect(after.bytes == before.bytes && after.modified.tv_sec == 1_000_000_000)
    }
}
