import Foundation

extension UIImage {
    /// An animated image made of frames shown one after another over `duration` seconds:
    /// UIKit's `animatedImage(with:duration:)`. The frames should share one size and scale; the
    /// image has the first frame's size, scale and pixels.
    ///
    /// ```swift
    /// spinnerView.image = UIImage.animatedImage(with: frames, duration: 1)
    /// ```
    ///
    /// Where Plumb differs: there is no clock, so an image view draws the first frame (a snapshot
    /// is deterministic). An empty `images` gives `nil` and a warning on ``LayoutDiagnostics``.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else {
            LayoutDiagnostics.report(
                .warning, "UIImage.animatedImage(with:duration:): no images were given; the result is nil")
            return nil
        }
        return UIImage(
            bitmap: first.bitmap, scale: first.scale, renderingMode: first.renderingMode,
            images: images, duration: duration)
    }

    /// An animated image of the files `name0`, `name1`, … loaded as ``init(named:)`` does:
    /// UIKit's `animatedImageNamed(_:duration:)`.
    ///
    /// ```swift
    /// loadingView.image = UIImage.animatedImageNamed("dots", duration: 0.8)   // dots0.png, dots1.png, …
    /// ```
    ///
    /// Where Plumb differs: UIKit tries every number from 0 to 1024; Plumb takes consecutive
    /// numbers from 0 (or from 1 when there is no `name0`) up to the first one missing. No frame
    /// gives `nil` and a warning naming the files looked for.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        let frames = animationFrames(named: name, in: .main)
        guard !frames.isEmpty else {
            LayoutDiagnostics.report(
                .warning,
                "UIImage.animatedImageNamed(\"\(name)\", duration:): no images \(name)0, "
                    + "\(name)1, … in \(ImageLibrary.root(of: .main)); the result is nil")
            return nil
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// The frames `name0`/`name1`, `name2`, … of a bundle, in order (at most 1025, as UIKit).
    static func animationFrames(named name: String, in bundle: Bundle) -> [UIImage] {
        let scale = UITraitCollection.default.displayScale
        func frame(_ i: Int) -> UIImage? {
            guard let asset = ImageLibrary.asset(named: name + String(i), in: bundle, quiet: true),
                let image = asset.image(forScale: scale)
            else { return nil }
            return UIImage(
                bitmap: image.bitmap, scale: image.scale, renderingMode: asset.renderingMode, imageAsset: asset)
        }
        var frames: [UIImage] = []
        if let zero = frame(0) { frames.append(zero) }
        var index = 1
        while index <= 1024, let next = frame(index) {
            frames.append(next)
            index += 1
        }
        return frames
    }
}
