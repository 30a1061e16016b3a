import Foundation
import PlumbUI
package import Raster
import Typesetting

/// How one kind of snapshot is written and compared, as a value, in the way swift-snapshot-testing's
/// `Diffing` is: `write` stores a captured snapshot, `compare` tells how it differs from a stored
/// reference. Neither decides what to do about a difference; the record and verify handlers do.
///
/// ```swift
/// let format = SnapshotFormat.for(strategy.format)            // .png(tolerance) or .framesText
/// let bytes = try format.write(captured, plan.reference)     // what the file holds, to attach
/// let comparison = format.compare(captured, plan.reference)   // comparison.matches
/// ```
package struct SnapshotFormat: Sendable {
    /// The file extension (`png`, `txt`).
    package var pathExtension: String
    /// Writes the captured snapshot to a file, atomically, creating its folder, and returns the
    /// bytes the file holds (for attachments, which are not read back from the file).
    package var writeFile: @Sendable (_ captured: CapturedSnapshot, _ path: String) throws(SnapshotError) -> [UInt8]
    /// Compares the captured snapshot with the reference file at a path.
    package var compare: @Sendable (_ captured: CapturedSnapshot, _ reference: String) -> SnapshotComparison

    package init(
        pathExtension: String,
        write: @escaping @Sendable (_ captured: CapturedSnapshot, _ path: String) throws(SnapshotError) -> [UInt8],
        compare: @escaping @Sendable (_ captured: CapturedSnapshot, _ reference: String) -> SnapshotComparison
    ) {
        (self.pathExtension, self.writeFile, self.compare) = (pathExtension, write, compare)
    }

    /// Writes the captured snapshot to `path` (see ``writeFile``) and returns the bytes written.
    @discardableResult
    package func write(_ captured: CapturedSnapshot, _ path: String) throws(SnapshotError) -> [UInt8] {
        try writeFile(captured, path)
    }

    /// The format a strategy records.
    package static func `for`(_ format: Snapshotting.Format) -> SnapshotFormat {
        switch format {
        case .image(let tolerance): return .png(tolerance)
        case .frames: return .framesText
        }
    }
}

/// What comparing a snapshot with its reference found: nothing (`matches`), or the lines that
/// explain the difference and the values the manifest and the failure artifacts keep.
package struct SnapshotComparison: Sendable {
    /// The lines that explain the difference (indented by two spaces); empty when it matches.
    package var details: [String] = []
    /// The reference's and the snapshot's sizes in pixels (images only).
    package var expectedSize: [Int]?
    package var actualSize: [Int]?
    /// How many pixels differ, and the bounding boxes (x, y, width, height) of the changed regions.
    package var differingPixels: Int?
    package var regions: [[Int]] = []
    /// The views whose frames changed.
    package var frameChanges: [FrameChange] = []
    /// The difference image and the expected | diff | actual image, for the verify handler to write.
    package var diffImage: RGBAImage?
    package var comparisonImage: RGBAImage?

    /// True when the snapshot matches its reference.
    package var matches: Bool { details.isEmpty }
}

extension SnapshotFormat {
    /// The PNG `tEXt` entries written into every reference: renderer, font set, text libraries and
    /// the `.frames` text (the frame changes of a later failure are computed from it).
    /// With Apple's system fonts (`SystemFonts.current`), `plumb-system-fonts` names them; a
    /// reference drawn with Inter has no such entry, so it is unchanged by this key.
    static func metadata(frames: String, systemFonts: SystemFonts = .current) -> [String: String] {
        var entries = [
            SnapshotVerifier.MetadataKey.renderer: SnapshotSupport.rendererVersion,
            SnapshotVerifier.MetadataKey.fonts: SnapshotVerifier.fontSetHash,
            SnapshotVerifier.MetadataKey.libraries: SnapshotVerifier.libraryVersions,
            SnapshotVerifier.MetadataKey.frames: frames,
        ]
        if !systemFonts.isEmpty { entries[SnapshotVerifier.MetadataKey.systemFonts] = systemFonts.identity }
        return entries
    }

    /// The failure when a reference was drawn with other system fonts than this run draws with
    /// (Apple's fonts recorded, Inter now, or the other way round, or other files): a message
    /// naming both, instead of a pixel difference that the fonts alone explain. `nil` when they
    /// are the same.
    static func systemFontMismatch(_ metadata: [String: String], systemFonts: SystemFonts = .current) -> String? {
        let recorded = metadata[SnapshotVerifier.MetadataKey.systemFonts] ?? ""
        let now = systemFonts.identity
        guard recorded != now else { return nil }
        func named(_ identity: String) -> String {
            identity.isEmpty ? "Inter (Plumb's stand-in, no Apple system fonts)" : "Apple's system fonts \(identity)"
        }
        var message =
            "  The reference was drawn with \(named(recorded)); this run draws the system font with \(named(now))."
        if now.isEmpty {
            message +=
                " Point Plumb at the same fonts (PLUMB_SYSTEM_FONTS_DIR, or SystemFonts.withCurrent in the test) to compare, or re-record the reference with Inter."
        } else if recorded.isEmpty {
            message += " Re-record the reference with these fonts, or run without them to compare with Inter."
        } else {
            message += " Use the same font files as the recording, or re-record the reference."
        }
        return message
    }

