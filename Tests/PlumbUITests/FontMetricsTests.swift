import Foundation
import Testing
@testable import PlumbUI

/// UIFont's vertical metrics are UIKit's system-font values, and `preferredFont(forTextStyle:)`
/// follows the Human Interface Guidelines' Dynamic Type table at every content size category.
@MainActor @Suite struct FontMetricsTests {
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// HIG, Typography, Specifications: (size, leading) per category, xSmall ... AX5.
    nonisolated static let hig: [(UIFont.TextStyle, [(CGFloat, CGFloat)])] = [
        (
            .largeTitle,
            [
                (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
                (56, 66), (60, 70),
            ]
        ),
        (
            .title1,
            [
                (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
                (53, 62), (58, 68),
            ]
        ),
        (
            .title2,
            [
                (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
                (50, 59), (56, 66),
            ]
        ),
        (
            .title3,
            [
                (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
                (49, 58), (55, 65),
            ]
        ),
        (
            .headline,
            [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
                (47, 56), (53, 62),
            ]
        ),
        (
            .body,
            [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
                (47, 56), (53, 62),
            ]
        ),
        (
            .callout,
            [
                (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
                (44, 52), (51, 60),
            ]
        ),
        (
            .subheadline,
            [
                (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
                (42, 50), (49, 58),
            ]
        ),
        (
            .footnote,
            [
                (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
                (38, 46), (44, 52),
            ]
        ),
        (
            .caption1,
            [
                (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
                (37, 44), (43, 51),
            ]
        ),
        (
            .caption2,
            [
                (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
                (34, 41), (40, 48),
            ]
        ),
    ]

    @Test(arguments: hig.indices)
    func preferredFontHasTheHIGSizeAndLeadingAtEveryCategory(_ index: Int) {
        let (style, rows) = Self.hig[index]
        for (category, (size, leading)) in zip(Self.categories, rows) {
            let font = UIFont.preferredFont(
                forTextStyle: style,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            #expect(font.pointSize == size, "\(style.rawValue) \(category.rawValue)")
            #expect(font.textStyleLineSpacing == leading, "\(style.rawValue) \(category.rawValue)")
            // The font is the system font at that size, with the HIG's spacing as leading
            // (0 where the spacing is below the bare line height).
            #expect(font.lineHeight == 2444 * size / 2048)
            #expect(font.leading == max(0, leading - 2444 * size / 2048), "\(style.rawValue) \(category.rawValue)")
        }
        #expect(UIFont.systemFont(ofSize: 17).textStyleLineSpacing == nil)
    }

    @Test func systemFontMetricsAreUIKitsAtEveryWeight() {
        // UIFont.systemFont(ofSize: 17) on iOS: 16.1865234375 / −4.1005859375 / 0 / 20.287109375,
        // capHeight 11.97802734375, xHeight 8.9482421875 (bold 9.13916015625).
        for weight in [UIFont.Weight.regular, .medium, .semibold, .bold] {
            let font = UIFont.systemFont(ofSize: 17, weight: weight)
            #expect(font.ascender == 16.1865234375)
            #expect(font.descender == -4.1005859375)
            #expect(font.leading == 0)
            #expect(font.lineHeight == 20.287109375)
            #expect(font.capHeight == 11.97802734375)
        }
        #expect(UIFont.systemFont(ofSize: 17).xHeight == 8.9482421875)
        #expect(UIFont.boldSystemFont(ofSize: 17).xHeight == 9.13916015625)
        #expect(UIFont.systemFont(ofSize: 40).lineHeight == 47.734375)
    }

    @Test(arguments: directions)
    @MainActor
    func oneLineLabelsAreAsTallAsOnIOS(_ dir: UITraitEnvironmentLayoutDirection) {
        // UIKit: a one-line label of the 17 pt system font is 20.5 tall at @2x (20.287109375
        // ceiled to the pixel), its first baseline 16.1865234375 below its top; Chinese and emoji
        // fallbacks do not change it (UILetterformAwareAdjusting: non-text-style fonts keep the
        // typographic height).
        let root = makeRoot(320, 200, dir)
        var labels: [UILabel] = []
        for (i, text) in ["Hello", "你好，世界", "こんにちは", "안녕하세요", "Hi 😀 🇯🇵", "مرحبا 世界"].enumerated() {
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            root.addSubview(label)
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8 + 24 * CGFloat(i)).isActive = true
            labels.append(label)
        }
        root.layoutIfNeeded()
        for label in labels {
            #expect(label.frame.height == 20.5, "\(label.text!)")
            #expect(label.intrinsicContentSize.height == 20.5, "\(label.text!)")
        }
        #expect(labels[1].frame.width == 85)  // 5 ideographs × 17
        #expect(labels[1].frame == mirrored(rect(16, 32, 85, 20.5), in: 320, dir))
    }
}
