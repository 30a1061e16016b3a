import Foundation

/// The type of a `#colorLiteral(red:green:blue:alpha:)` in code that imports PlumbUI:
/// `UIColor`, as UIKit declares it.
///
/// ```swift
/// let brand = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)   // a UIColor
/// ```
public typealias _ColorLiteralType = UIColor

/// The type of an `#imageLiteral(resourceName:)` in code that imports PlumbUI: `UIImage`, as
/// UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    // `init(_colorLiteralRed:green:blue:alpha:)` is in the class body: UIColor is open, so the
    // literal initialiser must be `required`.

    /// A colour made with `NSObject`'s initialiser, as `UIColor()` compiles in UIKit code.
    ///
    /// Where Plumb differs: UIKit does not document what colour this is; Plumb makes it clear
    /// (white 0, alpha 0), so it draws nothing (an estimate).
    public convenience init() {
        self.init(white: 0, alpha: 0)
    }

    /// The background of a grouped table view: deprecated in iOS 13 for
    /// `systemGroupedBackground` (Apple's `UIColor` header), which it returns, as iOS 13 and
    /// later do (light (242, 242, 247), dark black; an estimate: Apple documents only the
    /// replacement).
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: `UIImage(named:)` from the main bundle.
    ///
    /// Where Plumb differs: UIKit stops the app when no image has the name; Plumb gives an
    /// empty image (`UIImage()`), after `UIImage(named:)`'s warning naming what it looked for.
    public convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self.init(
                bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode,
                imageAsset: image.imageAsset)
        } else {
            self.init()
        }
    }
}
