import Foundation
import Raster

extension Report {
    /// The whole page: one self-contained HTML file.
    /// - Parameters:
    ///   - progress: Called after each failure's section (images embedded), with the
    ///   count done and the total.
    ///   - gallery: Whether the page ends with the gallery of every snapshot (``gallery(into:open:)``).
    func html(gallery: Bool = true, progress: ((Int, Int) -> Void)? = nil) -> String {
        var h = HTMLWriter()
        let script = Report.script
        h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        h.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"\(Report.contentSecurityPolicy)\">\n")
        h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        h.raw(
            "<title>Snapshots: \(h.esc(countsLine))</title>\n<style>\(Report.css)\(Report.auditCSS)\n\(Report.sweepCSS)</style>\n</head>\n"
        )
        h.raw(
            "<body data-failures=\"\(failures.count)\" data-filtered=\"\(filtered)\">\n<header class=\"summary\">\n<h1>Snapshot report</h1>\n"
        )
        h.raw("<p class=\"counts\">")
        for (cls, n) in [
            ("failed", counts.failed), ("missing", counts.missing), ("recorded", counts.recorded),
            ("passed", counts.passed),
        ] {
            h.raw("<span class=\"count \(cls)\" data-count=\"\(n)\"><b>\(n)</b> \(cls)</span> ")
        }
        h.raw("<span class=\"count total\" data-count=\"\(counts.total)\"><b>\(counts.total)</b> total</span></p>\n")
        if filtered {
            h.raw(
                "<p class=\"filtered\">This was a filtered run: only some tests ran, so snapshots that did not run are not listed.</p>\n"
            )
        }
        h.raw(
            "<p class=\"artifacts\">Artifacts: <code>\(h.esc(artifactsLabel ?? artifacts))</code> · \(filtered ? "filtered run" : "unfiltered run")</p>\n"
        )
        for w in warnings { h.raw("<p class=\"warning\">\(h.esc(w))</p>\n") }
        if failures.isEmpty {
            h.raw("<p class=\"all-good\">No snapshot failed.</p>\n")
        } else {
            h.raw("<nav class=\"toc\"><ol>\n")
            for (i, e) in failures.enumerated() {
                h.raw("<li><a href=\"#\(ReportText.slug(e.name, index: i))\">\(h.esc(e.name, line: true))</a> ")
                h.raw("<span class=\"badge \(e.status.rawValue)\">\(e.status.rawValue)</span>")
                if let n = e.differingPixels { h.raw(" <span class=\"muted\">\(n) px differ</span>") }
                h.raw("</li>\n")
            }
            h.raw("</ol></nav>\n")
        }
        h.raw("</header>\n<main>\n")
        for (i, e) in failures.enumerated() {
            failure(e, index: i, into: &h)
            progress?(i + 1, failures.count)
        }
        sweeps(into: &h)
        if !others.isEmpty {
            // Collapsed, as Paparazzi's report lists the snapshots that passed: open it to see them.
            h.raw(
                "<section class=\"others\">\n<details>\n<summary><h2>Passed and recorded (\(others.count))</h2></summary>\n<ul class=\"compact\">\n"
            )
            for e in others {
                h.raw("<li class=\"snapshot \(e.status.rawValue)\" data-name=\"\(h.attr(e.name))\">")
                h.raw(
                    "<span class=\"badge \(e.status.rawValue)\">\(e.status.rawValue)</span> <span class=\"name\">\(h.esc(e.name, line: true))</span>"
                )
                if let size = Report.sizeText(e) { h.raw(" <span class=\"muted\">\(h.esc(size))</span>") }
                if e.status == .recorded {
                    h.raw(" <span class=\"muted\">recorded to <code>\(h.esc(e.reference, line: true))</code></span>")
                }
                h.raw("</li>\n")
            }
            h.raw("</ul>\n</details>\n</section>\n")
        }
        if gallery { self.gallery(into: &h, open: false) }
        h.raw("</main>\n<script>\(script)</script>\n</body>\n</html>\n")
        return h.text
    }

    /// One failed or missing snapshot.
    func failure(_ e: ManifestEntry, index: Int, into h: inout HTMLWriter) {
        if e.origin == AccessibilityAudit.origin { return auditFailure(e, index: index, into: &h) }
        let id = ReportText.slug(e.name, index: index)
        let status = e.status.rawValue
        h.raw(
            "<section class=\"snapshot \(status)\" id=\"\(id)\" data-name=\"\(h.attr(e.name))\" data-status=\"\(status)\">\n"
        )
        h.raw(
            "<h2><span class=\"badge \(status)\">\(status)</span> <span class=\"name\">\(h.esc(e.name, line: true))</span></h2>\n"
        )

        // The facts, in one line each.
        var facts: [(String, String)] = []
        if let n = e.differingPixels { facts.append(("Differing pixels", "\(n)")) }
        if let s = e.expectedSize, s.count == 2 { facts.append(("Expected size", "\(s[0])x\(s[1]) px")) }
        if let s = e.actualSize, s.count == 2 { facts.append(("Actual size", "\(s[0])x\(s[1]) px")) }
        if let a = e.expectedSize, let b = e.actualSize, a != b { facts.append(("Sizes", "differ")) }
        if !facts.isEmpty {
            h.raw("<dl class=\"facts\">")
            for (k, v) in facts { h.raw("<div><dt>\(k)</dt><dd>\(h.esc(v))</dd></div>") }
            h.raw("</dl>\n")
        }

        // Expected | actual | diff.
        let expected: EmbeddedFile =
            e.status == .missing && !FileManager.default.fileExists(atPath: e.reference)
            ? .problem("no reference yet: \(e.reference)") : .load(e.reference)
        // A missing reference recorded by the run (record mode missing or failed) has no actual.
        let recorded = e.status == .missing && e.actual == nil
        let actual: EmbeddedFile =
            e.actual.map { EmbeddedFile.load($0) }
            ?? .problem(
                recorded
                    ? "no actual file: the new snapshot was recorded as the reference"
                    : "no actual snapshot was written")
        let diff: EmbeddedFile? = e.diff.map { EmbeddedFile.load($0) }
        var panes: [(String, String, String?, EmbeddedFile)] = [
            ("expected", recorded ? "Recorded reference" : "Expected", e.reference, expected),
            ("actual", "Actual", e.actual, actual),
        ]
        if let diff { panes.append(("diff", "Diff", e.diff, diff)) }
        let zoom = Report.zoom(for: panes.map(\.3))
        h.raw("<div class=\"panes\">\n")
        for (cls, title, path, file) in panes {
            let paneID = "\(id)-\(cls)"
            h.raw("<figure class=\"pane \(cls)\">\n<figcaption><b>\(title)</b>")
            if let path { h.raw(" <code>\(h.esc(path, line: true))</code>") }
            h.raw("</figcaption>\n")
            switch file {
            case let .png(data, w, ht):
                // Natural size, scaled down to fit the pane; small images enlarged by an integer zoom.
                let size = zoom > 1 ? "style=\"width: \(w * zoom)px\" " : ""
                h.raw(
                    "<img id=\"\(paneID)\" class=\"shot\(zoom > 1 ? " pixelated" : "")\" alt=\"\(title) image\" \(size)"
                )
                h.raw(
                    "data-width=\"\(w)\" data-height=\"\(ht)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">\n"
                )
            case let .text(text):
                h.raw("<pre id=\"\(paneID)\" class=\"text-snapshot\">\(h.esc(text))</pre>\n")
            case let .problem(why):
                h.raw("<p class=\"file-problem\">\(h.esc(why, line: true))</p>\n")
            }
            h.raw("</figure>\n")
        }
        h.raw("</div>\n")

        // Slider and onion skin (needs both images).
        if case let .png(_, ew, eh) = expected, case let .png(_, aw, ah) = actual {
            let w = max(ew, aw), ht = max(eh, ah)
            // The compare stage is the main tool: up to about 640 CSS pixels wide, but never wider
            // than the page or taller than 80% of the window.
            let stageZoom = max(zoom, min(8, 640 / w))
            func pct(_ a: Int, _ b: Int) -> String { String(format: "%.4f%%", Double(a) * 100 / Double(b)) }
            h.raw("<div class=\"compare needs-js\" data-mode=\"slider\">\n<div class=\"compare-controls\">")
            h.raw(
                "<b>Compare</b> <label><input type=\"radio\" name=\"\(id)-mode\" value=\"slider\" checked> Slider</label> "
            )
            h.raw("<label><input type=\"radio\" name=\"\(id)-mode\" value=\"onion\"> Onion skin</label> ")
            h.raw(
                "<input type=\"range\" class=\"slider-range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual shown from the left, percent\">"
            )
            h.raw(
                "<input type=\"range\" class=\"onion-range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Opacity of the actual image, percent\">"
            )
            h.raw(" <span class=\"hint-slider muted\">left of the line: actual, right: expected</span>")
            h.raw("<span class=\"hint-onion muted\">actual over expected, at the chosen opacity</span></div>\n")
            h.raw(
                "<div class=\"stage\(stageZoom > 1 ? " pixelated" : "")\" style=\"width: min(\(w * stageZoom)px, 100%, calc(80vh * \(w) / \(ht))); aspect-ratio: \(w) / \(ht)\">"
            )
            h.raw(
                "<img class=\"under\" alt=\"Expected\" data-from=\"\(id)-expected\" style=\"width: \(pct(ew, w)); height: \(pct(eh, ht))\">"
            )
            h.raw(
                "<div class=\"over\"><img alt=\"Actual\" data-from=\"\(id)-actual\" style=\"width: \(pct(aw, w)); height: \(pct(ah, ht))\"></div>"
            )
            h.raw("<div class=\"handle\"></div></div>\n</div>\n")
        }

        if !e.regions.isEmpty {
            h.raw(
                "<h3>Changed regions <span class=\"muted\">(x, y, width x height, in pixels)</span></h3>\n<ul class=\"regions\">"
            )
            for r in e.regions {
                let text =
                    r.count == 4 ? "(\(r[0]), \(r[1]), \(r[2])x\(r[3]))" : r.map(String.init).joined(separator: ", ")
                h.raw("<li>\(text)</li>")
            }
            h.raw("</ul>\n")
        }
        if !e.frameChanges.isEmpty {
            h.raw(
                "<h3>Frames that changed</h3>\n<table class=\"frame-changes\">\n<thead><tr><th>View</th><th>Before</th><th>After</th></tr></thead>\n<tbody>\n"
            )
            for change in e.frameChanges {
                let before = change.before ?? "(none)", after = change.after ?? "(removed)"
                h.raw(
                    "<tr><td class=\"view\">\(h.esc(change.view, line: true))</td><td>\(h.esc(before, line: true))</td><td>\(h.esc(after, line: true))</td></tr>\n"
                )
            }
            h.raw("</tbody>\n</table>\n")
        }
        if !e.lintProblems.isEmpty {
            h.raw("<h3>Layout lint</h3>\n<ul class=\"lint\">\n")
            for p in e.lintProblems {
                let log = p.logExcerpt
                h.raw(
                    "<li>\(h.esc(p.description))"
                        + (log.isEmpty ? "" : "<pre class=\"log\">\(h.esc(log.joined(separator: "\n")))</pre>")
                        + "</li>\n")
            }
            h.raw("</ul>\n")
        }
        auditBlock(e, id: id, into: &h)
        if let warnings = e.warnings, !warnings.isEmpty {
            h.raw("<h3>Warnings while laying out and drawing</h3>\n<ul class=\"warnings\">\n")
            for w in warnings { h.raw("<li>\(h.esc(w))</li>\n") }
            h.raw("</ul>\n")
        }
        if !e.message.isEmpty { h.raw("<h3>Message</h3>\n<pre class=\"message\">\(h.esc(e.message))</pre>\n") }
        if e.actual != nil {
            h.raw(
                "<h3>Accept the new snapshot</h3>\n<pre class=\"accept\"><code>\(h.esc(acceptCommand(e)))</code></pre>\n"
            )
        }
        if let c = e.comparison {
            h.raw(
                "<p class=\"muted files\">Side by side (expected | diff | actual): <code>\(h.esc(c, line: true))</code></p>\n"
            )
        }
        h.raw("</section>\n")
    }

    /// The pages' policy: images from `data:` URIs only, inline styles, and only this script
    /// (by its hash); nothing is loaded from anywhere.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src \(SHA256.cspSource(script)); "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// An integer zoom that makes small images at least about 240 CSS pixels wide (at most 8x).
    static func zoom(for files: [EmbeddedFile]) -> Int {
        var widest = 0
        for case let .png(_, w, _) in files { widest = max(widest, w) }
        guard widest > 0 else { return 1 }
        return max(1, min(8, 240 / widest))
    }

    static let css = """
        :root{color-scheme:light;--fg:#1d2330;--muted:#5d6677;--line:#d9dde5;--bg:#f6f7f9;--card:#fff;\
        --failed:#c62828;--missing:#b26a00;--recorded:#1565c0;--passed:#2e7d32}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);background:var(--bg)}
        header.summary,main{max-width:1180px;margin:0 auto;padding:16px 20px}
        header.summary{padding-top:20px}
        h1{font-size:24px;margin:0 0 8px}
        h2{font-size:18px;margin:0 0 10px;word-break:break-all}
        h3{font-size:14px;margin:16px 0 6px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
        code,pre{font:13px/1.4 ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
        code{word-break:break-all}
        pre{background:#f1f3f6;border:1px solid var(--line);border-radius:6px;padding:10px;overflow:auto;white-space:pre-wrap;word-break:break-all;margin:0}
        .counts{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
        .count{padding:4px 12px;border-radius:999px;background:var(--card);border:1px solid var(--line)}
        .count.failed b{color:var(--failed)}.count.missing b{color:var(--missing)}
        .count.recorded b{color:var(--recorded)}.count.passed b{color:var(--passed)}
        .filtered{background:#fff7e0;border:1px solid #f0d48a;border-radius:6px;padding:8px 12px}
        .warning{background:#fdecea;border:1px solid #f0a8a0;border-radius:6px;padding:8px 12px}
        .muted{color:var(--muted);font-weight:normal}
        .toc ol{margin:8px 0;padding-left:24px}.toc a{color:var(--fg);word-break:break-all}
        .badge{display:inline-block;font-size:12px;font-weight:600;padding:1px 8px;border-radius:4px;color:#fff;vertical-align:2px}
        .badge.failed{background:var(--failed)}.badge.missing{background:var(--missing)}
        .badge.recorded{background:var(--recorded)}.badge.passed{background:var(--passed)}
        section.snapshot{background:var(--card);border:1px solid var(--line);border-left:5px solid var(--failed);border-radius:8px;padding:16px 18px;margin:0 0 20px}
        section.snapshot.missing{border-left-color:var(--missing)}
        .facts{display:flex;flex-wrap:wrap;gap:6px 24px;margin:0 0 12px}
        .facts div{display:flex;gap:6px}.facts dt{color:var(--muted)}.facts dd{margin:0;font-weight:600}
        .panes{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:14px;align-items:start}
        figure.pane{margin:0;min-width:0}
        figcaption{font-size:13px;margin-bottom:4px;word-break:break-all}
        figcaption code{color:var(--muted);font-size:11px}
        img.shot{display:block;max-width:100%;max-height:min(60vh,480px);height:auto;border:1px solid var(--line);\
        background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px}
        .pixelated,.pixelated img{image-rendering:pixelated}
        .file-problem{margin:0;padding:14px;border:1px dashed var(--missing);border-radius:6px;color:var(--missing);background:#fffaf0;word-break:break-all}
        .text-snapshot{max-height:360px}
        .compare{margin-top:16px;padding-top:12px;border-top:1px solid var(--line)}
        html:not(.js) .needs-js{display:none}
        .compare-controls{display:flex;flex-wrap:wrap;align-items:center;gap:6px 14px;margin-bottom:8px}
        .compare-controls input[type=range]{width:220px}
        .compare[data-mode=slider] .onion-range,.compare[data-mode=onion] .slider-range,\
        .compare[data-mode=slider] .hint-onion,.compare[data-mode=onion] .hint-slider{display:none}
        .stage{position:relative;max-width:100%;border:1px solid var(--line);overflow:hidden;\
        background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stage img{position:absolute;left:0;top:0;max-width:none}
        .stage .over{position:absolute;inset:0}
        .stage .handle{position:absolute;top:0;bottom:0;width:2px;margin-left:-1px;background:#ff2d95;box-shadow:0 0 0 1px #fff}
        .compare[data-mode=onion] .handle{display:none}
        .regions{display:flex;flex-wrap:wrap;gap:4px 16px;padding-left:20px;margin:0}
        table.frame-changes{border-collapse:collapse;width:100%;font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace}
        .frame-changes th,.frame-changes td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top;word-break:break-all}
        .frame-changes th{background:#f1f3f6;font-family:system-ui,sans-serif}
        .lint{margin:0;padding-left:20px}
        .files{margin:10px 0 0;font-size:13px}
        section.others{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 18px}
        section.others summary{cursor:pointer}section.others summary h2{display:inline;margin:0}
        ul.compact{list-style:none;margin:8px 0 0;padding:0}
        ul.compact li{padding:3px 0;border-bottom:1px solid #eef0f3;word-break:break-all}
        ul.compact li:last-child{border-bottom:0}
        .all-good{color:var(--passed);font-weight:600}
        """ + "\n" + galleryCSS

    /// The page's only script: marks which images decoded (`data-loaded`, and counts on
    /// `<body>`), fills the compare widgets from the panes, and drives the slider and onion skin.
    static let script = """
        (function(){
        document.documentElement.classList.add('js');
        \(galleryScript)
        document.querySelectorAll('.compare').forEach(function(c){
          var s=c.closest('section'),over=c.querySelector('.over'),handle=c.querySelector('.handle');
          c.querySelectorAll('img[data-from]').forEach(function(i){var src=document.getElementById(i.dataset.from);if(src)i.src=src.src;});
          var slider=c.querySelector('.slider-range'),onion=c.querySelector('.onion-range');
          function update(){
            if(c.dataset.mode==='slider'){var v=slider.value;over.style.opacity='';over.style.clipPath='inset(0 '+(100-v)+'% 0 0)';handle.style.left=v+'%';}
            else{over.style.clipPath='';over.style.opacity=onion.value/100;}
          }
          s.querySelectorAll('input[type=radio]').forEach(function(r){r.addEventListener('change',function(){c.dataset.mode=r.value;update();});});
          slider.addEventListener('input',update);onion.addEventListener('input',update);update();
        });
        window.addEventListener('load',function(){
          var ok=0,bad=0;
          document.querySelectorAll('img').forEach(function(i){var good=i.complete&&i.naturalWidth>0;i.dataset.loaded=good?'yes':'no';if(good)ok++;else bad++;});
          document.body.dataset.imagesLoaded=ok;document.body.dataset.imagesFailed=bad;
        });
        })();
        """
}

/// Builds HTML text; every string from the manifest goes through `esc` or `attr`.
struct HTMLWriter {
    var text = ""
    mutating func raw(_ s: String) { text += s }
    /// Escaped text; `line`: also make line breaks and tabs visible (names, paths).
    /// Escaped for HTML, with `.frames` escapes of readable characters (`\u{e4}`) shown as text.
    func esc(_ s: String, line: Bool = false) -> String {
        ReportText.escape(SnapshotText.readable(s), keepLineBreaks: !line)
    }
    /// An escaped attribute value (line breaks made visible).
    func attr(_ s: String) -> String { ReportText.escape(s, attribute: true, keepLineBreaks: false) }
}
