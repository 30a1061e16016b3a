import Foundation

extension Report {
    /// An `assertAccessibilityAudit` entry: its name, the audited image with the issues drawn
    /// over it, and the message. It has no reference, so no expected, diff or compare panes.
    func auditFailure(_ e: ManifestEntry, index: Int, into h: inout HTMLWriter) {
        let id = ReportText.slug(e.name, index: index)
        let status = e.status.rawValue
        h.raw(
            "<section class=\"snapshot audit-entry \(status)\" id=\"\(id)\" data-name=\"\(h.attr(e.name))\" data-status=\"\(status)\">\n"
        )
        h.raw(
            "<h2><span class=\"badge \(status)\">\(status)</span> <span class=\"name\">\(h.esc(e.name, line: true))</span></h2>\n"
        )
        auditBlock(e, id: id, into: &h)
        if !e.message.isEmpty { h.raw("<h3>Message</h3>\n<pre class=\"message\">\(h.esc(e.message))</pre>\n") }
        h.raw("</section>\n")
    }

    /// The audit's issues drawn over the audited image (a numbered box on each element: red for an
    /// issue that fails, grey dashed for a suppressed one), and the numbered list of issues.
    func auditBlock(_ e: ManifestEntry, id: String, into h: inout HTMLWriter) {
        guard let issues = e.auditIssues, !issues.isEmpty else { return }
        let failing = issues.filter { $0.suppressed == nil }.count
        h.raw(
            "<h3>Accessibility audit <span class=\"muted\">(\(failing) failing, \(issues.count - failing) suppressed)</span></h3>\n"
        )
        h.raw("<div class=\"audit\" data-issues=\"\(issues.count)\" data-failing=\"\(failing)\">\n")
        let file = e.auditImage.map(EmbeddedFile.load) ?? .problem("no audited image was written")
        let scale = e.auditScale ?? 1
        switch file {
        case let .png(data, w, ht):
            func pct(_ v: Double, _ of: Int) -> String { String(format: "%.4f%%", v * scale * 100 / Double(of)) }
            let zoom = max(1, min(4, 360 / w))
            h.raw(
                "<div class=\"audit-stage\" style=\"width: min(\(w * zoom)px, 100%); aspect-ratio: \(w) / \(ht)\">"
            )
            h.raw(
                "<img class=\"audit-shot\" id=\"\(id)-audit\" alt=\"Audited image\" data-width=\"\(w)\" data-height=\"\(ht)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"
            )
            for (i, issue) in issues.enumerated() {
                let f = issue.frame
                let cls = issue.suppressed == nil ? "failing" : "suppressed"
                h.raw(
                    "<a class=\"audit-box \(cls)\" href=\"#\(id)-issue-\(i + 1)\" data-type=\"\(issue.type)\" title=\"\(h.attr(issue.description))\" "
                )
                h.raw(
                    "style=\"left: \(pct(Double(f.minX), w)); top: \(pct(Double(f.minY), ht)); width: \(pct(Double(f.width), w)); height: \(pct(Double(f.height), ht))\"><span>\(i + 1)</span></a>"
                )
            }
            h.raw("</div>\n")
        case let .problem(why):
            h.raw("<p class=\"file-problem\">\(h.esc(why, line: true))</p>\n")
        case .text:
            h.raw("<p class=\"file-problem\">the audited image is not a PNG</p>\n")
        }
        h.raw("<ol class=\"audit-issues\">\n")
        for (i, issue) in issues.enumerated() {
            let cls = issue.suppressed == nil ? "failing" : "suppressed"
            h.raw("<li id=\"\(id)-issue-\(i + 1)\" class=\"audit-issue \(cls)\" data-type=\"\(issue.type)\">")
            h.raw("<b>\(issue.type)</b> <code>\(h.esc(issue.elementDescription, line: true))</code> ")
            h.raw(
                "<span class=\"muted\">\(h.esc(issue.variant))</span>: \(h.esc(issue.measured)), needs \(h.esc(issue.threshold))"
            )
            if let reason = issue.suppressed { h.raw(" <i class=\"reason\">suppressed: \(h.esc(reason))</i>") }
            h.raw("</li>\n")
        }
        h.raw("</ol>\n</div>\n")
    }

    static let auditCSS = """
        .audit-stage{position:relative;max-width:100%;border:1px solid var(--line);margin:0 0 8px}
        .audit-stage img{position:absolute;inset:0;width:100%;height:100%}
        .audit-box{position:absolute;box-sizing:border-box;border:2px solid var(--failed);background:rgba(198,40,40,.12)}
        .audit-box.suppressed{border:2px dashed #757575;background:rgba(117,117,117,.10)}
        .audit-box span{position:absolute;left:-2px;top:-2px;transform:translate(-50%,-50%);min-width:18px;height:18px;\
        padding:0 4px;border-radius:9px;background:var(--failed);color:#fff;font:600 11px/18px system-ui,sans-serif;text-align:center}
        .audit-box.suppressed span{background:#757575}
        .audit-issues{margin:0;padding-left:24px}
        .audit-issue{margin:2px 0}.audit-issue.suppressed{color:var(--muted)}
        .audit-issue:target{background:#fff3c4}
        """
}
