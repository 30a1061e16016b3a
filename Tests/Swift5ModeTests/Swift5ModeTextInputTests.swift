import Foundation
// Swift 5 language mode: code of the kind Dodo, Eureka and form libraries write, with no
// isolation annotations: a nonisolated helper that reads a controller's top layout guide, a
// plain class as a text view delegate, and `nil` target/action bar button items.
import PlumbUI
import Testing

/// A helper class with class methods (nonisolated in Swift 5 mode), as Dodo's layout helpers are.
class LayoutHelpers {
    class func pinBelowTopGuide(_ view: UIView, of controller: UIViewController, margin: CGFloat) -> NSLayoutConstraint
    {
        let anchor = controller.topLayoutGuide.bottomAnchor
        let constraint = view.topAnchor.constraint(equalTo: anchor, constant: margin)
        constraint.isActive = true
        return constraint
    }
}

class CharacterLimit: NSObject, UITextViewDelegate {
    var limit = 3
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: text).count <= limit
    }
}

@Suite struct Swift5ModeTextInputTests {
    @Test @MainActor func aNonisolatedHelperReadsTheTopLayoutGuide() {
        let controller = UIViewController()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        let constraint = LayoutHelpers.pinBelowTopGuide(banner, of: controller, margin: 4)
        #expect(constraint.constant == 4 && constraint.isActive)
    }

    @Test @MainActor func aPlainDelegateLimitsTypedText() {
        let view = UITextView()
        let limit = CharacterLimit()
        view.delegate = limit
        view.simulateTyping("abcd")
        #expect(view.text == "abc")
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(flexible.systemItem == .flexibleSpace)
    }
}
