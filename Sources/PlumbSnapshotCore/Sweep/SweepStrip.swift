import Foundation
import PlumbUI
import Raster

/// The strip image of a sweep: one row per breakpoint (roomiest first, as the reference lists
/// them), each the layout just on the tighter side of the breakpoint (left) and at the breakpoint
/// (right), on a grey ground like a filmstrip's. The report draws it beside the breakpoints.
@MainActor
enum SweepStrip {
    /// The most breakpoints a strip shows (the reference lists them all).
    static let maximumRows = 16
    /// The gap between images and rows, in points.
    static let gap: CGFloat = 8
    /// The ground between images (Filmstrip's).
    static let ground: (UInt8, UInt8, UInt8) = (199, 199, 204)

    /// Renders both sides of each breakpoint and puts them together; nil without breakpoints.
    static func render(_ runner: SweepRunner, _ result: LayoutSweepResult) throws(SnapshotError) -> RGBAImage? {
        guard !result.breakpoints.isEmpty else { return nil }
        var rows: [(RGBAImage, RGBAImage)] = []
        for b in result.breakpoints.prefix(maximumRows) {
            rows.append((try image(runner, at: b.tight), try image(runner, at: b.roomy)))
        }
        return try compose(rows, gap: Int((gap * runner.scale).rounded()))
    }

    /// The layout at a position, rendered at the sweep's scale.
    static func image(_ runner: SweepRunner, at p: Int) throws(SnapshotError) -> RGBAImage {
        runner.layOut(at: p)
        guard let hosted = runner.hosted else { throw .renderFailed(reason: "the sweep has no window") }
        let s = runner.strategy(at: p)
        do {
            return try ViewRenderer.render(hosted.window, scale: s.scale, background: s.background).straightImage()
        } catch {
            throw .renderFailed(reason: error.description)
        }
    }

    /// Rows of image pairs on the ground, each row as tall as its taller image, left-aligned.
    static func compose(_ rows: [(RGBAImage, RGBAImage)], gap: Int) throws(SnapshotError) -> RGBAImage {
        let width = gap + (rows.map { $0.0.width + gap + $0.1.width }.max() ?? 0) + gap
        let height = gap + rows.map { max($0.0.height, $0.1.height) + gap }.reduce(0, +)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[i], pixels[i + 1], pixels[i + 2]) = ground
        }
        func blit(_ image: RGBAImage, x: Int, y: Int) {
            let src = image.pixels
            for row in 0..<image.height {
                let from = row * image.width * 4, to = ((y + row) * width + x) * 4
                // Source-over on the opaque ground (a transparent background shows the ground).
                for k in 0..<image.width {
                    let s = from + k * 4, d = to + k * 4
                    let a = Int(src[s + 3])
                    for c in 0..<3 {
                        pixels[d + c] = UInt8((Int(src[s + c]) * a + Int(pixels[d + c]) * (255 - a) + 127) / 255)
                    }
                }
            }
        }
        var y = gap
        for (left, right) in rows {
            blit(left, x: gap, y: y)
            blit(right, x: gap + left.width + gap, y: y)
            y += max(left.height, right.height) + gap
        }
        do { return try RGBAImage(width: width, height: height, pixels: pixels) } catch {
            throw .renderFailed(reason: error.description)
        }
    }
}
