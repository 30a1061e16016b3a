import Foundation
import PlumbUI

extension Lint {
    /// The `missingAccessibilityLabels` check: interactive elements VoiceOver reaches (in the
    /// whole window: bars and sheets too) whose name is empty. Interactive: a control (a
    /// `UIControl`: buttons, switches, sliders, text fields, custom controls) or an element whose
    /// traits say it can be activated or adjusted (button, link, adjustable, search field,
    /// keyboard key, toggle). A view is exempt, with everything inside it, when it or an
    /// ancestor has an identifier exempted from the check; an element that is not a view is
    /// exempt through its own identifier or its container's.
    static func missingLabels(in window: UIView, root: UIView, exemptions: [String: LintChecks]) -> [LintFinding] {
        let exemptIDs = Set(exemptions.filter { $0.value.contains(.missingAccessibilityLabels) }.keys)
        var out: [LintFinding] = []
        for e in AccessibilityHierarchy.elements(in: window) {
            let traits = e.accessibilityTraits
            let isControl = e is UIControl
            guard isControl || !traits.isDisjoint(with: .interactive) else { continue }
            let label = e.accessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard label.isEmpty, !isExempt(e, exemptIDs) else { continue }
            let kind = traits.intersection(.interactive).names.first ?? String(describing: type(of: e))
            let frame = FrameTree.format(e.accessibilityFrame)
            out.append(LintFinding(check: .missingAccessibilityLabel,
                                   view: AccessibilityElements.path(of: e, window: window, root: root),
                                   detail: "\(frame): VoiceOver reads this \(kind) without a name (no accessibilityLabel, "
                                       + "and no title or text to take one from); set its accessibilityLabel"))
        }
        return out
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
