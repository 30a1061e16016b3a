import Foundation

/// Layout checks run on every snapshot; a failed check fails the assertion.
///
/// `.default` (unsatisfiable constraints and ambiguous layouts) is on unless turned off with
/// `lint: []`; the others are opt-in.
///
/// ```swift
/// assertSnapshot(of: view, as: .image(width: 320, lint: .all))
/// ```
public struct LintChecks: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The layout logged unsatisfiable constraints (a required constraint was broken).
    public static let unsatisfiableConstraints = LintChecks(rawValue: 1 << 0)
    /// A view's frame is not uniquely determined by its constraints.
    public static let ambiguousLayout = LintChecks(rawValue: 1 << 1)
    /// A label's text is truncated or does not fit its bounds.
    public static let truncatedLabels = LintChecks(rawValue: 1 << 2)
    /// Two visible sibling views overlap.
    public static let overlappingSiblings = LintChecks(rawValue: 1 << 3)
    /// A visible view extends outside its superview's bounds.
    public static let outsideSuperview = LintChecks(rawValue: 1 << 4)
    /// The right-to-left layout is not the mirror image of the left-to-right one.
    public static let rtlMirror = LintChecks(rawValue: 1 << 5)

    /// An interactive accessibility element (a button, link, switch, slider, text field or other
    /// control) that VoiceOver would read without a name: no `accessibilityLabel` and no title
    /// or text to derive one from. Exempt a view with ``Snapshotting/lintExempting(_:identifiers:)``.
    /// Opt-in (in ``all``, not in ``default``): turned on by default it would fail snapshots of
    /// screens that pass today.
    public static let missingAccessibilityLabels = LintChecks(rawValue: 1 << 6)

    /// Unsatisfiable constraints and ambiguous layouts.
    public static let `default`: LintChecks = [.unsatisfiableConstraints, .ambiguousLayout]
    /// Every check.
    public static let all: LintChecks = [
        .default, .truncatedLabels, .overlappingSiblings, .outsideSuperview, .rtlMirror,
        .missingAccessibilityLabels,
    ]
}
