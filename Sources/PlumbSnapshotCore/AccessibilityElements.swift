public import Foundation
public import PlumbUI

/// One accessibility element of a laid-out screen, as VoiceOver would read it: what the
/// accessibility snapshot numbers and lists.
///
/// ```swift
/// AccessibilityElementRecord(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton],
///                            frame: CGRect(x: 16, y: 100, width: 343, height: 44), path: "UIView/UISwitch[2]")
///     .description   // "Wi-Fi" value "1" [button, toggleButton] (16, 100, 343, 44) UIView/UISwitch[2]
/// ```
public struct AccessibilityElementRecord: Sendable, Equatable, CustomStringConvertible {
    /// The name VoiceOver reads (`UIResponder.accessibilityLabel`).
    public var label: String?
    /// The value read after the name (`UIResponder.accessibilityValue`).
    public var value: String?
    /// The hint read after a pause (`UIResponder.accessibilityHint`).
    public var hint: String?
    /// What the element is and its state.
    public var traits: UIAccessibilityTraits
    /// The element's frame in the window (the snapshot image's coordinates, in points).
    public var frame: CGRect
    /// The element's language, when set.
    public var language: String?
    /// The names of the element's custom actions (`UIResponder.accessibilityCustomActions`), in order.
    public var customActions: [String]
    /// The view's path (as `.frames` and lint messages write it; `UIAccessibilityElement[i]` for an
    /// element that is not a view, after its container's path).
    public var path: String

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: UIAccessibilityTraits = [],
        frame: CGRect, language: String? = nil, customActions: [String] = [], path: String
    ) {
        (self.label, self.value, self.hint, self.traits, self.frame, self.language, self.customActions, self.path) =
            (label, value, hint, traits, frame, language, customActions, path)
    }

    /// `"LABEL" value "VALUE" [TRAITS] (x, y, w, h) hint "HINT" language "LANG" actions "A", "B" PATH`:
    /// the parts that are set, text
    /// quoted and readable in any script (`SnapshotText`).
    public var description: String {
        var parts: [String] = [label.map(SnapshotText.quoted) ?? "(no label)"]
        if let value { parts.append("value " + SnapshotText.quoted(value)) }
        if !traits.isEmpty { parts.append("[" + traits.names.joined(separator: ", ") + "]") }
        parts.append(FrameTree.format(frame))
        if let hint { parts.append("hint " + SnapshotText.quoted(hint)) }
        if let language { parts.append("language " + SnapshotText.quoted(language)) }
        if !customActions.isEmpty {
            parts.append("actions " + customActions.map(SnapshotText.quoted).joined(separator: ", "))
        }
        parts.append(path)
        return parts.joined(separator: " ")
    }
}

/// The accessibility elements of a laid-out view in VoiceOver's reading order, and their text.
@MainActor
public enum AccessibilityElements {
    /// The elements of `window` (everything drawn: bars, sheets and the view) in reading order,
    /// left to right or right to left as the window's layout direction says. Paths start at
    /// `root` (the snapshot's view) for the views inside it, at the window otherwise.
    ///
    /// ```swift
    /// let elements = AccessibilityElements.records(in: window, root: controller.view)
    /// elements.map(\.label)   // ["Settings", "Wi-Fi", "Bluetooth", "Save"]
    /// ```
    public static func records(in window: UIView, root: UIView? = nil) -> [AccessibilityElementRecord] {
        AccessibilityHierarchy.elements(in: window).map { record($0, window: window, root: root ?? window) }
    }

    /// The `.txt` of an accessibility snapshot: one numbered line per element, in reading order.
    ///
    /// ```text
    /// 1. "Settings" [staticText, header] (0, 20, 375, 44) UIWindow/...
    /// 2. "Wi-Fi" value "1" [button, toggleButton] (16, 100, 343, 44) UIView/UIStackView[0]/UIStackView[1]
    /// ```
    public static func text(_ records: [AccessibilityElementRecord]) -> String {
        if records.isEmpty { return "No accessibility elements.\n" }
        return records.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n") + "\n"
    }

    static func record(_ e: UIResponder, window: UIView, root: UIView) -> AccessibilityElementRecord {
        func nonEmpty(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }
        return AccessibilityElementRecord(
            label: nonEmpty(e.accessibilityLabel), value: nonEmpty(e.accessibilityValue),
            hint: nonEmpty(e.accessibilityHint), traits: e.accessibilityTraits,
            frame: e.accessibilityFrame, language: nonEmpty(e.accessibilityLanguage),
            customActions: (e.accessibilityCustomActions ?? []).map(\.name),
            path: path(of: e, window: window, root: root))
    }

    /// The path of an element: a view's from `root` (or the window), an element's after its container's.
    static func path(of e: UIResponder, window: UIView, root: UIView) -> String {
        if let v = e as? UIView { return viewPath(v, window: window, root: root) }
        guard let element = e as? UIAccessibilityElement else { return String(describing: type(of: e)) }
        let container = element.accessibilityContainer as? UIResponder
        let index =
            (element as? SystemAccessibilityElement)?.index
            ?? container.flatMap { c in
                c.accessibilityElements?.firstIndex { ($0 as AnyObject) === element }
            }
        let own =
            "UIAccessibilityElement"
            + (element.accessibilityIdentifier.map { "#" + FrameTree.escape($0) } ?? index.map { "[\($0)]" } ?? "")
        guard let container else { return own }
        return path(of: container, window: window, root: root) + "/" + own
    }

    static func viewPath(_ v: UIView, window: UIView, root: UIView) -> String {
        var parts: [String] = []
        var current: UIView? = v
        while let c = current {
            if c === root || c === window || c.superview == nil {
                parts.append(FrameTree.component(c, index: nil))
                break
            }
            let i = c.superview?.subviews.firstIndex { $0 === c }
            parts.append(FrameTree.component(c, index: i))
            current = c.superview
        }
        return parts.reversed().joined(separator: "/")
    }
}
