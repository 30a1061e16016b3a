import Foundation

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
