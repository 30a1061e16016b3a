import Foundation
import PlumbUI

// PureLayout's types (PureLayoutDefines.h), as Swift imports them on iOS: each is a closed
// Objective-C enum of NSInteger (`NS_CLOSED_ENUM`), so a frozen Swift enum with Int raw values
// equal to the NSLayoutAttribute it stands for. Where two constants share a value
// (`ALAxisBaseline` and `ALAxisLastBaseline`), the first becomes the case and the second a
// static alias, as the Clang importer does.
//
// ```swift
// import PlumbUI      // instead of UIKit
// import PureLayout
//
// avatar.autoSetDimensions(to: CGSize(width: 40, height: 40))
// avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
// name.autoConstrainAttribute(.horizontal, to: .horizontal, of: avatar)
// ```

/// An edge of a view (PureLayout's `ALEdge`).
@frozen public enum ALEdge: Int, Sendable, CaseIterable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
}

/// A dimension of a view (PureLayout's `ALDimension`).
@frozen public enum ALDimension: Int, Sendable, CaseIterable {
    /// The width.
    case width = 7
    /// The height.
    case height = 8
}

/// An axis of a view (PureLayout's `ALAxis`).
///
/// `.vertical` is the vertical line through the view's centre (centerX), `.horizontal` the
/// horizontal one (centerY); the baselines are horizontal lines through the first or last line
/// of text (the bottom or top edge for views without text).
@frozen public enum ALAxis: Int, Sendable, CaseIterable {
    /// A vertical line equidistant from the left and right edges (centerX).
    case vertical = 9
    /// A horizontal line equidistant from the top and bottom edges (centerY).
    case horizontal = 10
    /// The baseline of the last line of text (`ALAxisBaseline`).
    case baseline = 11
    /// The baseline of the first line of text.
    case firstBaseline = 12

    /// The baseline of the last line of text: the same value as ``baseline``.
    public static var lastBaseline: ALAxis { .baseline }
}

/// A layout margin of a view (PureLayout's `ALMargin`), measured on its `layoutMargins`.
@frozen public enum ALMargin: Int, Sendable, CaseIterable {
    /// The left margin.
    case left = 13
    /// The right margin.
    case right = 14
    /// The top margin.
    case top = 15
    /// The bottom margin.
    case bottom = 16
    /// The leading margin (left or right, by layout direction).
    case leading = 17
    /// The trailing margin (right or left, by layout direction).
    case trailing = 18
}

/// An axis of a view's layout margins (PureLayout's `ALMarginAxis`).
@frozen public enum ALMarginAxis: Int, Sendable, CaseIterable {
    /// A vertical line equidistant from the left and right margins (centerXWithinMargins).
    case vertical = 19
    /// A horizontal line equidistant from the top and bottom margins (centerYWithinMargins).
    case horizontal = 20
}

/// Any attribute PureLayout can constrain (PureLayout's `ALAttribute`): the union of edges,
/// dimensions, axes, margins and margin axes, with the same raw values.
///
/// ```swift
/// // Cross-attribute: the red view's centre line on the blue view's bottom edge.
/// redView.autoConstrainAttribute(.horizontal, to: .bottom, of: blueView)
/// ```
@frozen public enum ALAttribute: Int, Sendable, CaseIterable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge.
    case leading = 5
    /// The trailing edge.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The vertical centre line (centerX).
    case vertical = 9
    /// The horizontal centre line (centerY).
    case horizontal = 10
    /// The baseline of the last line of text.
    case baseline = 11
    /// The baseline of the first line of text.
    case firstBaseline = 12
    /// The left margin.
    case marginLeft = 13
    /// The right margin.
    case marginRight = 14
    /// The top margin.
    case marginTop = 15
    /// The bottom margin.
    case marginBottom = 16
    /// The leading margin.
    case marginLeading = 17
    /// The trailing margin.
    case marginTrailing = 18
    /// The vertical centre line of the margins (centerXWithinMargins).
    case marginAxisVertical = 19
    /// The horizontal centre line of the margins (centerYWithinMargins).
    case marginAxisHorizontal = 20

    /// The baseline of the last line of text: the same value as ``baseline``.
    public static var lastBaseline: ALAttribute { .baseline }
}

/// A block of calls to the PureLayout API (PureLayout's `ALConstraintsBlock`).
public typealias ALConstraintsBlock = () -> Void

// MARK: Conversions (PureLayout casts the specific enums to ALAttribute; the raw values agree)

extension ALAttribute {
    /// The UIKit attribute with the same raw value (PureLayout's `al_layoutAttributeForAttribute:`).
    var layoutAttribute: NSLayoutConstraint.Attribute {
        // Every ALAttribute raw value is the raw value of an NSLayoutAttribute (PureLayoutDefines.h).
        NSLayoutConstraint.Attribute(rawValue: rawValue) ?? .notAnAttribute
    }
}

extension ALEdge {
    var attribute: ALAttribute { ALAttribute(rawValue: rawValue)! }
    /// The margin on the same side (PureLayout's `al_marginForEdge:`).
    var margin: ALMargin { ALMargin(rawValue: rawValue + 12)! }
    /// Right, bottom and trailing insets count inward: their constant is negated and an
    /// inequality flipped.
    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }
}

extension ALDimension {
    var attribute: ALAttribute { ALAttribute(rawValue: rawValue)! }
}

extension ALAxis {
    var attribute: ALAttribute { ALAttribute(rawValue: rawValue)! }
    /// The axis a content priority applies to (PureLayout's `al_constraintAxisForAxis:`): the
    /// vertical line for `.vertical`, the horizontal one for the centre line and the baselines.
    var constraintAxis: NSLayoutConstraint.Axis { self == .vertical ? .vertical : .horizontal }
    /// The margin axis with the same orientation; none for the baselines.
    var marginAxis: ALMarginAxis? {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .baseline, .firstBaseline: nil
        }
    }
}

extension ALMargin {
    var attribute: ALAttribute { ALAttribute(rawValue: rawValue)! }
}

extension ALMarginAxis {
    var attribute: ALAttribute { ALAttribute(rawValue: rawValue)! }
}

extension NSLayoutConstraint.Relation {
    /// The same relation seen from the other side (`<=` becomes `>=`).
    var flipped: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
