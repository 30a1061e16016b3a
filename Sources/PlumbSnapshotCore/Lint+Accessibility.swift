import Foundation
import PlumbUI

extension Lint {
    /// The `missingAccessibilityLabels` check: interactive elements VoiceOver reaches (in the
    /// whole window: bars and sheets too) whose name is empty. Interactive: a control (a
    /// `UIControl`: buttons, switches, sliders, text fields, custom controls) or an element whose
    /// traits say it can be activated or adjusted (button, link, adjustable, search field,
    /// keyboard key, toggle); not a page control, which its value names. A view is exempt, with everything inside it, when it or an
    /// ancestor has an identifier exempted from the check; an element that is not a view is
    /// exempt through its own identifier or its container's.
    static func missingLabels(in window: UIView, root: UIView, exemptions: [String: LintChecks]) -> [LintFinding] {
        let exemptIDs = Set(exemptions.filter { $0.value.contains(.missingAccessibilityLabels) }.keys)
        var out: [LintFinding] = []
        for e in AccessibilityHierarchy.elements(in: window) {
            let traits = e.accessibilityTraits
            let isControl = e is UIControl
            // A page control is named by its value ("page 2 of 5").
            guard isControl || !traits.isDisjoint(with: .interactive), !(e is UIPageControl) else { continue }
            let label = e.accessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard label.isEmpty, !isExempt(e, exemptIDs) else { continue }
            let kind = kindName(e, traits)
            let frame = FrameTree.format(e.accessibilityFrame)
            let path = AccessibilityElements.path(of: e, window: window, root: root)
            out.append(
                LintFinding(
                    check: .missingAccessibilityLabel,
                    view: (e as? UIView).map { FrameTree.messagePath(path, $0) } ?? path,
                    detail: "\(frame): VoiceOver reads this \(kind) without a name (no accessibilityLabel, "
                        + "and no title or text to take one from); set its accessibilityLabel"))
        }
        return out
    }

    /// What the element is, in a message: "switch", "text field", "button", "link"...
    static func kindName(_ e: UIResponder, _ traits: UIAccessibilityTraits) -> String {
        switch e {
        case is UISwitch: return "switch"
        case is UISlider: return "slider"
        case is UISearchTextField: return "search field"
        case is UITextField: return "text field"
        default: break
        }
        let kinds: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.adjustable, "adjustable element"),
            (.searchField, "search field"), (.keyboardKey, "keyboard key"),
            (.toggleButton, "toggle"),
        ]
        return kinds.first { traits.contains($0.0) }?.1 ?? "control (\(type(of: e)))"
    }

    static func isExempt(_ e: UIResponder, _ ids: Set<String>) -> Bool {
        guard !ids.isEmpty else { return false }
        var current: UIResponder? = e
        while let c = current {
            if let v = c as? UIView {
                var view: UIView? = v
                while let x = view {
                    if let id = x.accessibilityIdentifier, ids.contains(id) { return true }
                    view = x.superview
                }
                return false
            }
            guard let element = c as? UIAccessibilityElement else { return false }
            if let id = element.accessibilityIdentifier, ids.contains(id) { return true }
            current = element.accessibilityContainer as? UIResponder
        }
        return false
    }
}
