import Foundation

// Dynamic Type limits (iOS 15): `minimumContentSizeCategory` and `maximumContentSizeCategory`
// clamp the `preferredContentSizeCategory` of the view's traits, and so of its subviews', which
// inherit them (Apple's documentation: "the minimum content size category for the view and its
// subviews"; `nil` removes the limit). A minimum above the maximum is not applied: only the
// maximum is (as useyourloaf.com's "Restricting Dynamic Type Sizes" observed on iOS 15).

extension ViewAppearance {
    /// `category` within the limits; `.unspecified` stays unspecified.
    func clamped(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        var c = category
        let lo = minimumContentSize.flatMap { $0 == .unspecified ? nil : $0 }
        let hi = maximumContentSize.flatMap { $0 == .unspecified ? nil : $0 }
        if let lo, hi.map({ lo <= $0 }) ?? true, c < lo { c = lo }
        if let hi, c > hi { c = hi }
        return c
    }
}

extension UIView {
    /// The setter of ``minimumContentSizeCategory`` and ``maximumContentSizeCategory``: the
    /// view and the subviews whose traits change are told (`traitCollectionDidChange(_:)`), and
    /// labels that adjust their fonts for the content size do so.
    ///
    /// ```swift
    /// titleLabel.maximumContentSizeCategory = .accessibilityMedium   // never larger than AX-M
    /// ```
    func setContentSizeLimit(_ category: UIContentSizeCategory?, minimum: Bool) {
        let old = traitCollection
        if _appearance == nil {
            guard category != nil else { return }
            _appearance = ViewAppearance()
        }
        if minimum { _appearance?.minimumContentSize = category } else { _appearance?.maximumContentSize = category }
        if old != traitCollection { traitsChanged(from: old) }
    }

    /// ``appliedContentSizeCategoryLimitsDescription``: one line per view from the root down
    /// to this one, numbered from the root (highest) to this view (1), each
    /// `N. <Class:address>: MIN <= (INHERITED->)RESULT <= MAX` with `-` for a missing limit and
    /// `none` for what the root inherits, then `--> RESULT`. The layout follows the output
    /// published for iOS 15 (useyourloaf.com, "Restricting Dynamic Type Sizes"); an estimate of
    /// UIKit's exact text.
    var contentSizeLimitsDescription: String {
        var chain: [UIView] = []
        var v: UIView? = self
        while let x = v { chain.append(x); v = x.superview }
        var lines: [String] = []
        for (i, view) in chain.enumerated().reversed() {
            let inherited = view.superview.map { $0.traitCollection.preferredContentSizeCategory.shortName } ?? "none"
            let lo = view._appearance?.minimumContentSize?.shortName ?? "-"
            let hi = view._appearance?.maximumContentSize?.shortName ?? "-"
            let result = view.traitCollection.preferredContentSizeCategory.shortName
            lines.append(
                " \(i + 1). <\(typeName(view)):\(view.debugAddress)>: \(lo) <= (\(inherited)->)\(result) <= \(hi)")
        }
        lines.append("--> " + traitCollection.preferredContentSizeCategory.shortName)
        return lines.joined(separator: "\n")
    }
}

extension UIContentSizeCategory {
    /// The short name UIKit's limits description prints (XS ... XXXL, AX-M ... AX-XXXL).
    var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX-M"
        case .accessibilityLarge: "AX-L"
        case .accessibilityExtraLarge: "AX-XL"
        case .accessibilityExtraExtraLarge: "AX-XXL"
        case .accessibilityExtraExtraExtraLarge: "AX-XXXL"
        default: "unspecified"
        }
    }
}
