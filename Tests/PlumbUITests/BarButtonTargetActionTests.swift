import Foundation
import Testing
@testable import PlumbUI

/// UIBarButtonItem's `target`, `action` and `isSpringLoaded`, and `UIApplication.sendAction`.
@MainActor @Suite struct BarButtonTargetActionTests {
    @Test func theTargetIsKeptWeaklyAndTheActionIsAlwaysNil() {
        final class Owner {}
        var owner: Owner? = Owner()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: owner, action: nil)
        #expect(item.target === owner && item.action == nil)
        owner = nil
        #expect(item.target == nil, "UIKit keeps the target weakly")
        let system = UIBarButtonItem(barButtonSystemItem: .add, target: item, action: nil)
        #expect(system.target === item)
        let image = UIBarButtonItem(image: UIImage(), style: .plain, target: system, action: nil)
        #expect(image.target === system)
        #expect(UIBarButtonItem().target == nil && UIBarButtonItem().action == nil)
    }

    @Test func forwardingAnItemsActionCompilesAndDoesNothingWithoutOne() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        var sent = false
        // Real code (CS193p, TheNews) forwards an item's action like this; Plumb's action is
        // `Never?`, so the call compiles and the guard keeps it from running.
        if let action = item.action {
            sent = UIApplication.shared.sendAction(action, to: item.target, from: nil, for: nil)
        }
        let forward: (UIBarButtonItem) -> Void = { item in
            UIApplication.shared.sendAction(item.action!, to: item.target, from: nil, for: nil)
        }
        _ = forward
        #expect(!sent)
    }

    @Test func isSpringLoadedDefaultsToFalseAndIsKept() {
        let item = UIBarButtonItem(systemItem: .trash)
        #expect(!item.isSpringLoaded)
        item.isSpringLoaded = true
        #expect(item.isSpringLoaded)
    }
}
