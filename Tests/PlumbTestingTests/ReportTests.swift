import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `plumb report`: the HTML page, JUnit XML and Markdown summary of a run.
@MainActor @Suite struct ReportOutputs {
    let strategy = Snapshotting.image(width: 20)

    @discardableResult
    func verify(_ view: UIView, test: String, _ dir: TempDir, _ mode: RecordMode) throws -> SnapshotOutcome {
        SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: strategy),
            identity: SnapshotIdentity(fileID: "M/Report.swift", function: test),
            strategy: strategy, configuration: dir.configuration(mode))
    }

    /// A real run: `changed` fails (taller), `new` is missing, `same` passes.
    func run(_ dir: TempDir) throws {
        try verify(block(20, 10), test: "changed()", dir, .missing)
        try verify(block(20, 10), test: "same()", dir, .missing)
        #expect(try !verify(block(20, 12), test: "changed()", dir, .never).passed)
        #expect(try verify(block(20, 10), test: "same()", dir, .never).passed)
        #expect(try !verify(block(20, 10), test: "new()", dir, .never).passed)
    }

    /// The bytes of the `data:` URI in the element with this id.
    func embedded(_ html: String, id: String) -> Data? {
        guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
        guard let src = html.range(of: "src=\"data:image/png;base64,", range: start.upperBound..<html.endIndex),
            let end = html.range(of: "\"", range: src.upperBound..<html.endIndex)
        else { return nil }
        // The URI must belong to this element, not a later one.
        guard !html[start.upperBound..<src.lowerBound].contains("<") else { return nil }
        return Data(base64Encoded: String(html[src.upperBound..<end.lowerBound]))
    }

    func occurrences(_ needle: String, in s: String) -> Int { s.components(separatedBy: needle).count - 1 }

    @Test func theHTMLEmbedsTheFailureImagesAndExplainsIt() throws {
        let dir = TempDir()
        try run(dir)
        let arts = dir.artifacts, refs = dir.snapshots + "/Report/"
        // Without the gallery's thumbnails (GalleryTests), every embedded image is a failure's.
        let r = PlumbTool.report(artifacts: arts, gallery: false)
        #expect(r.status == 0)
        let html = try String(contentsOfFile: arts + "/report.html", encoding: .utf8)

        // The three images of the failure are the files, byte for byte.
        let id = "snapshot-0-report-changed-w20-ltr-2x"
        #expect(
            embedded(html, id: id + "-expected")
                == FileManager.default.contents(atPath: refs + "changed.w20.ltr@2x.png"))
        #expect(
            embedded(html, id: id + "-actual")
                == FileManager.default.contents(atPath: arts + "/Report/changed.w20.ltr@2x.png"))
        #expect(
            embedded(html, id: id + "-diff")
                == FileManager.default.contents(atPath: arts + "/Report/changed.w20.ltr@2x.diff.png"))
        #expect(embedded(html, id: id + "-expected") != nil)
        // The missing one shows its actual image and says there is no reference.
        let missingID = "snapshot-1-report-new-w20-ltr-2x"
        #expect(
            embedded(html, id: missingID + "-actual")
                == FileManager.default.contents(atPath: arts + "/Report/new.w20.ltr@2x.png"))
        #expect(html.contains("<p class=\"file-problem\">no reference yet: \(refs)new.w20.ltr@2x.png</p>"))
        #expect(occurrences("data:image/png;base64,", in: html) == 4)

        // Counts, failures first (failed, then missing), passed as a compact list.
        for (status, n) in [("failed", 1), ("missing", 1), ("recorded", 0), ("passed", 1), ("total", 3)] {
            #expect(html.contains("<span class=\"count \(status)\" data-count=\"\(n)\"><b>\(n)</b> \(status)</span>"))
        }
        #expect(html.contains("<p class=\"artifacts\">Artifacts: <code>\(arts)</code> · unfiltered run</p>"))
        #expect(!html.contains("<p class=\"filtered\">"))
        let failed = try #require(
            html.range(
                of:
                    "<section class=\"snapshot failed\" id=\"\(id)\" data-name=\"Report/changed.w20.ltr@2x\" data-status=\"failed\">"
            ))
        let missing = try #require(
            html.range(
                of:
                    "<section class=\"snapshot missing\" id=\"\(missingID)\" data-name=\"Report/new.w20.ltr@2x\" data-status=\"missing\">"
            ))
        let passed = try #require(html.range(of: "<li class=\"snapshot passed\" data-name=\"Report/same.w20.ltr@2x\">"))
        #expect(failed.lowerBound < missing.lowerBound && missing.lowerBound < passed.lowerBound)
        // The snapshots that passed are listed collapsed (a closed <details>), after the failures.
        #expect(
            html.contains(
                "<section class=\"others\">\n<details>\n<summary><h2>Passed and recorded (1)</h2></summary>\n<ul class=\"compact\">\n<li class=\"snapshot passed\" data-name=\"Report/same.w20.ltr@2x\">"
            ))
        #expect(occurrences("<section class=\"snapshot ", in: html) == 2)

        // The facts, the frame changes, the regions, the message and the accept command.
        #expect(
            html.contains(
                "<div><dt>Differing pixels</dt><dd>288</dd></div><div><dt>Expected size</dt><dd>40x20 px</dd></div><div><dt>Actual size</dt><dd>40x24 px</dd></div>"
            ))
        #expect(
            html.contains(
                "<tr><td class=\"view\">UIView</td><td>(0, 0, 20, 10)</td><td>(0, 0, 20, 12)</td></tr>\n<tr><td class=\"view\">UIView/UIView#inner</td><td>(2, 2, 16, 6)</td><td>(2, 2, 16, 8)</td></tr>"
            ))
        #expect(html.contains("<ul class=\"regions\"><li>(0, 16, 40x8)</li></ul>"))
        #expect(
            html.contains(
                "<pre class=\"message\">Snapshot &quot;Report/changed.w20.ltr@2x&quot; does not match its reference.\n  reference: 40x20 px, actual: 40x24 px (the sizes differ)\n"
            ))
        #expect(
            html.contains(
                "<pre class=\"accept\"><code>swift run plumb accept \(arts) --only Report/changed.w20.ltr@2x</code></pre>"
            ))
        #expect(
            html.contains(
                "<pre class=\"accept\"><code>swift run plumb accept \(arts) --only Report/new.w20.ltr@2x</code></pre>"))
        // Small images are shown 6x (240 / 40) in the panes, 8x (at most) in the compare stage.
        #expect(
            html.contains(
                "<img id=\"\(id)-actual\" class=\"shot pixelated\" alt=\"Actual image\" style=\"width: 240px\" data-width=\"40\" data-height=\"24\" "
            ))
        #expect(
            html.contains(
                "<div class=\"stage pixelated\" style=\"width: min(320px, 100%, calc(80vh * 40 / 24)); aspect-ratio: 40 / 24\"><img class=\"under\" alt=\"Expected\" data-from=\"\(id)-expected\" style=\"width: 100.0000%; height: 83.3333%\">"
            ))
        // Both compare modes, and a CSP that forbids remote loads and allows only this script.
        #expect(html.contains("<input type=\"range\" class=\"slider-range\" min=\"0\" max=\"100\" value=\"50\""))
        #expect(html.contains("<input type=\"range\" class=\"onion-range\" min=\"0\" max=\"100\" value=\"50\""))
        #expect(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src \(SHA256.cspSource(Report.script)); base-uri 'none'; form-action 'none'; frame-ancestors 'none'\">"
            ))
        #expect(html.contains("<script>\(Report.script)</script>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func theCSPHashIsSHA256() {
        #expect(
            SHA256.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks (56 bytes pad into a second block).
        #expect(
            SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)).map {
                String(format: "%02x", $0)
            }.joined()
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.cspSource("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    }

    @Test func junitListsEverySnapshotPerSuite() throws {
        let dir = TempDir()
        try run(dir)
        let junit = dir.sub("out/junit.xml")
        #expect(PlumbTool.report(artifacts: dir.artifacts, junit: junit).status == 0)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: [])
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Report"])
        let suite = try #require(suites.first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        let cases = suite.elements(forName: "testcase")
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "changed.w20.ltr@2x", "new.w20.ltr@2x", "same.w20.ltr@2x",
            ])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue ?? "" } == ["Report", "Report", "Report"])
        let failures = cases.map { $0.elements(forName: "failure") }
        #expect(failures.map(\.count) == [1, 1, 0])
        #expect(failures[0].first?.attribute(forName: "type")?.stringValue == "snapshot-mismatch")
        #expect(
            failures[0].first?.attribute(forName: "message")?.stringValue
                == "Snapshot \"Report/changed.w20.ltr@2x\" does not match its reference.")
        #expect(failures[1].first?.attribute(forName: "type")?.stringValue == "missing-reference")
        #expect(
            failures[1].first?.attribute(forName: "message")?.stringValue
                == "No reference was found on disk for snapshot \"Report/new.w20.ltr@2x\":")
        let entries = try Manifest.load(artifacts: dir.artifacts)
        #expect(failures[0].first?.stringValue == entries[0].message)
        let art = dir.artifacts + "/Report/changed.w20.ltr@2x"
        #expect(
            cases[0].elements(forName: "system-out").first?.stringValue == """
                status: failed
                reference: \(dir.snapshots)/Report/changed.w20.ltr@2x.png
                actual: \(art).png
                diff: \(art).diff.png
                compare: \(art).compare.png
                differing pixels: 288
                size: 40x20 px -> 40x24 px
                accept: swift run plumb accept \(dir.artifacts) --only Report/changed.w20.ltr@2x
                [[ATTACHMENT|\(art).png]]
                [[ATTACHMENT|\(art).diff.png]]
                [[ATTACHMENT|\(art).compare.png]]
                """)
    }

    @Test func theMarkdownSummaryIsPrintedAndWritten() throws {
        let dir = TempDir()
        try run(dir)
        let md = dir.sub("summary.md"), html = dir.sub("report.html"), junit = dir.sub("junit.xml")
        let r = PlumbTool.report(artifacts: dir.artifacts, html: html, junit: junit, markdown: md)
        let summary = """
            ## Snapshots: 1 failed, 1 missing, 0 recorded, 1 passed (3 total)

            | Snapshot | Status | Pixels differing | Size |
            |---|---|---|---|
            | Report/changed.w20.ltr@2x | failed | 288 | 40x20 px -> 40x24 px |
            | Report/new.w20.ltr@2x | missing | - | - |

            Report: \(html)
            """
        #expect(
            r
                == PlumbTool.Result(
                    status: 0,
                    output: summary + """

                        wrote the HTML report: \(html)
                        wrote the JUnit XML: \(junit)
                        wrote the Markdown summary: \(md)
                        """))
        #expect(try String(contentsOfFile: md, encoding: .utf8) == summary)
        // Written atomically: no temporary files beside the outputs.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == ["Snapshots", "artifacts", "junit.xml", "report.html", "summary.md"])
        #expect(!fileExists(dir.artifacts + "/report.html"))
    }

    @Test func imagesDeletedAfterTheRunAreShownAsMissing() throws {
        let dir = TempDir()
        try run(dir)
        let actual = dir.artifacts + "/Report/changed.w20.ltr@2x.png"
        try FileManager.default.removeItem(atPath: actual)
        let r = PlumbTool.report(artifacts: dir.artifacts, gallery: false)
        #expect(r.status == 0)
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(html.contains("<p class=\"file-problem\">file missing: \(actual)</p>"))
        #expect(occurrences("data:image/png;base64,", in: html) == 3)  // expected, diff, the missing one's actual
        #expect(!html.contains("<div class=\"compare"))  // nothing to compare with
    }

    @Test func framesSnapshotsShowTheirTextNotImages() throws {
        let dir = TempDir()
        let frames = Snapshotting.frames(width: 20)
        func run(_ view: UIView, _ mode: RecordMode) throws {
            _ = SnapshotVerifier.verify(
                try SnapshotRenderer.capture(.view(view), as: frames),
                identity: SnapshotIdentity(fileID: "M/Report.swift", function: "layout()"),
                strategy: frames, configuration: dir.configuration(mode))
        }
        try run(block(20, 10), .missing)
        try run(block(20, 12), .never)
        let e = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        #expect(e.status == .failed)
        #expect(PlumbTool.report(artifacts: dir.artifacts, gallery: false).status == 0)
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        let id = ReportText.slug(e.name, index: 0)
        #expect(
            html.contains(
                "<pre id=\"\(id)-expected\" class=\"text-snapshot\">UIView (0, 0, 20, 10)\n  UIView#inner (2, 2, 16, 6)\n</pre>"
            ))
        #expect(
            html.contains(
                "<pre id=\"\(id)-actual\" class=\"text-snapshot\">UIView (0, 0, 20, 12)\n  UIView#inner (2, 2, 16, 8)\n</pre>"
            ))
        #expect(
            html.contains(
                "<tr><td class=\"view\">UIView/UIView#inner</td><td>(2, 2, 16, 6)</td><td>(2, 2, 16, 8)</td></tr>"))
        #expect(!html.contains("data:image/png") && !html.contains("<div class=\"compare"))
    }

    @Test func recordedSnapshotsAreListedAndPassInJUnit() throws {
        let dir = TempDir()
        try verify(block(20, 10), test: "all()", dir, .all)  // recorded
        try verify(block(20, 10), test: "first()", dir, .missing)  // missing, recorded as the reference
        let junit = dir.sub("junit.xml")
        let r = PlumbTool.report(artifacts: dir.artifacts, junit: junit)
        #expect(
            r.output.hasPrefix(
                "## Snapshots: 0 failed, 1 missing, 1 recorded, 0 passed (2 total)\n\n| Snapshot | Status | Pixels differing | Size |\n|---|---|---|---|\n| Report/first.w20.ltr@2x | missing | - | - |\n"
            ))
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        let ref = dir.snapshots + "/Report/"
        #expect(
            html.contains(
                "<li class=\"snapshot recorded\" data-name=\"Report/all.w20.ltr@2x\"><span class=\"badge recorded\">recorded</span> <span class=\"name\">Report/all.w20.ltr@2x</span> <span class=\"muted\">recorded to <code>\(ref)all.w20.ltr@2x.png</code></span></li>"
            ))
        // The missing reference that the run recorded is shown as such, with nothing to accept.
        let id = "snapshot-0-report-first-w20-ltr-2x"
        #expect(
            html.contains(
                "<figure class=\"pane expected\">\n<figcaption><b>Recorded reference</b> <code>\(ref)first.w20.ltr@2x.png</code></figcaption>"
            ))
        #expect(
            embedded(html, id: id + "-expected") == FileManager.default.contents(atPath: ref + "first.w20.ltr@2x.png"))
        #expect(
            html.contains(
                "<p class=\"file-problem\">no actual file: the new snapshot was recorded as the reference</p>"))
        #expect(!html.contains("<pre class=\"accept\">"))
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: [])
        let cases = try #require(doc.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["all.w20.ltr@2x", "first.w20.ltr@2x"])
        #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1])
        #expect(
            cases[0].elements(forName: "system-out").first?.stringValue
                == "status: recorded\nreference: \(ref)all.w20.ltr@2x.png")
    }

    @Test func anOlderPlumbsOneLineFindingsAreReadIntoTheirParts() throws {
        // Manifests written before frame changes and lint findings were structured held one
        // line each; they are still read, split the way the lines were printed.
        let json =
            #"[["UIView/UILabel#a: (0, 0, 1, 1) \"x -> y\" -> (0, 0, 2, 1) \"x -> y\"", "UIView/UIView#new: added (1, 2, 3, 4)", "UIView/UIView#old: removed (was (1, 2, 3, 4))", "... and 3 more"], ["truncated label: UIView/UILabel#a (0, 0, 10, 20)"]]"#
        let decoded = try JSONDecoder().decode(FrameChangesAndLint.self, from: Data(json.utf8))
        #expect(
            decoded.changes == [
                FrameChange(
                    view: "UIView/UILabel#a", before: "(0, 0, 1, 1) \"x -> y\"", after: "(0, 0, 2, 1) \"x -> y\""),
                FrameChange(view: "UIView/UIView#new", before: nil, after: "(1, 2, 3, 4)"),
                FrameChange(view: "UIView/UIView#old", before: "(1, 2, 3, 4)", after: nil),
                FrameChange(view: "... and 3 more", before: nil, after: nil),
            ])
        #expect(
            decoded.changes.prefix(3).map(\.description) == [
                "UIView/UILabel#a: (0, 0, 1, 1) \"x -> y\" -> (0, 0, 2, 1) \"x -> y\"",
                "UIView/UIView#new: added (1, 2, 3, 4)",
                "UIView/UIView#old: removed (was (1, 2, 3, 4))",
            ])
        #expect(decoded.lint == [LintFinding(check: .truncatedLabel, detail: "UIView/UILabel#a (0, 0, 10, 20)")])
        #expect(decoded.lint[0].description == "truncated label: UIView/UILabel#a (0, 0, 10, 20)")
    }

    @Test func findingsAreWrittenAsObjectsAndReadBack() throws {
        let change = FrameChange(view: "UIView/UILabel#a", before: "(0, 0, 1, 1)", after: nil)
        let finding = LintFinding(
            check: .overlappingSiblings, view: "UIView/UIView[0]", detail: "and UIView/UIView[1] share (0, 0, 5, 5)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(
            String(decoding: try encoder.encode(change), as: UTF8.self)
                == #"{"before":"(0, 0, 1, 1)","view":"UIView/UILabel#a"}"#)
        #expect(
            String(decoding: try encoder.encode(finding), as: UTF8.self)
                == #"{"check":"overlapping siblings","detail":"and UIView/UIView[1] share (0, 0, 5, 5)","view":"UIView/UIView[0]"}"#
        )
        #expect(try JSONDecoder().decode(FrameChange.self, from: encoder.encode(change)) == change)
        #expect(try JSONDecoder().decode(LintFinding.self, from: encoder.encode(finding)) == finding)
        #expect(finding.description == "overlapping siblings: UIView/UIView[0] and UIView/UIView[1] share (0, 0, 5, 5)")
    }

    struct FrameChangesAndLint: Decodable {
        var changes: [FrameChange], lint: [LintFinding]
        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            changes = try c.decode([FrameChange].self)
            lint = try c.decode([LintFinding].self)
        }
    }

    @Test func aPassingRunSaysSo() throws {
        let dir = TempDir()
        try verify(block(20, 10), test: "same()", dir, .missing)
        try verify(block(20, 10), test: "same()", dir, .never)
        let r = PlumbTool.report(artifacts: dir.artifacts)
        #expect(
            r.output.hasPrefix(
                "## Snapshots: 0 failed, 0 missing, 0 recorded, 1 passed (1 total)\n\nNo snapshot failed.\n\nReport: "))
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(html.contains("<p class=\"all-good\">No snapshot failed.</p>"))
        #expect(html.contains("<body data-failures=\"0\" data-filtered=\"false\">"))
    }

    @Test func progressCountsEachFailure() throws {
        let dir = TempDir()
        try run(dir)  // one failed, one missing, one passed
        let seen = Counter()
        #expect(PlumbTool.report(artifacts: dir.artifacts, progress: { seen.add("\($0)/\($1)") }).status == 0)
        #expect(seen.values == ["1/2", "2/2"])
    }

    @Test func onlyTheNewestRunIsReportedUnlessAskedForAll() throws {
        let dir = TempDir()
        // An earlier run left a failure behind; the newest run passed.
        var stale = try verify(block(20, 10), test: "old()", dir, .never).entry
        stale.run = "earlier-run"
        stale.written = 1000
        try Manifest.write(stale, artifacts: dir.artifacts)
        try verify(block(20, 10), test: "same()", dir, .missing)
        try verify(block(20, 10), test: "same()", dir, .never)
        let r = PlumbTool.report(artifacts: dir.artifacts)
        #expect(r.output.hasPrefix("## Snapshots: 0 failed, 0 missing, 0 recorded, 1 passed (1 total)\n"))
        #expect(r.output.contains("\nleft out 1 snapshot from earlier test runs (--all-runs includes them)\n"))
        let all = PlumbTool.report(artifacts: dir.artifacts, allRuns: true)
        #expect(all.output.hasPrefix("## Snapshots: 0 failed, 1 missing, 0 recorded, 1 passed (2 total)\n"))
        #expect(!all.output.contains("left out"))
    }
}

