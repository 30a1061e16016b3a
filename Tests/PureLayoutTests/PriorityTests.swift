import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutPriorityTests: `autoSetPriority(_:forConstraints:)` gives its priority to what the
/// PureLayout calls in its block make (nested blocks: the innermost), and to the content priority
/// helpers, which outside a block change nothing.
@MainActor @Suite struct PriorityTests {
    @Test func constraintsInsideTheBlockTakeItsPriorityAndNestedBlocksTheInnermost() {
        let h = Hierarchy()
        var c1, c2, c3, c4: NSLayoutConstraint?
        var pins: [NSLayoutConstraint] = []
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            c1 = h.viewA.autoSetDimension(.width, toSize: 10)
            NSLayoutConstraint.autoSetPriority(UILayoutPriority(249)) {
                c2 = h.viewB.autoMatch(.width, to: .height, of: h.viewC)
                pins = h.viewD.autoPinEdgesToSuperviewEdges()
            }
            c3 = h.viewA_A.autoPinEdge(toSuperviewEdge: .leading)
        }
        c4 = h.viewA.autoSetDimension(.height, toSize: 10)
        #expect(c1?.priority == .defaultHigh && c2?.priority == 249 && c3?.priority == .defaultHigh)
        #expect(pins.map(\.priority) == [249, 249, 249, 249])
        #expect(c4?.priority == .required)
    }

    @Test func constraintsMadeWithoutPureLayoutKeepTheirPriorityUnlessAutoInstalled() {
        let h = Hierarchy()
        let plain = NSLayoutConstraint(
            item: h.viewA, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 5)
        let viaAutoInstall = NSLayoutConstraint(
            item: h.viewB, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 5)
        let array = [
            NSLayoutConstraint(
                item: h.viewC, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 5)
        ]
        NSLayoutConstraint.autoSetPriority(.defaultLow) {
            plain.isActive = true
            viaAutoInstall.autoInstall()
            array.autoInstallConstraints()
        }
        #expect(plain.priority == .required)
        #expect(viaAutoInstall.priority == .defaultLow && array[0].priority == .defaultLow)
        #expect(viaAutoInstall.isActive && array[0].isActive)
    }

    @Test func contentPrioritiesInsideTheBlockTakeItsPriority() {
        // Issue 18: autoSetContentHuggingPriority(for:) inside autoSetPriority(249) sets 249, not 1000.
        let label = UILabel()
        NSLayoutConstraint.autoSetPriority(UILayoutPriority(249)) {
            label.autoSetContentHuggingPriority(for: .vertical)
        }
        NSLayoutConstraint.autoSetPriority(UILayoutPriority(749)) {
            label.autoSetContentCompressionResistancePriority(for: .horizontal)
            NSLayoutConstraint.autoSetPriority(.required) { label.autoSetContentHuggingPriority(for: .baseline) }
        }
        #expect(label.contentHuggingPriority(for: .vertical) == 249)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)  // baselines are horizontal lines
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == 749)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func contentPrioritiesOutsideABlockAreReportedAndChangeNothing() {
        let label = UILabel()
        let reported = messages {
            label.autoSetContentHuggingPriority(for: .horizontal)
            label.autoSetContentCompressionResistancePriority(for: .vertical)
        }
        #expect(
            reported == [
                "PureLayout autoSetContentHuggingPriority(for:): must be called from within the block passed to NSLayoutConstraint.autoSetPriority(_:forConstraints:), which gives the priority; nothing was changed. View: \(label).",
                "PureLayout autoSetContentCompressionResistancePriority(for:): must be called from within the block passed to NSLayoutConstraint.autoSetPriority(_:forConstraints:), which gives the priority; nothing was changed. View: \(label).",
            ])
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test(arguments: bothDirections)
    func aHighPrioritySizeGivesWayToRequiredInequalities(_ dir: UITraitEnvironmentLayoutDirection) {
        // iOSDemo6: a square as large as 20-point insets allow.
        let r = root(dir, 1000, 600)
        let blue = UIView.newAutoLayout()
        r.addSubview(blue)
        blue.autoCenterInSuperview()
        blue.autoMatch(.width, to: .height, of: blue)
        for edge in [ALEdge.top, .bottom, .left, .right] {
            blue.autoPinEdge(toSuperviewEdge: edge, withInset: 20, relation: .greaterThanOrEqual)
        }
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            blue.autoSetDimensions(to: CGSize(width: 10000, height: 10000))
        }
        r.layoutIfNeeded()
        #expect(blue.frame == CGRect(x: 220, y: 20, width: 560, height: 560))
    }

    @Test func theBlocksPriorityIsSetEvenWhenInstallationIsDeferred() {
        let h = Hierarchy()
        var made: [NSLayoutConstraint] = []
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            made = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                h.viewA.autoCenterInSuperview()
            }
        }
        #expect(made.map(\.priority) == [.defaultHigh, .defaultHigh] && made.allSatisfy { !$0.isActive })
        made.autoInstallConstraints()
        #expect(made.map(\.priority) == [.defaultHigh, .defaultHigh] && made.allSatisfy { $0.isActive })
    }
}
