import Foundation

/// Told when an appearance object it holds changes, so that a bar showing it redraws (UIKit's
/// private `_UIBarAppearanceChangeObserver`, a weak reference each appearance keeps).
@MainActor
protocol BarAppearanceObserver: AnyObject {
    func barAppearanceDidChange()
}

/// The background and shadow shared by navigation bars, tab bars and toolbars: UIKit's
/// `UIBarAppearance` (iOS 13), the base of ``UINavigationBarAppearance``,
/// ``UITabBarAppearance`` and ``UIToolbarAppearance``.
///
/// A bar composites its background from ``backgroundEffect``, then ``backgroundColor`` over it,
/// then ``backgroundImage`` over both, and draws ``shadowColor`` (or ``shadowImage``) as the
/// hairline along its content edge.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemRed
/// appearance.shadowColor = nil                       // no hairline
/// navigationController?.navigationBar.standardAppearance = appearance
/// navigationController?.navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Bars copy an appearance when it is assigned (UIKit's `@NSCopying` properties): changing
/// `appearance` afterwards does not change the bar; change the bar's own copy
/// (`bar.standardAppearance.backgroundColor = …`) or assign again.
///
/// Where Plumb differs: there is no blur. A ``backgroundEffect`` is kept and drawn as a flat
/// colour: `.systemChromeMaterial` (the default) as the colour Plumb's bars have always had (a
/// near-white at 94 %, near-black in dark mode; estimates of the blurred material over plain
/// content, see `BarMetrics.background`), any other style as its material's tint from
/// ``UIBlurEffect`` without the blur. The default values UIKit gives each
/// `configureWith…` method are not documented; Plumb's are marked as estimates below.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject, NSCopying {
    /// The idiom this appearance targets (`.phone` when made with `init()`).
    public let idiom: UIUserInterfaceIdiom

    /// The blur under the bar's colour and image (default `UIBlurEffect(style:
    /// .systemChromeMaterial)`; Plumb draws it as a flat colour, see the type's documentation).
    open var backgroundEffect: UIBlurEffect? { didSet { changed() } }
    /// A colour composited over ``backgroundEffect`` (default `nil`).
    open var backgroundColor: UIColor? { didSet { changed() } }
    /// An image composited over ``backgroundColor``, resized per ``backgroundImageContentMode``
    /// (default `nil`).
    open var backgroundImage: UIImage? { didSet { changed() } }
    /// How ``backgroundImage`` fills the bar (default `.scaleToFill`; UIKit draws `.redraw` as
    /// `.scaleToFill`, and so does Plumb).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    /// The colour of the bar's hairline. When ``shadowImage`` is `nil`, a one-pixel line of this
    /// colour is drawn; `nil` or a clear colour draws no line. A template ``shadowImage`` is tinted
    /// with it (and not drawn when it is `nil` or clear); any other image is drawn as it is.
    open var shadowColor: UIColor? { didSet { changed() } }
    /// An image drawn as the hairline, at its own height across the bar's width (default `nil`).
    open var shadowImage: UIImage? { didSet { changed() } }

    /// The bar (or item, or containing appearance) to tell about changes.
    weak var observer: (any BarAppearanceObserver)?
    private var batching = false

    /// An appearance with the default background and shadow, for the iPhone idiom (UIKit targets
    /// the device's idiom; Plumb's device is an iPhone).
    public convenience override init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background and shadow for an idiom.
    ///
    /// - Parameter idiom: The idiom to target (kept in ``idiom``; Plumb draws every idiom alike).
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
        observe(containedAppearances)
    }

    /// An appearance with the background and shadow of another one, of any bar type (a
    /// `UINavigationBarAppearance` made from a `UIToolbarAppearance` shares its background,
    /// shadow and button appearances). Made from an appearance of the same class, it is a copy.
    ///
    /// - Parameter barAppearance: The appearance to copy from.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        copyContents(from: barAppearance)
        observe(containedAppearances)
    }

    /// Archives are not supported; this exists so UIKit subclasses compile. The appearance has
    /// the default background.
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
        observe(containedAppearances)
    }

    /// The appearances this one holds (a subclass's button or item appearances), which report
    /// their changes through it: every initializer makes it their observer. The base holds none.
    var containedAppearances: [any ObservedBarAppearance] { [] }

    /// Takes what a subclass adds to the background and shadow from another appearance (copies
    /// of the contained appearances): what `init(barAppearance:)` copies besides the base's
    /// properties. The base adds nothing.
    ///
    /// - Parameter barAppearance: The appearance being copied, of any bar type.
    func copyContents(from barAppearance: UIBarAppearance) {}

    /// An independent copy of the same class: changing one does not change the other (UIKit's
    /// `copy()`, typed `Self` as in UIKit's Swift interface).
    ///
    /// ```swift
    /// let scrolled = navigationBar.standardAppearance.copy()
    /// scrolled.backgroundColor = .systemBlue
    /// navigationBar.scrollEdgeAppearance = scrolled
    /// ```
    public func copy() -> Self {
        makeCopy()
    }

    /// Foundation's untyped `copy()`, for code that casts the result (`copy() as!
    /// UINavigationBarAppearance`). Disfavoured so that `appearance.copy()` picks the typed
    /// overload, as it does against UIKit.
    @_disfavoredOverload
    open override func copy() -> Any {
        MainActor.assumeIsolated { makeCopy() as UIBarAppearance }
    }

    /// `NSCopying`: a copy (the zone is ignored).
    nonisolated public func copy(with zone: NSZone?) -> Any {
        MainActor.assumeIsolated { makeCopy() as UIBarAppearance }
    }

    private func makeCopy<T: UIBarAppearance>() -> T {
        // `init(barAppearance:)` of the dynamic class copies every property of that class.
        // swiftlint:disable:next force_cast
        type(of: self).init(barAppearance: self) as! T
    }

    /// Resets the background and shadow to the defaults: the `.systemChromeMaterial` blur, no
    /// colour or image, and the default hairline colour. Other properties (titles, buttons) are
    /// kept. Source for the blur: an Apple engineer on the Apple Developer Forums ("By default the
    /// navigation bar doesn't use a color, it uses a blur – the UIBlurEffectStyleSystemChromeMaterial
    /// blur style specifically", forums.developer.apple.com/forums/thread/707084). The hairline
    /// colour, black at 30 % (white at 15 % in dark mode), is an estimate (`BarMetrics.hairline`).
    open func configureWithDefaultBackground() {
        batch {
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            backgroundColor = nil
            backgroundImage = nil
            backgroundImageContentMode = .scaleToFill
            shadowColor = BarMetrics.hairline
            shadowImage = nil
        }
    }

    /// Resets the background and shadow to opaque theme colours: no blur, `systemBackground`,
    /// and the default hairline colour (UIKit: "a set of opaque colors that are appropriate for
    /// the current theme"; the colours themselves are estimates).
    open func configureWithOpaqueBackground() {
        batch {
            backgroundEffect = nil
            backgroundColor = BarMetrics.opaqueBackground
            backgroundImage = nil
            backgroundImageContentMode = .scaleToFill
            shadowColor = BarMetrics.hairline
            shadowImage = nil
        }
    }

    /// Resets the background and shadow to nothing: no blur, colour, image or hairline (UIKit:
    /// "a transparent background and no shadow").
    open func configureWithTransparentBackground() {
        batch {
            backgroundEffect = nil
            backgroundColor = nil
            backgroundImage = nil
            backgroundImageContentMode = .scaleToFill
            shadowColor = nil
            shadowImage = nil
        }
    }

    /// Tells the observer once for a group of changes.
    func batch(_ changes: () -> Void) {
        let wasBatching = batching
        batching = true
        changes()
        batching = wasBatching
        changed()
    }

    /// Tells the observer (unless a batch is under way).
    func changed() {
        guard !batching else { return }
        observer?.barAppearanceDidChange()
    }

    /// Whether nothing is drawn behind the bar's content: no blur, no visible colour, no image.
    var hasTransparentBackground: Bool {
        backgroundEffect == nil && backgroundImage == nil && (backgroundColor.map(\.isClear) ?? true)
    }
}

extension UIBarAppearance: BarAppearanceObserver, ObservedBarAppearance {
    /// A contained appearance (a button or tab item appearance) changed.
    func barAppearanceDidChange() { changed() }

    /// Makes this appearance the observer of the appearances it contains (the initializers call
    /// it with ``containedAppearances``).
    func observe(_ contained: [any ObservedBarAppearance]) {
        for a in contained { a.observer = self }
    }

    /// Stores a contained appearance (a copy the caller made): observes it and reports the
    /// change.
    func adopt<Contained: ObservedBarAppearance>(_ contained: Contained) -> Contained {
        contained.observer = self
        defer { changed() }
        return contained
    }
}

extension UIColor {
    /// Whether the colour draws nothing: fixed and fully transparent (a dynamic colour is never
    /// treated as clear, since some traits may resolve it to a visible one).
    var isClear: Bool {
        if case .rgba(_, _, _, let a) = storage { return a == 0 }
        return false
    }
}
