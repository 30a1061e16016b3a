import Foundation

/// The pull-to-refresh spinner of a scroll view: UIKit's `UIRefreshControl`, attached with
/// `scrollView.refreshControl = UIRefreshControl()`.
///
/// It sits just above the scroll view's content, 60 points tall (estimate of iOS 13+), and draws
/// nothing unless refreshing; while ``isRefreshing`` it shows a medium activity indicator
/// centred in that strip (visible when the content is scrolled down to it, as on iOS).
///
/// ```swift
/// tableView.refreshControl = UIRefreshControl()
/// tableView.refreshControl?.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// tableView.refreshControl?.simulatePull()   // Plumb: as a pull would
/// ```
///
/// Where Plumb differs: nothing pulls (``simulatePull()`` starts refreshing and sends
/// `.valueChanged`); ``attributedTitle`` is kept, not drawn.
open class UIRefreshControl: UIControl {
    /// The strip's height (estimate).
    static let height: CGFloat = 60

    /// Whether the control is refreshing.
    public private(set) var isRefreshing: Bool = false
    /// A title under the spinner (kept; not drawn).
    open var attributedTitle: NSAttributedString?
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// Creates a refresh control: UIKit's designated initializer ("The designated initializer",
    /// UIRefreshControl.h), so a subclass can override it
    /// (`override init() { super.init(); tintColor = .gray }`).
    public init() {
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a refresh control with a frame (the frame is managed by the scroll view it is
    /// given to). Also designated: UIRefreshControl.h marks no designated initializer, so Swift
    /// imports all of them as designated.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing (shows the spinner; does not send `.valueChanged`, as in UIKit).
    open func beginRefreshing() {
        isRefreshing = true
        isHidden = false
        spinner.startAnimating()
        setNeedsLayout()
    }

    /// Stops refreshing (hides the spinner).
    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
        isHidden = true
    }

    /// Starts refreshing and sends `.valueChanged`, as a pull past the threshold does (Plumb).
    public func simulatePull() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scroll = superview as? UIScrollView {
            setManualFrame(
                CGRect(x: 0, y: -UIRefreshControl.height, width: scroll.bounds.width, height: UIRefreshControl.height))
        }
        let s = spinner.intrinsicContentSize
        spinner.setManualFrame(
            CGRect(
                x: (bounds.midX - s.width / 2).rounded(), y: (bounds.midY - s.height / 2).rounded(),
                width: s.width, height: s.height))
    }
}

extension UIScrollView {
    /// The scroll view's refresh control (UIKit's `refreshControl`): added as a subview above
    /// the content.
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            for old in subviews where old is UIRefreshControl && old !== newValue { old.removeFromSuperview() }
            guard let control = newValue, control.superview !== self else { return }
            control.translatesAutoresizingMaskIntoConstraints = true
            control.frame = CGRect(
                x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(control, at: 0)
        }
    }
}
