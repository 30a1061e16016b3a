import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutDistributeTests: views distributed with fixed spacing or fixed size, with and
/// without inset spacing, in both directions (horizontally the order follows the direction),
/// through `NSArray` and Swift arrays.
@MainActor @Suite struct DistributeTests {
    func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    func ys(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minY) }

    @Test(arguments: bothDirections)
    func horizontallyWithFixedSpacingMatchesWidths(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray
        views.autoSetViewsDimension(.height, toSize: 50)
        let made = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20)
        h.viewA.autoAlignAxis(toSuperviewAxis: .horizontal)
        h.evaluate()
        // first edge, then (spacing, matched size, alignment) for each next view, then the last edge
        #expect(made.count == 1 + 3 * 3 + 1)
        #expect(views.map(\.frame.width) == [225, 225, 225, 225])
        let expected: [CGFloat] = dir == .leftToRight ? [20, 265, 510, 755] : [755, 510, 265, 20]
        #expect(xs(views) == expected && ys(views) == [475, 475, 475, 475])
    }

    @Test(arguments: bothDirections)
    func negativeSpacingOverlapsAndBaselinesAlign(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray as NSArray
        views.autoSetViewsDimension(.height, toSize: 50)
        views.autoDistributeViews(along: .horizontal, alignedTo: .baseline, withFixedSpacing: -30)
        h.viewA.autoPinEdge(toSuperviewEdge: .top)
        h.evaluate()
        // (1000 + 5 × 30) / 4 = 287.5 wide
        #expect(h.viewArray.map(\.frame.width) == [287.5, 287.5, 287.5, 287.5])
        let expected: [CGFloat] = dir == .leftToRight ? [-30, 227.5, 485, 742.5] : [742.5, 485, 227.5, -30]
        #expect(xs(h.viewArray) == expected && ys(h.viewArray) == [0, 0, 0, 0])
    }

    @Test(arguments: bothDirections)
    func verticallyWithFixedSpacingAlignedToAbsoluteAndDirectionalEdges(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray
        views.autoSetViewsDimension(.width, toSize: 100)
        let right = views.autoDistributeViews(along: .vertical, alignedTo: .right, withFixedSpacing: 20)
        let pinned = h.viewA.autoPinEdge(toSuperviewEdge: .right)
        h.evaluate()
        #expect(views.map(\.frame.height) == [225, 225, 225, 225])
        #expect(ys(views) == [20, 265, 510, 755] && xs(views) == [900, 900, 900, 900])
        (right + [pinned]).autoRemoveConstraints()
        views.autoDistributeViews(along: .vertical, alignedTo: .leading, withFixedSpacing: 0, insetSpacing: false)
        h.viewA.autoPinEdge(toSuperviewEdge: .leading)
        h.evaluate()
        #expect(ys(views) == [0, 250, 500, 750])
        #expect(xs(views) == (dir == .leftToRight ? [0, 0, 0, 0] : [900, 900, 900, 900]))
    }

    @Test(arguments: bothDirections)
    func unmatchedSizesKeepEachViewsOwnWidth(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        for (v, w) in zip(h.viewArray, [100, 200, 300, 400] as [CGFloat]) {
            v.autoSetDimensions(to: CGSize(width: w, height: 10))
        }
        h.viewArray.autoDistributeViews(
            along: .horizontal, alignedTo: .top, withFixedSpacing: 0, insetSpacing: false, matchedSizes: false)
        h.viewA.autoPinEdge(toSuperviewEdge: .top)
        h.evaluate()
        #expect(xs(h.viewArray) == (dir == .leftToRight ? [0, 100, 300, 600] : [900, 700, 400, 0]))
    }

    @Test(arguments: bothDirections)
    func horizontallyWithFixedSizeSpacesEvenlyAndReversesInRightToLeft(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray
        views.autoSetViewsDimension(.height, toSize: 10)
        let made = views.autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 20)
        h.viewA.autoPinEdge(toSuperviewEdge: .top, withInset: 5)
        h.evaluate()
        // (1000 - 4 × 20) / 5 = 184 between views; the first on the leading side.
        #expect(made.count == 4 + 4 + 3)
        #expect(views.map(\.frame.width) == [20, 20, 20, 20] && ys(views) == [5, 5, 5, 5])
        #expect(xs(views) == (dir == .leftToRight ? [184, 388, 592, 796] : [796, 592, 388, 184]))
        made.autoRemoveConstraints()
        views.autoDistributeViews(along: .horizontal, alignedTo: .bottom, withFixedSize: 250)
        h.evaluate()
        #expect(xs(views) == (dir == .leftToRight ? [0, 250, 500, 750] : [750, 500, 250, 0]))
    }

    @Test(arguments: bothDirections)
    func fixedSizeWithoutInsetSpacingTouchesBothEdges(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray
        views.autoSetViewsDimension(.height, toSize: 10)
        let made = views.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSize: 100, insetSpacing: false)
        h.viewA.autoPinEdge(toSuperviewEdge: .top)
        h.evaluate()
        // The first centre's multiplier 0 becomes PureLayout's minimum, 0.00001 (0.005 pt: rounded away).
        #expect(made.filter { $0.firstAttribute == .centerX }.map(\.multiplier).first == 0.00001)
        #expect(xs(views) == (dir == .leftToRight ? [0, 300, 600, 900] : [900, 600, 300, 0]))
    }

    @Test(arguments: bothDirections)
    func verticallyWithFixedSize(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray as NSArray
        views.autoSetViewsDimension(.width, toSize: 10)
        views.autoDistributeViews(along: .vertical, alignedTo: .trailing, withFixedSize: 20)
        h.viewA.autoPinEdge(toSuperviewEdge: .trailing, withInset: 10)
        h.evaluate()
        #expect(ys(h.viewArray) == [184, 388, 592, 796])
        #expect(xs(h.viewArray) == (dir == .leftToRight ? [980, 980, 980, 980] : [10, 10, 10, 10]))
    }

    @Test(arguments: bothDirections)
    func oneViewIsInsetOrCentred(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        [h.viewA].autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20)
        [h.viewB].autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 20)
        h.viewA.autoSetDimension(.height, toSize: 10)
        h.viewA.autoPinEdge(toSuperviewEdge: .top)
        h.viewB.autoSetDimension(.width, toSize: 10)
        h.viewB.autoPinEdge(toSuperviewEdge: .leading)
        h.evaluate()
        #expect(h.viewA.frame == CGRect(x: 20, y: 0, width: 960, height: 10))
        #expect(h.viewB.frame == h.mirrored(CGRect(x: 0, y: 490, width: 10, height: 20)))
    }

    @Test(arguments: bothDirections)
    func alignAndMatchViewsChainEachToThePreviousOne(_ dir: UITraitEnvironmentLayoutDirection) {
        let h = Hierarchy(dir)
        let views = h.viewArray
        h.viewA.autoSetDimensions(to: CGSize(width: 120, height: 30))
        h.viewA.autoPinEdge(toSuperviewEdge: .leading, withInset: 40)
        h.viewA.autoPinEdge(toSuperviewEdge: .top, withInset: 50)
        let leading = views.autoAlignViews(to: .leading)
        let centre = (views as NSArray).autoAlignViews(to: .horizontal)
        let widths = views.autoMatchViewsDimension(.width)
        (views as NSArray).autoMatchViewsDimension(.height)
        #expect(leading.count == 3 && centre.count == 3 && widths.count == 3)
        #expect(leading.map { $0.secondItem as? UIView } == [h.viewA, h.viewB, h.viewC])
        h.evaluate()
        for v in views { #expect(v.frame == h.mirrored(CGRect(x: 40, y: 50, width: 120, height: 30))) }
    }

    @Test func setViewsDimensionsMakesWidthsThenHeights() {
        let h = Hierarchy()
        let made = (h.viewArray as NSArray).autoSetViewsDimensions(to: CGSize(width: 7, height: 9))
        #expect(made.map(\.firstAttribute) == Array(repeating: .width, count: 4) + Array(repeating: .height, count: 4))
        #expect(made.map(\.constant) == [7, 7, 7, 7, 9, 9, 9, 9])
        #expect(made.allSatisfy { $0.isActive })
    }

    @Test func anNSArraySkipsWhatIsNotAView() {
        let h = Hierarchy()
        let mixed: NSArray = [h.viewA, "a string", h.viewB, NSNumber(value: 3)]
        let made = mixed.autoSetViewsDimension(.width, toSize: 10)
        #expect(made.count == 2 && made.map { $0.firstItem as? UIView } == [h.viewA, h.viewB])
    }
}
