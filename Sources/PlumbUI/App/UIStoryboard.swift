import Foundation

/// A storyboard: UIKit's `UIStoryboard`. Plumb builds views in code and loads no storyboards, so
/// this exists for code written for UIKit to compile, and behaves as UIKit does when the
/// storyboard file is not in the bundle.
///
/// What happens, step by step:
/// - ``init(name:bundle:)``: UIKit raises `NSInvalidArgumentException` "Could not find a
///   storyboard named '…' in bundle NSBundle <…> (loaded)". Plumb reports that message on
///   ``LayoutDiagnostics`` and returns an empty storyboard (a Swift initializer that UIKit
///   declares non-failable cannot return `nil`).
/// - ``instantiateInitialViewController()``: `nil`, as for a storyboard without an entry point
///   (UIKit reports nothing there either).
/// - ``instantiateViewController(withIdentifier:)``: UIKit raises `NSInvalidArgumentException`
///   "Storyboard (<UIStoryboard: …>) doesn't contain a view controller with identifier '…'";
///   Plumb reports it and returns a plain `UIViewController`, so the caller's `as? MyController`
///   fails as it would for a wrong class, and `as!` is the caller's own crash.
/// - ``instantiateViewController(identifier:creator:)``: reports the same message and makes the
///   requested class itself: `creator` with an empty coder, else `init(coder:)`.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)    // reported: no storyboard named 'Main'
/// let first = storyboard.instantiateInitialViewController()   // nil
/// ```
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// The storyboard's name as given.
    let name: String
    /// Creation-order id, printed where UIKit prints an address.
    nonisolated let id = ObjectIDs.next()

    /// Looks up the storyboard `name` in `storyboardBundleOrNil` (the main bundle when `nil`).
    ///
    /// Plumb has no storyboards: it reports UIKit's "Could not find a storyboard named …"
    /// exception message and returns a storyboard that contains no view controllers.
    /// - Parameters:
    ///   - name: The storyboard file's name, without `.storyboard`.
    ///   - storyboardBundleOrNil: The bundle to look in; `nil` means `Bundle.main`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        // UIKit: NSInvalidArgumentException, "Could not find a storyboard named '%@' in bundle %@".
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named '\(name)' in bundle \(UINib.describe(storyboardBundleOrNil))' (Plumb has no storyboards; it reports it and returns an empty storyboard.)"
        )
    }

    /// The storyboard's initial view controller: always `nil` in Plumb (the storyboard is empty),
    /// as UIKit returns `nil` for a storyboard without an entry point.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The storyboard's initial view controller made through `creator` (iOS 13): always `nil` in
    /// Plumb; `creator` is not called.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        nil
    }

    /// The view controller with the storyboard identifier `identifier`.
    ///
    /// The storyboard is empty: Plumb reports UIKit's "Storyboard (<UIStoryboard: …>) doesn't
    /// contain a view controller with identifier '…'" and returns a new plain `UIViewController`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        reportMissingController(identifier, fallback: "a plain UIViewController")
        return UIViewController()
    }

    /// The view controller with the storyboard identifier `identifier`, made as `ViewController`
    /// (iOS 13).
    ///
    /// The storyboard is empty: Plumb reports UIKit's "doesn't contain a view controller with
    /// identifier" message, then makes the controller as UIKit would from a scene: `creator`
    /// with a coder, else `ViewController(coder:)`. The coder is an empty keyed archive, so any
    /// value decoded from it is `nil` or zero. If both give `nil` there is no controller to
    /// return and this stops with a precondition failure (UIKit fails there as well).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        reportMissingController(identifier, fallback: "a \(ViewController.self) made with init(coder:)")
        let coder = UIStoryboard.emptyCoder()
        if let made = creator?(coder) ?? ViewController(coder: coder) {
            return made
        }
        preconditionFailure(
            "instantiateViewController(identifier:creator:): \(ViewController.self)(coder:) returned nil and the storyboard '\(name)' is empty; there is no controller to return."
        )
    }

    nonisolated open override var description: String {
        "<\(typeName(self)): 0x\(String(id, radix: 16))>"
    }

    // MARK: Internals

    private func reportMissingController(_ identifier: String, fallback: String) {
        // UIKit: NSInvalidArgumentException, "Storyboard (%@) doesn't contain a view controller with identifier '%@'".
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'' (Plumb reports it and returns \(fallback).)"
        )
    }

    /// A coder with nothing in it: an unarchiver over an empty keyed archive, whose decoding
    /// methods return `nil` or zero.
    static func emptyCoder() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        if let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) {
            unarchiver.requiresSecureCoding = false
            // A missing key is then `nil`/zero (Darwin's behaviour) instead of a raised exception.
            unarchiver.decodingFailurePolicy = .setErrorAndReturn
            return unarchiver
        }
        return NSCoder()
    }
}
