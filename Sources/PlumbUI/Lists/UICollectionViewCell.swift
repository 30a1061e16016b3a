import Foundation

/// A view a collection view reuses for cells, headers and footers: UIKit's
/// `UICollectionReusableView`. It hosts its own layout engine (its size comes from the layout and
/// is held by 'UIView-Encapsulated-Layout-Width'/'-Height'), so a self-sizing item is measured
/// with its own constraints.
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when the collection view makes it).
    public internal(set) var reuseIdentifier: String?
    /// The attributes the collection view last gave the view (a copy).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        becomeEngineHost()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        becomeEngineHost()
    }

    /// How a collection view creates a registered class: it calls `init(frame:)`, your override
    /// included (see `UITableViewCell.init(registeredStyle:reuseIdentifier:)` for why this
    /// exists). Not for your code.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again; call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes of your own (a subclass's values): called after the
    /// collection view has set the view's centre, bounds, transform and alpha from them, and only
    /// when they are not equal (`isEqual(_:)`) to the attributes it last applied, as in UIKit.
    /// The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (which may be estimates). The
    /// default measures the view with its constraints: the dimensions the layout estimated
    /// (`.estimated` sizes, `estimatedItemSize`) are fitted, the others held.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        prepareForSizing()
        let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return a }
        updateConstraintsIfNeeded()
        let size = fittingSize(
            width: axes.contains(.horizontal) ? nil : layoutAttributes.size.width,
            height: axes.contains(.vertical) ? nil : layoutAttributes.size.height)
        a.size = size
        return a
    }

    /// Hook run before the view is measured (a cell brings its configuration up to date).
    func prepareForSizing() {}

    /// The view's size with its constraints, each dimension held or fitted.
    func fittingSize(width: CGFloat?, height: CGFloat?) -> CGSize {
        engine.fittingSize(width: width, height: height)
    }
}

/// A collection view item: UIKit's `UICollectionViewCell`, with its content view, background
/// views, selection and content configuration.
///
/// ```swift
/// final class TileCell: UICollectionViewCell {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         label.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(label)
///         NSLayoutConstraint.activate([
///             label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
///             label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
///         ])
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
    let _contentView = UIView()

    /// Where your views go; it fills the cell.
    open var contentView: UIView { _contentView }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        _contentView.frame = bounds
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(_contentView)
    }

    /// The frame; the content view follows a new size at once, as UIKit's autoresizing does
    /// (before the cell's engine solves at that size).
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { cellSizeDidChange() } }
    }

    /// Keeps the content view over the cell (list cells leave room for accessories).
    func cellSizeDidChange() { _contentView.frame = bounds }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: 0)
            }
        }
    }

    /// A view behind the content when the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { updateSelection() } }
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { updateSelection(); if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false {
        didSet { updateSelection(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configuration state (iOS 14; see UICollectionViewCell+Configuration.swift)

    /// The cell's background as a configuration, drawn behind everything else.
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// Whether the background configuration follows the state (`updated(for:)`; default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the content configuration follows the state (`updated(for:)`; default `true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs after ``updateConfiguration(using:)`` whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The cell's state: traits, selection, highlight, an outline item's expansion, custom states.
    open var configurationState: UICellConfigurationState { makeConfigurationState() }
    /// Asks for a configuration update before the cell is next measured or laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    /// Override to update the cell's configurations for a state; called before the cell is
    /// first measured and after each state change. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    var needsConfigurationUpdate = true
    var backgroundConfigurationView: UIView?

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutBackgroundConfigurationView()
    }

    override func prepareForSizing() { updateConfigurationIfNeeded() }

    private func updateSelection() {
        guard let v = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let index = backgroundView.map { subviews.firstIndex(of: $0).map { $0 + 1 } ?? 0 } ?? 0
            if v.superview !== self { insertSubview(v, at: index) }
        } else {
            v.removeFromSuperview()
        }
    }

    /// The cell's content as a configuration; its view fills the content view.
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    var configurationView: (UIView & UIContentView)?

    /// The configuration as the cell shows it (list cells fit it to their margins).
    func adjustedConfiguration(_ configuration: UIContentConfiguration) -> UIContentConfiguration { configuration }

    private func applyContentConfiguration() {
        configurationView = _contentView.hostContentConfiguration(
            contentConfiguration.map(adjustedConfiguration), in: configurationView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override func customFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize?
    {
        // A cell measured on its own (a snapshot at a width): its engine at that width.
        guard horizontal == .required, vertical < .required else { return nil }
        updateConstraintsIfNeeded()
        return fittingSize(width: target.width, height: nil)
    }
}
