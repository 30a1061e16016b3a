import Foundation

/// A relationship between two user-interface objects that the Auto Layout engine must satisfy:
/// `item1.attribute1 = multiplier × item2.attribute2 + constant` (or `<=`, `>=`).
///
/// Plumb's constraints behave like UIKit's: activating one installs it on the nearest common
/// ancestor of its items, `constant` can change cheaply at any time, `priority` can move between
/// two optional values but not between required and optional once installed. A width or height
/// with no second item is a constant size, whatever second attribute the call names (it reads
/// back as `.notAnAttribute`).
///
/// Which constraints UIKit refuses, and when, is in `validate(_:_:_:_:_:_:multiplier:constant:)`.
///
/// Where Plumb differs: UIKit raises an Objective-C exception for an invalid constraint (a location
/// paired with a size, leading with left, a location set to a constant). Plumb must not crash a
/// test run, so it reports UIKit's message on ``LayoutDiagnostics`` and leaves the constraint
/// uninstalled. A constraint between a horizontal and a vertical location (`left == other.top`)
/// is made and installed, as in UIKit; UIKit raises when the engine first takes it in (at once in
/// a window, else at the next layout pass), Plumb reports it when it is installed, and its engine
/// leaves it out.
///
/// ```swift
/// NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal,
///                    toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
/// ```
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The attribute of an item that a constraint relates.
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// `lastBaseline`, the name UIKit keeps for compatibility.
        public static let baseline = Attribute.lastBaseline
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axis a constraint or a priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    // Items are held weakly: views own their constraints, not the other way round.
    // Items that are not views or guides (an invalid constraint keeps them to report them).
    private weak var _firstOther: AnyObject?
    private weak var _secondOther: AnyObject?
    /// The items' engine variables, held strongly; their `owner` is the item while it lives.
    /// (Not weak references to the views: those would give every view a side table and make
    /// each retain and release of a view take the slow path.)
    private let firstVariables: LayoutVariables?
    private let secondVariables: LayoutVariables?
    /// The items as layout items (`nil` once an item is gone).
    var firstLayoutItem: (any LayoutItem)? { firstVariables?.owner }
    var secondLayoutItem: (any LayoutItem)? { secondVariables?.owner }

    /// The first item of the constraint (a `UIView` or a `UILayoutGuide`).
    open var firstItem: AnyObject? { firstLayoutItem ?? _firstOther }
    /// The second item, or `nil` for a constant size.
    open var secondItem: AnyObject? { secondLayoutItem ?? _secondOther }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item (`.notAnAttribute` for a constant size).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The multiplier applied to the second item's attribute.
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it is cheap: the engine updates the
    /// installed constraint in place on the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                LayoutDiagnostics.report(
                    .invalidConstraint,
                    "Constant \(constant) is not finite for \(description); keeping \(fmt(oldValue)).")
                constant = oldValue
                return
            }
            engineChanged()
        }
    }

    /// The priority, 1...1000. UIKit refuses to move an installed constraint between required and
    /// optional; so does Plumb, reporting UIKit's message on ``LayoutDiagnostics`` and keeping the
    /// old priority. An inactive constraint can take any priority, and an installed one can move
    /// between two optional priorities.
    ///
    /// Sources: Apple's documentation of `NSLayoutConstraint.priority` ("Priorities may not change
    /// from nonrequired to required, or from required to nonrequired. An exception will be
    /// thrown…"; current as of iOS 26), and the `NSInternalInconsistencyException` apps report
    /// from `-[NSLayoutConstraint setPriority:]` with this exact reason, from iOS 8 (Cartography
    /// crash log, 2014) to iOS 12 (a Xamarin.iOS comment: "iOS 12 throws error: … Mutating a
    /// priority from required to not on an installed constraint").
    open var priority: UILayoutPriority {
        didSet {
            guard priority != oldValue else { return }
            if !(priority.rawValue >= 1 && priority.rawValue <= 1000) {
                LayoutDiagnostics.report(
                    .invalidConstraint,
                    "Priority \(priority.logValue) is outside 1...1000 for \(description); keeping \(oldValue.logValue)."
                )
                priority = oldValue
                return
            }
            if isActive && (priority == .required) != (oldValue == .required) {
                LayoutDiagnostics.report(
                    .invalidConstraint,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.logValue) and the existing priority was \(oldValue.logValue)."
                )
                priority = oldValue
                return
            }
            engineChanged()
        }
    }

    /// A name shown in descriptions and logs (UIKit prints it in quotes).
    open var identifier: String?

    /// The class name printed in descriptions (UIKit's public class for Plumb's internal ones).
    var displayClassName: String { typeName(self) }

    /// Set for `constraint(equalToSystemSpacingAfter:multiplier:)` and friends: printed as `NSSpace(8)`.
    var systemSpacingMultiplier: CGFloat?

    /// Whether the constraint was built by the engine host rather than by user code (autoresizing
    /// masks, intrinsic content size, margins, encapsulated layout size). Used to choose which
    /// constraint to break in a conflict.
    var isSystemConstraint: Bool { false }

    /// Why UIKit refuses to make the constraint (`NSInvalidArgumentException` from
    /// `+constraintWithItem:…`): such a constraint is never installed. `nil` when UIKit makes it.
    let creationError: String?

    /// The constraint relates a horizontal location to a vertical one (`left == other.top`).
    /// UIKit makes and installs it, and raises `NSInvalidLayoutConstraintException` when its engine
    /// takes it in (see ``validate(_:_:_:_:_:_:multiplier:constant:)``).
    let relatesIncompatibleAnchors: Bool

    /// Why the layout engine leaves the constraint out, if it does: UIKit's reason for refusing
    /// it when it is made, or for raising when its engine takes it in.
    package var invalidReason: String? {
        if let creationError { return creationError }
        guard relatesIncompatibleAnchors else { return nil }
        return NSLayoutConstraint.incompatibleAnchors + ConstraintFormatter.body(self).0
    }

    /// UIKit's reason, followed by the constraint, when a constraint between a horizontal and a
    /// vertical location reaches the engine.
    static let incompatibleAnchors = "Constraint improperly relates anchors of incompatible types: "

    /// The view the constraint is installed on (the nearest common ancestor), while active.
    var installedOn: UIView? { _installedOn }
    /// Not weak: the view it is installed on clears it when removing the constraint or going away.
    nonisolated(unsafe) unowned(unsafe) var _installedOn: UIView?

    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant`.
    ///
    /// - Parameters:
    ///   - view1: a `UIView` or `UILayoutGuide`.
    ///   - attr1: The first item's attribute.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - view2: a `UIView`, a `UILayoutGuide`, or `nil` with `.notAnAttribute` for a constant size.
    ///   - attr2: The second item's attribute (`.notAnAttribute` without a second item).
    ///   - multiplier: The factor on the second item's attribute.
    ///   - c: The constant added.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        let item1 = first as? LayoutItem, item2 = second as? LayoutItem
        firstVariables = item1?.variables
        secondVariables = item2?.variables
        if item1 == nil { _firstOther = first }
        if item2 == nil { _secondOther = second }
        firstAttribute = attr1
        // A constant size names no second attribute, whatever the call passed: UIKit reads it back
        // as `.notAnAttribute`. Stevia's `height(35)` makes `toItem: nil, attribute: .height`, and
        // its suite reads `.notAnAttribute` back (GetConstraintsTests.testCanGetHeightConstraint);
        // so do ConstrainTo's (testConstrainWidth) and Anchorage's (testSizeAnchorsWithConstants).
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        priority = .required
        id = ObjectIDs.next()
        let verdict = NSLayoutConstraint.validate(
            first, item1, attr1, second, item2, attr2,
            multiplier: multiplier, constant: c)
        creationError = verdict.error
        relatesIncompatibleAnchors = verdict.incompatibleAxes
        if let creationError {
            LayoutDiagnostics.report(.invalidConstraint, creationError)
        }
    }

    /// Creates an empty constraint: no items, `.notAnAttribute` on both sides, `.equal`,
    /// multiplier 1, constant 0, priority `.required`, inactive. UIKit inherits this initializer
    /// from `NSObject`; code uses it as a placeholder that a real constraint replaces later:
    ///
    /// ```swift
    /// private var heightConstraint = NSLayoutConstraint()
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     heightConstraint = panel.heightAnchor.constraint(equalToConstant: 120)
    ///     heightConstraint.isActive = true
    /// }
    /// ```
    ///
    /// Activating it (or adding it to a view) installs nothing and is reported on
    /// ``LayoutDiagnostics`` as an invalid constraint: a constraint needs a first item, and UIKit
    /// raises when it cannot find one to install on. Its `constant` and `priority` can be set.
    /// The multiplier of 1 is an estimate (Apple does not document an empty constraint's
    /// values; `.notAnAttribute` and `.equal` are the zero raw values).
    public override init() {
        firstVariables = nil
        secondVariables = nil
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        priority = .required
        id = ObjectIDs.next()
        creationError = NSLayoutConstraint.emptyConstraintReason
        relatesIncompatibleAnchors = false
        super.init()
    }

    /// Why an empty constraint (``init()``) cannot be installed.
    static let emptyConstraintReason =
        "NSLayoutConstraint() has no items: a constraint needs at least a first item "
        + "(a view or layout guide) and an attribute; UIKit raises when it is activated."

    /// The anchors' path: items already typed, no boxing or casts.
    init(
        anchor item1: LayoutItem, _ attr1: Attribute, _ relation: Relation, _ item2: LayoutItem?,
        _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstVariables = item1.variables
        secondVariables = item2?.variables
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        priority = .required
        id = ObjectIDs.next()
        let verdict = NSLayoutConstraint.validate(
            item1, item1, attr1, item2, item2, attr2,
            multiplier: multiplier, constant: c)
        creationError = verdict.error
        relatesIncompatibleAnchors = verdict.incompatibleAxes
        if let creationError {
            LayoutDiagnostics.report(.invalidConstraint, creationError)
        }
    }

    /// A constraint made by the layout system itself, exempt from the pairing rules (autoresizing
    /// constraints relate a position to the superview's size).
    init(
        system view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstVariables = (view1 as? LayoutItem)?.variables
        secondVariables = (view2 as? LayoutItem)?.variables
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        priority = .required
        id = ObjectIDs.next()
        creationError = nil
        relatesIncompatibleAnchors = false
    }

    /// A deterministic id in creation order (used in place of a memory address).
    let id: Int

    /// `0x…` debug address built from the creation id, stable within a process.
    public var debugAddress: String { "0x" + String(id, radix: 16) }

    /// Whether the constraint is installed. Setting it to `true` adds the constraint to the nearest
    /// common ancestor of its items; `false` removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activateSelf() } else { installedOn?.removeConstraint(self) }
        }
    }

    /// Activates each constraint (faster than setting `isActive` one by one in UIKit; the same here).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The anchor of the first item and attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = firstItem as? LayoutItem else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: firstAttribute)
    }

    /// The anchor of the second item and attribute, if there is a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = secondItem as? LayoutItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: secondAttribute)
    }

    private func activateSelf() {
        guard installedOn == nil else { return }
        if let creationError {
            LayoutDiagnostics.report(.invalidConstraint, "Not activating an invalid constraint: \(creationError)")
            return
        }
        guard let first = firstLayoutItem else {
            LayoutDiagnostics.report(
                .invalidConstraint, "Unable to activate constraint \(description): its first item is gone.")
            return
        }
        let second = secondLayoutItem
        guard let ancestor = NSLayoutConstraint.nearestCommonAncestor(first, second) else {
            LayoutDiagnostics.report(
                .invalidConstraint,
                "Unable to activate constraint with anchors \(anchorName(first, firstAttribute)) and \(second.map { anchorName($0, secondAttribute) } ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
            return
        }
        ancestor.addConstraint(self)
    }

    /// Tells the engine of the tree the constraint lives in that it must re-read the constraint.
    func engineChanged() {
        if let view = installedOn {
            view.constraintDidChange(self)
        } else if isSystemConstraint, let view = (firstItem as? LayoutItem)?.hostView {
            view.constraintDidChange(self)
        }
    }

    nonisolated open override var description: String { onMainActor { ConstraintFormatter.describe(self) } }
    nonisolated open override var debugDescription: String { description }
}

