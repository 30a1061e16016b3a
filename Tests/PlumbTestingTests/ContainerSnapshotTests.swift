import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Containers drawn as on iOS: a navigation stack with a back button and bar items, a large
/// title, a tab bar, a page sheet, and landscape, on iPhone SE and iPhone X in both directions,
/// against `Snapshots/PlumbTestingTests/ContainerSnapshotTests/`.
@MainActor @Suite struct ContainerSnapshotTests {
    /// Rows of a title and a detail line, pinned to the safe area and the margins.
    final class ListViewController: UIViewController {
        let rows: [(String, String)]
        init(title: String, rows: [(String, String)]) {
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            for (title, detail) in rows {
                let name = UILabel()
                name.text = title
                name.font = .systemFont(ofSize: 17, weight: .semibold)
                let line = UILabel()
                line.text = detail
                line.font = .systemFont(ofSize: 15)
                line.textColor = .secondaryLabel
                let row = UIStackView(arrangedSubviews: [name, line])
                row.axis = .vertical
                row.spacing = 2
                row.isLayoutMarginsRelativeArrangement = true
                row.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
                row.backgroundColor = .secondarySystemBackground
                row.layer.cornerRadius = 8
                stack.addArrangedSubview(row)
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
            // A strip along the bottom of the safe area shows where the bars end.
            let strip = UIView()
            strip.backgroundColor = .systemOrange
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            NSLayoutConstraint.activate([
                strip.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                strip.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                strip.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                strip.heightAnchor.constraint(equalToConstant: 6),
            ])
        }
    }

    static let mail = [
        ("Anna Lindqvist", "Lunch on Friday?"), ("Build Bot", "All 412 tests passed"),
        ("Omar Haddad", "Slides for the review"),
    ]

    /// Mailboxes → Inbox, with Edit and + on the trailing side.
    func navigationStack(largeTitles: Bool = false) -> UINavigationController {
        let mailboxes = ListViewController(title: "Mailboxes", rows: [("Inbox", "3 unread"), ("Sent", "")])
        let inbox = ListViewController(title: "Inbox", rows: Self.mail)
        inbox.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .edit), UIBarButtonItem(systemItem: .add),
        ]
        let nav = UINavigationController(rootViewController: mailboxes)
        nav.navigationBar.prefersLargeTitles = largeTitles
        if !largeTitles { nav.pushViewController(inbox, animated: false) }
        return nav
    }

    @Test func navigationStack() {
        for device in [Device.iPhoneSE, .iPhoneX] {
            assertSnapshot(of: navigationStack(), as: .image(on: device))
            assertSnapshot(of: navigationStack(), as: .image(on: device).rightToLeft)
        }
    }

    /// The stack in dark mode: bar, list and its text follow the style.
    @Test func navigationStackInDarkMode() {
        assertSnapshot(of: navigationStack(), as: .image(on: .iPhoneX).dark)
        assertSnapshot(of: navigationStack(largeTitles: true), as: .image(on: .iPhoneSE).rightToLeft.dark)
    }

    @Test func largeTitle() {
        assertSnapshot(of: navigationStack(largeTitles: true), as: .image(on: .iPhoneX))
        assertSnapshot(of: navigationStack(largeTitles: true), as: .image(on: .iPhoneX).rightToLeft)
    }

    @Test func navigationStackInLandscape() {
        assertSnapshot(of: navigationStack(), as: .image(on: .iPhoneX.landscape))
        assertSnapshot(of: navigationStack(), as: .image(on: .iPhoneX.landscape).rightToLeft)
    }

    /// A 25-point template icon: a filled shape (its colour comes from the tab bar).
    static func icon(_ shape: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { ctx in
            let c = ctx.cgContext
            c.setFillColor(.black)
            switch shape {
            case 0: c.fillEllipse(in: CGRect(x: 2, y: 2, width: 21, height: 21))
            case 1: c.fill(CGRect(x: 3, y: 3, width: 19, height: 19))
            default:
                c.move(to: CGPoint(x: 12.5, y: 2))
                c.addLine(to: CGPoint(x: 23, y: 22))
                c.addLine(to: CGPoint(x: 2, y: 22))
                c.closePath()
                c.fillPath()
            }
        }
    }

    func tabs() -> UITabBarController {
        let inbox = UINavigationController(rootViewController: ListViewController(title: "Inbox", rows: Self.mail))
        inbox.tabBarItem = UITabBarItem(title: "Mail", image: Self.icon(0), tag: 0)
        inbox.tabBarItem.badgeValue = "3"
        let calendar = ListViewController(title: "Calendar", rows: [("Review", "10:00")])
        calendar.tabBarItem = UITabBarItem(title: "Calendar", image: Self.icon(1), tag: 1)
        let files = ListViewController(title: "Files", rows: [])
        files.tabBarItem = UITabBarItem(title: "Files", image: Self.icon(2), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, calendar, files]
        return tabs
    }

    @Test func tabBar() {
        for device in [Device.iPhoneSE, .iPhoneX] {
            assertSnapshot(of: tabs(), as: .image(on: device))
            assertSnapshot(of: tabs(), as: .image(on: device).rightToLeft)
        }
    }

    @Test func tabBarInDarkMode() {
        assertSnapshot(of: tabs(), as: .image(on: .iPhoneX).dark)
    }

    /// Presents a compose sheet when it appears (the sheet is drawn over the scaled-back stack).
    final class PresentsOnAppear: UINavigationController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let compose = ListViewController(
                title: "New Message", rows: [("To:", "Anna Lindqvist"), ("Subject:", "Lunch")])
            compose.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
            compose.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done)
            present(UINavigationController(rootViewController: compose), animated: true)
        }
    }

    @Test func pageSheet() {
        for device in [Device.iPhoneSE, .iPhoneX] {
            for rtl in [false, true] {
                let nav = PresentsOnAppear(rootViewController: ListViewController(title: "Inbox", rows: Self.mail))
                let strategy = Snapshotting.image(on: device)
                assertSnapshot(of: nav, as: rtl ? strategy.rightToLeft : strategy)
            }
        }
    }

    /// The snapshot strategy takes a controller through its lifecycle, in UIKit's order, before
    /// it draws, and makes it disappear afterwards.
    @Test func snapshottingRunsTheLifecycle() throws {
        final class Logging: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("viewDidLoad"); view.setNeedsUpdateConstraints() }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
            override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
        }
        let vc = Logging()
        _ = try SnapshotRenderer.capture(.controller(vc), as: .frames(on: .iPhoneSE))
        #expect(
            vc.log == [
                "viewDidLoad", "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews",
                "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
            ])
    }
}
