import Foundation
import Testing
@testable import PlumbUI

/// Classic buttons' metrics as iOS 15+ sets them (issue 29, item 8): a custom button's 18-point
/// title with 6 points above and below, and glyph buttons at the SF Symbol's size with no title
/// label until they get a title.
@MainActor @Suite struct ButtonMetricsTests {
    /// A rectangle in whole @3x pixels.
    func pixels(_ r: CGRect) -> [Int] {
        [r.minX, r.minY, r.width, r.height].map { Int(($0 * 3).rounded()) }
    }

    @Test(arguments: directions)
    func customButtonIs34PointsTallWithItsTitleAtY6(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: rect(0, 0, 375, 200))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        let button = UIButton()
        button.setTitle("Tap me", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(button.titleLabel?.font == .systemFont(ofSize: 18))
        // Compared in @3x pixels: the title's width is Inter's (188 pixels for "Tap me").
        #expect(pixels(button.frame) == pixels(mirrored(rect(20, 10, 188.0 / 3, 34), in: 375, dir)))
        #expect(pixels(button.titleLabel?.frame ?? .zero) == [0, 18, 188, 66])
        #expect(button.buttonType == .custom && UIButton(type: .custom).titleLabel?.font == .systemFont(ofSize: 18))
    }

    @Test func systemButtonKeepsIts15PointTitleAnd30PointHeight() {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15, weight: .medium))
        #expect(button.intrinsicContentSize.height == 30)
        // Insets given replace the implicit 6 points.
        let custom = UIButton()
        custom.setTitle("Go", for: .normal)
        custom.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        #expect(custom.intrinsicContentSize.height == 26)
        // No title: no implicit insets.
        #expect(UIButton().intrinsicContentSize == .zero)
    }

    @Test(arguments: [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure])
    func glyphButtonsHaveTheSymbolSizeAndNoTitleLabel(_ type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        // Recorded on iOS for .contactAdd at @3x: 24.33 × 23.67.
        #expect(button.frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        #expect(button.intrinsicContentSize == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        #expect(button.subviews.count == 1 && button.subviews.first === button.imageView)
        button.setTitle("Add", for: .normal)
        #expect(button.subviews.count == 2 && button.subviews.contains { $0 === button.titleLabel })
    }
}
