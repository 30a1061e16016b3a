import Foundation
import Testing
@testable import PlumbUI

/// The controller lifecycle in UIKit's order: the seeds' lists (004, 001) and the transitions.
@MainActor @Suite struct ViewControllerLifecycleTests {
    /// Seed 004's list, as the issue reads it: loadView → viewDidLoad → viewWillAppear →
    /// updateViewConstraints (when the constraints need updating) → viewWillLayoutSubviews →
    /// viewDidLayoutSubviews → viewDidAppear, then viewWillDisappear → viewDidDisappear → deinit.
    @Test func becomingVisibleInAWindowFollowsSeed004() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        weak var gone: LoggingViewController?
        do {
            let vc = LoggingViewController("A", log: log)
            vc.bootstrapsConstraints = true
            gone = vc
            window.rootViewController = vc
            #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear"])
            window.makeKeyAndVisible()
            #expect(
                log.take() == [
                    "A.updateViewConstraints", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
                ])
            window.rootViewController = nil
            #expect(log.take() == ["A.viewWillDisappear"])
            window.layoutIfNeeded()
            #expect(log.take() == ["A.viewDidDisappear"])
        }
        #expect(gone == nil, "the controller is released once the window lets it go (seed 004's dealloc)")
    }

    @Test func withoutPendingConstraintUpdatesThereIsNoUpdateViewConstraints() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let vc = LoggingViewController("A", log: log)
        vc.loadViewIfNeeded()
        vc.view.updateConstraintsIfNeeded()  // nothing left to update when it appears
        log.entries = []
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
    }

    /// Seed 001's BaseViewControllerWithAutolayout template (written from the seed's description),
    /// printing "<title> <callback>~~~" before super and "..." after, as the template does.
    final class TemplateViewController: UIViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        private func p(_ s: String) { log.add("\(title ?? "") \(s)") }
        private var didSetupConstraints = false
        let blue = UIView(), button = UIButton(type: .custom)

        override func loadView() {
            p("loadView~~~")
            super.loadView()
            view.translatesAutoresizingMaskIntoConstraints = true
            p("setupAndComposeView.")
            title = "10.Constraints Without Installing"
            for v in [blue, button] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            view.setNeedsUpdateConstraints()
            p("loadView...")
        }
        override func viewDidLoad() { p("viewDidLoad~~~"); super.viewDidLoad(); p("viewDidLoad...") }
        override func viewWillAppear(_ animated: Bool) {
            p("viewWillAppear(\(animated))~~~"); super.viewWillAppear(animated); p("viewWillAppear(\(animated))...")
        }
        override func viewDidAppear(_ animated: Bool) {
            p("viewDidAppear(\(animated))~~~"); super.viewDidAppear(animated); p("viewDidAppear(\(animated))...")
        }
        override func viewWillLayoutSubviews() {
            p("viewWillLayoutSubviews~~~"); super.viewWillLayoutSubviews(); p("viewWillLayoutSubviews...")
        }
        override func viewDidLayoutSubviews() {
            p("viewDidLayoutSubviews~~~"); super.viewDidLayoutSubviews(); p("viewDidLayoutSubviews...")
        }
        override func updateViewConstraints() {
            p("updateViewConstraints~~~")
            if !didSetupConstraints {
                didSetupConstraints = true
                p("setupConstraints.")
                NSLayoutConstraint.activate([
                    blue.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    blue.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    blue.widthAnchor.constraint(equalToConstant: 50), blue.heightAnchor.constraint(equalToConstant: 50),
                    button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                    button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }
            p("modifyConstraints.")
            super.updateViewConstraints()
            p("updateViewConstraints...")
        }
    }

    /// Seed 001's example-10 log: exercising a laid-out controller's view lays it out again
    /// (viewWillLayoutSubviews, viewDidLayoutSubviews); after `setNeedsUpdateConstraints()`,
    /// `updateViewConstraints` runs between them, its view's layout having started on its own.
    @Test func exampleTenLogFromSeed001() {
        let log = CallLog()
        let vc = TemplateViewController(log: log)
        let window = makeWindow(414, 736, safeArea: seSafeArea)
        window.rootViewController = UINavigationController(rootViewController: vc)
        window.makeKeyAndVisible()
        let t = "10.Constraints Without Installing"
        #expect(
            log.take() == [
                " loadView~~~", " setupAndComposeView.", "\(t) loadView...", "\(t) viewDidLoad~~~",
                "\(t) viewDidLoad...",
                "\(t) viewWillAppear(false)~~~", "\(t) viewWillAppear(false)...",
                "\(t) updateViewConstraints~~~", "\(t) setupConstraints.", "\(t) modifyConstraints.",
                "\(t) updateViewConstraints...",
                "\(t) viewWillLayoutSubviews~~~", "\(t) viewWillLayoutSubviews...", "\(t) viewDidLayoutSubviews~~~",
                "\(t) viewDidLayoutSubviews...",
                "\(t) viewDidAppear(false)~~~", "\(t) viewDidAppear(false)...",
            ])
        vc.view.exerciseAmbiguityInLayout()
        #expect(
            log.take() == [
                "\(t) viewWillLayoutSubviews~~~", "\(t) viewWillLayoutSubviews...",
                "\(t) viewDidLayoutSubviews~~~", "\(t) viewDidLayoutSubviews...",
            ])
        vc.view.setNeedsUpdateConstraints()
        vc.view.exerciseAmbiguityInLayout()
        #expect(
            log.take() == [
                "\(t) viewWillLayoutSubviews~~~", "\(t) viewWillLayoutSubviews...",
                "\(t) updateViewConstraints~~~", "\(t) modifyConstraints.", "\(t) updateViewConstraints...",
                "\(t) viewDidLayoutSubviews~~~", "\(t) viewDidLayoutSubviews...",
            ])
        #expect(vc.blue.frame == CGRect(x: 182, y: 343, width: 50, height: 50))
    }

    /// A custom container: `addChild` sends `willMove(toParent:)`; adding the child's view to the
    /// visible parent makes it appear; `removeFromParent` sends `didMove(toParent: nil)`.
    @Test func childContainmentInAVisibleParent() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let parent = LoggingViewController("P", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        log.entries = []
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "C.willMove(toParent: LoggingViewController)", "C.loadView", "C.viewDidLoad",
                "C.viewWillAppear[movingTo]", "C.viewDidAppear[movingTo]",
                "C.didMove(toParent: LoggingViewController)",
            ])
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews", "C.viewWillLayoutSubviews",
                "C.viewDidLayoutSubviews",
            ])
        #expect(child.parent === parent && parent.children == [child])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear[movingFrom]", "C.viewDidDisappear[movingFrom]",
                "C.didMove(toParent: nil)",
            ])
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(!child.isMovingFromParent)
    }

    /// A child added before its parent appears appears after it, forwarded by the parent.
    @Test func childrenAppearAfterTheirParent() {
        let log = CallLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries = []
        let window = makeWindow(375, 667)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "P.viewWillAppear", "C.viewWillAppear",
                "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews", "C.viewWillLayoutSubviews",
                "C.viewDidLayoutSubviews",
                "P.viewDidAppear", "C.viewDidAppear",
            ])
    }

    /// A container that forwards appearance itself calls begin/end on its child.
    @Test func manualAppearanceForwarding() {
        final class Manual: LoggingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = CallLog()
        let parent = Manual("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        log.entries = []
        let window = makeWindow(375, 667)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(!log.entries.contains { $0.hasPrefix("C.viewWill") && $0.contains("Appear") })
        log.entries = []
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear[movingTo]", "C.viewDidAppear[movingTo]"])
        let (_, messages) = LayoutDiagnostics.collect { child.beginAppearanceTransition(true, animated: false) }
        #expect(
            messages.map(\.message) == [
                "Unbalanced calls to begin/end appearance transitions for <LoggingViewController: \(child.debugAddress)>."
            ])
    }

    /// Adding a child whose view already sits in another controller's view is refused with
    /// UIKit's message; a child under another parent (view not shown) moves.
    @Test func addingAChildThatHasAParent() {
        let a = UIViewController(), b = UIViewController(), child = UIViewController()
        a.addChild(child)
        a.view.addSubview(child.view)
        let (_, messages) = LayoutDiagnostics.collect { b.addChild(child) }
        #expect(
            messages.map(\.message) == [
                "child view controller:\(child) should have parent view controller:\(a) but requested parent is:\(b)"
            ])
        #expect(child.parent === a && a.children == [child] && b.children.isEmpty)
        child.view.removeFromSuperview()
        b.addChild(child)
        #expect(child.parent === b && b.children == [child] && a.children.isEmpty)
    }

    @Test func viewIfLoadedNeverLoads() {
        let vc = UIViewController()
        #expect(vc.viewIfLoaded == nil && !vc.isViewLoaded)
        _ = vc.view
        #expect(vc.viewIfLoaded === vc.view)
    }

    @Test func titleUpdatesTheNavigationAndTabItems() {
        let vc = UIViewController()
        let item = vc.navigationItem
        vc.title = "Inbox"
        #expect(item.title == "Inbox" && vc.tabBarItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.navigationItem.title == "Mail" && vc.tabBarItem.title == "Mail")
    }

    @Test func preferredContentSizeTellsTheParent() {
        final class Parent: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == [CGSize(width: 320, height: 200)])
    }
}
