import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutPinEdgesTests: edges pinned to the superview's edges, margins and safe area, and to
/// other views, with insets, relations and exclusions, in both directions.
@MainActor @Suite struct PinEdgesTests {
    @Test(arguments: bothDirections)
    func edgesToTheSuperviewTakeLeftOnLeadingAndRightOnTrailing(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewA.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        h.evaluate()
        #expect(h.viewA.frame == h.mirrored(CGRect(x: 20, y: 10, width: 940, height: 960)))
    }

    @Test(arguments: bothDirections)
    func negativeInsetsReachOutsideTheSuperview(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewB.autoPinEdge(toSuperviewEdge: .trailing, withInset: 0)
        h.viewB.autoPinEdge(toSuperviewEdge: .bottom, withInset: -52)
        h.viewB.autoPinEdge(toSuperviewEdge: .leading, withInset: 500)
        h.viewB.autoPinEdge(toSuperviewEdge: .top, withInset: 0)
        h.evaluate()
        #expect(h.viewB.frame == h.mirrored(CGRect(x: 500, y: 0, width: 500, height: 1052)))
    }

    @Test(arguments: bothDirections)
    func leftAndRightDoNotMirror(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewC.autoPinEdge(toSuperviewEdge: .left, withInset: 30)
        h.viewC.autoPinEdge(toSuperviewEdge: .right, withInset: 70)
        h.viewC.autoPinEdge(toSuperviewEdge: .top)
        h.viewC.autoSetDimension(.height, toSize: 10)
        h.evaluate()
        #expect(h.viewC.frame == CGRect(x: 30, y: 0, width: 900, height: 10))
    }

