import Foundation

/// The settings one assertion runs with, resolved from its parameters and an environment.
///
/// The resolver takes the environment as a dictionary so tests can check every rule without
/// touching the process environment (which is shared by tests running in parallel).
///
/// Precedence for the record mode: the `record:` parameter, then the innermost
/// `withSnapshotSettings` scope, then `SNAPSHOT_TESTING_RECORD`, then `never` when `CI` is set
/// (to anything but empty, `0` or `false`), then `missing`. Folders: the parameter, then the
/// scope, then `PLUMB_SNAPSHOTS_DIR` / `SNAPSHOT_ARTIFACTS`, then `<package>/Snapshots` and
/// `<package>/.build/plumb-artifacts`. References of the shared folders (`PLUMB_SNAPSHOTS_DIR`,
/// `<package>/Snapshots`) go in a folder per test target (`Snapshots/<Target>/<Suite>/`), so two
/// targets with a suite and test of the same name keep their own; a folder given by the parameter
/// or a scope is used as it is.
///
/// ```swift
/// let c = try SnapshotConfiguration.resolve(record: nil, environment: ["CI": "true"], filePath: #filePath)
/// c.record   // .never
/// ```
public struct SnapshotConfiguration: Sendable, Equatable {
    /// The record mode.
    public var record: RecordMode
    /// Where `record` came from.
    public var recordSource: RecordModeSource
    /// The folder holding `<Suite>/<file>` references (`<package>/Snapshots`).
    public var snapshotsDirectory: String
    /// The folder failure artifacts and the manifest go to.
    public var artifactsDirectory: String
    /// The package root (the directory with `Package.swift`), if one was found.
    public var packageRoot: String?
    /// Whether this test run was filtered (not every test ran), recorded in the manifest so
    /// `plumb prune` can refuse to delete references a filtered run did not touch.
    public var filteredRun: Bool
    /// The shard this process runs (`PLUMB_SHARD=I/N`), recorded in the manifest so `plumb prune`
    /// over the shards' artifact folders can check that all N ran. A shard's `--filter` does not
    /// make its run a filtered one.
    public var shard: Shard? = nil
    /// The test target (module) of the assertion when its references are in the shared folder's
    /// `<Snapshots>/<Target>/` (nil for a folder the assertion or a scope gives): its failure
    /// artifacts then go to `<artifacts>/<Target>/`.
    public var target: String? = nil
    /// Where this target's references were before they included the target (`<package>/Snapshots`,
    /// holding `<Suite>/<file>`), looked at when a reference is missing so that it can be moved.
    public var legacySnapshotsDirectory: String? = nil

    /// Resolves the configuration.
    ///
    /// - Parameters:
    ///   - record: The assertion's `record:` argument.
    ///   - snapshotDirectory: The assertion's `snapshotDirectory:` argument (overrides
    ///     `PLUMB_SNAPSHOTS_DIR` and the package's `Snapshots/`).
    ///   - environment: The environment (`ProcessInfo.processInfo.environment` in assertions).
    ///   - arguments: The process arguments: a `--filter`/`--skip` argument (Swift Testing) or a
    ///     test list after an `.xctest` bundle (XCTest) marks a filtered run; `PLUMB_FILTERED_RUN`
    ///     (`1` or `0`) overrides what the arguments say.
    ///   - filePath: The test file's `#filePath`; the package root is found by walking up from it.
    ///   - fileID: The test file's `#fileID` (`Module/File.swift`): its module is the test target.
    ///   - settings: The enclosing `withSnapshotSettings` scopes (``SnapshotSettings/current``).
    /// - Throws: `SnapshotError.invalidRecordMode` for an unknown `SNAPSHOT_TESTING_RECORD` value.
    public static func resolve(
        record: RecordMode?, snapshotDirectory: String? = nil,
        environment: [String: String], arguments: [String] = [],
        filePath: String, fileID: String? = nil, settings: SnapshotSettings = .current
    ) throws(SnapshotError) -> SnapshotConfiguration {
        let mode: RecordMode
        let source: RecordModeSource
        if let record {
            (mode, source) = (record, .parameter)
        } else if let record = settings.record {
            (mode, source) = (record, .scope)
        } else if let raw = environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty {
            guard let m = RecordMode(rawValue: raw.lowercased()) else { throw .invalidRecordMode(raw) }
            (mode, source) = (m, .environment)
        } else if let ci = environment["CI"], !["", "0", "false", "no"].contains(ci.lowercased()) {
            (mode, source) = (.never, .ciDefault)
        } else {
            (mode, source) = (.missing, .defaultValue)
        }
        let root = packageRoot(startingAt: filePath)
        let base = root ?? (filePath as NSString).deletingLastPathComponent
        let target = fileID.flatMap(testTarget(fileID:))
        let shared =
            environment["PLUMB_SNAPSHOTS_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (base as NSString).appendingPathComponent("Snapshots")
        let chosen = snapshotDirectory ?? settings.snapshotDirectory
        let snapshots = chosen ?? target.map { (shared as NSString).appendingPathComponent($0) } ?? shared
        let artifacts =
            settings.artifactsDirectory ?? environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (base as NSString).appendingPathComponent(".build/plumb-artifacts")
        let shard = try environment["PLUMB_SHARD"].flatMap { $0.isEmpty ? nil : $0 }.map { raw throws(SnapshotError) in
            try Shard(parsing: raw)
        }
        let filteredEnv = environment["PLUMB_FILTERED_RUN"].map { !["", "0", "false", "no"].contains($0.lowercased()) }
        // Swift Testing gets `--filter`/`--skip`; an XCTest bundle gets the selected tests as
        // positional arguments (`swift test --filter` and each `--parallel` worker).
        let filteredArgs =
            arguments.contains {
                $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
            }
            || (arguments.count > 1 && arguments[0].hasSuffix(".xctest") && !arguments[1].hasPrefix("-"))
        return SnapshotConfiguration(
            record: mode, recordSource: source,
            snapshotsDirectory: absolute(snapshots), artifactsDirectory: absolute(artifacts),
            packageRoot: root, filteredRun: filteredEnv ?? (shard == nil && filteredArgs), shard: shard,
            target: chosen == nil ? target : nil,
            legacySnapshotsDirectory: chosen == nil && target != nil ? absolute(shared) : nil)
    }

    /// The test target of a `#fileID` (`PlumbTestingTests/CardSnapshotTests.swift` →
    /// `PlumbTestingTests`), sanitized as a file name; nil without a module or when it is not one
    /// plain folder name.
    public static func testTarget(fileID: String) -> String? {
        let parts = fileID.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts[0].isEmpty else { return nil }
        let name = SnapshotNaming.sanitize(String(parts[0]))
        return SnapshotNaming.isSafeComponent(name) ? name : nil
    }

    /// The nearest directory at or above `filePath` holding a `Package.swift`.
    public static func packageRoot(startingAt filePath: String) -> String? {
        var dir = (filePath as NSString).deletingLastPathComponent
        while !dir.isEmpty {
            if FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("Package.swift")) {
                return dir
            }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir { break }
            dir = parent
        }
        return nil
    }

    static func absolute(_ path: String) -> String {
        let p =
            path.hasPrefix("/")
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (p as NSString).standardizingPath
    }
}
