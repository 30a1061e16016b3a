import Foundation

extension UIView {
    /// The layout direction for a semantic content attribute in the app's direction (UIKit's
    /// one-argument class method: "relative to the application's user interface layout
    /// direction", i.e. `UIApplication.shared.userInterfaceLayoutDirection`, the key window's,
    /// left to right without one).
    ///
    /// ```swift
    /// let dir = UIView.userInterfaceLayoutDirection(for: .forceRightToLeft)   // .rightToLeft
    /// ```
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }
}
