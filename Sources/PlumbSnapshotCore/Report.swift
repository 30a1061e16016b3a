import Foundation

extension PlumbTool {
    /// Writes a self-contained HTML report, and optionally JUnit XML and a Markdown summary, for
    /// the snapshots in an artifacts folder's manifest (`plumb report`).
    ///
    /// The HTML page embeds every image as a `data:` URI and forbids remote loads, so it can be
    /// uploaded as a single CI artifact and opened anywhere. Failures come first (failed, then
    /// missing), each with its message, the expected, actual and diff images, a slider and an
    /// onion-skin to compare them, the counts, changed regions, frame changes, lint problems and
    /// the command that accepts it; passed and recorded snapshots follow as a compact list, and
    /// the gallery (every snapshot's thumbnail by test and variant, collapsed) ends the page.
    /// The JUnit XML has one `<testsuite>` per snapshot suite; failed and missing snapshots are
    /// `<failure>`s, recorded ones pass (their reference was written). The Markdown summary is
    /// always part of the output (for a CI log or a pull-request comment) and is also written to
    /// `markdown` when given. Every output is written atomically.
    ///
    /// ```swift
    /// let r = PlumbTool.report(artifacts: ".build/plumb-artifacts", junit: ".build/junit.xml")
    /// print(r.output)   // the Markdown summary and the files written
    /// exit(r.status)    // 0 even when snapshots failed; 2 on an error
    /// ```
    ///
    /// - Parameters:
    ///   - artifacts: The artifacts folder (`.build/plumb-artifacts` by default in tests).
    ///   - html: Where to write the HTML page; nil: `<artifacts>/report.html`.
    ///   - junit: Where to write JUnit XML; nil: not written.
    ///   - markdown: Where to write the Markdown summary; nil: only printed.
    ///   - allRuns: Report every entry in the manifest; by default only the newest test run's
    ///     (`Manifest.newestRun(of:)`), so failures an earlier run left behind do not show.
    ///   - gallery: End the page with the gallery: every snapshot as a thumbnail, grouped by test,
    ///     filterable (see `gallery(artifacts:html:allRuns:)`).
    ///   - progress: Called after each failure's images are embedded, with the count done and
    ///     the total.
    /// - Returns: status 0 when every output was written, whatever the snapshots' results;
    ///   status 2 with a message naming the file when the artifacts folder or a manifest entry
    ///   cannot be read, or an output cannot be written. Image files that have disappeared since
    ///   the run are not an error: the page says "file missing: PATH".
    public static func report(
        artifacts: String, html: String? = nil, junit: String? = nil,
        markdown: String? = nil, allRuns: Bool = false, gallery: Bool = true,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        report(
            artifacts: [artifacts], html: html, junit: junit, markdown: markdown, allRuns: allRuns, gallery: gallery,
            progress: progress)
    }

