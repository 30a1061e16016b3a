import Foundation

/// A view whose content can be larger than itself: UIKit's `UIScrollView` for layout and
/// snapshots (no touches, no deceleration).
///
/// Auto Layout works as on iOS:
/// - ``contentLayoutGuide`` is the content area: constraints between it and the content define
///   ``contentSize`` (without such constraints the guide takes the `contentSize` you set).
/// - ``frameLayoutGuide`` is the scroll view's visible rectangle: pin a view to it to keep it
///   in place whatever the offset, or make the content as wide as the frame.
/// - Constraints between the scroll view's own edges (or centres) and its descendants also
///   mean the content area, as in UIKit; its width and height anchors are its frame's.
///
/// ```swift
/// let scroll = UIScrollView()
/// let stack = UIStackView(arrangedSubviews: rows)
/// stack.axis = .vertical
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(stack)
/// NSLayoutConstraint.activate([
///     stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// ```
///
/// The content is drawn shifted by ``contentOffset`` (the bounds origin) and clipped to the
/// scroll view. Until you set an offset, it rests at the top left of the adjusted insets,
/// `(-adjustedContentInset.left, -adjustedContentInset.top)`, as when a screen first appears.
///
/// The delegate (`UIScrollViewDelegate`) hears of every offset change, zoom and drag. Plumb has
/// no touches: a test drags the content by driving ``panGestureRecognizer`` and zooms by driving
/// ``pinchGestureRecognizer`` (see UIScrollView+Dragging.swift):
///
/// ```swift
/// scroll.panGestureRecognizer.simulate(.began, translation: .zero, at: CGPoint(x: 100, y: 300))
/// scroll.panGestureRecognizer.simulate(.changed, translation: CGPoint(x: 0, y: -120))
/// scroll.panGestureRecognizer.simulate(.ended, translation: .zero, velocity: CGPoint(x: 0, y: -500))
/// // delegate: willBeginDragging, didScroll, willEndDragging, didEndDragging(willDecelerate:) ...
/// ```
///
/// Where Plumb differs: scroll indicators are not drawn (they are hidden at rest on iOS too);
/// nothing animates (an animated scroll or zoom ends at once), a drag does not rubber-band past
/// the content's edges, and a deceleration reaches its target at once.
open class UIScrollView: UIView {
    /// How the safe area is added to ``contentInset`` to make ``adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the top and bottom always for a controller's content scroll
        /// view (its root view, or the first subview of its root view) in a navigation or tab bar
        /// controller (with `automaticallyAdjustsScrollViewInsets`), as UIKit does.
        case automatic
        /// The safe area on each axis that scrolls: the content is larger than the view on it,
        /// or `alwaysBounceVertical`/`alwaysBounceHorizontal` is set.
        case scrollableAxes
        /// Never the safe area.
        case never
        /// Always the safe area.
        case always
    }

    private let contentGuide = SystemLayoutGuide(role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    private let frameGuide = SystemLayoutGuide(role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    private var _contentSize: CGSize = .zero
    private var _contentOffset: CGPoint = .zero
    /// Whether the offset was set (else it follows the adjusted insets).
    private var offsetWasSet = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        pan.addTarget { [weak self] (pan: UIPanGestureRecognizer) in self?.panChanged(pan) }
        addGestureRecognizer(pan)
        for g in [contentGuide, frameGuide] { addSystemGuide(g) }
        scrollGuideConstraints = [
            NamedSystemConstraint(
                "UIScrollView-contentLayoutGuide-left", item: contentGuide, attribute: .left, toItem: self,
                attribute: .left, constant: 0),
            NamedSystemConstraint(
                "UIScrollView-contentLayoutGuide-top", item: contentGuide, attribute: .top, toItem: self,
                attribute: .top, constant: 0),
            NamedSystemConstraint(
                "UIScrollView-contentSize-width", item: contentGuide, attribute: .width, toItem: nil,
                attribute: .notAnAttribute,
                constant: 0, priority: UILayoutPriority(1)),
            NamedSystemConstraint(
                "UIScrollView-contentSize-height", item: contentGuide, attribute: .height, toItem: nil,
                attribute: .notAnAttribute,
                constant: 0, priority: UILayoutPriority(1)),
            NamedSystemConstraint(
                "UIScrollView-frameLayoutGuide-left", item: frameGuide, attribute: .left, toItem: self,
                attribute: .left, constant: 0),
            NamedSystemConstraint(
                "UIScrollView-frameLayoutGuide-top", item: frameGuide, attribute: .top, toItem: self, attribute: .top,
                constant: 0),
            NamedSystemConstraint(
                "UIScrollView-frameLayoutGuide-width", item: frameGuide, attribute: .width, toItem: self,
                attribute: .width, constant: 0),
            NamedSystemConstraint(
                "UIScrollView-frameLayoutGuide-height", item: frameGuide, attribute: .height, toItem: self,
                attribute: .height, constant: 0),
        ]
        structureDidChange()
    }

    /// The content area, in the scroll view's content coordinates: its origin is the content's
    /// origin, its size the ``contentSize``.
    public var contentLayoutGuide: UILayoutGuide { contentGuide }

    /// The scroll view's visible rectangle, untouched by scrolling.
    public var frameLayoutGuide: UILayoutGuide { frameGuide }

    /// The size of the content. Set by layout when constraints tie the content to
    /// ``contentLayoutGuide`` (or to the scroll view's edges); otherwise what you set.
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            guard newValue != _contentSize, newValue.width.isFinite, newValue.height.isFinite else { return }
            _contentSize = newValue
            setGuideConstant(2, newValue.width)
            setGuideConstant(3, newValue.height)
            setNeedsLayout()
            scrollEdgeMayHaveChanged()
        }
    }

    /// The point of the content shown at the scroll view's top-left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { _contentOffset }
        set {
            offsetWasSet = true
            applyOffset(newValue)
        }
    }

    /// Sets the offset. Plumb has no animation: with `animated`, the offset is set at once and,
    /// when it moved, the delegate's `scrollViewDidEndScrollingAnimation(_:)` follows
    /// `scrollViewDidScroll(_:)`, as when UIKit's animation ends.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let old = _contentOffset
        contentOffset = offset
        if animated, _contentOffset != old { _scrollDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least that brings a rectangle of the content into the bounds (nothing when it
    /// is already visible), as UIKit's: a rectangle larger than the bounds shows its top-left
    /// corner (estimate), and the offset stays within the content and its adjusted insets. The
    /// delegate hears `scrollViewDidScroll(_:)` and, `animated`,
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    ///
    /// ```swift
    /// form.scrollRectToVisible(field.frame.insetBy(dx: 0, dy: -8), animated: true)
    /// ```
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        setContentOffset(offsetShowing(rect), animated: animated)
    }

    /// The delegate's storage (the property is declared in UIScrollViewDelegate.swift).
    weak var _scrollDelegate: (any UIScrollViewDelegate)?

    /// How quickly the content slows after a drag (default `.normal`). Plumb uses it to project
    /// where a drag's content comes to rest (see UIScrollView+Dragging.swift).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a finger is on the content (set while a test drives ``panGestureRecognizer``).
    open var isTracking: Bool { dragState.tracking }
    /// Whether the content is being dragged (set while a test drives ``panGestureRecognizer``).
    open var isDragging: Bool { dragState.dragging }
    /// Whether the content is moving on after a drag: `true` only inside the delegate's
    /// `scrollViewWillBeginDecelerating(_:)` (Plumb's deceleration ends at once).
    open var isDecelerating: Bool { dragState.decelerating }
    /// Whether a pinch is zooming (set while a test drives ``pinchGestureRecognizer``).
    open var isZooming: Bool { dragState.zooming }
    /// Whether the zoom is bouncing back inside its limits: always `false` (no animation).
    open var isZoomBouncing: Bool { false }
    /// The recognizer that drags the content; attached to the scroll view, enabled while
    /// ``isScrollEnabled``. Drive it in a test to scroll as a finger would.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }
    /// The recognizer that zooms: `nil` unless ``maximumZoomScale`` is above
    /// ``minimumZoomScale``, as in UIKit. Drive it in a test to zoom as two fingers would.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinch }
    let pan = UIPanGestureRecognizer()
    var pinch: UIPinchGestureRecognizer?
    var dragState = DragState()

    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsChanged() } }
    /// The largest zoom scale (default 1: no zooming).
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsChanged() } }
    /// The scale of the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view (default
    /// 1). Setting it zooms at once (see ``setZoomScale(_:animated:)``).
    open var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var _zoomScale: CGFloat = 1
    /// Whether zooming past the limits bounces back (default `true`; kept: Plumb keeps the scale
    /// within them).
    open var bouncesZoom = true

    /// Zooms to a scale kept within ``minimumZoomScale``...``maximumZoomScale``, as UIKit: the
    /// delegate's `viewForZooming(in:)` view gets a scale transform, the content size becomes
    /// that view's frame size (its origin moved to the content's origin), and the content point
    /// at the centre of the bounds stays there (estimate) within the content. Without a zoom view
    /// nothing happens. The delegate hears `scrollViewDidScroll(_:)` if the offset moved, then
    /// `scrollViewDidZoom(_:)`.
    ///
    /// ```swift
    /// scroll.maximumZoomScale = 4
    /// scroll.setZoomScale(2, animated: false)   // photo.frame.size doubled, contentSize too
    /// ```
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { applyZoom(scale, showing: nil) }

    /// Zooms so that a rectangle of the zoom view (in that view's coordinates) fills the bounds
    /// as far as the zoom limits allow, centred (estimate), as UIKit's `zoom(to:animated:)`.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        applyZoom(min(bounds.width / rect.width, bounds.height / rect.height), showing: rect)
    }

    /// Whether a tap on the status bar scrolls this view to the top (default `true`; see
    /// ``simulateStatusBarTap()``).
    open var scrollsToTop = true
    /// When a drag dismisses the keyboard (default `.none`). With `.onDrag` (or
    /// `.onDragWithAccessory`) a drag that begins ends editing in the scroll view's window.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a table view's section index shows (default `.automatic`; Plumb draws no index).
    open var indexDisplayMode: IndexDisplayMode = .automatic
    /// Whether a drag moves along one axis only (default `false`; kept).
    open var isDirectionalLockEnabled = false
    /// Whether touches in the content wait to see if they drag (default `true`; kept).
    open var delaysContentTouches = true
    /// Whether a drag cancels the touches in the content (default `true`; kept).
    open var canCancelContentTouches = true
    /// The size of the visible part: the bounds' size.
    open var visibleSize: CGSize { bounds.size }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero { didSet { if contentInset != oldValue { setNeedsLayout() } } }

    /// How the safe area is added to the insets (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }

    /// Whether the view bounces vertically even when the content is not taller than it (which
    /// also makes the vertical axis scrollable for inset adjustment).
    open var alwaysBounceVertical = false { didSet { setNeedsLayout() } }
    /// Whether the view bounces horizontally even when the content is not wider than it.
    open var alwaysBounceHorizontal = false { didSet { setNeedsLayout() } }
    /// Whether scrolling is enabled (an axis that cannot scroll gets no inset adjustment under
    /// `.scrollableAxes`).
    open var isScrollEnabled = true {
        didSet {
            pan.isEnabled = isScrollEnabled
            setNeedsLayout()
        }
    }
    /// Kept for source compatibility; indicators are not drawn.
    open var showsVerticalScrollIndicator = true
    /// Kept for source compatibility; indicators are not drawn.
    open var showsHorizontalScrollIndicator = true
    /// Kept for source compatibility.
    open var bounces = true
    /// Kept for source compatibility.
    open var isPagingEnabled = false
    /// The vertical indicator's insets from the scroll view's edges (default zero). Stored and
    /// reported; indicators are not drawn (see ``showsVerticalScrollIndicator``).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal indicator's insets from the scroll view's edges (default zero; not drawn).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The indicators' style (default `.default`; not drawn).
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether the indicators' insets follow the safe area (default `true`; not drawn).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// ``contentInset`` plus the parts of the safe area that ``contentInsetAdjustmentBehavior``
    /// adds.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = isScrollEnabled && (alwaysBounceVertical || _contentSize.height > bounds.height)
            if contentInsetAdjustmentBehavior == .automatic, let vc = insetAdjustingController,
                vc.automaticallyAdjustsScrollViewInsets, vc.navigationController != nil || vc.tabBarController != nil
            {
                vertical = true
            }
            horizontal = isScrollEnabled && (alwaysBounceHorizontal || _contentSize.width > bounds.width)
        }
        var i = contentInset
        if vertical { i.top += safe.top; i.bottom += safe.bottom }
        if horizontal { i.left += safe.left; i.right += safe.right }
        return i
    }

    /// The controller whose bars `.automatic` always adjusts this scroll view for: the one whose
    /// root view it is, or whose root view's first subview it is (UIKit adjusts that "content
    /// scroll view", a scroll view at index 0 of the controller's view, since iOS 7's
    /// `automaticallyAdjustsScrollViewInsets`; `.automatic` keeps the rule "for backward
    /// compatibility", UIScrollView.h). A scroll view further back is adjusted only on the axes
    /// it scrolls.
    var insetAdjustingController: UIViewController? {
        if isViewControllerRoot { return _viewController }
        if let root = superview, root.isViewControllerRoot, root.subviews.first === self { return root._viewController }
        return nil
    }

    /// Whether the content's top edge meets the top of the adjusted insets: the offset is at most
    /// `-adjustedContentInset.top`, or was never set (the scroll view rests there). A navigation
    /// bar uses its scroll-edge appearance then.
    var isAtTopScrollEdge: Bool {
        !offsetWasSet || _contentOffset.y <= -adjustedContentInset.top + 1e-6
    }

    /// Whether the content's bottom edge is at or above the bottom of the adjusted insets (a tab
    /// bar's scroll edge): the content is scrolled to its end, or is shorter than the view.
    var isAtBottomScrollEdge: Bool {
        let adjusted = adjustedContentInset
        let y = offsetWasSet ? _contentOffset.y : -adjusted.top
        return y + frame.height - adjusted.bottom >= _contentSize.height - 1e-6
    }

    /// Tells the containers whose bars follow this scroll view (when it is a controller's content
    /// scroll view) that the scroll edge may have moved.
    private func scrollEdgeMayHaveChanged() {
        guard let vc = insetAdjustingController else { return }
        vc.navigationController?.viewIfLoaded?.setNeedsLayout()
        vc.tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Called when ``adjustedContentInset`` changed; override point. The default tells the
    /// delegate (`scrollViewDidChangeAdjustedContentInset(_:)`), as UIKit's does.
    open func adjustedContentInsetDidChange() { _scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self) }

    /// The margins and safe-area guides follow the visible rectangle, as UIKit's live in bounds
    /// coordinates.
    override var systemGuideReference: LayoutItem { frameGuide }

    /// The bounds: the frame's size at the ``contentOffset``.
    open override var bounds: CGRect {
        get { CGRect(origin: _contentOffset, size: frame.size) }
        set {
            if newValue.origin != _contentOffset { contentOffset = newValue.origin }
            super.bounds = newValue
        }
    }

    private var lastAdjustedInset: UIEdgeInsets?

    open override func layoutSubviews() {
        super.layoutSubviews()
        finishScrollLayout(adoptingSolvedContentSize: true)
    }

    /// The scroll view's part of `layoutSubviews()`: the content size from the content guide (when
    /// constraints define it), the adjusted insets, and the resting offset. Table and collection
    /// views, which set their content size themselves, skip the first part.
    func finishScrollLayout(adoptingSolvedContentSize: Bool) {
        if adoptingSolvedContentSize {
            // The content guide's solved size is the content size when the content defines it.
            let solved = contentGuide.layoutFrame.size
            if solved != _contentSize, solved.width.isFinite, solved.height.isFinite { contentSize = solved }
        }
        let adjusted = adjustedContentInset
        if adjusted != lastAdjustedInset {
            lastAdjustedInset = adjusted
            adjustedContentInsetDidChange()
            scrollEdgeMayHaveChanged()
        }
        if !offsetWasSet { applyOffset(CGPoint(x: -adjusted.left, y: -adjusted.top)) }
    }

    private func applyOffset(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite, p != _contentOffset else { return }
        boundsWillChange(to: CGRect(origin: p, size: frame.size))
        _contentOffset = p
        scrollEdgeMayHaveChanged()
        // The frame guide stays over the visible rectangle: at the offset, in content coordinates.
        setGuideConstant(4, p.x)
        setGuideConstant(5, p.y)
        _scrollDelegate?.scrollViewDidScroll(self)
    }

    /// Hook: the bounds are about to move or resize to `newBounds` (a collection view asks its
    /// layout).
    func boundsWillChange(to newBounds: CGRect) {}

    override func boundsSizeWillChange(to size: CGSize) {
        boundsWillChange(to: CGRect(origin: _contentOffset, size: size))
    }

    /// Hook: where the content rests after a drag, given the projected offset (a collection view
    /// asks its layout).
    func layoutTargetOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    private func setGuideConstant(_ index: Int, _ value: CGFloat) {
        let c = scrollGuideConstraints[index]
        guard c.constant != value else { return }
        c.constant = value
        invalidateLayout(.constant(c))
        setNeedsLayout()
    }
}
