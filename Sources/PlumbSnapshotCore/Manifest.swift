import Foundation
import Raster

/// One snapshot an assertion touched, as written to `<artifacts>/manifest/<id>.json`.
///
/// Every assertion writes its own file (named by a hash of the reference path), atomically, so
/// tests running in parallel, in one process or many, never write the same file at once; the
/// `plumb` tool merges them (`Manifest.load`).
public struct ManifestEntry: Codable, Sendable, Equatable {
    /// What happened.
    public enum Status: String, Codable, Sendable {
        /// Matched the reference.
        case passed
        /// Did not match (pixels, size, frames or lint).
        case failed
        /// No reference existed (recorded or not, per the record mode).
        case missing
        /// Written by record mode `all` or `failed`.
        case recorded
    }

    /// `<Suite>/<file name without extension>`: what `plumb accept --only` matches.
    public var name: String
    public var suite: String
    public var test: String
    public var variant: String
    public var status: Status
    /// The reference file (absolute).
    public var reference: String
    /// The snapshots folder the reference lives in (absolute), for `plumb prune`.
    public var snapshotsDirectory: String
    /// The new image or text in the artifacts folder (absent when it matched).
    public var actual: String?
    /// The diff image (images that did not match).
    public var diff: String?
    /// expected | diff | actual side by side.
    public var comparison: String?
    public var expectedSize: [Int]?
    public var actualSize: [Int]?
    public var differingPixels: Int?
    /// Changed regions as [x, y, width, height].
    public var regions: [[Int]]
    /// The views whose frames differ from the reference's frame tree (all of them; messages list
    /// the first 20).
    public var frameChanges: [FrameChange]
    /// What the snapshot's lint checks found.
    public var lintProblems: [LintFinding]
    /// The failure message (empty when passed).
    public var message: String
    /// Whether the test run was filtered (see `SnapshotConfiguration.filteredRun`).
    public var filteredRun: Bool
    /// Which `swift test` invocation wrote the entry (see `Manifest.currentRun`); nil in
    /// entries written before Plumb recorded it.
    public var run: String? = nil
    /// When the entry was written (seconds since 1970).
    public var written: Double? = nil
    /// The shard (`I/N`) whose run wrote the entry (``SnapshotConfiguration/shard``).
    public var shard: String? = nil
    /// The test's group as `swift test list` names it (`Module.Suite`), when the test framework
    /// says (Swift Testing); `plumb shard` balances shards by it.
    public var testGroup: String? = nil
    /// Seconds spent taking and checking the snapshot (layout, drawing, comparing).
    public var duration: Double? = nil
    /// For an assertion that failed because another one of the run owns its reference: that
    /// other assertion (``SnapshotIdentity/summary``). Its entry is kept beside the owner's.
    public var duplicateOf: String? = nil
    /// The tool that took the snapshot when it was not a Plumb assertion: `swift-snapshot-testing`
    /// for a failure PlumbSnapshotTesting's `.plumb` diff tool recorded. Only such failures reach
    /// the manifest, never the snapshots that passed, so `plumb prune` leaves those folders alone.
    public var origin: String? = nil
    /// What the view reported on `LayoutDiagnostics` while it was laid out and drawn (a missing
    /// image, an invalid constraint); nil when nothing was.
    public var warnings: [String]? = nil
    /// What an accessibility audit found (suppressed issues included), nil without an audit.
    public var auditIssues: [AccessibilityAuditIssue]? = nil
    /// The audited screen (a PNG in the artifacts folder) the report draws the issues over.
    public var auditImage: String? = nil
    /// Pixels per point of ``auditImage``.
    public var auditScale: Double? = nil
    /// For a layout sweep (``LayoutSweep``): its breakpoints, one line each, roomiest first.
    public var breakpoints: [String]? = nil
    /// For a layout sweep: the strip image (each breakpoint's two sides) in the artifacts folder.
    public var strip: String? = nil

    /// The manifest file name for a reference path.
    static func fileName(reference: String) -> String {
        SnapshotNaming.hexHash(reference) + ".json"
    }
}

