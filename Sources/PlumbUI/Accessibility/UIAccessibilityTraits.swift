import Foundation

/// What an accessibility element is and how it behaves, for VoiceOver: UIKit's
/// `UIAccessibilityTraits`, an option set combined with `|`/`insert` as on iOS.
///
/// Standard views and controls have their own (a label is `.staticText`, a button `.button`, a
/// disabled control adds `.notEnabled`); set ``UIResponder/accessibilityTraits`` on custom views.
///
/// ```swift
/// headerLabel.accessibilityTraits.insert(.header)
/// favouriteButton.accessibilityTraits = [.button, .selected]
/// ```
///
/// The members are UIKit's (Apple's "UIAccessibilityTraits" documentation). The raw values
/// up to `searchField` (1 ... 1024) are UIKit's constants as Xamarin's `UIAccessibilityTrait`
/// binding lists them (learn.microsoft.com, "UIAccessibilityTrait Enum"); `tabBar` (1 << 15) and
/// `header` (1 << 16) are the values AccessibilitySnapshot's model uses; `supportsZoom` and
/// `toggleButton` are estimates. Code should not depend on raw values: iOS does not document them.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected tab or segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user (a disabled control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted through a range (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element lets a VoiceOver user touch it directly (a drawing area, a keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar (a container of tabs).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element supports zooming (an estimate of UIKit's raw value).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element behaves like a toggle button (iOS 17; an estimate of UIKit's raw value).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 34)

    /// The traits with their UIKit names, in declaration order (for snapshot legends and messages).
    package static let named: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        (.header, "header"), (.supportsZoom, "supportsZoom"), (.toggleButton, "toggleButton"),
    ]

    /// The UIKit names of the traits, in declaration order; unknown bits as `0x…`.
    ///
    /// ```swift
    /// ([.button, .selected] as UIAccessibilityTraits).names   // ["button", "selected"]
    /// ```
    package var names: [String] {
        var rest = self
        var out: [String] = []
        for (t, name) in Self.named where contains(t) {
            out.append(name)
            rest.remove(t)
        }
        if !rest.isEmpty { out.append("0x" + String(rest.rawValue, radix: 16)) }
        return out
    }

    /// The traits of interactive elements: those VoiceOver users activate or adjust, which need a
    /// name to be usable (`button`, `link`, `adjustable`, `searchField`, `keyboardKey`,
    /// `toggleButton`).
    package static let interactive: UIAccessibilityTraits = [
        .button, .link, .adjustable, .searchField, .keyboardKey, .toggleButton,
    ]
}
