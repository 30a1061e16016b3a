import Foundation
import PlumbUI

// PureLayout's API over PlumbUI, so that layout code written with PureLayout
// (https://github.com/PureLayout/PureLayout) compiles unchanged: the module has the same name,
// the enums and methods the same names and meanings. Every method makes its constraints active
// at once (as PureLayout installs them) and turns off the receiver's
// `translatesAutoresizingMaskIntoConstraints`.
//
// ```swift
// import PlumbUI      // instead of UIKit
// import PureLayout
//
// avatar.autoSetDimensions(to: CGSize(width: 40, height: 40))
// avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
// avatar.autoAlignAxis(toSuperviewAxis: .horizontal)
// name.autoPinEdge(.leading, to: .trailing, of: avatar, withOffset: 12)
// name.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16, relation: .greaterThanOrEqual)
// ```

/// An edge of a view (PureLayout's `ALEdge`).
public enum ALEdge: Int, Sendable, CaseIterable {
    case left = 1, right, top, bottom, leading, trailing

    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }

    /// Right, bottom and trailing insets count inward, so their constant and inequality flip.
    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }
}

/// A dimension of a view (PureLayout's `ALDimension`).
public enum ALDimension: Int, Sendable, CaseIterable {
    case width = 7, height

    var attribute: NSLayoutConstraint.Attribute { self == .width ? .width : .height }
}

/// An axis of a view (PureLayout's `ALAxis`): `.vertical` is the vertical line through the
/// centre (centerX), `.horizontal` the horizontal one (centerY), and the baselines.
public enum ALAxis: Int, Sendable, CaseIterable {
    case vertical = 9, horizontal, lastBaseline, firstBaseline

    /// PureLayout's name for the last baseline.
    public static let baseline = ALAxis.lastBaseline

    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .vertical: .centerX
        case .horizontal: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        }
    }
}

/// A margin of a view (PureLayout's `ALMargin`).
public enum ALMargin: Int, Sendable, CaseIterable {
    case left = 13, right, top, bottom, leading, trailing

    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        }
    }

    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }
}

/// A priority for the constraints PureLayout methods make inside
/// ``NSLayoutConstraint/autoSetPriority(_:forConstraints:)`` (task-local, so parallel tests don't
/// share it).
enum PriorityScope {
    @TaskLocal static var current: UILayoutPriority?
}

extension NSLayoutConstraint {
    /// Gives every constraint the PureLayout methods inside `block` make this priority.
    ///
    /// ```swift
    /// NSLayoutConstraint.autoSetPriority(.defaultHigh) {
    ///     label.autoSetDimension(.width, toSize: 200)
    /// }
    /// ```
    public class func autoSetPriority(_ priority: UILayoutPriority, forConstraints block: () -> Void) {
        PriorityScope.$current.withValue(priority) { block() }
    }

    /// Sets `identifier` and returns the constraint (PureLayout's `autoIdentify`).
    @discardableResult
    public func autoIdentify(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    /// Activates the constraint (PureLayout's `autoInstall`).
    public func autoInstall() { isActive = true }

    /// Deactivates the constraint (PureLayout's `autoRemove`).
    public func autoRemove() { isActive = false }
}

@MainActor
extension Array where Element == NSLayoutConstraint {
    /// Activates the constraints.
    public func autoInstallConstraints() { NSLayoutConstraint.activate(self) }
    /// Deactivates the constraints.
    public func autoRemoveConstraints() { NSLayoutConstraint.deactivate(self) }
    /// Sets the same identifier on every constraint.
    @discardableResult
    public func autoIdentifyConstraints(_ identifier: String) -> [NSLayoutConstraint] {
        for c in self { c.identifier = identifier }
        return self
    }
}
