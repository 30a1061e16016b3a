import Foundation

extension UINavigationBar: LegacyBarAppearance {
    /// The appearance of a standard-height bar (default: UIKit's default appearance — the
    /// translucent material and the hairline). A copy is stored when set (UIKit's `@NSCopying`).
    ///
    /// Which appearance the bar draws (UIKit's rule, iOS 15 and later):
    /// - the top item's appearance wins over the bar's of the same kind;
    /// - in a compact height (iPhone landscape): ``compactAppearance``, else the standard one
    ///   (UIKit: "If the value of this property is nil, UIKit uses the standardAppearance of the
    ///   item stored in the topItem property");
    /// - when the bar belongs to a navigation controller and the top controller's content rests
    ///   at its top edge: ``scrollEdgeAppearance`` (``compactScrollEdgeAppearance`` first in a
    ///   compact height). The content is the top controller's view if it is a scroll view, or
    ///   its view's first subview if that is one (the scroll view UIKit adjusts for the bars);
    ///   it is at the edge while its `contentOffset.y` is at most `-adjustedContentInset.top`
    ///   (where Plumb's scroll views rest until an offset is set), or when there is no scroll
    ///   view (Apple's "UIKit will use scrollEdgeAppearance … always if you don't have a
    ///   UIScrollView in your hierarchy", iOS 15 bar notes on the Apple Developer Forums).
    ///
    /// Where Plumb differs: when no scroll-edge appearance is set (item's or bar's), UIKit 15+
    /// draws the standard appearance "modified to use a transparent background" at the scroll
    /// edge (Apple's `scrollEdgeAppearance` documentation); Plumb draws the standard appearance
    /// there, so that bars that were never styled look as they always have in Plumb. For iOS's
    /// look, set a transparent scroll-edge appearance:
    ///
    /// ```swift
    /// let edge = UINavigationBarAppearance()
    /// edge.configureWithTransparentBackground()
    /// navigationController.navigationBar.scrollEdgeAppearance = edge
    /// ```
    public var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance }
        set { setStandardAppearance(newValue) }
    }

    /// The appearance of a compact-height bar (default `nil`: the standard appearance). A copy
    /// is stored when set.
    public var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = adoptCopy(of: newValue) }
    }

    /// The appearance at the scroll edge (default `nil`: see ``standardAppearance``). A copy is
    /// stored when set. Ignored for a bar no navigation controller manages, as in UIKit.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// The appearance of a compact-height bar at the scroll edge (default `nil`:
    /// ``scrollEdgeAppearance``). A copy is stored when set.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// Sets the legacy background image for bar metrics (used until a ``standardAppearance`` is
    /// set; it replaces the translucent material, so a clear image makes the bar transparent).
    /// Plumb uses the `.default` image in every height.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, stretched over the bar (`nil` removes it).
    ///   - barMetrics: The metrics it is for.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        barItemChanged()
    }

    /// The legacy background image for bar metrics.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// The bar's standard appearance with the legacy properties applied while it was never set.
    private var barStandardAppearance: UINavigationBarAppearance {
        let image = backgroundImages[.default]
        let usesOthers = shadowImage != nil || titleTextAttributes != nil || largeTitleTextAttributes != nil
        return standardAppearanceWithLegacy(backgroundImage: image, usesOthers: usesOthers) { a in
            if let shadow = shadowImage {
                if shadow.size == .zero {
                    a.shadowColor = nil
                } else if image != nil {
                    a.shadowImage = shadow
                }
            }
            if let t = titleTextAttributes { a.titleTextAttributes = t }
            if let t = largeTitleTextAttributes { a.largeTitleTextAttributes = t }
        }
    }

    /// The appearance the bar draws now (the rule is at ``standardAppearance``).
    var appearanceInEffect: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = item?.standardAppearance ?? barStandardAppearance
        let resting = compact ? (item?.compactAppearance ?? _compactAppearance ?? standard) : standard
        guard atScrollEdge == true else { return resting }
        let edge =
            compact
            ? item?.compactScrollEdgeAppearance ?? _compactScrollEdgeAppearance ?? item?.scrollEdgeAppearance
                ?? _scrollEdgeAppearance
            : item?.scrollEdgeAppearance ?? _scrollEdgeAppearance
        // UIKit: `resting` with a transparent background; Plumb keeps `resting` (see above).
        return edge ?? resting
    }

    /// Applies an appearance's background, hairline and title attributes.
    func applyBackgroundAndTitles(_ a: UINavigationBarAppearance) {
        background.apply(a)
        titleLabel.font = a.titleTextAttributes[.font] as? UIFont ?? BarMetrics.titleFont
        titleLabel.textColor = a.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleView.label.font = a.largeTitleTextAttributes[.font] as? UIFont ?? BarMetrics.largeTitleFont
        largeTitleView.label.textColor = a.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
    }
}
