public import Foundation
public import PlumbUI

/// One view of a laid-out tree, as the `.frames` snapshot lists it.
public struct FrameRecord: Sendable, Equatable {
    /// `UIView/UIStackView[0]/UILabel#title`: class names from the root, with the accessibility
    /// identifier (`#id`) or else the index among the superview's subviews (`[i]`).
    public var path: String
    /// Depth below the root (0 for the root).
    public var depth: Int
    /// The frame in the superview's coordinates (the root's frame in its window).
    public var frame: CGRect
    /// The superview's width (for the RTL mirror check).
    public var superviewWidth: CGFloat
    /// A label's text.
    public var text: String?
    /// Hidden views are listed but marked.
    public var isHidden: Bool
}

/// The `.frames` text snapshot: every view's path, frame and text, one line per view, indented
/// by depth. ASCII only (other characters are written as `\u{...}`), so it can also be stored in
/// a PNG's `tEXt` metadata and compared with the frames of a failing image.
///
/// ```text
/// CardView (0, 0, 375, 96)
///   UILabel#title (16, 16, 343, 21) "Hello"
///   UIView[1] (16, 45, 343, 1) hidden
/// ```
public enum FrameTree {
    /// The records of `root` and its subtree, depth first.
    @MainActor
    public static func records(of root: UIView) -> [FrameRecord] {
        var out: [FrameRecord] = []
        func visit(_ v: UIView, path: String, depth: Int, superWidth: CGFloat) {
            out.append(
                FrameRecord(
                    path: path, depth: depth, frame: v.frame, superviewWidth: superWidth,
                    text: (v as? UILabel)?.text, isHidden: v.isHidden))
            for (i, s) in v.subviews.enumerated() {
                visit(s, path: path + "/" + component(s, index: i), depth: depth + 1, superWidth: v.bounds.width)
            }
        }
        visit(
            root, path: component(root, index: nil), depth: 0,
            superWidth: root.superview?.bounds.width ?? root.bounds.width)
        return out
    }

    @MainActor
    static func component(_ v: UIView, index: Int?) -> String {
        let cls = String(describing: type(of: v))
        if let id = v.accessibilityIdentifier, !id.isEmpty { return cls + "#" + escape(id) }
        return index.map { "\(cls)[\($0)]" } ?? cls
    }

    /// A view's path as messages print it: for a label or button without an accessibility
    /// identifier, its text or title follows, so a reader knows which one `UILabel[1]` is
    /// (`UIView/UILabel[1] "Sign in"`). The `.frames` text keeps the bare path, which stays the
    /// same when the text changes.
    @MainActor
    static func messagePath(_ path: String, _ v: UIView) -> String {
        guard v.accessibilityIdentifier?.isEmpty ?? true else { return path }
        let text = (v as? UILabel)?.text ?? (v as? UIButton)?.currentTitle
        guard let text, !text.isEmpty else { return path }
        return path + " " + textHint(text)
    }

    /// A text as messages quote it after a path: escaped, at most 40 characters (`"Sign in"`).
    static func textHint(_ text: String) -> String {
        // `prefix(41).count` rather than `count`: a long text is not walked to its end.
        "\"" + escape(text.prefix(41).count > 40 ? String(text.prefix(39)) + "\u{2026}" : text) + "\""
    }

