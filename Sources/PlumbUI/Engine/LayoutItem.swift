import Cassowary
import Foundation

/// Something constraints can refer to: a view or a layout guide. Each has four engine variables,
/// the minX, minY, width and height of its alignment rectangle, in the coordinates of the root of
/// its tree.
@MainActor
protocol LayoutItem: AnyObject {
    /// The engine variables of the item's alignment rectangle.
    var variables: LayoutVariables { get }
    /// The view whose tree the item belongs to (itself for a view, the owning view for a guide).
    var hostView: UIView? { get }
    /// `Class:0xID'text'` as UIKit prints an item in constraint descriptions.
    var itemDescription: String { get }
    /// `width >= 0` and `height >= 0` for the item.
    var sizeFloors: [NSLayoutConstraint] { get }
}

/// The four engine variables of an item, and the rectangle an engine last solved for them.
///
/// A class so that reading an item's variables costs one retain, and so the engine can keep
/// the solved values beside them (tagged with the engine that wrote them: a fitting engine
/// solves the same variables separately).
@MainActor
final class LayoutVariables {
    /// The item these variables belong to; cleared when it goes away (views and guides clear it
    /// in `deinit`), so constraints can hold the variables strongly and still never see a dead item.
    nonisolated(unsafe) unowned(unsafe) var owner: (any LayoutItem)?
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    // Read and written for every item on every solve, on the main actor, never overlapping:
    // unchecked exclusivity, as UIView's engine state.
    /// The last solved alignment rectangle (root coordinates) and the engine that solved it.
    @exclusivity(unchecked) var solved = CGRect.zero
    @exclusivity(unchecked) var solvedBy: ObjectIdentifier?
    /// The solvers that hold minX, minY, width and height, valid while ``systemsStamp`` is the
    /// engine's `systemsStamp` (a cache of the engine's variable table for value reads).
    @exclusivity(unchecked) var solvers: (Solver?, Solver?, Solver?, Solver?) = (nil, nil, nil, nil)
    @exclusivity(unchecked) var systemsStamp = -1

    init(_ name: String, owner: any LayoutItem) {
        self.owner = owner
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".Width")
        height = Variable(name + ".Height")
    }

    var all: [Variable] { [minX, minY, width, height] }
}
