import Foundation

/// A search field in a bar: UIKit's `UISearchBar`.
///
/// It is 56 points tall (since iOS 11: Stack Overflow question 46318022, "UISearchBar increases
/// navigation bar height in iOS 11", quoted in trey-a-hope/score-board.ios's
/// `SearchBarContainerView.swift`: "In iOS 11, the navbar height is now 56"). Inside, the search
/// field (``searchTextField``) is 36 points tall, 10 points from the top and 8 from the sides
/// (estimates of iOS 13+), a rounded grey field with a magnifier glyph and the placeholder
/// or text in 17-point type; with ``showsCancelButton`` a "Cancel" title sits at the trailing
/// end. In right-to-left layouts the glyph, text and Cancel are mirrored.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search"
/// search.delegate = self
/// tableView.tableHeaderView = search
/// ```
///
/// Where Plumb differs: no editing or keyboard (set ``text`` and call
/// ``simulateTextChange(_:)``, which tells the delegate); no scope bar; drawing is flat.
open class UISearchBar: UIView {
    /// Bar styles (UIKit's `UISearchBar.Style`).
    public enum Style: Int, Sendable {
        case `default` = 0, prominent, minimal
    }

    static let height: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let fieldTop: CGFloat = 10
    static let sideInset: CGFloat = 8
    static let cancelGap: CGFloat = 8

    /// The text field inside (UIKit's `UISearchTextField`).
    public let searchTextField = UISearchTextField()
    private let cancelLabel = UILabel()
    private let glyph = _UIModernBarButton(frame: .zero)

    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the bar (kept; not drawn).
    open var prompt: String?
    /// Whether the Cancel button shows (default `false`).
    open var showsCancelButton: Bool = false { didSet { setNeedsLayout() } }
    /// Shows or hides the Cancel button (`animated` is ignored).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// The bar style (default `.default`: no background of its own on iOS 13+).
    open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    /// The bar's background colour.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The scope titles (kept; no scope bar is drawn).
    open var scopeButtonTitles: [String]?
    /// The delegate (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?
    /// A view shown above the keyboard while the search field edits; settable as in UIKit.
    /// Kept, not drawn: Plumb shows no keyboard.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputAccessoryView: UIView?
    /// Keyboard settings (kept).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// Creates a search bar, 56 points tall unless `frame` says otherwise.
    public override init(frame: CGRect) {
        var f = frame
        if f.height == 0 { f.size.height = UISearchBar.height }
        super.init(frame: f)
        searchTextField.backgroundColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
        searchTextField.layer.cornerRadius = 10
        searchTextField.layer.masksToBounds = true
        searchTextField.font = .systemFont(ofSize: 17)
        searchTextField.leftView = glyph
        searchTextField.leftViewMode = .always
        glyph.shape = .magnifier
        glyph.color = .secondaryLabel
        glyph.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        addSubview(searchTextField)
        cancelLabel.text = "Cancel"
        cancelLabel.font = .systemFont(ofSize: 17)
        addSubview(cancelLabel)
        setInitialContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UISearchBar.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundColor = barTintColor ?? (searchBarStyle == .prominent ? .systemGroupedBackground : nil)
        let b = bounds, rtl = isLayoutRightToLeft
        cancelLabel.isHidden = !showsCancelButton
        cancelLabel.textColor = tintColor
        let cancelWidth = showsCancelButton ? cancelLabel.intrinsicContentSize.width + UISearchBar.cancelGap : 0
        let fieldWidth = max(0, b.width - 2 * UISearchBar.sideInset - cancelWidth)
        let fieldX = rtl ? b.maxX - UISearchBar.sideInset - fieldWidth : b.minX + UISearchBar.sideInset
        let fieldY = min(UISearchBar.fieldTop, max(0, (b.height - UISearchBar.fieldHeight) / 2))
        searchTextField.setManualFrame(
            CGRect(x: fieldX, y: fieldY, width: fieldWidth, height: min(UISearchBar.fieldHeight, b.height)))
        if showsCancelButton {
            let s = cancelLabel.intrinsicContentSize
            let x = rtl ? b.minX + UISearchBar.sideInset : b.maxX - UISearchBar.sideInset - s.width
            cancelLabel.setManualFrame(
                CGRect(x: x, y: (searchTextField.frame.midY - s.height / 2).rounded(), width: s.width, height: s.height)
            )
        }
    }

    /// The search controller that owns this bar (set by `UISearchController`).
    weak var searchController: UISearchController?

    /// Sets the text as typing would (Plumb), then tells the delegate
    /// `searchBar(_:textDidChange:)`. A search controller's bar activates its search first (as
    /// a tap in the field does) and updates the results after.
    public func simulateTextChange(_ text: String) {
        searchController?.searchBarWillChangeText()
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }
}

/// The search bar's text field: UIKit's `UISearchTextField`.
open class UISearchTextField: UITextField {}

/// What a search bar tells its delegate: UIKit's `UISearchBarDelegate`; every method is optional.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
