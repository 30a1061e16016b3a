import Foundation
import PlumbUI

/// The benchmark's screen: a settings-style iPhone screen built with anchors and stack views.
///
/// 51 views, 20 labels: a navigation bar (title, hairline), a header card (avatar, title,
/// two-line subtitle), a rounded list of 8 rows (each: icon, title, subtitle, trailing chevron
/// block) in a vertical `UIStackView` whose 0.5-point spacing shows as separators, and a
/// bottom bar with one button (a label on a rounded view). `variant` changes the texts and the
/// icon colours so that every variant renders different pixels.
@MainActor func makeScreen(variant: Int) -> UIView {
    func pinned<V: UIView>(_ v: V) -> V {
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }
    func label(_ text: String, _ font: UIFont, _ color: UIColor = .label, lines: Int = 1) -> UILabel {
        let l = pinned(UILabel())
        l.text = text
        l.font = font
        l.textColor = color
        l.numberOfLines = lines
        return l
    }
    let palette: [UIColor] = [
        .systemBlue, .systemGreen, .systemOrange, .systemRed, .systemPurple,
        .systemTeal, .systemPink, .systemIndigo, .systemYellow, .systemBrown,
    ]
    let titles = [
        "Wi-Fi", "Bluetooth", "Mobile Data", "Notifications", "Sounds & Haptics",
        "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness",
        "Wallpaper", "Accessibility", "Battery", "Privacy & Security",
    ]
    let subtitles = [
        "Connected to Home-5G", "On, 2 devices", "Roaming off", "Banners, sounds, badges",
        "Ringtone: Reflection", "Do Not Disturb until 7:00", "2 h 14 min today",
        "Software update available", "Customise controls", "Automatic, True Tone",
        "Choose a new wallpaper", "VoiceOver, Zoom, Display", "87 %, low power off",
        "Location Services on",
    ]

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemGray6
    root.accessibilityIdentifier = "screen"

    // Navigation bar.
    let nav = pinned(UIView())
    nav.backgroundColor = .white
    nav.layer.borderWidth = 0.5
    nav.layer.borderColor = .separator
    let navTitle = label("Settings \(variant)", .systemFont(ofSize: 17, weight: .semibold))
    root.addSubview(nav)
    nav.addSubview(navTitle)

    // Header card.
    let header = pinned(UIView())
    header.backgroundColor = .white
    header.layer.cornerRadius = 12
    let avatar = pinned(UIView())
    avatar.backgroundColor = palette[variant % palette.count]
    avatar.layer.cornerRadius = 28
    let headerTitle = label(
        ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"][variant % 4],
        .systemFont(ofSize: 20, weight: .semibold))
    let headerSubtitle = label(
        "Apple ID, iCloud+, Media & Purchases. Signed in on \(variant % 7 + 2) devices.",
        .systemFont(ofSize: 13), .secondaryLabel, lines: 2)
    root.addSubview(header)
    for v in [avatar, headerTitle, headerSubtitle] { header.addSubview(v) }

    // The list.
    let list = pinned(UIStackView())
    list.axis = .vertical
    list.spacing = 0.5  // the separators: the list's grey shows between the white rows
    list.backgroundColor = .systemGray5
    list.layer.cornerRadius = 10
    list.layer.masksToBounds = true
    root.addSubview(list)
    for i in 0..<8 {
        let k = (variant + i) % titles.count
        let row = pinned(UIView())
        row.accessibilityIdentifier = "row\(i)"
        row.backgroundColor = .white
        let icon = pinned(UIView())
        icon.backgroundColor = palette[(variant + 3 * i) % palette.count]
        icon.layer.cornerRadius = 7
        let title = label(titles[k], .systemFont(ofSize: 17))
        let subtitle = label(subtitles[k], .systemFont(ofSize: 13), .secondaryLabel)
        let chevron = pinned(UIView())
        chevron.backgroundColor = .systemGray3
        chevron.layer.cornerRadius = 2
        for v in [icon, title, subtitle, chevron] { row.addSubview(v) }
        NSLayoutConstraint.activate([
            row.heightAnchor.constraint(equalToConstant: 52),
            icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 29),
            icon.heightAnchor.constraint(equalToConstant: 29),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 14),
            title.topAnchor.constraint(equalTo: row.topAnchor, constant: 7),
            title.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
            chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            chevron.widthAnchor.constraint(equalToConstant: 8),
            chevron.heightAnchor.constraint(equalToConstant: 13),
        ])
        list.addArrangedSubview(row)
    }

    // Bottom bar with a button.
    let bar = pinned(UIView())
    bar.backgroundColor = .white
    bar.layer.borderWidth = 0.5
    bar.layer.borderColor = .separator
    let button = pinned(UIView())
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 10
    let buttonTitle = label("Sign Out", .systemFont(ofSize: 17, weight: .semibold), .white)
    root.addSubview(bar)
    bar.addSubview(button)
    button.addSubview(buttonTitle)

    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        nav.topAnchor.constraint(equalTo: root.topAnchor),
        nav.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        nav.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        nav.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: 44),
        navTitle.centerXAnchor.constraint(equalTo: nav.centerXAnchor),
        navTitle.bottomAnchor.constraint(equalTo: nav.bottomAnchor, constant: -11),

        header.topAnchor.constraint(equalTo: nav.bottomAnchor, constant: 16),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 12),
        avatar.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
        avatar.widthAnchor.constraint(equalToConstant: 56),
        avatar.heightAnchor.constraint(equalToConstant: 56),
        header.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
        headerTitle.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
        headerTitle.topAnchor.constraint(equalTo: avatar.topAnchor),
        headerTitle.trailingAnchor.constraint(lessThanOrEqualTo: header.trailingAnchor, constant: -12),
        headerSubtitle.leadingAnchor.constraint(equalTo: headerTitle.leadingAnchor),
        headerSubtitle.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -12),
        headerSubtitle.topAnchor.constraint(equalTo: headerTitle.bottomAnchor, constant: 2),
        header.bottomAnchor.constraint(equalTo: headerSubtitle.bottomAnchor, constant: 12),

        list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
        list.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        list.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),

        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        bar.topAnchor.constraint(equalTo: safe.bottomAnchor, constant: -68),
        button.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
        button.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
        button.topAnchor.constraint(equalTo: bar.topAnchor, constant: 12),
        button.heightAnchor.constraint(equalToConstant: 44),
        buttonTitle.centerXAnchor.constraint(equalTo: button.centerXAnchor),
        buttonTitle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
    ])
    return root
}

/// Counts the views and labels of a tree (the screen's own description is checked against it).
@MainActor func countViews(_ v: UIView) -> (views: Int, labels: Int) {
    var views = 1, labels = v is UILabel ? 1 : 0
    for s in v.subviews {
        let c = countViews(s)
        views += c.views
        labels += c.labels
    }
    return (views, labels)
}
