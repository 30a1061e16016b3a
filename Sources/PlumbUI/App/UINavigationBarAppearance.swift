import Foundation

/// How a navigation bar looks: UIKit's `UINavigationBarAppearance` (iOS 13) — the background
/// and hairline of ``UIBarAppearance``, the title's and large title's text attributes, and the
/// bar button items' appearances.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemRed
/// appearance.shadowColor = nil
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17)]
/// navigationController?.navigationBar.standardAppearance = appearance
/// navigationController?.navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Plumb draws `.font` and `.foregroundColor` of ``titleTextAttributes`` and
/// ``largeTitleTextAttributes`` (others are kept, not drawn); what they leave out keeps the
/// default (17-point semibold title, 34-point bold large title, `label` colour). Which appearance
/// a bar uses when is described at ``UINavigationBar/standardAppearance``.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes (default empty: the defaults above).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// An offset applied to the inline title (default `.zero`).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    /// The large title's text attributes (default empty).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }

    var buttons = BarButtonAppearances()
    private var _backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The appearance of `.plain` bar button items (a copy is stored when set).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { buttons.plain }
        set { buttons.plain = adopt(newValue.copy()) }
    }
    /// The appearance of `.done` bar button items (a copy is stored when set).
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { buttons.done }
        set { buttons.done = adopt(newValue.copy()) }
    }
    /// The appearance of the back button's title (a copy is stored when set).
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { _backButtonAppearance }
        set { _backButtonAppearance = adopt(newValue.copy()) }
    }

    /// The image at the back button's leading edge (default: Plumb's chevron, a template image
    /// standing in for UIKit's `chevron.backward` symbol).
    public private(set) var backIndicatorImage: UIImage = BarImages.backIndicator
    /// The mask for content moving under the indicator during transitions (default: the
    /// chevron; kept, Plumb does not animate).
    public private(set) var backIndicatorTransitionMaskImage: UIImage = BarImages.backIndicator

    /// Sets the back indicator and its transition mask; if either is `nil`, both go back to the
    /// default (UIKit's rule).
    ///
    /// - Parameters:
    ///   - backIndicatorImage: The image drawn in place of the chevron, tinted with the bar's tint
    ///     colour unless its rendering mode is `.alwaysOriginal`.
    ///   - backIndicatorTransitionMaskImage: The transition mask (kept).
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            self.backIndicatorImage = backIndicatorImage
            self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        } else {
            self.backIndicatorImage = BarImages.backIndicator
            self.backIndicatorTransitionMaskImage = BarImages.backIndicator
        }
        changed()
    }

    /// Whether the back indicator is a custom image.
    var hasCustomBackIndicator: Bool { backIndicatorImage !== BarImages.backIndicator }

    override var containedAppearances: [any ObservedBarAppearance] { buttons.all + [_backButtonAppearance] }

    /// Made from another appearance (`init(barAppearance:)`): from a navigation bar appearance
    /// also its titles, buttons and back indicator (a copy), from a toolbar appearance also its
    /// button appearances.
    override func copyContents(from barAppearance: UIBarAppearance) {
        if let buttons = copiedButtonAppearances(of: barAppearance) { self.buttons = buttons }
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        _backButtonAppearance = other._backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}

extension UINavigationBarAppearance: BarButtonAppearanceHolder {}

/// How a toolbar looks: UIKit's `UIToolbarAppearance` (iOS 13) — the background and hairline of
/// ``UIBarAppearance`` and the bar button items' appearances.
///
/// ```swift
/// let appearance = UIToolbarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
/// toolbar.standardAppearance = appearance
/// ```
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    var buttons = BarButtonAppearances()

    /// The appearance of `.plain` items (a copy is stored when set).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { buttons.plain }
        set { buttons.plain = adopt(newValue.copy()) }
    }
    /// The appearance of `.done` items (a copy is stored when set).
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { buttons.done }
        set { buttons.done = adopt(newValue.copy()) }
    }

    override var containedAppearances: [any ObservedBarAppearance] { buttons.all }

    /// Made from another appearance (`init(barAppearance:)`): from a toolbar or navigation bar
    /// appearance also its button appearances (a copy).
    override func copyContents(from barAppearance: UIBarAppearance) {
        if let buttons = copiedButtonAppearances(of: barAppearance) { self.buttons = buttons }
    }
}

extension UIToolbarAppearance: BarButtonAppearanceHolder {}

/// Images Plumb draws in bars where UIKit uses SF Symbols.
@MainActor
enum BarImages {
    /// The back chevron as a template image, `BarMetrics.chevronSize` (13 × 21 points, an
    /// estimate), drawn as `_UIModernBarButton` draws it.
    static let backIndicator: UIImage = {
        let size = BarMetrics.chevronSize
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.lineWidth = 3
            path.move(to: CGPoint(x: size.width - 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: 1.5, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width - 1.5, y: size.height - 1.5))
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