    @Test(arguments: bothDirections)
    func insetRelationsMeanAtLeastOrAtMostThatFarInside(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        // Wants 950 × 100; the trailing edge must stay at least 100 inside, the bottom at most 30 inside.
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            h.viewC.autoSetDimensions(to: CGSize(width: 950, height: 100))
        }
        h.viewC.autoPinEdge(toSuperviewEdge: .leading)
        h.viewC.autoPinEdge(toSuperviewEdge: .trailing, withInset: 100, relation: .greaterThanOrEqual)
        h.viewC.autoPinEdge(toSuperviewEdge: .top, withInset: 80)
        let bottom = h.viewC.autoPinEdge(toSuperviewEdge: .bottom, withInset: 30, relation: .lessThanOrEqual)
        h.evaluate()
        #expect(bottom.relation == .greaterThanOrEqual && bottom.constant == -30)
        #expect(h.viewC.frame == h.mirrored(CGRect(x: 0, y: 80, width: 900, height: 890)))
    }

    @Test(arguments: bothDirections)
    func edgesToOtherViewsWithOffsetsAlongTheAxis(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewA.autoSetDimensions(to: CGSize(width: 100, height: 100))
        h.viewA.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        h.viewA.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        h.viewB.autoPinEdge(.top, to: .bottom, of: h.viewA, withOffset: 5)
        h.viewB.autoPinEdge(.leading, to: .trailing, of: h.viewA, withOffset: 20)
        h.viewB.autoPinEdge(.trailing, to: .trailing, of: h.viewA, withOffset: 300, relation: .lessThanOrEqual)
        h.viewB.autoPinEdge(.bottom, to: .bottom, of: h.viewA, withOffset: 50)
        NSLayoutConstraint.autoSetPriority(.defaultLow) { h.viewB.autoSetDimension(.width, toSize: 1000) }
        h.evaluate()
        #expect(h.viewA.frame == h.mirrored(CGRect(x: 10, y: 10, width: 100, height: 100)))
        // leading = 110 + 20; trailing <= 110 + 300 in LTR (offsets are along the axis, not inward)
        #expect(h.viewB.frame == h.mirrored(CGRect(x: 130, y: 115, width: 280, height: 45)))
    }

    @Test func fourEdgesComeCounterclockwiseFromTop() {
        let h = Hierarchy()
        #expect(h.viewA.autoPinEdgesToSuperviewEdges().map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(
            h.viewB.autoPinEdgesToSuperviewMargins(with: .zero).map(\.firstAttribute) == [
                .top, .leading, .bottom, .trailing,
            ])
        #expect(
            h.viewC.autoPinEdgesToSuperviewSafeArea().map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
    }

    @Test func excludingAnEdgeKeepsTheOrderAndTheKindOfSides() {
        let h = Hierarchy()
        func edges(_ e: ALEdge) -> [NSLayoutConstraint.Attribute] {
            h.viewA.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: e).map(\.firstAttribute)
        }
        func margins(_ e: ALEdge) -> [NSLayoutConstraint.Attribute] {
            h.viewB.autoPinEdges(toSuperviewMarginsExcludingEdge: e).map(\.firstAttribute)
        }
        func safeArea(_ e: ALEdge) -> [NSLayoutConstraint.Attribute] {
            h.viewC.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: e).map(\.firstAttribute)
        }
        for pin in [edges, margins] {
            #expect(pin(.left) == [.top, .bottom, .right])  // excluding left does not use trailing
            #expect(pin(.leading) == [.top, .bottom, .trailing])
            #expect(pin(.right) == [.top, .left, .bottom])  // excluding right does not use leading
            #expect(pin(.trailing) == [.top, .leading, .bottom])
            #expect(pin(.top) == [.leading, .bottom, .trailing])
            #expect(pin(.bottom) == [.top, .leading, .trailing])
        }
        // The safe-area variant always pins leading and trailing.
        #expect(safeArea(.left) == [.top, .bottom, .trailing])
        #expect(safeArea(.right) == [.top, .leading, .bottom])
        #expect(safeArea(.top) == [.leading, .bottom, .trailing])
    }

    @Test(arguments: bothDirections)
    func marginsWithInsetsAndRelations(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 100, bottom: 90, trailing: 0)
        h.viewA.autoPinEdgesToSuperviewMargins(with: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        h.viewB.autoPinEdge(toSuperviewMargin: .leading)
        h.viewB.autoPinEdge(toSuperviewMargin: .top)
        h.viewB.autoSetDimension(.height, toSize: 10)
        let trailing = h.viewB.autoPinEdge(toSuperviewMargin: .trailing, relation: .greaterThanOrEqual)
        NSLayoutConstraint.autoSetPriority(.defaultLow) { h.viewB.autoSetDimension(.width, toSize: 2000) }
        h.evaluate()
        #expect(trailing.relation == .lessThanOrEqual && trailing.secondAttribute == .trailingMargin)
        #expect(h.viewA.frame == h.mirrored(CGRect(x: 102, y: 11, width: 894, height: 896)))
        #expect(h.viewB.frame == h.mirrored(CGRect(x: 100, y: 10, width: 900, height: 10)))
    }

    @Test(arguments: bothDirections)
    func safeAreaEdgesInAWindow(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 2)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let bar = UIView(), card = UIView()
        [bar, card].forEach(content.addSubview)
        bar.autoPinEdgesToSuperviewSafeArea(
            with: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30), excludingEdge: .bottom)
        bar.autoSetDimension(.height, toSize: 44)
        card.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: 8)
        card.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: 16)
        card.autoPinEdge(toSuperviewSafeArea: .top, withInset: 400, relation: .greaterThanOrEqual)
        card.autoSetDimension(.width, toSize: 100)
        NSLayoutConstraint.autoSetPriority(.defaultLow) { card.autoSetDimension(.height, toSize: 5000) }
        window.layoutIfNeeded()
        #expect(bar.frame == mirror(CGRect(x: 10, y: 20, width: 335, height: 44), 375, dir))
        // top at least 420: the bottom at 667 - 34 - 8 = 625, height 205
        #expect(card.frame == mirror(CGRect(x: 259, y: 420, width: 100, height: 205), 375, dir))
    }

    @Test(arguments: bothDirections)
    func layoutGuidesOfAViewControllerAreItsSafeArea(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 2)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        window.rootViewController = vc
        let header = UIView(), footer = UIView()
        [header, footer].forEach(vc.view.addSubview)
        let top = header.autoPin(toTopLayoutGuideOf: vc, withInset: 20)
        header.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        header.autoSetDimensions(to: CGSize(width: 50, height: 50))
        let bottom = footer.autoPin(toBottomLayoutGuideOf: vc, withInset: 20, relation: .greaterThanOrEqual)
        footer.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        footer.autoSetDimension(.width, toSize: 50)
        footer.autoPinEdge(.top, to: .bottom, of: header)
        NSLayoutConstraint.autoSetPriority(.defaultLow) { footer.autoSetDimension(.height, toSize: 5000) }
        window.layoutIfNeeded()
        #expect(vc.view.constraints.contains(top) && vc.view.constraints.contains(bottom))
        #expect(bottom.relation == .lessThanOrEqual && bottom.constant == -20)
        #expect(header.frame == mirror(CGRect(x: 10, y: 40, width: 50, height: 50), 375, dir))
        // down to 20 above the bottom guide: 667 - 34 - 20 = 613
        #expect(footer.frame == mirror(CGRect(x: 10, y: 90, width: 50, height: 523), 375, dir))
    }
}
