import Foundation
import PlumbGallery
import PlumbTesting
import PlumbUI
import Testing

/// Every gallery example in every state, on both screens (320 and 375 points) in both
/// directions, against `Snapshots/PlumbGalleryTests/GallerySnapshotTests/gallery-example.<example>-<state>.<screen>.<dir>@2x.png`:
/// the same images `swift run plumb-gallery` writes. Examples that are not broken on purpose must
/// also be free of unsatisfiable constraints and ambiguity (the default lint).
@MainActor @Suite struct GallerySnapshotTests {
    @Test(arguments: Gallery.examples.map(\.id))
    func gallery(example id: String) throws {
        let example = try #require(Gallery.example(id))
        for state in example.states {
            for device in GalleryRenderer.screens {
                for direction in GalleryRenderer.directions {
                    let shown = GalleryRenderer.show(example, state, on: device, direction)
                    assertSnapshot(
                        of: .window(shown.window),
                        as: GalleryRenderer.strategy(device, direction, lint: GalleryRenderer.lint(for: example)),
                        named: "\(id)-\(state.name)")
                }
            }
        }
    }
}
