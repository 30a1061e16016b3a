public import Foundation
import PlumbUI
public import Raster

/// What an accessibility audit of one variant found, and the image it looked at.
public struct AccessibilityAuditResult: Sendable {
    /// The variant audited (`w320.ltr@2x`).
    public var variant: String
    /// The screen as it was audited (straight RGBA, at ``scale``).
    public var image: RGBAImage
    /// Pixels per point of ``image``.
    public var scale: CGFloat
    /// Every issue found, suppressed ones included (with ``AccessibilityAuditIssue/suppressed`` set).
    public var issues: [AccessibilityAuditIssue]
    /// The issues that fail the audit (not suppressed).
    public var failing: [AccessibilityAuditIssue] { issues.filter { $0.suppressed == nil } }
}

/// An accessibility audit of a laid-out screen: the checks of XCTest's
/// `performAccessibilityAudit(for:_:)` (iOS 17), run on Plumb's layout and pixels, on Linux.
///
/// - **contrast**: for each visible label, the WCAG 2.x contrast ratio of its text colour (with
///   the label's and its ancestors' alpha) against the rendered pixels behind its glyphs. The
///   screen is drawn twice, with and without the text; the pixels the text changed where the
///   label draws its lines are the ones behind it, read from the drawing without text (other text
///   showing through the label's transparent parts is not behind its own). A background colour
///   that covers at least a tenth of those pixels counts (so a stray anti-aliased edge does not);
///   the lowest ratio over the label's text colours (one per attributed run) and those
///   backgrounds is the measure.
///   It must be at least 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold): WCAG 2.1, success
///   criterion 1.4.3. A disabled label is exempt (WCAG: "part of an inactive user interface
///   component").
/// - **hitRegion**: an interactive element (a control, or traits button, link, adjustable,
///   search field, keyboard key, toggle) smaller than 44 × 44 pt. Apple's Human Interface
///   Guidelines, Accessibility: "a minimum tappable area of 44x44 pt for all controls".
/// - **elementDetection**: a visible control, or a view with a tap gesture, that VoiceOver cannot
///   reach: it is not an element, not inside one, and holds none.
/// - **sufficientElementDescription**: an interactive element, or an image VoiceOver reads,
///   without a label, or whose label only repeats its trait ("button", "image").
/// - **dynamicType**: a label whose font size is the same at the variant's content size and at
///   the largest accessibility size (a fixed font, or a text-style font in a label whose
///   `adjustsFontForContentSizeCategory` is off). Text of a navigation bar, tab bar or toolbar
///   (titles, bar button items, tabs, badges) does not count: iOS keeps it small at every size and
///   shows it in the Large Content Viewer instead (WWDC19 session 261); a large title does count.
/// - **textClipped**: a label whose text is truncated or does not fit its bounds, or is cut by a
///   clipping ancestor (not a scroll view, whose content scrolls), at the variant's content size,
///   else at the smallest of the five accessibility sizes where it is.
/// - **trait**: a `UIButton`, or an element with a tap gesture, without the button, link or
///   toggle trait.
///
/// Paths are the accessibility snapshot's (``AccessibilityElements/records(in:root:)``).
///
/// ```swift
/// let result = try AccessibilityAudit.run(.view(card), as: .image(width: 320))
/// result.failing.map(\.description)
/// ```
@MainActor
public enum AccessibilityAudit {
    /// What ``ManifestEntry/origin`` says for the entries `assertAccessibilityAudit` writes.
    nonisolated public static let origin = "accessibility-audit"

