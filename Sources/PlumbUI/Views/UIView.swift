import Foundation

/// A rectangular area of a user interface that takes part in Auto Layout: UIKit's `UIView`,
/// with its hierarchy, geometry, appearance, constraints and the layout cycle.
///
/// Views made in code translate their autoresizing mask into constraints until you set
/// ``translatesAutoresizingMaskIntoConstraints`` to `false`, exactly as on iOS.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let box = UIView()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// NSLayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalToConstant: 50),
/// ])
/// root.layoutIfNeeded()   // box.frame == (20, 20, 100, 50)
/// ```
///
/// Like UIKit's, the class is isolated to the main actor (`@MainActor`; `@preconcurrency` so that
/// Swift 5 code that calls views from unannotated functions compiles, as it does against UIKit).
///
/// Where Plumb differs from UIKit: `bounds.origin` is zero except in scroll views (the content offset).
@MainActor @preconcurrency
open class UIView: UIResponder, LayoutItem {
    // MARK: Identity

    let id = ObjectIDs.next()
    /// `0x…` debug address built from a creation-order id (Plumb prints it where UIKit prints a
    /// memory address, so logs are reproducible).
    public var debugAddress: String { "0x" + String(id, radix: 16) }

    /// An identifier shown in logs, traces and snapshot reports (UIKit's
    /// `UIAccessibilityIdentification`; VoiceOver does not read it). The other accessibility
    /// properties are ``UIResponder``'s (see ``UIResponder/accessibilityLabel``).
    open var accessibilityIdentifier: String?
    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    open var tag: Int = 0
    /// Whether the view takes touches (default `true`; `false` for labels and image views, as in
    /// UIKit). ``hitTest(_:with:)`` skips a view, and its subviews, that does not, so Plumb's
    /// gesture drivers do not reach it.
    open var isUserInteractionEnabled: Bool = true
    /// Kept for source compatibility (Plumb has no touches).
    open var isMultipleTouchEnabled: Bool = false
    /// Whether the view takes touches only when no other view is being touched (default
    /// `false`, UIKit's). Kept: Plumb simulates one gesture at a time.
    open var isExclusiveTouch: Bool {
        get { _extras?.isExclusiveTouch ?? false }
        set { extras.isExclusiveTouch = newValue }
    }
    /// A view whose alpha masks this one when it draws (see UIView+Effects.swift).
    open var mask: UIView? {
        get { _extras?.mask }
        set { setMask(newValue) }
    }
    /// Rarely used state (mask, motion effects...), made on first use (UIView+Effects.swift).
    var _extras: ViewExtras?
    /// The view's gesture recognizers (see `UIView.gestureRecognizers`).
    var _gestureRecognizers: [UIGestureRecognizer] = []

    /// Called after the view moved into or out of a window (``window`` changed); override point.
    open func didMoveToWindow() {}
    /// Called before the view moves into or out of a window; override point.
    open func willMove(toWindow newWindow: UIWindow?) {}

    // MARK: Init

