import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Dark mode and other trait variants: their names and what the window gets.
@MainActor @Suite struct AppearanceVariantTests {
    @Test func darkVariantsAreNamedAfterTheDirectionAndLightNamesDoNotChange() {
        #expect(Snapshotting.image(width: 375).dark.variantName == "w375.ltr.dark@2x")
        #expect(Snapshotting.image(width: 375).variantName == "w375.ltr@2x")
        #expect(Snapshotting.image(width: 375).dark.light.variantName == "w375.ltr@2x")
        #expect(
            Snapshotting.image(on: .iPhoneX).rightToLeft.dark.contentSize(.extraExtraLarge).doubled.variantName
                == "iPhoneX.rtl.dark@3x.xxl.doubled")
        #expect(Snapshotting.frames(width: 320).dark.variantName == "w320.ltr.dark@2x")
    }

    @Test func furtherTraitsAreNamedAfterTheContentSize() {
        let hc = Snapshotting.image(width: 375).traits(
            UITraitCollection(accessibilityContrast: .high, legibilityWeight: .bold)
        ).dark
        #expect(hc.variantName == "w375.ltr.dark@2x.hc.bold")
        let iPad = Snapshotting.image(on: .iPad).traits(
            UITraitCollection(horizontalSizeClass: .compact, userInterfaceLevel: .elevated))
        #expect(iPad.variantName == "iPad.ltr@2x.elevated.compactWidth")
        // Traits that have a place of their own in the name go there.
        let rtl = Snapshotting.image(
            width: 320,
            traits: UITraitCollection(
                layoutDirection: .rightToLeft, displayScale: 3,
                userInterfaceStyle: .dark))
        #expect(rtl.variantName == "w320.rtl.dark@3x")
        // Normal contrast and regular weight are the defaults: no name part.
        #expect(
            Snapshotting.image(width: 320).traits(UITraitCollection(accessibilityContrast: .normal)).variantName
                == "w320.ltr@2x")
    }

    @Test func aMatrixCombinesStylesAndTraitSetsWithEveryOtherDimension() {
        let m = VariantMatrix(
            sizes: [.width(320)], doubledStrings: [false, true], styles: [.light, .dark],
            traits: [UITraitCollection(), UITraitCollection(accessibilityContrast: .high)])
        #expect(
            m.strategies.map(\.variantName) == [
                "w320.ltr@2x", "w320.ltr@2x.doubled", "w320.ltr@2x.hc", "w320.ltr@2x.hc.doubled",
                "w320.ltr.dark@2x", "w320.ltr.dark@2x.doubled", "w320.ltr.dark@2x.hc", "w320.ltr.dark@2x.hc.doubled",
                "w320.rtl@2x", "w320.rtl@2x.doubled", "w320.rtl@2x.hc", "w320.rtl@2x.hc.doubled",
                "w320.rtl.dark@2x", "w320.rtl.dark@2x.doubled", "w320.rtl.dark@2x.hc", "w320.rtl.dark@2x.hc.doubled",
            ])
    }

    @Test func theWindowGetsTheStyleAndTraitsAndTheBackgroundFollowsTheStyle() throws {
        final class Probe: UIView {
            var seen: UITraitCollection?
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = traitCollection
            }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let strategy = Snapshotting.image(on: .iPad).traits(
            UITraitCollection(horizontalSizeClass: .compact, accessibilityContrast: .high)
        ).dark
        let captured = try SnapshotRenderer.capture(.view(probe), as: strategy)
        #expect(probe.seen?.userInterfaceStyle == .dark && probe.seen?.accessibilityContrast == .high)
        #expect(probe.seen?.horizontalSizeClass == .compact && probe.seen?.verticalSizeClass == .regular)
        // The default background is systemBackground: black in dark mode.
        #expect(captured.image?[x: 5, y: 5] == Color(red: 0, green: 0, blue: 0))
        let lightImage = try SnapshotRenderer.capture(.view(probe), as: .image(on: .iPad)).image
        #expect(lightImage?[x: 5, y: 5] == Color.white)
        #expect(probe.seen?.userInterfaceStyle == .light)
    }
}