/// Names, messages and paths from the manifest are data, never markup.
@MainActor @Suite struct ReportEscaping {
    func entry(_ name: String, _ dir: TempDir, status: ManifestEntry.Status = .failed, message: String = "")
        -> ManifestEntry
    {
        let file = SnapshotNaming.hexHash(name)
        return ManifestEntry(
            name: "Evil/" + name, suite: "Evil", test: name, variant: "w20", status: status,
            reference: dir.snapshots + "/Evil/\(file).png", snapshotsDirectory: dir.snapshots,
            actual: dir.artifacts + "/Evil/\(file).png", diff: nil, comparison: nil,
            expectedSize: [40, 20], actualSize: [40, 24], differingPixels: 7, regions: [[1, 2, 3, 4]],
            frameChanges: [FrameChange(view: "UIView/UILabel#<i>", before: nil, after: "(0, 0, 1, 1) \"<u>\"")],
            lintProblems: [LintFinding(check: .init(rawValue: "truncated"), detail: "<b>bold</b> & more")],
            message: message, filteredRun: true)
    }

    let script = "<script>alert(1)</script>"
    let quotes = "\"&'"
    let nul = "nul\u{0}byte\u{7}"
    let long = String(repeating: "long<", count: 800)

    func write(_ dir: TempDir) throws {
        for (n, m) in [
            (script, "fails <img src=x onerror=alert(1)>"), (quotes, "quote \" amp & apos '"),
            (nul, "NUL \u{0} here\u{1B}[31m"), (long, "long"),
        ] {
            try Manifest.write(entry(n, dir, message: m), artifacts: dir.artifacts)
        }
        try Manifest.write(entry("a|b`c_d *e* _f_", dir, status: .missing), artifacts: dir.artifacts)
    }

