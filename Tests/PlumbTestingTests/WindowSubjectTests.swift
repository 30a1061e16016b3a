import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `SnapshotSubject.window`: a window shown and changed by the test (a tap, an exercised
/// ambiguity) is rendered as it is, where `.view` would lay its view out afresh in a new window.
@MainActor @Suite struct WindowSubjectTests {
    /// A 100 × 40 window whose root holds `box`: 10 wide at first, no horizontal position.
    func shown() -> (UIWindow, UIView, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.overrideTraitCollection = UITraitCollection(displayScale: 1)
        let root = UIView(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .black
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, box, width)
    }

    @Test func aWindowIsRenderedAsItIsAndStaysInPlace() throws {
        let (window, box, width) = shown()
        width.constant = 30
        box.exerciseAmbiguityInLayout()
        let moved = box.frame
        #expect(moved.width == 30 && moved.minX != 0)
        let strategy = Snapshotting.image(width: 100, height: 40, scale: 1, lint: [])
        let captured = try SnapshotRenderer.capture(.window(window), as: strategy)
        #expect(box.frame == moved && box.window === window && window.bounds.size == CGSize(width: 100, height: 40))
        let image = try #require(captured.image)
        #expect(image.width == 100 && image.height == 40)
        // Black where the exercised box is, background where a fresh layout would put it (x 0).
        #expect(red(image, x: Int(moved.minX) + 1, y: 5) == 0)
        #expect(red(image, x: 0, y: 5) == 255)
        #expect(captured.frames.contains("box \(FrameTree.format(moved))"))
        // The same view given as `.view` is laid out again in a new window: back at x 0.
        let relaid = try SnapshotRenderer.capture(.view(box.superview!), as: strategy)
        #expect(red(try #require(relaid.image), x: 0, y: 5) == 0)
    }

    /// The red channel: 0 in the black box, 255 on the white background.
    func red(_ image: RGBAImage, x: Int, y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4] }

    @Test func theMirrorLintIsSkippedForAWindow() throws {
        let (window, _, _) = shown()
        let captured = try SnapshotRenderer.capture(
            .window(window), as: .frames(width: 100, height: 40, lint: [.rtlMirror]))
        #expect(captured.lintProblems.isEmpty)
    }
}
