import Foundation

/// A constraint the layout system makes for a view: intrinsic content size, autoresizing mask,
/// margins and safe-area guides, the host's encapsulated size. Never in a view's `constraints`.
class SystemConstraint: NSLayoutConstraint {
    override var isSystemConstraint: Bool { true }
}

/// `width <= intrinsic @ hugging` or `width >= intrinsic @ compression resistance` (and heights):
/// UIKit's `NSContentSizeLayoutConstraint`.
final class NSContentSizeLayoutConstraint: SystemConstraint {
    /// `Hug` or `CompressionResistance`, as UIKit prints it.
    let role: String
    init(
        view: UIView, attribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
        constant: CGFloat, priority: UILayoutPriority, role: String
    ) {
        self.role = role
        super.init(
            system: view, attribute: attribute, relatedBy: relation, toItem: nil,
            attribute: .notAnAttribute, multiplier: 0, constant: constant)
        self.priority = priority
    }
}

/// The constraints that hold a view with `translatesAutoresizingMaskIntoConstraints` at its frame,
/// printed with the mask as `h=--& v=--&`.
class NSAutoresizingMaskLayoutConstraint: SystemConstraint {
    override var displayClassName: String { "NSAutoresizingMaskLayoutConstraint" }
    /// `h=--& v=--&`: left margin, size, right margin; `-` fixed, `&` flexible.
    let maskDescription: String
    init(
        item: UIView, attribute: NSLayoutConstraint.Attribute, toItem: UIView?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat, mask: String
    ) {
        maskDescription = mask
        super.init(
            system: item, attribute: attribute, relatedBy: .equal, toItem: toItem,
            attribute: attr2, multiplier: multiplier, constant: constant)
    }
}

/// A named constraint made by UIKit itself ('UIView-leftMargin-guide-constraint',
/// 'UIView-Encapsulated-Layout-Width', ...).
final class NamedSystemConstraint: SystemConstraint {
    override var displayClassName: String { "NSLayoutConstraint" }
    init(
        _ identifier: String, item: LayoutItem, attribute: NSLayoutConstraint.Attribute,
        toItem: LayoutItem?, attribute attr2: NSLayoutConstraint.Attribute, constant: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required
    ) {
        super.init(
            system: item, attribute: attribute, relatedBy: relation, toItem: toItem,
            attribute: attr2, multiplier: toItem == nil ? 0 : 1, constant: constant)
        self.identifier = identifier
        self.priority = priority
    }
}

/// The system constraints a view owns. Each group is rebuilt or updated in place when what it
/// depends on changes (the intrinsic size, the frame, the margins).
struct ImplicitConstraints {
    var contentSize: [NSLayoutConstraint] = []
    var autoresizing: [NSLayoutConstraint] = []
    /// The mask and superview `autoresizing` was built for.
    var autoresizingBuiltFor: (mask: UInt, parent: ObjectIdentifier)?
    var margins: [NSLayoutConstraint] = []
    var safeArea: [NSLayoutConstraint] = []
    var readable: [NSLayoutConstraint] = []
    var host: [NSLayoutConstraint] = []
    /// A scroll view's content and frame layout guides.
    var scroll: [NSLayoutConstraint] = []
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide`.
    var topLayoutSupport: [NSLayoutConstraint] = []
    var bottomLayoutSupport: [NSLayoutConstraint] = []

    var all: [NSLayoutConstraint] {
        contentSize + autoresizing + margins + safeArea + readable + host + scroll + topLayoutSupport
            + bottomLayoutSupport
    }

    func forEach(_ body: (NSLayoutConstraint) -> Void) {
        contentSize.forEach(body)
        autoresizing.forEach(body)
        margins.forEach(body)
        safeArea.forEach(body)
        readable.forEach(body)
        host.forEach(body)
        scroll.forEach(body)
        topLayoutSupport.forEach(body)
        bottomLayoutSupport.forEach(body)
    }
}

/// `width >= 0` or `height >= 0`: Auto Layout never solves a negative size. Not printed in
/// conflict logs and never broken; installed only for items that would otherwise go negative
/// (see `LayoutEngine.floorNegativeSizes()`).
final class SizeFloorConstraint: SystemConstraint {
    override var displayClassName: String { "NSLayoutConstraint" }
    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        super.init(
            system: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, multiplier: 0, constant: 0)
    }
}
