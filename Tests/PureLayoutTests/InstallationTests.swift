import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutInstallationTests and PureLayoutRemovalTests: which view a constraint is installed
/// on (the nearest common ancestor of its items, the item itself for a constant size, the view
/// controller's view for the layout guides), and removal, singly and in arrays.
@MainActor @Suite struct InstallationTests {
    @Test func twoItemsInstallOnTheirNearestCommonAncestor() {
        let h = Hierarchy()
        let cousins = h.viewA_A_A.autoPinEdge(.top, to: .bottom, of: h.viewB_A)
        let inA = h.viewA_A_A.autoPinEdge(.top, to: .bottom, of: h.viewA_B_A)
        let siblings = h.viewA_A_A.autoMatch(.width, to: .width, of: h.viewA_A_B)
        let toSuperview = h.viewA_A.autoPinEdge(toSuperviewEdge: .leading)
        let toAncestor = h.viewA_A_A.autoAlignAxis(.vertical, toSameAxisOf: h.viewA)
        #expect(h.container.constraints == [cousins])
        #expect(h.viewA.constraints == [inA, toSuperview, toAncestor])
        #expect(h.viewA_A.constraints == [siblings])
    }

    @Test func aConstantSizeInstallsOnTheViewItself() {
        let h = Hierarchy()
        let width = h.viewC.autoSetDimension(.width, toSize: 10)
        let plain = NSLayoutConstraint(
            item: h.viewD, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        plain.autoInstall()
        #expect(h.viewC.constraints == [width] && h.viewD.constraints == [plain] && h.container.constraints.isEmpty)
        #expect(width.multiplier == 0 && width.secondItem == nil)
    }

    @Test func safeAreaAndMarginConstraintsInstallOnTheSuperview() {
        let h = Hierarchy()
        let safe = h.viewA_A.autoPinEdge(toSuperviewSafeArea: .top)
        let margin = h.viewA_B.autoPinEdge(toSuperviewMargin: .leading)
        #expect(h.viewA.constraints == [safe, margin])
        #expect((safe.secondItem as? UILayoutGuide) === h.viewA.safeAreaLayoutGuide)
    }

    @Test func layoutGuideConstraintsInstallOnTheControllersView() {
        let vc = UIViewController()
        let child = UIView(), grandchild = UIView()
        vc.view.addSubview(child)
        child.addSubview(grandchild)
        let c = grandchild.autoPin(toTopLayoutGuideOf: vc, withInset: 8)
        // The guide's own height and top come first: UIKit installs them on the controller's view
        // when the guide is first used (Masonry's suite counts them in `vc.view.constraints`).
        #expect(vc.view.constraints.count == 3 && vc.view.constraints[2] === c && child.constraints.isEmpty)
        #expect(
            vc.view.constraints.prefix(2).map { $0.description.hasPrefix("<_UILayoutSupportConstraint:") } == [
                true, true,
            ])
        #expect(c.firstAttribute == .top && c.constant == 8)
    }

    @Test func layoutGuideConstraintsMadeWithoutInstallingAreCollectedAndInstalledOnTheControllersViewLater() {
        let vc = UIViewController()
        let child = UIView()
        vc.view.addSubview(child)
        var top: NSLayoutConstraint?
        let made = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            NSLayoutConstraint.autoSetIdentifier("under the bars") {
                top = child.autoPin(toTopLayoutGuideOf: vc, withInset: 4)
            }
        }
        // Only the guide's own two constraints are installed yet (UIKit installs them when the
        // guide is first used); PureLayout's constraint waits.
        #expect(
            made.count == 1 && made.first === top && vc.view.constraints.count == 2 && top?.isActive == false
                && top?.identifier == "under the bars")
        made.autoInstallConstraints()
        #expect(vc.view.constraints.count == 3 && vc.view.constraints.last === top)
    }

    @Test func removingAConstraintTakesItOffItsViewAndTheLayoutFollows() {
        let h = Hierarchy()
        h.viewA.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .trailing)
        let narrow = h.viewA.autoSetDimension(.width, toSize: 100)
        NSLayoutConstraint.autoSetPriority(.defaultHigh) { h.viewA.autoSetDimension(.width, toSize: 300) }
        h.evaluate()
        #expect(h.viewA.frame.width == 100)
        narrow.autoRemove()
        #expect(!narrow.isActive && !h.viewA.constraints.contains(narrow))
        h.evaluate()
        #expect(h.viewA.frame.width == 300)
    }

    @Test func removingArraysOfConstraints() {
        let h = Hierarchy()
        let edges = h.viewA.autoPinEdgesToSuperviewEdges()
        let sizes = h.viewB.autoSetDimensions(to: CGSize(width: 1, height: 2))
        edges.autoRemoveConstraints()
        (sizes as NSArray).autoRemoveConstraints()
        #expect(h.container.constraints.isEmpty && h.viewB.constraints.isEmpty)
        #expect(!(edges + sizes).contains { $0.isActive })
        (sizes as NSArray).autoInstallConstraints()
        #expect(h.viewB.constraints == sizes)
    }
}

