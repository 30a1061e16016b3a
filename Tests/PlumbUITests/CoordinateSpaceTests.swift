import Foundation
import Testing
@testable import PlumbUI

/// `UICoordinateSpace`: views, the screen's two spaces and a window scene's space convert points
/// and rectangles between each other; Xcode's scene delegate template sizes its window with
/// `windowScene.coordinateSpace.bounds`.
@MainActor @Suite struct CoordinateSpaceTests {
    /// A window at the screen's origin with a card at (16, 100) holding a dot at (8, 4).
    private func tree() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
        let dot = UIView(frame: CGRect(x: 8, y: 4, width: 10, height: 10))
        window.addSubview(card)
        card.addSubview(dot)
        return (window, card, dot)
    }

    @Test func viewsConvertThroughTheProtocolAsThroughTheirViewMethods() {
        let (window, card, dot) = tree()
        let space: any UICoordinateSpace = card
        #expect(dot.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 9, y: 6))
        #expect(dot.convert(CGPoint(x: 9, y: 6), from: space) == CGPoint(x: 1, y: 2))
        #expect(
            dot.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: space as any UICoordinateSpace)
                == CGRect(x: 9, y: 6, width: 3, height: 4))
        #expect(
            card.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: dot as any UICoordinateSpace)
                == CGRect(x: 9, y: 6, width: 3, height: 4))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(window.convert(CGPoint.zero, to: dot as any UICoordinateSpace) == CGPoint(x: -24, y: -104))
    }

    @Test func viewsConvertToAndFromTheScreen() {
        let (window, card, dot) = tree()
        defer { withExtendedLifetime((window, card)) {} }
        let screen = UIScreen.main.coordinateSpace
        #expect(dot.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 25, y: 106))
        #expect(dot.convert(CGPoint(x: 25, y: 106), from: screen) == CGPoint(x: 1, y: 2))
        #expect(dot.convert(dot.bounds, to: screen) == CGRect(x: 24, y: 104, width: 10, height: 10))
        #expect(dot.convert(CGRect(x: 24, y: 104, width: 10, height: 10), from: screen) == dot.bounds)
        // The screen converts to a view by asking the view.
        #expect(screen.convert(CGPoint(x: 25, y: 106), to: dot) == CGPoint(x: 1, y: 2))
        #expect(
            screen.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: dot)
                == CGRect(x: 25, y: 106, width: 3, height: 4))
    }

    @Test func aWindowsFrameOriginIsItsPlaceOnTheScreen() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        window.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace) == CGPoint(x: 35, y: 46))
        #expect(child.convert(CGPoint(x: 35, y: 46), from: UIScreen.main.fixedCoordinateSpace) == .zero)
        // A tree outside any window: its root sits at the screen's origin.
        let loose = UIView(frame: CGRect(x: 50, y: 60, width: 10, height: 10))
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        loose.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace) == CGPoint(x: 1, y: 1))
    }

    @Test func theScreensSpacesHaveItsBoundsAndConvertToEachOtherUnchanged() {
        let screen = UIScreen.main
        #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.coordinateSpace === screen.coordinateSpace)
        #expect(screen.coordinateSpace !== screen.fixedCoordinateSpace)
        let p = CGPoint(x: 12.5, y: 300)
        #expect(screen.coordinateSpace.convert(p, to: screen.fixedCoordinateSpace) == p)
        #expect(
            screen.fixedCoordinateSpace.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: screen.coordinateSpace)
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            // Xcode's SceneDelegate template (iOS 13 to 15).
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(frame: windowScene.coordinateSpace.bounds)
            window?.windowScene = windowScene
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func sceneDelegateTemplateGetsAScreenSizedWindowInTheScene() throws {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        let scenes = TemplateSceneDelegate()
        let scene = try #require(app.launch(delegate: AppDelegate(), sceneDelegate: scenes))
        defer { app.disconnect(scene) }
        #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scene.coordinateSpace === UIScreen.main.coordinateSpace)
        let window = try #require(scenes.window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.windowScene === scene && scene.windows.count == 1 && scene.windows[0] === window)
        #expect(window.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}

/// Core Graphics' geometric constants under their C names (Apple documents them as Swift globals).
@Suite struct GeometricConstantTests {
    @Test func theCNamesAreTheSwiftConstants() {
        #expect(CGPointZero == CGPoint(x: 0, y: 0))
        #expect(CGSizeZero == CGSize(width: 0, height: 0))
        #expect(CGRectZero == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(
            CGRectNull.isNull
                && CGRect(x: 0, y: 0, width: 1, height: 1).intersection(CGRect(x: 5, y: 5, width: 1, height: 1))
                    == CGRectNull
        )
        #expect(CGRectInfinite.isInfinite)
        #expect(CGRectZero.union(CGRect(x: 2, y: 3, width: 4, height: 5)) == CGRect(x: 0, y: 0, width: 6, height: 8))
    }
}
