import Foundation
import PlumbUI
import Raster
import Typesetting

/// Who a snapshot belongs to: its suite (the test file's name), test (`#function`) and optional
/// name, plus what tells apart assertions that would otherwise share a file.
///
/// The reference is `<Suite>/[<qualifier>.]<test>[.<arguments>][.<name>].<variant>.<ext>`
/// (see `SnapshotNaming.fileName(_:variant:pathExtension:)`). `suite` must be one safe path
/// component: verifying refuses an identity whose files would land outside the snapshots or
/// artifacts folder.
public struct SnapshotIdentity: Sendable, Equatable {
    public var suite: String
    public var test: String
    public var name: String?
    /// The test's group as `swift test list` names it (`Module.Suite`), if known.
    public var testGroup: String?
    /// The Swift Testing suite type (`Dark`, `Outer.Inner`) that qualifies the test's name when
    /// two suites in one file declare a test of the same name; nil otherwise.
    public var qualifier: String? = nil
    /// A parameterised test case's arguments as text (`true`, `320, rtl`), added to the name when
    /// the assertion has no `named:`; nil for a test that is not parameterised.
    public var arguments: String? = nil
    /// Where the assertion is (`Module/File.swift:12:9`), for naming both call sites when two
    /// assertions claim one reference; nil when unknown (then the identity alone tells them apart).
    public var location: String? = nil

    /// Creates an identity from `#fileID` and `#function` (both sanitized).
    public init(fileID: String, function: String, name: String? = nil, testGroup: String? = nil) {
        self.suite = SnapshotNaming.suiteName(fileID)
        self.test = SnapshotNaming.testName(function)
        self.name = name
        self.testGroup = testGroup
    }

    /// The identity in words, for messages: `Dark.card(true) named "error" at Cards.swift:12:9`.
    public var summary: String {
        var s = (qualifier.map { $0 + "." } ?? "") + test
        if let arguments { s += "(\(arguments))" }
        if let name { s += " named " + SnapshotText.quoted(name) }
        if let location { s += " at " + location }
        return s
    }
}

/// The result of verifying one snapshot.
public struct SnapshotOutcome: Sendable {
    /// True when the snapshot matched and passed its lint checks.
    public var passed: Bool { message == nil }
    /// The failure message, nil when it passed.
    public var message: String?
    /// What was written to the manifest.
    public var entry: ManifestEntry
    /// Files worth attaching to the test report, with the bytes written to them.
    public var attachments: [SnapshotAttachment]
    /// A digest of what was captured (the image's pixels, or the `.frames` text); nil when
    /// nothing was (the capture failed, or the snapshot was refused).
    package var recordedDigest: String? = nil
    /// What the view tree reported while it was laid out and drawn (``CapturedSnapshot/warnings``):
    /// the assertions show them as warnings when the snapshot passes; a failure message lists them.
    public var warnings: [String] = []
}

/// A file a snapshot wrote that is worth attaching to the test report (the actual image, the
/// difference, the comparison, a recorded reference, a sweep's strip, an audited image), with the
/// bytes written to it: an assertion attaches them as they are, without reading the file back.
///
/// ```swift
/// outcome.attachments.map(\.name)   // ["diff", "comparison", "actual"]
/// ```
public struct SnapshotAttachment: Sendable, Equatable {
    /// What the file is: `actual`, `diff`, `comparison`, `recorded`, `strip` or `audit`.
    public var name: String
    /// Where it was written.
    public var path: String
    /// The bytes written there.
    public var bytes: [UInt8]

    package init(_ name: String, path: String, bytes: [UInt8]) {
        (self.name, self.path, self.bytes) = (name, path, bytes)
    }
}

/// Compares a captured snapshot with its reference, records per the record mode, writes the
/// failure artifacts and the manifest entry, and explains any failure.
public enum SnapshotVerifier {
    /// The bundled font set's hash (`FontRegistry.fontSetHash`), computed once per process.
    public static let fontSetHash: String = FontRegistry.fontSetHash

