import Foundation
import Raster

/// A red badge with white text (UIKit's `_UIBadgeView`): 18 points tall, 13-point text, at least
/// as wide as tall (estimates).
final class _UIBadgeView: UIView {
    let label = UILabel()
    init(text: String, color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = 9
        label.text = text
        label.font = _UIBadgeView.font
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    /// The badge text's default font.
    static let font = UIFont.systemFont(ofSize: 13, weight: .regular)
    var fittingSize: CGSize {
        let t = label.intrinsicContentSize
        return CGSize(width: max(18, t.width + 10), height: 18)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.setManualFrame(bounds)
    }
    override var descriptionText: String? { label.text }
}
