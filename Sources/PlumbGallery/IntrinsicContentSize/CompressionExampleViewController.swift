import Foundation
import PlumbUI
import PureLayout

/// Compression resistance (seed 001, 尺寸压缩): two single-line labels side by side with 100
/// points between them; when the row is too narrow, the label whose horizontal compression
/// resistance is lowered to 749 is the one that shrinks (and truncates).
final class CompressionExampleViewController: BaseViewControllerWithAutolayout {
    lazy var label1: UILabel = makeLabel("label1")
    lazy var label2: UILabel = makeLabel("label2")

    func makeLabel(_ identifier: String) -> UILabel {
        let label = UILabel().configureForAutoLayout(identifier)
        label.backgroundColor = .purple
        label.numberOfLines = 1
        label.textColor = .white
        label.textAlignment = .left
        label.font = UIFont.systemFont(ofSize: 16)
        label.text = "压缩阻力优先级测试"
        return label
    }

    override var accessibilityIdentifier: String { "Compression" }

    override func setupAndComposeView() {
        title = "抗压能力优先级测试"
        view.backgroundColor = .white
        [label1, label2].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        label1.autoPinEdge(toSuperviewEdge: .left, withInset: 20)
        label2.autoPinEdge(toSuperviewEdge: .right, withInset: 20)
        label2.autoPinEdge(.left, to: .right, of: label1, withOffset: 100)
        label1.autoPinEdge(toSuperviewSafeArea: .top, withInset: 80)
        label2.autoPinEdge(.top, to: .top, of: label1)
        // Lower than the default 750: this label is compressed first.
        label2.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("label1 \(label1.frame), label2 \(label2.frame)")
    }
}
