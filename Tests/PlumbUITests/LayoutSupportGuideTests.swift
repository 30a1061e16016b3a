import Foundation
import Testing
@testable import PlumbUI

/// The deprecated `topLayoutGuide` and `bottomLayoutGuide` install their constraints on the
/// controller's view, as UIKit does (issue 29, item 6).
@MainActor @Suite struct LayoutSupportGuideTests {
    func address(_ guide: any UILayoutSupport) -> String {
        "0x" + String((guide as! UILayoutGuide).id, radix: 16)
    }

    /// Masonry's suite (testLayoutGuideConstraints, passing on iOS) pins a view between the two
    /// guides and counts six constraints in `vc.view.constraints`: two per guide, then its own two.
    @Test func eachGuideAddsTwoConstraintsToTheControllersView() {
        let vc = UIViewController()
        let view = UIView()
        vc.view.addSubview(view)
        #expect(vc.view.constraints.isEmpty)
        view.translatesAutoresizingMaskIntoConstraints = false
        let top = view.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor)
        let bottom = view.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor)
        NSLayoutConstraint.activate([top, bottom])
        let constraints = vc.view.constraints
        #expect(constraints.count == 6)
        #expect(constraints[4] === top && constraints[5] === bottom)
        let t = address(vc.topLayoutGuide), b = address(vc.bottomLayoutGuide), v = vc.view.debugAddress
        #expect(
            constraints.prefix(4).map(\.description) == [
                "<_UILayoutSupportConstraint:\(constraints[0].debugAddress) V:[_UILayoutGuide:\(t)(0)]   (active)>",
                "<_UILayoutSupportConstraint:\(constraints[1].debugAddress) _UILayoutGuide:\(t).top == UIView:\(v).top   (active)>",
                "<_UILayoutSupportConstraint:\(constraints[2].debugAddress) V:[_UILayoutGuide:\(b)(0)]   (active)>",
                "<_UILayoutSupportConstraint:\(constraints[3].debugAddress) _UILayoutGuide:\(b).bottom == UIView:\(v).bottom   (active)>",
            ])
        // Asking again reuses the guides and installs nothing more.
        _ = vc.topLayoutGuide.length + vc.bottomLayoutGuide.length
        #expect(vc.view.constraints.count == 6)
    }

    /// In a window with a status bar and a home indicator, the guides' heights follow the safe
    /// area, and a view pinned between them fills the space between, in both directions.
    @Test(arguments: directions)
    func theGuidesHeightsFollowTheSafeArea(_ direction: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: rect(0, 0, 375, 812))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: direction, displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor, constant: 10),
            panel.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor, constant: -10),
            panel.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            panel.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(vc.topLayoutGuide.length == 44 && vc.bottomLayoutGuide.length == 34)
        let heights = vc.view.constraints.filter { $0.firstAttribute == .height }.map(\.constant)
        #expect(heights == [44, 34])
        #expect(panel.frame == mirrored(rect(20, 54, 100, 812 - 54 - 44), in: 375, direction))
        #expect((vc.topLayoutGuide as! UILayoutGuide).layoutFrame == rect(0, 0, 375, 44))
        #expect((vc.bottomLayoutGuide as! UILayoutGuide).layoutFrame == rect(0, 778, 375, 34))
    }
}
