import Foundation
import Typesetting

/// What the snapshot tools (PlumbTesting, `plumb`) need from PlumbUI internals, as `package` API.
///
/// Nothing here changes layout or drawing; it only reads state the renderer already uses.
package enum SnapshotSupport {
    /// The version of the view renderer's output. Bump it whenever a change to PlumbUI, Raster or
    /// Typesetting changes the pixels of an unchanged view tree, so that references recorded by an
    /// older renderer are reported as such instead of as an unexplained pixel difference.
    package static let rendererVersion = "plumb-render-2"  // 2: shadows, sublayers, dark mode
}

/// How a label's text fits its bounds, for the snapshot lint.
package struct LabelFit: Sendable, Equatable {
    /// The text was cut (an ellipsis, or lines dropped by `numberOfLines`).
    package var truncated: Bool
    /// The laid-out text is taller or wider than the label's bounds (part of it is not visible).
    package var clipped: Bool
}

extension UILabel {
    /// How the label's text fits at its current bounds (nil without text).
    ///
    /// Uses the same text layout the renderer draws (`textLayout(width:)` at the bounds' width).
    package var snapshotTextFit: LabelFit? {
        guard let layout = textLayout(width: Double(bounds.width)) else { return nil }
        let s = Double(traitCollection.displayScale)
        // Heights are compared on the pixel grid the label itself rounds its intrinsic size to.
        let needH = (Double(layout.size.height) * s).rounded(.up) / s
        let needW = (Double(layout.size.width) * s).rounded(.up) / s
        let clipped = needH > Double(bounds.height) + 0.001 || needW > Double(bounds.width) + 0.001
        return LabelFit(truncated: layout.isTruncated, clipped: clipped)
    }
}

extension UILabel {
    /// Where the label draws its text, in its bounds coordinates: the laid-out lines' rectangles,
    /// centred vertically as `drawText(in:)` centres them, cut to the bounds (nil without text).
    /// The accessibility audit's contrast check reads the pixels behind the text there only, so
    /// that text of other views showing through the label's transparent parts (outside a rounded
    /// background) does not count as this label's.
    package var snapshotTextRect: CGRect? {
        guard let layout = textLayout(width: Double(bounds.width)), !layout.lines.isEmpty else { return nil }
        let top = (bounds.height - layout.size.height) / 2
        let lines = layout.lines.reduce(CGRect.null) { $0.union($1.rect) }
        let r = lines.offsetBy(dx: bounds.minX, dy: bounds.minY + top).intersection(bounds)
        return r.isNull || r.isEmpty ? nil : r
    }
}
