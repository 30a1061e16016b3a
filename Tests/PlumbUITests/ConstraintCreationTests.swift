import Foundation
import Testing
@testable import PlumbUI

/// Which constraints UIKit makes, installs or refuses, with its messages (issue 29, items 1-4).
@MainActor @Suite struct ConstraintCreationTests {
    /// A root laid out in `direction` with two subviews, not yet constrained.
    func tree(_ direction: UITraitEnvironmentLayoutDirection) -> (UIView, UIView, UIView) {
        let root = makeRoot(200, 100, direction)
        let a = UIView(), b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    /// `NSLayoutConstraint for <UIView: 0x…; frame = (0 0; 0 0)>: ` — how iOS 10 and later begin
    /// the reason of a constraint they refuse to make.
    func prefix(_ view: UIView) -> String {
        "NSLayoutConstraint for <UIView: \(view.debugAddress); frame = (0 0; 0 0)>: "
    }

    static let locationEqualToAConstant =
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    static let invalidPairing = "Invalid pairing of layout attributes."
    static let leadingWithLeft =
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."

    // MARK: Item 1: a constant size with a nil second item

    /// Stevia, SnapKit and EasyPeasy make constant sizes with `toItem: nil, attribute: .width`; UIKit
    /// installs them and reads the second attribute back as `.notAnAttribute`.
    @Test(arguments: directions, [NSLayoutConstraint.Attribute.width, .height, .left, .centerY, .notAnAttribute])
    func aSizeWithANilSecondItemIsAConstantWhateverTheSecondAttribute(
        _ direction: UITraitEnvironmentLayoutDirection, _ named: NSLayoutConstraint.Attribute
    ) {
        let (root, a, _) = tree(direction)
        let ((width, height), log) = LayoutDiagnostics.collect {
            let width = NSLayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: named, multiplier: 1,
                constant: 100)
            let height = NSLayoutConstraint(
                item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: named, multiplier: 1,
                constant: 40)
            NSLayoutConstraint.activate([
                width, height,
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            ])
            root.layoutIfNeeded()
            return (width, height)
        }
        #expect(log.isEmpty)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(width.isActive && height.isActive)
        // A size of one view is installed on the view itself.
        #expect(a.constraints.count == 2 && a.constraints[0] === width && a.constraints[1] === height)
        #expect(root.constraints.count == 2)
        #expect(a.frame == mirrored(rect(10, 5, 100, 40), in: 200, direction))
    }

    // MARK: Item 2: UIKit's table

