import Foundation

/// One row of a table: UIKit's `UITableViewCell`, with its content view, the four classic styles
/// (``textLabel``, ``detailTextLabel``, ``imageView``), iOS 14's content configurations,
/// accessories, separators and selection.
///
/// Put your own views in ``contentView`` and constrain them to it (or to its
/// `layoutMarginsGuide`): the content view lays them out with an engine of its own, held at the
/// row's size by 'UIView-Encapsulated-Layout-Width' and 'UIView-Encapsulated-Layout-Height', and a
/// self-sizing row takes the height those constraints give it at the row's width.
///
/// ```swift
/// final class PhotoCell: UITableViewCell {
///     let photo = UIImageView()
///     let caption = UILabel()
///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         caption.numberOfLines = 0
///         for v in [photo, caption] {
///             v.translatesAutoresizingMaskIntoConstraints = false
///             contentView.addSubview(v)
///         }
///         let m = contentView.layoutMarginsGuide
///         NSLayoutConstraint.activate([
///             photo.leadingAnchor.constraint(equalTo: m.leadingAnchor),
///             photo.topAnchor.constraint(equalTo: m.topAnchor),
///             photo.widthAnchor.constraint(equalToConstant: 60),
///             photo.heightAnchor.constraint(equalToConstant: 60),
///             photo.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
///             caption.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
///             caption.trailingAnchor.constraint(equalTo: m.trailingAnchor),
///             caption.topAnchor.constraint(equalTo: m.topAnchor),
///             caption.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
///         ])
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
///
/// Geometry as on iOS: the content view is the row less the accessory (trailing margin,
/// accessory, 10 points) and less the one-pixel separator at the bottom; margins are 11 points
/// above and below and the table's side margin (16 or 20) at each side; everything mirrors in a
/// right-to-left layout. See `TableMetrics` for each number's source.
open class UITableViewCell: UIView {
    /// The classic cell layouts.
    public enum CellStyle: Int, Sendable {
        /// An image and one line of text.
        case `default` = 0
        /// Text at the leading side, detail text at the trailing side in grey.
        case value1 = 1
        /// A small label in the tint colour, then the detail text (the Contacts layout).
        case value2 = 2
        /// Text with the detail text below it.
        case subtitle = 3
    }

    /// How a selected cell is drawn.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Whether rows have separators.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    /// The style the cell was created with.
    public let cellStyle: CellStyle
    /// The identifier the cell is reused under (`nil` for a cell that is not reused).
    public let reuseIdentifier: String?

    let _contentView = UITableViewCellContentView()

    /// The view your content goes in. It hosts its own layout engine (`•` in `_autolayoutTrace()`).
    open var contentView: UIView { _contentView }

