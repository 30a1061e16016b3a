import Foundation
import Testing
@testable import PlumbUI

/// present/dismiss: call orders per style, the sheet's and presented views' frames and safe
/// areas, and UIKit's messages for presentations it refuses.
@MainActor @Suite struct PresentationTests {
    func shown(_ log: CallLog, _ window: UIWindow) -> LoggingViewController {
        let a = LoggingViewController("A", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        log.entries = []
        return a
    }

    /// Full screen: the presenting controller disappears (and its view leaves the window).
    @Test func fullScreenOrder() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        c.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(c, animated: true) { completed = true }
        #expect(log.take() == ["C.loadView", "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear[presented]"])
        #expect(a.presentedViewController === c && c.presentingViewController === a && !completed)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "A.viewDidDisappear",
                "C.viewDidAppear[presented]",
            ])
        #expect(completed && a.view.window == nil && c.view.frame == rect(0, 0, 375, 667))
        #expect(c.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        var dismissed = false
        c.dismiss(animated: true) { dismissed = true }
        #expect(log.take() == ["C.viewWillDisappear[dismissed]", "A.viewWillAppear"])
        window.layoutIfNeeded()
        #expect(log.take() == ["C.viewDidDisappear[dismissed]", "A.viewDidAppear"])
        #expect(
            dismissed && a.presentedViewController == nil && c.presentingViewController == nil
                && a.view.window === window)
    }

    /// A page sheet (the default since iOS 13): the presenting controller stays and gets no
    /// disappearance callbacks.
    @Test func pageSheetOrder() {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        #expect(c.modalPresentationStyle == .automatic)
        a.present(c, animated: true)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "C.loadView", "C.viewDidLoad", "C.viewWillAppear[presented]",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "C.viewDidAppear[presented]",
            ])
        #expect(a.view.window === window)
        a.dismiss(animated: true)
        window.layoutIfNeeded()
        #expect(log.take() == ["C.viewWillDisappear[dismissed]", "C.viewDidDisappear[dismissed]"])
    }

    /// The card: 10 points below the safe-area top (estimate), full width, to the bottom edge;
    /// its view's safe area keeps the home indicator's 34 points; the presenting view is scaled
    /// back behind it with rounded corners.
    @Test func pageSheetFramesOnIPhoneX() {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let a = shown(log, window)
        let c = UIViewController()
        a.present(c, animated: false)
        window.layoutIfNeeded()
        let sheet = c.view.superview!
        #expect(typeName(sheet) == "UIDropShadowView" && typeName(sheet.superview!) == "UITransitionView")
        #expect(sheet.frame == rect(0, 54, 375, 768))
        #expect(absoluteFrame(c.view) == rect(0, 54, 375, 758))
        #expect(c.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(a.view.renderScale == RenderScale(scale: 343.0 / 375.0, dy: 44))
        #expect(a.view.layer.cornerRadius == 10)
        a.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(a.view.renderScale == nil && a.view.layer.cornerRadius == 0)
        #expect(window.subviews == [a.view])
    }

    @Test func overFullScreenKeepsThePresentingViewWithoutCallbacks() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        c.modalPresentationStyle = .overFullScreen
        a.present(c, animated: false)
        window.layoutIfNeeded()
        #expect(!log.entries.contains { $0.hasPrefix("A.") })
        #expect(a.view.window === window && c.view.frame == rect(0, 0, 375, 667))
    }

    /// In a compact height (iPhone landscape) a page sheet covers the screen.
    @Test func pageSheetInACompactHeightCoversTheScreen() {
        let window = makeWindow(
            812, 375, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), scale: 3, vertical: .compact)
        let a = UIViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        let c = UIViewController()
        a.present(c, animated: false)
        window.layoutIfNeeded()
        #expect(c.view.frame == rect(0, 0, 812, 375))
        #expect(c.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test func refusedPresentationsReportUIKitsMessages() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let a = shown(log, window)
        let c = UIViewController(), d = UIViewController()
        a.present(c, animated: false)
        let (_, m1) = LayoutDiagnostics.collect { a.present(d, animated: false) }
        #expect(m1.map(\.message) == ["Attempt to present \(d) on \(a) (from \(a)) which is already presenting \(c)."])
        let other = UIViewController()
        let (_, m2) = LayoutDiagnostics.collect { other.present(c, animated: false) }
        #expect(
            m2.map(\.message) == [
                "Application tried to present modally a view controller \(c) that is already being presented by \(a)."
            ])
        let offscreen = UIViewController()
        let (_, m3) = LayoutDiagnostics.collect { offscreen.present(d, animated: false) }
        #expect(
            m3.map(\.message) == [
                "Attempt to present \(d) on \(offscreen) (from \(offscreen)) whose view is not in the window hierarchy."
            ])
        let child = UIViewController()
        a.addChild(child)
        let (_, m4) = LayoutDiagnostics.collect { c.present(child, animated: false) }
        #expect(m4.map(\.message) == ["Application tried to present modally an active controller \(child)."])
        window.layoutIfNeeded()
        #expect(a.presentedViewController === c && d.presentingViewController == nil)
        // A presented controller presents in turn (the cards stack).
        c.present(d, animated: false)
        window.layoutIfNeeded()
        #expect(c.presentedViewController === d && d.presentingViewController === c)
        a.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(a.presentedViewController == nil && c.presentedViewController == nil && window.subviews == [a.view])
    }

    /// A controller inside a presented navigation controller dismisses the whole stack.
    @Test func dismissFromAChildOfThePresentedController() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let a = shown(log, window)
        let form = UIViewController()
        let nav = UINavigationController(rootViewController: form)
        a.present(nav, animated: false)
        window.layoutIfNeeded()
        #expect(form.presentingViewController === a && a.presentedViewController === nav)
        form.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(a.presentedViewController == nil && nav.view.window == nil)
    }

    /// Presenting from viewDidAppear (a common pattern) at @3x settles in one layout: the sheet's
    /// navigation bar and content are laid out, and nothing reports a layout loop.
    @Test func presentingFromViewDidAppearSettles() {
        final class Presenter: UINavigationController {
            let sheetRoot = UIViewController()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                sheetRoot.title = "New"
                present(UINavigationController(rootViewController: sheetRoot), animated: true)
            }
        }
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let presenter = Presenter(rootViewController: UIViewController())
        window.rootViewController = presenter
        let (_, messages) = LayoutDiagnostics.collect { window.makeKeyAndVisible() }
        #expect(messages.isEmpty)
        let sheetNav = presenter.presentedViewController as! UINavigationController
        #expect(sheetNav.navigationBar.frame == rect(0, 0, 375, 44), "no status bar above a sheet")
        #expect(presenter.sheetRoot.view.frame == rect(0, 0, 375, 758))
        #expect(presenter.sheetRoot.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }
}
