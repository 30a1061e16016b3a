import Foundation
import Testing
@testable import PlumbUI

/// Code that adjusts a scroll view for the keyboard compiles and runs when the test posts UIKit's
/// notification itself (Plumb has no keyboard).
@MainActor @Suite struct KeyboardNotificationTests {
    @Test func aPostedKeyboardFrameReachesAnObserverAsUIKitDeliversIt() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let center = NotificationCenter()
        let token = center.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { note in
            guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
                return
            }
            MainActor.assumeIsolated { scroll.contentInset.bottom = scroll.bounds.maxY - end.minY }
        }
        center.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 376, width: 375, height: 291)),
                UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            ])
        center.removeObserver(token)
        #expect(scroll.contentInset.bottom == 291)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }
}

/// `endEditing(_:)` ends editing inside a view only, asking the field unless forced.
@MainActor @Suite struct EndEditingTests {
    final class StubbornField: UITextField {
        override var canResignFirstResponder: Bool { false }
    }

    @Test func endEditingResignsTheFirstResponderInsideAndForcesAStubbornOne() {
        let root = UIView(), form = UIView(), other = UIView()
        let field = UITextField(), stubborn = StubbornField()
        root.addSubview(form); root.addSubview(other)
        form.addSubview(field); other.addSubview(stubborn)
        #expect(field.becomeFirstResponder())
        #expect(other.endEditing(false) && field.isFirstResponder)  // not inside `other`: left alone
        #expect(root.endEditing(false) && !field.isFirstResponder)
        #expect(stubborn.becomeFirstResponder())
        #expect(!root.endEditing(false) && stubborn.isFirstResponder)  // it refuses when asked
        #expect(root.endEditing(true) && !stubborn.isFirstResponder)  // forced
    }
}
