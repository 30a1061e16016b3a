import Foundation
import Testing
@testable import PlumbUI

/// Puts `stack` at (10, 10) in a new root, with an optional fixed width and height.
@MainActor func placeStack(
    _ stack: UIStackView, _ dir: UITraitEnvironmentLayoutDirection, width: CGFloat? = nil,
    height: CGFloat? = nil, rootWidth: CGFloat = 400
) -> UIView {
    let root = makeRoot(rootWidth, 400, dir)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
    if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    root.layoutIfNeeded()
    return root
}

/// Expects the frames of the arranged views (in the stack's coordinates, given left to right and
/// mirrored in the stack's width for right to left) and no ambiguity.
@MainActor func expectFrames(
    _ stack: UIStackView, _ frames: [CGRect], _ dir: UITraitEnvironmentLayoutDirection,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = stack.arrangedSubviews.map(\.frame)
    let expected = frames.map { mirrored($0, in: stack.frame.width, dir) }
    #expect(actual == expected, sourceLocation: sourceLocation)
    #expect(!stack.hasAmbiguousLayout, sourceLocation: sourceLocation)
    for v in stack.arrangedSubviews where !v.isHidden {
        #expect(!v.hasAmbiguousLayout, "\(v)", sourceLocation: sourceLocation)
    }
}

/// Whether two view lists hold the same views in the same order.
@MainActor func same(_ a: [UIView], _ b: [UIView]) -> Bool { a.elementsEqual(b, by: ===) }

@MainActor @Suite struct StackViewTests {
    // MARK: Arranged subviews

    @Test func arrangedSubviewsAreSubviewsWithoutAutoresizingConstraints() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(same(stack.arrangedSubviews, [a, b]))
        #expect(same(stack.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 1)
        #expect(same(stack.arrangedSubviews, [a, c, b]))
        stack.addArrangedSubview(a)
        #expect(same(stack.arrangedSubviews, [c, b, a]), "an arranged view moves to the end")
        stack.removeArrangedSubview(b)
        #expect(same(stack.arrangedSubviews, [c, a]))
        #expect(b.superview === stack, "removeArrangedSubview keeps it as a subview, as UIKit does")
        a.removeFromSuperview()
        #expect(same(stack.arrangedSubviews, [c]), "leaving the tree leaves the arrangement")
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(
            stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    }

