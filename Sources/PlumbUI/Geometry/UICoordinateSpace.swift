import Foundation

/// A coordinate system that points and rectangles convert between: UIKit's `UICoordinateSpace`,
/// adopted by every `UIView`, by the screen's ``UIScreen/coordinateSpace`` and
/// ``UIScreen/fixedCoordinateSpace``, and vended by ``UIWindowScene/coordinateSpace``.
///
/// ```swift
/// func pin(_ badge: UIView, at point: CGPoint, in space: any UICoordinateSpace) {
///     badge.center = badge.superview?.convert(point, from: space) ?? point
/// }
/// let onScreen = button.convert(button.bounds, to: UIScreen.main.coordinateSpace)
/// ```
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from this coordinate space to another.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from another coordinate space to this one.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this coordinate space to another.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from another coordinate space to this one.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds: a view's `bounds`, the screen's bounds for a screen space.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    /// Converts a point from this view's coordinates to another coordinate space: a view (as
    /// `convert(_:to:)` with a view does), a screen space (through the view's window, whose
    /// frame is in screen coordinates; a view outside any window counts its root as placed at
    /// the screen's origin), or any other space, through the screen's.
    ///
    /// Where Plumb differs: declared in an extension, so subclasses cannot override it (the
    /// `UIView?` forms can be).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        let onScreen = screenPoint(from: point)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.screenSpace)
    }

    /// Converts a point from another coordinate space to this view's (the inverse of
    /// `convert(_:to:)` for a `CGPoint`).
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        let onScreen =
            coordinateSpace is ScreenCoordinateSpace
            ? point : coordinateSpace.convert(point, to: UIScreen.main.screenSpace)
        let origin = rootOriginOnScreen
        return convert(CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y), from: nil as UIView?)
    }

    /// Converts a rectangle from this view's coordinates to another coordinate space (the
    /// bounding box when the views between are transformed).
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        let onScreen = convert(rect, to: nil as UIView?).offsetBy(dx: rootOriginOnScreen.x, dy: rootOriginOnScreen.y)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.screenSpace)
    }

    /// Converts a rectangle from another coordinate space to this view's.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        let onScreen =
            coordinateSpace is ScreenCoordinateSpace
            ? rect : coordinateSpace.convert(rect, to: UIScreen.main.screenSpace)
        let origin = rootOriginOnScreen
        return convert(onScreen.offsetBy(dx: -origin.x, dy: -origin.y), from: nil as UIView?)
    }

    /// The origin of the view in the coordinates of the root of its tree.
    var absoluteOrigin: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var v: UIView = self
        while let p = v.superview {
            x += v._frame.minX
            y += v._frame.minY
            v = p
        }
        return CGPoint(x: x, y: y)
    }

    /// Where the view's bounds origin shows in the root's coordinates: frames, less each
    /// superview's bounds origin (a scroll view's content offset).
    var visibleOrigin: CGPoint {
        var x = -bounds.minX, y = -bounds.minY
        var v: UIView = self
        while let p = v.superview {
            x += v._frame.minX - p.bounds.minX
            y += v._frame.minY - p.bounds.minY
            v = p
        }
        return CGPoint(x: x, y: y)
    }

    /// Where the root of this view's tree sits on the screen: a window's frame origin, else zero.
    var rootOriginOnScreen: CGPoint {
        var root: UIView = self
        while let s = root.superview { root = s }
        return root is UIWindow ? root.frame.origin : .zero
    }

    /// A point of this view in screen coordinates.
    func screenPoint(from point: CGPoint) -> CGPoint {
        let p = convert(point, to: nil as UIView?), origin = rootOriginOnScreen
        return CGPoint(x: p.x + origin.x, y: p.y + origin.y)
    }
}

/// The coordinate space of a screen: its bounds, origin at the screen's top-left corner.
///
/// Plumb's screens never rotate (a rotation is a window's, see `UIWindow.transition`), so a
/// screen's `coordinateSpace` and `fixedCoordinateSpace` have the same bounds and convert to
/// each other unchanged.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    nonisolated let bounds: CGRect

    nonisolated init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIWindowScene {
    /// The coordinate space the scene occupies: its screen's (UIKit's
    /// `UIWindowScene.coordinateSpace`). Xcode's scene delegate template sizes its window with it:
    ///
    /// ```swift
    /// guard let windowScene = (scene as? UIWindowScene) else { return }
    /// window = UIWindow(frame: windowScene.coordinateSpace.bounds)   // 375 × 667 on UIScreen.main
    /// window?.windowScene = windowScene
    /// ```
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
