import Foundation
import Testing
@testable import PlumbUI

@MainActor private func label(_ text: String, size: CGFloat = 17) -> UILabel {
    let l = UILabel()
    l.font = .systemFont(ofSize: size)
    l.text = text
    return l
}

@MainActor @Suite struct StackViewAlignmentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var alignment: UIStackView.Alignment
        var height: CGFloat?
        var frames: [CGRect]
        var testDescription: String { "\(alignment) height \(height.map { fmt($0) } ?? "floating")" }
    }

    nonisolated static let horizontalCases: [Case] = [
        Case(alignment: .fill, height: nil, frames: [rect(0, 0, 50, 40), rect(50, 0, 50, 40)]),
        Case(alignment: .top, height: nil, frames: [rect(0, 0, 50, 20), rect(50, 0, 50, 40)]),
        Case(alignment: .center, height: nil, frames: [rect(0, 10, 50, 20), rect(50, 0, 50, 40)]),
        Case(alignment: .bottom, height: nil, frames: [rect(0, 20, 50, 20), rect(50, 0, 50, 40)]),
        Case(alignment: .fill, height: 100, frames: [rect(0, 0, 50, 100), rect(50, 0, 50, 100)]),
        Case(alignment: .top, height: 100, frames: [rect(0, 0, 50, 20), rect(50, 0, 50, 40)]),
        Case(alignment: .center, height: 100, frames: [rect(0, 40, 50, 20), rect(50, 30, 50, 40)]),
        Case(alignment: .bottom, height: 100, frames: [rect(0, 80, 50, 20), rect(50, 60, 50, 40)]),
    ]

    @Test(arguments: directions, horizontalCases)
    func horizontalAlignments(_ dir: UITraitEnvironmentLayoutDirection, _ c: Case) {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(50, 40)])
        stack.alignment = c.alignment
        let root = placeStack(stack, dir, height: c.height)
        #expect(stack.frame.size == CGSize(width: 100, height: c.height ?? 40))
        expectFrames(stack, c.frames, dir)
        withExtendedLifetime(root) {}
    }

    nonisolated static let verticalCases: [Case] = [
        Case(alignment: .fill, height: nil, frames: [rect(0, 0, 80, 20), rect(0, 20, 80, 20)]),
        Case(alignment: .leading, height: nil, frames: [rect(0, 0, 40, 20), rect(0, 20, 80, 20)]),
        Case(alignment: .center, height: nil, frames: [rect(20, 0, 40, 20), rect(0, 20, 80, 20)]),
        Case(alignment: .trailing, height: nil, frames: [rect(40, 0, 40, 20), rect(0, 20, 80, 20)]),
    ]

    @Test(arguments: directions, verticalCases)
    func verticalAlignmentsFollowTheLayoutDirection(_ dir: UITraitEnvironmentLayoutDirection, _ c: Case) {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(40, 20), IntrinsicView(80, 20)])
        stack.axis = .vertical
        stack.alignment = c.alignment
        let root = placeStack(stack, dir)
        #expect(stack.frame == mirrored(rect(10, 10, 80, 40), in: 400, dir))
        expectFrames(stack, c.frames, dir)
        withExtendedLifetime(root) {}
    }

    // MARK: Baselines

    @Test(arguments: directions)
    func firstBaselineAlignsLabelsOfTwoFontSizes(_ dir: UITraitEnvironmentLayoutDirection) {
        // 34 pt "Big": 51 × 41 (line height 2444 × 34 / 2048 = 40.57 → 41), baseline 32.373 from
        // the top; 12 pt "small": 29.5 × 14.5 (14.32 → 14.5), baseline 11.426 from the top. The
        // small label's top is 32.373 − 11.426 = 20.947, 21 on the @2x grid.
        let big = label("Big", size: 34), small = label("small", size: 12)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let root = placeStack(stack, dir)
        #expect(stack.frame.size == CGSize(width: 88.5, height: 41))
        expectFrames(stack, [rect(0, 0, 51, 41), rect(59, 21, 29.5, 14.5)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func baselineAlignmentsHoldTheGroupAtTheirEdgeInATallerStack(_ dir: UITraitEnvironmentLayoutDirection) {
        // Last baselines: "Big" ends at 60 (top 19), its baseline 60 − (41 − 32.373) = 51.373;
        // "small" ends 14.5 − 11.426 = 3.074 below it, top 54.447 − 14.5 = 39.947 → 40.
        for (alignment, frames) in [
            (UIStackView.Alignment.firstBaseline, [rect(0, 0, 51, 41), rect(59, 21, 29.5, 14.5)]),
            (.lastBaseline, [rect(0, 19, 51, 41), rect(59, 40, 29.5, 14.5)]),
        ] {
            let stack = UIStackView(arrangedSubviews: [label("Big", size: 34), label("small", size: 12)])
            stack.alignment = alignment
            stack.spacing = 8
            let root = placeStack(stack, dir, height: 60)
            expectFrames(stack, frames, dir)
            let fit = stack.constraints.first { $0.identifier == "UISV-canvas-fit" }
            #expect(fit?.priority == 49 && fit?.firstItem === stack && fit?.constant == 0)
            withExtendedLifetime(root) {}
        }
    }

    @Test(arguments: directions)
    func baselineRelativeArrangementSpacesBaselines(_ dir: UITraitEnvironmentLayoutDirection) {
        // The 12 pt baseline sits 20 below the 34 pt one's: 32.373 + 20 − 11.426 = 40.947 → 41.
        let big = label("Big", size: 34), small = label("small", size: 12)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 20
        let root = placeStack(stack, dir)
        expectFrames(stack, [rect(0, 0, 51, 41), rect(0, 41, 51, 14.5)], dir)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
        #expect(
            spacing?.firstAttribute == .firstBaseline && spacing?.secondAttribute == .lastBaseline
                && spacing?.constant == 20)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func aNestedVerticalStackAlignsOnItsFirstViewsBaseline(_ dir: UITraitEnvironmentLayoutDirection) {
        // The column's first baseline is the 34 pt label's (32.373 from the top); "Name" at 17 pt
        // has its baseline 16.1865 from its top, so its top is 16.1865 → 16 on the @2x grid.
        let column = UIStackView(arrangedSubviews: [label("Big", size: 34), label("small", size: 12)])
        column.axis = .vertical
        let name = label("Name")
        let row = UIStackView(arrangedSubviews: [column, name])
        row.alignment = .firstBaseline
        row.spacing = 8
        let root = placeStack(row, dir)
        #expect(row.frame.size == CGSize(width: 106.5, height: 55.5))
        expectFrames(row, [rect(0, 0, 51, 55.5), rect(59, 16, 47.5, 20.5)], dir)
        // A smaller font moves the baseline up (the 12 pt label is now the widest): the row re-aligns.
        (column.arrangedSubviews[0] as? UILabel)?.font = .systemFont(ofSize: 17)
        root.layoutIfNeeded()
        expectFrames(row, [rect(0, 0, 29.5, 35), rect(37.5, 0, 47.5, 20.5)], dir)
        withExtendedLifetime(root) {}
    }

    @Test func multiLineLabelsInABaselineStackShareTheWidth() {
        let a = label("A long label that wraps over a few lines"), b = label("Another long label that wraps too")
        a.numberOfLines = 0
        b.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .firstBaseline
        let root = placeStack(stack, .leftToRight, width: 300)
        let widths = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(widths.map(\.priority) == [760, 760])
        #expect(widths.map(\.multiplier) == [0.5, 0.5])
        #expect(a.frame.width == 150 && b.frame.width == 150)
        #expect(b.frame.minX == 150)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func aMultiLineLabelTakesAnEqualShareOfARowLikeOnIOS(_ dir: UITraitEnvironmentLayoutDirection) {
        // rdar://39275811: a multi-line label beside a switch gets half the row (minus half the
        // spacing) at 760, above the switch's hugging.
        let text = label("Enable notifications for every new message in this conversation")
        text.numberOfLines = 0
        let toggle = IntrinsicView(51, 31)
        let stack = UIStackView(arrangedSubviews: [text, toggle])
        stack.alignment = .center
        stack.spacing = 10
        let root = placeStack(stack, dir, width: 300)
        let share = stack.constraints.first { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(
            share?.firstItem === text && share?.multiplier == 0.5 && share?.constant == -5 && share?.priority == 760)
        #expect(text.frame.width == 145)
        #expect(toggle.frame == mirrored(rect(155, toggle.frame.minY, 145, 31), in: 300, dir))
        withExtendedLifetime(root) {}
    }

    // MARK: Labels, nesting and margins

    nonisolated static let labelDistributions: [(UIStackView.Distribution, [CGRect])] = [
        (.fill, [rect(0, 0, 47.5, 20.5), rect(57.5, 0, 44.5, 20.5), rect(112, 0, 185.5, 20.5)]),
        (.fillEqually, [rect(0, 0, 92.5, 20.5), rect(102.5, 0, 92.5, 20.5), rect(205, 0, 92.5, 20.5)]),
        (.equalSpacing, [rect(0, 0, 47.5, 20.5), rect(132.5, 0, 44.5, 20.5), rect(262, 0, 35.5, 20.5)]),
        (.equalCentering, [rect(0, 0, 47.5, 20.5), rect(129.5, 0, 44.5, 20.5), rect(262, 0, 35.5, 20.5)]),
    ]

    @Test(arguments: directions, labelDistributions.indices)
    func distributionsWithLabels(_ dir: UITraitEnvironmentLayoutDirection, _ index: Int) {
        // At 17 pt, "Name", "Value" and "Title" are 47.5, 44.5 and 35.5 wide (127.5 together) and
        // 20.5 tall (UIKit's line height 20.287 on the @2x grid).
        let (distribution, frames) = Self.labelDistributions[index]
        let labels = ["Name", "Value", "Title"].map { label($0) }
        labels[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = distribution
        stack.spacing = 10
        let root = placeStack(stack, dir, width: 297.5)
        expectFrames(stack, frames, dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func labelsFillTheRowAndTheLowerHuggingOneStretches(_ dir: UITraitEnvironmentLayoutDirection) {
        // "Name" is 47.5 wide at 17 pt.
        let name = label("Name"), value = label("Value")
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [name, value])
        stack.spacing = 8
        let root = placeStack(stack, dir, width: 300)
        expectFrames(stack, [rect(0, 0, 47.5, 20.5), rect(55.5, 0, 244.5, 20.5)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func nestedStacksSizeFromTheInsideOut(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = IntrinsicView(40, 20), b = IntrinsicView(50, 20)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 8
        let title = IntrinsicView(100, 30)
        let column = UIStackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 10
        let root = placeStack(column, dir)
        #expect(column.frame == mirrored(rect(10, 10, 100, 60), in: 400, dir))
        expectFrames(column, [rect(0, 0, 100, 30), rect(0, 40, 98, 20)], dir)
        expectFrames(row, [rect(0, 0, 40, 20), rect(48, 0, 50, 20)], dir)
        withExtendedLifetime(root) {}
    }

    @Test(arguments: directions)
    func marginsRelativeArrangementInsetsTheViews(_ dir: UITraitEnvironmentLayoutDirection) {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(60, 20)])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        let root = placeStack(stack, dir)
        #expect(stack.frame == mirrored(rect(10, 10, 140, 30), in: 400, dir))
        expectFrames(stack, [rect(10, 5, 50, 20), rect(60, 5, 60, 20)], dir)
        withExtendedLifetime(root) {}
    }

    // MARK: Identifiers and priorities

    @Test func topAlignmentMakesUIKitsConstraintsWithTheirPriorities() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(50, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .top
        stack.spacing = 8
        let root = placeStack(stack, .leftToRight)
        let made = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        #expect(made.count == 15)
        #expect(
            Set(made.map { "\($0.identifier ?? "")@\($0.priority.logValue)" }) == [
                "UISV-canvas-connection@1000", "UISV-spacing@1000", "UISV-alignment@1000",
                "UISV-spanning-boundary@999.5", "UISV-spanning-boundary@1000", "UISV-spanning-fit@51",
                "UISV-ambiguity-suppression@25",
            ])
        let spanner = stack.layoutGuides.first
        #expect(spanner?.itemDescription.hasPrefix("_UILayoutSpacer:0x") == true)
        #expect(spanner?.itemDescription.hasSuffix("'UISV-alignment-spanner'") == true)
        let fit = made.first { $0.identifier == "UISV-spanning-fit" }
        #expect(
            fit?.description
                == "<NSLayoutConstraint:\(fit?.debugAddress ?? "") 'UISV-spanning-fit' V:[\(spanner?.itemDescription ?? "")(0@51)]   (active)>"
        )
        let vertical = Set(a.constraintsAffectingLayout(for: .vertical).compactMap(\.identifier))
        #expect(
            vertical == [
                "UISV-canvas-connection", "UISV-alignment", "UISV-spanning-boundary", "UISV-ambiguity-suppression",
            ])
        let horizontal = Set(b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier))
        #expect(horizontal == ["UISV-canvas-connection", "UISV-spacing"])
        withExtendedLifetime(root) {}
    }

    @Test func equalSpacingUsesGapGuides() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(10, 10), IntrinsicView(10, 10), IntrinsicView(10, 10)])
        stack.distribution = .equalSpacing
        let root = placeStack(stack, .leftToRight, width: 100)
        #expect(
            stack.layoutGuides.map(\.itemDescription).allSatisfy {
                $0.hasPrefix("_UIOLAGapGuide:0x") && $0.hasSuffix("'UISV-distributing'")
            })
        #expect(stack.layoutGuides.count == 2)
        #expect(stack.layoutGuides.map(\.layoutFrame.width) == [35, 35])
        #expect(stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        withExtendedLifetime(root) {}
    }
}
