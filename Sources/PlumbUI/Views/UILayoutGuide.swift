import Cassowary
import Foundation
import Synchronization

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
        guard let owner = owningView, let engine = owner.contentEngineHost.layoutNode.engine else { return .zero }
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
