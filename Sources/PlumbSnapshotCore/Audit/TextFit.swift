import Foundation
import PlumbUI

/// A visible label as the text checks read it: its path, text, font sizes, and whether (and
/// how) its text is cut.
@MainActor
struct TextFit {
    var path: String
    var identifier: String?
    var text: String
    /// The label's frame in the window.
    var frame: CGRect
    /// The point sizes of its fonts (one per attributed run with a font, else the label's font).
    var fontSizes: [CGFloat]
    /// How its text is cut, nil when it shows whole.
    var clipped: Clipping?
    /// Whether the label is part of a bar whose text keeps its size on iOS (see ``isInFixedSizeBar(_:)``).
    var inFixedSizeBar = false

    /// How a label's text is cut: by its own bounds (truncated or too big), or by an ancestor.
    struct Clipping {
        var path: String
        var identifier: String?
        var text: String
        var frame: CGRect
        var measured: String
        var threshold: String

        /// The issue, at the variant's content size (`size` nil) or at an accessibility size.
        func issue(variant: String, at size: UIContentSizeCategory?) -> AccessibilityAuditIssue {
            AccessibilityAuditIssue(
                type: .textClipped, element: path, identifier: identifier, text: text, variant: variant,
                measured: measured + (size.map { " at \(Snapshotting.shortName($0)) (\($0.rawValue))" } ?? ""),
                threshold: threshold, frame: frame)
        }
    }

    /// Every shown label with text in `window`, in tree order (paths start at `root`).
    static func labels(in window: UIView, root: UIView) -> [TextFit] {
        var out: [TextFit] = []
        func visit(_ v: UIView) {
            if v.isHidden || v.alpha <= 0.001 { return }
            if let l = v as? UILabel, let text = l.text, !text.isEmpty, l.bounds.width > 0, l.bounds.height > 0 {
                out.append(fit(l, text: text, window: window, root: root))
            }
            v.subviews.forEach(visit)
        }
        visit(window)
        return out
    }

    static func fit(_ l: UILabel, text: String, window: UIView, root: UIView) -> TextFit {
        let path = AccessibilityElements.viewPath(l, window: window, root: root)
        let frame = l.convert(l.bounds, to: window)
        var sizes: [CGFloat] = []
        if let a = l.attributedText, a.length > 0 {
            a.enumerateAttribute(.font, in: NSRange(location: 0, length: a.length)) { value, _, _ in
                if let f = value as? UIFont { sizes.append(f.pointSize) }
            }
        }
        if sizes.isEmpty { sizes = [l.font.pointSize] }
        var fit = TextFit(
            path: path, identifier: l.accessibilityIdentifier, text: text, frame: frame, fontSizes: sizes, clipped: nil,
            inFixedSizeBar: isInFixedSizeBar(l))
        func clipping(_ measured: String, _ threshold: String) -> Clipping {
            Clipping(
                path: path, identifier: l.accessibilityIdentifier, text: text, frame: frame, measured: measured,
                threshold: threshold)
        }
        // Cut by its own bounds: what the whole text needs against what the label shows.
        if let own = l.snapshotTextFit, own.truncated || own.clipped {
            let single = l.numberOfLines == 1
            let need =
                single
                ? l.textRect(
                    forBounds: CGRect(x: 0, y: 0, width: 1e6, height: 1e6), limitedToNumberOfLines: 1
                ).size
                : l.textRect(
                    forBounds: CGRect(x: 0, y: 0, width: l.bounds.width, height: 1e6), limitedToNumberOfLines: 0
                ).size
            // A multi-line label wraps at its width; a word wider than that makes the text wider.
            let wraps = need.width <= l.bounds.width + 0.001 && !single
            fit.clipped = clipping(
                (own.truncated ? "truncated: " : "clipped: ") + "the text needs "
                    + size(wraps ? CGSize(width: l.bounds.width, height: need.height) : need) + ", the label shows "
                    + size(l.bounds.size),
                "the whole text inside the label's bounds")
            return fit
        }
        // Cut by a clipping ancestor (a scroll view's content scrolls and a picker's wheel turns,
        // so they do not count).
        var a = l.superview
        while let v = a, v !== window {
            if v is UIPickerView { return fit }
            if v.clipsToBounds, !(v is UIScrollView) {
                let bounds = v.convert(v.bounds, to: window)
                let shown = frame.intersection(bounds)
                let shownArea = shown.isNull ? 0 : shown.width * shown.height
                if shownArea < frame.width * frame.height - 0.25 {
                    let by = AccessibilityElements.viewPath(v, window: window, root: root)
                    fit.clipped = clipping(
                        "cut by \(by) \(FrameTree.format(bounds)): shows "
                            + (shown.isNull ? "none" : FrameTree.format(shown)) + " of \(FrameTree.format(frame))",
                        "the whole label inside its clipping ancestors")
                    return fit
                }
            }
            a = v.superview
        }
        return fit
    }

    /// Whether `label` is text of a navigation bar, tab bar or toolbar: a bar title, a bar button
    /// item's title, a tab's title or badge. On iOS that text keeps its size at every content size
    /// category, by design: bars are always on screen and secondary to the content, so they stay
    /// small and show their items in the Large Content Viewer instead, at the accessibility sizes
    /// (Apple, WWDC19 session 261 "Large Content Viewer: Ensuring Readability for Everyone"; "tab
    /// bars ... navigation bars and toolbars ... always stay small no matter the selected Dynamic
    /// Type Size": blog.kevin-hirsch.com, "Dynamic Type: Large Content Viewer"). A navigation bar's
    /// large title does grow (it is content), and so does a search bar's field: both still count.
    static func isInFixedSizeBar(_ label: UIView) -> Bool {
        var a = label.superview
        while let v = a {
            if v is UISearchBar || String(describing: type(of: v)) == "_UINavigationBarLargeTitleView" { return false }
            if v is UINavigationBar || v is UITabBar || v is UIToolbar { return true }
            a = v.superview
        }
        return false
    }

    static func size(_ s: CGSize) -> String { "\(FrameTree.num(s.width)) x \(FrameTree.num(s.height)) pt" }
}
