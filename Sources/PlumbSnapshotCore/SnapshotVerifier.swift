import Foundation
import PlumbUI
import Raster
import Typesetting

/// Who a snapshot belongs to: its suite (the test file's name), test (`#function`) and optional
/// name, plus what tells apart assertions that would otherwise share a file.
///
/// The reference is `<Suite>/[<qualifier>.]<test>[.<arguments>][.<name>].<variant>.<ext>`
/// (see ``SnapshotNaming/fileName(_:variant:pathExtension:)``). `suite` must be one safe path
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
    /// Files worth attaching to the test report (name, path).
    public var attachments: [(name: String, path: String)]
}

/// Compares a captured snapshot with its reference, records per the record mode, writes the
/// failure artifacts and the manifest entry, and explains any failure.
public enum SnapshotVerifier {
    /// The bundled font set's hash (``FontRegistry/fontSetHash``), computed once per process.
    public static let fontSetHash: String = FontRegistry.fontSetHash

    /// The PNG `tEXt` keys Plumb writes.
    public enum MetadataKey {
        public static let renderer = "plumb-renderer"
        public static let fonts = "plumb-fonts"
        public static let frames = "plumb-frames"
        /// The text libraries the image was drawn with (`HarfBuzz 6.0.0, FreeType 2.12.1, ICU 72.1`).
        public static let libraries = "plumb-libraries"
    }

    /// How many frame changes a failure message lists (the manifest and the report keep all).
    static let listedFrameChanges = 20

    /// The text libraries this process draws with, as written into references.
    public static let libraryVersions = Typesetter.libraryVersions

