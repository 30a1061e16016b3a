import Foundation

/// An action of an alert or action sheet: UIKit's `UIAlertAction`.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(item) })
/// ```
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// How an action is drawn (UIKit's `UIAlertAction.Style`, same raw values).
    public enum Style: Int, Sendable {
        /// A plain action (the tint colour).
        case `default` = 0
        /// Dismisses without doing anything: bold in an alert without a preferred action, alone
        /// in its own group at the bottom of an action sheet.
        case cancel = 1
        /// Deletes or changes data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen (a disabled action's title is greyed).
    open var isEnabled: Bool = true { didSet { controller?.actionsDidChange() } }
    let handler: ((UIAlertAction) -> Void)?
    weak var controller: UIAlertController?

    /// Creates an action; `handler` runs after the alert is dismissed when the action is chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    nonisolated open override var description: String {
        onMainActor { "<UIAlertAction: title = \(title.map { "\"\($0)\"" } ?? "nil"); style = \(style)>" }
    }
}

/// An alert or action sheet: UIKit's `UIAlertController`, presented with
/// `present(_:animated:completion:)` and drawn as iOS draws it.
///
/// An alert is a 270-point card centred over a dimmed screen, with its title, message, text
/// fields and buttons: two buttons side by side when both titles fit, otherwise one per row. An
/// action sheet rises from the bottom of the screen, with its cancel action in a separate group.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.",
///                               preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.deleteDraft() })
/// present(alert, animated: true)
/// ```
///
/// In tests, ``simulateTap(on:)`` chooses an action as a tap would: the alert is dismissed, then
/// the action's handler runs.
///
/// Where Plumb differs: the card is flat (no blur), drawn with the estimates noted on
/// `AlertMetrics`; nothing animates; in a regular width (iPad) an action sheet is drawn as a
/// card under its source rectangle rather than as a popover with an arrow.
open class UIAlertController: UIViewController {
    /// The alert's style (UIKit's `UIAlertController.Style`, same raw values).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// Alert or action sheet (`.actionSheet` unless set by ``init(title:message:preferredStyle:)``,
    /// as for a `UIAlertController()` in UIKit).
    public private(set) var preferredStyle: Style = .actionSheet
    /// The message under the title.
    open var message: String? { didSet { actionsDidChange() } }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields added with ``addTextField(configurationHandler:)`` (`nil` when none, as
    /// in UIKit).
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    /// The action drawn in bold (an alert's default action). Must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let p = preferredAction, !actions.contains(where: { $0 === p }) {
                LayoutDiagnostics.report(
                    .warning,
                    "The preferredAction of an alert controller must be contained in its actions: \(p) is not an action of \(self). It is ignored."
                )
                preferredAction = nil
            }
            actionsDidChange()
        }
    }
    /// Where an action sheet points in a regular width (iPad).
    lazy var popoverStorage = UIPopoverPresentationController(presentedViewController: self, presenting: nil)

    /// Creates an alert controller: a convenience initializer, as UIKit declares it, so that a
    /// subclass overriding ``init(nibName:bundle:)`` and ``init(coder:)`` inherits it
    /// (`ConfirmAlert(title: "Delete?", message: nil, preferredStyle: .alert)`).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.message = message
        self.title = title
    }

    /// UIKit's designated initializer (inherited from `UIViewController`): an empty action sheet
    /// presented over the full screen.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    /// Nib loading is not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// For an action sheet, the popover's source (used in a regular width); `nil` for an alert,
    /// as in UIKit.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? popoverStorage : nil
    }

    /// Adds an action. UIKit raises for a second `.cancel` action; Plumb reports UIKit's message
    /// on `LayoutDiagnostics` and ignores the action.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            LayoutDiagnostics.report(
                .warning,
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel. Ignoring \(action)."
            )
            return
        }
        action.controller = self
        actions.append(action)
        actionsDidChange()
    }

    /// Adds a text field (alerts only) and lets `configurationHandler` set it up. UIKit raises for
    /// an action sheet; Plumb reports UIKit's message and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutDiagnostics.report(
                .warning,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert (\(self) is an action sheet)."
            )
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        configurationHandler?(field)
        fields.append(field)
        actionsDidChange()
    }

    open override var title: String? {
        didSet { actionsDidChange() }
    }

    open override func loadView() {
        view = UIAlertControllerView(controller: self)
    }

    /// The rebuilt content after a change.
    func actionsDidChange() {
        (viewIfLoaded as? UIAlertControllerView)?.rebuild()
    }

    /// Chooses an action as a tap on its button would (Plumb's test driver): the alert is
    /// dismissed, then the action's handler runs. A disabled action, or one that is not this
    /// alert's, does nothing.
    public func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        if presentingViewController != nil {
            dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
        }
    }

    /// UIKit's exception for an action sheet presented in a regular width (iPad) with nothing
    /// to point at, or `nil` when it may be presented.
    func presentationRefusal(in window: UIWindow, from presenter: UIViewController) -> String? {
        guard preferredStyle == .actionSheet, window.traitCollection.horizontalSizeClass == .regular,
            !popoverStorage.hasSource
        else { return nil }
        return
            "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }

    /// The action drawn in bold: the preferred action, else (in an alert) the cancel action.
    var boldAction: UIAlertAction? {
        preferredAction ?? actions.first { $0.style == .cancel }
    }
}
