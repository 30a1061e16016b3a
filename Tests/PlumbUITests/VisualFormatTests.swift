import Foundation
import Testing
@testable import PlumbUI

/// `root` with `views` added as subviews (they are IntrinsicViews, already without autoresizing).
@MainActor private func host(_ dir: UITraitEnvironmentLayoutDirection, _ views: UIView..., width: CGFloat = 320)
    -> UIView
{
    let root = makeRoot(width, 200, dir)
    for v in views { root.addSubview(v) }
    return root
}

/// Activates the constraints of each format (failing the test on a parse error).
@MainActor private func activate(
    _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any]
) throws {
    for f in formats {
        NSLayoutConstraint.activate(
            try NSLayoutConstraint.visualFormatConstraints(f, options: options, metrics: metrics, views: views))
    }
}

/// `first.attr relation second.attr + constant @priority` for comparing constraints.
@MainActor private func summary(_ c: NSLayoutConstraint, _ names: [String: UIView]) -> String {
    func name(_ o: AnyObject?) -> String {
        guard let o else { return "nil" }
        return names.first { $0.value === o }?.key ?? "?"
    }
    var s = "\(name(c.firstItem)).\(c.firstAttribute.name) \(c.relation.symbol) "
    if c.secondItem != nil { s += "\(name(c.secondItem)).\(c.secondAttribute.name) + " }
    s += fmt(c.constant)
    if c.priority != .required { s += " @\(c.priority.logValue)" }
    return s
}

@MainActor @Suite struct VisualFormatTests {
    // MARK: Grammar forms → constraints

