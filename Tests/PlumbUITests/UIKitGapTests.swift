import Foundation
import Testing
@testable import PlumbUI

@MainActor private var constraintsKey: UInt8 = 0
@MainActor private var nameKey: UInt8 = 0
@MainActor private var weakKey: UInt8 = 0

/// A value that counts its deinits.
private final class Token {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// A window standing in for a device, as snapshot libraries' test windows do.
private final class NotchedWindow: UIWindow {
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
}

/// A delegate that logs what an alert view tells it.
@MainActor private final class AlertLog: UIAlertViewDelegate {
    var log: [String] = []
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { log.append("clicked \(buttonIndex)") }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
        log.append("will dismiss \(buttonIndex)")
    }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        log.append("did dismiss \(buttonIndex)")
    }
    func willPresent(_ alertView: UIAlertView) { log.append("will present") }
    func didPresent(_ alertView: UIAlertView) { log.append("did present") }
}

/// UIKit and runtime API that real code reached for (issue 29, item 11).
@MainActor @Suite struct UIKitGapTests {
    @Test func associatedObjectsAreKeyedByObjectAndKeyAndReleasedWithTheObject() {
        var released: [String] = []
        do {
            let view = UIView()
            let other = UIView()
            let constraints = [view.widthAnchor.constraint(equalToConstant: 100)]
            objc_setAssociatedObject(view, &constraintsKey, constraints, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(view, &nameKey, Token { released.append("name") }, .OBJC_ASSOCIATION_RETAIN)
            #expect(
                (objc_getAssociatedObject(view, &constraintsKey) as? [NSLayoutConstraint])?.first === constraints[0])
            #expect(objc_getAssociatedObject(other, &constraintsKey) == nil)
            #expect(objc_getAssociatedObject(view, &weakKey) == nil)
            // Replacing releases the old value; nil removes.
            objc_setAssociatedObject(view, &nameKey, Token { released.append("second") }, .OBJC_ASSOCIATION_RETAIN)
            #expect(released == ["name"])
            objc_setAssociatedObject(view, &constraintsKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &constraintsKey) == nil)
        }
        // The view is gone: its values are released with it.
        #expect(released == ["name", "second"])
    }

    /// SnapKit's `ConstraintMaker` passes `self.target as Any` where `target` is an `AnyObject?`:
    /// the runtime gets the object inside the optional (SnapKit's `testCanSetLabel`, which passes
    /// on iOS).
    @Test func anObjectInsideAnOptionalIsTheObject() {
        let view = UIView()
        let target: AnyObject? = view
        objc_setAssociatedObject(target as Any, &nameKey, "Hello World", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &nameKey) as? String == "Hello World")
        objc_setAssociatedObject(view, &nameKey, "x", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(target as Any, &nameKey) as? String == "x")
        let nested: AnyObject?? = view
        #expect(objc_getAssociatedObject(nested as Any, &nameKey) as? String == "x")
        let empty: AnyObject? = nil
        objc_setAssociatedObject(empty as Any, &nameKey, "y", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(empty as Any, &nameKey) == nil)
        #expect(objc_getAssociatedObject(view, &nameKey) as? String == "x")
        let point: CGPoint? = CGPoint(x: 1, y: 2)
        objc_setAssociatedObject(point as Any, &nameKey, "z", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(point as Any, &nameKey) == nil)
        objc_removeAssociatedObjects(target as Any)
        #expect(objc_getAssociatedObject(view, &nameKey) == nil)
    }

    @Test func assignHoldsWeaklyAndCopyCopies() {
        let view = UIView()
        do {
            let token = Token {}
            objc_setAssociatedObject(view, &weakKey, token, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(view, &weakKey) as? Token === token)
        }
        #expect(objc_getAssociatedObject(view, &weakKey) == nil)
        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &nameKey, text, .OBJC_ASSOCIATION_COPY)
        text.append("b")
        #expect((objc_getAssociatedObject(view, &nameKey) as? NSString) == "a")
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
        // A value type has no identity: nothing is stored.
        let point = CGPoint(x: 1, y: 2)
        objc_setAssociatedObject(point, &nameKey, "x", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(point, &nameKey) == nil)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &nameKey) == nil)
    }

    @Test func userInterfaceIdiomFunctionIsTheDevicesIdiom() {
        #expect(UI_USER_INTERFACE_IDIOM() == .phone)
        #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
    }

    @Test func geometryPrintsAsFoundationDoesOnIOS() {
        let r = CGRect(x: 1, y: 2.5, width: 3, height: 4)
        #expect(r.debugDescription == "(1.0, 2.5, 3.0, 4.0)")
        #expect("\(r)" == "(1.0, 2.5, 3.0, 4.0)")
        #expect(CGPoint(x: -1, y: 0).debugDescription == "(-1.0, 0.0)")
        #expect(CGSize(width: 320, height: 0.5).debugDescription == "(320.0, 0.5)")
    }

    @Test(arguments: directions)
    func anOverriddenSafeAreaPlacesTheGuideAndSubviews(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = NotchedWindow(frame: rect(0, 0, 390, 844))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            content.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == mirrored(rect(10, 47, 100, 763), in: 390, dir))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let child = UIView(frame: rect(0, 0, 390, 100))
        window.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test(arguments: directions)
    func keyboardLayoutGuideSitsOnTheSafeAreaBottom(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: rect(0, 0, 390, 844))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        let guide = window.keyboardLayoutGuide
        #expect(window.keyboardLayoutGuide === guide && window.layoutGuides.contains { $0 === guide })
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.widthAnchor.constraint(equalToConstant: 200),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 810, 390, 34))
        #expect(field.frame == mirrored(rect(16, 758, 200, 44), in: 390, dir))
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 844, 390, 0))
        #expect(field.frame == mirrored(rect(16, 792, 200, 44), in: 390, dir))
    }

    @Test func overrideTraitsForAChildReachItsViews() {
        let parent = UIViewController(), child = UIViewController(), stranger = UIViewController()
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel()
        child.view.addSubview(label)
        #expect(label.traitCollection.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(
            UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: .regular),
                UITraitCollection(preferredContentSizeCategory: .extraLarge),
            ]), forChild: child)
        #expect(label.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(parent.view.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(label.traitCollection.horizontalSizeClass == .compact)
        let reported = LayoutDiagnostics.collect {
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        }.1
        #expect(reported.count == 1 && parent.overrideTraitCollection(forChild: stranger) == nil)
    }

    @Test func alertViewNumbersItsButtonsAndTellsItsDelegate() {
        let delegate = AlertLog()
        let alert = UIAlertView(
            title: "Delete?", message: "Gone for good.", delegate: delegate, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Delete", "Archive")
        #expect(alert.numberOfButtons == 3 && alert.cancelButtonIndex == 0 && alert.firstOtherButtonIndex == 1)
        #expect(alert.buttonTitle(at: 2) == "Archive" && alert.buttonTitle(at: 3) == nil)
        #expect(alert.addButton(withTitle: "Later") == 3)
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        alert.show()
        #expect(alert.isVisible && delegate.log == ["will present", "did present"])
        let shown = root.presentedViewController as? UIAlertController
        #expect(shown?.title == "Delete?" && shown?.message == "Gone for good.")
        #expect(shown?.actions.map(\.title) == ["Cancel", "Delete", "Archive", "Later"])
        #expect(shown?.actions.map(\.style) == [.cancel, .default, .default, .default])
        alert.simulateTap(buttonAt: 1)
        window.layoutIfNeeded()  // the dismissal's transition
        #expect(!alert.isVisible && root.presentedViewController == nil)
        #expect(delegate.log == ["will present", "did present", "clicked 1", "will dismiss 1", "did dismiss 1"])
    }

    @Test func alertViewStylesMakeTheirTextFields() {
        let alert = UIAlertView(
            title: "Sign in", message: nil, delegate: nil, cancelButtonTitle: nil, otherButtonTitles: "OK")
        #expect(alert.cancelButtonIndex == -1 && alert.firstOtherButtonIndex == 0)
        #expect(alert.textField(at: 0) == nil)
        alert.alertViewStyle = .loginAndPasswordInput
        #expect(alert.textField(at: 0)?.isSecureTextEntry == false && alert.textField(at: 1)?.isSecureTextEntry == true)
        let reported = LayoutDiagnostics.collect { alert.show() }.1
        #expect(alert.isVisible && reported.count == 1)
        alert.dismiss(withClickedButtonIndex: 0, animated: false)
        #expect(!alert.isVisible)
    }
}
