import Cassowary
import Foundation
import Synchronization

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

/// A rectangular area that takes part in Auto Layout without being a view: margins, safe area,
/// readable content, or spacing guides of your own.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25).isActive = true
/// ```
@MainActor @preconcurrency
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`).
    public var owningView: UIView? { _owningView }
    /// Not weak: the owning view clears it when it removes the guide or goes away.
    nonisolated(unsafe) unowned(unsafe) var _owningView: UIView?
    /// A name shown in descriptions and logs.
    open var identifier: String = ""

    let id = ObjectIDs.next()
    private var _variables: LayoutVariables?
    var variables: LayoutVariables {
        if let v = _variables { return v }
        let v = LayoutVariables(itemDescriptionWithoutText, owner: self)
        _variables = v
        return v
    }

    deinit { _variables?.owner = nil }
    /// `width >= 0` and `height >= 0`.
    lazy var sizeFloors: [NSLayoutConstraint] = [SizeFloorConstraint(self, .width), SizeFloorConstraint(self, .height)]

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinate system, after layout.
    open var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.contentEngineHost.engineIfPresent else { return .zero }
        let abs = engine.rect(of: self)
        let origin = owner.originInContentEngine
        return CGRect(x: abs.minX - origin.x, y: abs.minY - origin.y, width: abs.width, height: abs.height)
    }

    var hostView: UIView? { owningView }

    var itemDescriptionWithoutText: String {
        "\(typeName(self)):0x\(String(id, radix: 16))"
    }

    var itemDescription: String {
        identifier.isEmpty ? itemDescriptionWithoutText : itemDescriptionWithoutText + "'\(identifier)'"
    }

    nonisolated open override var description: String {
        onMainActor { "<\(self.itemDescription) layoutFrame = \(self.layoutFrame)>" }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// The guides a view builds itself (margins, safe area, readable content); UIKit names these
/// classes differently in logs, and so does Plumb.
final class SystemLayoutGuide: UILayoutGuide {
    enum Role {
        case margins, safeArea, readableContent, scrollContent, scrollFrame, topLayoutSupport, bottomLayoutSupport
    }
    let role: Role
    init(role: Role, identifier: String) {
        self.role = role
        super.init()
        self.identifier = identifier
    }
    override var itemDescriptionWithoutText: String {
        switch role {
        // A controller's top and bottom layout guides are `_UILayoutGuide` views in UIKit's logs.
        case .topLayoutSupport, .bottomLayoutSupport: "_UILayoutGuide:0x\(String(id, radix: 16))"
        default: "UILayoutGuide:0x\(String(id, radix: 16))"
        }
    }
    override var itemDescription: String {
        switch role {
        case .topLayoutSupport, .bottomLayoutSupport: itemDescriptionWithoutText
        default: super.itemDescription
        }
    }
}

/// The unqualified class name of an object, as UIKit prints it.
func typeName(_ object: AnyObject) -> String {
    let type: AnyObject.Type = Swift.type(of: object)
    let key = ObjectIdentifier(type)
    if let hit = typeNames.withLock({ $0[key] }) { return hit }
    let name = String(describing: type)
    typeNames.withLock { $0[key] = name }
    return name
}

private let typeNames = Mutex<[ObjectIdentifier: String]>([:])
