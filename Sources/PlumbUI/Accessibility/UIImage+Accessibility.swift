import Foundation
import Synchronization

/// The accessibility text of an image (UIKit's `UIImage` conforms to
/// `UIAccessibilityIdentification` and has `NSObject`'s accessibility properties). Guarded by a
/// lock: images are `Sendable`.
final class ImageAccessibility: Sendable {
    struct Values { var label: String?; var identifier: String? }
    let values = Mutex(Values())
}

extension UIImage {
    /// A name VoiceOver reads for the image; an image view or button showing it without a label
    /// of its own is read with it. `nil` by default.
    public var accessibilityLabel: String? {
        get { accessibility.values.withLock { $0.label } }
        set { accessibility.values.withLock { $0.label = newValue } }
    }

    /// An identifier for tests (UIKit's `UIAccessibilityIdentification`); `nil` by default.
    public var accessibilityIdentifier: String? {
        get { accessibility.values.withLock { $0.identifier } }
        set { accessibility.values.withLock { $0.identifier = newValue } }
    }
}