    /// The PNG `tEXt` keys Plumb writes.
    public enum MetadataKey {
        public static let renderer = "plumb-renderer"
        public static let fonts = "plumb-fonts"
        public static let frames = "plumb-frames"
        /// The text libraries the image was drawn with (`HarfBuzz 6.0.0, FreeType 2.12.1, ICU 72.1`).
        public static let libraries = "plumb-libraries"
        /// Apple's system fonts that drew the image in place of Inter (`SystemFonts.identity`,
        /// e.g. `SF Pro Text, SF Pro Display (3f9c0e1a77b2)`); absent when Inter drew it.
        public static let systemFonts = "plumb-system-fonts"
    }

    /// The text libraries this process draws with, as written into references.
    public static let libraryVersions = Typesetter.libraryVersions

    /// Verifies `captured` against the reference for `identity` and `strategy`.
    ///
    /// A pipeline of small values: a `SnapshotPlan` says where the files go; the guards refuse
    /// a plan whose files would leave their folders, or a reference another assertion of this run
    /// owns; the strategy's `SnapshotFormat` writes and compares; a `RecordHandler` or a
    /// `VerifyHandler`, chosen by the record mode, acts; lint findings are added and the manifest
    /// entry is written. A reference still in the layout from before the test target was part of
    /// its path is moved first (`migrateLegacyReference(_:configuration:)`).
    public static func verify(
        _ captured: CapturedSnapshot, identity: SnapshotIdentity, strategy: Snapshotting,
        configuration c: SnapshotConfiguration
    ) -> SnapshotOutcome {
        let format = SnapshotFormat.for(strategy.format)
        let plan = SnapshotPlan(identity: identity, strategy: strategy, configuration: c)
        var entry = ManifestEntry(
            name: plan.name, suite: identity.suite, test: identity.test, variant: strategy.variantName,
            status: .passed, reference: plan.reference, snapshotsDirectory: c.snapshotsDirectory,
            regions: [], frameChanges: [], lintProblems: captured.lintProblems, message: "",
            filteredRun: c.filteredRun)
        entry.shard = c.shard?.description
        entry.testGroup = identity.testGroup
        entry.duration = captured.seconds
        if let refusal = refusal(plan, identity: identity, variant: strategy.variantName, configuration: c) {
            entry.status = .failed
            entry.message = refusal.message
            entry.duplicateOf = refusal.owner
            entry.reference = plan.refusedReference
            try? Manifest.write(entry, artifacts: c.artifactsDirectory)
            return SnapshotOutcome(message: entry.message, entry: entry, attachments: [])
        }
        // Temporary files a killed run left in the folders this snapshot writes to.
        StaleTemporaryFiles.clean([
            plan.referenceDirectory, plan.artifactsDirectory, Manifest.directory(artifacts: c.artifactsDirectory),
            SnapshotClaims.directory(artifacts: c.artifactsDirectory),
        ])
        var captured = captured
        switch migrateLegacyReference(plan, configuration: c) {
        case .none: break
        case .moved(let note): captured.warnings.insert(note, at: 0)
        case .kept(let message):
            entry.status = .missing
            entry.message = message
            try? Manifest.write(entry, artifacts: c.artifactsDirectory)
            return SnapshotOutcome(message: message, entry: entry, attachments: [])
        }
        var report = SnapshotReport(entry: entry)
        handler(for: c, format: format, referenceExists: FileManager.default.fileExists(atPath: plan.reference))
            .handle(captured, plan: plan, into: &report)
        return finish(report, captured: captured, plan: plan, artifacts: c.artifactsDirectory)
    }

    /// Record mode `all` records; a missing reference is recorded unless the mode is `never`;
    /// everything else is compared (and, in mode `failed`, recorded over when it differs).
    static func handler(for c: SnapshotConfiguration, format: SnapshotFormat, referenceExists: Bool)
        -> any SnapshotHandler
    {
        if c.record == .all { return RecordHandler(format: format, reason: .all(source: c.recordSource.rawValue)) }
        if !referenceExists && c.record != .never { return RecordHandler(format: format, reason: .missing) }
        return VerifyHandler(format: format, configuration: c)
    }

