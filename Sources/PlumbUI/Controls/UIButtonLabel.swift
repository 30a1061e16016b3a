import Foundation

/// The label that draws a button's title: UIKit's private `UIButtonLabel`, a `UILabel`
/// subclass, so that `recursiveDescription()` names it as iOS does
/// (`<UIButtonLabel: 0x…; frame = (0 6; 46 18); text = 'Button'; opaque = NO; …>`, as recorded
/// on iOS in many public dumps, for example getsentry/sentry's
/// `static/app/components/events/mockViewHierarchyData.tsx`). It behaves as a `UILabel`.
final class UIButtonLabel: UILabel {}
