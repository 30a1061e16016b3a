import Foundation

/// How tab bar items of one layout look in each state: UIKit's `UITabBarItemAppearance`.
///
/// ```swift
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
/// appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemPurple
/// ```
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The three item layouts (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Int, Sendable {
        /// Icon above the title.
        case stacked = 0
        /// Icon beside the title, regular width.
        case inline = 1
        /// Icon beside the title, compact height.
        case compactInline = 2
    }

    /// Unselected, enabled items.
    public let normal: UITabBarItemStateAppearance
    /// The selected item.
    public let selected: UITabBarItemStateAppearance
    /// Disabled items; what it leaves unspecified comes from ``normal``.
    public let disabled: UITabBarItemStateAppearance
    /// The focused item (kept: Plumb has no focus engine).
    public let focused: UITabBarItemStateAppearance

    weak var observer: (any BarAppearanceObserver)?

    /// An appearance for the stacked layout.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// An appearance with the default values for a layout (every state empty: no colours,
    /// attributes or offsets, so the bar's defaults apply: the tint colour for the selected item,
    /// `unselectedItemTintColor` or gray for the others).
    ///
    /// - Parameter style: The layout.
    public required init(style: Style) {
        normal = UITabBarItemStateAppearance(internal: ())
        selected = UITabBarItemStateAppearance(internal: ())
        disabled = UITabBarItemStateAppearance(internal: ())
        focused = UITabBarItemStateAppearance(internal: ())
        super.init()
        observeStates()
    }

    /// Archives are not supported; this exists so UIKit subclasses compile.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .stacked)
    }

    var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// Resets every state to the defaults for a layout.
    ///
    /// - Parameter style: The layout.
    open func configureWithDefault(for style: Style) {
        resetStates()
    }

    /// An independent copy (UIKit's `copy()`).
    public func copy() -> Self {
        makeCopy()
    }

    /// Foundation's untyped `copy()` (disfavoured, so `copy()` is typed as in UIKit).
    @_disfavoredOverload
    open override func copy() -> Any {
        MainActor.assumeIsolated { makeCopy() as UITabBarItemAppearance }
    }

    /// `NSCopying`: a copy (the zone is ignored).
    nonisolated public func copy(with zone: NSZone?) -> Any {
        MainActor.assumeIsolated { makeCopy() as UITabBarItemAppearance }
    }

    /// The state in effect for an item: ``selected`` for the selected item, ``disabled`` over
    /// ``normal`` for a disabled one (UIKit synthesizes the disabled state from the normal one),
    /// else ``normal``. What the state leaves out keeps the bar's default.
    func resolved(selected isSelected: Bool, enabled: Bool) -> ResolvedTabItemState {
        if isSelected && enabled { return ResolvedTabItemState(selected) }
        var r = ResolvedTabItemState(normal)
        if !enabled { r.merge(disabled) }
        return r
    }
}

extension UITabBarItemAppearance: BarItemStateAppearances {
    static var defaultStyle: Style { .stacked }
    static var emptyState: UITabBarItemStateAppearance { UITabBarItemStateAppearance(internal: ()) }
}

/// What a tab bar item looks like in one state: UIKit's `UITabBarItemStateAppearance` (you get
/// one from a ``UITabBarItemAppearance``; it has no public initializer).
///
/// Plumb draws ``iconColor`` (template icons), the title's `.font` and `.foregroundColor`,
/// ``titlePositionAdjustment``, ``badgeBackgroundColor``, the badge text's `.foregroundColor`
/// and `.font`, and ``badgePositionAdjustment``. What a state leaves out keeps the bar's default.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes (default empty).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { observer?.barAppearanceDidChange() } }
    /// An offset applied to the title (default `.zero`).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { observer?.barAppearanceDidChange() } }
    /// The colour of template icons (default `nil`: derived from the bar's tint colours).
    open var iconColor: UIColor? { didSet { observer?.barAppearanceDidChange() } }
    /// An offset applied to the badge (default `.zero`).
    open var badgePositionAdjustment: UIOffset = .zero { didSet { observer?.barAppearanceDidChange() } }
    /// The badge's colour for items without a `badgeColor` of their own (default `nil`: system
    /// red).
    open var badgeBackgroundColor: UIColor? { didSet { observer?.barAppearanceDidChange() } }
    /// The badge text's attributes (default empty: 13-point white).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { observer?.barAppearanceDidChange() } }
    /// An offset applied to the badge's text (default `.zero`; kept).
    open var badgeTitlePositionAdjustment: UIOffset = .zero { didSet { observer?.barAppearanceDidChange() } }

    weak var observer: (any BarAppearanceObserver)?

    /// Unavailable, as in UIKit: state appearances come from a ``UITabBarItemAppearance``.
    @available(*, unavailable, message: "use the states of a UITabBarItemAppearance")
    public override init() {
        super.init()
    }

    init(internal: Void) {
        super.init()
    }

    func copyValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}

extension UITabBarItemStateAppearance: BarItemStateAppearance {}

/// A tab item state merged over the normal state: what the bar draws.
struct ResolvedTabItemState {
    var titleAttributes: [NSAttributedString.Key: Any]
    var titleOffset: UIOffset
    var iconColor: UIColor?
    var badgeOffset: UIOffset
    var badgeColor: UIColor?
    var badgeAttributes: [NSAttributedString.Key: Any]

    @MainActor init(_ s: UITabBarItemStateAppearance) {
        titleAttributes = s.titleTextAttributes
        titleOffset = s.titlePositionAdjustment
        iconColor = s.iconColor
        badgeOffset = s.badgePositionAdjustment
        badgeColor = s.badgeBackgroundColor
        badgeAttributes = s.badgeTextAttributes
    }

    @MainActor mutating func merge(_ s: UITabBarItemStateAppearance) {
        titleAttributes.merge(s.titleTextAttributes) { _, new in new }
        if s.titlePositionAdjustment != .zero { titleOffset = s.titlePositionAdjustment }
        if let c = s.iconColor { iconColor = c }
        if s.badgePositionAdjustment != .zero { badgeOffset = s.badgePositionAdjustment }
        if let c = s.badgeBackgroundColor { badgeColor = c }
        badgeAttributes.merge(s.badgeTextAttributes) { _, new in new }
    }

    /// The title's colour, if the appearance gives one.
    var titleColor: UIColor? { titleAttributes[.foregroundColor] as? UIColor }
    /// The title's font, if the appearance gives one.
    var titleFont: UIFont? { titleAttributes[.font] as? UIFont }
}
