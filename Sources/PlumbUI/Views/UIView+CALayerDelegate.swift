import Foundation

/// A view is a layer delegate, as in UIKit: `sublayer.delegate = view` has the view lay the
/// layer out (``UIView/layoutSublayers(of:)``) and draw it (``UIView/draw(_:in:)``).
extension UIView: CALayerDelegate {}
