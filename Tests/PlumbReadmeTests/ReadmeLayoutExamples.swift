// README, "Layout code, as on iOS" and "Text, images and buttons".
import Testing

import PlumbUI  // instead of UIKit

@MainActor func layOutALabel() -> UILabel {  // UIKit code runs on the main actor
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "A multi-line label gets the height of its wrapped text"
    root.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()  // label.frame == (8, 20, 304, 41) at @2x: 2 lines × 20.287, ceiled to the pixel
    return label
}

@MainActor @Suite struct ReadmeLayoutExamples {
    @Test func theLabelGetsTheHeightOfItsTwoWrappedLines() {
        #expect(layOutALabel().frame == CGRect(x: 8, y: 20, width: 304, height: 41))
    }

    // README, "Text, images and buttons": attributed text.
    @Test func aPriceLabelShowsTwoFontsInOneLine() throws {
        let priceLabel = UILabel()
        let text = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(
            NSAttributedString(
                string: "$42",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemGreen]))
        priceLabel.attributedText = text

        let shown = try #require(priceLabel.attributedText)
        #expect(shown.string == "Total $42")
        #expect((shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 15)
        #expect((shown.attribute(.font, at: 6, effectiveRange: nil) as? UIFont) == UIFont.boldSystemFont(ofSize: 22))
        #expect((shown.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor) == .systemGreen)
    }
}
