import Foundation
import Testing
@testable import PlumbSnapshotCore

/// Manifest entries, reports and accepted references are written through one atomic write:
/// a temporary file beside the destination, which then takes its place (exchanged with an
/// existing file and the old one removed, or renamed).
@Suite struct AtomicWrites {
    @Test func aWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let dir = TempDir()
        let path = dir.sub("out.json")
        try FileSystem.writeAtomically(Data("first".utf8), to: path)
        try FileSystem.writeAtomically(Data("second".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.json"])
    }

    /// Both ways of replacing (a rename for references, an exchange for a run's own records).
    @Test(arguments: [false, true])
    func aReplacedFileIsANewFileAndTheOldOneIsGone(regenerable: Bool) throws {
        // Readers holding the old file (here a hard link to it) keep its bytes: nothing is
        // written into it, the path is switched to the new file and the old name removed.
        let dir = TempDir()
        let path = dir.sub("entry.json")
        try FileSystem.writeAtomically(Data("first".utf8), to: path, regenerable: regenerable)
        #expect(link(path, dir.sub("held")) == 0)
        try FileSystem.writeAtomically(Data("second".utf8), to: path, regenerable: regenerable)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try String(contentsOfFile: dir.sub("held"), encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["entry.json", "held"])
    }

    @Test func aTemporaryFileThatCannotBeCreatedIsReportedWithTheReason() throws {
        // A 240-byte name is allowed, but its temporary sibling (".NAME.tmp-PID-UUID") is longer
        // than the 255 bytes a Linux file name may have: open(2) fails with ENAMETOOLONG.
        let dir = TempDir()
        let path = dir.sub(String(repeating: "n", count: 240))
        #expect(
            throws: SnapshotError.unwritable(
                path: path, reason: "cannot create a temporary file in \(dir.path): File name too long")
        ) {
            try FileSystem.writeAtomically(Data("x".utf8), to: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
    }
}
