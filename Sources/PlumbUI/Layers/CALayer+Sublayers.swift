import Foundation

/// One entry in the drawing order of a view's layer: a subview (drawn with its own layer) or a
/// layer added with `addSublayer`.
enum LayerSlot {
    case view(UIView)
    case layer(CALayer)

    @MainActor var layer: CALayer {
        switch self {
        case .view(let v): return v.layer
        case .layer(let l): return l
        }
    }

    func isView(_ v: UIView) -> Bool {
        if case .view(let x) = self { return x === v }
        return false
    }

    func isLayer(_ l: CALayer) -> Bool {
        if case .layer(let x) = self { return x === l }
        return false
    }
}

extension CALayer {
    /// The layer this one is drawn in: a view's layer's is its superview's layer.
    public var superlayer: CALayer? {
        if let v = owningView { return v.superview?.layer }
        return _superlayer
    }

    /// The sublayers, back to front; a view's layer lists its subviews' layers among them, in
    /// the order Core Animation draws them (nil when there are none).
    public var sublayers: [CALayer]? {
        get {
            let list: [CALayer]
            if let v = owningView { list = slots?.map(\.layer) ?? v.subviews.map(\.layer) } else { list = _sublayers }
            return list.isEmpty ? nil : list
        }
        set {
            for l in sublayers ?? [] where l.owningView == nil { l._superlayer = nil }
            let new = newValue ?? []
            for l in new where l.owningView == nil { l.detachFromSuperlayer(); l._superlayer = self }
            if let v = owningView {
                slots = new.map { l in
                    if let lv = l.owningView, lv.superview === v { return .view(lv) }
                    return .layer(l)
                }
            } else {
                _sublayers = new
            }
        }
    }

    /// Adds a layer on top of the others (above the layers of the subviews added so far; a
    /// subview added later goes above it, as in UIKit).
    public func addSublayer(_ layer: CALayer) {
        insert(layer) { $0.count }
    }

    /// Inserts a layer at an index of ``sublayers`` (clamped): `insertSublayer(gradient, at: 0)`
    /// puts a background gradient below every subview.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer) { min(Int(index), $0.count) }
    }

    /// Inserts a layer just above a sublayer (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer) { order in
            sibling.flatMap { s in order.firstIndex { $0 === s } }.map { $0 + 1 } ?? order.count
        }
    }

    /// Inserts a layer just below a sublayer (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer) { order in
            sibling.flatMap { s in order.firstIndex { $0 === s } } ?? 0
        }
    }

    /// Puts `newLayer` where `oldLayer` is and removes `oldLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let order = sublayers, let i = order.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Removes the layer from its superlayer; a view's layer takes its view out of its superview.
    public func removeFromSuperlayer() {
        if let v = owningView {
            v.removeFromSuperview()
            return
        }
        detachFromSuperlayer()
    }

    func detachFromSuperlayer() {
        guard let parent = _superlayer else { return }
        parent._sublayers.removeAll { $0 === self }
        parent.slots?.removeAll { $0.isLayer(self) }
        _superlayer = nil
    }

    /// Inserts a layer that backs no view at the index `position(currentOrder)` gives.
    private func insert(_ layer: CALayer, at position: ([CALayer]) -> Int) {
        guard layer !== self else {
            return LayoutDiagnostics.report(.warning, "Can't add a layer as its own sublayer: \(layer)")
        }
        layer.detachFromSuperlayer()
        if let v = owningView {
            if slots == nil { slots = v.subviews.map { .view($0) } }
            let i = position(slots!.map(\.layer))
            slots!.insert(.layer(layer), at: max(0, min(i, slots!.count)))
        } else {
            let i = position(_sublayers)
            _sublayers.insert(layer, at: max(0, min(i, _sublayers.count)))
        }
        layer._superlayer = self
    }

    // MARK: Subviews (called by UIView; only a view's layer with sublayers of its own keeps slots)

    /// `view` was inserted at `index` of `subviews`: its layer goes just below the layer of the
    /// subview that now follows it, or on top when it is the last.
    func subviewInserted(_ view: UIView, at index: Int, of subviews: [UIView]) {
        guard slots != nil else { return }
        slots!.removeAll { $0.isView(view) }
        if index + 1 < subviews.count, let next = slots!.firstIndex(where: { $0.isView(subviews[index + 1]) }) {
            slots!.insert(.view(view), at: next)
        } else {
            slots!.append(.view(view))
        }
    }

    /// `view` left the subviews.
    func subviewRemoved(_ view: UIView) {
        slots?.removeAll { $0.isView(view) }
    }

    /// `view` was brought to the front (its layer goes on top of every sublayer) or sent to
    /// the back (below every sublayer).
    func subviewMoved(_ view: UIView, toFront: Bool) {
        guard slots != nil else { return }
        slots!.removeAll { $0.isView(view) }
        if toFront { slots!.append(.view(view)) } else { slots!.insert(.view(view), at: 0) }
    }

    /// Two subviews swapped places.
    func subviewsExchanged(_ a: UIView, _ b: UIView) {
        guard slots != nil, let i = slots!.firstIndex(where: { $0.isView(a) }),
            let j = slots!.firstIndex(where: { $0.isView(b) })
        else { return }
        slots!.swapAt(i, j)
    }
}

extension UIView {
    /// Makes the view's layer, of its `layerClass` (a class that is not a `CALayer` gives a
    /// plain `CALayer`, with a diagnostic). PlumbUI's layer classes are made with `init()`;
    /// another subclass with `init?(coder:)` and an empty archive (see `CALayer.init(coder:)`).
    func makeLayer() -> CALayer {
        let cls: AnyClass = type(of: self).layerClass
        let l: CALayer
        if let layerType = cls as? CALayer.Type {
            switch ObjectIdentifier(layerType) {
            case ObjectIdentifier(CALayer.self): l = CALayer()
            case ObjectIdentifier(CAGradientLayer.self): l = CAGradientLayer()
            case ObjectIdentifier(CAShapeLayer.self): l = CAShapeLayer()
            case ObjectIdentifier(CATextLayer.self): l = CATextLayer()
            case ObjectIdentifier(CAReplicatorLayer.self): l = CAReplicatorLayer()
            default:
                if let made = layerType.init(coder: Self.emptyArchive()) {
                    l = made
                } else {
                    LayoutDiagnostics.report(
                        .warning, "\(typeName(self)).layerClass \(cls) returned nil from init(coder:); using CALayer")
                    l = CALayer()
                }
            }
        } else {
            LayoutDiagnostics.report(
                .warning, "\(typeName(self)).layerClass \(cls) is not a CALayer subclass; using CALayer")
            l = CALayer()
        }
        l.owningView = self
        _layer = l
        return l
    }

    /// A keyed unarchiver over an empty archive: every `decode…` gives nil, 0 or false.
    private static func emptyArchive() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return NSCoder() }
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }

    /// The drawing order of the subviews and the layer's own sublayers, back to front.
    var drawingOrder: [LayerSlot] {
        _layer?.slots ?? subviews.map { .view($0) }
    }
}
