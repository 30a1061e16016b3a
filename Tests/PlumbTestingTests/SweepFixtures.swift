import Foundation
import PlumbUI

/// The views the sweep tests sweep, built so that every breakpoint can be worked out by hand.
///
/// Text is DejaVu Sans Mono (`monospacedSystemFont`), whose every glyph advances 1233 font units
/// of 2048 (its `hmtx` table has one metric, read from `Sources/Typesetting/Fonts/
/// DejaVuSansMono-Subset.ttf`). At 32 pt one glyph is 1233 × 32 / 2048 = 19.265625 pt, exactly
/// 1233/64, so no rounding of advances to 1/64 pt changes any width below.
@MainActor
enum SweepFixtures {
    /// One monospaced glyph at 32 pt, in points.
    static let advance32: CGFloat = 1233.0 * 32 / 2048

    /// A panel swept over widths at a fixed height of 400 pt; every view sits 16 pt from the
    /// leading edge. From top to bottom:
    ///
    /// - `bio`: "aaaa bbbb cccc" (14 glyphs, 32 pt mono, any number of lines) between leading 16
    ///   and trailing 16, so its width is W − 32. One line needs 14 × 19.265625 = 269.71875 pt
    ///   (W ≥ 301.71875: from 302 pt on the half-point grid); two lines need "aaaa bbbb", 9 ×
    ///   19.265625 = 173.390625 pt (W ≥ 205.390625: from 205.5 pt); three lines need "aaaa",
    ///   77.0625 pt (W ≥ 109.0625, below every width swept).
    /// - `follow`: "Follow" (6 glyphs = 115.59375 pt, one line), leading 16, trailing ≤ −16: its
    ///   width is its intrinsic 116 pt (115.59375 rounded up to the pixel) or W − 32 when that is
    ///   less. The text is cut when W − 32 < 115.59375: at 147.5 pt (115.5 pt wide), not at 148.
    /// - `badge`: 60 × 20, trailing −16, top with `follow`'s: `follow` (16 ... 132 from W = 148
    ///   up) and `badge` (W − 76 ... W − 16) overlap when 132 > W − 76, below 208 pt.
    /// - `box`: 300 × 20, leading 16, trailing ≤ −16 at priority 999 (given up when it cannot
    ///   hold): it leaves its superview when 16 + 300 > W, below 316 pt.
    /// - `bar`: 250 × 20 with required `bar.width`, leading and `bar.trailing` (≤ −16): the
    ///   three cannot all hold when 16 + 250 + 16 > W, below 282 pt, and one is broken.
    static func panel() -> UIView {
        let root = UIView()
        root.accessibilityIdentifier = "panel"
        let bio = label("aaaa bbbb cccc", id: "bio", lines: 0)
        let follow = label("Follow", id: "follow", lines: 1)
        let badge = box("badge")
        let wide = box("box")
        let bar = box("bar")
        for v in [bio, follow, badge, wide, bar] { root.addSubview(v) }
        let barWidth = bar.widthAnchor.constraint(equalToConstant: 250)
        barWidth.identifier = "bar.width"
        let barTrailing = bar.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
        barTrailing.identifier = "bar.trailing"
        let boxTrailing = wide.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
        boxTrailing.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bio.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            bio.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bio.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            follow.topAnchor.constraint(equalTo: bio.bottomAnchor, constant: 8),
            follow.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            follow.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: follow.topAnchor),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 20),
            wide.topAnchor.constraint(equalTo: follow.bottomAnchor, constant: 8),
            wide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            wide.widthAnchor.constraint(equalToConstant: 300),
            wide.heightAnchor.constraint(equalToConstant: 20),
            boxTrailing,
            bar.topAnchor.constraint(equalTo: wide.bottomAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bar.heightAnchor.constraint(equalToConstant: 20),
            barWidth, barTrailing,
        ])
        return root
    }

    /// `bio` alone, 268 pt wide (16 pt margins at 300 pt), in DejaVu Sans Mono scaled from 17 pt
    /// like the body style: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47 and 53 pt from xS to AX5
    /// (UIFont's table, from Apple's HIG). A glyph is 1233/2048 of the size, so "aaaa bbbb cccc"
    /// (14 glyphs) is 8.4287 × size and "aaaa bbbb" (9) 5.4185 × size: one line up to AX1 (8.4287 ×
    /// 28 = 236.0 ≤ 268), two from AX2 (8.4287 × 33 = 278.1 > 268; 5.4185 × 33 = 178.8), still two
    /// at AX4 (5.4185 × 47 = 254.7), three at AX5 (5.4185 × 53 = 287.2 > 268; 4 glyphs: 127.6).
    static func scalingLabel() -> UIView {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let bio = label("aaaa bbbb cccc", id: "bio", lines: 0)
        bio.font = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .monospacedSystemFont(ofSize: 17, weight: .regular))
        bio.adjustsFontForContentSizeCategory = true
        root.addSubview(bio)
        NSLayoutConstraint.activate([
            bio.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            bio.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bio.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            bio.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        return root
    }

    /// A row with `tag` (60 × 20) pinned 16 pt from the *left* and `name` (100 × 20) 16 pt from
    /// the *trailing* edge, at 300 pt: apart in LTR (16 ... 76 and 184 ... 284), on top of each
    /// other in RTL, where `name` moves to 16 ... 116 and `tag` stays.
    static func leftPinnedRow() -> UIView {
        let root = UIView()
        root.accessibilityIdentifier = "row"
        let tag = box("tag")
        let name = box("name")
        root.addSubview(tag)
        root.addSubview(name)
        NSLayoutConstraint.activate([
            tag.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
            tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            tag.widthAnchor.constraint(equalToConstant: 60),
            tag.heightAnchor.constraint(equalToConstant: 20),
            name.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            name.widthAnchor.constraint(equalToConstant: 100),
            name.heightAnchor.constraint(equalToConstant: 20),
            name.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        return root
    }

    /// A screen swept over heights at 200 pt wide: `header` (100 pt tall) at the top, `footer`
    /// (50 pt tall) at the bottom. They overlap when H − 50 < 100, below 150 pt.
    static func headerFooter() -> UIView {
        let root = UIView()
        root.accessibilityIdentifier = "screen"
        let header = box("header")
        let footer = box("footer")
        root.addSubview(header)
        root.addSubview(footer)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        return root
    }

    static func label(_ text: String, id: String, lines: Int) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .monospacedSystemFont(ofSize: 32, weight: .regular)
        l.numberOfLines = lines
        l.accessibilityIdentifier = id
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }

    static func box(_ id: String) -> UIView {
        let v = UIView()
        v.backgroundColor = .systemBlue
        v.accessibilityIdentifier = id
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }
}
