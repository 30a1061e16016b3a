import Foundation

/// An error from the snapshot machinery, naming the offending value or file.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` holds something other than all, missing, failed or never.
    case invalidRecordMode(String)
    /// `PLUMB_SHARD` or a `plumb shard` argument is not `I/N` with 1 ≤ I ≤ N ≤ 256.
    case invalidShard(String)
    /// A file could not be read or decoded.
    case unreadable(path: String, reason: String)
    /// A file could not be written.
    case unwritable(path: String, reason: String)
    /// The view could not be rendered (zero or huge size).
    case renderFailed(reason: String)

    public var description: String {
        switch self {
        case .invalidShard(let v):
            return "invalid shard \"\(v)\": expected I/N with 1 <= I <= N <= \(Shard.maximumCount), for example 2/3"
        case .invalidRecordMode(let v):
            return "SNAPSHOT_TESTING_RECORD=\(v) is not a record mode (use all, missing, failed or never)"
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .unwritable(path, reason): return "cannot write \(path): \(reason)"
        case .renderFailed(let reason): return "cannot render the view: \(reason)"
        }
    }
}
