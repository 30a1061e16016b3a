import Foundation

/// The common part of bar items (UIKit's `UIBarItem`): a title, an image, a tag.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? { didSet { if title != oldValue { itemChanged() } } }
    /// The item's image (drawn template-style in the tint colour).
    open var image: UIImage? { didSet { itemChanged() } }
    /// Whether the item is enabled (a disabled item draws at half opacity).
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { itemChanged() } } }
    /// An integer you can use to identify the item.
    open var tag: Int = 0
    /// An identifier shown in logs and traces.
    open var accessibilityIdentifier: String?
    /// Kept for source compatibility.
    open var accessibilityLabel: String?

    /// Creates an item.
    public override init() { super.init() }

    /// Nib loading is not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    /// The bars showing this item, told when it changes.
    var observers: [WeakBarObserver] = []

    func itemChanged() {
        observers.removeAll { $0.bar == nil }
        for o in observers { o.bar?.barItemChanged() }
    }

    func observe(_ bar: BarItemObserver) {
        if !observers.contains(where: { $0.bar === bar }) { observers.append(WeakBarObserver(bar: bar)) }
    }
}

/// A bar that shows bar items and redraws when one changes.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemChanged()
}

@MainActor
struct WeakBarObserver {
    weak var bar: (any BarItemObserver)?
}
