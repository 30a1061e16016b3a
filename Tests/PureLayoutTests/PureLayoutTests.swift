import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayout's methods make the constraints its documentation describes, active at once.
@MainActor @Suite struct PureLayoutMethods {
    @Test(arguments: bothDirections)
    func aRowPinnedWithPureLayout(_ dir: UITraitEnvironmentLayoutDirection) {
        let r = root(dir)
        let avatar = UIView(forAutoLayout: ())
        let name = UIView(forAutoLayout: ())
        r.addSubview(avatar)
        r.addSubview(name)
        avatar.autoSetDimensions(to: CGSize(width: 40, height: 40))
        avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
        avatar.autoAlignAxis(toSuperviewAxis: .horizontal)
        name.autoPinEdge(.leading, to: .trailing, of: avatar, withOffset: 12)
        name.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
        name.autoMatch(.height, to: .height, of: avatar, withMultiplier: 0.5)
        name.autoAlignAxis(.horizontal, toSameAxisOf: avatar)
        r.layoutIfNeeded()
        #expect(avatar.frame == mirror(CGRect(x: 16, y: 80, width: 40, height: 40), 320, dir))
        #expect(name.frame == mirror(CGRect(x: 68, y: 90, width: 236, height: 20), 320, dir))
        #expect(!avatar.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func farEdgeInsetsCountInwardAndFlipInequalities() {
        let r = root(.leftToRight)
        let v = UIView()
        r.addSubview(v)
        let right = v.autoPinEdge(toSuperviewEdge: .right, withInset: 10, relation: .greaterThanOrEqual)
        let bottom = v.autoPinEdge(toSuperviewEdge: .bottom, withInset: 5)
        #expect(right.constant == -10 && right.relation == .lessThanOrEqual && right.firstAttribute == .right)
        #expect(bottom.constant == -5 && bottom.relation == .equal)
        let top = v.autoPinEdge(toSuperviewEdge: .top, withInset: 7, relation: .greaterThanOrEqual)
        #expect(top.constant == 7 && top.relation == .greaterThanOrEqual)
        #expect(right.isActive && bottom.isActive && top.isActive)
        #expect(!v.translatesAutoresizingMaskIntoConstraints)
    }

    @Test(arguments: bothDirections)
    func edgesToTheSuperviewWithInsetsAndExclusions(_ dir: UITraitEnvironmentLayoutDirection) {
        let r = root(dir)
        let fill = UIView(), top = UIView()
        r.addSubview(fill)
        r.addSubview(top)
        let four = fill.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        top.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
        top.autoSetDimension(.height, toSize: 44)
        r.layoutIfNeeded()
        #expect(four.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        // left inset on the leading edge, right inset on the trailing edge (PureLayout's rule).
        #expect(fill.frame == mirror(CGRect(x: 20, y: 10, width: 260, height: 160), 320, dir))
        #expect(top.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func marginsSafeAreaAndCentering() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.overrideTraitCollection = UITraitCollection(displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        content.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        content.insetsLayoutMarginsFromSafeArea = false
        let card = UIView(), safe = UIView(), dot = UIView()
        [card, safe, dot].forEach(content.addSubview)
        card.autoPinEdgesToSuperviewMargins()
        safe.autoPinEdgesToSuperviewSafeArea(with: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        dot.autoSetDimensions(to: CGSize(width: 10, height: 10))
        dot.autoCenterInSuperview()
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 8, width: 343, height: 796))
        #expect(safe.frame == CGRect(x: 2, y: 45, width: 369, height: 730))
        // Centred at x 182.5, which the @3x pixel grid rounds to 548 / 3.
        #expect(dot.frame == CGRect(x: 548.0 / 3, y: 401, width: 10, height: 10))
    }

    @Test func prioritiesIdentifiersAndRemoval() {
        let r = root(.leftToRight)
        let v = UIView()
        r.addSubview(v)
        var wide: NSLayoutConstraint!
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            wide = v.autoSetDimension(.width, toSize: 500)
        }
        let narrow = v.autoSetDimension(.width, toSize: 100, relation: .lessThanOrEqual).autoIdentify("narrow")
        v.autoSetDimension(.height, toSize: 10)
        v.autoPinEdge(toSuperviewEdge: .leading)
        v.autoPinEdge(toSuperviewEdge: .top)
        r.layoutIfNeeded()
        #expect(wide.priority == .defaultHigh && narrow.priority == .required && narrow.identifier == "narrow")
        #expect(v.frame.width == 100)  // the required <= 100 beats the 750 == 500
        narrow.autoRemove()
        r.layoutIfNeeded()
        #expect(v.frame.width == 500)
        // Outside the block, the default priority again.
        #expect(v.autoSetDimension(.height, toSize: 10, relation: .greaterThanOrEqual).priority == .required)
    }

    @Test func baselinesAndHugging() {
        let r = root(.leftToRight)
        let a = UILabel(), b = UILabel()
        a.text = "Title"
        a.font = .systemFont(ofSize: 24)
        b.text = "Detail"
        b.font = .systemFont(ofSize: 12)
        [a, b].forEach(r.addSubview)
        a.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        a.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        b.autoPinEdge(.leading, to: .trailing, of: a, withOffset: 8)
        b.autoAlignAxis(.lastBaseline, toSameAxisOf: a)
        NSLayoutConstraint.autoSetPriority(.required) { b.autoSetContentHuggingPriority(for: .horizontal) }
        r.layoutIfNeeded()
        #expect(b.contentHuggingPriority(for: .horizontal) == .required)
        let baselineA = a.frame.minY + a.font.ascender, baselineB = b.frame.minY + b.font.ascender
        #expect(abs(baselineA - baselineB) <= 0.5)  // the pixel grid at @2x
        #expect(b.frame.minX == a.frame.maxX + 8)
    }
}
