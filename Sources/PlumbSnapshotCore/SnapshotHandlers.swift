import Foundation

/// What the verify pipeline has found about one snapshot so far: its manifest entry, the lines of
/// its message, and the files worth attaching to the test report.
package struct SnapshotReport: Sendable {
    package var entry: ManifestEntry
    package var lines: [String] = []
    package var attachments: [SnapshotAttachment] = []
}

/// One way of handling a captured snapshot once its files are planned, in the way Paparazzi's
/// record and verify handlers are: ``RecordHandler`` writes the reference, ``VerifyHandler``
/// compares with it and writes the failure artifacts. ``SnapshotVerifier`` picks one by the record
/// mode and whether the reference exists.
package protocol SnapshotHandler: Sendable {
    func handle(_ captured: CapturedSnapshot, plan: SnapshotPlan, into report: inout SnapshotReport)
}

/// Writes the snapshot as its reference and says why: record mode `all`, a missing reference, or
/// (record mode `failed`) a reference that did not match.
package struct RecordHandler: SnapshotHandler {
    package enum Reason: Sendable {
        /// Record mode `all`, from the named source: write and fail.
        case all(source: String)
        /// No reference on disk and the record mode allows recording it.
        case missing
        /// Record mode `failed`, from the named source, after a comparison failed.
        case failedComparison(source: String)
    }

    package let format: SnapshotFormat
    package let reason: Reason

    package func handle(_ captured: CapturedSnapshot, plan: SnapshotPlan, into report: inout SnapshotReport) {
        let name = SnapshotText.quoted(plan.name)
        do {
            let bytes = try format.write(captured, plan.reference)
            switch reason {
            case .all(let source):
                report.entry.status = .recorded
                report.lines += [
                    "Record mode is on (record: all, from the \(source)). Recorded snapshot \(name) to",
                    "  file://\(plan.reference)", "Turn record mode off and re-run the test to verify it.",
                ]
                report.attachments.append(SnapshotAttachment("recorded", path: plan.reference, bytes: bytes))
            case .missing:
                report.entry.status = .missing
                report.lines += [
                    "No reference was found on disk. Recorded snapshot \(name) to",
                    "  file://\(plan.reference)", "Re-run the test to verify it.",
                ]
                report.attachments.append(SnapshotAttachment("recorded", path: plan.reference, bytes: bytes))
            case .failedComparison(let source):
                report.entry.status = .recorded
                report.lines.append(
                    "Recorded the new snapshot over the reference (record: failed, from the \(source)).")
            }
        } catch {
            switch reason {
            case .all:
                report.entry.status = .failed
                report.lines.append("Record mode is on, but snapshot \(name) could not be recorded: \(error)")
            case .missing:
                report.entry.status = .missing
                report.lines.append(
                    "No reference was found on disk for snapshot \(name), and it could not be recorded: \(error)")
            case .failedComparison:
                report.lines.append("Could not record the new snapshot: \(error)")
            }
        }
    }
}

/// Compares the snapshot with its reference. On a difference (or no reference, when recording is
/// off) it writes the actual snapshot, the difference image and the expected | diff | actual
/// image to the artifacts folder, and explains what differs and how to accept it.
package struct VerifyHandler: SnapshotHandler {
    package let format: SnapshotFormat
    package let configuration: SnapshotConfiguration

    /// How many frame changes a failure message lists (the manifest and the report keep all).
    static let listedFrameChanges = 20

    package func handle(_ captured: CapturedSnapshot, plan: SnapshotPlan, into report: inout SnapshotReport) {
        guard FileManager.default.fileExists(atPath: plan.reference) else {
            return missing(captured, plan: plan, into: &report)
        }
        var comparison = format.compare(captured, plan.reference)
        report.entry.expectedSize = comparison.expectedSize
        report.entry.actualSize = comparison.actualSize
        if comparison.matches { return }
        report.entry.status = .failed
        report.entry.differingPixels = comparison.differingPixels
        report.entry.regions = comparison.regions
        report.entry.frameChanges = comparison.frameChanges
        if let diff = comparison.diffImage, let threePane = comparison.comparisonImage {
            do {
                let diffBytes = try SnapshotFormat.writeImage(diff, to: plan.diff)
                report.entry.diff = plan.diff
                report.attachments.append(SnapshotAttachment("diff", path: plan.diff, bytes: diffBytes))
                let comparisonBytes = try SnapshotFormat.writeImage(threePane, to: plan.comparison)
                report.entry.comparison = plan.comparison
                report.attachments.append(
                    SnapshotAttachment("comparison", path: plan.comparison, bytes: comparisonBytes))
            } catch {
                comparison.details.append("  (could not write the diff images: \(error))")
            }
        }
        report.lines.append("Snapshot \(SnapshotText.quoted(plan.name)) does not match its reference.")
        report.lines += comparison.details
        writeActual(captured, plan: plan, into: &report)
        report.lines.append("  reference: file://\(plan.reference)")
        if report.entry.actual != nil { report.lines.append("  actual:    file://\(plan.actual)") }
        if report.entry.diff != nil { report.lines.append("  diff:      file://\(plan.diff)") }
        if report.entry.comparison != nil {
            report.lines.append("  compare:   file://\(plan.comparison) (expected | diff | actual)")
        }
        if !comparison.frameChanges.isEmpty {
            report.lines.append("Frames that changed:")
            report.lines += comparison.frameChanges.prefix(Self.listedFrameChanges).map {
                "  " + SnapshotText.readable("\($0)")
            }
            let more = comparison.frameChanges.count - Self.listedFrameChanges
            if more > 0 { report.lines.append("  ... and \(more) more") }
        } else if captured.image == nil {
            // A `.frames` text that differs with no view's frame changed: only spacing or order.
            report.lines.append("Frames that changed: none (the texts differ only in formatting)")
        }
        if configuration.record == .failed {
            RecordHandler(format: format, reason: .failedComparison(source: configuration.recordSource.rawValue))
                .handle(captured, plan: plan, into: &report)
        } else if report.entry.actual != nil {
            report.lines.append("To accept the new snapshot: \(plan.acceptCommand)")
        }
    }

    /// No reference, and the record mode is `never`: keep the snapshot as an artifact to accept.
    func missing(_ captured: CapturedSnapshot, plan: SnapshotPlan, into report: inout SnapshotReport) {
        report.entry.status = .missing
        writeActual(captured, plan: plan, into: &report)
        report.lines += [
            "No reference was found on disk for snapshot \(SnapshotText.quoted(plan.name)):",
            "  reference: file://\(plan.reference)",
            "It was not recorded because the record mode is never (from the \(configuration.recordSource.rawValue)).",
        ]
        if report.entry.actual != nil {
            report.lines += ["  actual:    file://\(plan.actual)", "To accept it: \(plan.acceptCommand)"]
        }
    }

    /// Writes the new snapshot to the artifacts folder, for the report and `plumb accept`.
    func writeActual(_ captured: CapturedSnapshot, plan: SnapshotPlan, into report: inout SnapshotReport) {
        do {
            let bytes = try format.write(captured, plan.actual)
            report.entry.actual = plan.actual
            report.attachments.append(SnapshotAttachment("actual", path: plan.actual, bytes: bytes))
        } catch {
            report.lines.append("(could not write the actual snapshot: \(error))")
        }
    }
}
