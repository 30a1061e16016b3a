import Foundation

/// A colour as Core Graphics takes it.
///
/// Where Plumb differs: `CGColor` is `UIColor` (Core Graphics does not exist on Linux).
/// ``UIColor/cgColor`` resolves a dynamic colour with `UITraitCollection.current` when it is
/// called, as in UIKit, so `layer.borderColor = UIColor.separator.cgColor` set once keeps the
/// style current at that moment: set it again in `traitCollectionDidChange(_:)` or a
/// `registerForTraitChanges` handler (where the view's traits are current), as UIKit requires.
/// A dynamic `UIColor` assigned directly (`layer.borderColor = .separator`, which UIKit would not
/// compile) stays dynamic and resolves with the layer's traits when drawn.
public typealias CGColor = UIColor

/// An array of Core Foundation objects (`[c1, c2] as CFArray` for `CGGradient`).
///
/// Where Plumb differs: an alias of `[Any]`; Core Foundation's types are not public on Linux.
public typealias CFArray = [Any]

/// The corners `CALayer.cornerRadius` rounds (UIKit's coordinates: min Y is the top).
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four (the default).
    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// A rectangle that draws a background, its content, sublayers, a border and a shadow: Core
/// Animation's `CALayer`.
///
/// Every view has one (``UIView/layer``, of the view's `layerClass`); its geometry, background
/// colour, opacity and hidden state are the view's. Other layers are added with
/// ``addSublayer(_:)`` and drawn in order with the layers of the view's subviews, as Core
/// Animation draws them: a layer's shadow, background, content (a gradient, a shape, the view's
/// `draw(_:)`), then its sublayers, then its border on top.
///
/// ```swift
/// let stripe = CALayer()
/// stripe.frame = CGRect(x: 0, y: 0, width: 4, height: 44)
/// stripe.backgroundColor = UIColor.systemBlue.cgColor
/// cell.layer.insertSublayer(stripe, at: 0)      // below the subviews
/// ```
///
/// A layer that backs no view shows a `CGImage` as its ``contents`` (placed by
/// ``contentsGravity``), or draws itself in ``draw(in:)`` (or its ``delegate``'s
/// `draw(_:in:)`) once ``setNeedsDisplay()`` is called, into a backing store of
/// ``contentsScale`` pixels per point, as Core Animation does; see CALayer+Contents.swift.
///
/// Where Plumb differs: layers are main-actor isolated, like the views that own them; animations
/// are kept but never run (see `add(_:forKey:)`), and ``actions`` are kept but no implicit
/// animation runs; a view-backing layer's `anchorPoint` is stored but the view's frame does not
/// move with it, and its transform turns about the view's centre.
@MainActor @preconcurrency
open class CALayer: NSObject {
    /// Creates a layer with an empty frame. Not `required`, as in Core Animation: a subclass
    /// overrides it with a plain `override init()`.
    public override init() { super.init() }

