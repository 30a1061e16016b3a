import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutCenteringTests and the attribute methods: centring and axes (also within margins),
/// dimensions matched and set, and cross-attribute constraints, in both directions.
@MainActor @Suite struct CenteringTests {
    @Test(arguments: bothDirections)
    func centeredInTheSuperview(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewB.autoSetDimensions(to: CGSize(width: 80, height: 124))
        let both = h.viewB.autoCenterInSuperview()
        h.evaluate()
        #expect(both.map(\.firstAttribute) == [.centerY, .centerX])
        #expect(h.viewB.frame == CGRect(x: 460, y: 438, width: 80, height: 124))
    }

    @Test(arguments: bothDirections)
    func axesToTheSuperviewAndTheBaselineOfAPlainViewIsItsBottom(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewC.autoSetDimensions(to: CGSize(width: 25, height: 20))
        h.viewC.autoAlignAxis(toSuperviewAxis: .horizontal)
        h.viewC.autoAlignAxis(toSuperviewAxis: .vertical)
        h.viewD.autoSetDimensions(to: CGSize(width: 400, height: 100))
        h.viewD.autoAlignAxis(toSuperviewAxis: .baseline)
        h.viewD.autoPinEdge(toSuperviewEdge: .leading)
        h.evaluate()
        #expect(h.viewC.frame == CGRect(x: 487.5, y: 490, width: 25, height: 20))
        // Plain views have no baseline offset: their baseline is their bottom edge.
        #expect(h.viewD.frame == h.mirrored(CGRect(x: 0, y: 900, width: 400, height: 100)))
    }

