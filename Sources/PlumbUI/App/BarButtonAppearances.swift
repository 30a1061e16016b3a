import Foundation

/// The `.plain` and `.done` bar button item appearances a navigation bar or toolbar appearance
/// holds (UIKit's `buttonAppearance` and `doneButtonAppearance` of `UINavigationBarAppearance`
/// and `UIToolbarAppearance`).
@MainActor
struct BarButtonAppearances {
    /// The appearance of `.plain` items.
    var plain = UIBarButtonItemAppearance(style: .plain)
    /// The appearance of `.done` items.
    var done = UIBarButtonItemAppearance(style: .done)

    /// Both, to observe.
    var all: [any ObservedBarAppearance] { [plain, done] }

    /// Independent copies of both.
    func copied() -> BarButtonAppearances {
        BarButtonAppearances(plain: plain.copy(), done: done.copy())
    }
}

/// A bar appearance with bar button item appearances: `UINavigationBarAppearance` and
/// `UIToolbarAppearance`, which share here how they copy them from each other and how a bar
/// draws an item's title with them.
@MainActor
protocol BarButtonAppearanceHolder: UIBarAppearance {
    /// The stored button appearances (their public accessors store copies).
    var buttons: BarButtonAppearances { get set }
}

/// How a bar draws a text item's title: the font, the colour and the offset.
struct BarButtonTitleStyle {
    var font: UIFont
    var color: UIColor
    var offset: UIOffset
}

extension UIBarAppearance {
    /// Copies of the button appearances of `other` if it has any (a navigation bar or toolbar
    /// appearance), else `nil`: what a navigation bar or toolbar appearance made from another one
    /// takes (UIKit's `init(barAppearance:)`).
    func copiedButtonAppearances(of other: UIBarAppearance) -> BarButtonAppearances? {
        (other as? any BarButtonAppearanceHolder)?.buttons.copied()
    }
}

extension BarButtonAppearanceHolder {
    /// The title style of a bar button item: the attributes of its style's appearance (`.done` or
    /// `.plain`) for its state win over the defaults (17-point regular, semibold for `.done`, in
    /// the item's or else the bar's tint colour), moved by the state's title offset.
    ///
    /// - Parameters:
    ///   - item: The item (`nil`: a plain, enabled item).
    ///   - tint: The bar's tint colour.
    /// - Returns: The font, colour and offset to draw the title with.
    func titleStyle(of item: UIBarButtonItem?, tint: UIColor) -> BarButtonTitleStyle {
        let done = item?.style == .done
        let appearance = done ? buttons.done : buttons.plain
        let enabled = item?.isEnabled ?? true
        let attributes = appearance.titleAttributes(enabled: enabled)
        return BarButtonTitleStyle(
            font: attributes[.font] as? UIFont ?? (done ? BarMetrics.doneItemFont : BarMetrics.itemFont),
            color: attributes[.foregroundColor] as? UIColor ?? item?.tintColor ?? tint,
            offset: appearance.titleOffset(enabled: enabled))
    }
}
