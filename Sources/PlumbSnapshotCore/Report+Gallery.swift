import Foundation

/// The gallery: every reference of a run as a thumbnail, grouped by test, one tile per variant,
/// with a filter. Part of the report page, and the whole of `plumb gallery`'s page.
extension Report {
    /// The entries with a picture to show, grouped by test (`Suite/test[.name]`), groups and their
    /// variants in name order.
    var galleryGroups: [(test: String, entries: [ManifestEntry])] {
        var groups: [String: [ManifestEntry]] = [:]
        for e in failures + others { groups[Report.testKey(e), default: []].append(e) }
        return groups.keys.sorted().map { key in (key, groups[key]!.sorted { $0.name < $1.name }) }
    }

    /// `Suite/test[.name]`: the entry's name without its variant.
    static func testKey(_ e: ManifestEntry) -> String {
        let suffix = "." + e.variant
        return e.name.hasSuffix(suffix) && e.name.count > suffix.count ? String(e.name.dropLast(suffix.count)) : e.name
    }

    /// The gallery section: a filter box, a count, and one group per test.
    ///
    /// - Parameter open: Whether the section starts open (the gallery page) or collapsed (the report).
    func gallery(into h: inout HTMLWriter, open: Bool) {
        let groups = galleryGroups
        let total = groups.reduce(0) { $0 + $1.entries.count }
        h.raw("<section class=\"gallery\" id=\"gallery\" data-total=\"\(total)\">\n<details\(open ? " open" : "")>\n")
        h.raw(
            "<summary><h2>Gallery (\(total) snapshot\(total == 1 ? "" : "s") of \(groups.count) test\(groups.count == 1 ? "" : "s"))</h2></summary>\n"
        )
        h.raw("<div class=\"gallery-controls needs-js\">")
        h.raw(
            "<input type=\"search\" class=\"gallery-filter\" placeholder=\"Filter: words of a name or variant (rtl, w320, dark)\" aria-label=\"Filter the gallery\">"
        )
        h.raw("<select class=\"gallery-status\" aria-label=\"Status\"><option value=\"\">every status</option>")
        for s in ["failed", "missing", "recorded", "passed"] { h.raw("<option value=\"\(s)\">\(s)</option>") }
        h.raw("</select> <span class=\"gallery-count muted\">\(total) of \(total) shown</span></div>\n")
        for (test, entries) in groups {
            h.raw("<div class=\"gallery-group\" data-test=\"\(h.attr(test))\">\n")
            h.raw(
                "<h3 class=\"gallery-test\">\(h.esc(test, line: true)) <span class=\"muted\">(\(entries.count))</span></h3>\n"
            )
            h.raw("<div class=\"tiles\">\n")
            for e in entries { tile(e, into: &h) }
            h.raw("</div>\n</div>\n")
        }
        h.raw("</details>\n</section>\n")
    }

    /// One variant: its thumbnail (the reference; for a missing one, what the run drew), its
    /// variant, status and size; the tile links to the full image on disk.
    func tile(_ e: ManifestEntry, into h: inout HTMLWriter) {
        let status = e.status.rawValue
        let path =
            e.status == .missing && !FileManager.default.fileExists(atPath: e.reference)
            ? (e.actual ?? e.reference)
            : e.reference
        h.raw(
            "<figure class=\"tile \(status)\" data-name=\"\(h.attr(e.name))\" data-variant=\"\(h.attr(e.variant))\" data-status=\"\(status)\">\n"
        )
        var size: String? = nil
        if path.lowercased().hasSuffix(".png") {
            switch Thumbnail.png(contentsOf: path) {
            case .success(let t):
                size = "\(t.width)x\(t.height) px"
                h.raw(
                    "<img class=\"thumb\" loading=\"lazy\" alt=\"\(h.attr(e.name))\" data-width=\"\(t.width)\" data-height=\"\(t.height)\" src=\"data:image/png;base64,\(t.data.base64EncodedString())\">\n"
                )
            case .failure(let problem):
                h.raw("<p class=\"file-problem\">\(h.esc(problem.text, line: true))</p>\n")
            }
        } else {
            switch EmbeddedFile.load(path) {
            case .text(let text):
                let head = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(14)
                h.raw("<pre class=\"thumb-text\">\(h.esc(head.joined(separator: "\n")))</pre>\n")
            case .problem(let why):
                h.raw("<p class=\"file-problem\">\(h.esc(why, line: true))</p>\n")
            case .png:
                h.raw("<p class=\"file-problem\">\(h.esc(path, line: true))</p>\n")
            }
        }
        h.raw(
            "<figcaption><span class=\"badge \(status)\">\(status)</span> <b class=\"variant\">\(h.esc(e.variant, line: true))</b>"
        )
        if let size { h.raw(" <span class=\"muted\">\(size)</span>") }
        h.raw("<br><code class=\"path\">\(h.esc(path, line: true))</code></figcaption>\n</figure>\n")
    }

