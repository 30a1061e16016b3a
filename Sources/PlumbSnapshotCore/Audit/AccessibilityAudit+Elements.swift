import Foundation
import PlumbUI

extension AccessibilityAudit {
    /// Apple's minimum tappable area, in points: "Provide ample touch targets for interactive
    /// elements. Try to maintain a minimum tappable area of 44x44 pt for all controls." (Human
    /// Interface Guidelines, Accessibility, "Buttons and controls").
    static let minimumHitSize: CGFloat = 44

    /// The element checks: hit region, element detection, sufficient element description, trait.
    static func elementIssues(_ screen: AuditScreen, types: AccessibilityAuditType, variant: String)
        -> [AccessibilityAuditIssue]
    {
        let elements = AccessibilityHierarchy.elements(in: screen.window)
        var out: [AccessibilityAuditIssue] = []
        func issue(_ type: AccessibilityAuditType, _ e: UIResponder, _ measured: String, _ threshold: String) {
            let label = e.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
            out.append(
                AccessibilityAuditIssue(
                    type: type, element: screen.path(e), identifier: identifier(e), text: label, variant: variant,
                    measured: measured, threshold: threshold, frame: e.accessibilityFrame))
        }
        for e in elements {
            let traits = e.accessibilityTraits
            let interactive = e is UIControl || !traits.isDisjoint(with: .interactive)
            let frame = e.accessibilityFrame
            if types.contains(.hitRegion), interactive, !frame.isNull,
                frame.width < minimumHitSize || frame.height < minimumHitSize
            {
                issue(
                    .hitRegion, e, "\(FrameTree.num(frame.width)) x \(FrameTree.num(frame.height)) pt",
                    "at least 44 x 44 pt (Apple Human Interface Guidelines)")
            }
            if types.contains(.sufficientElementDescription),
                interactive || traits.contains(.image) || e is UIImageView, !(e is UIPageControl)
            {
                let label = e.accessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                let kind = Lint.kindName(e, traits)
                if label.isEmpty {
                    issue(
                        .sufficientElementDescription, e,
                        "no label: VoiceOver reads this \(e is UIImageView || traits.contains(.image) && !interactive ? "image" : kind) without a name",
                        "an accessibilityLabel that says what it is or does")
                } else if ["button", "image", "link", "icon", "picture"].contains(label.lowercased()) {
                    issue(
                        .sufficientElementDescription, e,
                        "label \(SnapshotText.quoted(label)) only repeats what its trait says",
                        "an accessibilityLabel that says what it is or does")
                }
            }
            if types.contains(.trait), e is UIButton || hasTap(e),
                traits.isDisjoint(with: [.button, .link, .toggleButton])
            {
                let names = traits.names
                issue(
                    .trait, e, names.isEmpty ? "no traits" : "traits [" + names.joined(separator: ", ") + "]",
                    "the button trait (or link) on an element that acts when tapped")
            }
        }
        if types.contains(.elementDetection) {
            out += undetected(screen, elements: elements, variant: variant)
        }
        return out
    }

    /// Shown controls and tappable views that VoiceOver cannot reach: not an element, inside
    /// none, holding none.
    static func undetected(_ screen: AuditScreen, elements: [UIResponder], variant: String)
        -> [AccessibilityAuditIssue]
    {
        var covered = Set<ObjectIdentifier>()
        for e in elements {
            // The element, its views' ancestors (containers) and everything inside a view element.
            var owner: UIResponder? = e
            while let o = owner, !(o is UIView) {
                owner = (o as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder
            }
            var v = owner as? UIView
            while let c = v {
                covered.insert(ObjectIdentifier(c))
                v = c.superview
            }
        }
        var out: [AccessibilityAuditIssue] = []
        func visit(_ v: UIView, insideElement: Bool) {
            if v.isHidden || v.alpha <= 0.001 { return }
            let inside = insideElement || elements.contains { ($0 as? UIView) === v }
            if !inside, !covered.contains(ObjectIdentifier(v)), v is UIControl || hasTap(v), v.isUserInteractionEnabled,
                screen.visibleRect(v).width > 0
            {
                let frame = v.convert(v.bounds, to: screen.window)
                out.append(
                    AccessibilityAuditIssue(
                        type: .elementDetection, element: screen.path(v), identifier: v.accessibilityIdentifier,
                        text: v.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }, variant: variant,
                        measured:
                            "VoiceOver cannot reach this \(v is UIControl ? Lint.kindName(v, v.accessibilityTraits) : "tappable view") "
                            + (v.accessibilityElementsHidden || hiddenAncestor(v)
                                ? "(accessibilityElementsHidden)" : "(not an element, and inside none)"),
                        threshold: "every control on screen reachable by VoiceOver", frame: frame))
                return
            }
            for s in v.subviews { visit(s, insideElement: inside) }
        }
        visit(screen.window, insideElement: false)
        return out
    }

    static func hiddenAncestor(_ v: UIView) -> Bool {
        var a = v.superview
        while let c = a {
            if c.accessibilityElementsHidden { return true }
            a = c.superview
        }
        return false
    }

    /// Whether the element is a view that acts on a tap (an enabled tap gesture recognizer).
    static func hasTap(_ e: UIResponder) -> Bool {
        guard let v = e as? UIView, v.isUserInteractionEnabled else { return false }
        return (v.gestureRecognizers ?? []).contains { $0 is UITapGestureRecognizer && $0.isEnabled }
    }

    static func identifier(_ e: UIResponder) -> String? {
        (e as? UIView)?.accessibilityIdentifier ?? (e as? UIAccessibilityElement)?.accessibilityIdentifier
    }
}
