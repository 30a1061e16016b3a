import Foundation
import PlumbUI
import PureLayout

/// A view with an intrinsic content size of 150 × 66 (seed 001's sample).
final class IntrinsicSampleView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 150, height: 66) }
}

/// Content hugging (seed 001, 尺寸拉伸): two views with the same intrinsic size between the top
/// and bottom of the safe area; the one whose vertical hugging is lowered to 249 is the one
/// that stretches to fill the space.
final class HuggingExampleViewController: BaseViewControllerWithAutolayout {
    lazy var intrinsicView1: IntrinsicSampleView = {
        let view = IntrinsicSampleView().configureForAutoLayout("intrinsicView1")
        view.backgroundColor = .purple
        return view
    }()
    lazy var intrinsicView2: IntrinsicSampleView = {
        let view = IntrinsicSampleView().configureForAutoLayout("intrinsicView2")
        view.backgroundColor = .systemPurple
        return view
    }()

    override var accessibilityIdentifier: String { "Hugging" }

    override func setupAndComposeView() {
        title = "拉伸能力优先级测试"
        view.backgroundColor = .white
        [intrinsicView1, intrinsicView2].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        intrinsicView1.autoAlignAxis(toSuperviewAxis: .vertical)
        intrinsicView1.autoPinEdge(toSuperviewSafeArea: .top)

        intrinsicView2.autoAlignAxis(toSuperviewAxis: .vertical)
        intrinsicView2.autoPinEdge(toSuperviewSafeArea: .bottom)
        intrinsicView2.autoPinEdge(.top, to: .bottom, of: intrinsicView1, withOffset: 50)

        print("hugging before: \(intrinsicView2.contentHuggingPriority(for: .vertical))")
        // Lower than the default 250: this view gives way and stretches.
        NSLayoutConstraint.autoSetPriority(UILayoutPriority(rawValue: 249)) {
            self.intrinsicView2.autoSetContentHuggingPriority(for: .vertical)
        }
        print("hugging after: \(intrinsicView2.contentHuggingPriority(for: .vertical))")
    }
}
