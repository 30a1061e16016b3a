import Foundation
// Swift 5 language mode: appearance code as iOS apps write it in their app delegate, with a
// helper over `UIAppearance`. (The proxies are scoped to this file's container class so that they
// reach nothing else in the test run.)
import PlumbUI
import Testing

public extension UIAppearance {
    func style(_ f: (Self) -> Void) -> Self {
        f(self)
        return self
    }
}

class ThemedCard: UIView {}

func applyTheme() {
    UILabel.appearance(whenContainedInInstancesOf: [ThemedCard.self]).textColor = .systemPurple
    _ = UIView.appearance(whenContainedInInstancesOf: [ThemedCard.self]).style { $0.tintColor = .systemOrange }
    let item: UIBarButtonItem = UIBarButtonItem.appearance()
    _ = item
}

@Suite struct Swift5ModeAppearance {
    @MainActor @Test func appearanceCodeCompilesAndStylesViewsEnteringAWindow() {
        applyTheme()
        let card = ThemedCard()
        let title = UILabel()
        card.addSubview(title)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(card)
        #expect(title.textColor == .systemPurple)
        #expect(title.tintColor == .systemOrange)
    }
}
