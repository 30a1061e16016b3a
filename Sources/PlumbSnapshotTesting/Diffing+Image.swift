#if SwiftSnapshotTesting
    public import Foundation
    public import PlumbUI
    internal import Raster
    public import SnapshotTesting

    extension Diffing where Value == UIImage {
        /// A pixel-diffing strategy for images that requires every pixel to match exactly.
        public static var image: Diffing { .image() }

        /// A pixel-diffing strategy for images with a tolerance, stored as PNG.
        ///
        /// Images are compared on their decoded pixels (straight RGBA, 8 bits a channel), never on
        /// the PNG bytes.
        ///
        /// - `precision` is the fraction of pixels that must match: the comparison passes when at
        ///   most `width × height − ⌈precision × width × height⌉` pixels differ (the Float is read as
        ///   its shortest decimal, so `0.99` of iPhone 8's 1,000,500 pixels allows exactly 10,005).
        ///   swift-snapshot-testing counts differing bytes (channels) here when `perceptualPrecision`
        ///   is 1; Plumb always counts pixels.
        /// - `perceptualPrecision` says how close a pixel's colour must be to count as matching. At 1
        ///   a pixel matches only when its four bytes are equal. Below 1 it is mapped onto
        ///   pixelmatch's YIQ threshold as `threshold = 1 − perceptualPrecision` (both measure a
        ///   distance as a fraction of the black-to-white distance): a pixel differs when its YIQ
        ///   distance, after blending onto white, exceeds `35215 × threshold²`; anti-aliased pixels
        ///   are counted like any other. This is not swift-snapshot-testing's CoreImage CIE ΔE 1994
        ///   (Lab) test: the two agree at 1 and are close for small tolerances, but a colour change
        ///   that passes one may fail the other, so tune the value on Plumb's own images.
        ///
        /// Images of different sizes never match. The failure message has swift-snapshot-testing's
        /// usual text, then how many pixels differ, how many were allowed, and the bounding boxes of
        /// the changed regions in pixels, and the `file://` path of a pixelmatch-style difference
        /// image (red where pixels differ) written to `$SNAPSHOT_ARTIFACTS/PlumbDifferences/` (the
        /// temporary directory without it). The reference, the new image and the difference image are
        /// also returned as attachments (which swift-snapshot-testing only records under Xcode).
        ///
        /// ```swift
        /// assertSnapshot(of: image, as: SimplySnapshotting(pathExtension: "png", diffing: .image(precision: 0.99)))
        /// ```
        ///
        /// - Parameters:
        ///   - precision: The fraction of pixels that must match, 0 ... 1.
        ///   - perceptualPrecision: How close a pixel's colour must be to match, 0 ... 1.
        ///   - scale: The scale given to reference images read from disk (nil: 2). Only
        ///     `UIImage.size` depends on it; pixels are compared as they are.
        /// - Returns: A diffing strategy for `UIImage`.
        public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing
        {
            let tolerance = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
            let referenceScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 2
            return .diff(
                toData: { $0.pngData() ?? Data() },
                fromData: { data in
                    UIImage(data: data, scale: referenceScale)
                        ?? ImageCapture.errorImage(
                            "the reference is not a PNG image (\(data.count) bytes)",
                            text: "Error: the reference could not be loaded")
                },
                diffV2: { reference, actual in
                    guard let failure = tolerance.compare(reference: reference, actual: actual) else { return nil }
                    var attachments: [DiffAttachment] = []
                    if let data = reference.pngData() { attachments.append(.data(data, name: "reference.png")) }
                    if let data = actual.pngData() { attachments.append(.data(data, name: "failure.png")) }
                    if let data = failure.difference { attachments.append(.data(data, name: "difference.png")) }
                    return (failure.message, attachments)
                })
        }
    }

    extension Snapshotting where Value == UIImage, Format == UIImage {
        /// Compares images pixel by pixel, requiring an exact match; stored as PNG.
        public static var image: Snapshotting { .image() }

        /// Compares images with a tolerance; stored as PNG. See `Diffing.image(precision:perceptualPrecision:scale:)`.
        ///
        /// - Parameters:
        ///   - precision: The fraction of pixels that must match, 0 ... 1.
        ///   - perceptualPrecision: How close a pixel's colour must be to match, 0 ... 1.
        ///   - scale: The scale given to reference images read from disk (nil: 2).
        public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
            -> Snapshotting
        {
            Snapshotting(
                pathExtension: PlumbReferenceNames.imageExtension,
                diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
        }
    }
#endif
