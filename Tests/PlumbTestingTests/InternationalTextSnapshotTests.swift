import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Labels in Chinese, Japanese, Korean and with colour emoji, alone and mixed with Latin and
/// Arabic, at two widths, left to right and right to left: references in
/// `Snapshots/PlumbTestingTests/InternationalTextSnapshotTests/`.
@MainActor @Suite struct InternationalTextSnapshotTests {
    static let variants = VariantMatrix(
        sizes: [.width(320), .width(375)], directions: [.leftToRight, .rightToLeft],
        lint: .all)

    /// A column of one-line and wrapping labels.
    final class Column: UIView {
        init(_ texts: [(String, Int)]) {
            super.init(frame: .zero)
            backgroundColor = .systemBackground  // white in light mode; black in dark
            var previous: UIView? = nil
            for (i, (text, lines)) in texts.enumerated() {
                let label = UILabel()
                label.text = text
                label.numberOfLines = lines
                label.accessibilityIdentifier = "label\(i)"
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
                    label.topAnchor.constraint(
                        equalTo: previous?.bottomAnchor ?? topAnchor, constant: previous == nil ? 16 : 8),
                ])
                previous = label
            }
            if let previous { bottomAnchor.constraint(equalTo: previous.bottomAnchor, constant: 16).isActive = true }
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func chineseJapaneseKoreanAndEmoji() {
        let column = Column([
            ("你好，世界！欢迎使用 Plumb。", 1),
            ("こんにちは、世界。ラーメン！", 1),
            ("안녕하세요, 세계! 반갑습니다.", 1),
            ("Emoji 😀 👍 🎉 🇯🇵 🇫🇷 1️⃣ ❤️", 1),
            ("Mixed: Hello 世界, مرحبا 😀", 1),
            ("这是一段很长的中文说明文字，用来检查中文在标签中的自动换行是否正确，标点符号不会出现在行首。", 0),
            ("한국어 문장은 띄어쓰기 단위로 줄이 바뀌어야 합니다. 음절 사이에서는 바뀌지 않습니다.", 0),
        ])
        assertSnapshots(of: column, matrix: Self.variants)
        // Text and colour emoji in dark mode (emoji keep their colours).
        assertSnapshot(of: column, as: .image(width: 375).dark)
    }
}
