import Foundation
import Raster

extension SnapshotVerifier {
    /// Adds a snapshot's accessibility audit to its report: the issues and the audited image go to
    /// the manifest (for the report's overlay); an issue no suppression accepted fails the snapshot,
    /// one line each in the message.
    static func addAudit(_ audit: AccessibilityAuditResult, to report: inout SnapshotReport, plan: SnapshotPlan) {
        report.entry.auditIssues = audit.issues
        report.entry.auditScale = Double(audit.scale)
        if !audit.issues.isEmpty {
            let path = plan.auditImage
            do {
                try FileManager.default.createDirectory(
                    atPath: plan.artifactsDirectory, withIntermediateDirectories: true)
                try PNGEncoder().write(audit.image, to: path)
                report.entry.auditImage = path
            } catch {
                report.lines.append("(could not write the audited image \(path): \(error))")
            }
        }
        let failing = audit.failing
        guard !failing.isEmpty else { return }
        let found = AccessibilityAudit.foundLine(failing.count, name: plan.name)
        if report.entry.status == .passed {
            report.entry.status = .failed
            report.lines.append("No image differs from the reference (it matches); t" + found)
        } else {
            if !report.lines.isEmpty { report.lines.append("") }
            report.lines.append("T" + found)
        }
        report.lines += failing.map { "  - " + SnapshotText.readable($0.description) }
    }
}

extension AccessibilityAudit {
    /// `he accessibility audit found N issue(s) in "NAME":` (the caller adds the first letter).
    nonisolated static func foundLine(_ n: Int, name: String) -> String {
        "he accessibility audit found \(n) issue\(n == 1 ? "" : "s") in \(SnapshotText.quoted(name)):"
    }
}
