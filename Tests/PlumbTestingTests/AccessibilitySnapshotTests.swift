import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// The accessibility snapshot (`.accessibility`) and the `missingAccessibilityLabels` lint on a
/// settings screen in a navigation controller: English left to right, Arabic right to left.
/// References in `Snapshots/PlumbTestingTests/AccessibilitySnapshotTests/`.
@MainActor @Suite struct AccessibilitySnapshotTests {
    struct Strings {
        var title, done, name, airplane, brightness, email, light, dark, auto, signOut, help: String
        static let english = Strings(
            title: "Settings", done: "Done", name: "Layla Haddad", airplane: "Airplane Mode",
            brightness: "Brightness", email: "Email", light: "Light", dark: "Dark", auto: "Auto",
            signOut: "Sign Out", help: "Help")
        static let arabic = Strings(
            title: "الإعدادات", done: "تم", name: "ليلى حداد", airplane: "وضع الطيران",
            brightness: "السطوع", email: "البريد الإلكتروني", light: "فاتح", dark: "داكن",
            auto: "تلقائي", signOut: "تسجيل الخروج", help: "مساعدة")
    }

    /// A profile header (an image that is not an element, and a name), a switch row, a slider
    /// row, an email field, an appearance picker, a sign-out button and an icon-only help button.
    final class SettingsViewController: UIViewController {
        let s: Strings
        let helpButton = UIButton(type: .system)
        init(_ s: Strings) {
            self.s = s
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = s.title
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: s.done, style: .done)
            view.backgroundColor = .systemGroupedBackground
            let avatar = UIImageView()
            avatar.backgroundColor = .systemTeal
            avatar.layer.cornerRadius = 24
            let name = UILabel()
            name.text = s.name
            name.font = .boldSystemFont(ofSize: 20)
            let header = UIStackView(arrangedSubviews: [avatar, name])
            header.spacing = 12
            header.alignment = .center
            let airplaneLabel = UILabel()
            airplaneLabel.text = s.airplane
            let airplane = UISwitch()
            airplane.isOn = true
            airplane.accessibilityLabel = s.airplane
            let airplaneRow = UIStackView(arrangedSubviews: [airplaneLabel, airplane])
            airplaneRow.alignment = .center
            let brightnessLabel = UILabel()
            brightnessLabel.text = s.brightness
            let brightness = UISlider()
            brightness.value = 0.6
            brightness.accessibilityLabel = s.brightness
            let brightnessRow = UIStackView(arrangedSubviews: [brightnessLabel, brightness])
            brightnessRow.spacing = 16
            brightnessRow.alignment = .center
            let email = UITextField()
            email.borderStyle = .roundedRect
            email.placeholder = s.email
            email.accessibilityHint = "Used to sign in"
            let appearance = UISegmentedControl(items: [s.light, s.dark, s.auto])
            appearance.selectedSegmentIndex = 2
            let signOut = UIButton(type: .system)
            signOut.setTitle(s.signOut, for: .normal)
            signOut.setTitleColor(.systemRed, for: .normal)
            helpButton.backgroundColor = .systemBlue
            helpButton.layer.cornerRadius = 16
            helpButton.accessibilityIdentifier = "help"
            let footer = UIStackView(arrangedSubviews: [signOut, UIView(), helpButton])
            footer.alignment = .center
            let stack = UIStackView(arrangedSubviews: [header, airplaneRow, brightnessRow, email, appearance, footer])
            stack.axis = .vertical
            stack.spacing = 20
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 48), avatar.heightAnchor.constraint(equalToConstant: 48),
                helpButton.widthAnchor.constraint(equalToConstant: 32),
                helpButton.heightAnchor.constraint(equalToConstant: 32),
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            ])
        }
    }

    func screen(_ s: Strings, labelledHelp: Bool = true) -> UINavigationController {
        let settings = SettingsViewController(s)
        if labelledHelp { settings.helpButton.accessibilityLabel = s.help }
        return UINavigationController(rootViewController: settings)
    }

    @Test func settingsScreen() {
        assertSnapshot(of: screen(.english), as: .image(on: .iPhoneSE).accessibility)
        assertSnapshot(of: screen(.arabic), as: .image(on: .iPhoneSE).rightToLeft.accessibility)
        assertSnapshot(of: screen(.english), as: .frames(on: .iPhoneSE).accessibility)
    }

    @Test func theElementsAreListedInReadingOrderWithUIKitsDefaults() throws {
        let ltr = try SnapshotRenderer.capture(.controller(screen(.english)), as: .frames(on: .iPhoneSE).accessibility)
        let lines = ltr.frames.split(separator: "\n").map(String.init)
        #expect(
            lines.map { String($0.prefix { $0 != "(" }) } == [  // the text up to the frame
                "1. \"Settings\" [staticText, header] ",
                "2. \"Done\" [button] ",
                "3. \"Layla Haddad\" [staticText] ",
                "4. \"Airplane Mode\" [staticText] ",
                "5. \"Airplane Mode\" value \"1\" [button, toggleButton] ",
                "6. \"Brightness\" [staticText] ",
                "7. \"Brightness\" value \"60%\" [adjustable] ",
                "8. \"Email\" ",
                "9. \"Light\" [button] ",
                "10. \"Dark\" [button] ",
                "11. \"Auto\" [button, selected] ",
                "12. \"Sign Out\" [button] ",
                "13. \"Help\" [button] ",
            ])
        let content =
            "UILayoutContainerView/UINavigationTransitionView[0]/UIViewControllerWrapperView[0]/UIView[0]/UIStackView[0]"
        #expect(lines[7] == "8. \"Email\" (20, 254, 335, 34) hint \"Used to sign in\" \(content)/UITextField[3]")
        #expect(
            lines[10]
                == "11. \"Auto\" [button, selected] (243.33, 308, 111.67, 32) \(content)/UISegmentedControl[4]/UIAccessibilityElement[2]"
        )
        #expect(
            lines[1]
                == "2. \"Done\" [button] (307.5, 20, 59.5, 44) UILayoutContainerView/UINavigationBar[1]/_UINavigationBarContentView[2]/_UIButtonBarButton[0]"
        )
        let rtl = try SnapshotRenderer.capture(
            .controller(screen(.arabic)), as: .frames(on: .iPhoneSE).rightToLeft.accessibility)
        let rtlLabels = rtl.frames.split(separator: "\n").map { line in
            String(line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" })
        }
        #expect(
            rtlLabels == [
                "الإعدادات", "تم", "ليلى حداد", "وضع الطيران", "وضع الطيران", "السطوع", "السطوع",
                "البريد الإلكتروني", "فاتح", "داكن", "تلقائي", "تسجيل الخروج", "مساعدة",
            ])
    }

    @Test func anIconButtonWithoutALabelFailsTheLint() throws {
        let captured = try SnapshotRenderer.capture(
            .controller(screen(.english, labelledHelp: false)),
            as: .image(on: .iPhoneSE).lint(.missingAccessibilityLabels))
        #expect(
            captured.lintProblems.map(\.description) == [
                "missing accessibility label: UILayoutContainerView/UINavigationTransitionView[0]"
                    + "/UIViewControllerWrapperView[0]/UIView[0]/UIStackView[0]/UIStackView[5]/UIButton#help (323, 360, 32, 32): "
                    + "VoiceOver reads this button without a name (no accessibilityLabel, and no title or text to take one from); "
                    + "set its accessibilityLabel"
            ])
        let exempt = try SnapshotRenderer.capture(
            .controller(screen(.english, labelledHelp: false)),
            as: .image(on: .iPhoneSE).lint(.missingAccessibilityLabels)
                .lintExempting(.missingAccessibilityLabels, identifiers: ["help"]))
        #expect(exempt.lintProblems.isEmpty)
    }

    @Test func hiddenAndNamedControlsPassTheLint() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let hidden = UIButton(type: .system)
        hidden.isHidden = true
        let named = UISwitch()
        named.accessibilityLabel = "Sound"
        let untitledLink = UIView()
        untitledLink.isAccessibilityElement = true
        untitledLink.accessibilityTraits = .link
        untitledLink.accessibilityLabel = "  "
        let field = UITextField(frame: CGRect(x: 60, y: 50, width: 100, height: 30))
        field.text = "ada@example.com"
        for v in [hidden, named, untitledLink, field] { view.addSubview(v) }
        untitledLink.frame = CGRect(x: 10, y: 50, width: 40, height: 20)
        let captured = try SnapshotRenderer.capture(
            .view(view), as: .image(width: 200, height: 100).lint(.missingAccessibilityLabels))
        #expect(
            captured.lintProblems.map(\.description) == [
                "missing accessibility label: UIView/UIView[2] (10, 50, 40, 20): VoiceOver reads this link without a name "
                    + "(no accessibilityLabel, and no title or text to take one from); set its accessibilityLabel",
                "missing accessibility label: UIView/UITextField[3] (60, 50, 100, 30): VoiceOver reads this text field without a name "
                    + "(no accessibilityLabel, and no title or text to take one from); set its accessibilityLabel",
            ])
    }

    @Test func customElementsAreListedAndLintedThroughTheirContainer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let chart = UIView(frame: CGRect(x: 20, y: 10, width: 160, height: 80))
        chart.accessibilityIdentifier = "chart"
        view.addSubview(chart)
        let march = UIAccessibilityElement(accessibilityContainer: chart)
        march.accessibilityLabel = "March"
        march.accessibilityValue = "42 orders"
        march.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 20, width: 40, height: 60)
        let zoom = UIAccessibilityElement(accessibilityContainer: chart)
        zoom.accessibilityTraits = .button
        zoom.accessibilityFrameInContainerSpace = CGRect(x: 120, y: 0, width: 40, height: 20)
        chart.accessibilityElements = [march, zoom]
        let strategy = Snapshotting.frames(width: 200, height: 100).accessibility.lint(.missingAccessibilityLabels)
        let captured = try SnapshotRenderer.capture(.view(view), as: strategy)
        #expect(
            captured.frames == """
                1. "March" value "42 orders" (20, 30, 40, 60) UIView/UIView#chart/UIAccessibilityElement[0]
                2. (no label) [button] (140, 10, 40, 20) UIView/UIView#chart/UIAccessibilityElement[1]

                """)
        #expect(
            captured.lintProblems.map(\.description) == [
                "missing accessibility label: UIView/UIView#chart/UIAccessibilityElement[1] (140, 10, 40, 20): VoiceOver reads this "
                    + "button without a name (no accessibilityLabel, and no title or text to take one from); set its accessibilityLabel"
            ])
        let exempt = try SnapshotRenderer.capture(
            .view(view), as: strategy.lintExempting(.missingAccessibilityLabels, identifiers: ["chart"]))
        #expect(exempt.lintProblems.isEmpty)
    }

    @Test func tabsAreButtonsAndTheSelectedTabIsSelected() throws {
        for rtl in [false, true] {
            let tabs = UITabBarController()
            tabs.viewControllers = [("Home", nil), ("Inbox", "3"), ("Profile", nil)].map { title, badge in
                let vc = UIViewController()
                vc.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
                vc.tabBarItem.badgeValue = badge
                return vc
            }
            tabs.selectedIndex = 1
            let strategy = Snapshotting.frames(on: .iPhoneSE).accessibility
            let captured = try SnapshotRenderer.capture(.controller(tabs), as: rtl ? strategy.rightToLeft : strategy)
            let lines = captured.frames.split(separator: "\n").map { String($0.prefix { $0 != "(" }) }
            #expect(
                lines == [
                    "1. \"Home\" [button] ", "2. \"Inbox\" value \"3\" [button, selected] ", "3. \"Profile\" [button] ",
                ])
            #expect(tabs.tabBar.accessibilityTraits == .tabBar && !tabs.tabBar.isAccessibilityElement)
        }
    }

    @Test func aPushedScreenReadsBackTitleAndItemsFromTheLeadingSide() throws {
        for rtl in [false, true] {
            let first = UIViewController()
            first.title = "Mail"
            let second = UIViewController()
            second.title = "Inbox"
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
            let nav = UINavigationController(rootViewController: first)
            nav.pushViewController(second, animated: false)
            let strategy = Snapshotting.frames(on: .iPhoneSE).accessibility
            let captured = try SnapshotRenderer.capture(.controller(nav), as: rtl ? strategy.rightToLeft : strategy)
            let lines = captured.frames.split(separator: "\n").map { String($0.prefix { $0 != "(" }) }
            #expect(lines == ["1. \"Mail\" [button] ", "2. \"Inbox\" [staticText, header] ", "3. \"Edit\" [button] "])
        }
    }

    @Test func theVariantNameEndsInAccessibility() {
        #expect(
            Snapshotting.image(on: .iPhoneSE).rightToLeft.accessibility.variantName == "iPhoneSE.rtl@2x.accessibility")
        #expect(Snapshotting.frames(width: 320).accessibility.pathExtension == "txt")
        #expect(Snapshotting.image(width: 320).accessibility.pathExtension == "png")
    }

    func mailRow() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        root.backgroundColor = .systemBackground
        let row = UILabel(frame: CGRect(x: 16, y: 0, width: 184, height: 44))
        row.text = "Inbox"
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in true },
            UIAccessibilityCustomAction(name: "Archive") { _ in true },
        ]
        root.addSubview(row)
        return root
    }

    @Test func customActionsAreInTheLegend() {
        assertSnapshot(of: mailRow(), as: .image(width: 200, height: 44).accessibility)
    }

    @Test func customActionsAreListedAfterTheElement() throws {
        let root = mailRow()
        let captured = try SnapshotRenderer.capture(.view(root), as: .frames(width: 200, height: 44).accessibility)
        #expect(
            captured.frames
                == "1. \"Inbox\" [staticText] (16, 0, 184, 44) actions \"Delete\", \"Archive\" UIView/UILabel[0]\n")
    }

    @Test func aScreenWithoutElementsSaysSo() throws {
        let captured = try SnapshotRenderer.capture(.view(UIView()), as: .frames(width: 100, height: 40).accessibility)
        #expect(captured.frames == "No accessibility elements.\n")
    }
}
