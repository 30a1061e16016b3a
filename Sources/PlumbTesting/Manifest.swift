import Foundation

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
    public var frameChanges: [String]
    public var lintProblems: [String]
    /// The failure message (empty when passed).
    public var message: String
    /// Whether the test run was filtered (see `SnapshotConfiguration.filteredRun`).
    public var filteredRun: Bool

    /// The manifest file name for a reference path.
    static func fileName(reference: String) -> String {
        SnapshotNaming.hexHash(reference) + ".json"
    }
}

/// Reading and writing the manifest.
public enum Manifest {
    /// The folder with one JSON file per snapshot.
    public static func directory(artifacts: String) -> String {
        (artifacts as NSString).appendingPathComponent("manifest")
    }

    /// Writes one entry atomically.
    static func write(_ entry: ManifestEntry, artifacts: String) throws(SnapshotError) {
        let dir = directory(artifacts: artifacts)
        let path = (dir as NSString).appendingPathComponent(ManifestEntry.fileName(reference: entry.reference))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(entry)
            try FileSystem.writeAtomically(data, to: path)
        } catch let e as SnapshotError {
            throw e
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
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
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path, reason: "cannot read the file") }
            do { entries.append(try JSONDecoder().decode(ManifestEntry.self, from: data)) } catch {
                throw .unreadable(path: path, reason: "not a manifest entry (\(error))")
            }
        }
        return entries.sorted { $0.name < $1.name }
    }
}

/// Atomic file writes (temporary file in the same folder, then rename).
enum FileSystem {
    static func writeAtomically(_ data: Data, to path: String) throws(SnapshotError) {
        let parent = (path as NSString).deletingLastPathComponent
        let dir = parent.isEmpty ? "." : parent  // a bare file name: the current folder
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot create \(dir): \(error.localizedDescription)")
        }
        let tmp = (dir as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: tmp, contents: data) else {
            throw .unwritable(path: path, reason: "cannot create a temporary file in \(dir)")
        }
        if rename(tmp, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw .unwritable(path: path, reason: reason)
        }
    }

    static func createDirectory(_ dir: String) throws(SnapshotError) {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: dir, reason: error.localizedDescription)
        }
    }

    /// Copies `source` over `destination` atomically.
    static func copyAtomically(_ source: String, to destination: String) throws(SnapshotError) {
        guard let data = FileManager.default.contents(atPath: source) else { throw .unreadable(path: source, reason: "cannot read the file") }
        try writeAtomically(data, to: destination)
    }
}
