import Foundation
import Testing
@testable import PlumbUI

/// UIBarButtonItem's `target`, `action` and `isSpringLoaded`. There is no
/// `UIApplication.sendAction(_:to:from:for:)`: without selectors an item's `action` is always
/// `nil`, so code forwarding it (`sendAction(item.action!, ...)`) would compile and then trap;
/// it fails to compile instead, and the README names the closure to call.
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

    @Test func isSpringLoadedDefaultsToFalseAndIsKept() {
        let item = UIBarButtonItem(systemItem: .trash)
        #expect(!item.isSpringLoaded)
        item.isSpringLoaded = true
        #expect(item.isSpringLoaded)
    }
}
