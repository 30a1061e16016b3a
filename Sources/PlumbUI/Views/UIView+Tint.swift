import Foundation

// A view's tint as UIKit computes it: the first `tintColor` set on the view or an ancestor (else
// the system blue), desaturated while the first `tintAdjustmentMode` other than `.automatic` on
// the way up is `.dimmed`. UIView.h: "The -tintColorDidChange message is sent to appropriate
// subviews of a view when its tintColor is changed by client code or to subviews in the view
// hierarchy of a view whose tintColor is implicitly changed when its superview or
// tintAdjustmentMode changes." Plumb calls it on each view whose tint (colour or dimming) differs
// after the change, parents before their subviews.

extension UIView {
    /// How a view's tint colour is adjusted: UIKit's `UIView.TintAdjustmentMode` (raw values
    /// from UIView.h).
    ///
    /// ```swift
    /// presenter.view.tintAdjustmentMode = .dimmed     // what UIKit does behind an alert
    /// presenter.view.tintAdjustmentMode = .automatic  // back to the superview's mode
    /// ```
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without one). The default.
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// The tint colour desaturated: "a desaturated, dimmed version of the view's original tint
        /// color" (Apple's documentation of `UIView.TintAdjustmentMode.dimmed`).
        case dimmed = 2
    }

    /// The tint colour set on the view or its nearest ancestor that has one, else `.systemBlue`
    /// (never dimmed).
    var inheritedTintBase: UIColor {
        guard TintCustomization.used else { return .systemBlue }
        var v: UIView? = self
        while let x = v {
            if let c = x._tintColor { return c }
            v = x.superview
        }
        return .systemBlue
    }

    /// Whether the first tint adjustment mode other than `.automatic`, from the view up, is
    /// `.dimmed`.
    var isTintDimmed: Bool {
        guard TintCustomization.used else { return false }
        var v: UIView? = self
        while let x = v {
            switch x._tintAdjustmentMode {
            case .dimmed: return true
            case .normal: return false
            case .automatic: v = x.superview
            }
        }
        return false
    }

    /// The tint the view has now, or `nil` when no view ever had a tint colour or mode set (then
    /// every view's tint is the default, and moving a view cannot change it).
    var inheritedTintState: InheritedTint? {
        guard TintCustomization.used else { return nil }
        return InheritedTint(base: inheritedTintBase, dimmed: isTintDimmed)
    }

    /// Runs a change of the view's own tint colour or mode, then tells the views whose tint it
    /// changed.
    func changeTint(_ change: () -> Void) {
        TintCustomization.used = true
        let before = InheritedTint(base: inheritedTintBase, dimmed: isTintDimmed)
        change()
        propagateTintChange(from: before)
    }

    /// Calls `tintColorDidChange()` on the view if its tint is not `old` any more, then on the
    /// subviews that inherit the part that changed.
    func propagateTintChange(from old: InheritedTint) {
        let new = InheritedTint(base: inheritedTintBase, dimmed: isTintDimmed)
        guard new != old else { return }
        setNeedsDisplay()
        tintColorDidChange()
        for s in subviews where s._tintColor == nil || s._tintAdjustmentMode == .automatic {
            let dimmed = s._tintAdjustmentMode == .automatic ? old.dimmed : s._tintAdjustmentMode == .dimmed
            s.propagateTintChange(from: InheritedTint(base: s._tintColor ?? old.base, dimmed: dimmed))
        }
    }
}

/// A view's tint before a change: the colour it inherits and whether it is dimmed.
struct InheritedTint: Equatable {
    var base: UIColor
    var dimmed: Bool
}

/// Whether any view had a tint colour or adjustment mode set yet: until then every tint is the
/// default and the walks up the tree are skipped.
@MainActor
enum TintCustomization {
    static var used = false
}

extension UIColor {
    /// The colour a tint shows while dimmed: a grey of the colour's Rec. 601 luma
    /// (0.299 R + 0.587 G + 0.114 B), its alpha kept; a dynamic colour is dimmed once resolved.
    /// An estimate: Apple documents only "a desaturated, dimmed version of the view's original
    /// tint color"; UIKit's exact colour is not published. `.systemBlue` (0, 122, 255) dims to
    /// white 0.395, (101, 101, 101) in 8 bits.
    var dimmedTint: UIColor {
        switch storage {
        case let .rgba(r, g, b, a):
            return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
        case .dynamic(let name, _):
            let provider: @Sendable (UITraitCollection) -> UIColor = { [self] traits in
                self.resolvedColor(with: traits).dimmedTint
            }
            if let name { return UIColor(systemName: "\(name)Dimmed", provider: provider) }
            return UIColor(dynamicProvider: provider)
        }
    }
}