    @Test func hostileNamesAppearOnlyEscapedInTheHTML() throws {
        let dir = TempDir()
        try write(dir)
        #expect(PlumbTool.report(artifacts: dir.artifacts).status == 0)
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<script").count == 2)  // only the page's own script
        #expect(
            !html.contains("<img src=x") && !html.contains("<b>bold") && !html.contains("<i>") && !html.contains("<u>"))
        #expect(html.contains("data-name=\"Evil/&lt;script&gt;alert(1)&lt;/script&gt;\""))
        #expect(html.contains("<span class=\"name\">Evil/&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
        #expect(html.contains("<pre class=\"message\">fails &lt;img src=x onerror=alert(1)&gt;</pre>"))
        #expect(html.contains("data-name=\"Evil/&quot;&amp;&#39;\""))
        #expect(html.contains("<pre class=\"message\">quote &quot; amp &amp; apos &#39;</pre>"))
        #expect(html.contains("data-name=\"Evil/nul\\u{0}byte\\u{7}\""))
        #expect(html.contains("<pre class=\"message\">NUL \\u{0} here\\u{1B}[31m</pre>"))
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(html.contains("<li>truncated: &lt;b&gt;bold&lt;/b&gt; &amp; more</li>"))
        #expect(
            html.contains(
                "<tr><td class=\"view\">UIView/UILabel#&lt;i&gt;</td><td>(none)</td><td>(0, 0, 1, 1) &quot;&lt;u&gt;&quot;</td></tr>"
            ))
        #expect(html.contains("<span class=\"name\">Evil/" + String(repeating: "long&lt;", count: 800) + "</span>"))
        // Ids are made of safe characters only, and unique.
        let ids = html.components(separatedBy: "<section class=\"snapshot ").dropFirst().map { s in
            String(s.split(separator: "\"")[2])
        }
        #expect(
            ids == [
                "snapshot-0-evil", "snapshot-1-evil-script-alert-1-script",
                "snapshot-2-evil-long-long-long-long-long-long-long-long-long-long-long",
                "snapshot-3-evil-nul-byte", "snapshot-4-evil-a-b-c-d-e-f",
            ])
        // The files were never written: said so, no crash.
        #expect(
            html.contains(
                "<p class=\"file-problem\">file missing: \(dir.artifacts)/Evil/\(SnapshotNaming.hexHash(script)).png</p>"
            ))
        #expect(html.contains("<p class=\"filtered\">This was a filtered run"))
        #expect(html.contains("<body data-failures=\"5\" data-filtered=\"true\">"))
        // A glob character in a name is escaped in the accept command.
        #expect(
            html.contains(
                "<code>swift run plumb accept \(dir.artifacts) --only &#39;Evil/a|b`c_d \\*e\\* _f_&#39;</code>"))
    }

    @Test func hostileNamesAreValidXMLInJUnit() throws {
        let dir = TempDir()
        try write(dir)
        let junit = dir.sub("junit.xml")
        #expect(PlumbTool.report(artifacts: dir.artifacts, junit: junit).status == 0)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: [])
        let cases = try #require(doc.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }
                == [quotes, script, "a|b`c_d *e* _f_", String(repeating: "long<", count: 800), "nul\\u{0}byte\\u{7}"])
        #expect(
            cases.map { $0.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue ?? "" }
                == [
                    "quote \" amp & apos '", "fails <img src=x onerror=alert(1)>", "snapshot missing", "long",
                    "NUL \\u{0} here\\u{1B}[31m",
                ])
        #expect(doc.rootElement()?.attribute(forName: "failures")?.stringValue == "5")
    }

    @Test func markdownEscapesPipesBackticksAndMarkup() throws {
        let dir = TempDir()
        try write(dir)
        let r = PlumbTool.report(artifacts: dir.artifacts)
        let rows = r.output.split(separator: "\n").filter { $0.hasPrefix("| Evil/") }
        #expect(rows.count == 5)
        #expect(rows.contains("| Evil/\"\\&' | failed | 7 | 40x20 px -> 40x24 px |"))
        #expect(rows.contains("| Evil/\\<script\\>alert(1)\\</script\\> | failed | 7 | 40x20 px -> 40x24 px |"))
        #expect(rows.contains("| Evil/nul\\\\u{0}byte\\\\u{7} | failed | 7 | 40x20 px -> 40x24 px |"))
        #expect(rows.contains("| Evil/a\\|b\\`c_d \\*e\\* \\_f\\_ | missing | 7 | 40x20 px -> 40x24 px |"))
        #expect(r.output.contains("This was a filtered run"))
    }

    @Test func theMarkdownTableStopsAtTwentyRows() throws {
        let dir = TempDir()
        for i in 0..<25 { try Manifest.write(entry(String(format: "t%02d", i), dir), artifacts: dir.artifacts) }
        let r = PlumbTool.report(artifacts: dir.artifacts)
        let rows = r.output.split(separator: "\n").filter { $0.hasPrefix("| Evil/") }
        #expect(rows.count == 20)
        #expect(rows.first == "| Evil/t00 | failed | 7 | 40x20 px -> 40x24 px |")
        #expect(rows.last == "| Evil/t19 | failed | 7 | 40x20 px -> 40x24 px |")
        #expect(r.output.contains("\n| Evil/t19 | failed | 7 | 40x20 px -> 40x24 px |\n\nand 5 more\n\nReport: "))
    }
}

