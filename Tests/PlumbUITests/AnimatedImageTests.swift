import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Animated images and image-view animation: the frames are kept, the first one is drawn.
@MainActor @Suite struct AnimatedImageTests {
    let red = Color(red: 255, green: 0, blue: 0)
    let green = Color(red: 0, green: 255, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)

    func solid(_ color: Color, _ w: Int = 4, _ h: Int = 4, scale: CGFloat = 2) -> UIImage {
        UIImage(bitmap: try! Bitmap(width: w, height: h, scale: Double(scale), fill: color), scale: scale)
    }

    @Test func anAnimatedImageHasItsFramesDurationAndTheFirstFramesPixels() throws {
        let frames = [solid(red), solid(green), solid(blue)]
        let image = try #require(UIImage.animatedImage(with: frames, duration: 0.9))
        #expect(image.images?.count == 3 && image.duration == 0.9)
        #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 2)
        #expect(image.bitmap.color(x: 0, y: 0) == red)
        #expect(frames[0].images == nil && frames[0].duration == 0, "a still image has no frames and no duration")
        #expect(image.withRenderingMode(.alwaysTemplate).images?.count == 3, "a copy keeps its frames")
        let (none, diagnostics) = LayoutDiagnostics.collect { UIImage.animatedImage(with: [], duration: 1) }
        #expect(none == nil)
        #expect(
            diagnostics.map(\.message) == [
                "UIImage.animatedImage(with:duration:): no images were given; the result is nil"
            ])
    }

    @Test func numberedFramesLoadInOrderUpToTheFirstGap() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // spin1 … spin3 (no spin0), then a gap before spin5.
        for (i, color) in [(1, red), (2, green), (3, blue), (5, red)] {
            try #require(solid(color, 2, 2, scale: 1).pngData()).write(to: dir.appendingPathComponent("spin\(i).png"))
        }
        let bundle = try #require(Bundle(path: dir.path))
        let (frames, diagnostics) = LayoutDiagnostics.collect { UIImage.animationFrames(named: "spin", in: bundle) }
        #expect(frames.map { $0.bitmap.color(x: 0, y: 0) } == [red, green, blue])
        #expect(diagnostics.isEmpty, "looking for frames that are not there is not a warning")
        #expect(UIImage.animationFrames(named: "none", in: bundle).isEmpty)
    }

    @Test func aMissingAnimationIsAWarningNamingTheFiles() {
        let (image, diagnostics) = LayoutDiagnostics.collect {
            UIImage.animatedImageNamed("no-such-frames", duration: 1)
        }
        #expect(image == nil)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "UIImage.animatedImageNamed(\"no-such-frames\", duration:): no images no-such-frames0, no-such-frames1, … in "
            ) == true)
    }

    @Test(arguments: directions)
    func anAnimatingImageViewDrawsItsFirstFrameAndStopsBackToItsImage(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(40, 20, dir)
        let view = UIImageView(image: solid(blue, 8, 8))  // 4 × 4 points
        view.animationImages = [solid(red, 12, 12), solid(green, 12, 12)]  // 6 × 6 points
        view.animationDuration = 0.5
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == mirrored(rect(2, 2, 4, 4), in: 40, dir))
        view.startAnimating()
        root.layoutIfNeeded()
        #expect(view.isAnimating && view.frame == mirrored(rect(2, 2, 6, 6), in: 40, dir))
        let animating = try ViewRenderer.render(root)
        let x = dir == .leftToRight ? 6 : 73  // the pixel 1 pt in from the view's leading edge, mirrored
        #expect(animating.color(x: x, y: 6) == red)
        view.stopAnimating()
        root.layoutIfNeeded()
        #expect(!view.isAnimating && view.frame == mirrored(rect(2, 2, 4, 4), in: 40, dir))
        #expect(try ViewRenderer.render(root).color(x: x, y: 6) == blue)
    }

    @Test func highlightingShowsTheHighlightedImageAndStartingNeedsFrames() throws {
        let view = UIImageView(image: solid(blue), highlightedImage: solid(green))
        view.frame = rect(0, 0, 2, 2)
        view.isHighlighted = true
        #expect(try ViewRenderer.render(view).color(x: 1, y: 1) == green)
        view.isHighlighted = false
        #expect(try ViewRenderer.render(view).color(x: 1, y: 1) == blue)
        view.startAnimating()
        #expect(!view.isAnimating, "no animation images: nothing to animate")
        view.animationImages = [solid(red)]
        view.highlightedAnimationImages = [solid(green)]
        view.startAnimating()
        view.isHighlighted = true
        #expect(try ViewRenderer.render(view).color(x: 1, y: 1) == green)
        #expect(view.animationRepeatCount == 0 && view.animationDuration == 0)
    }
}
