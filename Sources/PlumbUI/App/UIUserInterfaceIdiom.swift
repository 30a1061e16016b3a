import Foundation

/// The kind of device an interface is designed for: UIKit's `UIUserInterfaceIdiom` (raw values
/// as in UIKit's `UIDevice.h`).
///
/// Plumb's screens are iPhone-sized unless a test says otherwise, so Plumb's bar appearances
/// target `.phone` when created with `init()`.
///
/// ```swift
/// let appearance = UINavigationBarAppearance(idiom: .pad)
/// appearance.idiom   // .pad
/// ```
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac Catalyst with the Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
