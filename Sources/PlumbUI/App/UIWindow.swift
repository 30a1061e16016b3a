import Foundation

/// The host a view tree lays out in: UIKit's `UIWindow`. Its size is fixed by its frame; it
/// gives its tree a display scale, safe-area insets and traits, and shows a root view controller
/// with UIKit's appearance callbacks.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
/// window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// window.rootViewController = controller   // viewWillAppear
/// window.makeKeyAndVisible()                // layout, then viewDidAppear
/// ```
///
/// Where Plumb differs: a window is always visible (there is no screen); the second half of an
/// appearance transition (`viewDidAppear`, `viewDidDisappear`, `didMove(toParent:)`, completion
/// handlers) runs at the end of the window's next layout pass, the moment UIKit runs it after the
/// screen update.
open class UIWindow: UIView {
    /// Creates a window with a frame (in screen coordinates).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window in a scene, the size of the scene's screen: a designated initializer, as
    /// in UIKit (iOS 13), so a subclass can override it
    /// (`override init(windowScene: UIWindowScene) { super.init(windowScene: windowScene) }`).
    /// The window is one of the scene's ``UIWindowScene/windows``.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.addWindow(self)  // observers do not run for assignments in an initializer
    }

    /// Decoding is not supported by Plumb; this creates an empty window (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controller whose view fills the window (its view is resized with the window through
    /// its autoresizing mask, as on iOS). Setting it makes the old controller disappear and the new
    /// one appear.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            finishTransitions()
            let old = oldValue, new = rootViewController
            old?.beginAppearanceTransition(false, animated: false)
            old?.dismissPresentedForRootRemoval()
            old?.viewIfLoaded?.removeFromSuperview()
            if let vc = new {
                let v: UIView = vc.view
                v.translatesAutoresizingMaskIntoConstraints = true
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: 0)
                vc.beginAppearanceTransition(true, animated: false)
            }
            afterNextLayout {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        }
    }

    /// The safe-area insets the device gives the window (Plumb's stand-in for the screen's
    /// sensor housing and home indicator).
    public var hostSafeAreaInsets: UIEdgeInsets {
        get { _localSafeAreaInsets ?? .zero }
        set { setHostSafeAreaInsets(newValue) }
    }

    /// Makes the window visible: Plumb lays it out now, which finishes the appearance of its root
    /// view controller (`viewDidAppear`), as the first screen update does on iOS.
    open func makeKeyAndVisible() {
        UIApplication.shared.windowDidBecomeKey(self)
        layoutIfNeeded()
    }

    /// The scene the window belongs to (set by `init(windowScene:)`).
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.removeWindow(self)
            windowScene?.addWindow(self)
        }
    }

    /// Whether this is the key window (always `true` once made visible; Plumb has one screen).
    open var isKeyWindow: Bool { true }

    /// The window's place in the stack of windows (default `.normal`; see UIWindow+Level.swift).
    /// Plumb draws each window on its own, so the level orders nothing; it is kept.
    open var windowLevel: UIWindow.Level = .normal

    // MARK: Size changes

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size
            guard newValue.size != old, newValue.isFiniteRect, rootViewController != nil, !isTransitioningSize else {
                super.frame = newValue
                return
            }
            transition(to: newValue.size, traitCollection: nil, safeAreaInsets: nil, origin: newValue.origin)
        }
    }

    var isTransitioningSize = false

    /// Sets the frame without a size transition (for hosts that size the window before showing
    /// it, such as snapshot tests).
    package func setFrameWithoutTransition(_ frame: CGRect) {
        isTransitioningSize = true
        super.frame = frame
        isTransitioningSize = false
    }

    /// Changes the window's size, traits and safe area together, as a rotation or a scene resize
    /// does on iOS: the root view controller gets `willTransition(to:with:)` when the traits
    /// change and `viewWillTransition(to:with:)`, then the window takes the new size and lays
    /// out, the coordinator's alongside-animation blocks run, then its completion blocks.
    /// (Plumb's API: UIKit does this when the device rotates.)
    ///
    /// ```swift
    /// window.transition(to: CGSize(width: 812, height: 375),
    ///                   traitCollection: UITraitCollection(verticalSizeClass: .compact),
    ///                   safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The window's new size in points.
    ///   - traitCollection: The window's new traits (`nil` keeps them).
    ///   - safeAreaInsets: The new ``hostSafeAreaInsets`` (`nil` keeps them).
    public func transition(
        to size: CGSize, traitCollection: UITraitCollection? = nil, safeAreaInsets: UIEdgeInsets? = nil
    ) {
        transition(to: size, traitCollection: traitCollection, safeAreaInsets: safeAreaInsets, origin: frame.origin)
    }

    private func transition(
        to size: CGSize, traitCollection newTraits: UITraitCollection?, safeAreaInsets: UIEdgeInsets?, origin: CGPoint
    ) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LayoutDiagnostics.report(.warning, "Ignoring a transition of \(itemDescription) to the size \(size)")
            return
        }
        finishTransitions()
        let coordinator = TransitionCoordinator(container: self)
        let root = rootViewController
        let traitsChange = newTraits.map { $0 != traitCollection } ?? false
        if traitsChange, let newTraits, let root {
            root.willTransition(to: newTraits, with: coordinator)
        }
        if size != bounds.size { root?.viewWillTransition(to: size, with: coordinator) }
        isTransitioningSize = true
        super.frame = CGRect(origin: origin, size: size)
        isTransitioningSize = false
        if let safeAreaInsets { hostSafeAreaInsets = safeAreaInsets }
        if let newTraits { overrideTraitCollection = newTraits }
        layoutIfNeeded()
        coordinator.runAnimations()
        layoutIfNeeded()
        coordinator.runCompletions()
    }

    // MARK: Pending transitions

    private var pendingAfterLayout: [() -> Void] = []
    private var isFinishingTransitions = false

    /// Queues work to run at the end of the window's next layout pass (the second half of a
    /// transition: `viewDid…` callbacks and completion handlers).
    func afterNextLayout(_ work: @escaping () -> Void) {
        pendingAfterLayout.append(work)
        setNeedsLayout()
    }

    var hasPendingTransitions: Bool { !pendingAfterLayout.isEmpty }

    /// Lays out and runs every queued transition completion (what the next screen update does).
    func finishTransitions() {
        guard !pendingAfterLayout.isEmpty, !isFinishingTransitions else { return }
        layoutIfNeeded()
    }

    /// Called after each layout cycle of this window's tree.
    func runPendingTransitions() {
        guard !isFinishingTransitions else { return }
        isFinishingTransitions = true
        defer { isFinishingTransitions = false }
        var rounds = 0
        while !pendingAfterLayout.isEmpty, rounds < 100 {
            rounds += 1
            let work = pendingAfterLayout
            pendingAfterLayout = []
            for w in work { w() }
            layoutIfNeededWithoutTransitions()
        }
    }
}

extension UIViewController {
    /// Root removal: whatever this controller presented goes with it (the window drops the
    /// presentation container).
    func dismissPresentedForRootRemoval() {
        guard let presented = _presentedViewController else { return }
        presented.dismissPresentedForRootRemoval()
        presented.beginAppearanceTransition(false, animated: false)
        presentation?.container.removeFromSuperview()
        presented.endAppearanceTransition()
        presented._presentingViewController = nil
        _presentedViewController = nil
        presentation = nil
    }
}
