import Foundation

extension UIScrollView {
    /// The colour scheme of the scroll indicators: UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light backgrounds, light on dark ones.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }

    /// Both indicators' insets (UIKit's older property, deprecated in iOS 13): reads the vertical
    /// indicator's, sets both.
    ///
    /// ```swift
    /// scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0)
    /// ```
    ///
    /// Where Plumb differs: scroll indicators are never drawn (on iOS they show only while the
    /// content moves, and a still snapshot has no motion); these values are kept so code that
    /// sets them compiles and reads them back.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators briefly on iOS; nothing to draw in a still image.
    public func flashScrollIndicators() {}
}
