import Foundation
import PlumbUI
public import Raster

/// What a sweep captured: the breakpoints and the strip image.
public struct CapturedSweep: Sendable {
    /// The breakpoints and stable ranges.
    public var result: LayoutSweepResult
    /// Each breakpoint's two sides (nil without breakpoints, or when not drawn).
    public var strip: RGBAImage?
    /// Seconds the sweep took (layouts and the strip).
    public var seconds: Double
}

extension LayoutSweep {
    /// Sweeps `subject` and returns the breakpoints (and, with `strip`, the strip image).
    ///
    /// Layout messages (unsatisfiable constraints at a narrow width) are collected, not printed:
    /// the breakpoints say where constraints break.
    ///
    /// ```swift
    /// let captured = try LayoutSweep.widths(280...1024).capture(.view(card))
    /// captured.result.breakpoints.map(\.description)   // ["`bio` wraps to 3 lines below 341 pt", ...]
    /// ```
    ///
    /// - Throws: `SnapshotError.renderFailed` when the strip cannot be drawn.
    /// - Complexity: one layout per sampled step, plus about log2(step × scale) per change.
    @MainActor
    public func capture(_ subject: SnapshotSubject, strip: Bool = true) throws(SnapshotError) -> CapturedSweep {
        let start = Date()
        let (outcome, _) = LayoutDiagnostics.collect { () -> Result<(LayoutSweepResult, RGBAImage?), SnapshotError> in
            let runner = SweepRunner(subject, self)
            defer { runner.finish() }
            let result = runner.run()
            do throws(SnapshotError) {
                return .success((result, strip ? try SweepStrip.render(runner, result) : nil))
            } catch {
                return .failure(error)
            }
        }
        let (result, image) = try outcome.get()
        return CapturedSweep(result: result, strip: image, seconds: Date().timeIntervalSince(start))
    }

    /// Compares a captured sweep with its reference text (`<Suite>/<test>[.<name>].<variant>.txt`,
    /// ``variantName``), records it per the record mode, writes the strip and the manifest entry,
    /// and explains a failure by naming each breakpoint that moved, appeared or went away.
    public func verify(
        _ captured: CapturedSweep, identity: SnapshotIdentity, configuration c: SnapshotConfiguration
    ) -> SnapshotOutcome {
        let variant = variantName
        let format = SnapshotFormat.sweepText(captured.result)
        let plan = SnapshotPlan(identity: identity, sweep: self, configuration: c)
        var entry = ManifestEntry(
            name: plan.name, suite: identity.suite, test: identity.test, variant: variant, status: .passed,
            reference: plan.reference, snapshotsDirectory: c.snapshotsDirectory, regions: [], frameChanges: [],
            lintProblems: [], message: "", filteredRun: c.filteredRun)
        entry.shard = c.shard?.description
        entry.testGroup = identity.testGroup
        entry.duration = captured.seconds
        entry.breakpoints = captured.result.breakpoints.map(\.description)
        if let refusal = SnapshotVerifier.refusal(plan, identity: identity, variant: variant, configuration: c) {
            entry.status = .failed
            entry.message = refusal.message
            entry.duplicateOf = refusal.owner
            try? Manifest.write(entry, artifacts: c.artifactsDirectory)
            return SnapshotOutcome(message: entry.message, entry: entry, attachments: [])
        }
        StaleTemporaryFiles.clean([plan.referenceDirectory, plan.artifactsDirectory])
        var report = SnapshotReport(entry: entry)
        // The strip goes to the artifacts folder on every run, for the report.
        let stripPath = plan.strip
        var stripBytes: [UInt8] = []
        if let strip = captured.strip {
            do {
                stripBytes = try SnapshotFormat.writeImage(strip, to: stripPath)
                report.entry.strip = stripPath
            } catch {
                report.lines.append("(could not write the strip image: \(error))")
            }
        }
        let capturedText = CapturedSnapshot(image: nil, frames: captured.result.text, lintProblems: [])
        let exists = FileManager.default.fileExists(atPath: plan.reference)
        if c.record == .all || (!exists && c.record != .never) {
            SnapshotVerifier.handler(for: c, format: format, referenceExists: exists)
                .handle(capturedText, plan: plan, into: &report)
        } else if !exists {
            VerifyHandler(format: format, configuration: c).missing(capturedText, plan: plan, into: &report)
        } else {
            let comparison = format.compare(capturedText, plan.reference)
            if !comparison.matches {
                report.entry.status = .failed
                report.lines.append(
                    "Layout sweep \(SnapshotText.quoted(plan.name)) does not match its reference: "
                        + "the breakpoints are not where they were.")
                report.lines += comparison.details
                VerifyHandler(format: format, configuration: c).writeActual(capturedText, plan: plan, into: &report)
                report.lines.append("  reference: file://\(plan.reference)")
                if report.entry.actual != nil { report.lines.append("  actual:    file://\(plan.actual)") }
                if report.entry.strip != nil {
                    report.lines.append("  strip:     file://\(stripPath) (each breakpoint: tighter side | breakpoint)")
                    report.attachments.append(SnapshotAttachment("strip", path: stripPath, bytes: stripBytes))
                }
                if c.record == .failed {
                    RecordHandler(format: format, reason: .failedComparison(source: c.recordSource.rawValue))
                        .handle(capturedText, plan: plan, into: &report)
                } else if report.entry.actual != nil {
                    report.lines.append("To accept the new breakpoints: \(plan.acceptCommand)")
                }
            }
        }
        report.entry.message = report.lines.joined(separator: "\n")
        if report.entry.status == .passed, !report.lines.isEmpty { report.entry.message = "" }
        do { try Manifest.write(report.entry, artifacts: c.artifactsDirectory) } catch {
            report.lines.append("(could not write the manifest entry: \(error))")
            report.entry.message = report.lines.joined(separator: "\n")
        }
        let failed = report.entry.status != .passed
        return SnapshotOutcome(
            message: failed ? report.entry.message : nil, entry: report.entry, attachments: report.attachments,
            recordedDigest: SnapshotNaming.hexHash(captured.result.text))
    }
}

extension SnapshotFormat {
    /// A sweep's reference text, compared exactly; a difference is explained breakpoint by
    /// breakpoint (then, when only the stable ranges differ, range by range).
    static func sweepText(_ result: LayoutSweepResult) -> SnapshotFormat {
        text { old, captured in
            let new = captured.frames
            var details = result.changes(from: old).map { "  - " + $0 }
            if details.isEmpty {
                // Same breakpoints: the header or what holds in a range changed.
                let was = Set(old.split(separator: "\n").map(String.init))
                let now = Set(new.split(separator: "\n").map(String.init))
                details += old.split(separator: "\n").map(String.init).filter { !now.contains($0) }
                    .map { "  - was: " + $0.trimmingCharacters(in: .whitespaces) }
                details += new.split(separator: "\n").map(String.init).filter { !was.contains($0) }
                    .map { "  - now: " + $0.trimmingCharacters(in: .whitespaces) }
            }
            return SnapshotComparison(details: details.isEmpty ? ["  The texts differ in spacing only."] : details)
        }
    }
}
