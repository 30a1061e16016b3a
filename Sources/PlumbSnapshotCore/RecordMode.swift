import Foundation

/// When a snapshot assertion writes its reference file. The names and the environment
/// variable (`SNAPSHOT_TESTING_RECORD`) are swift-snapshot-testing's.
///
/// Every mode that writes still fails the test, so a recorded reference is never mistaken for a
/// verified one.
///
/// ```shell
/// SNAPSHOT_TESTING_RECORD=failed swift test     # re-record the snapshots that fail
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record every snapshot, whether or not it matches.
    case all
    /// Record snapshots that have no reference yet (the default outside CI).
    case missing
    /// Record missing snapshots and re-record those that do not match.
    case failed
    /// Never write references (the default when `CI` is set): a missing reference fails.
    case never
}

/// Where a record mode came from, for messages.
public enum RecordModeSource: String, Sendable {
    case parameter, scope = "withSnapshotSettings scope", environment, ciDefault = "CI default", defaultValue =
        "default"
}
