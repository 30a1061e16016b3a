import Foundation

/// Settings for the snapshot assertions run inside a scope: a record mode, a snapshots folder
/// and an artifacts folder. Unset fields leave the usual rules in place.
///
/// Precedence, for each field: the assertion's own argument (`record:`, `snapshotDirectory:`),
/// then the innermost ``withSnapshotSettings(record:snapshotDirectory:artifactsDirectory:operation:)``
/// scope that sets it, then the environment (`SNAPSHOT_TESTING_RECORD`, `PLUMB_SNAPSHOTS_DIR`,
/// `SNAPSHOT_ARTIFACTS`), then the defaults. The scope is a task-local value, so tests running
/// in parallel each see their own.
public struct SnapshotSettings: Sendable, Equatable {
    /// The record mode for assertions without a `record:` argument.
    public var record: RecordMode?
    /// The folder holding `<Suite>/` reference folders.
    public var snapshotDirectory: String?
    /// The folder failure artifacts and the manifest go to.
    public var artifactsDirectory: String?

    public init(record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The settings of the innermost enclosing scopes (all nil outside any scope).
    @TaskLocal public static var current = SnapshotSettings()

    /// These settings with `inner`'s non-nil fields laid over them.
    func overlaid(by inner: SnapshotSettings) -> SnapshotSettings {
        SnapshotSettings(
            record: inner.record ?? record, snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
            artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory)
    }
}

/// Runs `operation` with snapshot settings for every assertion inside it (nested scopes
/// override the fields they set).
///
/// ```swift
/// @Test func onboarding() {
///     withSnapshotSettings(record: .failed) {
///         assertSnapshot(of: OnboardingViewController(), as: .image(on: .iPhoneSE))
///     }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode for assertions without a `record:` argument.
///   - snapshotDirectory: The folder holding `<Suite>/` reference folders.
///   - artifactsDirectory: The folder for failure artifacts and the manifest.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotSettings<R>(
    record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
    operation: () throws -> R
) rethrows -> R {
    let settings = SnapshotSettings.current.overlaid(
        by: SnapshotSettings(
            record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory))
    return try SnapshotSettings.$current.withValue(settings, operation: operation)
}

/// The asynchronous form of ``withSnapshotSettings(record:snapshotDirectory:artifactsDirectory:operation:)``.
public func withSnapshotSettings<R>(
    record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let settings = SnapshotSettings.current.overlaid(
        by: SnapshotSettings(
            record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory))
    return try await SnapshotSettings.$current.withValue(settings, operation: operation)
}