    /// Creates a cell of a style. Override it in subclasses, as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.defaultRowHeight))
        commonInit()
    }

    /// Nib loading is not supported; creates a default-style cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        commonInit()
    }

    /// A default-style cell without a reuse identifier, with a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How `UITableView` creates a cell of a registered class: it calls `init(style:reuseIdentifier:)`,
    /// your override included. Not for your code: Swift can create an object from its class only
    /// through a `required` initializer, and a required convenience initializer is inherited by
    /// every subclass that overrides `init(style:reuseIdentifier:)` (and `init?(coder:)`), so
    /// `register(MyCell.self, …)` needs no change to `MyCell`.
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// The background (default: the table style's row colour, `.systemBackground` in a plain
    /// table and `.secondarySystemGroupedBackground` in grouped ones, until you set one).
    open override var backgroundColor: UIColor? {
        didSet { if !settingDefaultBackground { backgroundColorWasSet = true } }
    }
    var backgroundColorWasSet = false
    private var settingDefaultBackground = false

    /// The style's row colour, unless you set a background colour.
    func applyDefaultBackground(grouped: Bool) {
        guard !backgroundColorWasSet else { return }
        let color: UIColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
        guard backgroundColor != color else { return }
        settingDefaultBackground = true
        backgroundColor = color
        settingDefaultBackground = false
    }

    private func commonInit() {
        applyDefaultBackground(grouped: false)
        _contentView.translatesAutoresizingMaskIntoConstraints = true
        _contentView.frame = bounds
        addSubview(_contentView)
        applySystemMargins(side: TableMetrics.sideMargin(self))
    }

    // MARK: Classic content (UITableViewCell+Styles.swift lays it out)

    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?

    /// The main label (made on first use), placed per ``cellStyle``.
    open var textLabel: UILabel? {
        if let l = _textLabel { return l }
        let l = makeClassicLabel(detail: false)
        _textLabel = l
        return l
    }

    /// The secondary label; `nil` for `.default` cells, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let l = _detailTextLabel { return l }
        let l = makeClassicLabel(detail: true)
        _detailTextLabel = l
        return l
    }

    /// The image at the leading side (made on first use; `nil` for `.value2`, as in UIKit).
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let v = _imageView { return v }
        let v = UIImageView()
        _imageView = v
        _contentView.addSubview(v)
        setNeedsLayout()
        return v
    }

    // MARK: Content configuration (iOS 14)

    /// The cell's content as a configuration (a `UIListContentConfiguration` or your own); its
    /// content view fills ``contentView``. Setting it hides the classic labels.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    /// Kept for source compatibility (Plumb has no selection states to update for).
    open var automaticallyUpdatesContentConfiguration = true
    /// The view made from ``contentConfiguration``.
    var configurationView: (UIView & UIContentView)?

    /// A list content configuration with the cell's default style for its table's style
    /// (`.cell()`, and the grouped variants' same metrics), empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    private func applyContentConfiguration() {
        configurationView = _contentView.hostContentConfiguration(contentConfiguration, in: configurationView)
        setNeedsLayout()
    }

    // MARK: Accessories

    /// A standard accessory at the trailing side (default `.none`).
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryChanged() } } }
    /// Your own accessory view (its frame's size is kept); replaces ``accessoryType``.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryChanged()
        }
    }
    /// Whether the cell is in editing mode (default `false`). Setting it calls
    /// ``setEditing(_:animated:)`` without animation; the table view sets it on its cells when its
    /// own `isEditing` changes and on each cell it shows, as UIKit's does.
    ///
    /// Where Plumb differs: the cell draws no delete or reorder control in editing mode.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false

    /// Enters or leaves editing mode. Override it to show or hide your own controls, and call
    /// `super` (it sets ``isEditing``).
    ///
    /// ```swift
    /// override func setEditing(_ editing: Bool, animated: Bool) {
    ///     super.setEditing(editing, animated: animated)
    ///     stepper.isHidden = !editing
    /// }
    /// ```
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        setNeedsLayout()
    }

    /// Kept for source compatibility (Plumb shows no editing controls).
    open var editingAccessoryType: AccessoryType = .none
    /// Kept for source compatibility.
    open var editingAccessoryView: UIView?
    /// The view drawing the standard accessory.
    var standardAccessory: UITableViewCellAccessoryView?

    private func accessoryChanged() {
        if accessoryView == nil, accessoryType != .none {
            let v = standardAccessory ?? UITableViewCellAccessoryView()
            v.kind = accessoryType
            if v.superview !== self { addSubview(v) }
            standardAccessory = v
        } else {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        }
        if let v = accessoryView, v.superview !== self { addSubview(v) }
        setNeedsLayout()
    }

    /// The accessory on screen (custom or standard) and its size.
    var currentAccessory: (view: UIView, size: CGSize)? {
        if let v = accessoryView { return (v, v.bounds.size) }
        if let v = standardAccessory { return (v, v.kind.size) }
        return nil
    }

    // MARK: Background and selection

    /// A view behind the content (its frame follows the cell).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view drawn behind the content when the cell is selected (default: a grey fill,
    /// `.systemGray4`, estimate of UIKit's default selection colour).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectionDrawing()
        }
    }
    /// How a selected cell is drawn (default `.default`: grey; `.none` draws nothing).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionDrawing() } }
    /// Whether the cell is selected (drawn with its selected background).
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (drawn as selected).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    var _isSelected = false
    var _roundsSectionCorners = false
    var _isHighlighted = false
    private var defaultSelectedBackground: UIView?

    /// Selects or deselects the cell (no animation in Plumb).
    open func setSelected(_ selected: Bool, animated: Bool) {
        _isSelected = selected
        updateSelectionDrawing()
    }

    /// Highlights the cell (drawn as selected).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _isHighlighted = highlighted
        updateSelectionDrawing()
    }

    private func updateSelectionDrawing() {
        let show = (_isSelected || _isHighlighted) && selectionStyle != .none
        let custom = selectedBackgroundView
        if show {
            let v: UIView
            if let custom {
                v = custom
            } else {
                let d = defaultSelectedBackground ?? UIView()
                d.backgroundColor = .systemGray4
                defaultSelectedBackground = d
                v = d
            }
            if v.superview !== self {
                let above = backgroundView.map { subviews.firstIndex(of: $0).map { $0 + 1 } ?? 0 } ?? 0
                insertSubview(v, at: above)
            }
        } else {
            custom?.removeFromSuperview()
            defaultSelectedBackground?.removeFromSuperview()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The selected background on screen, if any.
    var visibleSelectedBackground: UIView? {
        guard (_isSelected || _isHighlighted) && selectionStyle != .none else { return nil }
        return selectedBackgroundView ?? defaultSelectedBackground
    }

    // MARK: Separator and indentation

    /// The separator's inset for this cell; unset, the table's ``UITableView/separatorInset``
    /// (left and right flip in a right-to-left layout).
    open var separatorInset: UIEdgeInsets {
        get {
            _separatorInset ?? tableViewPosition?.separatorInset
                ?? UIEdgeInsets(top: 0, left: TableMetrics.sideMargin(self), bottom: 0, right: 0)
        }
        set { _separatorInset = newValue; setNeedsLayout() }
    }
    var _separatorInset: UIEdgeInsets?
    /// The indentation level of the content (default 0).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (default 10, UIKit's).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Kept for source compatibility.
    open var shouldIndentWhileEditing = true
    /// Kept for source compatibility.
    open var focusStyle = 0

    /// The separator at the bottom of the cell.
    let separatorView = _UITableViewCellSeparatorView()
    /// The separator above the first row of a grouped section.
    var topSeparatorView: _UITableViewCellSeparatorView?

    /// Whether the cell's corners are rounded as the first or last row of an inset-grouped section.
    var roundsSectionCorners: Bool {
        get { _roundsSectionCorners }
        set { _roundsSectionCorners = newValue }
    }

    /// Where the table put the cell (set before it is measured and laid out).
    var tableViewPosition: TableCellPosition? { didSet { if tableViewPosition != oldValue { setNeedsLayout() } } }

    // MARK: Reuse

    /// Called before the cell is handed out again by `dequeueReusableCell`; reset state here
    /// (call `super`).
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    // MARK: Margins

    /// The side margin the cell's and content view's margins were last set to by the table.
    var appliedSideMargin: CGFloat?

    /// UIKit's cell margins: 11 above and below, the table's side margin at the sides, on the
    /// cell and its content view; left alone once you changed them.
    func applySystemMargins(side: CGFloat) {
        let v = TableMetrics.cellVerticalMargin
        let wanted = NSDirectionalEdgeInsets(top: v, leading: side, bottom: v, trailing: side)
        let previous = appliedSideMargin.map { NSDirectionalEdgeInsets(top: v, leading: $0, bottom: v, trailing: $0) }
        if appliedSideMargin == nil || directionalLayoutMargins == previous { directionalLayoutMargins = wanted }
        if appliedSideMargin == nil || _contentView.directionalLayoutMargins == previous {
            _contentView.directionalLayoutMargins = wanted
        }
        appliedSideMargin = side
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// The frame; the content view follows a new size at once, as UIKit's autoresizing does.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutCellParts() } }
    }

    override func customFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize?
    {
        // A cell measured on its own (a snapshot at a width): the row height at that width.
        guard horizontal == .required, vertical < .required else { return nil }
        return CGSize(width: target.width, height: measuredHeight(forWidth: target.width))
    }

    override var viewDescription: String {
        var s = super.viewDescription
        s.removeLast()
        if let t = _textLabel?.text { s += "; text = '\(t)'" }
        return s + ">"
    }
}

/// Where a table placed a cell, and how it decorates it.
struct TableCellPosition: Equatable {
    var style: UITableView.Style
    var isFirstInSection: Bool
    var isLastInSection: Bool
    var separatorInset: UIEdgeInsets
    var separatorColor: UIColor?
    var showsSeparators: Bool
    var sideMargin: CGFloat
}

/// A table cell's content view: UIKit's `UITableViewCellContentView`, a layout engine host.
final class UITableViewCellContentView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        becomeEngineHost()
        isOpaque = false
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        becomeEngineHost()
    }
}

/// A cell's separator line: UIKit's `_UITableViewCellSeparatorView`.
final class _UITableViewCellSeparatorView: UIView {
    override var viewDescription: String { super.viewDescription }
}
