import Foundation
import PlumbGallery
import PlumbTesting
import PlumbUI
import Testing

/// Seed 001's example 7 ("Animating Constraints", the gallery's PureLayout code) reviewed as a
/// filmstrip: the spring animation started in `viewDidAppear` from its start to its end, in a
/// navigation controller as the seed app shows it. References in
/// `Snapshots/PlumbGalleryTests/GalleryFilmstripTests/`.
@MainActor @Suite struct GalleryFilmstripTests {
    @Test func exampleSevenAsAFilmstrip() throws {
        let example = try #require(Gallery.example("purelayout-07"))
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let navigation = UINavigationController(rootViewController: example.makeController())
            let strategy = Snapshotting.image(on: .iPhoneSE).filmstrip(frames: 5).direction(direction)
            // The demo's completion starts the next animation forever; Plumb stops it and warns.
            _ = LayoutDiagnostics.collect {
                assertSnapshot(of: navigation, as: strategy, named: "purelayout-07")
            }
        }
    }
}
