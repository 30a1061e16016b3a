import Foundation

extension UIColor {
    /// UIKit's `UIColor()`: NSObject's initializer on the colour class, a colour without
    /// components that draws nothing. Plumb makes it transparent black (0, 0, 0, 0), so it draws
    /// nothing too; that it equals `.clear` in Plumb is an estimate (on iOS it is a distinct
    /// object whose `getRed(_:green:blue:alpha:)` fails).
    public convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
}