    /// One report over the artifact folders of several shards or machines (`plumb report A B C`):
    /// their manifests merged (`Manifest.merge(artifacts:allRuns:)`), each failure's accept
    /// command naming its own folder, the HTML page written into the first folder unless `html`
    /// says otherwise. Disagreements between folders and shards that are missing are printed as
    /// warnings and shown on the page.
    public static func report(
        artifacts folders: [String], html: String? = nil, junit: String? = nil,
        markdown: String? = nil, allRuns: Bool = false, gallery: Bool = true,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        guard let artifacts = folders.first else {
            return Result(status: 2, output: "error: no artifacts folder given")
        }
        let merged: MergedManifest
        do { merged = try Manifest.merge(artifacts: folders, allRuns: allRuns) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let entries = merged.entries, earlier = merged.earlier
        var warnings = merged.conflicts
        if !merged.missingShards.isEmpty {
            warnings.append(
                "shard\(merged.missingShards.count == 1 ? "" : "s") \(merged.missingShards.joined(separator: ", ")) not among the folders: their snapshots are not in this report"
            )
        }
        // Absolute, so that the page's accept commands work wherever it is opened.
        var report = Report(entries: entries, artifacts: URL(fileURLWithPath: artifacts).standardizedFileURL.path)
        report.folders = merged.folders
        report.warnings = warnings
        if folders.count > 1 {
            report.artifactsLabel =
                merged.shards.isEmpty
                ? "\(folders.count) folders merged"
                : "\(folders.count) folders merged (shards \(merged.shards.joined(separator: ", ")))"
        }
        let htmlPath = html ?? (artifacts as NSString).appendingPathComponent("report.html")
        let summary = report.markdown(htmlPath: htmlPath)
        var outputs: [(path: String, what: String, data: Data)] = [
            (htmlPath, "HTML report", Data(report.html(gallery: gallery, progress: progress).utf8))
        ]
        if let junit { outputs.append((junit, "JUnit XML", Data(report.junit().utf8))) }
        if let markdown { outputs.append((markdown, "Markdown summary", Data(summary.utf8))) }
        var lines = [summary]
        lines += warnings.map { "warning: \($0)" }
        if earlier > 0 {
            lines.append(
                "left out \(earlier) snapshot\(earlier == 1 ? "" : "s") from earlier test runs (--all-runs includes them)"
            )
        }
        for o in outputs {
            // Temporary files a killed run left where this writes.
            StaleTemporaryFiles.clean([(o.path as NSString).deletingLastPathComponent])
            do { try FileSystem.writeAtomically(o.data, to: o.path, regenerable: true) } catch {
                return Result(status: 2, output: (lines + ["error: \(error.description)"]).joined(separator: "\n"))
            }
            lines.append("wrote the \(o.what): \(o.path)")
        }
        return Result(status: 0, output: lines.joined(separator: "\n"))
    }
}

/// The snapshots of one run, ordered for reading: failures first.
struct Report {
    var artifacts: String
    /// The artifacts folder of each entry, by standardized reference path, when several were merged.
    var folders: [String: String] = [:]
    /// Disagreements between merged folders and missing shards, shown at the top of the page.
    var warnings: [String] = []
    /// What the page's "Artifacts:" line says when several folders were merged.
    var artifactsLabel: String? = nil
    /// Failed, then missing (each by name).
    var failures: [ManifestEntry]
    /// Recorded and passed, by name.
    var others: [ManifestEntry]
    var counts: Counts
    /// Whether any entry comes from a filtered run.
    var filtered: Bool

    struct Counts: Equatable {
        var failed = 0, missing = 0, recorded = 0, passed = 0
        var total: Int { failed + missing + recorded + passed }
    }

    init(entries: [ManifestEntry], artifacts: String) {
        self.artifacts = artifacts
        let sorted = entries.sorted { $0.name < $1.name }
        failures = sorted.filter { $0.status == .failed } + sorted.filter { $0.status == .missing }
        others = sorted.filter { $0.status == .recorded || $0.status == .passed }
        var c = Counts()
        for e in entries {
            switch e.status {
            case .failed: c.failed += 1
            case .missing: c.missing += 1
            case .recorded: c.recorded += 1
            case .passed: c.passed += 1
            }
        }
        counts = c
        filtered = entries.contains { $0.filteredRun }
    }

    /// "2 failed, 1 missing, 0 recorded, 3 passed (6 total)".
    var countsLine: String {
        "\(counts.failed) failed, \(counts.missing) missing, \(counts.recorded) recorded, \(counts.passed) passed (\(counts.total) total)"
    }

    /// The command that accepts one entry. The name is matched as a glob by `plumb accept`, so
    /// glob characters in it are escaped.
    func acceptCommand(_ e: ManifestEntry) -> String {
        var pattern = ""
        for ch in e.name {
            if "*?[]\\".contains(ch) { pattern.append("\\") }
            pattern.append(ch)
        }
        let folder = folders[(e.reference as NSString).standardizingPath] ?? artifacts
        return
            "swift run plumb accept \(SnapshotVerifier.shellQuote(folder)) --only \(SnapshotVerifier.shellQuote(pattern))"
    }