    @Test(arguments: bothDirections)
    func centeredWithinTheSuperviewsMargins(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 100, bottom: 90, trailing: 0)
        h.viewC.autoSetDimensions(to: CGSize(width: 100, height: 100))
        let both = h.viewC.autoCenterInSuperviewMargins()
        h.evaluate()
        #expect(both.map(\.secondAttribute) == [.centerYWithinMargins, .centerXWithinMargins])
        // centre x = 100 + 900 / 2 from the leading side, centre y = 10 + 900 / 2
        #expect(h.viewC.frame == h.mirrored(CGRect(x: 500, y: 410, width: 100, height: 100)))
    }

    @Test(arguments: bothDirections)
    func pureLayoutsFirstDemoLaysOutTheSameInBothDirections(_ dir: UITraitEnvironmentLayoutDirection) {
        // iOSDemo1ViewController's constraints: centre, sizes, left and right edges (which do not mirror).
        let h = Hierarchy(dir)
        let (blue, red, yellow, green) = (h.viewA, h.viewB, h.viewC, h.viewD)
        blue.autoCenterInSuperview()
        blue.autoSetDimensions(to: CGSize(width: 50, height: 50))
        red.autoPinEdge(.top, to: .bottom, of: blue)
        red.autoPinEdge(.left, to: .right, of: blue)
        red.autoMatch(.width, to: .width, of: blue)
        red.autoSetDimension(.height, toSize: 40)
        yellow.autoPinEdge(.top, to: .bottom, of: red, withOffset: 10)
        yellow.autoSetDimension(.height, toSize: 25)
        yellow.autoPinEdge(toSuperviewEdge: .left, withInset: 20)
        yellow.autoPinEdge(toSuperviewEdge: .right, withInset: 20)
        green.autoPinEdge(.top, to: .bottom, of: yellow, withOffset: 10)
        green.autoAlignAxis(toSuperviewAxis: .vertical)
        green.autoMatch(.height, to: .height, of: yellow, withMultiplier: 2)
        green.autoSetDimension(.width, toSize: 150)
        h.evaluate()
        #expect(blue.frame == CGRect(x: 475, y: 475, width: 50, height: 50))
        #expect(red.frame == CGRect(x: 525, y: 525, width: 50, height: 40))
        #expect(yellow.frame == CGRect(x: 20, y: 575, width: 960, height: 25))
        #expect(green.frame == CGRect(x: 425, y: 610, width: 150, height: 50))
    }

    @Test(arguments: bothDirections)
    func matchedDimensionsWithOffsetsMultipliersAndRelations(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        h.viewA.autoSetDimensions(to: CGSize(width: 200, height: 100))
        h.viewA.autoPinEdge(toSuperviewEdge: .top)
        h.viewA.autoPinEdge(toSuperviewEdge: .leading)
        h.viewB.autoMatch(.width, to: .height, of: h.viewA, withOffset: 30)  // 130
        h.viewB.autoMatch(.height, to: .width, of: h.viewA, withMultiplier: 0.25)  // 50
        h.viewC.autoMatch(.width, to: .width, of: h.viewA, withOffset: -50, relation: .lessThanOrEqual)
        h.viewC.autoMatch(.height, to: .height, of: h.viewA, withMultiplier: 3, relation: .greaterThanOrEqual)
        h.viewD.autoSetDimension(.width, toSize: 70, relation: .greaterThanOrEqual)
        h.viewD.autoMatch(.height, to: .width, of: h.viewD)  // square
        NSLayoutConstraint.autoSetPriority(.defaultLow) {
            h.viewC.autoSetDimensions(to: CGSize(width: 1000, height: 0))
            h.viewD.autoSetDimension(.width, toSize: 0)
        }
        for v in [h.viewB, h.viewC, h.viewD] {
            v.autoPinEdge(.top, to: .bottom, of: h.viewA)
            v.autoPinEdge(toSuperviewEdge: .leading)
        }
        h.evaluate()
        #expect(h.viewB.frame.size == CGSize(width: 130, height: 50))
        #expect(h.viewC.frame.size == CGSize(width: 150, height: 300))
        #expect(h.viewD.frame == h.mirrored(CGRect(x: 0, y: 100, width: 70, height: 70)))
    }

    @Test(arguments: bothDirections)
    func crossAttributeConstraints(_ dir: UITraitEnvironmentLayoutDirection) {
        // iOSDemo5: the red view's horizontal axis on the blue view's bottom edge.
        let h = Hierarchy(dir)
        h.viewA.autoCenterInSuperview()
        h.viewA.autoSetDimensions(to: CGSize(width: 150, height: 150))
        let cross = h.viewB.autoConstrainAttribute(.horizontal, to: .bottom, of: h.viewA)
        h.viewB.autoAlignAxis(.vertical, toSameAxisOf: h.viewA)
        h.viewB.autoSetDimensions(to: CGSize(width: 50, height: 50))
        // A margin attribute against an edge, with an offset and a relation.
        h.viewA.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        h.viewC.autoConstrainAttribute(
            .top, to: .marginBottom, of: h.viewA, withOffset: 5, relation: .greaterThanOrEqual)
        h.viewC.autoConstrainAttribute(.leading, to: .marginLeading, of: h.viewA)
        h.viewC.autoSetDimensions(to: CGSize(width: 10, height: 10))
        NSLayoutConstraint.autoSetPriority(.defaultLow) { h.viewC.autoPinEdge(toSuperviewEdge: .top) }
        h.evaluate()
        #expect(cross.firstAttribute == .centerY && cross.secondAttribute == .bottom)
        #expect(h.viewB.frame == CGRect(x: 475, y: 550, width: 50, height: 50))
        #expect(h.viewC.frame == h.mirrored(CGRect(x: 435, y: 570, width: 10, height: 10)))
    }

    @Test(arguments: bothDirections)
    func multipliedLocationsAreFractionsOfTheSuperview(_ dir: UITraitEnvironmentLayoutDirection) {
        // iOSDemo8-style: centre lines at 20% ... 80% of the container's height, inside an offset container.
        let h = Hierarchy(dir)
        h.viewA.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 500))
        let views = [h.viewA_A, h.viewA_B]
        for (i, v) in views.enumerated() {
            v.autoSetDimensions(to: CGSize(width: 40, height: 40))
            v.autoConstrainAttribute(.horizontal, to: .bottom, of: h.viewA, withMultiplier: CGFloat(i + 1) * 0.4)
            v.autoAlignAxis(.vertical, toSameAxisOf: h.viewA, withMultiplier: 0.5)
        }
        h.evaluate()
        // viewA is 500 × 900; centre y at 360 and 720 in its bounds; centre x at 125.
        #expect(h.viewA_A.frame == CGRect(x: 105, y: 340, width: 40, height: 40))
        #expect(h.viewA_B.frame == CGRect(x: 105, y: 700, width: 40, height: 40))
    }
}
