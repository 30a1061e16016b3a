/// What an accessibility audit checks: the audit types of XCTest's
/// `XCUIApplication.performAccessibilityAudit(for:_:)` (iOS 17), by the same names.
///
/// ```swift
/// assertAccessibilityAudit(of: card, on: [.image(width: 320)], for: [.contrast, .hitRegion])
/// ```
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Text whose colour does not stand out enough from the pixels behind it: the WCAG 2.x
    /// contrast ratio, at least 4.5:1, or 3:1 for large text (see ``AccessibilityAudit``).
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// An interactive element (a control, or a view whose traits say it can be activated) that
    /// is on screen but that VoiceOver cannot reach.
    public static let elementDetection = AccessibilityAuditType(rawValue: 1 << 1)
    /// An interactive element smaller than 44 × 44 points.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
    /// An interactive element or an image that VoiceOver reads without a name, or whose name only
    /// repeats what its trait already says ("button", "image").
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 3)
    /// Text that keeps its size when the content size category grows (a fixed-size font, or a
    /// text-style font in a label that does not adjust).
    public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 16)
    /// Text cut by its own frame (truncated or clipped) or by a clipping ancestor, at the
    /// variant's size or at one of the five accessibility sizes.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 17)
    /// A button (a `UIButton`, or a view with a tap gesture that VoiceOver reads) without the
    /// button or link trait.
    public static let trait = AccessibilityAuditType(rawValue: 1 << 18)

    /// Every type.
    public static let all: AccessibilityAuditType = [
        .contrast, .elementDetection, .hitRegion, .sufficientElementDescription, .dynamicType, .textClipped, .trait,
    ]

    /// The single types in their order, with the names messages and the manifest use.
    static let named: [(AccessibilityAuditType, String)] = [
        (.contrast, "contrast"), (.elementDetection, "elementDetection"), (.hitRegion, "hitRegion"),
        (.sufficientElementDescription, "sufficientElementDescription"), (.dynamicType, "dynamicType"),
        (.textClipped, "textClipped"), (.trait, "trait"),
    ]

    /// The names of the types in the set (`contrast, hitRegion`).
    public var description: String {
        Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }

    /// The type named `name` (`"contrast"`), nil for an unknown name.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.1 == name }) else { return nil }
        self = found.0
    }
}
