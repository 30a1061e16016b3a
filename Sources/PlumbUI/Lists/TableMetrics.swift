import Foundation

/// UIKit's table and list numbers, each with its source (or marked "estimate" where no source
/// could be found; those were chosen to match screenshots of iOS 15–17 at the default text size).
enum TableMetrics {
    /// The standard row height: 44 points. A default-style cell at the default text size is 44
    /// tall, its content view 43.5 at @2x (the separator takes the rest): recursiveDescription
    /// dumps on iOS show `UITableViewCell: … frame = (0 0; 320 44)` over
    /// `UITableViewCellContentView: … frame = (0 0; 320 43.5)` and
    /// `_UITableViewCellSeparatorView: … frame = (15 43.5; 305 0.5)`. Also UIKit's minimum height
    /// for a self-sized system cell and Plumb's estimate for rows not laid out yet.
    static let defaultRowHeight: CGFloat = 44

    /// The leading and trailing margin of rows, and the default separator inset: 16 points on an
    /// iPhone, 20 on an iPad (Stack Overflow, "Matching left alignment of custom & standard
    /// UITableViewCell types": "iPhone on 8 – 16 points", "iPad on 8 – 20 points"). Plumb picks by
    /// the horizontal size class, as `UIViewController.systemMinimumLayoutMargins` does (UIKit also
    /// uses 20 on the 414-point-and-wider phones: not modelled, estimate).
    @MainActor static func sideMargin(_ view: UIView) -> CGFloat {
        view.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// The top and bottom layout margins of a cell's content view: 11 points (UIKit's
    /// `contentView.layoutMargins` prints `{11, 16, 11, 16}` on an iPhone since iOS 11; with a
    /// 17-point body line of 20.5 this gives the 43.5-point content of a 44-point row). Estimate:
    /// no primary source found.
    static let cellVerticalMargin: CGFloat = 11

    /// The thickness of separators: one pixel (0.5 points at @2x, as in the dumps above).
    @MainActor static func hairline(_ view: UIView) -> CGFloat { 1 / max(1, view.traitCollection.displayScale) }

    /// The space between a cell's content view and its accessory: 10 points (the iOS 7 dump with a
    /// disclosure indicator: content view 287 wide, indicator at x 297 in a 320-point cell).
    static let accessoryPadding: CGFloat = 10

    /// The disclosure indicator's size: 8 × 13 (the iOS dump: `UIButton: … frame = (297 16; 8 12.5)`,
    /// rounded to the image's 13; estimate for iOS 13's SF Symbol chevron).
    static let disclosureSize = CGSize(width: 8, height: 13)
    /// The checkmark's size (estimate).
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The detail (info) button's size (estimate: SF Symbol "info.circle" at the body size).
    static let detailButtonSize = CGSize(width: 22, height: 22)
    /// The space between the detail button and a disclosure indicator (estimate).
    static let detailDisclosureSpacing: CGFloat = 10

    /// The space between a cell's image and its text: 16 points (estimate, from the Settings app:
    /// 29-point icons at x 16 and titles at x 61 on a 375-point iPhone).
    static let imageToTextPadding: CGFloat = 16

    /// The corner radius of an inset-grouped section: 10 points (estimate; the same value Flutter's
    /// Cupertino list section uses, "estimated from SwiftUI's Forms in iOS 14.2 SDK").
    static let insetGroupedCornerRadius: CGFloat = 10

    // MARK: Section spacing (grouped styles)

    /// The height of a grouped section header without a title: 17.5 points, and 35 above the first
    /// section (estimate: the 35-point gaps between sections of the Settings app, split between a
    /// footer and a header).
    static func groupedEmptyHeaderHeight(section: Int) -> CGFloat { section == 0 ? 35 : 17.5 }
    /// The height of a grouped section footer without a title (estimate).
    static let groupedEmptyFooterHeight: CGFloat = 17.5
    /// Above a grouped header's title: 17 points; 17.5 more above the first section (estimate).
    static func groupedHeaderTopPadding(section: Int) -> CGFloat { section == 0 ? 34.5 : 17 }
    /// Below a grouped header's title: 6 points (estimate; Flutter's Cupertino section measured the
    /// same 6 on the iOS 14.4 simulator).
    static let groupedHeaderBottomPadding: CGFloat = 6
    /// Above a grouped footer's title (estimate).
    static let groupedFooterTopPadding: CGFloat = 6
    /// Below a grouped footer's title (estimate).
    static let groupedFooterBottomPadding: CGFloat = 17
    /// Above and below a plain header's title (estimate).
    static let plainHeaderVerticalPadding: CGFloat = 6
}
