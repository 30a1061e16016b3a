import Foundation
import Raster

/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect`.
///
/// Where Plumb differs: vibrancy is not drawn; content in a vibrancy effect view draws normally.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// A vibrancy effect for a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
