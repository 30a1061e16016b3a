import Foundation

/// Manages a view: UIKit's `UIViewController`, with the parts that take part in layout
/// (`loadView`, `viewDidLoad`, `updateViewConstraints`, `viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`, child controllers).
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(nameLabel)
///     }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// window.rootViewController = ProfileViewController()
/// window.layoutIfNeeded()
/// ```
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var _view: UIView?
    var calledSuperUpdateViewConstraints = false
    /// The style override and trait-change handlers (see UIView+Appearance.swift).
    var _appearance: ControllerAppearance?

    /// Creates a controller; its view loads on first access. Plumb has no nib files: `nibName`
    /// and `bundle` are kept (``nibName``, ``nibBundle``) but nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller with no nib (`init(nibName: nil, bundle: nil)`).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The nib name given at initialisation (Plumb does not load nibs).
    public let nibName: String?
    /// The bundle given at initialisation.
    public let nibBundle: Bundle?

    /// Nib loading is not supported; this exists so UIKit subclasses compile. Creates a controller.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The controller's root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// Loads the view if it has not been loaded.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain `UIView`; override to set ``view`` yourself.
    open func loadView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        v.backgroundColor = .systemBackground
        view = v
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Updates the constraints of the controller's view; runs in the update pass in place of the
    /// view's `updateConstraints()` (the default calls it). Call `super` as the last step.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        _view?.updateConstraints()
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default `true`).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { _view?.structureDidChange() }
    }

    /// The smallest margins of the root view: 16 points leading and trailing in a compact width,
    /// 20 in a regular one (the iPhone and iPad values).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The superview of the controller's view, else its parent controller (UIKit's rule).
    open override var next: UIResponder? { _viewIfLoaded?.superview ?? parent }

    /// The traits of the controller's view.
    open var traitCollection: UITraitCollection { _view?.traitCollection ?? .default }

    /// Child controllers.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller (add its view to your hierarchy yourself, as in UIKit).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}

/// The host a view tree lays out in: UIKit's `UIWindow`. Its size is fixed by its frame; it
/// gives its tree a display scale, safe-area insets and traits.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
/// window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// ```
open class UIWindow: UIView {
    /// The controller whose view fills the window (its view is resized with the window through
    /// its autoresizing mask, as on iOS).
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?._viewIfLoaded?.removeFromSuperview()
            guard let vc = rootViewController else { return }
            let v: UIView = vc.view
            v.translatesAutoresizingMaskIntoConstraints = true
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
    }

    /// The safe-area insets the device gives the window (Plumb's stand-in for the screen's
    /// sensor housing and home indicator).
    public var hostSafeAreaInsets: UIEdgeInsets {
        get { _localSafeAreaInsets ?? .zero }
        set { setHostSafeAreaInsets(newValue) }
    }

    /// Makes the window key and visible (a no-op in Plumb, kept for source compatibility).
    open func makeKeyAndVisible() {}
}

extension UIViewController {
    var _viewIfLoaded: UIView? { isViewLoaded ? view : nil }
}