    @Test func anIndexOutOfBoundsIsReportedAndClamped() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        let (_, messages) = LayoutDiagnostics.collect { stack.insertArrangedSubview(b, at: 5) }
        #expect(same(stack.arrangedSubviews, [a, b]))
        #expect(
            messages.map(\.message) == [
                "Index 5 is out of bounds for the 1 arranged subviews of \(stack.itemDescription); using 1."
            ])
    }

    @Test func spacingConstantsAreUIKits() {
        #expect(UIStackView.spacingUseDefault == 3.4028234663852886e38)
        #expect(UIStackView.spacingUseSystem == 1.1754943508222875e-38)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(
            UIStackView.Alignment.lastBaseline.rawValue == 5 && UIStackView.Distribution.equalCentering.rawValue == 4)
    }

    @Test func aStackViewFitsItsArrangedViews() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(60, 30)])
        stack.spacing = 8
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 118, height: 30))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 58))
    }

    // MARK: Distributions

    @Test(arguments: directions)
    func fillStretchesTheViewWithTheLowestHugging(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        let root = placeStack(stack, dir, width: 300)
        #expect(stack.frame == mirrored(rect(10, 10, 300, 30), in: 400, dir))
        expectFrames(stack, [rect(0, 0, 50, 30), rect(58, 0, 242, 30)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func fillSizesAFloatingStackToItsViews(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 4
        let root = placeStack(stack, dir)
        #expect(stack.frame == mirrored(rect(10, 10, 60, 54), in: 400, dir))
        expectFrames(stack, [rect(0, 0, 60, 20), rect(0, 24, 60, 30)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func fillEquallyGivesEveryViewTheSameSize(_ dir: UITraitEnvironmentLayoutDirection) {
        let views = [IntrinsicView(30, 20), IntrinsicView(140, 20), IntrinsicView(10, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = placeStack(stack, dir, width: 320)
        expectFrames(stack, [rect(0, 0, 100, 20), rect(110, 0, 100, 20), rect(220, 0, 100, 20)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func fillEquallyWithLabels(_ dir: UITraitEnvironmentLayoutDirection) {
        let labels = ["One", "Two", "Three"].map { text -> UILabel in
            let l = UILabel()
            l.text = text
            return l
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = .fillEqually
        let root = placeStack(stack, dir, width: 300)
        // The 17 pt system font's line height, 20.287109375, is 20.5 points tall at @2x.
        expectFrames(stack, [rect(0, 0, 100, 20.5), rect(100, 0, 100, 20.5), rect(200, 0, 100, 20.5)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func fillProportionallyFollowsIntrinsicSizes(_ dir: UITraitEnvironmentLayoutDirection) {
        // UIKit's multipliers: 50/320, 100/320, 150/320 of the stack (intrinsic sizes plus 20 of
        // spacing); in 960 points the first two get 150 and 300 and the last takes the rest.
        let views = [IntrinsicView(50, 20), IntrinsicView(100, 20), IntrinsicView(150, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let root = placeStack(stack, dir, width: 960, rootWidth: 1000)
        expectFrames(stack, [rect(0, 0, 150, 20), rect(160, 0, 300, 20), rect(470, 0, 490, 20)], dir)
        // The multipliers follow a change of intrinsic size: 50/240, 100/240, 70/240.
        views[2].size.width = 70
        views[2].invalidateIntrinsicContentSize()
        stack.layoutIfNeeded()
        expectFrames(stack, [rect(0, 0, 200, 20), rect(210, 0, 400, 20), rect(620, 0, 340, 20)], dir)
        let proportions = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportions.map(\.priority) == [999, 998, 997])
        let expected: [CGFloat] = [50.0 / 240, 100.0 / 240, 70.0 / 240]
        #expect(proportions.map(\.multiplier) == expected)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func equalSpacingSharesTheRoomBetweenTheViews(_ dir: UITraitEnvironmentLayoutDirection) {
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 20), IntrinsicView(70, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        let root = placeStack(stack, dir, width: 300)
        expectFrames(stack, [rect(0, 0, 50, 20), rect(110, 0, 60, 20), rect(230, 0, 70, 20)], dir)
        #expect(
            stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy {
                $0.relation == .greaterThanOrEqual
            })
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func equalSpacingFloatingUsesTheMinimumSpacing(_ dir: UITraitEnvironmentLayoutDirection) {
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 12
        let root = placeStack(stack, dir)
        #expect(stack.frame.width == 122)
        expectFrames(stack, [rect(0, 0, 50, 20), rect(62, 0, 60, 20)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func equalCenteringSpacesTheCentresEqually(_ dir: UITraitEnvironmentLayoutDirection) {
        let views = [IntrinsicView(40, 20), IntrinsicView(60, 20), IntrinsicView(80, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        let root = placeStack(stack, dir, width: 300)
        // Centres at 20, 140, 260.
        expectFrames(stack, [rect(0, 0, 40, 20), rect(110, 0, 60, 20), rect(220, 0, 80, 20)], dir)
        let gaps = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(gaps.map(\.priority) == [149])
        withExtendedLifetime(root) {}
    }

    // MARK: Spacing

    @Test(arguments: directions)
    func customSpacingReplacesTheSpacingAfterAView(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(50, 20), b = IntrinsicView(50, 20), c = IntrinsicView(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 4
        stack.setCustomSpacing(20, after: a)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: c) == UIStackView.spacingUseDefault)
        let root = placeStack(stack, dir)
        expectFrames(stack, [rect(0, 0, 50, 20), rect(70, 0, 50, 20), rect(128, 0, 50, 20)], dir)
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(
            spacing.map(\.description) == [
                "<NSLayoutConstraint:\(spacing[0].debugAddress) 'UISV-spacing' H:[\(a.itemDescription)]-(20)-[\(b.itemDescription)]   (active)>",
                "<NSLayoutConstraint:\(spacing[1].debugAddress) 'UISV-spacing' H:[\(b.itemDescription)]-(NSSpace(8))-[\(c.itemDescription)]   (active)>",
            ])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        stack.layoutIfNeeded()
        expectFrames(stack, [rect(0, 0, 50, 20), rect(54, 0, 50, 20), rect(112, 0, 50, 20)], dir)
        withExtendedLifetime(root) {}
    }

    // MARK: Hidden views

    @Test(arguments: directions)
    func hiddenViewsCollapseAndLoseTheirSpacingAlsoAfterLayout(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 40), c = IntrinsicView(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let root = placeStack(stack, dir)
        expectFrames(stack, [rect(0, 0, 50, 40), rect(60, 0, 60, 40), rect(130, 0, 70, 40)], dir)
        b.isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 130, height: 20))
        expectFrames(stack, [rect(0, 0, 50, 20), rect(50, 0, 0, 40), rect(60, 0, 70, 20)], dir)
        let hiding = b.constraintsAffectingLayout(for: .horizontal).first {
            $0.identifier == "UISV-hiding" && $0.secondItem == nil
        }
        #expect(
            hiding?.description
                == "<NSLayoutConstraint:\(hiding?.debugAddress ?? "") 'UISV-hiding' H:[\(b.itemDescription)(0@999.999)]   (active)>"
        )
        #expect(hiding?.priority.rawValue == Float(bitPattern: 0x4479_FFF0))
        a.isHidden = true
        c.isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.width) == [0, 0, 0])
        #expect(stack.frame.size == .zero, "a stack whose views are all hidden collapses")
        #expect(!stack.hasAmbiguousLayout)
        a.isHidden = false
        b.isHidden = false
        c.isHidden = false
        stack.layoutIfNeeded()
        expectFrames(stack, [rect(0, 0, 50, 40), rect(60, 0, 60, 40), rect(130, 0, 70, 40)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func hidingTheFirstOrLastViewDropsTheEdgeSpacing(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 20), c = IntrinsicView(70, 20)
        a.isHidden = true
        c.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        let root = placeStack(stack, dir)
        #expect(stack.frame.size == CGSize(width: 60, height: 20))
        expectFrames(stack, [rect(0, 0, 50, 0), rect(0, 0, 60, 20), rect(0, 20, 70, 0)], dir)
        withExtendedLifetime(root) {}
    }

    // MARK: Conflicts

    @Test func aConflictListsTheStackViewsConstraintsWithTheirIdentifiers() {
        // The iOS 17 log this mirrors: a stack pinned to a 393-point-wide view, holding views of
        // required widths 30 and 60. iOS breaks `width == 60`; so does Plumb.
        let a = UIView(), b = UIView()
        let widthA = a.widthAnchor.constraint(equalToConstant: 30),
            widthB = b.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            widthA, widthB, a.heightAnchor.constraint(equalToConstant: 150),
            b.heightAnchor.constraint(equalToConstant: 250),
        ])
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .top
        let root = makeRoot(393, 400, .leftToRight)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let (_, messages) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let log = messages.first { $0.kind == .unsatisfiableConstraints }?.message ?? ""
        let s = stack.itemDescription
        #expect(log.contains("'UISV-spacing' H:[\(a.itemDescription)]-(0)-[\(b.itemDescription)]   (active)"))
        #expect(log.contains("'UISV-canvas-connection' H:[\(b.itemDescription)]-(0)-|   (active, names: '|':\(s) )"))
        #expect(log.contains("'UISV-canvas-connection' "))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(widthB.description)"))
        #expect(a.frame == rect(0, 0, 30, 150))
        #expect(b.frame == rect(30, 0, 363, 250))
        #expect(stack.frame == rect(0, 0, 393, 250))
    }
}
