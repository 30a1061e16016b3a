import Foundation

/// The kind of device an interface is designed for: UIKit's `UIUserInterfaceIdiom`, with the raw
/// values of UIKit's `UIDevice.h` (`UIUserInterfaceIdiomUnspecified = -1`, phone, pad, TV and
/// CarPlay counting on from 0, `UIUserInterfaceIdiomMac = 5`, `UIUserInterfaceIdiomVision = 6`;
/// 4 is not public).
///
/// ```swift
/// if traitCollection.userInterfaceIdiom == .pad { stack.axis = .horizontal }
/// ```
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known yet.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac (Mac Catalyst's optimised-for-Mac interface; iOS 14).
    case mac = 5
    /// Apple Vision Pro (iOS 17).
    case vision = 6
}
