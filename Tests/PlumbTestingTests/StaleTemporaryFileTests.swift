import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Temporary files that a run killed with `kill -9` left behind are cleaned on the next run and
/// listed by `plumb prune`; files of processes still running are never touched.
@MainActor @Suite struct StaleTemporaryFileCleaning {
    /// A pid no process can have: Linux pids are below `pid_max`.
    var deadPID: Int32 {
        let max =
            (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        return max
    }

    func write(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: URL(fileURLWithPath: path))
    }

    func touch(_ dir: TempDir, _ function: String, filtered: Bool = false) -> SnapshotOutcome {
        verify(
            .view(block(20, 10)), as: .image(width: 20),
            identity: SnapshotIdentity(fileID: "M/Killed.swift", function: function),
            configuration: dir.configuration(.missing, filtered: filtered))
    }

    @Test func writerPIDsAreReadFromTemporaryFileNames() {
        #expect(StaleTemporaryFiles.writer(of: ".card.w20.ltr@2x.png.tmp-4242-0") == 4242)
        #expect(StaleTemporaryFiles.writer(of: ".claim.tmp-17-0C1D2E3F") == 17)
        #expect(StaleTemporaryFiles.writer(of: "card.png.tmp-4242-0") == nil)  // not hidden
        #expect(StaleTemporaryFiles.writer(of: ".card.tmp-x-0") == nil)
        #expect(StaleTemporaryFiles.writer(of: ".card.tmp-12") == nil)
    }

    @Test func theNextRunRemovesFilesOfKilledProcessesOnly() throws {
        let dir = TempDir()
        let dead = deadPID, mine = getpid()
        let stale = [
            dir.snapshots + "/Killed/.card.w20.ltr@2x.png.tmp-\(dead)-0",
            dir.artifacts + "/Killed/.card.w20.ltr@2x.png.tmp-\(dead)-1",
            dir.artifacts + "/manifest/.0123456789abcdef.json.tmp-\(dead)-ABC",
            // A claim a killed worker of this run was writing.
            SnapshotClaims.directory(artifacts: dir.artifacts) + "/.claim.tmp-\(dead)-0C1D2E3F",
        ]
        let kept = [
            dir.snapshots + "/Killed/.other.png.tmp-\(mine)-0",  // this process, still writing
            dir.snapshots + "/Killed/.notes",  // not a temporary file
            dir.snapshots + "/Other/.x.png.tmp-\(dead)-0",
        ]  // a folder this snapshot does not write to
        for p in stale + kept { try write(p) }
        _ = touch(dir, "card()")
        #expect(stale.filter(fileExists).isEmpty)
        #expect(kept.filter(fileExists) == kept)
    }

    @Test func theCommandsCleanTheFoldersTheyWriteTo() throws {
        let dir = TempDir()
        let dead = deadPID, mine = getpid()
        let doc = dir.sub("render/card.json")
        try write(doc)
        try Data(#"{"width": 20, "height": 10, "root": {}}"#.utf8).write(to: URL(fileURLWithPath: doc))
        let stale = [dir.sub("render/.card.png.tmp-\(dead)-0"), dir.sub("diff/.d.png.tmp-\(dead)-0")]
        let kept = [dir.sub("render/.other.png.tmp-\(mine)-0")]
        for p in stale + kept { try write(p) }
        #expect(PlumbTool.render(doc).status == 0)
        #expect(
            PlumbTool.diff(dir.sub("render/card.png"), dir.sub("render/card.png"), out: dir.sub("diff/d.png")).status
                == 0)
        #expect(stale.filter(fileExists).isEmpty)
        #expect(kept.filter(fileExists) == kept)
        #expect(fileExists(dir.sub("render/card.png")) && fileExists(dir.sub("diff/d.png")))
    }

    @Test func pruneListsAndDeletesThem() throws {
        let dir = TempDir()
        _ = touch(dir, "card()")
        let dead = deadPID
        let ref = dir.snapshots + "/Killed/.gone.w20.ltr@2x.png.tmp-\(dead)-0"
        let art = dir.artifacts + "/Killed/.gone.w20.ltr@2x.png.tmp-\(dead)-3"
        for p in [ref, art] { try write(p) }
        let note = "(a temporary file of process \(dead), which was stopped before it finished)"
        let dry = PlumbTool.prune(artifacts: dir.artifacts, dryRun: true)
        #expect(
            dry
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        would delete \(ref) \(note)
                        would delete \(art) \(note)
                        dry run: would delete 0 unused references (0 bytes); 1 in use
                        """))
        #expect(fileExists(ref) && fileExists(art))
        let real = PlumbTool.prune(artifacts: dir.artifacts)
        #expect(
            real
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        deleted \(ref) \(note)
                        deleted \(art) \(note)
                        deleted 0 unused references (0 bytes); 1 in use
                        """))
        #expect(!fileExists(ref) && !fileExists(art))
    }
}
