import Foundation

extension Report {
    /// JUnit XML: one `<testsuite>` per snapshot suite, one `<testcase>` per snapshot.
    ///
    /// Failed and missing snapshots carry a `<failure>` (type `snapshot-mismatch` or
    /// `missing-reference`, message: the first line of the failure message, body: all of it);
    /// every test case lists its files in `<system-out>`, with Jenkins-style
    /// `[[ATTACHMENT|path]]` lines for the actual, diff and side-by-side images. Text is
    /// escaped and characters XML 1.0 does not allow are replaced by a visible `\u{XX}`.
    func junit() -> String {
        let all = (failures + others).sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
        let failing = counts.failed + counts.missing
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"plumb snapshots\" tests=\"\(all.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        var i = 0
        while i < all.count {
            let suite = all[i].suite
            var j = i
            while j < all.count, all[j].suite == suite { j += 1 }
            let cases = all[i..<j]
            let suiteFailures = cases.filter { $0.status == .failed || $0.status == .missing }.count
            x +=
                "  <testsuite name=\"\(Report.xa(suite))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
            for e in cases { x += testCase(e) }
            x += "  </testsuite>\n"
            i = j
        }
        x += "</testsuites>\n"
        return x
    }

    func testCase(_ e: ManifestEntry) -> String {
        var x = "    <testcase classname=\"\(Report.xa(e.suite))\" name=\"\(Report.xa(Report.caseName(e)))\">\n"
        if e.status == .failed || e.status == .missing {
            let type = e.status == .failed ? "snapshot-mismatch" : "missing-reference"
            let first =
                e.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "snapshot \(e.status.rawValue)"
            x += "      <failure message=\"\(Report.xa(first))\" type=\"\(type)\">\(Report.xt(e.message))</failure>\n"
        }
        var out = ["status: \(e.status.rawValue)", "reference: \(e.reference)"]
        if let a = e.actual { out.append("actual: \(a)") }
        if let d = e.diff { out.append("diff: \(d)") }
        if let c = e.comparison { out.append("compare: \(c)") }
        if let n = e.differingPixels { out.append("differing pixels: \(n)") }
        if let s = Report.sizeText(e) { out.append("size: \(s)") }
        if e.actual != nil { out.append("accept: \(acceptCommand(e))") }
        for path in [e.actual, e.diff, e.comparison].compactMap({ $0 }) { out.append("[[ATTACHMENT|\(path)]]") }
        x += "      <system-out>\(Report.xt(out.joined(separator: "\n")))</system-out>\n"
        x += "    </testcase>\n"
        return x
    }

    /// Escaped XML text (line breaks kept).
    static func xt(_ s: String) -> String { ReportText.escape(s) }
    /// An escaped XML attribute value (line breaks kept as character references).
    static func xa(_ s: String) -> String { ReportText.escape(s, attribute: true) }
}