    /// Creates a copy of `layer` (Core Animation makes presentation layers with it): the
    /// geometry, appearance, shadow and content properties of a `CALayer` are copied; the copy
    /// backs no view and has no sublayers, superlayer or animations. A subclass overrides it to
    /// copy its own state, calling `super.init(layer:)`. Anything but a `CALayer` gives a plain
    /// layer.
    ///
    /// ```swift
    /// override init(layer: Any) {
    ///     super.init(layer: layer)
    ///     if let other = layer as? Ring { lineWidth = other.lineWidth }
    /// }
    /// ```
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyState(of: other) }
    }

    /// Creates a layer from an archive (Core Animation's `NSCoding` initializer, `required` as
    /// in UIKit). Plumb reads nothing from the coder: the layer has the defaults of ``init()``.
    ///
    /// Where Plumb differs: a view makes a layer of a `layerClass` that is a subclass outside
    /// PlumbUI with this initializer (Swift on Linux cannot call a subclass's `init()` through
    /// its class object, which UIKit does through the Objective-C runtime); a subclass that
    /// declares no initializer inherits it, and one that does should call
    /// `super.init(coder:)` and its own setup here.
    public required init?(coder: NSCoder) { super.init() }

    /// `0x…` debug address, as a view's: a creation-order id, given on first use (so making a
    /// layer does not move the ids of the views made after it).
    public var debugAddress: String {
        if debugID == 0 { debugID = ObjectIDs.next() }
        return "0x" + String(debugID, radix: 16)
    }
    private var debugID = 0
    /// The animations added to the layer and its media timing, made on first use (see
    /// CALayer+Animations.swift).
    var _animations: LayerAnimations?

    /// The view this layer backs, if any.
    weak var owningView: UIView?
    /// The layer this one is a sublayer of (for layers that do not back a view).
    weak var _superlayer: CALayer?
    /// Sublayers of a layer that backs no view, back to front.
    var _sublayers: [CALayer] = []
    /// For a view's layer with sublayers of its own: the drawing order of those and the
    /// subviews' layers (nil while there are only subviews; see CALayer+Sublayers.swift).
    var slots: [LayerSlot]?

    // MARK: Geometry

    var _bounds = CGRect.zero
    var _position = CGPoint.zero

    /// The layer's rectangle in its own coordinates (origin zero in Plumb).
    open var bounds: CGRect {
        get { owningView?.bounds ?? _bounds }
        set {
            if let v = owningView { v.bounds = newValue; return }
            let size = newValue.standardizedIfFinite.size
            if size != _bounds.size { boundsSizeDidChange() }
            _bounds = CGRect(origin: .zero, size: size)
        }
    }

    /// Where the layer's anchor point is, in the superlayer's coordinates.
    open var position: CGPoint {
        get { owningView?.center ?? _position }
        set {
            if let v = owningView { v.center = newValue; return }
            _position = newValue
        }
    }

    /// The point of the bounds (in 0...1 units) that sits at ``position`` (default the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    var _transform = CATransform3DIdentity
    /// Whether `_transform` is not the identity (checked on every frame read).
    var hasTransform = false

    /// The transform applied to the layer about its anchor point (for a view's layer, about the
    /// view's centre: the view's `transform`). Auto Layout ignores it (it places the bounds and
    /// centre); the frame is the box around the transformed bounds. Non-finite values are
    /// ignored with a warning on `LayoutDiagnostics`. See CALayer+Transform.swift.
    open var transform: CATransform3D {
        get { _transform }
        set { setTransform(newValue) }
    }

    /// The layer's rectangle in its superlayer's coordinates.
    open var frame: CGRect {
        get {
            if let v = owningView { return v.frame }
            let f = CGRect(
                x: _position.x - anchorPoint.x * _bounds.width, y: _position.y - anchorPoint.y * _bounds.height,
                width: _bounds.width, height: _bounds.height)
            return hasTransform ? transformedFrame(untransformed: f) : f
        }
        set {
            if let v = owningView { v.frame = newValue; return }
            let f = newValue.standardizedIfFinite
            guard f.isFiniteRect else {
                LayoutDiagnostics.report(.warning, "Ignoring non-finite frame \(newValue) for \(typeName(self))")
                return
            }
            let size = hasTransform ? untransformedSize(forFrameSize: f.size) : f.size
            if size != _bounds.size { boundsSizeDidChange() }
            _bounds = CGRect(origin: .zero, size: size)
            _position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        }
    }

    // MARK: Appearance

    var _backgroundColor: CGColor?
    var _opacity: Float = 1
    var _isHidden = false

    /// The fill behind the content (a view's layer: the view's `backgroundColor`).
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor } ?? _backgroundColor }
        set { if let v = owningView { v.backgroundColor = newValue } else { _backgroundColor = newValue } }
    }
    /// Opacity of the layer and its sublayers, drawn as a group (a view's layer: its `alpha`).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? _opacity }
        set { if let v = owningView { v.alpha = CGFloat(newValue) } else { _opacity = newValue } }
    }
    /// Whether the layer and its sublayers are not drawn (a view's layer: its `isHidden`).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? _isHidden }
        set { if let v = owningView { v.isHidden = newValue } else { _isHidden = newValue } }
    }
    /// Radius of the rounded corners of the background and border, in points (clamped to half
    /// the shorter side when drawn).
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (all by default).
    open var maskedCorners: CACornerMask = CACornerMask.all
    /// The curve of the rounded corners (default `.circular`; see ``CALayerCornerCurve``).
    ///
    /// Where Plumb differs: `.continuous` (Apple's squircle) is kept and drawn as `.circular`,
    /// an estimate of its shape.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Width of the border drawn inside the bounds, in points.
    open var borderWidth: CGFloat = 0
    /// Colour of the border (`nil` draws none; default opaque black).
    open var borderColor: CGColor? = .black
    /// Whether the content and sublayers (subviews) are clipped to the bounds and corner radius;
    /// the shadow is clipped too, as Core Animation clips it.
    open var masksToBounds: Bool = false
    /// A layer whose alpha masks this one (its frame in this layer's coordinates).
    open var mask: CALayer?
    /// A name for debugging.
    open var name: String?

    // MARK: Shadow

    /// Shadow colour (default opaque black); its alpha multiplies ``shadowOpacity``.
    open var shadowColor: CGColor? = .black
    /// Shadow opacity, 0 (the default: no shadow) ... 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius in points (default 3): the Gaussian's standard deviation (see
    /// Raster's `Shadow`). Negative and NaN values draw a hard shadow; values above 256 device
    /// pixels are clamped, with a diagnostic.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset in points (default (0, −3): 3 points up, as Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's shape; nil uses the layer's content (its alpha, with every sublayer).
    open var shadowPath: CGPath?

    // MARK: Content (see CALayer+Contents.swift)

    /// Whether a change of the bounds' size marks the layer for display (default `false`).
    open var needsDisplayOnBoundsChange = false

    var _contentsScale: CGFloat?
    /// Pixels per point of the layer's content: of its backing store (what ``draw(in:)`` and a
    /// text layer draw into) and of a ``contents`` image shown at its own size. Default 1, as in
    /// Core Animation ("For layers you create and manage yourself, you must set the value of this
    /// property yourself based on the resolution of the screen", Apple's `contentsScale`): a
    /// layer that draws at 1 on a @2x screen is magnified, soft, as on iOS. A view's layer
    /// reports its view's display scale until it is set.
    ///
    /// ```swift
    /// textLayer.contentsScale = UIScreen.main.scale   // sharp text
    /// ```
    open var contentsScale: CGFloat {
        get { _contentsScale ?? owningView.map { $0.traitCollection.displayScale } ?? 1 }
        set { _contentsScale = newValue }
    }
    /// Whether edges are anti-aliased (kept; Plumb always anti-aliases).
    open var allowsEdgeAntialiasing = false

    /// The layer's image: a ``CGImage`` (`UIImage.cgImage`), drawn over the background and under
    /// the sublayers, placed by ``contentsGravity`` and cut by ``contentsRect``. Anything else
    /// (a `UIImage` itself, as on iOS) draws nothing and is reported on `LayoutDiagnostics`.
    ///
    /// ```swift
    /// let badge = CALayer()
    /// badge.contents = UIImage(named: "badge")?.cgImage
    /// badge.contentsGravity = .resizeAspect
    /// ```
    open var contents: Any? {
        didSet { reportUnusableContents() }
    }
    /// How ``contents`` is placed in the bounds (default `.resize`: stretched to fill).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of ``contents`` shown, in unit coordinates of the image (default the whole
    /// image, `(0, 0, 1, 1)`; y = 0 is the image's top row): sprite sheets.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of ``contents`` that stretches when it is resized, in unit coordinates (default
    /// `(0, 0, 1, 1)`: all of it); the parts outside keep their size (nine-slice).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The pixel format asked of the backing store (kept; Plumb draws 8-bit RGBA).
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// The filter used when ``contents`` is drawn smaller than its pixels (default `.linear`).
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when ``contents`` is drawn larger than its pixels (default `.linear`;
    /// `.nearest` keeps hard pixel edges).
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The mipmap bias of `.trilinear` minification (kept; Plumb has no mipmaps).
    open var minificationFilterBias: Float = 0

    var _isOpaque = false
    /// Whether the layer promises to fill its bounds with opaque content (default `false`; a
    /// view's layer: its view's `isOpaque`). Kept: Plumb composites every layer the same way.
    open var isOpaque: Bool {
        get { owningView?.isOpaque ?? _isOpaque }
        set { if let v = owningView { v.isOpaque = newValue } else { _isOpaque = newValue } }
    }

    /// The layer's place along the z axis (default 0): among its siblings, layers are drawn in
    /// increasing `zPosition`, those with equal values in ``sublayers`` order, as Core Animation
    /// draws them. A view's layer takes part too (`view.layer.zPosition = 1` draws the view
    /// above its later siblings). Hit testing and ``sublayers`` keep their order.
    open var zPosition: CGFloat = 0
    /// The anchor point's z coordinate (kept; Plumb draws in two dimensions).
    open var anchorPointZ: CGFloat = 0

    /// Whether the layer and its sublayers are drawn into a bitmap at ``rasterizationScale``
    /// and composited from it (default `false`). As on iOS, a rasterization scale below the
    /// screen's (the default 1 on a @2x screen) draws the group soft.
    open var shouldRasterize = false
    /// Pixels per point of the rasterized bitmap (default 1).
    open var rasterizationScale: CGFloat = 1
    /// Whether drawing is deferred to a background thread (kept; Plumb draws synchronously).
    open var drawsAsynchronously = false

    /// A transform applied to the sublayers (the layers of a view's subviews included) about
    /// the layer's anchor point, when they are drawn (default the identity). Its affine part is
    /// drawn; a perspective (`m34`) only matters to 3-D sublayer transforms, which Plumb draws
    /// flat.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// Actions for keys (`["position": NSNull()]` turns off an implicit animation): kept and
    /// returned by ``action(forKey:)``. Plumb runs no implicit animations.
    open var actions: [String: any CAAction]?

    /// The object that draws or displays the layer's content and lays out its sublayers, held
    /// weakly.
    open weak var delegate: (any CALayerDelegate)?

    /// Set by `setNeedsDisplay()`; cleared when the layer is displayed.
    var _needsDisplay = false
    /// Whether the layer has a backing store drawn by `draw(in:)`: once displayed, the renderer
    /// draws it on every render.
    var _hasBackingStore = false
    /// Set by `setNeedsLayout()` and a change of the bounds' size.
    var _needsLayout = false

    /// Draws the layer's own content into `ctx` (its backing store), in the layer's bounds
    /// coordinates, y down. The default calls the delegate's `draw(_:in:)`. Override it in a
    /// subclass; it runs when the layer is displayed (after ``setNeedsDisplay()``).
    ///
    /// ```swift
    /// final class Dial: CALayer {
    ///     override func draw(in ctx: CGContext) {
    ///         ctx.setFillColor(UIColor.systemBlue.cgColor)
    ///         ctx.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
    ///     }
    /// }
    /// let dial = Dial()
    /// dial.contentsScale = UIScreen.main.scale
    /// dial.setNeedsDisplay()   // without this Core Animation never calls draw(in:)
    /// ```
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the layer's content for display: the next render calls ``display()``. As in Core
    /// Animation, a layer that draws with ``draw(in:)`` shows nothing until this is called
    /// (`CAShapeLayer`, `CAGradientLayer` and `CATextLayer` draw without it). A view's layer
    /// draws its view (`draw(_:)`) on every render.
    open func setNeedsDisplay() { _needsDisplay = true }

    // MARK: Display, layout and actions (overridable, so in the class body)

    /// Whether the layer's content is drawn flipped: `false`, as for every layer UIKit makes
    /// (see ``CALayerContentsGravity`` for what this means for the vertical gravities).
    open func contentsAreFlipped() -> Bool { false }

    /// Marks a part of the layer for display (Plumb displays the whole layer).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked for display.
    open func needsDisplay() -> Bool { _needsDisplay }

    /// Displays the layer now if it is marked for display.
    open func displayIfNeeded() {
        guard _needsDisplay else { return }
        display()
    }

    /// Updates the layer's content. The default asks the delegate's `display(_:)` when it has
    /// one (which usually sets ``contents``); otherwise the layer gets a backing store that
    /// ``draw(in:)`` draws into, at ``contentsScale``. Override it to set ``contents`` yourself.
    /// Plumb calls it while rendering, after ``setNeedsDisplay()``; don't call it directly.
    ///
    /// ```swift
    /// final class Badge: CALayer {
    ///     var image: UIImage? { didSet { setNeedsDisplay() } }
    ///     override func display() { contents = image?.cgImage }
    /// }
    /// ```
    ///
    /// Where Plumb differs: the backing store is drawn again on every render with the layer's
    /// state at that moment, so state changed without ``setNeedsDisplay()`` shows at once
    /// (iOS keeps the old drawing until the next display).
    open func display() {
        _needsDisplay = false
        if let delegate {
            LayerDisplay.delegateDisplayIsDefault = false
            delegate.display(self)
            if !LayerDisplay.delegateDisplayIsDefault { return }
        }
        _hasBackingStore = true
    }

    /// Whether Core Animation redraws the layer when the property `key` changes (a subclass's
    /// animatable custom property); the default is `false`.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Sublayer layout

    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`. Override
    /// it to place sublayers for the bounds (Plumb calls it before drawing a layer that backs no
    /// view, when its bounds' size changed or ``setNeedsLayout()`` was called).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the sublayers for layout (a view's layer: the view's `setNeedsLayout()`).
    open func setNeedsLayout() {
        if let v = owningView { v.setNeedsLayout() } else { _needsLayout = true }
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { owningView == nil ? _needsLayout : false }

    /// Lays the sublayers out now if they are marked (a view's layer: the view's
    /// `layoutIfNeeded()`).
    open func layoutIfNeeded() {
        if let v = owningView { return v.layoutIfNeeded() }
        guard _needsLayout else { return }
        _needsLayout = false
        layoutSublayers()
    }

    /// The action for a key, searched as Core Animation searches: the delegate's
    /// `action(for:forKey:)`, then ``actions``, then ``defaultAction(forKey:)``. An `NSNull`
    /// found on the way ends the search with `nil`.
    ///
    /// ```swift
    /// layer.actions = ["bounds": NSNull()]
    /// layer.action(forKey: "bounds")   // nil: no implicit animation
    /// ```
    open func action(forKey event: String) -> (any CAAction)? {
        if let a = delegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return nil
    }

    /// The class's action for a key when nothing else gives one (default `nil`).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    nonisolated open override var description: String {
        onMainActor {
            "<\(typeName(self)): frame = (\(fmt(self.frame.minX)) \(fmt(self.frame.minY)); \(fmt(self.frame.width)) \(fmt(self.frame.height)))>"
        }
    }
}