    /// Creates a view with a frame (in its superview's coordinates).
    public init(frame: CGRect) {
        _frame = frame.standardizedIfFinite
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Decoding from a nib or storyboard is not supported by Plumb; this exists so that UIKit
    /// subclasses that declare it compile unchanged. It creates an empty view.
    public required init?(coder: NSCoder) {
        _frame = .zero
        super.init()
    }

    deinit {
        layoutNode.variables?.owner = nil
        for s in subviews { s._superview = nil }
        for c in layoutNode.inputs.constraints { c._installedOn = nil }
        for g in layoutNode.inputs.guides { g._owningView = nil }
        AssociatedObjects.objectDidDeinit(ObjectIdentifier(self))
    }

    // MARK: Hierarchy

    /// The view that contains this one.
    public var superview: UIView? { _superview }
    /// Not weak: a view clears its subviews' pointers when it goes away (see `deinit`), so the
    /// hot path reads it without the cost of a weak load.
    nonisolated(unsafe) unowned(unsafe) var _superview: UIView?
    /// The views this one contains, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    // UIKit funnels `addSubview(_:)`, `insertSubview(_:at:)`, `insertSubview(_:aboveSubview:)`
    // and `insertSubview(_:belowSubview:)` into one private method
    // (`-[UIView(Internal) _addSubview:positioned:relativeTo:]`, the frame under `addSubview:` in
    // crash logs such as wordpress-mobile/WordPress-iOS#1955 and robovm/robovm#1191), and moves a
    // view out of its old superview without calling its overridable `removeFromSuperview()`.
    // Plumb does the same: a subclass overriding one of these methods sees only the calls its
    // own code makes (issue 29, item 5). The overridable methods called on the way are the ones
    // UIKit documents: `willMove(toSuperview:)`, `didMoveToSuperview()`, `didAddSubview(_:)`,
    // `willRemoveSubview(_:)` and the window callbacks.

    /// Adds a view on top of the others; it leaves its previous superview first (without its
    /// `removeFromSuperview()` being called, as in UIKit). When the move changes the traits the
    /// view inherits, it and its subtree get `traitCollectionDidChange(_:)`.
    open func addSubview(_ view: UIView) {
        attachSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        attachSubview(view, at: index)
    }

    /// Inserts a view just above another subview.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        attachSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts a view just below another subview.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        attachSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// The one path every public way of adding a subview takes (UIKit's
    /// `_addSubview:positioned:relativeTo:`); it calls none of them.
    private func attachSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            LayoutDiagnostics.report(.warning, "Can't add self as subview: \(itemDescription)")
            return
        }
        if isInSubtree(of: view) {
            LayoutDiagnostics.report(
                .warning, "Can't add \(view.itemDescription) as a subview of its own descendant \(itemDescription)")
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            let i = max(0, min(index, subviews.count))
            subviews.insert(view, at: i)
            _layer?.subviewInserted(view, at: i, of: subviews)
            return
        }
        // The traits the view inherited before the move; it is told once, old → new, if they
        // change (not twice through the detached state in between).
        let before = view._overrideTraitCollection == nil ? view.traitCollection : nil
        let tintBefore = view.inheritedTintState
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWindow(will: newWindow) }
        view._movingToNewSuperview = true
        view.detachFromSuperview()
        view._movingToNewSuperview = false
        let i = max(0, min(index, subviews.count))
        subviews.insert(view, at: i)
        _layer?.subviewInserted(view, at: i, of: subviews)
        view._superview = self
        view.didMoveToNewTree()
        structureDidChange()
        setNeedsLayout()  // as UIKit: adding a subview lays the receiver out again
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view.notifyWindow(will: nil, did: true) }
        if let before, before != view.traitCollection { view.traitsChanged(from: before) }
        if let tintBefore { view.propagateTintChange(from: tintBefore) }
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        _layer?.subviewMoved(view, toFront: true)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        _layer?.subviewMoved(view, toFront: false)
    }

    /// Removes the view from its superview, with every constraint that refers to it or to one
    /// of its descendants and lives outside the removed subtree. If the view inherited traits
    /// from its old tree, it gets `traitCollectionDidChange(_:)` with those traits.
    ///
    /// Adding the view to another superview moves it without calling this method, as UIKit does.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// What ``removeFromSuperview()`` does, also the first half of a move to a new superview
    /// (while `_movingToNewSuperview` is set, the move's own callbacks stand in for the removal's).
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        let before = _overrideTraitCollection == nil && !_movingToNewSuperview ? traitCollection : nil
        let leavesWindow = !_movingToNewSuperview && window != nil
        let tintBefore = _movingToNewSuperview ? nil : inheritedTintState
        if leavesWindow { notifyWindow(will: nil) }
        if !_movingToNewSuperview { willMove(toSuperview: nil) }
        parent.willRemoveSubview(self)
        let oldRoot = parent.rootView
        oldRoot.removeConstraintsCrossing(into: self)
        parent.subviews.removeAll { $0 === self }
        parent._layer?.subviewRemoved(self)
        _superview = nil
        didMoveToNewTree()
        parent.structureDidChange()
        parent.setNeedsLayout()
        if !_movingToNewSuperview { didMoveToSuperview() }  // a move reports once, at its end
        if leavesWindow { notifyWindow(will: nil, did: true) }
        if let before, before != traitCollection { traitsChanged(from: before) }
        if let tintBefore { propagateTintChange(from: tintBefore) }
    }

    /// Called before the superview changes (`nil`: the view is being removed); override point.
    /// A move from one superview to another calls it and ``didMoveToSuperview()`` once each, as
    /// UIKit does.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed; override point.
    open func didMoveToSuperview() {}
    /// Called after a subview was added; override point.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; override point.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Hook: a subview's `isHidden` changed (`UIStackView` collapses hidden arranged subviews).
    func subviewHiddenDidChange(_ subview: UIView) {}
    /// Hook: a subview invalidated its intrinsic content size (`UIStackView` recomputes
    /// proportional fills).
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }

    /// ``isDescendant(of:)`` for Plumb's own checks (adding a subview, installing a constraint),
    /// which do not call an override of it. That UIKit's checks bypass the public method too is an
    /// estimate (its hierarchy code lives in private methods such as
    /// `_addSubview:positioned:relativeTo:`; no report shows them calling `isDescendantOfView:`).
    final func isInSubtree(of view: UIView) -> Bool {
        var v: UIView? = self
        while let x = v {
            if x === view { return true }
            v = x.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews {
            if let v = s.viewWithTag(tag) { return v }
        }
        return nil
    }

    // MARK: Geometry

    @exclusivity(unchecked) var _frame: CGRect

    /// The view's rectangle in its superview's coordinates. Auto Layout sets it from the solved
    /// alignment rectangle, rounded to the pixel grid of the display scale.
    ///
    /// With a ``transform`` other than the identity, the frame is the box around the
    /// transformed bounds (see UIView+Transform.swift); `_frame` keeps the untransformed
    /// rectangle (centre and bounds size), which is what layout reads and writes.
    open var frame: CGRect {
        get {
            guard let l = _layer, l.hasTransform else { return _frame }
            return transformedFrame(l)
        }
        set {
            var f = newValue.standardizedIfFinite
            guard f.isFiniteRect else {
                LayoutDiagnostics.report(.warning, "Ignoring non-finite frame \(newValue) for \(itemDescription)")
                return
            }
            if let l = _layer, l.hasTransform { f = untransformedFrame(forFrame: f, l) }
            guard f != _frame else { return }
            let sizeChanged = f.size != _frame.size
            if sizeChanged { boundsSizeWillChange(to: f.size) }
            _frame = f
            if translatesAutoresizingMaskIntoConstraints { autoresizingConstraintsNeedUpdate() }
            if sizeChanged {
                setNeedsLayout()
                boundsSizeDidChange()
            }
        }
    }

    /// The view's rectangle in its own coordinates; Plumb's origin is always zero (a scroll
    /// view's is its content offset). Setting a new size changes the frame about its centre, as
    /// UIKit does; under a transform the transform is kept.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: _frame.size) }
        set {
            // UIKit keeps the centre, transform or not (Apple's UIView.bounds documentation:
            // changing the size portion of the bounds "grows or shrinks the view relative to its
            // center point").
            let size = newValue.standardizedIfFinite.size
            guard let l = _layer, l.hasTransform else {
                frame = CGRect(
                    x: _frame.midX - size.width / 2, y: _frame.midY - size.height / 2, width: size.width,
                    height: size.height)
                return
            }
            setUntransformedFrame(
                CGRect(
                    x: _frame.midX - size.width / 2, y: _frame.midY - size.height / 2, width: size.width,
                    height: size.height))
        }
    }

    /// The transform applied to the view about its centre, as UIKit's: rotation, scale and
    /// translation of what it draws, its subviews included. Auto Layout ignores it (it sets the
    /// centre and bounds); ``frame`` becomes the box around the transformed bounds. Stored on
    /// the layer (`layer.transform`).
    open var transform: CGAffineTransform {
        get { _layer?.affineTransform() ?? .identity }
        set {
            if _layer == nil && newValue == .identity { return }
            layer.setAffineTransform(newValue)
        }
    }

    /// The layer's 3-D transform (`layer.transform`); Plumb draws its affine part.
    open var transform3D: CATransform3D {
        get { _layer?._transform ?? CATransform3DIdentity }
        set {
            if _layer == nil && newValue == CATransform3DIdentity { return }
            layer.setTransform(newValue)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: _frame.midX, y: _frame.midY) }
        set {
            setUntransformedFrame(
                CGRect(
                    origin: CGPoint(x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2),
                    size: _frame.size))
        }
    }

    /// Hook for subclasses whose content depends on their width (multi-line labels).
    func boundsSizeDidChange() {}
    /// Hook: the bounds' size is about to change (a collection view asks its layout).
    func boundsSizeWillChange(to size: CGSize) {}

    /// Converts a point from this view's coordinates to another view's (same tree), or to the
    /// root's when `view` is `nil`. Bounds origins (scroll offsets) are taken into account.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let t = conversionTransform(to: view) { return point.applying(t) }
        let a = visibleOrigin
        let b = view?.visibleOrigin ?? .zero
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let t = conversionTransform(to: view) { return rect.applying(t) }
        return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a point from another view's coordinates (the root's when `view` is `nil`) to
    /// this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view, let t = view.conversionTransform(to: self) { return point.applying(t) }
        if view == nil, let t = conversionTransform(to: nil) { return point.applying(t.inverted()) }
        let a = view?.visibleOrigin ?? .zero
        let b = visibleOrigin
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view, let t = view.conversionTransform(to: self) { return rect.applying(t) }
        if view == nil, let t = conversionTransform(to: nil) { return rect.applying(t.inverted()) }
        return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Swaps two subviews in the drawing order.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            LayoutDiagnostics.report(
                .warning,
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): \(itemDescription) has \(subviews.count) subviews"
            )
            return
        }
        _layer?.subviewsExchanged(subviews[index1], subviews[index2])
        subviews.swapAt(index1, index2)
    }

    // MARK: Appearance

    /// The fill colour behind the view's content; `nil` draws nothing.
    open var backgroundColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("backgroundColor") { [backgroundColor] in $0.backgroundColor = backgroundColor }
        }
    }
    /// A hidden view draws nothing (it still takes part in layout, as on iOS).
    open var isHidden: Bool = false {
        didSet {
            setNeedsDisplay()
            if isHidden != oldValue { superview?.subviewHiddenDidChange(self) }
        }
    }
    /// Opacity of the whole subtree, drawn as one group.
    open var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// Whether subviews are clipped to the view's bounds (and corner radius).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view is opaque (a drawing hint; Plumb ignores it).
    open var isOpaque: Bool = true
    /// The tint colour: the first one set on the view or an ancestor, else `.systemBlue`;
    /// desaturated while ``tintAdjustmentMode`` is `.dimmed` (see UIView+Tint.swift). Setting it
    /// (`nil` inherits again) calls ``tintColorDidChange()`` on the view and on the subviews that
    /// inherit it, when their tint changes.
    open var tintColor: UIColor! {
        get {
            let base = inheritedTintBase
            return isTintDimmed ? base.dimmedTint : base
        }
        set {
            changeTint { _tintColor = newValue }
            recordAppearance("tintColor") { [newValue] in $0.tintColor = newValue }
        }
    }
    /// The tint colour set on this view (nil: inherited).
    var _tintColor: UIColor?

    /// Whether the view's ``tintColor`` is dimmed: the first mode other than `.automatic` on the
    /// view or its ancestors, else `.normal` (UIView.h: "-tintAdjustmentMode always returns either
    /// UIViewTintAdjustmentModeNormal or UIViewTintAdjustmentModeDimmed").
    ///
    /// ```swift
    /// window.rootViewController?.view.tintAdjustmentMode = .dimmed   // buttons turn grey
    /// button.tintAdjustmentMode                                         // .dimmed (inherited)
    /// ```
    ///
    /// Changing it calls ``tintColorDidChange()`` on each view whose tint changes with it.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { isTintDimmed ? .dimmed : .normal }
        set { changeTint { _tintAdjustmentMode = newValue } }
    }
    /// The mode set on this view.
    var _tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the view's ``tintColor`` changes: its own was set, or the one it inherits
    /// changed (an ancestor's was set, it moved to a superview with another tint, or the tint
    /// was dimmed or restored). Override it to redraw with the new tint; the default does nothing.
    open func tintColorDidChange() {}
    /// How the view's content fills its bounds (used by `UIImageView`).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The view's Core Animation layer: corner radius, border, masking, shadow, sublayers. Its
    /// class is ``layerClass`` (made on first use).
    public var layer: CALayer { _layer ?? makeLayer() }
    /// The layer, once made (see UIView+Layers.swift).
    var _layer: CALayer?
    /// The class of the view's layer (`CALayer`; override it to back a view with a
    /// `CAGradientLayer` or `CAShapeLayer`).
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Touches (UIView+HitTesting.swift)

    /// Whether a point in the view's coordinates is inside it: the default is `bounds.contains`.
    /// Override it to enlarge or shape the area that takes touches (``hitTest(_:with:)`` asks it).
    ///
    /// ```swift
    /// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    ///     bounds.insetBy(dx: -10, dy: -10).contains(point)   // a 44-point target for a small icon
    /// }
    /// ```
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The frontmost view of this subtree that contains a point (in this view's coordinates),
    /// as UIKit finds the view a touch goes to: `nil` when the view is hidden, has an `alpha`
    /// below 0.01, does not take touches (``isUserInteractionEnabled``) or
    /// ``point(inside:with:)`` says no; else the first subview, front to back, whose own
    /// `hitTest` (with the point converted to it) finds a view; else the view itself. A point
    /// outside the view never reaches its subviews, clipped or not. Plumb's gesture drivers
    /// (`recognizer.simulate(_:at:)`) use it to decide whether a touch reaches the recognizer.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether a gesture recognizer that is about to begin may do so (default `true`). Plumb's
    /// gesture drivers ask the recognizer's view, as UIKit does, before the recognizer's delegate.
    /// `UISlider` uses it in UIKit to refuse swipes along its track.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The view's part in laying out its layer (UIKit's `CALayerDelegate` method): called in each
    /// layout pass for a view that needs layout, with ``layer``; the default calls
    /// ``layoutSubviews()``. Override it to size sublayers after the subviews are laid out, and
    /// call `super` (without it the subviews are not laid out, as in UIKit).
    ///
    /// ```swift
    /// override func layoutSublayers(of layer: CALayer) {
    ///     super.layoutSublayers(of: layer)
    ///     gradient.frame = bounds
    /// }
    /// ```
    open func layoutSublayers(of layer: CALayer) {
        if layer === _layer { layoutSubviews() }
    }

    /// Draws a layer's content (UIKit's `CALayerDelegate` method, which UIView implements):
    /// the default does nothing. An override receives the layers whose ``CALayer/delegate`` is
    /// the view.
    ///
    /// Where Plumb differs: Plumb draws a view's own layer by calling ``draw(_:)``, not through
    /// this method, so an override is not called for the view's layer.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    // MARK: Responder chain

    /// The view's controller when it is a controller's root view, else its superview (UIKit's rule).
    open override var next: UIResponder? { _viewController ?? superview }

    // MARK: Description

    /// The text a view shows in constraint descriptions (a label's text).
    var descriptionText: String? { nil }

    nonisolated open override var description: String {
        onMainActor { self.viewDescription }
    }

    var viewDescription: String {
        let f = frame
        var s =
            "<\(typeName(self)): \(debugAddress); frame = (\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))"
        if let l = _layer, l.hasTransform { s += "; transform = \(l.affineTransform().descriptionFields)" }
        if isHidden { s += "; hidden = YES" }
        if let id = accessibilityIdentifier { s += "; identifier = '\(id)'" }
        return s + ">"
    }

    nonisolated open override var debugDescription: String { description }

    var hostView: UIView? { self }

    // MARK: Overridable layout entry points
    //
    // Declared here (not in extensions) so subclasses can override them as in UIKit. Their
    // machinery lives in UIView+Layout.swift, UIView+Sizing.swift and UIView+Margins.swift.

    /// Whether the view needs constraint-based layout even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints. Override it to set up constraints once and adjust them on
    /// later passes; call `super.updateConstraints()` as the last step (UIKit reports an override
    /// that does not, and so does Plumb). Runs bottom-up: subviews before their superview.
    open func updateConstraints() {
        layoutNode.calledSuperUpdateConstraints = true
    }

    /// Called by Interface Builder to draw an `@IBDesignable` view (the default does nothing);
    /// kept so designable views compile. Plumb never calls it.
    open func prepareForInterfaceBuilder() {}

    /// Lays out subviews. The default sets each subview's frame from the solved constraints,
    /// rounded to the pixel grid. Runs top-down: a superview before its subviews.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Draws the view's content in `rect` through ``UIGraphicsGetCurrentContext()``. The default
    /// draws nothing (the background colour, border and corners are drawn for you).
    open func draw(_ rect: CGRect) {}

    /// The natural size of the view's content, or ``UIView/noIntrinsicMetric`` on an axis without
    /// one. The default has none on either axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that fits the view's content within `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Insets from the frame to the alignment rectangle (the part Auto Layout aligns).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline this view's `firstBaselineAnchor` uses (self by default).
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline this view's `lastBaselineAnchor` uses (self by default).
    open var forLastBaselineLayout: UIView { self }

    /// The view for baseline constraints before iOS 9 (deprecated in iOS 9 for
    /// ``forFirstBaselineLayout`` and ``forLastBaselineLayout``, Apple's `UIView` header); it
    /// returns ``forLastBaselineLayout``. Plumb's baselines do not ask it.
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    // Margins (machinery in UIView+Margins.swift). Open, as UIKit's: an override's getter is what
    // the margins guide and the margin attributes read.

    /// The margins, left/right form (default 8 on each side); setting it updates
    /// ``directionalLayoutMargins`` for the current direction. A view controller's root view
    /// reports the margins in effect (Apple's `layoutMargins` documentation): its own raised to
    /// the controller's `systemMinimumLayoutMargins`, plus the safe area.
    open var layoutMargins: UIEdgeInsets {
        get {
            isViewControllerRoot
                ? effectiveMargins : directionalLayoutMargins.absolute(effectiveUserInterfaceLayoutDirection)
        }
        set { directionalLayoutMargins = newValue.directional(effectiveUserInterfaceLayoutDirection) }
    }

    /// The margins, leading/trailing form (default 8 on each side; a view controller's root view
    /// reports the margins in effect, as ``layoutMargins``).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            isViewControllerRoot
                ? effectiveMargins.directional(effectiveUserInterfaceLayoutDirection) : layoutNode.inputs.margins
        }
        set { setOwnLayoutMargins(newValue) }
    }

    /// Whether the superview's margins also apply to this view where they overlap it (default `false`).
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutNode.inputs.preservesSuperviewMargins }
        set { layoutNode.inputs.preservesSuperviewMargins = newValue; marginsChanged() }
    }

    /// Whether the margins are measured from the safe area (default `true`).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutNode.inputs.insetsMarginsFromSafeArea }
        set { layoutNode.inputs.insetsMarginsFromSafeArea = newValue; marginsChanged() }
    }

    /// The insets of the safe area: the host's (a window's or snapshot device's) at the root, and
    /// the part of the superview's that overlaps this view further down.
    ///
    /// A view controller's root view also keeps clear of its container's bars (a navigation bar
    /// above, a tab bar below: the larger of the two on each edge) and adds the controller's
    /// `additionalSafeAreaInsets`.
    ///
    /// `open`, as in UIKit: a subclass may override it (test windows that stand in for a device
    /// do), and Plumb reads the override wherever it reads the safe area, so the view's
    /// `safeAreaLayoutGuide` and its subviews' safe areas follow it. The guide is placed when
    /// the view's layout is updated; an override that starts returning something else should
    /// call `setNeedsLayout()`.
    ///
    /// ```swift
    /// final class NotchedWindow: UIWindow {
    ///     override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
    /// }
    /// ```
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() {}

    /// Called when the trait collection changes.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The smallest Dynamic Type size the view and its subviews use (iOS 15; `nil`, the
    /// default: no limit). See UIView+ContentSizeLimits.swift.
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { _appearance?.minimumContentSize }
        set { setContentSizeLimit(newValue, minimum: true) }
    }
    /// The largest Dynamic Type size the view and its subviews use (iOS 15; `nil`: no limit).
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { _appearance?.maximumContentSize }
        set { setContentSizeLimit(newValue, minimum: false) }
    }
    /// The view's superviews with their content size categories and limits, for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeLimitsDescription }

    /// Distance from the top of the view to its first baseline (the top for views without text).
    var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// Distance from the last baseline to the bottom of the view (zero for views without text).
    var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// A size `systemLayoutSizeFitting` returns instead of solving the subtree (table and
    /// collection view cells measure their content view); `nil` solves as usual.
    func customFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        nil
    }

    /// Whether the intrinsic height depends on the laid-out width (multi-line labels).
    var hasWidthDependentIntrinsicSize: Bool { false }

    // MARK: Layout state (Engine/LayoutNode.swift)

    /// The view's Auto Layout state: inputs, results and pending passes, owned by the engine.
    ///
    /// `@exclusivity(unchecked)`: a view is used on the main actor only and no access to the node
    /// overlaps another (the layout walks read it for every view on every pass), and the dynamic
    /// check on each access (`swift_beginAccess`) was 12 % of re-laying out an 11,111-view tree
    /// in profiles.
    @exclusivity(unchecked) final var layoutNode = LayoutNode()
    var _needsDisplay = true
    var _semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// UIKit's default margins: 8 points on each side.
    nonisolated static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var _overrideTraitCollection: UITraitCollection?
    /// The style override and trait-change handlers (see UIView+Appearance.swift).
    var _appearance: ViewAppearance?
    /// What the margins and safe-area guides are inset from: the view itself, or a scroll view's
    /// visible rectangle (its frame layout guide), as the guides live in bounds coordinates.
    var systemGuideReference: LayoutItem { self }
    /// Set while `insertSubview` detaches the view from its old superview, so that the move
    /// reports one trait change (old → new) instead of two.
    var _movingToNewSuperview = false
    var _localSafeAreaInsets: UIEdgeInsets?
    /// The controller whose root view this is.
    weak var _viewController: UIViewController? { didSet { isViewControllerRoot = _viewController != nil } }
    /// Whether `_viewController` was set (read without a weak load on the hot path).
    @exclusivity(unchecked) var isViewControllerRoot = false
    /// A drawing-only scale (the view scaled back behind a sheet); layout ignores it.
    var renderScale: RenderScale?
    /// Closures registered with `registerForTraitChanges`.
    var traitRegistrations: [TraitChangeRegistration] = []
}
