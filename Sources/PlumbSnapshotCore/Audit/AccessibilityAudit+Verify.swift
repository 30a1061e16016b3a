import Foundation
import PlumbUI
import Raster

/// The result of auditing one variant for an assertion: what was found, the manifest entry
/// written for the report, and the messages to report.
public struct AccessibilityAuditOutcome: Sendable {
    /// What the audit found.
    public var result: AccessibilityAuditResult
    /// The entry written to the manifest (status `failed` when an issue was not suppressed).
    public var entry: ManifestEntry
    /// One failure message per issue that was not suppressed, naming the element, the variant,
    /// the measured value, the threshold and the image the report draws it over.
    public var failures: [String]
    /// The audited image as written to the artifacts folder, to attach to a failure.
    package var image: SnapshotAttachment
}

extension AccessibilityAudit {
    /// Audits `subject` on each strategy as `assertAccessibilityAudit` does, writing each audited
    /// image to the artifacts folder (`<Suite>/<test>.<variant>.audit.png`) and a manifest entry
    /// (``ManifestEntry/origin`` ``origin``) so that `plumb report` draws the issues over it.
    /// Nothing is written to the snapshots folder: an audit has no reference.
    ///
    /// - Returns: One outcome per strategy, and the suppressions that accepted nothing in any of
    ///   them (stale ones, for a warning).
    /// - Throws: `SnapshotError.renderFailed` when a variant cannot be laid out or drawn.
    public static func verify(
        _ subject: SnapshotSubject, on strategies: [Snapshotting], for types: AccessibilityAuditType,
        suppressing suppressions: [AccessibilityAuditSuppression],
        handler: ((AccessibilityAuditIssue) -> String?)? = nil,
        identity: SnapshotIdentity, configuration c: SnapshotConfiguration
    ) throws(SnapshotError) -> (outcomes: [AccessibilityAuditOutcome], unused: [AccessibilityAuditSuppression]) {
        var outcomes: [AccessibilityAuditOutcome] = []
        var used = Set<AccessibilityAuditSuppression>()
        for strategy in strategies {
            let result = try run(subject, as: strategy, for: types, suppressing: suppressions, handler: handler)
            for issue in result.issues { for s in suppressions where s.matches(issue) { used.insert(s) } }
            let plan = SnapshotPlan.Audit(identity: identity, variant: result.variant, configuration: c)
            let (folder, image, name) = (plan.directory, plan.image, plan.name)
            guard plan.staysInside else {
                throw .unwritable(
                    path: image, reason: "the audited image would not stay inside \(c.artifactsDirectory)")
            }
            let bytes: [UInt8]
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                bytes = try PNGEncoder().encode(result.image)
                try AtomicFile.write(bytes, to: image)
            } catch {
                throw .unwritable(path: image, reason: "\(error)")
            }
            let failing = result.failing
            var entry = ManifestEntry(
                name: name, suite: identity.suite, test: identity.test, variant: result.variant,
                status: failing.isEmpty ? .passed : .failed, reference: image,
                snapshotsDirectory: c.snapshotsDirectory, regions: [], frameChanges: [], lintProblems: [],
                message: "", filteredRun: c.filteredRun)
            entry.origin = origin
            entry.testGroup = identity.testGroup
            entry.shard = c.shard?.description
            entry.auditIssues = result.issues
            entry.auditImage = image
            entry.auditScale = Double(result.scale)
            let failures = failing.map { issue in
                "Accessibility audit: \(SnapshotText.readable(issue.description))\n  image: file://\(image)"
            }
            if !failing.isEmpty {
                entry.message =
                    (["T" + foundLine(failing.count, name: name)]
                    + failing.map { "  - " + SnapshotText.readable($0.description) })
                    .joined(separator: "\n")
            }
            try Manifest.write(entry, artifacts: c.artifactsDirectory)
            outcomes.append(
                AccessibilityAuditOutcome(
                    result: result, entry: entry, failures: failures,
                    image: SnapshotAttachment("audit", path: image, bytes: bytes)))
        }
        return (outcomes, suppressions.filter { !used.contains($0) })
    }
}
