import Foundation

extension Report {
    /// Rows shown in the Markdown summary before "and N more".
    static let markdownRows = 20

    /// A short Markdown summary: counts, a table of failures, and where the HTML report is.
    func markdown(htmlPath: String) -> String {
        var lines = ["## Snapshots: \(countsLine)", ""]
        if filtered { lines += ["This was a filtered run: snapshots that did not run are not listed.", ""] }
        if failures.isEmpty {
            lines += ["No snapshot failed.", ""]
        } else {
            lines += ["| Snapshot | Status | Pixels differing | Size |", "|---|---|---|---|"]
            for e in failures.prefix(Report.markdownRows) {
                let pixels = e.differingPixels.map(String.init) ?? "-"
                let size = Report.sizeText(e) ?? "-"  // our own text: nothing to escape
                lines.append("| \(Report.md(e.name)) | \(e.status.rawValue) | \(pixels) | \(size) |")
            }
            if failures.count > Report.markdownRows {
                lines += ["", "and \(failures.count - Report.markdownRows) more"]
            }
            lines.append("")
        }
        lines.append("Report: \(Report.md(htmlPath))")
        return lines.joined(separator: "\n")
    }

    /// Markdown-escapes text for a table cell: `\`, backticks, `|`, `*`, `[`, `]`, `<`, `>`, `&`,
    /// `~`, and `_` unless it is between letters or digits; control characters made visible.
    static func md(_ s: String) -> String {
        let scalars = Array(ReportText.visible(s, keepLineBreaks: false).unicodeScalars)
        var out = ""
        for (i, u) in scalars.enumerated() {
            if u == "_" {
                let inWord =
                    i > 0 && i + 1 < scalars.count && isWordScalar(scalars[i - 1]) && isWordScalar(scalars[i + 1])
                if !inWord { out += "\\" }
            } else if "\\`|*[]<>&~".unicodeScalars.contains(u) {
                out += "\\"
            }
            out.unicodeScalars.append(u)
        }
        return out
    }

    private static func isWordScalar(_ u: Unicode.Scalar) -> Bool { CharacterSet.alphanumerics.contains(u) }
}
