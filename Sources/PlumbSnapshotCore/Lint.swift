import Foundation
import PlumbUI
import Raster

/// The layout checks behind `LintChecks`.
@MainActor
enum Lint {
    static func check(
        _ root: UIView, records: [FrameRecord], checks all: LintChecks,
        exemptions: [String: LintChecks] = [:]
    ) -> [LintFinding] {
        var problems: [LintFinding] = []
        func own(_ v: UIView) -> LintChecks { v.accessibilityIdentifier.flatMap { exemptions[$0] } ?? [] }
        func visit(_ v: UIView, path: String, isRoot: Bool, exempt inherited: LintChecks) {
            let exempt = inherited.union(own(v))
            let checks = all.subtracting(exempt)
            let visible = !v.isHidden && v.alpha > 0.001
            if checks.contains(.ambiguousLayout), v.hasAmbiguousLayout {
                problems.append(
                    LintFinding(
                        check: .ambiguousLayout, view: FrameTree.messagePath(path, v), detail: FrameTree.format(v.frame)
                    ))
            }
            if visible, checks.contains(.truncatedLabels), let label = v as? UILabel, let fit = label.snapshotTextFit {
                if fit.truncated {
                    problems.append(
                        LintFinding(
                            check: .truncatedLabel, view: FrameTree.messagePath(path, v),
                            detail: FrameTree.format(v.frame)))
                } else if fit.clipped {
                    problems.append(
                        LintFinding(
                            check: .clippedLabel, view: FrameTree.messagePath(path, v),
                            detail: FrameTree.format(v.frame)))
                }
            }
            if visible, !isRoot, checks.contains(.outsideSuperview), let sup = v.superview {
                // A scroll view's content may run past its bounds: the content area is the limit.
                var b = sup.bounds
                if let scroll = sup as? UIScrollView {
                    b = CGRect(
                        x: 0, y: 0, width: max(scroll.contentSize.width, b.width),
                        height: max(scroll.contentSize.height, b.height))
                }
                let f = v.frame
                if f.width > 0, f.height > 0,
                    f.minX < b.minX - 0.001 || f.minY < b.minY - 0.001 || f.maxX > b.maxX + 0.001
                        || f.maxY > b.maxY + 0.001
                {
                    problems.append(
                        LintFinding(
                            check: .outsideSuperview, view: FrameTree.messagePath(path, v),
                            detail: "\(FrameTree.format(f)) in \(FrameTree.format(b))"))
                }
            }
            let subs = v.subviews
            if visible, checks.contains(.overlappingSiblings) {
                for i in subs.indices where !subs[i].isHidden && !own(subs[i]).contains(.overlappingSiblings) {
                    for j in subs.indices
                    where j > i && !subs[j].isHidden && !own(subs[j]).contains(.overlappingSiblings) {
                        let r = subs[i].frame.intersection(subs[j].frame)
                        if !r.isNull, r.width > 0.001, r.height > 0.001 {
                            problems.append(
                                LintFinding(
                                    check: .overlappingSiblings,
                                    view: FrameTree.messagePath(
                                        "\(path)/\(FrameTree.component(subs[i], index: i))", subs[i]),
                                    detail:
                                        "and \(FrameTree.messagePath("\(path)/\(FrameTree.component(subs[j], index: j))", subs[j])) share \(FrameTree.format(r))"
                                ))
                        }
                    }
                }
            }
            for (i, s) in subs.enumerated() {
                visit(s, path: path + "/" + FrameTree.component(s, index: i), isRoot: false, exempt: exempt)
            }
        }
        visit(root, path: FrameTree.component(root, index: nil), isRoot: true, exempt: [])
        return problems
    }

    /// Views whose right-to-left frame is not the left-to-right frame mirrored in the superview.
    /// The views whose right-to-left frame is not the mirror image of their left-to-right one.
    ///
    /// UIKit rounds each edge to the pixel grid of the display scale, so an edge that falls on a
    /// half pixel (93.75 at @2x) rounds one way in LTR and the other way when mirrored (94 against
    /// 93.5); a difference of up to one pixel per edge is that rounding, not a layout bug.
    static func mirrorProblems(
        ltr: [FrameRecord], rtl: [FrameRecord], scale: CGFloat,
        exemptions: [String: LintChecks] = [:]
    ) -> [LintFinding] {
        // A path's `#id` components, for exemptions: the view or an ancestor exempt from the check.
        let exemptIDs = Set(exemptions.filter { $0.value.contains(.rtlMirror) }.keys.map { "#" + FrameTree.escape($0) })
        func exempt(_ path: String) -> Bool {
            path.split(separator: "/").contains { c in exemptIDs.contains { c.hasSuffix($0) } }
        }
        let byPath = Dictionary(rtl.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let pixel = 1 / max(scale, 1)
        let allowed = pixel + 0.001
        var out: [LintFinding] = []
        for l in ltr where l.depth > 0 && !exempt(l.path) {
            guard let r = byPath[l.path] else { continue }
            let mirroredX = l.superviewWidth - l.frame.maxX
            if abs(r.frame.minX - mirroredX) > allowed || abs(r.frame.minY - l.frame.minY) > allowed
                || abs(r.frame.width - l.frame.width) > allowed || abs(r.frame.height - l.frame.height) > allowed
            {
                let expected = CGRect(x: mirroredX, y: l.frame.minY, width: l.frame.width, height: l.frame.height)
                // A label without an identifier is named by its text too, as in the other checks.
                let named = !(l.path.split(separator: "/").last?.contains("#") ?? false)
                let view = named ? l.text.flatMap { $0.isEmpty ? nil : l.path + " " + FrameTree.textHint($0) } : nil
                out.append(
                    LintFinding(
                        check: .notMirrored, view: view ?? l.path,
                        detail:
                            "LTR \(FrameTree.format(l.frame)), RTL \(FrameTree.format(r.frame)), expected \(FrameTree.format(expected))"
                    ))
            }
        }
        return out
    }
}
