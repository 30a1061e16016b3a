import Foundation

/// The gallery's HTML contact sheet: one self-contained page (styles inline, images embedded as
/// data URLs) with each example's title, source, what it demonstrates, the images of each state
/// on every screen in both directions, and its log.
///
/// ```swift
/// var sheet = GalleryContactSheet(title: "Plumb gallery")
/// sheet.add(example, state: state, images: [.init(caption: "320 pt · LTR", file: "a.png", png: bytes)], log: "…")
/// try sheet.html.write(toFile: "index.html", atomically: true, encoding: .utf8)
/// ```
public struct GalleryContactSheet: Sendable {
    /// One rendered image of a state.
    public struct Image: Sendable {
        /// Screen and direction, shown under the image.
        public var caption: String
        /// The PNG file's name (beside the page).
        public var file: String
        /// The PNG's bytes, embedded in the page.
        public var png: [UInt8]

        public init(caption: String, file: String, png: [UInt8]) {
            self.caption = caption
            self.file = file
            self.png = png
        }
    }

    struct Section {
        var example: GalleryExample
        var states: [(state: GalleryState, images: [Image], log: String, problems: [String])] = []
    }

    /// The page title.
    public var title: String
    private var sections: [Section] = []

    /// An empty sheet.
    public init(title: String) { self.title = title }

    /// Adds one state of an example (examples appear in the order they are first added).
    /// `problems` are layout lint findings, listed under the images.
    public mutating func add(
        _ example: GalleryExample, state: GalleryState, images: [Image], log: String, problems: [String] = []
    ) {
        if let i = sections.firstIndex(where: { $0.example.id == example.id }) {
            sections[i].states.append((state, images, log, problems))
        } else {
            sections.append(Section(example: example, states: [(state, images, log, problems)]))
        }
    }

    /// The page.
    public var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2em auto; max-width: 1400px; padding: 0 1em; color: #1d1d1f; }
            h1 { font-size: 1.8em; margin-bottom: .2em; } nav { columns: 3; font-size: .9em; margin: 1em 0 2em; }
            section { border-top: 1px solid #d2d2d7; padding: 1em 0 2em; } h2 { margin: .2em 0; } h3 { font-size: 1em; margin: 1.2em 0 .4em; }
            .source { color: #6e6e73; font-size: .9em; } .images { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figure img { width: 200px; border: 1px solid #d2d2d7; display: block; }
            figcaption { font-size: .8em; color: #6e6e73; text-align: center; }
            pre { background: #f5f5f7; padding: .8em; overflow-x: auto; font-size: 12px; line-height: 1.35; max-height: 28em; }
            .problems { color: #b3261e; font-size: .85em; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p>\(sections.count) examples, each shown on a 320-point and a 375-point iPhone screen, left to right and right to left, laid out by Plumb's Auto Layout engine from iOS code written with PureLayout.</p>
            <nav>
            """
        for s in sections { out += "<div><a href=\"#\(s.example.id)\">\(escape(s.example.title))</a></div>\n" }
        out += "</nav>\n"
        for s in sections {
            out += "<section id=\"\(s.example.id)\">\n<h2>\(escape(s.example.title))</h2>\n"
            out += "<div class=\"source\">\(escape(s.example.source))</div>\n<p>\(escape(s.example.demonstrates))</p>\n"
            for (state, images, log, problems) in s.states {
                if s.states.count > 1 || state.name != GalleryState.initial.name {
                    out += "<h3>\(escape(state.name)): \(escape(state.caption))</h3>\n"
                }
                out += "<div class=\"images\">\n"
                for image in images {
                    out +=
                        "<figure><img alt=\"\(escape(image.file))\" title=\"\(escape(image.file))\" src=\"data:image/png;base64,\(Data(image.png).base64EncodedString())\">"
                    out += "<figcaption>\(escape(image.caption))</figcaption></figure>\n"
                }
                out += "</div>\n"
                if !problems.isEmpty {
                    out += "<ul class=\"problems\">" + problems.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
                }
                if !log.isEmpty { out += "<pre>\(escape(log))</pre>\n" }
            }
            out += "</section>\n"
        }
        out += "</body></html>\n"
        return out
    }

    private func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
