import Foundation
import PlumbUI
import Raster
import Typesetting

/// Captures and verifies one strategy; a capture error becomes a failed outcome.
@MainActor
package func verify(
    _ subject: SnapshotSubject, as strategy: Snapshotting, identity: SnapshotIdentity,
    configuration: SnapshotConfiguration
) -> SnapshotOutcome {
    do {
        // A reference recorded without its fonts would hold text without glyphs: fail instead.
        try FontRegistry.checkFonts()
        let started = Date()
        var captured = try SnapshotRenderer.capture(subject, as: strategy)
        captured.seconds = Date().timeIntervalSince(started)
        AuditSurvey.record(subject, as: strategy, captured: captured, identity: identity, configuration: configuration)
        var outcome = SnapshotVerifier.verify(
            captured, identity: identity, strategy: strategy, configuration: configuration)
        outcome.recordedDigest =
            captured.image.map { "\($0.width)x\($0.height) \($0.digest.hex)" }
            ?? SnapshotNaming.hexHash(captured.frames)
        return outcome
    } catch {
        let plan = SnapshotPlan(identity: identity, strategy: strategy, configuration: configuration)
        let reference = plan.uncapturedReference
        let message = "Snapshot \(SnapshotText.quoted(plan.name)) could not be taken: \(error)"
        let entry = ManifestEntry(
            name: plan.name, suite: identity.suite, test: identity.test, variant: strategy.variantName,
            status: .failed, reference: reference, snapshotsDirectory: configuration.snapshotsDirectory,
            regions: [], frameChanges: [], lintProblems: [], message: message,
            filteredRun: configuration.filteredRun)
        try? Manifest.write(entry, artifacts: configuration.artifactsDirectory)
        return SnapshotOutcome(message: message, entry: entry, attachments: [])
    }
}