    /// SnapKit's own suite (testMakeConstraints, run on iOS simulators) counts
    /// `make.left.equalTo(v2.snp.top)` as installed. UIKit raises "Constraint improperly relates
    /// anchors of incompatible types" when its engine takes it in: reported, and left out of layout.
    @Test(arguments: directions)
    func aHorizontalLocationRelatedToAVerticalOneIsInstalledThenLeftOutOfLayout(
        _ direction: UITraitEnvironmentLayoutDirection
    ) {
        let (root, a, b) = tree(direction)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 70),
            b.widthAnchor.constraint(equalToConstant: 15),
            b.heightAnchor.constraint(equalToConstant: 25),
        ])
        let (mixed, log) = LayoutDiagnostics.collect {
            let c = NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 50)
            c.isActive = true
            return c
        }
        #expect(mixed.isActive)
        #expect(root.constraints.count == 5 && root.constraints[4] === mixed)
        #expect(
            log.map(\.message) == [
                "Constraint improperly relates anchors of incompatible types: <NSLayoutConstraint:\(mixed.debugAddress) UIView:\(a.debugAddress).left == UIView:\(b.debugAddress).top + 50   (active)>"
            ])
        #expect(log.map(\.kind) == [.invalidConstraint])
        // Solved, `a.left == b.top + 50` would contradict the required `a.leading == 20`
        // (20 ≠ 70 + 50) and break one of them; it is left out, so nothing conflicts.
        let (_, layoutLog) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(layoutLog.isEmpty)
        #expect(a.frame == mirrored(rect(20, 10, 30, 40), in: 200, direction))
        #expect(b.frame == mirrored(rect(5, 70, 15, 25), in: 200, direction))
        // Deactivating removes it as any other constraint.
        mixed.isActive = false
        #expect(root.constraints.count == 4 && !mixed.isActive)
    }

    /// The pairings UIKit refuses when the constraint is made, each with its reason.
    @Test func refusedPairingsCarryUIKitsReasons() {
        let (root, a, b) = tree(.leftToRight)
        typealias A = NSLayoutConstraint.Attribute
        let cases: [(A, UIView?, A, CGFloat, String)] = [
            (.leading, nil, .notAnAttribute, 1, Self.locationEqualToAConstant),
            (.centerY, nil, .centerY, 1, Self.locationEqualToAConstant),
            (.firstBaseline, nil, .notAnAttribute, 0, Self.locationEqualToAConstant),
            (.top, b, .top, 0, Self.locationEqualToAConstant),
            (.top, b, .height, 1, Self.invalidPairing),
            (.width, b, .centerX, 0.5, Self.invalidPairing),
            (.width, b, .notAnAttribute, 1, Self.invalidPairing),
            (.leading, b, .left, 1, Self.leadingWithLeft),
            (.right, b, .trailing, 1, Self.leadingWithLeft),
            (.rightMargin, b, .trailingMargin, 1, Self.leadingWithLeft),
        ]
        for (a1, second, a2, m, reason) in cases {
            let (c, log) = LayoutDiagnostics.collect {
                let c = NSLayoutConstraint(
                    item: a, attribute: a1, relatedBy: .equal, toItem: second, attribute: a2, multiplier: m,
                    constant: 8)
                c.isActive = true
                return c
            }
            let message = prefix(a) + reason
            #expect(!c.isActive, "\(a1) \(a2)")
            #expect(log.map(\.message) == [message, "Not activating an invalid constraint: " + message], "\(a1) \(a2)")
        }
        #expect(a.constraints.isEmpty && b.constraints.isEmpty && root.constraints.isEmpty)
    }

    /// The pairings UIKit makes without a word: locations on one axis (centres, baselines and
    /// margins included), and sizes with sizes, whatever the multiplier.
    @Test func allowedPairingsAreInstalledSilently() {
        let (root, a, b) = tree(.leftToRight)
        typealias A = NSLayoutConstraint.Attribute
        let pairs: [(A, A, CGFloat)] = [
            (.left, .right, 1), (.centerX, .leading, 1), (.leadingMargin, .trailing, 2), (.top, .lastBaseline, 1),
            (.centerYWithinMargins, .bottomMargin, 0.5), (.width, .height, 0.5), (.height, .width, 0),
            (.leading, .centerXWithinMargins, 1), (.left, .leftMargin, 1),
        ]
        let (made, log) = LayoutDiagnostics.collect {
            pairs.map { a1, a2, m in
                NSLayoutConstraint(
                    item: a, attribute: a1, relatedBy: .equal, toItem: b, attribute: a2, multiplier: m, constant: 0)
            }
        }
        #expect(log.isEmpty)
        NSLayoutConstraint.activate(made)
        #expect(root.constraints.count == pairs.count)
        #expect(made.allSatisfy { $0.isActive })
    }

    // MARK: Item 3: the multiplier of a constant size

    /// Anchorage's suite (testSizeAnchorsWithConstants, passing on iOS) reads `multiplier` 1 back.
    @Test(arguments: directions)
    func constantSizeAnchorsReportAMultiplierOfOne(_ direction: UITraitEnvironmentLayoutDirection) {
        let (root, a, _) = tree(direction)
        let equal = a.widthAnchor.constraint(equalToConstant: 120)
        let atLeast = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)
        let atMost = a.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        for (c, relation, constant) in [
            (equal, NSLayoutConstraint.Relation.equal, 120.0), (atLeast, .greaterThanOrEqual, 30),
            (atMost, .lessThanOrEqual, 30),
        ] {
            #expect(c.multiplier == 1)
            #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.secondAnchor == nil)
            #expect(c.relation == relation && c.constant == CGFloat(constant))
        }
        NSLayoutConstraint.activate([
            equal, atLeast, atMost,
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == mirrored(rect(70, 70, 120, 30), in: 200, direction))
        #expect(
            equal.description
                == "<NSLayoutConstraint:\(equal.debugAddress) H:[UIView:\(a.debugAddress)(120)]   (active)>")
    }

    // MARK: Item 4: priority between required and optional

    /// Apple's documentation of `priority`: an exception when an installed constraint's priority
    /// moves between required and optional; both directions are refused and the old value kept.
    @Test(arguments: directions)
    func anInstalledConstraintKeepsItsSideOfRequired(_ direction: UITraitEnvironmentLayoutDirection) {
        let (root, a, _) = tree(direction)
        let wide = a.widthAnchor.constraint(equalToConstant: 150)
        wide.priority = .defaultLow
        let narrow = a.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            wide, narrow, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let (_, log) = LayoutDiagnostics.collect {
            wide.priority = .required
            narrow.priority = UILayoutPriority(999)
        }
        #expect(wide.priority == .defaultLow && narrow.priority == .required)
        #expect(
            log.map(\.message) == [
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 250.",
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 999 and the existing priority was 1000.",
            ])
        root.layoutIfNeeded()
        #expect(a.frame == mirrored(rect(0, 0, 60, 10), in: 200, direction))
    }

    /// The same changes are applied to a constraint that is not installed (before activation, or
    /// after deactivation), with no message, and the layout follows them.
    @Test(arguments: directions)
    func anInactiveConstraintTakesAnyPriority(_ direction: UITraitEnvironmentLayoutDirection) {
        let (root, a, _) = tree(direction)
        let wide = a.widthAnchor.constraint(equalToConstant: 150)
        let narrow = a.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let (_, log) = LayoutDiagnostics.collect {
            narrow.priority = .defaultHigh  // before activation
            NSLayoutConstraint.activate([wide, narrow])
            root.layoutIfNeeded()
            #expect(a.frame == mirrored(rect(0, 0, 150, 10), in: 200, direction))
            wide.isActive = false
            wide.priority = .defaultLow  // after deactivation
            narrow.isActive = false
            narrow.priority = .required
            NSLayoutConstraint.activate([wide, narrow])
            root.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(wide.priority == .defaultLow && narrow.priority == .required)
        #expect(a.frame == mirrored(rect(0, 0, 60, 10), in: 200, direction))
    }
}