/// PureLayoutBatchTests: `autoCreateAndInstallConstraints` and
/// `autoCreateConstraintsWithoutInstalling`, alone and nested in each other.
@MainActor @Suite struct BatchTests {
    @Test func createAndInstallReturnsEverythingMadeInTheBlockActive() {
        let h = Hierarchy()
        var created: [NSLayoutConstraint] = []
        let returned = NSLayoutConstraint.autoCreateAndInstallConstraints {
            created += h.viewA.autoPinEdgesToSuperviewEdges()
            created.append(h.viewA_A.autoAlignAxis(.horizontal, toSameAxisOf: h.viewA))
            created.append(h.viewA_A.autoAlignAxis(.vertical, toSameAxisOf: h.viewA, withOffset: 10))
            created += h.viewA_A.autoSetDimensions(to: CGSize(width: 50, height: 50))
            created += h.viewA_B.autoCenterInSuperview()
            created.append(h.viewA_B.autoMatch(.height, to: .width, of: h.viewA_A))
            created.append(h.viewB.autoConstrainAttribute(.leading, to: .vertical, of: h.viewA))
            #expect(created.allSatisfy { !$0.isActive })  // not yet: installed all at once at the end
        }
        #expect(returned == created && returned.count == 12 && returned.allSatisfy { $0.isActive })
    }

