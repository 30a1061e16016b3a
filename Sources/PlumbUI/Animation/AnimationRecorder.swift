import Foundation
package import Raster

/// Records what `UIView` animation blocks change, for the filmstrip snapshot strategy.
///
/// While a recorder is active (``record(_:)``), every animation block (`UIView.animate`,
/// keyframes, transitions, property animators) notes the frames, alphas and transforms of every view of the
/// recorder's window before and after it runs. Plumb applies animations at once; the recorder
/// keeps the start and the end so a snapshot can show the change, and frames in between
/// interpolated linearly (the timing curve and springs are not modelled).
@MainActor
package final class AnimationRecorder {
    /// One view's drawn state.
    package struct ViewState: Equatable {
        /// The untransformed frame (centre and bounds size).
        package var frame: CGRect
        package var alpha: CGFloat
        package var transform: CGAffineTransform = .identity
    }

    /// The views' states before and after one animation block.
    package struct Change {
        package var start: [ObjectIdentifier: ViewState]
        package var end: [ObjectIdentifier: ViewState]
        /// Whether any frame, alpha or transform differs between start and end.
        package var isVisible: Bool { start.contains { end[$0.key] != nil && end[$0.key] != $0.value } }
    }

    @TaskLocal static var current: AnimationRecorder?

    /// The root whose tree is recorded (set when recording starts).
    package var root: UIView?
    /// The animation blocks seen, in order (nested blocks are part of their outer one).
    package private(set) var changes: [Change] = []
    private var depth = 0
    private var pendingStart: [ObjectIdentifier: ViewState] = [:]

    package init() {}

    /// Runs `body` with this recorder active.
    package func record<R>(_ body: () throws -> R) rethrows -> R {
        try AnimationRecorder.$current.withValue(self) { try body() }
    }

    /// The state of every view under the root.
    func states() -> [ObjectIdentifier: ViewState] {
        var result: [ObjectIdentifier: ViewState] = [:]
        func visit(_ v: UIView) {
            result[ObjectIdentifier(v)] = ViewState(frame: v._frame, alpha: v.alpha, transform: v.transform)
            v.subviews.forEach(visit)
        }
        if let root { visit(root) }
        return result
    }

    func willAnimate() {
        if depth == 0 { pendingStart = states() }
        depth += 1
    }

    func didAnimate() {
        depth -= 1
        if depth == 0 { changes.append(Change(start: pendingStart, end: states())) }
    }

    /// Draws `root` at fraction `t` (0 = start, 1 = end) of `change` into a canvas: every view
    /// that exists at both ends at its interpolated frame, alpha and transform, the others as they are.
    /// The views' frames are restored afterwards; no layout runs.
    package func draw(_ change: Change, at t: Double, in canvas: Canvas) {
        guard let root else { return }
        var saved: [(UIView, CGRect, CGFloat, CATransform3D?)] = []
        func visit(_ v: UIView) {
            let id = ObjectIdentifier(v)
            if let a = change.start[id], let b = change.end[id] {
                let turns = a.transform != b.transform
                saved.append((v, v._frame, v.alpha, turns ? v.transform3D : nil))
                func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
                v._frame = CGRect(
                    x: mix(a.frame.minX, b.frame.minX), y: mix(a.frame.minY, b.frame.minY),
                    width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
                v.alpha = mix(a.alpha, b.alpha)
                if turns { v.transform = a.transform.interpolated(to: b.transform, CGFloat(t)) }
            }
            v.subviews.forEach(visit)
        }
        visit(root)
        ViewRenderer.draw(root, in: canvas, overlays: [], isRoot: true)
        for (v, frame, alpha, transform) in saved.reversed() {
            v._frame = frame
            v.alpha = alpha
            if let transform { v.transform3D = transform }
        }
    }
}

extension UIView {
    /// Runs an animation block, noting its start and end for an active ``AnimationRecorder``
    /// (unless animations are disabled: then the changes happen without an animation).
    static func runAnimationBlock(_ animations: () -> Void) {
        guard UIView.areAnimationsEnabled, let recorder = AnimationRecorder.current else {
            animations()
            return
        }
        recorder.willAnimate()
        animations()
        recorder.didAnimate()
    }
}
