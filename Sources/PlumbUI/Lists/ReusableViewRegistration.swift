import Foundation

/// Registers a class of reusable view for a key, as `UITableView` and `UICollectionView` do for
/// their cells, headers and footers and supplementary views: a nib registered for the key is
/// dropped, `nil` unregisters, and a class that is not a subclass of `View` is reported on
/// ``LayoutDiagnostics`` and ignored.
///
/// - Parameters:
///   - aClass: The class to register, or `nil`.
///   - key: The reuse identifier (or kind and identifier) it is registered for.
///   - identifier: The reuse identifier, for the report.
///   - method: The registering method's name (`register(_:forCellReuseIdentifier:)`), for the
///     report.
///   - classes: The registered classes.
///   - nibs: The registered nibs.
@MainActor
func registerReusableClass<Key: Hashable, View: UIView>(
    _ aClass: AnyClass?, for key: Key, identifier: String, method: String,
    classes: inout [Key: View.Type], nibs: inout [Key: UINib]
) {
    nibs[key] = nil
    guard let aClass else {
        classes[key] = nil
        return
    }
    guard let type = aClass as? View.Type else {
        LayoutDiagnostics.report(
            .warning,
            "\(method): \(aClass) is not a subclass of \(View.self); '\(identifier)' is not registered."
        )
        return
    }
    classes[key] = type
}
