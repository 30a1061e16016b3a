import Foundation
import Testing

@testable import PlumbUI

/// Issue 28 item 2: in an under-determined layout UIKit moves a value no further from where it
/// was than the constraints force, and a new view's values start at 0.
@MainActor @Suite struct UnderdeterminedLayoutTests {
    /// Recorded on iOS: a view constrained only in width, in a hosted controller's view under a
    /// 20-pt status bar, stays at y 0: the safe-area guide (20 below the view's top) does not pull
    /// the free view up to -20.
    @Test(arguments: directions)
    func aViewConstrainedOnlyInWidthStaysAtTheTopUnderASafeArea(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = makeWindow(375, 667, safeArea: seSafeArea, dir)
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(vc.view.safeAreaInsets.top == 20)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(v.hasAmbiguousLayout)
    }
}
