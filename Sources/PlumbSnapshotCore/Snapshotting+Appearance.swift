import Foundation
public import PlumbUI

extension Snapshotting {
    /// The same strategy in dark mode: the window's `userInterfaceStyle` is `.dark`, dynamic
    /// colours take their dark values, the default background is black, and the variant name
    /// gets `.dark` after the direction (`w375.ltr.dark@2x`).
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneX).dark)
    /// ```
    public var dark: Snapshotting { userInterfaceStyle(.dark) }

    /// The same strategy in light mode (the default; the variant name has no style part).
    public var light: Snapshotting { userInterfaceStyle(.light) }

    /// The same strategy in a style (`.unspecified` is light).
    public func userInterfaceStyle(_ style: UIUserInterfaceStyle) -> Snapshotting {
        var s = self
        s.userInterfaceStyle = style == .dark ? .dark : .light
        return s
    }

    /// The same strategy with traits applied: those `traits` gives (see
    /// `UITraitCollection(traitsFrom:)`) replace the strategy's. The layout direction, display
    /// scale, Dynamic Type size and style become the strategy's own (and appear in the variant
    /// name as usual); size classes, level, contrast and legibility weight are kept in
    /// ``traits`` and named after the content size: `.elevated`, `.hc` (increased contrast),
    /// `.bold` (bold text), `.regularWidth`/`.compactWidth`, `.regularHeight`/`.compactHeight`.
    ///
    /// ```swift
    /// assertSnapshot(of: form, as: .image(width: 375).traits(UITraitCollection(accessibilityContrast: .high)).dark)
    /// // form.w375.ltr.dark@2x.hc.png
    /// ```
    public func traits(_ t: UITraitCollection) -> Snapshotting {
        var s = self
        if t.given.contains(.layoutDirection) {
            s.layoutDirection = t.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
        if t.given.contains(.displayScale) { s.scale = t.displayScale }
        if t.given.contains(.contentSize) { s.contentSizeCategory = t.preferredContentSizeCategory }
        if t.given.contains(.userInterfaceStyle) {
            s.userInterfaceStyle = t.userInterfaceStyle == .dark ? .dark : .light
        }
        var extra = UITraitCollection()
        if t.given.contains(.horizontalSizeClass) { extra.horizontalSizeClass = t.horizontalSizeClass }
        if t.given.contains(.verticalSizeClass) { extra.verticalSizeClass = t.verticalSizeClass }
        if t.given.contains(.userInterfaceLevel) { extra.userInterfaceLevel = t.userInterfaceLevel }
        if t.given.contains(.accessibilityContrast) { extra.accessibilityContrast = t.accessibilityContrast }
        if t.given.contains(.legibilityWeight) { extra.legibilityWeight = t.legibilityWeight }
        if t.given.contains(.userInterfaceIdiom) { extra.userInterfaceIdiom = t.userInterfaceIdiom }
        s.traits = UITraitCollection(traitsFrom: [s.traits, extra])
        return s
    }

    /// The variant-name part of ``traits``: `.elevated.hc.bold.regularWidth...` for the traits it
    /// gives that differ from a snapshot's defaults.
    var traitsSuffix: String {
        var parts: [String] = []
        let t = traits
        if t.given.contains(.userInterfaceLevel), t.userInterfaceLevel == .elevated { parts.append("elevated") }
        if t.given.contains(.accessibilityContrast), t.accessibilityContrast == .high { parts.append("hc") }
        if t.given.contains(.legibilityWeight), t.legibilityWeight == .bold { parts.append("bold") }
        func sizeClass(_ c: UIUserInterfaceSizeClass, _ axis: String) {
            switch c {
            case .regular: parts.append("regular" + axis)
            case .compact: parts.append("compact" + axis)
            case .unspecified: parts.append("unspecified" + axis)
            }
        }
        if t.given.contains(.horizontalSizeClass) { sizeClass(t.horizontalSizeClass, "Width") }
        if t.given.contains(.verticalSizeClass) { sizeClass(t.verticalSizeClass, "Height") }
        if t.given.contains(.userInterfaceIdiom), t.userInterfaceIdiom != .phone {
            parts.append(t.userInterfaceIdiom.variantName)
        }
        return parts.map { "." + $0 }.joined()
    }

    /// The window's traits for this strategy, on a screen with these size classes and idiom.
    func windowTraits(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    ) -> UITraitCollection {
        let base = UITraitCollection(
            layoutDirection: layoutDirection, displayScale: scale,
            preferredContentSizeCategory: contentSizeCategory,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: userInterfaceIdiom)
        return UITraitCollection(traitsFrom: [base, traits])
    }
}

extension UIUserInterfaceIdiom {
    /// The idiom's part of a variant name.
    var variantName: String {
        switch self {
        case .unspecified: "unspecifiedIdiom"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
