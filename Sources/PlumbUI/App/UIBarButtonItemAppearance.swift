import Foundation

/// How bar button items of one style look in each state: UIKit's `UIBarButtonItemAppearance`
/// (iOS 13), held by ``UINavigationBarAppearance`` and ``UIToolbarAppearance``.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
/// appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
/// ```
///
/// Plumb draws a title item's `.font` and `.foregroundColor` from the state in effect
/// (``normal``, or ``disabled`` for a disabled item, falling back to ``normal`` for what it does not
/// specify, as UIKit synthesizes it) and moves the title by its `titlePositionAdjustment`. An
/// attribute that is not given keeps the default: 17-point regular (semibold for `.done`) in the
/// item's or the bar's tint colour. ``highlighted`` and ``focused`` are kept (Plumb has no touches
/// or focus); other text attributes and background images are kept, not drawn.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The normal state.
    public let normal: UIBarButtonItemStateAppearance
    /// The highlighted state (kept: Plumb has no touches).
    public let highlighted: UIBarButtonItemStateAppearance
    /// The disabled state; what it leaves unspecified comes from ``normal``.
    public let disabled: UIBarButtonItemStateAppearance
    /// The focused state (kept: Plumb has no focus engine).
    public let focused: UIBarButtonItemStateAppearance

    /// The bar appearance holding this one.
    weak var observer: (any BarAppearanceObserver)?

    /// An appearance for `.plain` items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// An appearance with the default values for a style (every state empty: no attributes, no
    /// offsets, no images; the style's default font is applied when the item is drawn).
    ///
    /// - Parameter style: The item style (`.plain` or `.done`).
    public required init(style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance(internal: ())
        highlighted = UIBarButtonItemStateAppearance(internal: ())
        disabled = UIBarButtonItemStateAppearance(internal: ())
        focused = UIBarButtonItemStateAppearance(internal: ())
        super.init()
        observeStates()
    }

    /// Archives are not supported; this exists so UIKit subclasses compile (a `.plain`
    /// appearance).
    public required convenience init?(coder: NSCoder) {
        self.init(style: .plain)
    }

    var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// Resets every state to the defaults for a style.
    ///
    /// - Parameter style: The item style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        resetStates()
    }

    /// An independent copy (UIKit's `copy()`).
    public func copy() -> Self {
        makeCopy()
    }

    /// Foundation's untyped `copy()` (disfavoured, so `copy()` is typed as in UIKit).
    @_disfavoredOverload
    open override func copy() -> Any {
        MainActor.assumeIsolated { makeCopy() as UIBarButtonItemAppearance }
    }

    /// `NSCopying`: a copy (the zone is ignored).
    nonisolated public func copy(with zone: NSZone?) -> Any {
        MainActor.assumeIsolated { makeCopy() as UIBarButtonItemAppearance }
    }

    /// The attributes for an item in a state: the state's, then ``normal``'s for what it leaves
    /// out (UIKit synthesizes the other states from the normal one).
    func titleAttributes(enabled: Bool) -> [NSAttributedString.Key: Any] {
        guard !enabled else { return normal.titleTextAttributes }
        return normal.titleTextAttributes.merging(disabled.titleTextAttributes) { _, new in new }
    }

    /// The title offset for an item in a state (the disabled one when it sets one).
    func titleOffset(enabled: Bool) -> UIOffset {
        !enabled && disabled.titlePositionAdjustment != .zero
            ? disabled.titlePositionAdjustment : normal.titlePositionAdjustment
    }
}

extension UIBarButtonItemAppearance: BarItemStateAppearances {
    static var defaultStyle: UIBarButtonItem.Style { .plain }
    static var emptyState: UIBarButtonItemStateAppearance { UIBarButtonItemStateAppearance(internal: ()) }
}

/// What a bar button item looks like in one state: UIKit's `UIBarButtonItemStateAppearance`
/// (you get one from a ``UIBarButtonItemAppearance``; it has no public initializer).
///
/// ```swift
/// appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
/// ```
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes (default empty: the bar's defaults). Plumb draws `.font` and
    /// `.foregroundColor`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { observer?.barAppearanceDidChange() } }
    /// An offset applied to the title (default `.zero`).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { observer?.barAppearanceDidChange() } }
    /// An image behind the button (default `nil`; kept, not drawn).
    open var backgroundImage: UIImage? { didSet { observer?.barAppearanceDidChange() } }
    /// An offset applied to ``backgroundImage`` (default `.zero`; kept).
    open var backgroundImagePositionAdjustment: UIOffset = .zero { didSet { observer?.barAppearanceDidChange() } }

    weak var observer: (any BarAppearanceObserver)?

    /// Unavailable, as in UIKit: state appearances come from a ``UIBarButtonItemAppearance``.
    @available(*, unavailable, message: "use the states of a UIBarButtonItemAppearance")
    public override init() {
        super.init()
    }

    init(internal: Void) {
        super.init()
    }

    func copyValues(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

extension UIBarButtonItemStateAppearance: BarItemStateAppearance {}