/// Errors name the file and exit 2.
@MainActor @Suite struct ReportErrors {
    @Test func aMissingArtifactsFolder() {
        let dir = TempDir()
        #expect(
            PlumbTool.report(artifacts: dir.sub("nope"))
                == PlumbTool.Result(
                    status: 2, output: "error: cannot read \(dir.sub("nope")): no such artifacts folder"))
    }

    @Test func aCorruptManifestEntry() throws {
        let dir = TempDir()
        let bad = Manifest.directory(artifacts: dir.artifacts) + "/bad.json"
        try FileManager.default.createDirectory(
            atPath: Manifest.directory(artifacts: dir.artifacts), withIntermediateDirectories: true)
        try Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: bad))
        let r = PlumbTool.report(artifacts: dir.artifacts)
        #expect(r.status == 2)
        #expect(r.output.hasPrefix("error: cannot read \(bad): not a manifest entry ("))
        #expect(!fileExists(dir.artifacts + "/report.html"))
    }

    @Test func anUnwritableOutput() throws {
        let dir = TempDir()
        try Manifest.write(ReportEscaping().entry("x", dir), artifacts: dir.artifacts)
        // Under a regular file: the folder cannot be created.
        try Data("file".utf8).write(to: URL(fileURLWithPath: dir.sub("plain")))
        let underFile = dir.sub("plain/report.html")
        let r = PlumbTool.report(artifacts: dir.artifacts, html: underFile)
        #expect(r.status == 2)
        #expect(
            r.output.split(separator: "\n").last?.hasPrefix(
                "error: cannot write \(underFile): cannot create \(dir.sub("plain")): ") == true)
        // A folder in the way of the JUnit file: the rename fails, the temporary file is removed.
        try FileManager.default.createDirectory(atPath: dir.sub("taken.xml"), withIntermediateDirectories: false)
        let r2 = PlumbTool.report(artifacts: dir.artifacts, html: dir.sub("ok.html"), junit: dir.sub("taken.xml"))
        #expect(r2.status == 2)
        #expect(r2.output.split(separator: "\n").last == "error: cannot write \(dir.sub("taken.xml")): Is a directory")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "artifacts", "ok.html", "plain", "taken.xml",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.sub("taken.xml")) == [])
    }
}
