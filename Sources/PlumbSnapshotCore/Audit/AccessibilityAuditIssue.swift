public import Foundation

/// One problem an accessibility audit found: which check, which element (its accessibility
/// path, as the accessibility snapshot writes it), in which variant, what was measured and what
/// the check asks for.
///
/// ```swift
/// issue.description
/// // contrast: UIView#card/UILabel#note "Last seen today" in w320.ltr@2x: 2.84:1 (#999999 on #FFFFFF),
/// //   needs at least 4.5:1 (text under 18 pt, or under 14 pt bold)
/// ```
public struct AccessibilityAuditIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The check that found it (one type).
    public var type: AccessibilityAuditType
    /// The element's path (``AccessibilityElementRecord/path``): `UIView#card/UILabel[2]`.
    public var element: String
    /// The element's `accessibilityIdentifier`, when it has one.
    public var identifier: String?
    /// What the element says (its text or accessibility label), when it says anything.
    public var text: String?
    /// The variant the audit ran on (`w320.ltr@2x`).
    public var variant: String
    /// What was measured: `2.84:1 (#999999 on #FFFFFF)`, `30 x 30 pt`, `17 pt at l and at ax5`.
    public var measured: String
    /// What the check asks for: `at least 4.5:1 (...)`, `at least 44 x 44 pt`.
    public var threshold: String
    /// The element's frame in the window, in points (the image's coordinates divided by its scale).
    public var frame: CGRect
    /// Why the issue is accepted, when a suppression (``AccessibilityAuditSuppression``) or the
    /// issue handler accepted it; nil for an issue that fails the audit.
    public var suppressed: String?

    public init(
        type: AccessibilityAuditType, element: String, identifier: String? = nil, text: String? = nil,
        variant: String, measured: String, threshold: String, frame: CGRect, suppressed: String? = nil
    ) {
        (self.type, self.element, self.identifier, self.text, self.variant) = (type, element, identifier, text, variant)
        (self.measured, self.threshold, self.frame, self.suppressed) = (measured, threshold, frame, suppressed)
    }

    /// The element as messages name it: its path, then its text (quoted, shortened to 40 characters).
    public var elementDescription: String {
        element + (text.map { " " + FrameTree.textHint($0) } ?? "")
    }

    /// A one-line summary in XCTest's style: `Contrast nearly passes` becomes the check and the
    /// numbers here, `contrast 2.84:1 < 4.5:1`.
    public var compactDescription: String {
        "\(type) \(measured), needs \(threshold)"
    }

    /// `TYPE: ELEMENT in VARIANT: MEASURED, needs THRESHOLD` (and `(suppressed: REASON)`).
    public var description: String {
        "\(type): \(elementDescription) in \(variant): \(measured), needs \(threshold)"
            + (suppressed.map { " (suppressed: \($0))" } ?? "")
    }

    private enum CodingKeys: String, CodingKey {
        case type, element, identifier, text, variant, measured, threshold, frame, suppressed
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .type)
        guard let type = AccessibilityAuditType(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c, debugDescription: "unknown accessibility audit type \"\(name)\"")
        }
        let f = try c.decode([Double].self, forKey: .frame)
        guard f.count == 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: .frame, in: c, debugDescription: "a frame is [x, y, width, height], not \(f.count) numbers")
        }
        self.init(
            type: type, element: try c.decode(String.self, forKey: .element),
            identifier: try c.decodeIfPresent(String.self, forKey: .identifier),
            text: try c.decodeIfPresent(String.self, forKey: .text),
            variant: try c.decode(String.self, forKey: .variant),
            measured: try c.decode(String.self, forKey: .measured),
            threshold: try c.decode(String.self, forKey: .threshold),
            frame: CGRect(x: f[0], y: f[1], width: f[2], height: f[3]),
            suppressed: try c.decodeIfPresent(String.self, forKey: .suppressed))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type.description, forKey: .type)
        try c.encode(element, forKey: .element)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(variant, forKey: .variant)
        try c.encode(measured, forKey: .measured)
        try c.encode(threshold, forKey: .threshold)
        try c.encode([frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }, forKey: .frame)
        try c.encodeIfPresent(suppressed, forKey: .suppressed)
    }
}

/// Accepts one audit issue for one element, with the reason, as returning `true` from XCTest's
/// audit issue handler does, but written down: the reason shows in the report and the message.
///
/// `element` is the `accessibilityIdentifier` of the element or of a view that contains it, or
/// the element's whole path (``AccessibilityAuditIssue/element``) or a containing view's (as
/// `lintExempting` exempts a view with everything inside it): `closeButton` accepts the issues of
/// the button's title too, `UIView#card/UITableView#list` those of every row. A suppression that matches nothing in a run is reported as a
/// warning, so stale ones do not pile up.
///
/// ```swift
/// AccessibilityAuditSuppression(.hitRegion, element: "closeButton",
///                               reason: "the 44 pt row around it takes the tap")
/// ```
public struct AccessibilityAuditSuppression: Sendable, Hashable, CustomStringConvertible {
    /// The check whose issue is accepted (one type, or several).
    public var types: AccessibilityAuditType
    /// The element's accessibility identifier or path.
    public var element: String
    /// Why the issue is acceptable; required, and shown wherever the issue is.
    public var reason: String

    public init(_ types: AccessibilityAuditType, element: String, reason: String) {
        (self.types, self.element, self.reason) = (types, element, reason)
    }

    /// Whether this suppression accepts `issue`.
    public func matches(_ issue: AccessibilityAuditIssue) -> Bool {
        types.contains(issue.type)
            && (issue.element == element || issue.identifier == element || issue.element.hasPrefix(element + "/")
                || issue.element.split(separator: "/").contains { $0.hasSuffix("#" + FrameTree.escape(element)) })
    }

    public var description: String {
        "\(types) for \(SnapshotText.quoted(element)) (\(reason))"
    }
}