    /// Why a snapshot is not taken at all, if it is not: its files would leave their folders, or
    /// another assertion of this run owns its reference (then `owner` names that assertion).
    static func refusal(
        _ plan: SnapshotPlan, identity: SnapshotIdentity, variant: String,
        configuration c: SnapshotConfiguration
    ) -> (message: String, owner: String?)? {
        let name = SnapshotText.quoted(plan.name)
        // Every file this snapshot may write stays inside its folder: a suite or variant that is
        // not one plain path component (`../x`, `a/b`, `.git`) is refused before anything is written.
        if !plan.staysInside {
            let unsafe = plan.unsafeComponents
            return (
                "Snapshot \(name) was not taken: its files would not stay inside "
                    + "\(c.snapshotsDirectory) and \(c.artifactsDirectory) ("
                    + (unsafe.isEmpty
                        ? ""
                        : unsafe.map(SnapshotText.quoted).joined(separator: " and ")
                            + " is not one plain file or folder name; ")
                    + "reference: \(plan.reference)). Nothing was written.", nil
            )
        }
        // Two assertions that map to one reference: the second fails and writes nothing there.
        if let owner = SnapshotClaims.claim(
            reference: plan.reference, identity: identity, variant: variant,
            artifacts: c.artifactsDirectory)
        {
            return (
                """
                Snapshot \(name) belongs to two assertions in this test run:
                  \(identity.summary) (this one)
                  \(owner)
                Both map to file://\(plan.reference); nothing was written for this one. Give one of them a different \
                name (named:) or test name: names keep only letters, digits and _-+@, so "a/b", "a b" and "a\\\\b" \
                are all a-b.
                """, owner
            )
        }
        return nil
    }

    /// Adds the lint findings to the message (a lint-only failure says that no image differs),
    /// writes the manifest entry and makes the outcome.
    static func finish(_ report: SnapshotReport, captured: CapturedSnapshot, plan: SnapshotPlan, artifacts: String)
        -> SnapshotOutcome
    {
        var report = report
        let problems = captured.lintProblems
        if !problems.isEmpty {
            let found =
                "ayout lint found \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(SnapshotText.quoted(plan.name)):"
            if report.entry.status == .passed {
                // Only lint failed: say so, so nobody looks for a pixel difference.
                report.entry.status = .failed
                report.lines.append("No image differs from the reference (it matches); l" + found)
            } else {
                if !report.lines.isEmpty { report.lines.append("") }
                report.lines.append("L" + found)
            }
            for problem in problems {
                report.lines.append("  - " + SnapshotText.readable("\(problem)"))
                report.lines += problem.logExcerpt.map { "    " + SnapshotText.readable($0) }
            }
        }
        if let audit = captured.audit { addAudit(audit, to: &report, plan: plan) }
        report.entry.warnings = captured.warnings.isEmpty ? nil : captured.warnings
        if !captured.warnings.isEmpty, !report.lines.isEmpty {
            report.lines.append("")
            report.lines.append(
                "While it was laid out and drawn, the view reported \(captured.warnings.count) warning"
                    + "\(captured.warnings.count == 1 ? "" : "s"):")
            report.lines += captured.warnings.map { "  - " + SnapshotText.readable($0) }
        }
        report.entry.message = report.lines.joined(separator: "\n")
        do { try Manifest.write(report.entry, artifacts: artifacts) } catch {
            report.lines.append("(could not write the manifest entry: \(error))")
            report.entry.message = report.lines.joined(separator: "\n")
        }
        return SnapshotOutcome(
            message: report.lines.isEmpty ? nil : report.entry.message, entry: report.entry,
            attachments: report.attachments, warnings: captured.warnings)
    }

    /// Quotes a shell argument when it needs it.
    static func shellQuote(_ s: String) -> String {
        if !s.isEmpty,
            s.unicodeScalars.allSatisfy({
                CharacterSet.alphanumerics.contains($0) || "/._-+@=:".unicodeScalars.contains($0)
            })
        {
            return s
        }
        return "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

@_spi(Benchmarks)
extension SnapshotStages {
    /// Writes one manifest entry, as `verify` does at the end of every snapshot.
    public static func writeManifest(_ entry: ManifestEntry, artifacts: String) throws(SnapshotError) {
        try Manifest.write(entry, artifacts: artifacts)
    }
}