    /// A sealed PNG compared with a tolerance (exact by default).
    package static func png(_ tolerance: Tolerance) -> SnapshotFormat {
        SnapshotFormat(
            pathExtension: SnapshotPlan.imageExtension,
            write: { captured, path throws(SnapshotError) in
                guard let image = captured.image else {
                    throw .unwritable(path: path, reason: "the snapshot has no image")
                }
                try FileSystem.createDirectory((path as NSString).deletingLastPathComponent)
                let meta = metadata(frames: captured.frames)
                let bytes: [UInt8]
                do { bytes = try PNGEncoder().encodeSealed(image, metadata: meta) } catch {
                    throw .unwritable(path: path, reason: reason(error))
                }
                // An unchanged reference is left as it is: its pixels and metadata are these bytes'.
                if isUnchanged(path, bytes: bytes, image: image, metadata: meta) { return bytes }
                do { try AtomicFile.write(bytes, to: path) } catch {
                    throw .unwritable(path: path, reason: reason(error))
                }
                return bytes
            },
            compare: { captured, reference in
                guard let image = captured.image else {
                    return SnapshotComparison(details: ["  The snapshot has no image."])
                }
                return compareImage(image, captured: captured, reference: reference, tolerance: tolerance)
            })
    }

    /// The `.frames` text of the laid-out tree, compared exactly.
    package static let framesText = text { reference, captured in
        SnapshotComparison(
            details: ["  The .frames text differs from the reference."],
            frameChanges: captured.frameChanges(from: reference))
    }

    /// A text reference (the captured `.frames` text), compared exactly: a new snapshot is
    /// written unless the file already holds the same text (then it is left alone: no new
    /// modification time, no git churn), and a reference that cannot be read is a difference.
    ///
    /// - Parameter explain: Says how a reference text differs from the captured one (called only
    ///   when they differ).
    /// - Returns: The format.
    static func text(
        explainingDifference explain:
            @escaping @Sendable (_ reference: String, _ captured: CapturedSnapshot) -> SnapshotComparison
    ) -> SnapshotFormat {
        SnapshotFormat(
            pathExtension: SnapshotPlan.textExtension,
            write: { captured, path throws(SnapshotError) in
                let data = Data(captured.frames.utf8)
                if !fileHasExactly(path, data) { try FileSystem.writeAtomically(data, to: path) }
                return [UInt8](data)
            },
            compare: { captured, reference in
                guard let data = FileManager.default.contents(atPath: reference) else {
                    return SnapshotComparison(details: ["  The reference cannot be read: cannot read \(reference)"])
                }
                let old = String(decoding: data, as: UTF8.self)
                if old == captured.frames { return SnapshotComparison() }
                return explain(old, captured)
            })
    }

