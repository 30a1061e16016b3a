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
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
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
/// Where Plumb differs: layers are main-actor isolated, like the views that own them; animations
/// are kept but never run (see `add(_:forKey:)`); no `contents` images; a view-backing layer's
/// `anchorPoint` is stored but the view's frame does not move with it, and its transform turns
/// about the view's centre.
@MainActor @preconcurrency
open class CALayer: NSObject {
    /// Creates a layer with an empty frame.
    public required override init() { super.init() }

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
            _bounds = CGRect(origin: .zero, size: newValue.standardizedIfFinite.size)
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
            let f = CGRect(x: _position.x - anchorPoint.x * _bounds.width, y: _position.y - anchorPoint.y * _bounds.height,
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

    // MARK: Content

    /// Whether the content is redrawn when the bounds change (kept; Plumb draws every time).
    open var needsDisplayOnBoundsChange = false
    /// Pixels per point of the content (kept; Plumb draws at the snapshot's scale).
    open var contentsScale: CGFloat = 1
    /// Whether edges are anti-aliased (kept; Plumb always anti-aliases).
    open var allowsEdgeAntialiasing = false

    /// Draws the layer's own content in its bounds coordinates; the default draws nothing.
    /// Override it in a subclass (`CAGradientLayer` and `CAShapeLayer` draw here).
    open func draw(in ctx: CGContext) {}

    /// Marks the layer for drawing (a no-op: Plumb draws the whole tree every time).
    open func setNeedsDisplay() {}

    nonisolated open override var description: String {
        onMainActor {
            "<\(typeName(self)): frame = (\(fmt(self.frame.minX)) \(fmt(self.frame.minY)); \(fmt(self.frame.width)) \(fmt(self.frame.height)))>"
        }
    }
}
