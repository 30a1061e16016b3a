// Getting started, "Screens that also build for iOS": a screen written once, compiled against
// UIKit on iOS and against PlumbUI on Linux, and its snapshot test, which exists on Linux only.
#if canImport(UIKit)
    import UIKit
#else
    import PlumbUI
#endif

/// The app's first screen: a title under the safe area, inside the margins.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Welcome"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

#if canImport(PlumbTesting)
    import PlumbTesting
    import Testing

    @MainActor @Suite struct WelcomeScreenTests {
        @Test func welcome() {
            assertSnapshot(of: WelcomeViewController(), as: .image(on: .iPhoneSE))
        }
    }
#endif