    /// Whether the file at `path` holds exactly `data` (it is not read when the sizes differ).
    static func fileHasExactly(_ path: String, _ data: Data) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size == data.count
        else { return false }
        return FileManager.default.contents(atPath: path) == data
    }

    /// Whether the reference at `path` already records `image` with `metadata`, so recording it
    /// again must leave the file untouched: the same bytes, or (a file another encoder version
    /// wrote) the same pixels and the same `tEXt` entries apart from the seal's.
    static func isUnchanged(_ path: String, bytes: [UInt8], image: RGBAImage, metadata: [String: String]) -> Bool {
        if fileHasExactly(path, Data(bytes)) { return true }
        guard let old = try? PNGDecoder().decode(contentsOf: path) else { return false }
        var oldMetadata = old.metadata
        oldMetadata[PNGSeal.pixelsKey] = nil
        oldMetadata[PNGSeal.dataKey] = nil
        return oldMetadata == metadata && old.image == image
    }

    /// Writes a failure artifact image (a difference or a comparison), atomically, creating its
    /// folder, and returns the PNG's bytes.
    @discardableResult
    static func writeImage(_ image: RGBAImage, to path: String) throws(SnapshotError) -> [UInt8] {
        try FileSystem.createDirectory((path as NSString).deletingLastPathComponent)
        do {
            let bytes = try PNGEncoder().encode(image)
            try AtomicFile.write(bytes, to: path)
            return bytes
        } catch {
            throw .unwritable(path: path, reason: reason(error))
        }
    }

    /// Why Raster could not write a file, without the path it names too (the error that wraps it
    /// names the path once).
    static func reason(_ error: any Error) -> String {
        if case .writeFailed(_, let reason)? = error as? RasterError { return reason }
        return "\(error)"
    }

    static func compareImage(
        _ image: RGBAImage, captured: CapturedSnapshot, reference: String, tolerance: Tolerance
    ) -> SnapshotComparison {
        var result = SnapshotComparison(actualSize: [image.width, image.height])
        let decoded: DecodedPNG
        do {
            let data = try PNGDecoder().read(contentsOf: reference)
            // Drawn with other system fonts: say so by name, whatever the pixels. (A reference
            // drawn with Inter, compared in a run with Inter, is not decoded for this.)
            let systemFonts = SystemFonts.current
            if !systemFonts.isEmpty
                || PNGDecoder().hasTextChunk(keyword: SnapshotVerifier.MetadataKey.systemFonts, in: data),
                let metadata = try? PNGDecoder().decode(data, path: reference).metadata,
                let mismatch = systemFontMismatch(metadata, systemFonts: systemFonts)
            {
                result.details = [mismatch]
                return result
            }
            // A reference Plumb wrote and sealed, whose image data are untouched, is known to hold
            // the pixels of its seal: equal digests mean equal images, no decode needed. Any
            // other file (edited, re-encoded, unsealed, stale seal) is decoded and compared.
            if let seal = PNGSeal(validating: data), seal.width == image.width, seal.height == image.height,
                seal.digest == image.digest
            {
                result.expectedSize = [seal.width, seal.height]
                return result
            }
            decoded = try PNGDecoder().decode(data, path: reference)
        } catch {
            var why = error.description
            if let head = FileManager.default.contents(atPath: reference)?.prefix(40),
                String(decoding: head, as: UTF8.self).hasPrefix("version https://git-lfs")
            {
                why = "\(reference) is a Git LFS pointer, not an image: run `git lfs pull` (is Git LFS installed?)"
            }
            result.details = ["  The reference cannot be read: \(why)"]
            return result
        }
        result.expectedSize = [decoded.image.width, decoded.image.height]
        if decoded.image == image { return result }
        let exact = tolerance == .exact
        let options =
            exact ? ComparisonOptions(threshold: 0, includeAA: true, maxDiffPixels: 0) : tolerance.comparisonOptions
        let (outcome, diff) = ImageComparison(options: options).compareWithDiff(expected: decoded.image, actual: image)
        if exact ? outcome.identical : outcome.passed { return result }
        result.differingPixels = outcome.differingPixels
        result.regions = outcome.regions.map { [$0.x, $0.y, $0.width, $0.height] }
        let sizes =
            "  reference: \(decoded.image.width)x\(decoded.image.height) px, actual: \(image.width)x\(image.height) px"
        result.details.append(sizes + (outcome.sizeMismatch ? " (the sizes differ)" : ""))
        let pct = String(format: "%.2f", outcome.differingRatio * 100)
        var counts = "  \(outcome.differingPixels) of \(outcome.comparedPixels) pixels differ (\(pct)%)"
        if !exact {
            counts +=
                "; allowed: "
                + [tolerance.maxDiffPixels.map { "\($0) pixels" }, tolerance.maxDiffPixelRatio.map { "ratio \($0)" }]
                .compactMap { $0 }.joined(separator: ", ") + " at threshold \(tolerance.threshold)"
        }
        result.details.append(counts)
        if !outcome.regions.isEmpty {
            result.details.append(
                "  changed regions (x, y, width x height, in pixels): "
                    + outcome.regions.map { "(\($0.x), \($0.y), \($0.width)x\($0.height))" }.joined(separator: ", "))
        }
        if let note = provenanceNote(decoded.metadata) { result.details.append(note) }
        result.diffImage = diff
        result.comparisonImage = ImageComparison.threePane(expected: decoded.image, diff: diff, actual: image)
        // Frame changes: from the `.frames` reference beside it if there is one, else the PNG's metadata.
        let framesReference = SnapshotPlan.framesReference(besideImage: reference)
        let oldFrames =
            (try? String(contentsOfFile: framesReference, encoding: .utf8))
            ?? decoded.metadata[SnapshotVerifier.MetadataKey.frames]
        if let oldFrames { result.frameChanges = captured.frameChanges(from: oldFrames) }
        return result
    }

    /// Says what drew the reference when it differs from what draws now (renderer, font set, text
    /// libraries), so a difference that comes from them is not taken for a layout change.
    static func provenanceNote(_ metadata: [String: String]) -> String? {
        let renderer = metadata[SnapshotVerifier.MetadataKey.renderer],
            fonts = metadata[SnapshotVerifier.MetadataKey.fonts]
        // References from before the libraries were recorded carry none: not a difference to report.
        let libraries = metadata[SnapshotVerifier.MetadataKey.libraries]
        let librariesDiffer = libraries.map { $0 != SnapshotVerifier.libraryVersions } ?? false
        guard renderer != SnapshotSupport.rendererVersion || fonts != SnapshotVerifier.fontSetHash || librariesDiffer
        else { return nil }
        var note =
            "  note: the reference was recorded by renderer \(renderer ?? "unknown") with font set \(fonts ?? "unknown")"
        if librariesDiffer, let libraries { note += " and \(libraries)" }
        note +=
            "; this run uses renderer \(SnapshotSupport.rendererVersion) with font set \(SnapshotVerifier.fontSetHash)"
        if librariesDiffer { note += " and \(SnapshotVerifier.libraryVersions)" }
        return note
            + ". The difference may come from the renderer, the fonts or the text libraries, not from the layout: re-record the reference if the new image looks right."
    }
}
