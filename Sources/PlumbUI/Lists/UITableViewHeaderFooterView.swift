import Foundation

/// A reusable section header or footer: UIKit's `UITableViewHeaderFooterView`. A table makes one
/// for each section title (`titleForHeaderInSection`), styled for the table's style; register
/// your own subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and return it from
/// `viewForHeaderInSection`.
///
/// ```swift
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///     let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///     var content = header?.defaultContentConfiguration()
///     content?.text = "Recent"
///     header?.contentConfiguration = content
///     return header
/// }
/// ```
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    let _contentView = UITableViewCellContentView()

    /// Where your views go (it hosts its own layout engine, like a cell's).
    open var contentView: UIView { _contentView }

    /// Creates a header or footer view.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        commonInit()
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        commonInit()
    }

    /// A view without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How `UITableView` creates a registered class (see
    /// `UITableViewCell.init(registeredStyle:reuseIdentifier:)`); not for your code.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func commonInit() {
        isOpaque = false
        addSubview(_contentView)
    }

    /// The table style and role the view is shown in (set by the table before measuring).
    var tableStyle: UITableView.Style = .plain { didSet { if tableStyle != oldValue { restyle() } } }
    var isFooter = false { didSet { if isFooter != oldValue { restyle() } } }
    /// The leading and trailing inset of the text (the table's side margin, plus the section inset
    /// of an inset-grouped table).
    var textInset: CGFloat = 16 { didSet { if textInset != oldValue { restyle() } } }
    /// The section the view is shown for (the first grouped section has more room above).
    var section = 0 { didSet { if section != oldValue { restyle() } } }

    // MARK: Content

    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?

    /// The title label (made on first use), styled as the table's headers.
    open var textLabel: UILabel? {
        if let l = _textLabel { return l }
        let l = UILabel()
        _textLabel = l
        _contentView.addSubview(l)
        restyle()
        return l
    }

    /// A secondary label (made on first use).
    open var detailTextLabel: UILabel? {
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        _detailTextLabel = l
        _contentView.addSubview(l)
        restyle()
        return l
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content as a configuration; its view fills the content view.
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    var configurationView: (UIView & UIContentView)?

    /// The list configuration for the table's style and role: `plainHeader()`, `groupedHeader()`,
    /// `plainFooter()` or `groupedFooter()`, with the table's margins.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var c: UIListContentConfiguration =
            switch (tableStyle, isFooter) {
            case (.plain, false): .plainHeader()
            case (.plain, true): .plainFooter()
            case (_, false): .groupedHeader()
            case (_, true): .groupedFooter()
            }
        c.directionalLayoutMargins.leading = textInset
        c.directionalLayoutMargins.trailing = textInset
        if tableStyle != .plain, !isFooter {
            c.directionalLayoutMargins.top = TableMetrics.groupedHeaderTopPadding(section: section)
        }
        return c
    }

    private func applyContentConfiguration() {
        configurationView = _contentView.hostContentConfiguration(contentConfiguration, in: configurationView)
        setNeedsLayout()
    }

    /// Keeps a title configuration (made by the table) in step with the style and margins.
    private func restyle() {
        if var c = contentConfiguration as? UIListContentConfiguration, isTitleView {
            let fresh = defaultContentConfiguration()
            c.textProperties = fresh.textProperties
            c.directionalLayoutMargins = fresh.directionalLayoutMargins
            contentConfiguration = c
        }
        if let l = _textLabel {
            defaultContentConfiguration().textProperties.apply(to: l, text: l.text)
        }
        setNeedsLayout()
    }

    /// Whether the table made this view for a section title.
    var isTitleView = false

    /// Called before the view is handed out again; call `super`.
    open func prepareForReuse() {}

    // MARK: Layout

    private var classicLabels: (UILabel?, UILabel?) {
        (
            _textLabel.flatMap { $0.text?.isEmpty == false ? $0 : nil },
            _detailTextLabel.flatMap { $0.text?.isEmpty == false ? $0 : nil }
        )
    }

    private var classicMetrics: ListContentLayout.Metrics {
        let c = defaultContentConfiguration()
        return ListContentLayout.Metrics(
            margins: c.directionalLayoutMargins, imageSize: nil, imageToText: 0, verticalSpacing: 3,
            horizontalSpacing: 8, sideBySide: false, minimumHeight: 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _contentView.frame = bounds
        backgroundView?.frame = bounds
        let (t, d) = classicLabels
        guard t != nil || d != nil, configurationView == nil else { return }
        let l = ListContentLayout.layout(
            width: bounds.width, height: bounds.height, metrics: classicMetrics, text: t, secondary: d,
            scale: traitCollection.displayScale)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let w = bounds.width
        func place(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        if let r = l.text, let t { t.frame = place(r) }
        if let r = l.secondary, let d { d.frame = place(r) }
    }

    /// The view's height at a width: its built-in content, or its content view's constraints.
    func measuredHeight(forWidth width: CGFloat) -> CGFloat {
        updateConstraintsIfNeeded()
        var h: CGFloat = 0
        if let v = configurationView as? UIListContentView {
            h = v.height(forWidth: width)
        } else {
            let (t, d) = classicLabels
            if t != nil || d != nil {
                h =
                    ListContentLayout.layout(
                        width: width, height: nil, metrics: classicMetrics, text: t, secondary: d,
                        scale: traitCollection.displayScale
                    ).height
            }
        }
        let own = _contentView.subviews.contains {
            $0 !== _textLabel && $0 !== _detailTextLabel && $0 !== configurationView
        }
        if own { h = max(h, _contentView.fittingHeightOfOwnEngine(forWidth: width)) }
        return h
    }

    override func customFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize?
    {
        guard horizontal == .required, vertical < .required else { return nil }
        return CGSize(width: target.width, height: measuredHeight(forWidth: target.width))
    }
}
