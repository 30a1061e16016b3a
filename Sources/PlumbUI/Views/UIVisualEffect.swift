import Foundation
import Raster

/// An effect a `UIVisualEffectView` applies: UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    // Immutable after initialisation.
    public override init() { super.init() }
}