    @Test func standardSpaceIsEightBetweenSiblingsAndTheMarginToTheSuperview() throws {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 20)
        let root = host(.leftToRight, a, b)
        let cs = try NSLayoutConstraint.visualFormatConstraints("|-[a]-[b]-|", views: ["a": a, "b": b])
        let names = ["a": a, "b": b, "root": root]
        #expect(
            cs.map { summary($0, names) } == [
                "a.leading == root.leadingMargin + 0",
                "b.leading == a.trailing + 8",
                "root.trailingMargin == b.trailing + 0",
            ])
        #expect(cs.allSatisfy { !$0.isActive }, "returned unactivated, as UIKit does")
        #expect(cs.map(\.systemSpacingMultiplier) == [nil, 1, nil])
        // As in Apple's log: `UILabel:0x….leading == UIView:0x….leadingMargin`.
        #expect(
            cs[0].description
                == "<NSLayoutConstraint:\(cs[0].debugAddress) \(a.itemDescription).leading == \(root.itemDescription).leadingMargin   (inactive)>"
        )
        #expect(
            cs[1].description
                == "<NSLayoutConstraint:\(cs[1].debugAddress) H:[\(a.itemDescription)]-(NSSpace(8))-[\(b.itemDescription)]   (inactive)>"
        )
    }

    @Test func viewPredicatesMakeWidthConstraintsWithRelationsPrioritiesAndViews() throws {
        let button = IntrinsicView(10, 10), b2 = IntrinsicView(10, 10), flex = IntrinsicView(10, 10)
        _ = host(.leftToRight, button, b2, flex)
        let names = ["button": button, "b2": b2, "flex": flex]
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "[button(>=50)][b2(100@20)]-0-[flex(>=70,<=100@750,==button@1.5)]", views: names)
        #expect(
            cs.map { summary($0, names) } == [
                "button.width >= 50",
                "b2.leading == button.trailing + 0",
                "b2.width == 100 @20",
                "flex.leading == b2.trailing + 0",
                "flex.width >= 70",
                "flex.width <= 100 @750",
                "flex.width == button.width + 0 @1.5",
            ])
        #expect(cs[0].secondItem == nil && cs[0].secondAttribute == .notAnAttribute && cs[0].multiplier == 0)
        #expect(cs[6].multiplier == 1)
    }

    @Test func verticalFormatsUseTopBottomAndHeight() throws {
        let top = IntrinsicView(10, 10), bottom = IntrinsicView(10, 10)
        let root = host(.leftToRight, top, bottom)
        let names = ["top": top, "bottom": bottom, "root": root]
        let cs = try NSLayoutConstraint.visualFormatConstraints("V:|[top(==30)]-10-[bottom]-(>=8@750)-|", views: names)
        #expect(
            cs.map { summary($0, names) } == [
                "top.top == root.top + 0",
                "top.height == 30",
                "bottom.top == top.bottom + 10",
                "root.bottom >= bottom.bottom + 8 @750",
            ])
    }

    @Test func metricsAcceptEveryNumberTypeForConstantsAndPriorities() throws {
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 10)
        let root = host(.leftToRight, a, b)
        let names = ["a": a, "b": b, "root": root]
        let metrics: [String: Any] = [
            "int": 12, "double": 7.5, "cg": CGFloat(30), "float": Float(44), "ns": NSNumber(value: 3),
            "prio": UILayoutPriority.defaultHigh, "u8": UInt8(9), "b": 99,
        ]
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "|-int-[a(cg@prio)]-(double,>=ns@u8)-[b(<=float,>=b)]|", metrics: metrics, views: names)
        #expect(
            cs.map { summary($0, names) } == [
                "a.leading == root.leading + 12",
                "a.width == 30 @750",
                "b.leading == a.trailing + 7.5",
                "b.leading >= a.trailing + 3 @9",
                "b.width <= 44",
                "b.width >= 99",
                "root.trailing == b.trailing + 0",
            ])
    }

    @Test func typedDictionariesConvertToTheUIKitSignature() {
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 10)
        let root = host(.leftToRight, a, b)
        let views: [String: UIView] = ["a": a, "b": b]
        let metrics: [String: CGFloat] = ["gap": 12]
        let cs = NSLayoutConstraint.constraints(
            withVisualFormat: "|[a]-gap-[b]", options: [], metrics: metrics, views: views)
        #expect(cs.map(\.constant) == [0, 12])
        #expect(cs.first?.secondItem === root)
    }

    @Test func numbersAreReadWithCLocaleRules() throws {
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 10)
        _ = host(.leftToRight, a, b)
        let names = ["a": a, "b": b]
        // A comma separates predicates (C locale: no decimal comma); '5.', '1e1', '-2.5E-1' and
        // '0x10' are numbers as strtod_l reads them.
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "[a(12,5)]-0.5-[b(>=5.,<=1e1,==-2.5E-1,0x1.8p4)]", views: names)
        #expect(cs.map(\.constant) == [12, 5, 0.5, 5, 10, -0.25, 24])
        #expect(cs.map(\.relation) == [.equal, .equal, .equal, .greaterThanOrEqual, .lessThanOrEqual, .equal, .equal])
        // '.5' and '+3' are not: strtod_l is only tried from a digit or '-'.
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.visualFormatConstraints("[a]-.5-[b]", views: names)
        }
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.visualFormatConstraints("[a(+3)]", views: names)
        }
    }

    @Test func namesAreCIdentifiersAndSimplePredicatesTakeRelationsAndPriorities() throws {
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 10)
        let root = host(.leftToRight, a, b)
        let names = ["_view1": a, "view_2": b, "root": root]
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "H:|->=m_1@750-[_view1(==m_1)]->=8-[view_2]", metrics: ["m_1": 40], views: names)
        #expect(
            cs.map { summary($0, names) } == [
                "_view1.leading >= root.leading + 40 @750", "_view1.width == 40",
                "view_2.leading >= _view1.trailing + 8",
            ])
    }

    @Test func aVeryLongFormatParses() throws {
        let views = (0..<2000).map { _ in IntrinsicView(1, 1) }
        let root = makeRoot(4000, 100, .leftToRight)
        var names: [String: Any] = [:]
        for (i, v) in views.enumerated() {
            root.addSubview(v)
            names["v\(i)"] = v
        }
        let format = "H:|" + (0..<2000).map { "[v\($0)(==5)]" }.joined(separator: "-") + "|"
        let cs = try NSLayoutConstraint.visualFormatConstraints(format, views: names)
        #expect(cs.count == 2000 + 1999 + 2)
        #expect(cs[cs.count - 2].firstItem === views[1999] && cs[cs.count - 2].constant == 5)
        #expect(cs.last?.firstItem === root && cs.last?.secondItem === views[1999] && cs.last?.constant == 0)
    }

    // MARK: Frames

    @Test(arguments: directions)
    func aCompleteLineLaysOutAndMirrors(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let find = IntrinsicView(40, 20), next = IntrinsicView(60, 20), field = IntrinsicView(10, 20)
        let root = host(dir, find, next, field)
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let names = ["find": find, "findNext": next, "findField": field]
        try activate(["|-[find]-[findNext]-[findField(>=20)]-|"], options: .alignAllTop, views: names)
        try activate(["V:|-10-[find]"], views: names)
        root.layoutIfNeeded()
        // `|-` and `-|` are the root's margins (8); `-` between views is 8.
        #expect(find.frame == mirrored(rect(8, 10, 40, 20), in: 320, dir))
        #expect(next.frame == mirrored(rect(56, 10, 60, 20), in: 320, dir))
        // field: 320 - 8 - 124 = 188, stretched (its hugging is the lowest).
        #expect(field.frame == mirrored(rect(124, 10, 188, 20), in: 320, dir))
        #expect(!field.hasAmbiguousLayout)
    }

    @Test(arguments: directions)
    func equalWidthsAndFlushViews(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let b1 = IntrinsicView(50, 20), b2 = IntrinsicView(50, 20), maroon = IntrinsicView(30, 10),
            blue = IntrinsicView(30, 10)
        let root = host(dir, b1, b2, maroon, blue)
        let names = ["b1": b1, "b2": b2, "maroon": maroon, "blue": blue]
        try activate(["|-[b1(==b2)]-[b2]-|", "|[maroon][blue]", "V:|[b1]-[maroon]"], views: names)
        try activate(["V:|[b2]", "V:[maroon][blue]"], options: [], views: names)
        root.layoutIfNeeded()
        #expect(b1.frame == mirrored(rect(8, 0, 148, 20), in: 320, dir))
        #expect(b2.frame == mirrored(rect(164, 0, 148, 20), in: 320, dir))
        #expect(maroon.frame == mirrored(rect(0, 28, 30, 10), in: 320, dir))
        #expect(blue.frame == mirrored(rect(30, 38, 30, 10), in: 320, dir))
    }

    @Test(arguments: directions)
    func connectionToSuperviewWithMetricsAndPriorities(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let purple = IntrinsicView(10, 10)
        let root = host(dir, purple)
        try activate(
            ["|-m-[purple]-(>=m@999)-|", "V:|-m-[purple(h)]"], metrics: ["m": 50, "h": 20], views: ["purple": purple])
        root.layoutIfNeeded()
        #expect(purple.frame == mirrored(rect(50, 50, 10, 20), in: 320, dir))
        #expect(!purple.hasAmbiguousLayout)
    }

    @Test(arguments: directions)
    func leftToRightOptionIgnoresTheLayoutDirection(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 20)
        let root = host(dir, a, b)
        let names = ["a": a, "b": b]
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "|-10-[a]-[b]", options: .directionLeftToRight, views: names)
        #expect(cs.map(\.firstAttribute) == [.left, .left])
        #expect(cs.map(\.secondAttribute) == [.left, .right])
        NSLayoutConstraint.activate(cs)
        try activate(["V:|[a]", "V:|[b]"], views: names)
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 50, 20))
        #expect(b.frame == rect(68, 0, 60, 20))
    }

    @Test(arguments: directions)
    func rightToLeftOptionLaysOutFromTheRightEdge(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 20)
        let root = host(dir, a, b)
        let names = ["a": a, "b": b, "root": root]
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "|-10-[a]-[b]-(>=0)-|", options: .directionRightToLeft, views: names)
        #expect(
            cs.map { summary($0, names) } == [
                "root.right == a.right + 10", "a.left == b.right + 8", "b.left >= root.left + 0",
            ])
        NSLayoutConstraint.activate(cs)
        try activate(["V:|[a]", "V:|[b]"], views: names)
        root.layoutIfNeeded()
        #expect(a.frame == rect(260, 0, 50, 20))
        #expect(b.frame == rect(192, 0, 60, 20))
    }

    @Test(arguments: directions)
    func alignmentOptionsAlignConsecutiveViewsAcrossTheAxis(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let a = IntrinsicView(50, 20), b = IntrinsicView(30, 40), c = IntrinsicView(20, 10)
        let root = host(dir, a, b, c)
        let names = ["a": a, "b": b, "c": c]
        let row = try NSLayoutConstraint.visualFormatConstraints("|[a][b][c]", options: .alignAllCenterY, views: names)
        #expect(
            row.suffix(2).map { summary($0, names) } == ["a.centerY == b.centerY + 0", "b.centerY == c.centerY + 0"])
        NSLayoutConstraint.activate(row)
        try activate(["V:|-20-[b]"], views: names)
        root.layoutIfNeeded()
        #expect(a.frame == mirrored(rect(0, 30, 50, 20), in: 320, dir))
        #expect(b.frame == mirrored(rect(50, 20, 30, 40), in: 320, dir))
        #expect(c.frame == mirrored(rect(80, 35, 20, 10), in: 320, dir))

        let d = IntrinsicView(70, 10), e = IntrinsicView(40, 10)
        root.addSubview(d)
        root.addSubview(e)
        try activate(["V:[c]-[d]-[e]"], options: [.alignAllTrailing], views: ["c": c, "d": d, "e": e])
        root.layoutIfNeeded()
        #expect(d.frame == mirrored(rect(30, 53, 70, 10), in: 320, dir))
        #expect(e.frame == mirrored(rect(60, 71, 40, 10), in: 320, dir))
    }

    @Test(arguments: directions)
    func baselineAlignmentAndBaselineToBaselineSpacingWithLabels(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let big = UILabel(), small = UILabel(), below = UILabel()
        for (l, size) in [(big, 34.0), (small, 12.0), (below, 17.0)] {
            l.translatesAutoresizingMaskIntoConstraints = false
            l.font = .systemFont(ofSize: size)
            l.text = "Hg"
        }
        let root = host(dir, big, small, below)
        let names = ["big": big, "small": small, "below": below]
        try activate(["|-[big]-[small]"], options: .alignAllFirstBaseline, views: names)
        try activate(["V:|-[big]-20-[below]"], options: [.alignAllLeading, .spacingBaselineToBaseline], views: names)
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        #expect(big.frame.minY == 8)
        #expect(big.frame.minX == (dir == .leftToRight ? 8 : 320 - 8 - big.frame.width))
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "first baselines aligned (to the pixel grid)")
        let bigLast = big.frame.maxY - big.lastBaselineOffsetFromBottom
        let belowFirst = below.frame.minY + below.firstBaselineOffsetFromTop
        #expect(abs(belowFirst - bigLast - 20) <= 0.5, "baseline to baseline 20")
        #expect(dir == .leftToRight ? below.frame.minX == big.frame.minX : below.frame.maxX == big.frame.maxX)
    }

    // MARK: Descriptions

    @Test func descriptionsReadLikeUIKits() throws {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Name"
        let field = IntrinsicView(10, 10)
        let root = host(.leftToRight, label, field)
        let cs = try NSLayoutConstraint.visualFormatConstraints(
            "H:|-(20)-[label(>=40@750)]-[field]-8-|",
            views: ["label": label, "field": field])
        let l = label.itemDescription, f = field.itemDescription, r = root.itemDescription
        #expect(l == "UILabel:\(label.debugAddress)'Name'")
        #expect(
            cs.map(\.description) == [
                "<NSLayoutConstraint:\(cs[0].debugAddress) H:|-(20)-[\(l)]   (inactive, names: '|':\(r) )>",
                "<NSLayoutConstraint:\(cs[1].debugAddress) H:[\(l)(>=40@750)]   (inactive)>",
                "<NSLayoutConstraint:\(cs[2].debugAddress) H:[\(l)]-(NSSpace(8))-[\(f)]   (inactive)>",
                "<NSLayoutConstraint:\(cs[3].debugAddress) H:[\(f)]-(8)-|   (inactive, names: '|':\(r) )>",
            ])
        NSLayoutConstraint.activate(cs)
        #expect(cs[0].description.hasSuffix("(active, names: '|':\(r) )>"))
    }
}