    /// `plumb gallery`'s page: the counts and the gallery, open.
    func galleryPage() -> String {
        var h = HTMLWriter()
        h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        h.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"\(Report.contentSecurityPolicy)\">\n")
        h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        h.raw("<title>Snapshot gallery: \(h.esc(countsLine))</title>\n<style>\(Report.css)</style>\n</head>\n")
        h.raw("<body class=\"gallery-page\">\n<header class=\"summary\">\n<h1>Snapshot gallery</h1>\n")
        h.raw("<p class=\"counts\">\(h.esc(countsLine))</p>\n")
        h.raw("<p class=\"artifacts\">Artifacts: <code>\(h.esc(artifactsLabel ?? artifacts))</code></p>\n")
        for w in warnings { h.raw("<p class=\"warning\">\(h.esc(w))</p>\n") }
        h.raw("</header>\n<main>\n")
        gallery(into: &h, open: true)
        h.raw("</main>\n<script>\(Report.script)</script>\n</body>\n</html>\n")
        return h.text
    }

    static let galleryCSS = """
        section.gallery{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 18px;margin:20px 0 0}
        section.gallery summary{cursor:pointer}section.gallery summary h2{display:inline;margin:0}
        .gallery-controls{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;margin:12px 0}
        .gallery-filter{flex:1 1 320px;font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:6px}
        .gallery-status{font:inherit;padding:5px 8px}
        .gallery-group{margin:14px 0 0}.gallery-group[hidden],.tile[hidden]{display:none}
        h3.gallery-test{text-transform:none;letter-spacing:0;color:var(--fg);word-break:break-all}
        .tiles{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        figure.tile{margin:0;width:252px;padding:6px;border:1px solid var(--line);border-radius:6px;background:var(--bg)}
        figure.tile.failed{border-color:var(--failed)}figure.tile.missing{border-color:var(--missing)}
        img.thumb{display:block;max-width:240px;max-height:240px;margin:0 auto;border:1px solid var(--line);\
        background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px}
        pre.thumb-text{font-size:10px;max-height:240px;overflow:hidden}
        figure.tile figcaption{margin:6px 0 0;font-size:12px}
        figure.tile code.path{font-size:10px;color:var(--muted)}
        """

    static let galleryScript = """
        document.querySelectorAll('section.gallery').forEach(function(g){
          var input=g.querySelector('.gallery-filter'),status=g.querySelector('.gallery-status'),count=g.querySelector('.gallery-count');
          var tiles=g.querySelectorAll('figure.tile');
          function apply(){
            var words=input.value.toLowerCase().split(/\\s+/).filter(function(w){return w;}),want=status.value,shown=0;
            tiles.forEach(function(t){
              var text=(t.dataset.name+' '+t.dataset.variant).toLowerCase();
              var ok=words.every(function(w){return text.indexOf(w)>=0;})&&(!want||t.dataset.status===want);
              t.hidden=!ok;if(ok)shown++;
            });
            g.querySelectorAll('.gallery-group').forEach(function(gr){gr.hidden=!gr.querySelector('figure.tile:not([hidden])');});
            count.textContent=shown+' of '+tiles.length+' shown';g.dataset.shown=shown;
          }
          input.addEventListener('input',apply);status.addEventListener('change',apply);apply();
        });
        """
}
