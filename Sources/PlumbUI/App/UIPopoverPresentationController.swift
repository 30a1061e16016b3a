import Foundation

/// A presentation shown as a popover, pointing at a view, a rectangle or a bar button item:
/// UIKit's `UIPopoverPresentationController` (``UIViewController/popoverPresentationController``
/// of a controller whose style is `.popover`, and of an action sheet).
///
/// Where Plumb differs: no arrow is drawn. In a regular width the content is a card of
/// ``UIViewController/preferredContentSize`` (320 × 480 when unset, estimate) below the source
/// rectangle (above it when there is no room), kept 10 points inside the window (estimate); in
/// a compact width the popover adapts to `.fullScreen` as in UIKit, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at (default: zero, UIKit's default).
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at (instead of a view).
    open weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (kept; Plumb draws no arrow).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The popover's background colour (default: the presented view's).
    open var backgroundColor: UIColor?

    /// Whether something to point at was given.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = super.adaptivePresentationStyle(for: traitCollection)
        if delegate != nil,
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
                != adaptiveStyleNotImplemented
        {
            return answer
        }
        return traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }
}

/// Directions of a popover's arrow (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