    /// Lays `subject` out for `strategy`, draws it and audits it.
    ///
    /// - Parameters:
    ///   - subject: The view, controller or window to audit.
    ///   - strategy: The snapshot strategy whose size, traits and scale the audit uses.
    ///   - types: The checks to run.
    ///   - suppressions: Issues to accept, each with its reason.
    ///   - handler: Called for every issue no suppression accepted; return a reason to accept it
    ///     (as XCTest's issue handler returns `true`), nil to let it fail.
    /// - Throws: `SnapshotError.renderFailed` when the laid-out size is empty or too large.
    public static func run(
        _ subject: SnapshotSubject, as strategy: Snapshotting, for types: AccessibilityAuditType = .all,
        suppressing suppressions: [AccessibilityAuditSuppression] = [],
        handler: ((AccessibilityAuditIssue) -> String?)? = nil
    ) throws(SnapshotError) -> AccessibilityAuditResult {
        var plain = strategy
        plain.drawsAccessibility = false
        plain.filmstripFrames = nil
        let variant = plain.variantName
        let hosted = SnapshotRenderer.host(subject, plain)
        guard hosted.window.bounds.width > 0, hosted.window.bounds.height > 0 else {
            SnapshotRenderer.unhost(subject, hosted)
            throw .renderFailed(reason: "the laid-out size is \(FrameTree.format(hosted.window.bounds))")
        }
        let screen: AuditScreen
        do {
            screen = try AuditScreen(hosted.window, root: hosted.view, strategy: plain, text: types.contains(.contrast))
        } catch {
            SnapshotRenderer.unhost(subject, hosted)
            throw .renderFailed(reason: error.description)
        }
        var issues: [AccessibilityAuditIssue] = []
        issues += elementIssues(screen, types: types, variant: variant)
        if types.contains(.contrast) { issues += contrastIssues(screen, variant: variant) }
        let labels = TextFit.labels(in: screen.window, root: screen.root)
        if types.contains(.textClipped) {
            issues += labels.compactMap { $0.clipped.map { c in c.issue(variant: variant, at: nil) } }
        }
        SnapshotRenderer.unhost(subject, hosted)
        // Laid out at the accessibility sizes, multi-line labels would keep measuring themselves
        // at the widths they had there: put back the ones they have now.
        let widths = hosted.view.auditLayoutWidths()
        defer { UIView.auditRestoreLayoutWidths(widths) }

        // The same screen at larger sizes: text that clips there, text that does not grow.
        if !subject.isWindow, !types.isDisjoint(with: [.textClipped, .dynamicType]) {
            issues += largerSizeIssues(
                subject, plain, current: labels, types: types, variant: variant)
            // Laid out last at an accessibility size, the subject would keep state from there
            // (a table's cells and headers measured and placed at that size, a cell's text
            // alignment set for that layout) into the next snapshot: lay it out once more at the
            // variant's own size and traits, as the snapshot before the audit left it.
            SnapshotRenderer.unhost(subject, SnapshotRenderer.host(subject, plain))
        }
        issues = issues.map { issue in
            var issue = issue
            if let s = suppressions.first(where: { $0.matches(issue) }) {
                issue.suppressed = s.reason
            } else if let reason = handler?(issue) {
                issue.suppressed = reason
            }
            return issue
        }
        return AccessibilityAuditResult(variant: variant, image: screen.image, scale: plain.scale, issues: issues)
    }