    @Test func createWithoutInstallingReturnsEverythingMadeInTheBlockInactive() {
        let h = Hierarchy()
        var created: [NSLayoutConstraint] = []
        let returned = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            created += h.viewA.autoPinEdgesToSuperviewEdges(
                with: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), excludingEdge: .bottom)
            created.append(h.viewA_A.autoAlignAxis(.baseline, toSameAxisOf: h.viewA, withOffset: -10))
            created += h.viewA_B.autoCenterInSuperview()
            created.append(h.viewB.autoConstrainAttribute(.horizontal, to: .top, of: h.viewA))
        }
        #expect(returned == created && returned.count == 7)
        #expect(!returned.contains { $0.isActive } && h.container.constraints.isEmpty && h.viewA.constraints.isEmpty)
        #expect(!h.viewA.translatesAutoresizingMaskIntoConstraints)
    }

    enum Batch {
        case install, deferred
        @MainActor func callAsFunction(_ block: ALConstraintsBlock) -> [NSLayoutConstraint] {
            self == .install
                ? NSLayoutConstraint.autoCreateAndInstallConstraints(block)
                : NSLayoutConstraint.autoCreateConstraintsWithoutInstalling(block)
        }
    }

    /// What each call returned (`r…`) and what was made directly in its block (`own…`).
    struct Nested {
        var r1: [NSLayoutConstraint] = [], r11: [NSLayoutConstraint] = [], r111: [NSLayoutConstraint] = [],
            r12: [NSLayoutConstraint] = []
        var own1: [NSLayoutConstraint] = [], own11: [NSLayoutConstraint] = [], own111: [NSLayoutConstraint] = [],
            own12: [NSLayoutConstraint] = []
        var eachReturnsItsOwn: Bool {
            r1 == own1 && r11 == own11 && r111 == own111 && r12 == own12 && r1.count == 3 && r11.count == 4
        }
    }

    /// The nesting of PureLayout's tests: 1 { top; 1.1 { B width, C height; 1.1.1 { D };
    /// B height, C width }; leading; 1.2 { bottom, axis }; trailing }.
    func nested(_ h: Hierarchy, outer: Batch, middle: Batch, inner: Batch) -> Nested {
        var n = Nested()
        n.r1 = outer {
            n.own1.append(h.viewA.autoPinEdge(toSuperviewEdge: .top))
            n.r11 = middle {
                n.own11.append(h.viewB.autoSetDimension(.width, toSize: 100))
                n.own11.append(h.viewC.autoSetDimension(.height, toSize: 100))
                n.r111 = inner {
                    n.own111.append(h.viewD.autoConstrainAttribute(.height, to: .width, of: h.viewC, withMultiplier: 2))
                }
                n.own11.append(h.viewB.autoSetDimension(.height, toSize: 100))
                n.own11.append(h.viewC.autoSetDimension(.width, toSize: 100))
            }
            n.own1.append(h.viewA.autoPinEdge(toSuperviewEdge: .leading))
            n.r12 = middle {
                n.own12.append(h.viewA.autoPinEdge(toSuperviewEdge: .bottom))
                n.own12.append(h.viewA.autoAlignAxis(toSuperviewAxis: .vertical))
            }
            n.own1.append(h.viewA.autoPinEdge(toSuperviewEdge: .trailing))
        }
        return n
    }

    @Test func nestedCallsReturnOnlyTheirOwnBlocksConstraints() {
        let ha = Hierarchy()  // kept alive: constraints hold their views weakly
        let a = nested(ha, outer: .install, middle: .install, inner: .install)
        #expect(a.eachReturnsItsOwn)
        #expect((a.r1 + a.r11 + a.r111 + a.r12).allSatisfy { $0.isActive })
        let hd = Hierarchy()
        let d = nested(hd, outer: .deferred, middle: .deferred, inner: .deferred)
        #expect(d.eachReturnsItsOwn)
        #expect(!(d.r1 + d.r11 + d.r111 + d.r12).contains { $0.isActive })
    }

    @Test func bothKindsNestedInstallOnlyWhatTheInstallingBlocksMade() {
        let hm = Hierarchy()
        let m = nested(hm, outer: .deferred, middle: .install, inner: .deferred)
        #expect(m.eachReturnsItsOwn)
        #expect((m.r11 + m.r12).allSatisfy { $0.isActive })
        #expect(!(m.r1 + m.r111).contains { $0.isActive })
        // The other way round: deferring blocks inside an installing one stay deferred.
        let hn = Hierarchy()
        let n = nested(hn, outer: .install, middle: .deferred, inner: .install)
        #expect(n.eachReturnsItsOwn)
        #expect((n.r1 + n.r111).allSatisfy { $0.isActive })
        #expect(!(n.r11 + n.r12).contains { $0.isActive })
    }

    @Test func anInstalledBatchLaysOutAndCanBeSwappedForADeferredOne() {
        // iOSDemo10: a horizontal layout installed, a vertical one created without installing, toggled.
        let h = Hierarchy()
        let views = h.viewArray as NSArray
        let horizontal =
            NSLayoutConstraint.autoCreateAndInstallConstraints {
                views.autoSetViewsDimension(.height, toSize: 40)
                views.autoDistributeViews(
                    along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10, insetSpacing: true,
                    matchedSizes: true)
                h.viewA.autoAlignAxis(toSuperviewAxis: .horizontal)
            } as NSArray
        let vertical =
            NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                views.autoSetViewsDimension(.width, toSize: 60)
                views.autoDistributeViews(
                    along: .vertical, alignedTo: .vertical, withFixedSpacing: 70, insetSpacing: true, matchedSizes: true
                )
                h.viewA.autoAlignAxis(toSuperviewAxis: .vertical)
            } as NSArray
        h.evaluate()
        #expect(h.viewB.frame == CGRect(x: 257.5, y: 480, width: 237.5, height: 40))
        horizontal.autoRemoveConstraints()
        vertical.autoInstallConstraints()
        h.evaluate()
        // (1000 - 5 × 70) / 4 = 162.5 tall
        #expect(h.viewB.frame == CGRect(x: 470, y: 302.5, width: 60, height: 162.5))
    }
}
