import Foundation

extension Report {
    /// The layout sweeps of the run, passed or not: each sweep's breakpoints, numbered, beside its
    /// strip image (row N is breakpoint N: the tighter side on the left, the breakpoint on the
    /// right). Empty when the run swept nothing.
    func sweeps(into h: inout HTMLWriter) {
        let sweeps = (failures + others).filter { $0.breakpoints != nil }
        guard !sweeps.isEmpty else { return }
        h.raw("<section class=\"sweeps\">\n<h2>Layout sweeps (\(sweeps.count))</h2>\n")
        for (i, e) in sweeps.enumerated() {
            let id = ReportText.slug("sweep-" + e.name, index: i)
            let status = e.status.rawValue
            h.raw("<article class=\"sweep \(status)\" id=\"\(id)\" data-name=\"\(h.attr(e.name))\">\n")
            h.raw(
                "<h3><span class=\"badge \(status)\">\(status)</span> <span class=\"name\">\(h.esc(e.name, line: true))</span></h3>\n"
            )
            let breakpoints = e.breakpoints ?? []
            if breakpoints.isEmpty {
                h.raw("<p class=\"muted\">No breakpoint: the layout keeps one shape over the whole sweep.</p>\n")
            } else {
                h.raw("<ol class=\"breakpoints\">\n")
                for b in breakpoints { h.raw("<li>\(Self.codeSpans(h.esc(b)))</li>\n") }
                h.raw("</ol>\n")
            }
            if let strip = e.strip {
                switch EmbeddedFile.load(strip) {
                case let .png(data, w, ht):
                    h.raw("<figure class=\"strip\">\n<figcaption>Row N is breakpoint N: the tighter side (left) and ")
                    h.raw("the breakpoint (right). <code>\(h.esc(strip, line: true))</code></figcaption>\n")
                    h.raw(
                        "<img class=\"shot strip\" alt=\"Both sides of each breakpoint\" data-width=\"\(w)\" data-height=\"\(ht)\" "
                    )
                    h.raw("src=\"data:image/png;base64,\(data.base64EncodedString())\">\n</figure>\n")
                case let .problem(why):
                    h.raw("<p class=\"file-problem\">\(h.esc(why, line: true))</p>\n")
                case .text:
                    h.raw("<p class=\"file-problem\">the strip is not an image: \(h.esc(strip, line: true))</p>\n")
                }
            }
            h.raw("</article>\n")
        }
        h.raw("</section>\n")
    }

    /// Turns the backtick-quoted names of escaped breakpoint text into `<code>` spans.
    static func codeSpans(_ escaped: String) -> String {
        var out = "", open = false
        for c in escaped {
            if c == "`" {
                out += open ? "</code>" : "<code>"
                open.toggle()
            } else {
                out.append(c)
            }
        }
        return open ? out + "</code>" : out
    }

    /// The sweep section's style, appended to the page's.
    static let sweepCSS = """
        section.sweeps{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 18px;margin:0 0 20px}
        article.sweep{border-top:1px solid var(--line);padding:12px 0}
        article.sweep:first-of-type{border-top:0}
        article.sweep h3{text-transform:none;letter-spacing:0;color:var(--fg);font-size:15px;margin:0 0 8px;word-break:break-all}
        ol.breakpoints{margin:0 0 10px;padding-left:24px}
        figure.strip{margin:0}
        img.strip{max-height:none}
        """
}
