import Cassowary
import Foundation

extension UIView {
    /// Whether the view's position or size is not uniquely determined by its constraints: some
    /// other frame would satisfy every constraint equally well (a missing constraint, or two
    /// views with equal hugging priority competing for the same space).
    ///
    /// Lays out the tree first if it needs it.
    public var hasAmbiguousLayout: Bool {
        !ambiguousVariables().isEmpty
    }

    /// The engine variables of this view that are ambiguous.
    func ambiguousVariables() -> [Variable] {
        rootView.layoutIfNeeded()
        guard let engine = itemEngineHost.layoutNode.engine else { return [] }
        return variables.all.filter { engine.isAmbiguous($0) }
    }

    /// Moves an ambiguous view to another solution that satisfies its constraints equally well,
    /// then lays the view out again, so you can see what the constraints fail to pin down (UIKit
    /// toggles between the candidates the same way). An unambiguous view keeps its frame; it is
    /// laid out again all the same (a controller's view gets `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`, and `updateViewConstraints` in between when its constraints need
    /// updating: the log of seed 001's example 10).
    public func exerciseAmbiguityInLayout() {
        let root = rootView
        func mark(_ v: UIView) {
            v.layoutNode.needsLayout = true
            v.subviews.forEach(mark)
        }
        mark(self)
        root.layoutIfNeeded()
        guard let engine = itemEngineHost.layoutNode.engine else { return }
        var moved = false
        for v in variables.all where engine.isAmbiguous(v) {
            if engine.exerciseAmbiguity(of: v) { moved = true; break }
        }
        guard moved else { return }
        mark(root)
        root.layoutIfNeeded()
    }

    /// The constraints that affect the view's position and size along an axis: those installed
    /// anywhere in its tree (including system constraints) that refer to the view on that axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        rootView.layoutIfNeeded()
        // The engine holding the view's frame, and (for a host) the one inside it.
        var engines = [itemEngineHost.layoutNode.engine].compactMap { $0 }
        if isNestedEngineHost, let own = layoutNode.engine { engines.append(own) }
        return engines.flatMap(\.installed).map(\.constraint).filter { c in
            guard c.firstAttribute.axis == axis else { return false }
            return refersTo(c.firstItem) || refersTo(c.secondItem)
        }
    }

    private func refersTo(_ item: AnyObject?) -> Bool {
        guard let item else { return false }
        if item === self { return true }
        if let g = item as? SystemLayoutGuide, g.owningView === self { return true }
        return false
    }

    /// The view hierarchy with Auto Layout markers, in the format of UIKit's private
    /// `_autolayoutTrace`: `•` a layout engine host (the root, and views with an engine of their own
    /// such as cell content views), `*` laid out with Auto Layout, `+`
    /// laid out manually but represented in the engine (translates its autoresizing mask), and
    /// an `AMBIGUOUS LAYOUT for …` line for each ambiguous view.
    public func _autolayoutTrace() -> String {
        let root = rootView
        root.layoutIfNeeded()
        var lines: [String] = []
        lines.append("\(typeName(root)):\(root.debugAddress)")
        func visit(_ v: UIView, depth: Int, _ engine: LayoutEngine?) {
            let indent = String(repeating: "|   ", count: depth)
            let marker = v.layoutNode.hostsEngine ? "•" : v.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = "\(indent)\(marker)\(v.namedItemDescription)"
            // A nested host's guides and subviews are in its own engine.
            let inner = v.layoutNode.hostsEngine ? v.layoutNode.engine : engine
            if let engine {
                let amb = v.variables.all.filter { engine.isAmbiguous($0) }
                if !amb.isEmpty {
                    line += "- AMBIGUOUS LAYOUT for " + amb.map { "\($0.name){id: \($0.id)}" }.joined(separator: ", ")
                }
            }
            lines.append(line)
            for g in v.layoutNode.inputs.guides where !(g is SystemLayoutGuide) {
                var gl = "\(indent)|   *\(g.itemDescription)"
                if let engine = inner {
                    let amb = g.variables.all.filter { engine.isAmbiguous($0) }
                    if !amb.isEmpty {
                        gl += "- AMBIGUOUS LAYOUT for " + amb.map { "\($0.name){id: \($0.id)}" }.joined(separator: ", ")
                    }
                }
                lines.append(gl)
            }
            for s in v.subviews { visit(s, depth: depth + 1, inner) }
        }
        for s in root.subviews { visit(s, depth: 1, root.layoutNode.engine) }
        lines[0] = "•" + lines[0]
        lines.append(
            """

            Legend:
            \t* - is laid out with auto layout
            \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
            \t• - layout engine host
            """)
        return lines.joined(separator: "\n")
    }
}

extension UILayoutGuide {
    /// Whether the guide's frame is not fully determined by its constraints (UIKit's
    /// `UILayoutGuide.hasAmbiguousLayout`, iOS 10): exact, as ``UIView/hasAmbiguousLayout``.
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        owner.rootView.layoutIfNeeded()
        guard let engine = owner.contentEngineHost.layoutNode.engine else { return false }
        return variables.all.contains { engine.isAmbiguous($0) }
    }
}

extension UIView {
    /// How UIKit names the view in constraint descriptions and logs: its `accessibilityIdentifier`
    /// when it has one (`tableView.bottom == main.bottom`), else `ClassName:0xID` plus `'text'` for
    /// views that show text (`UILabel:0x7f…'Name'`).
    var itemDescription: String {
        if let ident = accessibilityIdentifier, !ident.isEmpty { return ident }
        var s = "\(typeName(self)):\(debugAddress)"
        if let text = descriptionText { s += "'\(text)'" }
        return s
    }

    /// The view as UIKit lists it after `names:` in a constraint description and in
    /// `_autolayoutTrace()`: `identifier:0xID` for an identified view, else ``itemDescription``.
    var namedItemDescription: String {
        if let ident = accessibilityIdentifier, !ident.isEmpty { return "\(ident):\(debugAddress)" }
        return itemDescription
    }
}
