import Foundation

/// A cell's state: UIKit's `UICellConfigurationState`. Plumb's cells draw `isSelected`,
/// `isHighlighted` and `isDisabled`; the others and the custom states are kept for the app's
/// own `updated(for:)` and `updateConfiguration(using:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Where a dragged cell is (UIKit's `UICellConfigurationDragState`).
    public enum DragState: Int, Sendable, Hashable { case none, lifting, dragging }
    /// Where a drop would go (UIKit's `UICellConfigurationDropState`).
    public enum DropState: Int, Sendable, Hashable { case none, notTarget, target }

    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    var customStates = CustomStates()

    /// The app's own states. `AnyHashable` is not `Sendable`; states are made and read on the
    /// main actor by the cells that own them, so the box is `@unchecked`.
    struct CustomStates: Hashable, @unchecked Sendable {
        var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    }

    /// Creates a state for traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's own state for `key` (nil when unset).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates.values[key] }
        set { customStates.values[key] = newValue }
    }
}