    /// `test.variant`: the entry's name without its suite.
    static func caseName(_ e: ManifestEntry) -> String {
        e.name.hasPrefix(e.suite + "/") ? String(e.name.dropFirst(e.suite.count + 1)) : e.name
    }

    /// "40x20 px -> 40x24 px", "40x20 px", or nil.
    static func sizeText(_ e: ManifestEntry) -> String? {
        func s(_ v: [Int]?) -> String? {
            guard let v, v.count == 2 else { return nil }
            return "\(v[0])x\(v[1]) px"
        }
        switch (s(e.expectedSize), s(e.actualSize)) {
        case let (a?, b?): return a == b ? a : "\(a) -> \(b)"
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }
}

/// Making untrusted text safe to show.
enum ReportText {
    /// Replaces characters that are invisible or invalid in HTML and XML 1.0 — C0 controls (but
    /// tab, line feed and carriage return when `keepLineBreaks`), DEL, C1 controls, U+FFFE and
    /// U+FFFF — with a visible `\u{XX}`.
    static func visible(_ s: String, keepLineBreaks: Bool = true) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for u in s.unicodeScalars {
            let v = u.value
            let lineBreak = v == 0x09 || v == 0x0A || v == 0x0D
            if (v < 0x20 && !(keepLineBreaks && lineBreak)) || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// Escapes `& < > " '` for HTML or XML text and attribute values (after `visible`). In
    /// attributes, tab and line breaks become character references so parsers keep them.
    static func escape(_ s: String, attribute: Bool = false, keepLineBreaks: Bool = true) -> String {
        var out = ""
        for u in visible(s, keepLineBreaks: keepLineBreaks).unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\r": out += "&#13;"  // XML parsers turn a literal CR into LF
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// An HTML id from a name: ASCII letters, digits and `-` only, prefixed to be unique.
    static func slug(_ s: String, index: Int) -> String {
        var out = ""
        var dash = false
        for u in s.unicodeScalars {
            if u.isASCII, CharacterSet.alphanumerics.contains(u) {
                out.unicodeScalars.append(u)
                dash = false
            } else if !dash {
                out += "-"
                dash = true
            }
            if out.count >= 60 { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        while out.hasPrefix("-") { out.removeFirst() }
        return "snapshot-\(index)" + (out.isEmpty ? "" : "-" + out.lowercased())
    }
}

/// A file from the manifest, read for embedding.
enum EmbeddedFile {
    /// A PNG's bytes and size.
    case png(Data, width: Int, height: Int)
    /// A text file (a `.frames` snapshot), possibly cut short.
    case text(String)
    /// The file is gone, or not what it should be.
    case problem(String)

    /// Text files larger than this are cut.
    static let textLimit = 256 * 1024

    /// Reads `path`; never throws (a problem is shown on the page instead).
    static func load(_ path: String) -> EmbeddedFile {
        guard FileManager.default.fileExists(atPath: path) else { return .problem("file missing: \(path)") }
        guard let data = FileManager.default.contents(atPath: path) else { return .problem("file unreadable: \(path)") }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if data.count >= 24, Array(data.prefix(8)) == signature {
            let b = [UInt8](data[data.startIndex + 16..<data.startIndex + 24])
            let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
            let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
            guard w > 0, h > 0 else { return .problem("not a valid PNG file: \(path)") }
            return .png(data, width: w, height: h)
        }
        if path.lowercased().hasSuffix(".png") { return .problem("not a PNG file: \(path)") }
        var text = String(decoding: data.prefix(textLimit), as: UTF8.self)
        if data.count > textLimit { text += "\n… (cut at \(textLimit) bytes of \(data.count))" }
        return .text(text)
    }
}