    /// The text of a tree's records.
    public static func text(_ records: [FrameRecord]) -> String {
        var lines: [String] = []
        for r in records {
            let name = r.path.split(separator: "/").last.map(String.init) ?? r.path
            lines.append(String(repeating: "  ", count: r.depth) + name + " " + detail(r))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a record's line says after the view's name: `(x, y, w, h)`, then the label's quoted
    /// text and `hidden` when they apply.
    static func detail(_ r: FrameRecord) -> String {
        var line = format(r.frame)
        if let t = r.text { line += " \"" + escape(t) + "\"" }
        if r.isHidden { line += " hidden" }
        return line
    }

    /// `(x, y, w, h)` with at most two decimals and no trailing zeros.
    public static func format(_ r: CGRect) -> String {
        "(\(num(r.minX)), \(num(r.minY)), \(num(r.width)), \(num(r.height)))"
    }

    /// A value with at most two decimals; beyond ±1e15 (where `Int` could overflow and hundredths
    /// mean nothing) and for non-finite values, Swift's own spelling (`1e+19`, `inf`, `nan`).
    static func num(_ v: CGFloat) -> String {
        let r = (Double(v) * 100).rounded() / 100
        guard r.isFinite, abs(r) < 1e15 else { return String(Double(v)) }
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// Escapes quotes, backslashes, control and non-ASCII characters.
    static func escape(_ s: String) -> String {
        // Built as UTF-8 bytes, one String at the end: a label of megabytes escapes in one pass.
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\"".utf8
            case "\\": out += "\\\\".utf8
            case "\n": out += "\\n".utf8
            default:
                if u.value >= 0x20 && u.value < 0x7F {
                    out.append(UInt8(u.value))
                } else {
                    out += "\\u{\(String(u.value, radix: 16))}".utf8
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses `.frames` text back into `path → frame line` (the part after the name), for diffs.
    package static func parse(_ text: String) -> [(path: String, detail: String)] {
        var stack: [String] = []
        var out: [(String, String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count / 2
            let body = line.drop { $0 == " " }
            guard let space = body.firstIndex(of: " ") else { continue }
            let name = String(body[..<space])
            stack = Array(stack.prefix(indent)) + [name]
            out.append((stack.joined(separator: "/"), String(body[body.index(after: space)...])))
        }
        return out
    }

    /// The records as ``parse(_:)`` reads them back from ``text(_:)``: each view's path and the
    /// rest of its line, taken from the values.
    ///
    /// A path reads back as itself when every component is one word of printable ASCII (no space,
    /// not empty) and the records come depth first, as ``records(of:)`` lists them. An
    /// accessibility identifier with a space or a `/` (or a class name beyond ASCII) makes a path
    /// the text may not give back as it was; then the records' text is parsed, so that the paths
    /// are the ones a reference's text gives.
    ///
    /// ```swift
    /// FrameTree.entries(FrameTree.records(of: card))
    /// // [("CardView", "(0, 0, 375, 96)"), ("CardView/UILabel#title", "(16, 16, 343, 21) \"Hello\"")]
    /// ```
    package static func entries(_ records: [FrameRecord]) -> [(path: String, detail: String)] {
        var ancestors: [Substring] = []
        var out: [(path: String, detail: String)] = []
        out.reserveCapacity(records.count)
        for r in records {
            let components = r.path.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count == r.depth + 1, ancestors.count >= r.depth,
                components.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F } }),
                components.dropLast().elementsEqual(ancestors.prefix(r.depth))
            else { return parse(text(records)) }
            ancestors = Array(ancestors.prefix(r.depth)) + [components[r.depth]]
            out.append((r.path, detail(r)))
        }
        return out
    }

    /// The differences between two `.frames` texts: one change per moved, resized, re-texted, added
    /// or removed view (a change prints as one line).
    ///
    /// ```swift
    /// FrameTree.changes(from: old, to: new)
    /// // [FrameChange(view: "UIView/UILabel#title", before: "(16, 16, 343, 21)", after: "(16, 16, 343, 42)")]
    /// ```
    public static func changes(from old: String, to new: String) -> [FrameChange] {
        changes(from: parse(old), to: parse(new))
    }

    /// The differences between a `.frames` text (a reference's) and a tree's records (the view
    /// as it is laid out now), without writing the records as text and parsing it back:
    /// the same changes as `changes(from: old, to: text(records))`.
    package static func changes(from old: String, to records: [FrameRecord]) -> [FrameChange] {
        changes(from: parse(old), to: entries(records))
    }

    /// The differences between two trees' `(path, detail)` entries, in the new tree's order, then
    /// the views that are gone in the old tree's order.
    static func changes(from a: [(path: String, detail: String)], to b: [(path: String, detail: String)])
        -> [FrameChange]
    {
        let oldByPath = Dictionary(a.map { ($0.path, $0.detail) }, uniquingKeysWith: { x, _ in x })
        let newPaths = Set(b.map(\.path))
        var out: [FrameChange] = []
        for (path, detail) in b {
            if let was = oldByPath[path] {
                if was != detail { out.append(FrameChange(view: path, before: was, after: detail)) }
            } else {
                out.append(FrameChange(view: path, before: nil, after: detail))
            }
        }
        for (path, detail) in a where !newPaths.contains(path) {
            out.append(FrameChange(view: path, before: detail, after: nil))
        }
        return out
    }
}
