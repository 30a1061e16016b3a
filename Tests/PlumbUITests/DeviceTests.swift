import Foundation
import Testing
@testable import PlumbUI

/// `UIDevice` and `UIUserInterfaceIdiom`: UIKit's raw values, Plumb's device (the iPhone of
/// `UIScreen.main`), and the idiom as a trait.
@MainActor @Suite struct DeviceTests {
    @Test func idiomsHaveUIKitsRawValues() {
        // UIDevice.h: UIUserInterfaceIdiomUnspecified = -1, Phone, Pad, TV, CarPlay counting
        // on from 0, UIUserInterfaceIdiomMac = 5, UIUserInterfaceIdiomVision = 6.
        let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIUserInterfaceIdiom(rawValue: 4) == nil)
        #expect(UIUserInterfaceIdiom(rawValue: 1) == .pad)
    }

    @Test func currentDeviceIsTheMainScreensIPhone() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone" && device.name == "iPhone" && device.localizedModel == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.isMultitaskingSupported)
        #expect(device.identifierForVendor?.uuidString == "00000000-0000-4000-8000-000000000000")
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    @Test func orientationIsUnknownUntilNotificationsBegin() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait, "extra end calls do not go below zero")
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test func deviceOrientationsHaveUIKitsRawValuesAndKinds() {
        let all: [UIDeviceOrientation] = [
            .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown,
        ]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(
            all.filter(\.isValidInterfaceOrientation) == [
                .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
            ])
    }

    @Test func idiomIsATrait() {
        #expect(UITraitCollection.default.userInterfaceIdiom == .phone)
        #expect(UIView().traitCollection.userInterfaceIdiom == .phone)
        let pad = UITraitCollection(userInterfaceIdiom: .pad)
        #expect(pad.userInterfaceIdiom == .pad && pad != UITraitCollection())
        #expect(UITraitCollection(traitsFrom: [pad, UITraitCollection(displayScale: 3)]).userInterfaceIdiom == .pad)
        #expect(
            UITraitCollection(traitsFrom: [pad, UITraitCollection(userInterfaceIdiom: .mac)]).userInterfaceIdiom == .mac
        )
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
        window.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular, userInterfaceIdiom: .pad)
        let child = UIView()
        window.addSubview(child)
        #expect(child.traitCollection.userInterfaceIdiom == .pad)
        #expect(UITraitUserInterfaceIdiom.value(in: child.traitCollection) == AnyHashable(UIUserInterfaceIdiom.pad))
    }
}
