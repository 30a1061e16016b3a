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

    @Test(arguments: [
        (Device.iPhone16Pro, "UIView (0, 0, 402, 874)\n  UIView#content (0, 62, 402, 778)\n", "iPhone16Pro.ltr@3x"),
        (
            Device.iPhone16ProMax, "UIView (0, 0, 440, 956)\n  UIView#content (0, 62, 440, 860)\n",
            "iPhone16ProMax.ltr@3x"
        ),
    ])
    func theSafeAreaInsetsTheView(device: Device, frames: String, variant: String) throws {
        let strategy = Snapshotting.frames(on: device)
        #expect(try SnapshotRenderer.capture(.controller(Pinned()), as: strategy).frames == frames)
        #expect(strategy.variantName == variant)
    }

    @Test func presetsAreSmallestFirst() {
        #expect(
            Device.presets.map(\.name) == [
                "iPhoneSE", "iPhone8", "iPhoneX", "iPhone16e", "iPhone15", "iPhone15Pro", "iPhone16Pro",
                "iPhoneProMax", "iPhone15Plus", "iPhone15ProMax", "iPhone16ProMax", "iPad", "iPadAir11",
                "iPadPro11", "iPadAir13", "iPadPro13",
            ])
        let sizes = Device.presets.map { [$0.size.width, $0.size.height] }
        #expect(sizes == sizes.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// The new presets, portrait and landscape: the frame of a view pinned to the safe area.
    @Test(arguments: [
        (Device.iPhone15, "(0, 59, 393, 759)", "(59, 0, 734, 372)", UIUserInterfaceSizeClass.compact),
        (Device.iPhone15Plus, "(0, 59, 430, 839)", "(59, 0, 814, 409)", .regular),
        (Device.iPhone15Pro, "(0, 59, 393, 759)", "(59, 0, 734, 372)", .compact),
        (Device.iPhone15ProMax, "(0, 59, 430, 839)", "(59, 0, 814, 409)", .regular),
        (Device.iPhone16e, "(0, 47, 390, 763)", "(47, 0, 750, 369)", .compact),
        (Device.iPadAir11, "(0, 24, 820, 1136)", "(0, 24, 1180, 776)", .regular),
        (Device.iPadAir13, "(0, 24, 1024, 1322)", "(0, 24, 1366, 980)", .regular),
        (Device.iPadPro11, "(0, 24, 834, 1166)", "(0, 24, 1210, 790)", .regular),
        (Device.iPadPro13, "(0, 24, 1032, 1332)", "(0, 24, 1376, 988)", .regular),
    ])
    func newPresetsInBothOrientations(
        device: Device, portrait: String, landscape: String,
        landscapeWidthClass: UIUserInterfaceSizeClass
    ) throws {
        func content(_ d: Device) throws -> String {
            let frames = try SnapshotRenderer.capture(.controller(Pinned()), as: .frames(on: d)).frames
            return String(frames.split(separator: "\n")[1].dropFirst("  UIView#content ".count))
        }
        #expect(try content(device) == portrait)
        #expect(try content(device.landscape) == landscape)
        #expect(device.landscape.horizontalSizeClass == landscapeWidthClass)
        #expect(
            Snapshotting.image(on: device.landscape).variantName == "\(device.name)-landscape.ltr@\(Int(device.scale))x"
        )
    }
}

/// Snapshot devices give the window their idiom: iPads `.pad`, iPhones `.phone`, so layout code
/// that reads `traitCollection.userInterfaceIdiom` takes its iPad branch on an iPad.
@MainActor @Suite struct DeviceIdioms {
    final class Adaptive: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.accessibilityIdentifier = "box"
            view.addSubview(box)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width: CGFloat = traitCollection.userInterfaceIdiom == .pad ? 500 : 100
            box.frame = CGRect(x: 0, y: 0, width: width, height: 10)
        }
    }

    @Test(arguments: [
        (Device.iPad, UIUserInterfaceIdiom.pad, "(0, 0, 500, 10)"), (.iPadPro13, .pad, "(0, 0, 500, 10)"),
        (.iPhoneX, .phone, "(0, 0, 100, 10)"), (.iPhone15ProMax, .phone, "(0, 0, 100, 10)"),
    ])
    func theWindowHasTheDevicesIdiom(device: Device, idiom: UIUserInterfaceIdiom, box: String) throws {
        #expect(device.userInterfaceIdiom == idiom && device.landscape.userInterfaceIdiom == idiom)
        let frames = try SnapshotRenderer.capture(.controller(Adaptive()), as: .frames(on: device)).frames
        #expect(frames.split(separator: "\n")[1] == "  UIView#box " + box)
    }

    @Test func everyIPadPresetIsAPad() {
        #expect(
            Device.presets.filter { $0.userInterfaceIdiom == .pad }.map(\.name) == [
                "iPad", "iPadAir11", "iPadPro11", "iPadAir13", "iPadPro13",
            ])
        #expect(Device(name: "kiosk", width: 600, height: 1024, scale: 1).userInterfaceIdiom == .phone)
    }

    @Test func anIdiomGivenAsATraitNamesTheVariant() throws {
        let strategy = Snapshotting.frames(on: .iPhoneX).traits(UITraitCollection(userInterfaceIdiom: .pad))
        #expect(strategy.variantName == "iPhoneX.ltr@3x.pad")
        let frames = try SnapshotRenderer.capture(.controller(Adaptive()), as: strategy).frames
        #expect(frames.split(separator: "\n")[1] == "  UIView#box (0, 0, 500, 10)")
        #expect(Snapshotting.frames(on: .iPad).variantName == "iPad.ltr@2x")
    }
}
