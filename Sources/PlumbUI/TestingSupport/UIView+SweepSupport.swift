import Foundation
import Typesetting

// What a layout sweep (PlumbSnapshotCore's `LayoutSweep`) reads from the labels and constraints
// at each step, as `package` API (what it reads from the engine is in
// Engine/UIView+SweepQueries.swift). Nothing here changes layout.

extension UILabel {
    /// How many lines the label's text takes at its current width, with its `numberOfLines`
    /// limit (nil without text): the text layout the renderer draws.
    package var sweepLineCount: Int? {
        textLayout(width: Double(bounds.width))?.lines.count
    }
}

extension NSLayoutConstraint {
    /// The constraint's name in a sweep's breakpoints: its `identifier` when it has one (name the
    /// constraints you want to read about: `actions.trailing`), else its equation with views named
    /// by their accessibility identifier or class (`title.trailing <= actions.leading - 8`).
    package var sweepName: String {
        if let identifier, !identifier.isEmpty { return identifier }
        func name(_ item: AnyObject?) -> String? {
            guard let item else { return nil }
            if let v = item as? UIView {
                if let id = v.accessibilityIdentifier, !id.isEmpty { return id }
                return String(describing: type(of: v))
            }
            return String(describing: type(of: item))
        }
        var s = "\(name(firstItem) ?? "nil").\(firstAttribute.name) \(relation.symbol)"
        var rhs: [String] = []
        if let second = name(secondItem) {
            let m = multiplier == 1 ? "" : "\(Self.sweepNumber(multiplier)) * "
            rhs.append(m + "\(second).\(secondAttribute.name)")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty {
                rhs.append(Self.sweepNumber(constant))
            } else {
                rhs.append((constant < 0 ? "- " : "+ ") + Self.sweepNumber(abs(constant)))
            }
        }
        s += " " + rhs.joined(separator: " ")
        if priority != .required { s += " @\(Self.sweepNumber(CGFloat(priority.rawValue)))" }
        return s
    }

    private static func sweepNumber(_ v: CGFloat) -> String {
        let r = (Double(v) * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }
}
