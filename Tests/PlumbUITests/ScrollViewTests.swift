import Foundation
import Raster
import Testing
@testable import PlumbUI

/// UIScrollView: content and frame layout guides, the legacy edge rule, content size, insets
/// adjusted for the safe area, offsets and drawing.
@MainActor @Suite struct ScrollViews {
    /// A 320×480 scroll view filling a root, with `n` blocks of 100 points stacked in its content.
    func scrollWithBlocks(_ n: Int, _ dir: UITraitEnvironmentLayoutDirection = .leftToRight, legacy: Bool = false)
        -> (root: UIView, scroll: UIScrollView, stack: UIStackView)
    {
        let root = makeRoot(320, 480, dir)
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let stack = UIStackView(
            arrangedSubviews: (0..<n).map { i in
                let b = IntrinsicView(50, 100, id: "block\(i)")
                b.backgroundColor = i == 0 ? .systemRed : .systemBlue
                return b
            })
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let content:
            (
                top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor,
                trailing: NSLayoutXAxisAnchor
            ) =
                legacy
                ? (scroll.topAnchor, scroll.bottomAnchor, scroll.leadingAnchor, scroll.trailingAnchor)
                : (
                    scroll.contentLayoutGuide.topAnchor, scroll.contentLayoutGuide.bottomAnchor,
                    scroll.contentLayoutGuide.leadingAnchor, scroll.contentLayoutGuide.trailingAnchor
                )
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.top),
            stack.bottomAnchor.constraint(equalTo: content.bottom),
            stack.leadingAnchor.constraint(equalTo: content.leading),
            stack.trailingAnchor.constraint(equalTo: content.trailing),
            stack.widthAnchor.constraint(equalTo: legacy ? scroll.widthAnchor : scroll.frameLayoutGuide.widthAnchor),
        ])
        return (root, scroll, stack)
    }

    @Test(arguments: [false, true])
    func theContentDefinesTheContentSize(legacy: Bool) {
        let (root, scroll, stack) = scrollWithBlocks(10, legacy: legacy)
        root.layoutIfNeeded()
        #expect(scroll.frame == rect(0, 0, 320, 480))
        #expect(stack.frame == rect(0, 0, 320, 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 320, 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 0, 320, 480))
        #expect(scroll.contentOffset == .zero)
        #expect(!root.hasAmbiguousLayout && !scroll.hasAmbiguousLayout && !stack.hasAmbiguousLayout)
        // Fewer blocks: the content size follows.
        for v in stack.arrangedSubviews.dropFirst(2) { v.removeFromSuperview() }
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 200))
    }

    @Test(arguments: directions)
    func leadingAndTrailingFollowTheDirectionInsideTheContent(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let scroll = UIScrollView(frame: rect(0, 0, 320, 480))
        root.addSubview(scroll)
        let box = IntrinsicView(100, 40, id: "box")
        scroll.addSubview(box)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 10),
            guide.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 120, height: 60))
        #expect(box.frame == mirrored(rect(0, 10, 100, 40), in: 120, dir))
    }

    @Test func theScrollViewsOwnSizeAnchorsAreItsFrame() {
        let root = makeRoot(300, 400, .leftToRight)
        let scroll = UIScrollView(frame: rect(0, 0, 300, 400))
        root.addSubview(scroll)
        let wide = UIView()
        wide.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(wide)
        NSLayoutConstraint.activate([
            wide.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 2),
            wide.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 0.5),
            wide.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            wide.topAnchor.constraint(equalTo: scroll.topAnchor),
            wide.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            wide.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(wide.frame == rect(0, 0, 600, 200))
        #expect(scroll.contentSize == CGSize(width: 600, height: 200))
        #expect(scroll.frame == rect(0, 0, 300, 400))
    }

    @Test func withoutContentConstraintsTheGuideTakesTheContentSizeYouSet() {
        let root = makeRoot(300, 400, .leftToRight)
        let scroll = UIScrollView(frame: rect(0, 0, 300, 400))
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 300, height: 2000)
        root.layoutIfNeeded()
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 300, 2000))
        #expect(scroll.contentSize == CGSize(width: 300, height: 2000))
        #expect(!scroll.hasAmbiguousLayout)
    }

    @Test func theFrameGuideStaysOverTheVisibleRectangle() {
        let (root, scroll, _) = scrollWithBlocks(10)
        let badge = IntrinsicView(40, 20, id: "badge")
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == rect(272, 8, 40, 20))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        root.layoutIfNeeded()
        #expect(scroll.bounds == rect(0, 250, 320, 480))
        #expect(badge.frame == rect(272, 258, 40, 20))  // in content coordinates
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 250, 320, 480))
    }

    /// A scroll view filling a window with the iPhone X's safe area.
    func inWindow(blocks: Int, _ behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: rect(0, 0, 375, 812))
        window.overrideTraitCollection = UITraitCollection(displayScale: 2)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let (content, scroll, _) = scrollWithBlocks(blocks)
        content.overrideTraitCollection = nil
        content.translatesAutoresizingMaskIntoConstraints = true
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.frame = window.bounds
        window.addSubview(content)
        scroll.contentInsetAdjustmentBehavior = behavior
        window.layoutIfNeeded()
        return (window, scroll)
    }

    @Test func aScrollingAxisIsInsetByTheSafeAreaAndStartsBelowIt() {
        let (w1, tall) = inWindow(blocks: 10, .automatic)
        #expect(tall.contentSize == CGSize(width: 375, height: 1000))
        #expect(tall.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(tall.contentOffset == CGPoint(x: 0, y: -44))
        #expect(tall.bounds == rect(0, -44, 375, 812))
        // Content shorter than the view does not scroll: no adjustment under .automatic ...
        let (w2, short) = inWindow(blocks: 3, .automatic)
        #expect(short.adjustedContentInset == .zero)
        #expect(short.contentOffset == .zero)
        // ... unless it always bounces vertically, or the behaviour is .always; never with .never.
        short.alwaysBounceVertical = true
        w2.layoutIfNeeded()
        #expect(short.adjustedContentInset.top == 44)
        #expect(inWindow(blocks: 3, .always).1.contentOffset == CGPoint(x: 0, y: -44))
        #expect(inWindow(blocks: 10, .never).1.adjustedContentInset == .zero)
        // An offset you set stays.
        tall.contentOffset = CGPoint(x: 0, y: 100)
        w1.layoutIfNeeded()
        #expect(tall.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func contentUnderAnAdjustedInsetGetsNoSafeAreaThere() {
        let (window, scroll) = inWindow(blocks: 10, .automatic)
        let stack = scroll.subviews[0] as! UIStackView
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        window.layoutIfNeeded()
        // Vertical insets are adjusted, so the content's safe area is zero there: the margins are
        // the stack's own and the first block sits 16 points down the content.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -44))
        #expect(stack.safeAreaInsets == .zero)
        #expect(stack.arrangedSubviews[0].frame == rect(20, 16, 50, 100))
        #expect(stack.frame == rect(0, 0, 375, 1032))
        // With .never the content keeps the window's safe area where it overlaps it (and no more
        // than the window's own inset at the bottom, where it runs past the screen).
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == .zero)
        #expect(stack.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(stack.arrangedSubviews[0].frame == rect(20, 60, 50, 100))
    }

    @Test func contentIsDrawnAtTheOffsetAndClipped() throws {
        let (window, scroll) = inWindow(blocks: 10, .automatic)
        scroll.backgroundColor = .white
        let atRest = try ViewRenderer.render(window, scale: 1)
        // The first (red) block starts below the 44-point safe area; above it, the background.
        #expect(atRest.color(x: 10, y: 43) == Color(red: 255, green: 255, blue: 255))
        #expect(atRest.color(x: 10, y: 44) == Color(red: 255, green: 59, blue: 48))
        #expect(atRest.color(x: 10, y: 143) == Color(red: 255, green: 59, blue: 48))
        #expect(atRest.color(x: 10, y: 144) == Color(red: 0, green: 122, blue: 255))
        // Scrolled by 150: the second block's top half is gone, the view still 812 tall (clipped).
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        window.layoutIfNeeded()
        let scrolled = try ViewRenderer.render(window, scale: 1)
        #expect(scrolled.height == 812)
        #expect(scrolled.color(x: 10, y: 0) == Color(red: 0, green: 122, blue: 255))
        #expect(scrolled.color(x: 60, y: 0) == Color(red: 255, green: 255, blue: 255))  // beside the 50-wide block
    }
}
