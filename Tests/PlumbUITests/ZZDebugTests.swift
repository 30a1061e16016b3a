import Foundation
import Testing
@testable import PlumbUI

@MainActor @Suite struct ZZDebug {
    @Test func dbg() {
        let window = makeWindow(414, 736, safeArea: seSafeArea)
        let root = UIViewController(); root.title = "Dynamic Stack View"
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        nav.pushViewController(root, animated: false)
        window.makeKeyAndVisible()
        print(window._autolayoutTrace())
    }
}
