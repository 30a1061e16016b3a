import Foundation
import PlumbUI

extension UIView {
    /// Pins the view's top edge to the bottom of a view controller's top layout guide (under its
    /// navigation bar and status bar), `inset` points below it.
    ///
    /// ```swift
    /// header.autoPin(toTopLayoutGuideOf: self, withInset: 8)
    /// ```
    @discardableResult
    public func autoPin(toTopLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
                        relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        pin(.top, to: viewController.topLayoutGuide.bottomAnchor, constant: inset, relation: relation)
    }

    /// Pins the view's bottom edge to the top of a view controller's bottom layout guide (above
    /// its tab bar or home indicator), `inset` points above it.
    @discardableResult
    public func autoPin(toBottomLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
                        relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        // An inset counts inward: subtracted at the bottom, with an inequality flipped.
        let flipped: NSLayoutConstraint.Relation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        return pin(.bottom, to: viewController.bottomLayoutGuide.topAnchor, constant: -inset, relation: flipped)
    }

    private func pin(_ attribute: NSLayoutConstraint.Attribute, to anchor: NSLayoutYAxisAnchor, constant: CGFloat,
                     relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let mine = attribute == .top ? topAnchor : bottomAnchor
        let c: NSLayoutConstraint = switch relation {
        case .equal: mine.constraint(equalTo: anchor, constant: constant)
        case .lessThanOrEqual: mine.constraint(lessThanOrEqualTo: anchor, constant: constant)
        case .greaterThanOrEqual: mine.constraint(greaterThanOrEqualTo: anchor, constant: constant)
        }
        if let p = PriorityScope.current { c.priority = p }
        c.isActive = true
        return c
    }
}
