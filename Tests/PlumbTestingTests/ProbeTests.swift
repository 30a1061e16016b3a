import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbTesting

@Test func probe() throws {
    for s in [Snapshotting.image(width: 375), .image(width: 375).rightToLeft, .image(width: 320).doubled.contentSize(.accessibilityMedium), .image(on: .iPhoneSE)] {
        let c = try SnapshotRenderer.capture(.view(ProfileCard()), as: s)
        try PNGEncoder().write(c.image!, to: "/tmp/probe-\(s.variantName).png")
        print(c.frames, c.lintProblems)
    }
}
