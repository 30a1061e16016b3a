import Foundation
import PlumbUI

/// A survey of what the accessibility audit finds on every image snapshot a test run takes,
/// without making any snapshot fail: with `PLUMB_AUDIT_SURVEY` naming a file, each image
/// snapshot is also audited (every type, with the suppressions its strategy carries) and one JSON
/// line is appended to that file per snapshot, issues suppressed or not.
///
/// `scripts/audit-survey` runs the tests this way and tabulates the findings by kind.
///
/// ```shell
/// PLUMB_AUDIT_SURVEY=/tmp/survey.jsonl swift test --skip-build --filter CardSnapshotTests
/// ```
@MainActor
enum AuditSurvey {
    /// The environment variable naming the file the survey appends to.
    nonisolated static let variable = "PLUMB_AUDIT_SURVEY"

    /// One snapshot's line: where its reference lives, its name and variant, and what the audit found.
    struct Line: Codable {
        var name: String
        var variant: String
        var snapshotsDirectory: String
        /// True when the strategy audits on its own (`.audit`), so the issues fail the snapshot.
        var audited: Bool
        var issues: [AccessibilityAuditIssue]
        /// Set when the audit could not run (the reason).
        var error: String?
    }

    /// Audits an image snapshot and appends its line, when the survey is on.
    static func record(
        _ subject: SnapshotSubject, as strategy: Snapshotting, captured: CapturedSnapshot, identity: SnapshotIdentity,
        configuration: SnapshotConfiguration
    ) {
        guard let file = ProcessInfo.processInfo.environment[variable], !file.isEmpty,
            case .image = strategy.format, strategy.filmstripFrames == nil
        else { return }
        let plan = SnapshotPlan(
            identity: identity, variant: strategy.variantName, pathExtension: strategy.pathExtension,
            configuration: configuration)
        var line = Line(
            name: plan.name, variant: strategy.variantName, snapshotsDirectory: configuration.snapshotsDirectory,
            audited: captured.audit != nil, issues: [], error: nil)
        if let audit = captured.audit {
            line.issues = audit.issues
        } else {
            do {
                line.issues = try AccessibilityAudit.run(
                    subject, as: strategy, for: .all, suppressing: strategy.auditSuppressions
                ).issues
            } catch {
                line.error = error.description
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var data = try? encoder.encode(line) else { return }
        data.append(0x0A)
        // One write with O_APPEND: lines from parallel test processes do not interleave.
        let fd = open(file, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