    /// Verifies `captured` against the reference for `identity` and `strategy`.
    public static func verify(_ captured: CapturedSnapshot, identity: SnapshotIdentity, strategy: Snapshotting,
                              configuration c: SnapshotConfiguration) -> SnapshotOutcome
    {
        let file = SnapshotNaming.fileName(identity, variant: strategy.variantName, pathExtension: strategy.pathExtension)
        let stem = (file as NSString).deletingPathExtension
        let name = identity.suite + "/" + stem
        let refDir = (c.snapshotsDirectory as NSString).appendingPathComponent(identity.suite)
        let reference = (refDir as NSString).appendingPathComponent(file)
        let artDir = (c.artifactsDirectory as NSString).appendingPathComponent(identity.suite)
        let actualPath = (artDir as NSString).appendingPathComponent(file)
        let diffPath = (artDir as NSString).appendingPathComponent(stem + ".diff.png")
        let comparePath = (artDir as NSString).appendingPathComponent(stem + ".compare.png")
        let accept = "swift run plumb accept \(shellQuote(c.artifactsDirectory)) --only \(shellQuote(name))"

        var entry = ManifestEntry(name: name, suite: identity.suite, test: identity.test, variant: strategy.variantName,
                                  status: .passed, reference: reference, snapshotsDirectory: c.snapshotsDirectory,
                                  regions: [], frameChanges: [], lintProblems: captured.lintProblems, message: "",
                                  filteredRun: c.filteredRun)
        entry.shard = c.shard?.description
        entry.testGroup = identity.testGroup
        entry.duration = captured.seconds
        var attachments: [(String, String)] = []
        var lines: [String] = []
        // Every file this snapshot may write stays inside its folder: a suite or variant that is
        // not one plain path component (`../x`, `a/b`, `.git`) is refused before anything is written.
        let unsafe = [identity.suite, file].filter { !SnapshotNaming.isSafeComponent($0) }
        if !unsafe.isEmpty || !SnapshotNaming.isInside(reference, root: c.snapshotsDirectory)
            || ![actualPath, diffPath, comparePath].allSatisfy({ SnapshotNaming.isInside($0, root: c.artifactsDirectory) })
        {
            entry.status = .failed
            entry.message = "Snapshot \(SnapshotText.quoted(name)) was not taken: its files would not stay inside "
                + "\(c.snapshotsDirectory) and \(c.artifactsDirectory) ("
                + (unsafe.isEmpty ? "" : unsafe.map(SnapshotText.quoted).joined(separator: " and ") + " is not one plain file or folder name; ")
                + "reference: \(reference)). Nothing was written."
            entry.reference = (c.snapshotsDirectory as NSString).appendingPathComponent(SnapshotNaming.sanitize(identity.suite) + "/" + SnapshotNaming.sanitize(file))
            try? Manifest.write(entry, artifacts: c.artifactsDirectory)
            return SnapshotOutcome(message: entry.message, entry: entry, attachments: [])
        }
        // Two assertions that map to one reference: the second fails and writes nothing there.
        if let owner = SnapshotClaims.claim(reference: reference, identity: identity, variant: strategy.variantName,
                                            artifacts: c.artifactsDirectory)
        {
            entry.status = .failed
            entry.duplicateOf = owner
            entry.message = """
                Snapshot \(SnapshotText.quoted(name)) belongs to two assertions in this test run:
                  \(identity.summary) (this one)
                  \(owner)
                Both map to file://\(reference); nothing was written for this one. Give one of them a different \
                name (named:) or test name: names keep only letters, digits and _-+@, so "a/b", "a b" and "a\\\\b" \
                are all a-b.
                """
            try? Manifest.write(entry, artifacts: c.artifactsDirectory)
            return SnapshotOutcome(message: entry.message, entry: entry, attachments: [])
        }
        // Temporary files a killed run left in the folders this snapshot writes to.
        StaleTemporaryFiles.clean([refDir, artDir, Manifest.directory(artifacts: c.artifactsDirectory)])
        let metadata = [MetadataKey.renderer: SnapshotSupport.rendererVersion, MetadataKey.fonts: fontSetHash,
                        MetadataKey.libraries: libraryVersions, MetadataKey.frames: captured.frames]

        func write(to path: String) throws(SnapshotError) {
            if let image = captured.image {
                try FileSystem.createDirectory((path as NSString).deletingLastPathComponent)
                do { try PNGEncoder().writeSealed(image, to: path, metadata: metadata) } catch {
                    throw .unwritable(path: path, reason: error.description)
                }
            } else {
                try FileSystem.writeAtomically(Data(captured.frames.utf8), to: path)
            }
        }

        func finish() -> SnapshotOutcome {
            if !captured.lintProblems.isEmpty {
                let found = "ayout lint found \(captured.lintProblems.count) problem\(captured.lintProblems.count == 1 ? "" : "s") in \"\(name)\":"
                if entry.status == .passed {
                    // Only lint failed: say so, so nobody looks for a pixel difference.
                    entry.status = .failed
                    lines.append("No image differs from the reference (it matches); l" + found)
                } else {
                    if !lines.isEmpty { lines.append("") }
                    lines.append("L" + found)
                }
                lines += captured.lintProblems.map { "  - " + SnapshotText.readable("\($0)") }
            }
            entry.message = lines.joined(separator: "\n")
            do { try Manifest.write(entry, artifacts: c.artifactsDirectory) } catch {
                lines.append("(could not write the manifest entry: \(error))")
                entry.message = lines.joined(separator: "\n")
            }
            return SnapshotOutcome(message: lines.isEmpty ? nil : entry.message, entry: entry, attachments: attachments)
        }

        let exists = FileManager.default.fileExists(atPath: reference)
        // Record mode `all`: write and fail.
        if c.record == .all {
            entry.status = .recorded
            do {
                try write(to: reference)
                lines.append("Record mode is on (record: all, from the \(c.recordSource.rawValue)). Recorded snapshot \"\(name)\" to")
                lines.append("  file://\(reference)")
                lines.append("Turn record mode off and re-run the test to verify it.")
            } catch {
                entry.status = .failed
                lines.append("Record mode is on, but snapshot \"\(name)\" could not be recorded: \(error)")
            }
            attachments.append(("recorded", reference))
            return finish()
        }
        // No reference.
        if !exists {
            entry.status = .missing
            if c.record == .never {
                do { try write(to: actualPath); entry.actual = actualPath } catch {
                    lines.append("(could not write the actual snapshot: \(error))")
                }
                lines.append("No reference was found on disk for snapshot \"\(name)\":")
                lines.append("  reference: file://\(reference)")
                lines.append("It was not recorded because the record mode is never (from the \(c.recordSource.rawValue)).")
                if entry.actual != nil {
                    lines.append("  actual:    file://\(actualPath)")
                    lines.append("To accept it: \(accept)")
                    attachments.append(("actual", actualPath))
                }
            } else {
                do {
                    try write(to: reference)
                    lines.append("No reference was found on disk. Recorded snapshot \"\(name)\" to")
                    lines.append("  file://\(reference)")
                    lines.append("Re-run the test to verify it.")
                    attachments.append(("recorded", reference))
                } catch {
                    lines.append("No reference was found on disk for snapshot \"\(name)\", and it could not be recorded: \(error)")
                }
            }
            return finish()
        }
        // Compare.
        let mismatch: [String]
        if let image = captured.image {
            mismatch = compareImage(image, reference: reference, strategy: strategy, captured: captured,
                                    diffPath: diffPath, comparePath: comparePath, entry: &entry, attachments: &attachments)
        } else {
            mismatch = compareFrames(captured.frames, reference: reference, entry: &entry)
        }
        if mismatch.isEmpty { return finish() }
        // A `.frames` text that differs with no view's frame changed: only spacing or order.
        let formattingOnly = captured.image == nil && entry.frameChanges.isEmpty
        entry.status = .failed
        lines.append("Snapshot \"\(name)\" does not match its reference.")
        lines += mismatch
        do { try write(to: actualPath); entry.actual = actualPath } catch {
            lines.append("(could not write the actual snapshot: \(error))")
        }
        lines.append("  reference: file://\(reference)")
        if entry.actual != nil { lines.append("  actual:    file://\(actualPath)"); attachments.append(("actual", actualPath)) }
        if entry.diff != nil { lines.append("  diff:      file://\(diffPath)") }
        if entry.comparison != nil { lines.append("  compare:   file://\(comparePath) (expected | diff | actual)") }
        if !entry.frameChanges.isEmpty {
            lines.append("Frames that changed:")
            lines += entry.frameChanges.prefix(SnapshotVerifier.listedFrameChanges).map { "  " + SnapshotText.readable("\($0)") }
            let more = entry.frameChanges.count - SnapshotVerifier.listedFrameChanges
            if more > 0 { lines.append("  ... and \(more) more") }
        } else if formattingOnly {
            lines.append("Frames that changed: none (the texts differ only in formatting)")
        }
        if c.record == .failed {
            do {
                try write(to: reference)
                entry.status = .recorded
                lines.append("Recorded the new snapshot over the reference (record: failed, from the \(c.recordSource.rawValue)).")
            } catch {
                lines.append("Could not record the new snapshot: \(error)")
            }
        } else if entry.actual != nil {
            lines.append("To accept the new snapshot: \(accept)")
        }
        return finish()
    }