/// Reading and writing the manifest.
package enum Manifest {
    /// The folder with one JSON file per snapshot.
    public static func directory(artifacts: String) -> String {
        (artifacts as NSString).appendingPathComponent("manifest")
    }

    /// An identifier of the test run this process belongs to: the boot, the parent process and
    /// its start time. `swift test` starts the XCTest and Swift Testing passes (and every
    /// `--parallel` worker) as its own children, so all the entries of one `swift test` share it,
    /// and the next `swift test` gets a new one.
    public static let currentRun: String = {
        let boot =
            (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "noboot"
        let parent = getppid()
        // Field 22 of /proc/PID/stat is the start time in clock ticks since boot; the command
        // name (field 2) may hold spaces, so count fields after its closing parenthesis.
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "\(boot)-\(parent)-\(fields[19])" }
        }
        return "\(boot)-\(parent)-\(getpid())"
    }()

    /// The manifest file name of an entry: a hash of its reference (and, for a duplicate, of its message).
    static func file(of entry: ManifestEntry) -> String {
        ManifestEntry.fileName(
            reference: entry.duplicateOf.map { _ in entry.reference + "\u{1F}" + entry.message } ?? entry.reference)
    }

    /// Writes one entry atomically, stamping it with the run and time if it has none.
    static func write(_ entry: ManifestEntry, artifacts: String) throws(SnapshotError) {
        var entry = entry
        if entry.run == nil { entry.run = currentRun }
        if entry.written == nil { entry.written = Date().timeIntervalSince1970 }
        let dir = directory(artifacts: artifacts)
        let path = (dir as NSString).appendingPathComponent(file(of: entry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(entry)
            // The run's own record, written again by every run: the fast replacement.
            try FileSystem.writeAtomically(data, to: path, regenerable: true)
        } catch let e as SnapshotError {
            throw e
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
    }

    /// The entries of the newest test run (the run of the most recently written entry) and how
    /// many entries of earlier runs were left out.
    public static func newestRun(of entries: [ManifestEntry]) -> (entries: [ManifestEntry], earlier: Int) {
        guard let latest = entries.max(by: { ($0.written ?? 0) < ($1.written ?? 0) }) else { return ([], 0) }
        let current = entries.filter { $0.run == latest.run }
        return (current, entries.count - current.count)
    }

    /// Says so when another test run wrote to the folder while the newest one ran (two `swift test`
    /// at once on one artifacts folder): entries of another run written after the newest run's
    /// first entry. Their failure artifacts may then be either run's, so accept and prune refuse.
    /// Nil when the runs did not overlap.
    package static func interleaving(_ entries: [ManifestEntry], folder: String) -> String? {
        guard let latest = entries.max(by: { ($0.written ?? 0) < ($1.written ?? 0) }),
            let start = entries.filter({ $0.run == latest.run }).compactMap(\.written).min()
        else { return nil }
        let overlapping = entries.filter { $0.run != latest.run && ($0.written ?? 0) > start }.sorted {
            $0.name < $1.name
        }
        guard let example = overlapping.first else { return nil }
        let n = overlapping.count
        return "two test runs wrote to \(folder) at the same time: \(n) entr\(n == 1 ? "y" : "ies") of another run "
            + "(for example \(example.name)) \(n == 1 ? "was" : "were") written after the newest run began, so the "
            + "failure images there may belong to either run; run the tests again on their own"
    }

    /// Every entry under `<artifacts>/manifest`, sorted by name.
    ///
    /// - Throws: `SnapshotError.unreadable` naming the folder or the file that is not a manifest entry.
    public static func load(artifacts: String) throws(SnapshotError) -> [ManifestEntry] {
        let dir = directory(artifacts: artifacts)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifacts, isDirectory: &isDir), isDir.boolValue else {
            throw .unreadable(path: artifacts, reason: "no such artifacts folder")
        }
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw .unreadable(path: dir, reason: "no manifest folder (run the snapshot tests first)")
        }
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw .unreadable(path: dir, reason: "\(error.localizedDescription)")
        }
        var entries: [ManifestEntry] = []
        for f in files.sorted() where f.hasSuffix(".json") && !f.hasPrefix(".") {
            let path = (dir as NSString).appendingPathComponent(f)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .unreadable(path: path, reason: "cannot read the file")
            }
            do { entries.append(try JSONDecoder().decode(ManifestEntry.self, from: data)) } catch {
                throw .unreadable(path: path, reason: "not a manifest entry (\(error))")
            }
        }
        return entries.sorted { $0.name < $1.name }
    }
}

/// Atomic file writes (temporary file in the same folder, then rename).
enum FileSystem {
    /// Writes `data` to `path` through a temporary file. `regenerable` files (a run's manifest
    /// entries and reports) replace the old file by exchange, faster but without ext4's
    /// flush-before-rename protection against power loss (see `AtomicFile.moveOver`);
    /// references are always renamed into place.
    static func writeAtomically(_ data: Data, to path: String, regenerable: Bool = false) throws(SnapshotError) {
        let parent = (path as NSString).deletingLastPathComponent
        let dir = parent.isEmpty ? "." : parent  // a bare file name: the current folder
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot create \(dir): \(error.localizedDescription)")
        }
        let tmp = (dir as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UUID().uuidString)")
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw .unwritable(
                path: path, reason: "cannot create a temporary file in \(dir): \(String(cString: strerror(errno)))")
        }
        var failure = writeAll(data, to: fd)
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(tmp)
            throw .unwritable(
                path: path, reason: "cannot write a temporary file in \(dir): \(String(cString: strerror(failure)))")
        }
        let e = AtomicFile.moveOver(tmp, path, exchanging: regenerable)
        if e != 0 {
            let reason = String(cString: strerror(e))
            unlink(tmp)
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Writes all of `data` to `fd` (retrying interrupted writes); 0, or the `errno` of the
    /// failed write.
    private static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }

    /// Creates `path` (which must not exist) holding `data`; false when it cannot (the file is
    /// then removed again). No `fsync`: for files that need to be complete, not durable.
    static func writeNewFile(_ data: Data, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        var ok = writeAll(data, to: fd) == 0
        if close(fd) != 0 { ok = false }
        if !ok { unlink(path) }
        return ok
    }

    static func createDirectory(_ dir: String) throws(SnapshotError) {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: dir, reason: error.localizedDescription)
        }
    }

    /// Copies `source` over `destination` atomically.
    static func copyAtomically(_ source: String, to destination: String) throws(SnapshotError) {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw .unreadable(path: source, reason: "cannot read the file")
        }
        try writeAtomically(data, to: destination)
    }
}
