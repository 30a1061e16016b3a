import Foundation
// Compiled in Swift 5 language mode (see Package.swift): UIKit code from before Swift
// concurrency, with no isolation annotations, compiles against PlumbUI as it does against UIKit
// (PlumbUI's classes are `@preconcurrency @MainActor`).
import PlumbUI
import PureLayout
import Testing

/// A view written the way pre-Swift-6 iOS code writes it.
class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBlue
        layer.cornerRadius = 8
        label.text = "New"
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        label.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    }

    override var description: String { "BadgeView(\(label.text ?? ""))" }
}

/// A free function with no annotation that builds views (nonisolated in Swift 5 mode).
func makeBadgeRow(count: Int) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: (0..<count).map { _ in BadgeView() })
    stack.spacing = 8
    return stack
}

/// A controller with no annotation.
class BadgesViewController: UIViewController {
    var events: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        let row = makeBadgeRow(count: 2)
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        row.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
        row.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
    }
}

/// A pre-concurrency controller in a navigation stack: bar items with closures (what replaces
/// `#selector`), rotation and trait callbacks, a push from a button.
class InboxViewController: UIViewController {
    var events: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose,
            primaryAction: UIAction { [unowned self] _ in
                self.navigationController?.pushViewController(BadgesViewController(), animated: true)
            })
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.events.append("size class")
        }
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside") }, completion: nil)
    }
}

@Suite struct Swift5Mode {
    @MainActor @Test func unannotatedControllersInANavigationStack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        inbox.navigationItem.rightBarButtonItem?.triggerPrimaryAction()
        window.layoutIfNeeded()
        #expect(nav.viewControllers.count == 2 && nav.topViewController is BadgesViewController)
        window.transition(
            to: CGSize(width: 667, height: 375), traitCollection: UITraitCollection(verticalSizeClass: .compact))
        // Off screen, the inbox hears of the new size; its traits change when it is shown again.
        #expect(inbox.events == ["alongside"])
        nav.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(inbox.events == ["alongside", "size class"])
    }

    @MainActor @Test func unannotatedUIKitCodeCompilesAndLaysOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = BadgesViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let row = controller.view.subviews[0]
        #expect(controller.events == ["viewDidLoad"])
        #expect(row.frame.origin == CGPoint(x: 16, y: 20))
        #expect(row.subviews.count == 2)
        #expect(String(describing: row.subviews[0]) == "BadgeView(New)")
    }
}

/// A table cell and controller written as iOS code writes them: an override of
/// `init(style:reuseIdentifier:)`, a registered class, data source overrides, no annotations.
class FruitCell: UITableViewCell {
    let badge = BadgeView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class FruitsViewController: UITableViewController {
    let fruits = ["Apple", "Banana"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FruitCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath) as! FruitCell
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "\(indexPath.row + 1)"
        return cell
    }
}

@Suite struct Swift5ModeLists {
    @MainActor @Test func unannotatedTableCodeCompilesAndMakesRegisteredCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = FruitsViewController(style: .plain)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let cells = controller.tableView.visibleCells
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0 is FruitCell && $0.cellStyle == .value1 })
        #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana"])
    }
}

/// Content code from iOS apps, unannotated: an attributed price label, a padded label, a
/// configured button and an animation.
class PriceLabel: UILabel {
    var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    func show(price: String) {
        let text = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(
            NSAttributedString(
                string: price,
                attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 22),
                    .foregroundColor: UIColor.systemGreen,
                ]))
        attributedText = text
    }
}

func makeBuyButton() -> UIButton {
    var config = UIButton.Configuration.filled()
    config.title = "Buy"
    config.image = UIImage(named: "cart")
    config.imagePadding = 6
    let button = UIButton(configuration: config, primaryAction: nil)
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { button.alpha = 1 })
    let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1))
    let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
    animator.addAnimations { button.alpha = 0.5 }
    animator.startAnimation()
    UIView.animate(springDuration: 0.3, bounce: 0.2) { button.alpha = 0.75 }
    return button
}

@Suite struct Swift5ModeContent {
    @MainActor @Test func unannotatedContentCodeCompilesAndLaysOut() {
        let label = PriceLabel()
        label.show(price: "$42")
        #expect(label.text == "Total $42")
        let (button, _) = LayoutDiagnostics.collect { makeBuyButton() }
        #expect(button.intrinsicContentSize.height == 34.5)
        #expect(button.alpha == 0.75, "the animator and the iOS 17 spring ran in order")
    }
}

/// Bar styling as iOS 13+ apps write it, unannotated, in `viewDidLoad`.
class BrandedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Brand"
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemBlue
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.standardAppearance = a
        navigationController?.navigationBar.scrollEdgeAppearance = a
    }
}

@Suite struct Swift5ModeBars {
    @MainActor @Test func unannotatedBarAppearanceCodeCompilesAndStylesTheBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let nav = UINavigationController(rootViewController: BrandedViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemBlue)
        #expect(nav.navigationBar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(
            nav.navigationBar.standardAppearance !== nav.navigationBar.scrollEdgeAppearance,
            "each property holds its own copy")
    }
}

/// EasyPeasy's tests (Swift 5, on iOS) call the deprecated idiom macro from unannotated XCTest
/// methods: UIKit's declaration is `@preconcurrency`, so this compiles without isolation.
func columnsForIdiom() -> Int { UI_USER_INTERFACE_IDIOM() == .pad ? 3 : 1 }

@Suite struct Swift5ModeIdiom {
    @MainActor @Test func theIdiomMacroIsCallableFromAnUnannotatedFunction() {
        #expect(UI_USER_INTERFACE_IDIOM() == .phone)
        #expect(columnsForIdiom() == 1)
    }
}
