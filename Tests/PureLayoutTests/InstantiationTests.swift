import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutInstantiationTests: `newAutoLayout()`, `init(forAutoLayout:)` and
/// `configureForAutoLayout()` make views that do not translate their autoresizing masks.
@MainActor @Suite struct InstantiationTests {
    final class BadgeView: UIView {}

    @Test func newAutoLayoutReturnsTheReceiversUIKitClassReadyForAutoLayout() {
        let view = UIView.newAutoLayout(), label = UILabel.newAutoLayout(), image = UIImageView.newAutoLayout()
        let button = UIButton.newAutoLayout(), scroll = UIScrollView.newAutoLayout(),
            stack = UIStackView.newAutoLayout()
        #expect(type(of: view) == UIView.self && type(of: label) == UILabel.self && type(of: image) == UIImageView.self)
        #expect(
            type(of: button) == UIButton.self && type(of: scroll) == UIScrollView.self
                && type(of: stack) == UIStackView.self)
        for v in [view, label, image, button, scroll, stack] as [UIView] {
            #expect(!v.translatesAutoresizingMaskIntoConstraints)
        }
    }

    @Test func newAutoLayoutOnAnAppSubclassMakesAPlainViewAndInitForAutoLayoutMakesTheSubclass() {
        // Swift cannot build a dynamic Self without a required initialiser (see ALAutoLayoutInstantiable).
        let plain = BadgeView.newAutoLayout()
        #expect(type(of: plain) == UIView.self && !plain.translatesAutoresizingMaskIntoConstraints)
        let badge = BadgeView(forAutoLayout: ())
        #expect(type(of: badge) == BadgeView.self && !badge.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func initForAutoLayoutMakesEachClassWithoutAutoresizingConstraints() {
        let view = UIView(forAutoLayout: ()), label = UILabel(forAutoLayout: ()), image = UIImageView(forAutoLayout: ())
        #expect(type(of: label) == UILabel.self && type(of: image) == UIImageView.self)
        #expect(![view, label, image].contains { $0.translatesAutoresizingMaskIntoConstraints })
        #expect(view.frame == .zero)
    }

    @Test func configureForAutoLayoutReturnsTheSameViewWithTranslationOff() {
        for view in [UIView(), UILabel(), UIImageView()] {
            #expect(view.translatesAutoresizingMaskIntoConstraints)
            let returned = view.configureForAutoLayout()
            #expect(returned === view && !returned.translatesAutoresizingMaskIntoConstraints)
        }
        let label: UILabel = UILabel().configureForAutoLayout()  // Self: still a UILabel
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func everyConstraintMethodTurnsTranslationOff() {
        let r = root(.leftToRight)
        let views = (0..<4).map { _ in UIView() }
        views.forEach(r.addSubview)
        views[0].autoPinEdge(toSuperviewEdge: .top)
        views[1].autoSetDimension(.width, toSize: 10)
        views[2].autoCenterInSuperview()
        views[3].autoConstrainAttribute(.width, to: .height, of: views[2])
        #expect(!views.contains { $0.translatesAutoresizingMaskIntoConstraints })
    }
}
