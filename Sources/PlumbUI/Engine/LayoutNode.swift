import Foundation

/// One view's Auto Layout state, owned by the engine: what the view asks of layout (``Inputs``),
/// what the last solve gave it (``Results``), and the passes it waits for.
///
/// Every view holds one node (`UIView.layoutNode`, a value stored inline: no allocation). Only the
/// engine (`Engine/`), the constraint types (`Constraints/`) and the UIView files that are UIKit's
/// Auto Layout API (`Views/UIView+Constraints.swift`, `+Sizing`, `+Margins`, `+Layout`) read or
/// write it; every other part of PlumbUI goes through UIKit's API or the small surface in
/// `Engine/UIView+LayoutNode.swift`. `scripts/checks/layout-boundary.sh` enforces this.
///
/// The split follows Yoga's `Style` (inputs) and `LayoutResults` (outputs): a change of an input
/// goes through one door, ``UIView/invalidateLayout(_:)``, which tells the engine what to re-read;
/// results are written by the engine after a solve and read by the layout pass.
struct LayoutNode {
    /// What the view asks of layout: set through UIKit's API, read by the engine when it builds
    /// the view's constraints.
    struct Inputs {
        /// The constraints installed on the view (`constraints`), in installation order.
        var constraints: [NSLayoutConstraint] = []
        /// The layout guides the view owns (`layoutGuides`), in the order they were added.
        var guides: [UILayoutGuide] = []
        /// `translatesAutoresizingMaskIntoConstraints` (UIKit's default: true).
        var translatesAutoresizingMask = true
        /// `autoresizingMask` (UIKit's default: none).
        var autoresizingMask: UIView.AutoresizingMask = []
        /// Content hugging priorities: 250 (`defaultLow`) on both axes by default (Apple's Auto
        /// Layout Guide, "Anatomy of a Constraint: Intrinsic Content Size": "views use a 250
        /// priority for their content hugging, and a 750 priority for their compression
        /// resistance"); some controls start higher (see their initialisers).
        var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
        /// Compression resistance priorities: 750 (`defaultHigh`) on both axes by default (same
        /// source).
        var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
        /// `directionalLayoutMargins` as set (UIKit's default: 8 on each side).
        var margins = UIView.defaultLayoutMargins
        /// `preservesSuperviewLayoutMargins` (UIKit's default: false).
        var preservesSuperviewMargins = false
        /// `insetsLayoutMarginsFromSafeArea` (UIKit's default: true).
        var insetsMarginsFromSafeArea = true
        /// Set once a constraint uses the view's first or last baseline.
        var usesBaselines = false
        /// Set once a constraint uses one of the view's margin attributes.
        var usesMargins = false
    }

    /// What the engine's last solve gave the view.
    struct Results {
        /// The frame in the superview the last solve gives the view: the solved alignment
        /// rectangle (``LayoutVariables/solved``, root coordinates, exact) rounded to the pixel
        /// grid and made relative to the superview. The default `layoutSubviews()` of the
        /// superview applies it to the view's `frame`; a change of it makes the superview lay
        /// out again.
        var frame: CGRect?
        /// The effective margins the engine built the view's margin attributes with.
        var margins: UIEdgeInsets?
        /// The width the engine last laid the view out at, for intrinsic sizes that depend on
        /// the width (multi-line labels: the automatic `preferredMaxLayoutWidth`).
        var widthForIntrinsic: CGFloat?
    }

    var inputs = Inputs()
    var results = Results()

    /// `updateConstraints()` runs on the next layout pass.
    var needsUpdateConstraints = true
    /// `layoutSubviews()` runs on the next layout pass.
    var needsLayout = true
    /// Set by `UIView.updateConstraints()`, to report an override that did not call super.
    var calledSuperUpdateConstraints = false
    /// Set on a root while its layout cycle runs.
    var isRunningCycle = false

    /// The constraints the layout system makes for the view (intrinsic size, autoresizing mask,
    /// margins and safe-area guides, ...).
    var implicit = ImplicitConstraints()
    /// The engine of the tree, kept on the root (and on each view that hosts its own engine).
    var engine: LayoutEngine?
    /// Whether the view's subtree is laid out by an engine of its own (a cell's content view), as
    /// UIKit's "layout engine host" views (`•` in `_autolayoutTrace()`); see EngineHosting.swift.
    var hostsEngine = false
    /// The solver variables (made on first use; constraints hold them strongly).
    var variables: LayoutVariables?
    /// `width >= 0` and `height >= 0`, made on first use.
    var sizeFloors: [NSLayoutConstraint]?
}

/// What changed, for ``UIView/invalidateLayout(_:)``: the one door through which a view's layout
/// inputs tell the engine what to re-read.
enum LayoutChange {
    /// A constraint's constant or priority changed: applied in place at the next solve.
    case constant(NSLayoutConstraint)
    /// The constraints that place the view as an item (its intrinsic-size, autoresizing or
    /// baseline constraints) were replaced: the engine that holds the view's frame re-reads the
    /// tree.
    case itemConstraints
    /// The constraints of the view's content (those installed on it, its guides') were replaced:
    /// the engine that holds them re-reads the tree.
    case contentConstraints
    /// Both of the above (margins, which the view's own edges and its content both use).
    case itemAndContentConstraints
    /// The view moved in the tree: the engine holding its frame and, for an engine host, its own.
    case structure
    /// The layout direction or the traits of the subtree changed: every engine nested in it
    /// resolves leading and trailing anew.
    case nestedEngines
}
