import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore

/// Snapshot capture and animations (issue 29, item 9): a snapshot taken right after
/// `UIView.animate` shows the animated (end) values, and capture leaves the completion pending,
/// as on iOS; `PendingAnimations.finishAll()` before capturing shows what the completion leaves.
@MainActor @Suite struct PendingAnimationCaptureTests {
    @Test func captureShowsTheAnimatedValuesAndLeavesTheCompletionPending() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.overrideTraitCollection = UITraitCollection(displayScale: 1)
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .black
        window.addSubview(box)
        window.layoutIfNeeded()
        var completed = false
        UIView.animate(
            withDuration: 0.3, animations: { box.transform = CGAffineTransform(translationX: 10, y: 10) },
            completion: { _ in
                completed = true
                box.transform = .identity
            })
        let strategy = Snapshotting.image(width: 20, height: 20, scale: 1)
        let moved = try #require(try SnapshotRenderer.capture(.window(window), as: strategy).image)
        #expect(moved.pixel(x: 15, y: 15) == [0, 0, 0, 255] && moved.pixel(x: 5, y: 5) == [255, 255, 255, 255])
        #expect(!completed && box.transform == CGAffineTransform(translationX: 10, y: 10))
        PendingAnimations.finishAll()
        let back = try #require(try SnapshotRenderer.capture(.window(window), as: strategy).image)
        #expect(
            completed && back.pixel(x: 5, y: 5) == [0, 0, 0, 255] && back.pixel(x: 15, y: 15) == [255, 255, 255, 255])
    }
}
