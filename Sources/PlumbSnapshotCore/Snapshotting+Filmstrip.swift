import Foundation
import PlumbUI
import Raster

extension Snapshotting {
    /// The same strategy recording an animation as a filmstrip: Plumb's addition, for reviewing
    /// a layout change made inside `UIView.animate` (or keyframes, a property animator).
    ///
    /// While the view is put on screen (a controller's `viewDidAppear` included), the first
    /// animation block that moves or fades a view is recorded at its start and its end; the
    /// snapshot is `frames` images side by side, left to right: the start, the frames in
    /// between with every view's frame and alpha interpolated linearly, and the end. Plumb has
    /// no clock (animations land at once), so timing curves and springs are not drawn; the end
    /// frame is what a still snapshot shows. Without an animation the snapshot fails with a
    /// lint problem. Variant names end in `.filmstrip<frames>`.
    ///
    /// ```swift
    /// // PureLayout's example 7 animates its constraints in viewDidAppear:
    /// assertSnapshot(of: AnimatingConstraintsViewController(), as: .image(on: .iPhoneSE).filmstrip(frames: 5))
    /// ```
    public func filmstrip(frames: Int = 5) -> Snapshotting {
        var s = self
        s.filmstripFrames = max(2, min(frames, 12))
        return s
    }
}

/// Draws a filmstrip from an animation recorder.
@MainActor
enum Filmstrip {
    /// The gap between frames, in points.
    static let gap: Double = 8

    static func render(
        _ window: UIWindow, recorder: AnimationRecorder, frames: Int,
        strategy: Snapshotting
    ) throws(RasterError) -> (RGBAImage, [LintFinding]) {
        let w = Double(window.bounds.width), h = Double(window.bounds.height)
        let n = max(2, frames)
        let canvas = try Canvas(
            width: w * Double(n) + gap * Double(n - 1), height: h, scale: Double(strategy.scale),
            fill: Color(red: 199, green: 199, blue: 204))
        guard let change = recorder.changes.first(where: \.isVisible) else {
            return (
                canvas.bitmap.straightImageWithDigest(),
                [
                    LintFinding(
                        check: .filmstrip,
                        detail: "no animation block moved or faded a view while the view was put on screen")
                ]
            )
        }
        for i in 0..<n {
            canvas.saveState()
            canvas.translateBy(x: Double(i) * (w + gap), y: 0)
            canvas.clip(to: Rect(x: 0, y: 0, width: w, height: h))
            canvas.fill(
                Rect(x: 0, y: 0, width: w, height: h),
                color: strategy.background.map { rasterColor($0.resolvedColor(with: window.traitCollection)) } ?? .clear
            )
            recorder.draw(change, at: Double(i) / Double(n - 1), in: canvas)
            canvas.restoreState()
        }
        return (canvas.bitmap.straightImageWithDigest(), [])
    }

    static func rasterColor(_ c: UIColor) -> Color {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return Color(red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: byte(c.alpha))
    }
}
