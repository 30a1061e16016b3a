import Foundation
import Testing
@testable import PlumbUI

/// `NSLayoutConstraint()`: the placeholder UIKit code makes with `NSObject`'s initializer has no
/// items and installs nothing; activating it is reported, not a crash.
@MainActor @Suite struct EmptyConstraintTests {
    @Test func anEmptyConstraintHasNoItemsAndDefaultValues() {
        let (c, diagnostics) = LayoutDiagnostics.collect { NSLayoutConstraint() }
        #expect(diagnostics.isEmpty, "making a placeholder is not a mistake")
        #expect(c.firstItem == nil && c.secondItem == nil)
        #expect(c.firstAttribute == .notAnAttribute && c.secondAttribute == .notAnAttribute)
        #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 0)
        #expect(c.priority == .required && !c.isActive && c.identifier == nil)
        #expect(c.firstAnchor == nil && c.secondAnchor == nil)
        #expect(c.description == "<NSLayoutConstraint:\(c.debugAddress) nil.notAnAttribute == 0   (inactive)>")
    }

    @Test func activatingItIsReportedAndInstallsNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = NSLayoutConstraint()
        c.constant = 12
        c.priority = .defaultHigh
        let (_, diagnostics) = LayoutDiagnostics.collect {
            c.isActive = true
            NSLayoutConstraint.activate([c])
            view.addConstraint(c)
            view.layoutIfNeeded()
        }
        #expect(!c.isActive && view.constraints.isEmpty)
        #expect(c.constant == 12 && c.priority == .defaultHigh)
        #expect(diagnostics.map(\.kind) == [.invalidConstraint, .invalidConstraint, .invalidConstraint])
        #expect(
            diagnostics.first?.message == "Not activating an invalid constraint: NSLayoutConstraint() has no items: "
                + "a constraint needs at least a first item (a view or layout guide) and an attribute; UIKit raises when it is activated."
        )
        c.isActive = false
        #expect(!c.isActive)
    }

    final class PanelController: UIViewController {
        let panel = UIView()
        var heightConstraint = NSLayoutConstraint()
        override func viewDidLoad() {
            super.viewDidLoad()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            heightConstraint = panel.heightAnchor.constraint(equalToConstant: 120)
            NSLayoutConstraint.activate([
                heightConstraint,
                panel.topAnchor.constraint(equalTo: view.topAnchor),
                panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    @Test func aPlaceholderReplacedInViewDidLoadLaysOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PanelController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.panel.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        controller.heightConstraint.constant = 60
        window.layoutIfNeeded()
        #expect(controller.panel.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    }
}
