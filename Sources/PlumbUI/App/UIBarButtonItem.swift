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

/// A button in a navigation bar or toolbar: UIKit's `UIBarButtonItem`, with UIKit's closure API.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in
///     self.save()
/// })
/// navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in
///     self.dismiss(animated: true)
/// })
/// ```
///
/// Where Plumb differs: there is no Objective-C runtime, so `target`/`action` selectors do not
/// exist; use `primaryAction` (a `UIAction`), which ``triggerPrimaryAction()`` runs (Plumb has no
/// touches). Menus are stored, not shown.
open class UIBarButtonItem: UIBarItem {
    /// How a text item draws (`.done` is semibold).
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

    /// UIKit's system items. Text items show UIKit's English titles; symbol items draw a glyph.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, pageCurl, close
    }

    /// The item's style.
    open var style: Style = .plain { didSet { itemChanged() } }
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// The width of a fixed space item (or a minimum width for others).
    open var width: CGFloat = 0 { didSet { itemChanged() } }
    /// A custom view shown instead of the title or image.
    open var customView: UIView? { didSet { itemChanged() } }
    /// The action run by ``triggerPrimaryAction()``.
    open var primaryAction: UIAction? { didSet { itemChanged() } }
    /// A menu (stored; Plumb does not show menus).
    open var menu: UIMenu?
    /// The tint colour (the bar's when `nil`).
    open var tintColor: UIColor? { didSet { itemChanged() } }
    /// Whether the item is hidden (iOS 16).
    open var isHidden: Bool = false { didSet { itemChanged() } }
    /// Titles the item might show, for sizing (stored).
    open var possibleTitles: Set<String>?
    /// The object the action is sent to (kept weakly, as UIKit's; set by the target/action
    /// initializers). See UIBarButtonItem+TargetAction.swift.
    open weak var target: AnyObject?
    /// The action's selector: always `nil`, since Linux has no `Selector` (`Never?` admits only
    /// `nil`); give the item a `primaryAction` instead.
    open var action: Never?
    /// Whether the item springs open when something is dragged over it (default `false`, as
    /// UIKit's `UISpringLoadedInteractionSupporting`; stored, Plumb has no drag and drop).
    open var isSpringLoaded: Bool = false

    /// Creates a plain item with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// Creates an item with a title, an image (either may be `nil`), an action and a menu
    /// (iOS 14). With an action and no title or image, the action's title and image are used.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item with an action and a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(system: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a text item with a style and an action (Plumb's closure form of UIKit's
    /// `init(title:style:target:action:)`).
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an image item with a style and an action (Plumb's closure form of UIKit's
    /// `init(image:style:target:action:)`).
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows a view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of a width (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(system: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(system: .flexibleSpace) }

    init(system: SystemItem) {
        systemItem = system
        super.init()
        switch system {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        default: break
        }
    }

    /// Runs the item's ``primaryAction`` with the item as its sender (what a tap does on iOS).
    public func triggerPrimaryAction() {
        guard isEnabled, let action = primaryAction else { return }
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }
}

/// An element of a menu (UIKit's `UIMenuElement`): a `UIAction` or a `UIMenu`.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// Whether a menu element shows a checkmark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    /// How a menu element is shown (UIKit's `UIMenuElement.Attributes`; the raw values follow
    /// UIKit's header as recalled, an estimate: menus are stored, not shown).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Creates an element.
    public override init() { super.init() }
}

/// A menu of actions (UIKit's `UIMenu`; stored, not shown by Plumb).
@MainActor @preconcurrency
public final class UIMenu: UIMenuElement {
    /// A unique name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (UIKit's `UIMenu.Options`; raw values as recalled from
    /// UIKit's header, an estimate).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's title.
    public let title: String
    /// The menu's subtitle.
    public var subtitle: String?
    /// The menu's image.
    public let image: UIImage?
    /// The menu's identifier (a unique one unless given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init()
    }

    /// A copy with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
