import Foundation

/// The row of a navigation bar that holds the back button, the bar button items and the title
/// (UIKit's `_UINavigationBarContentView`).
final class _UINavigationBarContentView: UIView {
    weak var bar: UINavigationBar?
    override var descriptionText: String? { bar?.topItem?.title }
}

/// The part of a navigation bar under the content row that shows a large title (UIKit's
/// `_UINavigationBarLargeTitleView`).
final class _UINavigationBarLargeTitleView: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = BarMetrics.largeTitleFont
        label.textColor = .label
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override var descriptionText: String? { label.text }
}
