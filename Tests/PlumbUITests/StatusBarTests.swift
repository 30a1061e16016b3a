import Foundation
import Testing
@testable import PlumbUI

/// The status bar and home indicator override points on `UIViewController`, with UIKit's rules
/// for which controller decides the status bar's style and visibility.
@MainActor @Suite struct StatusBarTests {
    final class Screen: UIViewController {
        var hidden = false, style = UIStatusBarStyle.default
        var hiddenChild: UIViewController?, styleChild: UIViewController?
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var childForStatusBarHidden: UIViewController? { hiddenChild }
        override var childForStatusBarStyle: UIViewController? { styleChild }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }

    @Test func theOverridePointsHaveUIKitsDefaults() {
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
        let vc = UIViewController()
        #expect(
            !vc.prefersStatusBarHidden && vc.preferredStatusBarStyle == .default
                && vc.preferredStatusBarUpdateAnimation == .fade)
        #expect(
            vc.childForStatusBarHidden == nil && vc.childForStatusBarStyle == nil
                && !vc.modalPresentationCapturesStatusBarAppearance)
        #expect(!vc.prefersHomeIndicatorAutoHidden && vc.childForHomeIndicatorAutoHidden == nil)
        #expect(
            vc.preferredScreenEdgesDeferringSystemGestures == [] && vc.childForScreenEdgesDeferringSystemGestures == nil
        )
        vc.setNeedsStatusBarAppearanceUpdate()
        vc.setNeedsUpdateOfHomeIndicatorAutoHidden()
        vc.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        let screen = Screen()
        #expect(screen.prefersHomeIndicatorAutoHidden && screen.preferredScreenEdgesDeferringSystemGestures == .bottom)
        #expect(screen.preferredStatusBarUpdateAnimation == .slide)
    }

    @Test func theRootControllerAndTheChildItNamesDecideTheStatusBar() {
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        #expect(
            StatusBarAppearance.style(in: window) == .default
                && StatusBarGeometry.frame(of: window) == CGRect(x: 0, y: 0, width: 375, height: 20))
        let root = Screen(), child = Screen()
        root.style = .lightContent
        window.rootViewController = root
        #expect(StatusBarAppearance.style(in: window) == .lightContent && !StatusBarAppearance.isHidden(in: window))
        // The child decides once the root names it, each property through its own child.
        child.style = .darkContent
        child.hidden = true
        root.styleChild = child
        #expect(StatusBarAppearance.style(in: window) == .darkContent && !StatusBarAppearance.isHidden(in: window))
        root.hiddenChild = child
        #expect(StatusBarAppearance.isHidden(in: window) && StatusBarGeometry.frame(of: window) == .zero)
        // A controller naming itself, or a cycle, stops the walk.
        child.styleChild = root
        #expect(StatusBarAppearance.style(in: window) == .darkContent)
        child.styleChild = child
        #expect(StatusBarAppearance.style(in: window) == .darkContent)
    }

    @Test func onlyAFullScreenOrCapturingPresentationTakesOverTheStatusBar() {
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let root = Screen()
        root.style = .lightContent
        window.rootViewController = root
        window.layoutIfNeeded()
        let sheet = Screen()
        sheet.style = .darkContent
        sheet.hidden = true
        root.present(sheet, animated: false)  // .automatic: a page sheet
        #expect(StatusBarAppearance.style(in: window) == .lightContent && !StatusBarAppearance.isHidden(in: window))
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(StatusBarAppearance.style(in: window) == .darkContent && StatusBarAppearance.isHidden(in: window))
        sheet.dismiss(animated: false)
        let cover = Screen()
        cover.modalPresentationStyle = .fullScreen
        cover.style = .darkContent
        root.present(cover, animated: false)
        #expect(StatusBarAppearance.style(in: window) == .darkContent)
        // A sheet over the full-screen cover leaves the cover in charge.
        let overCover = Screen()
        overCover.modalPresentationStyle = .overFullScreen
        overCover.style = .lightContent
        cover.present(overCover, animated: false)
        #expect(StatusBarAppearance.style(in: window) == .darkContent)
    }

    @Test func theStatusBarFrameNotificationsHaveUIKitsNames() {
        #expect(
            legacyStatusBarNames() == [
                "UIApplicationWillChangeStatusBarFrameNotification",
                "UIApplicationDidChangeStatusBarFrameNotification",
                "UIApplicationStatusBarFrameUserInfoKey",
            ])
    }
}

/// The deprecated names, read from a deprecated witness so that this file compiles without
/// deprecation warnings (as LegacyAndLiteralAPITests does).
@MainActor private protocol LegacyStatusBarNames { func names() -> [String] }
private struct LegacyStatusBarNamesWitness: LegacyStatusBarNames {
    @available(*, deprecated)
    func names() -> [String] {
        [
            UIApplication.willChangeStatusBarFrameNotification.rawValue,
            UIApplication.didChangeStatusBarFrameNotification.rawValue,
            UIApplication.statusBarFrameUserInfoKey,
        ]
    }
}
@MainActor private func legacyStatusBarNames() -> [String] {
    (LegacyStatusBarNamesWitness() as any LegacyStatusBarNames).names()
}