    static func compareImage(_ image: RGBAImage, reference: String, strategy: Snapshotting, captured: CapturedSnapshot,
                             diffPath: String, comparePath: String, entry: inout ManifestEntry,
                             attachments: inout [(String, String)]) -> [String]
    {
        entry.actualSize = [image.width, image.height]
        let decoded: DecodedPNG
        do {
            let data = try PNGDecoder().read(contentsOf: reference)
            // A reference Plumb wrote and sealed, whose image data are untouched, is known to hold
            // the pixels of its seal: equal digests mean equal images, no decode needed. Any
            // other file (edited, re-encoded, unsealed, stale seal) is decoded and compared.
            if let seal = PNGSeal(validating: data), seal.width == image.width, seal.height == image.height,
               seal.digest == image.digest
            {
                entry.expectedSize = [seal.width, seal.height]
                return []
            }
            decoded = try PNGDecoder().decode(data, path: reference)
        } catch {
            var why = error.description
            if let head = FileManager.default.contents(atPath: reference)?.prefix(40),
               String(decoding: head, as: UTF8.self).hasPrefix("version https://git-lfs") {
                why = "\(reference) is a Git LFS pointer, not an image: run `git lfs pull` (is Git LFS installed?)"
            }
            return ["  The reference cannot be read: \(why)"]
        }
        entry.expectedSize = [decoded.image.width, decoded.image.height]
        guard case .image(let tolerance) = strategy.format else { return [] }
        if decoded.image == image { return [] }
        let exact = tolerance == .exact
        let options = exact ? ComparisonOptions(threshold: 0, includeAA: true, maxDiffPixels: 0) : tolerance.comparisonOptions
        let (result, diff) = ImageComparison(options: options).compareWithDiff(expected: decoded.image, actual: image)
        if exact ? result.identical : result.passed { return [] }
        entry.differingPixels = result.differingPixels
        entry.regions = result.regions.map { [$0.x, $0.y, $0.width, $0.height] }
        var out: [String] = []
        let sizes = "  reference: \(decoded.image.width)x\(decoded.image.height) px, actual: \(image.width)x\(image.height) px"
        out.append(sizes + (result.sizeMismatch ? " (the sizes differ)" : ""))
        let pct = String(format: "%.2f", result.differingRatio * 100)
        var counts = "  \(result.differingPixels) of \(result.comparedPixels) pixels differ (\(pct)%)"
        if !exact {
            counts += "; allowed: " + [tolerance.maxDiffPixels.map { "\($0) pixels" }, tolerance.maxDiffPixelRatio.map { "ratio \($0)" }]
                .compactMap { $0 }.joined(separator: ", ") + " at threshold \(tolerance.threshold)"
        }
        out.append(counts)
        if !result.regions.isEmpty {
            out.append("  changed regions (x, y, width x height, in pixels): " + result.regions.map { "(\($0.x), \($0.y), \($0.width)x\($0.height))" }.joined(separator: ", "))
        }
        let refRenderer = decoded.metadata[MetadataKey.renderer], refFonts = decoded.metadata[MetadataKey.fonts]
        // References from before the libraries were recorded carry none: not a difference to report.
        let refLibraries = decoded.metadata[MetadataKey.libraries]
        let librariesDiffer = refLibraries.map { $0 != libraryVersions } ?? false
        if refRenderer != SnapshotSupport.rendererVersion || refFonts != fontSetHash || librariesDiffer {
            var note = "  note: the reference was recorded by renderer \(refRenderer ?? "unknown") with font set \(refFonts ?? "unknown")"
            if librariesDiffer, let refLibraries { note += " and \(refLibraries)" }
            note += "; this run uses renderer \(SnapshotSupport.rendererVersion) with font set \(fontSetHash)"
            if librariesDiffer { note += " and \(libraryVersions)" }
            note += ". The difference may come from the renderer, the fonts or the text libraries, not from the layout: re-record the reference if the new image looks right."
            out.append(note)
        }
        do {
            try FileSystem.createDirectory((diffPath as NSString).deletingLastPathComponent)
            try PNGEncoder().write(diff, to: diffPath)
            entry.diff = diffPath
            attachments.append(("diff", diffPath))
            try PNGEncoder().write(ImageComparison.threePane(expected: decoded.image, diff: diff, actual: image), to: comparePath)
            entry.comparison = comparePath
            attachments.append(("comparison", comparePath))
        } catch {
            out.append("  (could not write the diff images: \(error))")
        }
        // Frame changes: from the `.frames` reference beside it if there is one, else the PNG's metadata.
        let framesRef = (reference as NSString).deletingPathExtension + ".txt"
        let oldFrames = (try? String(contentsOfFile: framesRef, encoding: .utf8)) ?? decoded.metadata[MetadataKey.frames]
        if let oldFrames { entry.frameChanges = FrameTree.changes(from: oldFrames, to: captured.frames) }
        return out
    }

    static func compareFrames(_ frames: String, reference: String, entry: inout ManifestEntry) -> [String] {
        guard let data = FileManager.default.contents(atPath: reference) else {
            return ["  The reference cannot be read: cannot read \(reference)"]
        }
        let old = String(decoding: data, as: UTF8.self)
        if old == frames { return [] }
        entry.frameChanges = FrameTree.changes(from: old, to: frames)
        return ["  The .frames text differs from the reference."]
    }

    /// Quotes a shell argument when it needs it.
    static func shellQuote(_ s: String) -> String {
        if !s.isEmpty, s.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "/._-+@=:".unicodeScalars.contains($0) }) {
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
