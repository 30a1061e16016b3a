import Foundation
import PlumbUI
import PureLayout
import Testing

/// Where PureLayout asserts (and would crash a debug build), Plumb reports a message naming the
/// method and the offending view on `LayoutDiagnostics`, makes nothing it cannot make, and goes on.
@MainActor @Suite struct AssertionTests {
    @Test func aViewWithoutASuperviewGetsAnUninstalledConstraintAndAMessage() {
        let orphan = UIView()
        var pin, axis, margin, safe: NSLayoutConstraint?
        let reported = messages {
            pin = orphan.autoPinEdge(toSuperviewEdge: .trailing, withInset: 10, relation: .greaterThanOrEqual)
            axis = orphan.autoAlignAxis(toSuperviewAxis: .vertical)
            margin = orphan.autoPinEdge(toSuperviewMargin: .top)
            safe = orphan.autoPinEdge(toSuperviewSafeArea: .bottom)
        }
        #expect(reported.count == 4)
        #expect(
            reported[0]
                == "PureLayout autoPinEdge(toSuperviewEdge:withInset:relation:): the view's superview must not be nil; add the view to a superview first. View: \(orphan). The constraint is not installed."
        )
        #expect(
            reported[1].hasPrefix("PureLayout autoAlignAxis(toSuperviewAxis:): the view's superview must not be nil"))
        #expect(reported[2].hasPrefix("PureLayout autoPinEdge(toSuperviewMargin:relation:): "))
        #expect(reported[3].hasPrefix("PureLayout autoPinEdge(toSuperviewSafeArea:withInset:relation:): "))
        // The returned constraint describes what was asked (trailing, inset inward) and is not installed.
        #expect(pin?.firstAttribute == .trailing && pin?.relation == .lessThanOrEqual && pin?.constant == -10)
        #expect([pin, axis, margin, safe].allSatisfy { $0?.isActive == false })
        // Installing it later is refused with UIKit's reason.
        let later = messages { pin?.autoInstall() }
        #expect(
            later == [
                "Not activating an invalid constraint: NSLayoutConstraint for \(orphan): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            ])
    }

    @Test func baselinesHaveNoMarginAxis() {
        let h = Hierarchy()
        var c: NSLayoutConstraint?
        let reported = messages { c = h.viewA.autoAlignAxis(toSuperviewMarginAxis: .baseline) }
        #expect(
            reported == [
                "PureLayout autoAlignAxis(toSuperviewMarginAxis:): the baseline axis attributes do not have corresponding margin axis attributes (got .baseline). View: \(h.viewA). The constraint is not installed."
            ])
        #expect(c?.isActive == false && h.container.constraints.isEmpty)
    }

    @Test func arraysWithTooFewViews() {
        let h = Hierarchy()
        var made: [[NSLayoutConstraint]] = []
        let reported = messages {
            made.append([h.viewA].autoAlignViews(to: .top))
            made.append(([h.viewA] as NSArray).autoMatchViewsDimension(.width))
            made.append(([] as NSArray).autoSetViewsDimension(.width, toSize: 10))
            made.append([UIView]().autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSpacing: 10))
        }
        #expect(
            reported == [
                "PureLayout autoAlignViews(to:): this array must contain at least 2 views (it has 1); no constraints were made.",
                "PureLayout autoMatchViewsDimension(_:): this array must contain at least 2 views (it has 1); no constraints were made.",
                "PureLayout autoSetViewsDimension(_:toSize:): this array must contain at least 1 view (it has 0); no constraints were made.",
                "PureLayout autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:): this array must contain at least 1 view (it has 0); no constraints were made.",
            ])
        #expect(made.allSatisfy { $0.isEmpty })
    }

    @Test func distributingViewsWithoutACommonSuperview() {
        let h = Hierarchy()
        let elsewhere = UIView()
        var made: [NSLayoutConstraint] = []
        let reported = messages {
            made = [h.viewA, elsewhere].autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 10)
        }
        #expect(
            reported == [
                "PureLayout autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:): can't constrain views that do not share a common superview; make sure all the views in this array have been added into the same view hierarchy. No constraints were made."
            ])
        #expect(made.isEmpty && h.container.constraints.isEmpty)
    }

    @Test func oneViewWithFixedSizeAndNoInsetSpacingGetsOnlyItsSize() {
        let h = Hierarchy()
        var made: [NSLayoutConstraint] = []
        let reported = messages {
            made = [h.viewA].autoDistributeViews(
                along: .vertical, alignedTo: .left, withFixedSize: 30, insetSpacing: false)
        }
        #expect(
            reported == [
                "PureLayout autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:): one view without inset spacing has no position to take (PureLayout divides by zero); only its size is constrained. View: \(h.viewA)."
            ])
        #expect(made.map(\.firstAttribute) == [.height] && made[0].constant == 30)
    }

    @Test func aligningAcrossTheWrongAxisIsReportedAndSkipped() {
        let h = Hierarchy()
        var made: [NSLayoutConstraint] = []
        let reported = messages {
            made = [h.viewA, h.viewB].autoDistributeViews(along: .horizontal, alignedTo: .leading, withFixedSpacing: 10)
            _ = [h.viewC, h.viewD].autoDistributeViews(along: .vertical, alignedTo: .width, withFixedSize: 10)
        }
        #expect(
            reported == [
                "PureLayout autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:): cannot align views that are distributed horizontally with .leading; views are not aligned.",
                "PureLayout autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:): unsupported attribute for alignment: .width; views are not aligned.",
            ])
        // first edge, spacing, matched width, last edge: no alignment
        #expect(made.map(\.firstAttribute) == [.leading, .leading, .width, .trailing])
    }

    @Test func constraintsBetweenUnrelatedViewsReportUIKitsMessage() {
        let a = UIView(), b = UIView()
        var c: NSLayoutConstraint?
        let reported = messages { c = a.autoPinEdge(.top, to: .bottom, of: b) }
        #expect(reported.count == 1 && reported[0].contains("because they have no common ancestor"))
        #expect(c?.isActive == false)
    }
}
