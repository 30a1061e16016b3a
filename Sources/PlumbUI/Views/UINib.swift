import Foundation

/// An Interface Builder archive of views: UIKit's `UINib`. Plumb builds views in code and decodes
/// no nibs, so this exists for code written for UIKit to compile, and behaves as UIKit does when
/// the nib file is not in the bundle.
///
/// Creating a `UINib` loads nothing (as in UIKit, which reads the file lazily);
/// ``instantiate(withOwner:options:)`` is where UIKit raises `NSInternalInconsistencyException`
/// "Could not load NIB in bundle: 'NSBundle <…> (loaded)' with name '…'". Plumb reports that
/// message on ``LayoutDiagnostics`` and returns no objects. A nib registered with a table or
/// collection view is reported the same way when a cell is dequeued for it, and a plain cell of
/// the base class stands in (the nib's own class is unknown without the nib).
///
/// ```swift
/// tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
/// let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath)
/// // reported: Could not load NIB in bundle: … with name 'ProfileCell'; cell is a plain UITableViewCell
/// ```
@MainActor @preconcurrency
open class UINib: NSObject {
    /// Keys of the options dictionary of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Objects outside the nib that its placeholders refer to (a `[String: Any]`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Where the nib would come from.
    enum Source {
        case named(String, Bundle?)
        case data(Data)
    }

    let source: Source

    /// A nib named `name` in `bundleOrNil` (the main bundle when `nil`). Nothing is loaded yet.
    /// - Parameters:
    ///   - name: The nib file's name, without `.nib` or `.xib`.
    ///   - bundleOrNil: The bundle to look in; `nil` means `Bundle.main`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name, bundleOrNil)
        super.init()
    }

    /// A nib from archived data. Plumb cannot decode it; instantiating it reports so.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data)
        super.init()
    }

    /// The nib's top-level objects, with `ownerOrNil` as the File's Owner.
    ///
    /// Plumb decodes no nibs: for a named nib it reports UIKit's "Could not load NIB in bundle"
    /// exception message; for one made from data, that Plumb cannot decode it. Returns `[]`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        reportUnloadable(fallback: "returns no objects")
        return []
    }

    /// Reports what UIKit raises when this nib is instantiated, with what Plumb does instead.
    func reportUnloadable(fallback: String) {
        switch source {
        case let .named(name, bundle):
            UINib.reportMissingNib(name, in: bundle, fallback: fallback)
        case let .data(data):
            LayoutDiagnostics.report(
                .warning,
                "Plumb: a UINib made from data (\(data.count) bytes) cannot be instantiated: Plumb decodes no nib archives; it \(fallback)."
            )
        }
    }

    /// Reports UIKit's exception for a nib that is not in its bundle.
    static func reportMissingNib(_ name: String, in bundle: Bundle?, fallback: String) {
        // UIKit: NSInternalInconsistencyException, "Could not load NIB in bundle: '%@' with name '%@'".
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(describe(bundle))' with name '\(name)'' (Plumb has no nibs; it reports it and \(fallback).)"
        )
    }

    /// A bundle as UIKit's messages print it: `NSBundle <path> (loaded)` (`Bundle.main` for `nil`).
    nonisolated static func describe(_ bundle: Bundle?) -> String {
        "NSBundle <\((bundle ?? Bundle.main).bundlePath)> (loaded)"
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle and returns its top-level objects (UIKit's
    /// `NSBundle(UINibLoadingAdditions)`).
    ///
    /// Plumb has no nibs: it reports UIKit's `NSInternalInconsistencyException` "Could not load
    /// NIB in bundle: '…' with name '…'" on ``LayoutDiagnostics`` and returns `nil`.
    /// - Parameters:
    ///   - name: The nib file's name, without `.nib`.
    ///   - owner: The File's Owner.
    ///   - options: ``UINib/OptionsKey`` values.
    /// - Returns: `nil` in Plumb.
    @MainActor @preconcurrency
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.reportMissingNib(name, in: self, fallback: "returns nil")
        return nil
    }
}
