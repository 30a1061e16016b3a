import Foundation

/// A view at the trailing side of a list cell: UIKit's `UICellAccessory` (the standard ones).
public struct UICellAccessory: Sendable {
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail
        case label(String)
        case outlineDisclosure(OutlineDisclosureOptions)
        case customView(CustomViewConfiguration)
        case reorder(DisplayedState)
    }

    /// Where a custom accessory goes: UIKit's `UICellAccessory.Placement`.
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// A custom accessory: UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration: @unchecked Sendable {
        // @unchecked: the view is made and used on the main actor, as UIKit's struct holds it.
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The reorder grip: three grey lines at the trailing side (shown while editing by
    /// default; `.always` shows it always). Its size and line weight are an estimate.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        .init(kind: .reorder(displayed))
    }

    /// A view of your own at the leading or trailing side, at its fitting size (trailing ones
    /// with the other accessories; a leading one before the content, which moves in by its
    /// width and the accessory padding: an estimate of UIKit's spacing).
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        .init(kind: .customView(configuration))
    }

    /// How an outline disclosure looks: UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Sendable {
        /// UIKit's `OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
            tintColor: UIColor? = nil
        ) {
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
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        .init(kind: .disclosureIndicator)
    }
    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark) }
    /// The info button.
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail) }
    /// A grey label.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        .init(kind: .label(text))
    }
    /// The chevron of an outline's parent: pointing to the trailing side while collapsed and
    /// down while expanded (the item's state in the section snapshot applied to the data
    /// source). Plumb draws it as the disclosure indicator, turned a quarter when expanded, in
    /// `tintColor` if given (its exact glyph and weight are an estimate); the action handler is
    /// kept (no touches).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@Sendable () -> Void)? = nil
    ) -> UICellAccessory {
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
    /// The indentation level of the content (an outline's item level, set by the diffable
    /// data source); the content moves in by `indentationLevel × indentationWidth`.
    open var indentationLevel = 0 {
        didSet {
            guard indentationLevel != oldValue else { return }
            if let c = contentConfiguration { contentConfiguration = c }  // re-adjusts its leading margin
            setNeedsLayout()
        }
    }
    /// The width of one indentation level (default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The separator's guide, as UIKit's `separatorLayoutGuide`: its leading edge sits at the
    /// standard separator inset at a low priority (250), so constraining it is satisfiable.
    /// Where Plumb differs: the separator is drawn at the standard inset; constraining the
    /// guide does not move it.
    public var separatorLayoutGuide: UILayoutGuide {
        if let g = _separatorLayoutGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(g)
        let leading = g.leadingAnchor.constraint(equalTo: leadingAnchor, constant: TableMetrics.sideMargin(self))
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, g.trailingAnchor.constraint(equalTo: trailingAnchor),
            g.bottomAnchor.constraint(equalTo: bottomAnchor), g.heightAnchor.constraint(equalToConstant: 0),
        ])
        _separatorLayoutGuide = g
        return g
    }
    private var _separatorLayoutGuide: UILayoutGuide?

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
    /// The custom accessories placed at the leading side (also in `accessoryViews`).
    private var leadingAccessoryViews: [UIView] = []
    /// The outline disclosure accessory, turned down while the item is expanded.
    private weak var outlineDisclosureView: UIView?
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
        leadingAccessoryViews = []
        outlineDisclosureView = nil
        accessoryViews = accessories.map { a in
            switch a.kind {
            case .disclosureIndicator: return accessoryView(.disclosureIndicator)
            case .checkmark: return accessoryView(.checkmark)
            case .detail: return accessoryView(.detailButton)
            case .reorder(let displayed):
                let v = ReorderGripView(frame: CGRect(x: 0, y: 0, width: 22, height: 15))
                v.isHidden = displayed == .whenEditing
                return v
            case .customView(let c):
                let v = c.customView
                if let tint = c.tintColor { v.tintColor = tint }
                v.isHidden = c.isHidden ?? false
                var size = v.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                if let reserved = c.reservedLayoutWidth, reserved > size.width { size.width = reserved }
                v.translatesAutoresizingMaskIntoConstraints = true
                v.bounds.size = size
                if case .leading = c.placement { leadingAccessoryViews.append(v) }
                return v
            case .outlineDisclosure(let options):
                let v = accessoryView(.disclosureIndicator)
                if let tint = options.tintColor { v.tintColor = tint }
                v.isHidden = options.isHidden ?? false
                outlineDisclosureView = v
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
            backgroundColor =
                s.appearance == .grouped || s.appearance == .insetGrouped
                ? .secondarySystemGroupedBackground : .systemBackground
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
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
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
        func place(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let sep = separatorThickness
        let contentHeight = max(0, h - sep)
        func centredY(_ s: CGSize) -> CGFloat { ((contentHeight - s.height) / 2 * 2).rounded() / 2 }
        // Accessories are placed by centre (their bounds keep their size): an outline
        // disclosure may be turned.
        func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }
        // Down while expanded: a quarter turn clockwise, counter-clockwise from the mirrored
        // chevron in right-to-left (set before placing: the frame is laid out untransformed).
        outlineDisclosureView?.transform =
            isOutlineExpanded ? CGAffineTransform(rotationAngle: rtl ? -.pi / 2 : .pi / 2) : .identity
        var trailing = w - TableMetrics.sideMargin(self)
        let trailingViews = accessoryViews.filter { v in !leadingAccessoryViews.contains { $0 === v } }
        for v in trailingViews.reversed() {
            let s = v.bounds.size
            trailing -= s.width
            v.center = centre(place(CGRect(x: trailing, y: centredY(s), width: s.width, height: s.height)))
            trailing -= TableMetrics.accessoryPadding
        }
        var leading: CGFloat = 0
        if !leadingAccessoryViews.isEmpty {
            leading = TableMetrics.sideMargin(self)
            for v in leadingAccessoryViews {
                let s = v.bounds.size
                v.center = centre(place(CGRect(x: leading, y: centredY(s), width: s.width, height: s.height)))
                leading += s.width + TableMetrics.accessoryPadding
            }
            leading -= TableMetrics.sideMargin(self)  // the content keeps its own leading margin
        }
        let contentEnd = trailingViews.isEmpty ? w : max(leading, trailing)
        contentView.frame = place(CGRect(x: leading, y: 0, width: max(0, contentEnd - leading), height: contentHeight))
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
        guard var list = configuration as? UIListContentConfiguration, list.minimumHeight > 0 else {
            return configuration
        }
        list.minimumHeight = TableMetrics.defaultRowHeight - TableMetrics.hairline(self)
        list.directionalLayoutMargins.leading =
            contentView.directionalLayoutMargins.leading + CGFloat(indentationLevel) * indentationWidth
        list.directionalLayoutMargins.trailing = contentView.directionalLayoutMargins.trailing
        return list
    }
}

/// The reorder grip of a list cell: three 1.5-point lines, 22 points wide, 5 apart, in
/// `tertiaryLabel` (estimate of UIKit's grip).
final class ReorderGripView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        UIColor.tertiaryLabel.setFill()
        for i in 0..<3 {
            UIBezierPath(
                roundedRect: CGRect(x: 0, y: CGFloat(i) * 6.75, width: bounds.width, height: 1.5), cornerRadius: 0.75
            ).fill()
        }
    }
}