    /// The text checks at the accessibility sizes: a label that clips at one of them (and not at
    /// the variant's size), and a label whose font size is the same at the largest one.
    static func largerSizeIssues(
        _ subject: SnapshotSubject, _ strategy: Snapshotting, current: [TextFit], types: AccessibilityAuditType,
        variant: String
    ) -> [AccessibilityAuditIssue] {
        let sizes: [UIContentSizeCategory] =
            types.contains(.textClipped)
            ? [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ] : [.accessibilityExtraExtraExtraLarge]
        let clippedNow = Set(current.filter { $0.clipped != nil }.map(\.path))
        var reported = Set<String>()
        var out: [AccessibilityAuditIssue] = []
        for category in sizes {
            // At the largest size, a variant already there compares with the default size.
            let size = category == strategy.contentSizeCategory ? UIContentSizeCategory.large : category
            let hosted = SnapshotRenderer.host(subject, strategy.contentSize(size))
            let labels = TextFit.labels(in: hosted.window, root: hosted.view)
            SnapshotRenderer.unhost(subject, hosted)
            if types.contains(.textClipped) {
                for l in labels where !clippedNow.contains(l.path) && !reported.contains(l.path) {
                    guard let c = l.clipped else { continue }
                    reported.insert(l.path)
                    out.append(c.issue(variant: variant, at: size))
                }
            }
            if types.contains(.dynamicType), category == .accessibilityExtraExtraExtraLarge {
                let larger = Dictionary(labels.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
                for l in current where !l.inFixedSizeBar {
                    guard let other = larger[l.path], other.fontSizes == l.fontSizes else { continue }
                    let pt = l.fontSizes.map { FrameTree.num($0) + " pt" }.joined(separator: ", ")
                    let (a, b) = (
                        Snapshotting.shortName(strategy.contentSizeCategory), Snapshotting.shortName(size)
                    )
                    out.append(
                        AccessibilityAuditIssue(
                            type: .dynamicType, element: l.path, identifier: l.identifier, text: l.text,
                            variant: variant, measured: "\(pt) at \(a) and at \(b)",
                            threshold:
                                "a size that grows with the content size category (a text style or UIFontMetrics font, and adjustsFontForContentSizeCategory)",
                            frame: l.frame))
                }
            }
        }
        return out
    }
}

/// A hosted screen as the audit reads it: the window, the root the paths start at, and (for the
/// contrast check) the screen drawn with and without its labels' text.
@MainActor
struct AuditScreen {
    var window: UIWindow
    var root: UIView
    var scale: CGFloat
    /// The screen (straight RGBA) and, when text is audited, the same screen without the labels' text.
    var image: RGBAImage
    var withoutText: RGBAImage?

    init(_ window: UIWindow, root: UIView, strategy: Snapshotting, text: Bool) throws(RasterError) {
        (self.window, self.root, self.scale) = (window, root, strategy.scale)
        image = try ViewRenderer.render(window, scale: strategy.scale, background: strategy.background).straightImage()
        guard text else { return }
        // Every label drawn in its highlighted colour, clear: the text disappears and nothing
        // else changes (no text, font or size is touched, so nothing is laid out again).
        var saved: [(UILabel, Bool, UIColor?)] = []
        func hide(_ v: UIView) {
            if let l = v as? UILabel {
                saved.append((l, l.isHighlighted, l.highlightedTextColor))
                l.highlightedTextColor = .clear
                l.isHighlighted = true
            }
            v.subviews.forEach(hide)
        }
        hide(window)
        defer { for (l, h, c) in saved { (l.isHighlighted, l.highlightedTextColor) = (h, c) } }
        withoutText = try ViewRenderer.render(window, scale: strategy.scale, background: strategy.background)
            .straightImage()
    }

    /// The path of a view or element, as the accessibility snapshot writes it.
    func path(_ e: UIResponder) -> String { AccessibilityElements.path(of: e, window: window, root: root) }

    /// The part of `view` the screen shows, in window coordinates: its bounds cut by every
    /// ancestor that clips (scroll views included) and by the window.
    func visibleRect(_ view: UIView) -> CGRect { Self.visibleRect(view, in: window) }

    static func visibleRect(_ view: UIView, in window: UIView) -> CGRect {
        var r = view.convert(view.bounds, to: window)
        var a = view.superview
        while let v = a {
            if v.clipsToBounds || v === window { r = r.intersection(v.convert(v.bounds, to: window)) }
            a = v.superview
        }
        return r.isNull ? .zero : r
    }

    /// Whether the view and all its ancestors are shown (not hidden, alpha above zero).
    static func isShown(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let c = v {
            if c.isHidden || c.alpha <= 0.001 { return false }
            v = c.superview
        }
        return true
    }

    /// The product of the view's and its ancestors' alpha.
    static func effectiveAlpha(_ view: UIView) -> CGFloat {
        var a: CGFloat = 1
        var v: UIView? = view
        while let c = v {
            a *= c.alpha
            v = c.superview
        }
        return a
    }
}
