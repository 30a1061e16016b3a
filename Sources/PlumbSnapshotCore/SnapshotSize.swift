public import Foundation

/// How a view is sized for a snapshot.
public enum SnapshotSize: Sendable, Hashable {
    /// A device's screen: its size, scale, safe area and size classes.
    case device(Device)
    /// A fixed width; the height is the one that fits the content
    /// (`systemLayoutSizeFitting` with the width required and the height at fitting priority).
    case width(CGFloat)
    /// A fixed width and height.
    case fixed(width: CGFloat, height: CGFloat)

    /// The name part of the variant: `iPhoneX`, `w375`, `375x667`.
    var variantName: String {
        switch self {
        case .device(let d): return SnapshotNaming.sanitize(d.name)
        case .width(let w): return "w\(Self.number(w))"
        case .fixed(let w, let h): return "\(Self.number(w))x\(Self.number(h))"
        }
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15
            ? String(Int(v)) : String(format: "%g", Double(v)).replacingOccurrences(of: ".", with: "_")
    }
}
