import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// The current iPhone presets lay a controller's view out with their screen and safe area.
@MainActor @Suite struct DevicePresets {
    final class Pinned: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let content = UIView()
            content.accessibilityIdentifier = "content"
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
        }
    }

    @Test(arguments: [(Device.iPhone16Pro, "UIView (0, 0, 402, 874)\n  UIView#content (0, 62, 402, 778)\n", "iPhone16Pro.ltr@3x"),
                      (Device.iPhone16ProMax, "UIView (0, 0, 440, 956)\n  UIView#content (0, 62, 440, 860)\n", "iPhone16ProMax.ltr@3x")])
    func theSafeAreaInsetsTheView(device: Device, frames: String, variant: String) throws {
        let strategy = Snapshotting.frames(on: device)
        #expect(try SnapshotRenderer.capture(.controller(Pinned()), as: strategy).frames == frames)
        #expect(strategy.variantName == variant)
    }

    @Test func presetsAreSmallestFirst() {
        #expect(Device.presets.map(\.name) == ["iPhoneSE", "iPhone8", "iPhoneX", "iPhone16Pro", "iPhoneProMax", "iPhone16ProMax", "iPad"])
    }
}
