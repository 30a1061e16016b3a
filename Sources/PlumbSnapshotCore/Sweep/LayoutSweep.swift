public import Foundation
public import PlumbUI

/// A layout sweep: one layout re-solved over a range of widths or heights, over the Dynamic Type
/// sizes or over both layout directions, to find the **breakpoints** where its shape changes (a
/// label wraps to another line count or truncates, a constraint breaks, views start to overlap or
/// leave their superview, a view becomes ambiguous).
///
/// A sweep is a small value like ``Snapshotting``: an axis and the strategy every step starts
/// from (scale, direction, content size, traits). Widths and heights are swept every `step`
/// points and each change between two steps is bisected to the pixel (`1 / scale` points).
///
/// ```swift
/// assertLayoutSweep(of: card, over: .widths(280...1024))                 // card.w280-1024.ltr@2x.sweep.txt
/// assertLayoutSweep(of: card, over: .widths(280...1024).rightToLeft)     // card.w280-1024.rtl@2x.sweep.txt
/// assertLayoutSweep(of: card, over: .contentSizes(width: 375))           // card.w375.ltr@2x.sizes.sweep.txt
/// ```
public struct LayoutSweep: Sendable, Hashable {
    /// What changes from step to step.
    public enum Axis: Sendable, Hashable {
        /// The width, every `step` points over `range` (bisected to the pixel between steps).
        case widths(ClosedRange<CGFloat>, step: CGFloat)
        /// The height, every `step` points over `range` (bisected to the pixel between steps).
        case heights(ClosedRange<CGFloat>, step: CGFloat)
        /// The Dynamic Type size, in the order given (smallest first).
        case contentSizes([UIContentSizeCategory])
        /// Left to right, then right to left.
        case directions
    }

    /// What changes from step to step.
    public var axis: Axis
    /// The layout of every step: its size (the width or height the axis sets is replaced at each
    /// step; a `.width` size gets the height that fits at each step), direction, scale, Dynamic
    /// Type size and traits. Its format and lint checks are not used.
    public var strategy: Snapshotting

    /// Creates a sweep; prefer the factories (``widths(_:step:height:scale:)`` ...).
    public init(axis: Axis, strategy: Snapshotting) {
        self.axis = axis
        self.strategy = strategy
    }

    /// Every `step` points from `range.lowerBound` to `range.upperBound` (the upper bound is always
    /// a step), with the height that fits the content at each width, or a fixed `height`.
    ///
    /// - Precondition: `step > 0` and the range within 1 ... 10 000 points.
    public static func widths(
        _ range: ClosedRange<CGFloat>, step: CGFloat = 1, height: CGFloat? = nil, scale: CGFloat = 2
    ) -> LayoutSweep {
        LayoutSweep(
            axis: .widths(range, step: step), strategy: .image(width: range.lowerBound, height: height, scale: scale))
    }

    /// Every `step` points over a range of heights at a fixed `width`.
    public static func heights(
        _ range: ClosedRange<CGFloat>, step: CGFloat = 1, width: CGFloat, scale: CGFloat = 2
    ) -> LayoutSweep {
        LayoutSweep(
            axis: .heights(range, step: step), strategy: .image(width: width, height: range.lowerBound, scale: scale))
    }

    /// Each Dynamic Type size in `categories` (default: all 12, `extraSmall` to
    /// `accessibilityExtraExtraExtraLarge`), at a width and the height that fits (or a fixed height).
    public static func contentSizes(
        _ categories: [UIContentSizeCategory] = UIContentSizeCategory.ordered, width: CGFloat,
        height: CGFloat? = nil, scale: CGFloat = 2
    ) -> LayoutSweep {
        LayoutSweep(axis: .contentSizes(categories), strategy: .image(width: width, height: height, scale: scale))
    }

    /// Left to right and right to left, at a width and the height that fits (or a fixed height).
    public static func directions(width: CGFloat, height: CGFloat? = nil, scale: CGFloat = 2) -> LayoutSweep {
        LayoutSweep(axis: .directions, strategy: .image(width: width, height: height, scale: scale))
    }

    /// A sweep of a device's screen: its height, scale, safe area and size classes, with the
    /// width swept over `range`.
    public static func widths(_ range: ClosedRange<CGFloat>, step: CGFloat = 1, on device: Device) -> LayoutSweep {
        LayoutSweep(axis: .widths(range, step: step), strategy: .image(on: device))
    }

    /// The same sweep laid out right to left (not for a ``Axis/directions`` sweep).
    public var rightToLeft: LayoutSweep { var s = self; s.strategy = strategy.rightToLeft; return s }
    /// The same sweep at a Dynamic Type size (not for a ``Axis/contentSizes(_:)`` sweep).
    public func contentSize(_ c: UIContentSizeCategory) -> LayoutSweep {
        var s = self; s.strategy = strategy.contentSize(c); return s
    }
    /// The same sweep with further window traits (see ``Snapshotting/traits(_:)``).
    public func traits(_ t: UITraitCollection) -> LayoutSweep {
        var s = self; s.strategy = strategy.traits(t); return s
    }

    /// The stable variant name of the reference: the axis and range in place of the size, then the
    /// strategy's direction, scale and traits, and `.sweep`: `w280-1024.ltr@2x.sweep`,
    /// `h400-900.w375.ltr@2x.sweep`, `w375.ltr@2x.sizes.sweep`, `w375@2x.directions.sweep`.
    public var variantName: String {
        let base = strategy.variantName
        // The strategy's name without its size part (`w280.ltr@2x.xxl` -> `ltr@2x.xxl`).
        let rest = base.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        func n(_ v: CGFloat) -> String { SnapshotSize.number(v) }
        switch axis {
        case .widths(let r, let step):
            let size: String
            switch strategy.size {
            case .device(let d): size = SnapshotNaming.sanitize(d.name) + ".w"
            case .fixed(_, let h): size = "h\(n(h)).w"
            case .width: size = "w"
            }
            return "\(size)\(n(r.lowerBound))-\(n(r.upperBound))" + (step == 1 ? "" : "by\(n(step))") + ".\(rest).sweep"
        case .heights(let r, let step):
            let width = strategy.size.width.map { "w\(n($0))." } ?? ""
            return "\(width)h\(n(r.lowerBound))-\(n(r.upperBound))" + (step == 1 ? "" : "by\(n(step))")
                + ".\(rest).sweep"
        case .contentSizes(let cs):
            let all = cs == UIContentSizeCategory.ordered
            let list = all ? "sizes" : "sizes-" + cs.map(Snapshotting.shortName).joined(separator: "-")
            return base + ".\(list).sweep"
        case .directions:
            // Both directions are in it: the direction part is left out.
            let noDirection = base.replacingOccurrences(of: ".ltr", with: "").replacingOccurrences(of: ".rtl", with: "")
            return noDirection + ".directions.sweep"
        }
    }
}

extension SnapshotSize {
    /// The width this size fixes, if it fixes one.
    var width: CGFloat? {
        switch self {
        case .device(let d): d.size.width
        case .width(let w): w
        case .fixed(let w, _): w
        }
    }
}
