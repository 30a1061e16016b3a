import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Bars styled with iOS 13's appearance objects, as apps style them: an opaque red navigation
/// bar with a white bold title and no hairline, a transparent bar over a coloured header, and a
/// tab bar with its own item colours, each left to right and right to left (and two in dark
/// mode), against
/// `Snapshots/PlumbTestingTests/BarAppearanceSnapshotTests/`.
@MainActor @Suite struct BarAppearanceSnapshotTests {
    typealias List = ContainerSnapshotTests.ListViewController

    /// Mailboxes → Inbox with an Edit button, in a red bar: white bold title, white buttons and
    /// back button, no hairline (the same appearance at rest and scrolled).
    func redStack() -> UINavigationController {
        let mailboxes = List(title: "Mailboxes", rows: [("Inbox", "3 unread")])
        let inbox = List(title: "Inbox", rows: ContainerSnapshotTests.mail)
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        let nav = UINavigationController(rootViewController: mailboxes)
        nav.pushViewController(inbox, animated: false)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17)]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.navigationBar.tintColor = .white
        return nav
    }

    @Test func opaqueRedNavigationBar() {
        assertSnapshot(of: redStack(), as: .image(on: .iPhoneSE))
        assertSnapshot(of: redStack(), as: .image(on: .iPhoneSE).rightToLeft)
    }

    /// A profile whose indigo header reaches up under a transparent bar and the status bar.
    final class Profile: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Profile"
            view.backgroundColor = .systemBackground
            let header = UIView()
            header.backgroundColor = .systemIndigo
            let name = UILabel()
            name.text = "Anna Lindqvist"
            name.font = .systemFont(ofSize: 28, weight: .bold)
            name.textColor = .white
            let about = UILabel()
            about.text = "Designer in Gothenburg. Lunch on Fridays."
            about.font = .systemFont(ofSize: 15)
            about.textColor = .secondaryLabel
            for v in [header, name, about] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120),
                name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                name.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
                about.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                about.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
                about.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            ])
        }
    }

    /// The profile in a transparent bar: no background, no hairline, white title and buttons.
    func transparentStack() -> UINavigationController {
        let profile = Profile()
        profile.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Follow", style: .done)
        let nav = UINavigationController(rootViewController: profile)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        return nav
    }

    @Test func transparentBarOverContent() {
        assertSnapshot(of: transparentStack(), as: .image(on: .iPhoneX))
        assertSnapshot(of: transparentStack(), as: .image(on: .iPhoneX).rightToLeft)
    }

    /// Three tabs on an opaque bar: unselected items gray, the selected one orange with a bold
    /// title, badges purple.
    func coloredTabs() -> UITabBarController {
        let tabs = ContainerSnapshotTests().tabs()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        let items = appearance.stackedLayoutAppearance
        items.normal.iconColor = .systemGray2
        items.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        items.normal.badgeBackgroundColor = .systemPurple
        items.selected.iconColor = .systemOrange
        items.selected.titleTextAttributes = [
            .foregroundColor: UIColor.systemOrange, .font: UIFont.systemFont(ofSize: 10, weight: .bold),
        ]
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        tabs.selectedIndex = 1
        return tabs
    }

    @Test func tabBarItemColors() {
        assertSnapshot(of: coloredTabs(), as: .image(on: .iPhoneSE))
        assertSnapshot(of: coloredTabs(), as: .image(on: .iPhoneSE).rightToLeft)
    }

    /// The opaque background and the hairline follow the style (black, white at 15 %); the
    /// red bar stays red.
    @Test func barAppearancesInDarkMode() {
        assertSnapshot(of: coloredTabs(), as: .image(on: .iPhoneSE).dark)
        assertSnapshot(of: redStack(), as: .image(on: .iPhoneSE).rightToLeft.dark)
    }
}
