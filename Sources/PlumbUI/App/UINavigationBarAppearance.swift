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

    private var _buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var _doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    private var _backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The appearance of `.plain` bar button items (a copy is stored when set).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { _buttonAppearance }
        set { _buttonAppearance = adopt(newValue.copy()) }
    }
    /// The appearance of `.done` bar button items (a copy is stored when set).
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { _doneButtonAppearance }
        set { _doneButtonAppearance = adopt(newValue.copy()) }
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

    /// An appearance with the default background, for an idiom.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        adoptButtonAppearances()
    }

    /// An appearance with the background and shadow of another; from a navigation bar
    /// appearance also its titles, buttons and back indicator (a copy), from a toolbar appearance
    /// also its button appearances.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            largeTitleTextAttributes = other.largeTitleTextAttributes
            _buttonAppearance = other._buttonAppearance.copy()
            _doneButtonAppearance = other._doneButtonAppearance.copy()
            _backButtonAppearance = other._backButtonAppearance.copy()
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        } else if let other = barAppearance as? UIToolbarAppearance {
            _buttonAppearance = other.buttonAppearance.copy()
            _doneButtonAppearance = other.doneButtonAppearance.copy()
        }
        adoptButtonAppearances()
    }

    /// Archives are not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(idiom: .phone)
        adoptButtonAppearances()
    }

    private func adoptButtonAppearances() {
        observe([_buttonAppearance, _doneButtonAppearance, _backButtonAppearance])
    }
}

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
    private var _buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var _doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// The appearance of `.plain` items (a copy is stored when set).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { _buttonAppearance }
        set { _buttonAppearance = adopt(newValue.copy()) }
    }
    /// The appearance of `.done` items (a copy is stored when set).
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { _doneButtonAppearance }
        set { _doneButtonAppearance = adopt(newValue.copy()) }
    }

    /// An appearance with the default background, for an idiom.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        adoptButtonAppearances()
    }

    /// An appearance with the background and shadow of another; from a toolbar or navigation
    /// bar appearance also its button appearances (a copy).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            _buttonAppearance = other._buttonAppearance.copy()
            _doneButtonAppearance = other._doneButtonAppearance.copy()
        } else if let other = barAppearance as? UINavigationBarAppearance {
            _buttonAppearance = other.buttonAppearance.copy()
            _doneButtonAppearance = other.doneButtonAppearance.copy()
        }
        adoptButtonAppearances()
    }

    /// Archives are not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(idiom: .phone)
        adoptButtonAppearances()
    }

    private func adoptButtonAppearances() {
        observe([_buttonAppearance, _doneButtonAppearance])
    }
}

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