extension NSLayoutConstraint {
    /// The nearest view that contains both items (a layout guide counts as its owning view).
    static func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem?) -> UIView? {
        guard let va = a.hostView else { return nil }
        guard let b else { return va }
        guard let vb = b.hostView else { return nil }
        if va === vb { return va }
        if vb.superview === va { return va }
        if va.superview === vb { return vb }
        if let p = va.superview, p === vb.superview { return p }
        var ancestors: [UIView] = []
        var v: UIView? = va
        while let x = v { ancestors.append(x); v = x.superview }
        v = vb
        while let x = v {
            if ancestors.contains(where: { $0 === x }) { return x }
            v = x.superview
        }
        return nil
    }

    /// UIKit's rules for making a constraint `first.a1 (relation) multiplier × second.a2 + constant`.
    ///
    /// | first attribute | second item, second attribute | UIKit |
    /// |---|---|---|
    /// | width or height | none (any attribute: read back as `.notAnAttribute`) | a constant size |
    /// | width or height | width or height (any multiplier, 0 included) | made |
    /// | a location (edge, centre, baseline, margin) | none, or a multiplier of 0 | refused: "A multiplier of 0 or a nil second item…" |
    /// | a location | a location on the same axis | made (leading/trailing with left/right refused) |
    /// | a location | a location on the other axis (`left == other.top`) | made and installed; raises when its engine takes it in |
    /// | a location | a size, or `.notAnAttribute` | refused: "Invalid pairing of layout attributes." |
    /// | a size | a location, or `.notAnAttribute` | refused: "Invalid pairing of layout attributes." |
    ///
    /// The messages are UIKit's exception reasons, prefixed as iOS 10 and later print them
    /// (`NSLayoutConstraint for <first item>: …`, as reported from iOS 10.2 in SnapKit/Masonry#427
    /// and from iOS 13 in PureLayout/PureLayout#240; iOS 8 printed
    /// `*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: `
    /// instead).
    ///
    /// - Returns: UIKit's exception reason when it refuses the constraint at creation, and whether
    ///   the constraint relates a horizontal location to a vertical one (made, and refused later).
    static func validate(
        _ first: AnyObject, _ firstItem: LayoutItem?, _ a1: Attribute,
        _ second: AnyObject?, _ secondItem: LayoutItem?, _ a2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) -> (error: String?, incompatibleAxes: Bool) {
        // Messages are built only when something is wrong (this runs for every constraint).
        guard let item1 = firstItem else {
            return (
                "Constraint items must each be a view or layout guide; got \(type(of: first)) as the first item.", false
            )
        }
        func uikit(_ reason: String) -> String { "NSLayoutConstraint for \(first): \(reason)" }
        let left = { anchorName(item1, a1) }
        // Plumb's own checks, before UIKit's (UIKit documents no message for these).
        if a1 == .notAnAttribute {
            return ("Invalid first attribute for \(item1.itemDescription): NSLayoutAttributeNotAnAttribute.", false)
        }
        guard multiplier.isFinite, constant.isFinite else {
            return (
                "Invalid constraint \(left()): multiplier (\(multiplier)) and constant (\(constant)) must be finite.",
                false
            )
        }
        // A location set to a constant. UIKit's reason, word for word, from iOS 8.3 on
        // (mwaterfall/MWPhotoBrowser#399, SnapKit/Masonry#427, PureLayout/PureLayout#240 on iOS 13).
        if !a1.isSize && (second == nil || multiplier == 0) {
            return (
                uikit(
                    "A multiplier of 0 or a nil second item together with a location for the first attribute "
                        + "creates an illegal constraint of a location equal to a constant. "
                        + "Location attributes must be specified in pairs."),
                false
            )
        }
        // A size with no second item is a constant size, whatever the second attribute
        // (Masonry's maintainers: "only width/height are allowed as installed on self",
        // SnapKit/Masonry#355; Stevia makes its sizes with `toItem: nil, attribute: .height` and
        // its suite reads them back installed).
        guard let second else { return (nil, false) }
        guard secondItem != nil else {
            return (
                "Constraint items must each be a view or layout guide; got \(type(of: second)) as the second item of \(left()).",
                false
            )
        }
        // A size paired with a location (centerX == 0.1 × superview.width): "Invalid pairing of
        // layout attributes" (NSInvalidArgumentException; Stack Overflow 13880938, iOS 6). The
        // same for `.notAnAttribute` beside a second item: an estimate, no report found.
        if a2 == .notAnAttribute || a1.isSize != a2.isSize {
            return (uikit("Invalid pairing of layout attributes."), false)
        }
        if !a1.isSize {
            // UIKit's reason from iOS 8 and 9 (ealeksandrov/EAIntroView#60,
            // woelmer/UIScrollViewWithAutoLayout#2, guilhermearaujo/GUITabPagerViewController#21).
            // That the margin variants count too is an estimate.
            if (a1.isDirectional && a2.isAbsoluteX) || (a1.isAbsoluteX && a2.isDirectional) {
                return (
                    uikit(
                        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                            + "Use leading/trailing for both or neither."),
                    false
                )
            }
            // A horizontal location with a vertical one is made and installed: SnapKit's own suite,
            // which runs on iOS simulators, counts `make.left.equalTo(v2.snp.top)` among the
            // container's constraints (testMakeConstraints, testActivateDeactivateConstraints). UIKit
            // raises NSInvalidLayoutConstraintException "Constraint improperly relates anchors of
            // incompatible types: <constraint>" when the engine takes it in (Foundation's
            // -[NSLayoutAnchor nsli_lowerIntoExpression:withCoefficient:forConstraint:]; reports:
            // SnapKit/SnapKit#305 on iOS 10, coppercash/KnightWatson#1 in 2018).
            if a1.isHorizontal != a2.isHorizontal { return (nil, true) }
        }
        return (nil, false)
    }
}

/// `Item.attribute` as UIKit prints it.
@MainActor
func anchorName(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> String {
    "\(item.itemDescription).\(attribute.name)"
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Width or height.
    var isSize: Bool { self == .width || self == .height }

    /// On the horizontal axis (locations and width).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// The axis of the attribute.
    var axis: NSLayoutConstraint.Axis { isHorizontal ? .horizontal : .vertical }

    /// Leading or trailing (with or without margins): these mirror in right-to-left layouts.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Left or right (with or without margins).
    var isAbsoluteX: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    /// A margin attribute, measured on the item's layout margins guide.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// The same attribute measured on the item itself rather than its margins.
    var withoutMargin: Self {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
