import Foundation

/// A transition between two view controllers: UIKit's `UIStoryboardSegue`.
///
/// On iOS most segues come from a storyboard; ``UIViewController/performSegue(withIdentifier:sender:)``
/// looks one up, calls ``UIViewController/prepare(for:sender:)`` and then ``perform()``. Plumb has
/// no storyboards, so `performSegue` reports UIKit's "has no segue with identifier" message (see
/// ``UIViewController/performSegue(withIdentifier:sender:)``). A segue made in code works as on
/// iOS: you create it and call ``perform()`` yourself; UIKit then calls neither
/// ``UIViewController/shouldPerformSegue(withIdentifier:sender:)`` nor
/// ``UIViewController/prepare(for:sender:)`` (those belong to storyboard segues), and neither does
/// Plumb.
///
/// ```swift
/// final class PushSegue: UIStoryboardSegue {
///     override func perform() {
///         source.navigationController?.pushViewController(destination, animated: false)
///     }
/// }
/// PushSegue(identifier: "showDetail", source: list, destination: DetailViewController()).perform()
/// ```
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier (`nil` when it has none).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// The closure ``perform()`` runs, for a segue made with
    /// ``init(identifier:source:destination:performHandler:)``.
    private var performHandler: (() -> Void)?

    /// Creates a segue between two controllers; subclasses override ``perform()`` to show the
    /// destination.
    /// - Parameters:
    ///   - identifier: The segue's identifier, or `nil`.
    ///   - source: The controller the segue starts from.
    ///   - destination: The controller to show.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Creates a segue whose ``perform()`` runs `performHandler` (UIKit, iOS 10).
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition. The base class runs the perform handler, if any, and otherwise
    /// does nothing (UIKit's documented default); subclasses override it to show ``destination``.
    open func perform() {
        performHandler?()
    }
}

extension UIViewController {
    /// Reports UIKit's exception for a segue the controller's storyboard does not have.
    func reportMissingSegue(_ identifier: String) {
        // UIKit: NSInvalidArgumentException, "Receiver (%@) has no segue with identifier '%@'".
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Receiver (\(self)) has no segue with identifier '\(identifier)'' (Plumb has no storyboards; it reports it and performs no segue.)"
        )
    }
}
