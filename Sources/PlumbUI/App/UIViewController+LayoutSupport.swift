import Foundation

/// A view controller's top or bottom layout guide (UIKit's `UILayoutSupport`, deprecated since
/// iOS 11 in favour of the safe area, and still used by code such as PureLayout's
/// `autoPin(toTopLayoutGuideOf:withInset:)`). Main-actor isolated and `@preconcurrency`, as
/// UIKit's protocol is seen through UIKit's `@preconcurrency` import: Swift 5 code reads its
/// anchors from nonisolated functions without a diagnostic.
@MainActor @preconcurrency
public protocol UILayoutSupport: AnyObject {
    /// The guide's height: the status and navigation bars for the top guide, the tab bar (and
    /// home indicator) for the bottom one.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

extension SystemLayoutGuide: UILayoutSupport {
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        switch role {
        case .topLayoutSupport: return view.safeAreaInsets.top
        case .bottomLayoutSupport: return view.safeAreaInsets.bottom
        default: return layoutFrame.height
        }
    }
}

/// The constraints that give a controller's `topLayoutGuide` or `bottomLayoutGuide` its height and
/// its edge, installed on the controller's view and listed in its `constraints`, printed as UIKit
/// prints them (`<_UILayoutSupportConstraint:0x… V:[_UILayoutGuide:0x…(20)]>`). They are the
/// system's: a conflict breaks the app's constraints before them.
final class LayoutSupportConstraint: SystemConstraint {
    override var displayClassName: String { "_UILayoutSupportConstraint" }

    init(
        _ guide: SystemLayoutGuide, _ attribute: NSLayoutConstraint.Attribute, to item: LayoutItem?,
        _ attr2: NSLayoutConstraint.Attribute, constant: CGFloat
    ) {
        super.init(
            system: guide, attribute: attribute, relatedBy: .equal, toItem: item, attribute: attr2,
            multiplier: 1, constant: constant)
    }
}

extension UIViewController {
    /// The guide from the top of the view down to the bottom of the bars above it (its length is
    /// the safe area's top inset), in the controller's view. Its first use installs two
    /// constraints on the view (the guide's height, and its top at the view's top), which
    /// `view.constraints` lists, as in UIKit; the bottom guide's are its height and its bottom at
    /// the view's bottom.
    ///
    /// ```swift
    /// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true
    /// ```
    ///
    /// Where Plumb differs: UIKit marks it deprecated (iOS 11); Plumb does not, so that code
    /// written for it builds without warnings.
    public var topLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: true) }

    /// The guide from the top of the bars below the view (its length is the safe area's bottom
    /// inset) to the bottom of the view.
    public var bottomLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: false) }
}

extension UIViewController {
    /// Before the root view lays out: `viewSafeAreaInsetsDidChange()` and
    /// `viewLayoutMarginsDidChange()` (with the view's own callbacks) when they changed since the
    /// last layout.
    func notifyInsetChanges() {
        guard let v = viewIfLoaded else { return }
        let safe = v.safeAreaInsets
        if safe != reportedSafeArea {
            let first = reportedSafeArea == nil
            reportedSafeArea = safe
            if !first || safe != .zero {
                v.safeAreaInsetsDidChange()
                viewSafeAreaInsetsDidChange()
            }
        }
        let margins = v.effectiveMargins
        if margins != reportedMargins {
            let first = reportedMargins == nil
            reportedMargins = margins
            if !first {
                v.layoutMarginsDidChange()
                viewLayoutMarginsDidChange()
            }
        }
    }
}
