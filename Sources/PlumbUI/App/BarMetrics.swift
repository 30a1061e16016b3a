import Foundation

/// UIKit's bar sizes, fonts and colours, each with its source. "Estimate" marks a number no
/// source states, measured from screenshots or chosen to match one.
enum BarMetrics {
    // MARK: Navigation bar

    /// Navigation bar height on iPhone in a regular height: 44 points. Source: Geoff Hackworth,
    /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity.medium.com): "the
    /// navigation bar and toolbar are 44 points tall".
    static let navigationBarHeight: CGFloat = 44
    /// Navigation bar height on iPad (regular width and height) since iOS 12: 50 points. Source:
    /// the same article ("the new iPad navigation bar and toolbar heights are 6 points taller at
    /// 50 points").
    static let navigationBarHeightPad: CGFloat = 50
    /// Navigation bar height in a compact height (iPhone landscape): 32 points. Source:
    /// useyourloaf.com, "Supporting iPhone X" ("the navigation bar has a smaller height of 32
    /// points").
    static let navigationBarHeightCompact: CGFloat = 32
    /// What large titles add to the bar: 52 points (44 + 52 = 96). Source: hacknicity (as above):
    /// "iOS 11's large titles add 52 points to the navigation bar height, giving a total of 96
    /// points without a status bar".
    static let largeTitleExtra: CGFloat = 52
    /// The height a navigation item's search controller adds under the title: 52 points
    /// (estimate of iOS 13 and later; iOS 11 added 56, Stack Overflow question 46318022).
    static let searchBarHeight: CGFloat = 52

    /// The title: 17-point semibold (UIKit's `UINavigationBar` default title font, the `.headline`
    /// text style; Apple HIG typography table, "Headline 17 pt semibold").
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The large title: 34 points (the `.largeTitle` text style, HIG typography table), bold
    /// (estimate from screenshots: the text style itself is regular, navigation bars draw it bold).
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// Bar button titles: 17-point regular; `.done` items semibold (HIG "Body 17 pt").
    static let itemFont = UIFont.systemFont(ofSize: 17, weight: .regular)
    static let doneItemFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// Space inside a bar button on each side of its title or image: 8 points (estimate from
    /// seed 000's trace of a 414-point bar, whose empty trailing bar guide sits 12 points from the
    /// edge, 8 outside the 20-point margin).
    static let itemPadding: CGFloat = 8
    /// Space after the back button's title: 6 points (estimate; with the chevron numbers below it
    /// makes seed 000's "Back" button 69 points wide with SF Pro's 36.5-point "Back").
    static let backTrailingPadding: CGFloat = 6
    /// Space between the back button and the leading items: 6 points (seed 000's trace: back
    /// button 0–69, leading bar guide at 75).
    static let backToItemsGap: CGFloat = 6
    /// The back chevron: 8 points from the leading edge (estimate from seed 000's trace), 13 × 21
    /// points (estimate), 6 points before the back title (estimate).
    static let chevronInset: CGFloat = 8
    static let chevronSize = CGSize(width: 13, height: 21)
    static let chevronGap: CGFloat = 6
    /// Distance from the bar's bottom to the large title's bottom edge (estimate).
    static let largeTitleBottomInset: CGFloat = 8

    /// The bar's background with the default (translucent) appearance, whose
    /// `backgroundEffect` is `systemChromeMaterial`: near-white at 94 % (estimate of the blurred
    /// material over white content); in dark mode near-black at 94 % (estimate: the dark chrome
    /// material's tint, white 0.11, see `UIBlurEffect`). Plumb draws it flat, without a blur.
    static let background = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(white: 0.11, alpha: 0.94)
            : UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 0.94)
    })
    /// The opaque background (`configureWithOpaqueBackground()`, and `isTranslucent = false`
    /// before a standard appearance is set): `systemBackground` (estimate; UIKit documents "opaque
    /// colors that are appropriate for the current theme").
    static let opaqueBackground = UIColor.systemBackground
    /// The hairline under a navigation bar and above a tab bar or toolbar (the default and opaque
    /// appearances' `shadowColor`): one pixel of black at 30 % (estimate); white at 15 % in dark
    /// mode (estimate).
    static let hairline = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    // MARK: Tab bar

    /// Tab bar height: 49 points in every orientation on iPhone. Sources: Apple HIG, "Tab Bars"
    /// (tab bars "maintain the same height in all screen orientations"); 49 points is UIKit's
    /// long-standing `UITabBar` height (365dos.com, "iOS Tab Bar高度详解").
    static let tabBarHeight: CGFloat = 49
    /// Tab bar height on iPad since iOS 12: 50 points (estimate, as the iPad navigation bar).
    static let tabBarHeightPad: CGFloat = 50
    /// Tab item titles: 10-point medium under the icon (estimate of iOS 13+), 13-point medium
    /// beside it in a compact height or on iPad (estimate).
    static let tabTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let tabTitleFontInline = UIFont.systemFont(ofSize: 13, weight: .medium)
    /// Tab icons fit in 25 × 25 points stacked, 18 × 18 inline (estimates after Apple HIG,
    /// "Tab Bars", custom icon sizes).
    static let tabIconSize: CGFloat = 25
    static let tabIconSizeInline: CGFloat = 18
    /// The unselected item colour (`systemGray`, estimate of UIKit's default
    /// `unselectedItemTintColor`).
    static let tabUnselected = UIColor.systemGray

    // MARK: Which bar

    /// The navigation bar height for traits.
    static func navigationBarHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return navigationBarHeightCompact }
        if traits.horizontalSizeClass == .regular, traits.verticalSizeClass == .regular {
            return navigationBarHeightPad
        }
        return navigationBarHeight
    }

    /// The tab bar height (without the bottom safe area) for traits.
    static func tabBarHeight(for traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? tabBarHeightPad : tabBarHeight
    }

    /// The side margin of bar contents (as a root view's minimum margins: 16, or 20 in a regular
    /// width or wider than 375 points; seed 000 shows 20 on a 414-point iPhone).
    static func sideMargin(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular || width > 375 ? 20 : 16
    }
}
