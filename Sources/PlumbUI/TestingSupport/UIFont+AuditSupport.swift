import Foundation
import Typesetting

extension UIFont {
    /// Whether the font draws with a bold face (weight 700 or more), for the accessibility audit's
    /// WCAG large-text rule ("14 point bold"). Not API: the audit's view of a font.
    package var auditIsBold: Bool { font.weight >= .bold }
}

extension UIView {
    /// The layout widths the multi-line labels (and other width-dependent views) in this view's
    /// tree measure their height at, to be put back with ``auditRestoreLayoutWidths(_:)``: the
    /// accessibility audit lays its subject out at the accessibility sizes, and a label would
    /// otherwise keep measuring itself at the width it had there. Not API.
    package func auditLayoutWidths() -> [(UIView, CGFloat?)] {
        var saved: [(UIView, CGFloat?)] = []
        func collect(_ v: UIView) {
            if v.hasWidthDependentIntrinsicSize { saved.append((v, v.layoutWidthForIntrinsic)) }
            v.subviews.forEach(collect)
        }
        collect(self)
        return saved
    }

    /// Puts back the widths ``auditLayoutWidths()`` read.
    package static func auditRestoreLayoutWidths(_ saved: [(UIView, CGFloat?)]) {
        for (v, w) in saved where v.layoutWidthForIntrinsic != w {
            v.layoutWidthForIntrinsic = w
            v.updateContentSizeConstraints(notify: v.itemEngineHost.engineIfPresent)
        }
    }
}
