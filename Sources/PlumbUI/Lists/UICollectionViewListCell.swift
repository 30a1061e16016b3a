import Foundation

/// A view at the trailing side of a list cell: UIKit's `UICellAccessory` (the standard ones).
public struct UICellAccessory: Sendable {
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail
        case label(String)
        case outlineDisclosure(OutlineDisclosureOptions)
    }

    /// How an outline disclosure looks: UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Sendable {
        /// UIKit's `OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    let kind: Kind
    /// Whether the accessory shows (Plumb shows it in every state).
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    /// The grey chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .disclosureIndicator) }
    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark) }
    /// The info button.
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail) }
    /// A grey label.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .label(text)) }
    /// The chevron of an outline's parent: pointing to the trailing side while collapsed and
    /// down while expanded (the item's state in the section snapshot applied to the data
    /// source). Plumb draws it as the disclosure indicator, turned a quarter when expanded, in
    /// `tintColor` if given (its exact glyph and weight are an estimate); the action handler is
    /// kept (no touches).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@Sendable () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .outlineDisclosure(options))
    }
}

/// A row of a list layout: UIKit's `UICollectionViewListCell`. It draws the list's separators,
/// background and (inset-grouped) rounded corners, and its accessories, with the table cell's
/// numbers (see `TableMetrics`).
///
/// ```swift
/// let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the trailing side, leading to trailing.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// The indentation level of the content.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the cell's item is expanded in its section snapshot (set by the diffable data
    /// source; turns an outline disclosure down).
    var isOutlineExpanded = false {
        didSet {
            guard isOutlineExpanded != oldValue else { return }
            rebuildAccessories()
            setNeedsUpdateConfiguration()
        }
    }

    private var accessoryViews: [UIView] = []
    let separatorView = _UITableViewCellSeparatorView()
    /// The list decoration from the layout.
    var listStyle: ListItemStyle?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        listCellInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        listCellInit()
    }

    private func listCellInit() {
        let side = TableMetrics.sideMargin(self)
        let v = TableMetrics.cellVerticalMargin
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: v, leading: side, bottom: v, trailing: side)
        backgroundColor = .systemBackground
    }

    /// A `.cell()` list content configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func rebuildAccessories() {
        for v in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.map { a in
            switch a.kind {
            case .disclosureIndicator: return accessoryView(.disclosureIndicator)
            case .checkmark: return accessoryView(.checkmark)
            case .detail: return accessoryView(.detailButton)
            case .outlineDisclosure(let options):
                let v = accessoryView(.disclosureIndicator)
                if let tint = options.tintColor { v.tintColor = tint }
                v.isHidden = options.isHidden ?? false
                if isOutlineExpanded {
                    // Down: a quarter turn clockwise (counter-clockwise from the mirrored chevron in right-to-left).
                    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                    v.transform = CGAffineTransform(rotationAngle: rtl ? -.pi / 2 : .pi / 2)
                }
                return v
            case .label(let text):
                let l = UILabel()
                l.text = text
                l.textColor = .secondaryLabel
                l.font = .preferredFont(forTextStyle: .body)
                l.sizeToFit()
                return l
            }
        }
        for v in accessoryViews { addSubview(v) }
        layoutListParts()
    }

    private func accessoryView(_ kind: UITableViewCell.AccessoryType) -> UIView {
        let v = UITableViewCellAccessoryView(frame: CGRect(origin: .zero, size: kind.size))
        v.kind = kind
        return v
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listStyle = layoutAttributes.listItemStyle
        if let s = listStyle, backgroundConfiguration == nil {
            backgroundColor = s.appearance == .grouped || s.appearance == .insetGrouped ? .secondarySystemGroupedBackground : .systemBackground
        }
        layoutListParts()
    }

    private var separatorThickness: CGFloat {
        guard let s = listStyle, s.showsSeparators, !(s.isLast && s.appearance == .insetGrouped) else { return 0 }
        return TableMetrics.hairline(self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListParts()
    }

    override func cellSizeDidChange() { layoutListParts() }

    /// The fitted size, at least the standard 44-point row when the cell shows a list content
    /// configuration (separator included).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let a = super.preferredLayoutAttributesFitting(layoutAttributes)
        if let list = configurationView as? UIListContentView, list.listConfiguration.minimumHeight > 0,
           layoutAttributes.selfSizingAxes.contains(.vertical)
        {
            a.size.height = max(a.size.height, TableMetrics.defaultRowHeight)
        }
        return a
    }

    /// Places the content view (less the accessories and separator), accessories, separator and
    /// corners; mirrored in a right-to-left layout.
    func layoutListParts() {
        let w = bounds.width, h = bounds.height
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ r: CGRect) -> CGRect { rtl ? CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        let sep = separatorThickness
        let contentHeight = max(0, h - sep)
        var trailing = w - TableMetrics.sideMargin(self)
        for v in accessoryViews.reversed() {
            let s = v.bounds.size
            trailing -= s.width
            v.frame = place(CGRect(x: trailing, y: ((contentHeight - s.height) / 2 * 2).rounded() / 2, width: s.width, height: s.height))
            trailing -= TableMetrics.accessoryPadding
        }
        let contentWidth = accessoryViews.isEmpty ? w : max(0, trailing)
        contentView.frame = place(CGRect(x: 0, y: 0, width: contentWidth, height: contentHeight))
        if sep > 0, let style = listStyle {
            var left = TableMetrics.sideMargin(self)
            if let list = configurationView as? UIListContentView, let image = list.listMetrics.imageSize {
                let m = list.listMetrics
                left = m.margins.leading + max(image.width, m.reservedImageSize.width) + m.imageToText
            }
            if style.appearance == .grouped && style.isLast { left = 0 }
            if separatorView.superview !== self { addSubview(separatorView) }
            separatorView.backgroundColor = .separator
            separatorView.frame = place(CGRect(x: left, y: h - sep, width: max(0, w - left), height: sep))
        } else {
            separatorView.removeFromSuperview()
        }
        if let s = listStyle, s.appearance == .insetGrouped, s.isFirst || s.isLast {
            var corners: CACornerMask = []
            if s.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if s.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = TableMetrics.insetGroupedCornerRadius
            layer.maskedCorners = corners
            layer.masksToBounds = true
        } else {
            layer.cornerRadius = 0
            layer.masksToBounds = false
        }
    }

    override func adjustedConfiguration(_ configuration: UIContentConfiguration) -> UIContentConfiguration {
        // The 44-point minimum row includes the separator.
        guard var list = configuration as? UIListContentConfiguration, list.minimumHeight > 0 else { return configuration }
        list.minimumHeight = TableMetrics.defaultRowHeight - TableMetrics.hairline(self)
        list.directionalLayoutMargins.leading = contentView.directionalLayoutMargins.leading + CGFloat(indentationLevel) * indentationWidth
        list.directionalLayoutMargins.trailing = contentView.directionalLayoutMargins.trailing
        return list
    }
}
