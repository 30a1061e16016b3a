import Foundation

/// An accessibility element that is not a view: UIKit's `UIAccessibilityElement`, for parts of a
/// view that draws several things itself (a chart's bars, a custom segmented control's segments).
///
/// Give the container view an ``UIResponder/accessibilityElements`` array of these, in the order
/// VoiceOver should read them, each with a label and a frame in the container's coordinates.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chart)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42 orders"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 60, y: 20, width: 24, height: 80)
/// chart.accessibilityElements = [bar]
/// ```
///
/// An element is ``UIResponder/isAccessibilityElement`` by default (AccessibilitySnapshot's
/// examples build elements without setting it and VoiceOver reads them; Apple's page on the
/// property does not say).
@MainActor @preconcurrency
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that holds this element; its coordinates are those of
    /// ``accessibilityFrameInContainerSpace``.
    open weak var accessibilityContainer: AnyObject?
    /// An identifier for tests and snapshot reports (not read by VoiceOver).
    open var accessibilityIdentifier: String?
    /// The element's frame in its container view's coordinates; when set (not zero) it gives
    /// ``UIResponder/accessibilityFrame``, which then follows the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element inside a container (a view, usually the one whose
    /// ``UIResponder/accessibilityElements`` will hold it).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    nonisolated open override var description: String {
        onMainActor {
            var s = "<UIAccessibilityElement: label = \(accessibilityLabel.map { "'\($0)'" } ?? "nil")"
            if let id = accessibilityIdentifier { s += "; identifier = '\(id)'" }
            return s + ">"
        }
    }
}

/// The accessibility properties set explicitly on a responder (nil: the class's default).
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var language: String?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    var attributedLabel: NSAttributedString?
    var attributedHint: NSAttributedString?
    var attributedValue: NSAttributedString?
}
