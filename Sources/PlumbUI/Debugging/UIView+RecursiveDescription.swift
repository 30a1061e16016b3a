import Foundation

// UIKit's private debugging descriptions of a view tree and a controller tree, in UIKit's own
// format, for `po view.recursiveDescription()` habits and for swift-snapshot-testing's
// `.recursiveDescription` and `.hierarchy` strategies.
//
// The formats follow UIKit's output as swift-snapshot-testing's own references record it on iOS
// (Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testUIView.2.txt,
// testTraits.iphone-x.txt and testViewControllerHierarchy.1.txt, pointers purged) and older
// published `recursiveDescription` output (kiyotakagoto.hatenablog.com, 2013-08-17;
// cocoadelica.co.uk "Quick debugger tip"):
//
//     <UIView: 0x7fb1; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer: 0x6000>>
//        | <UILabel: 0x7fb2; frame = (16 20; 288 31.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6001>>
//
//     <UITabBarController 0x7fb3>, state: appeared, view: <UILayoutContainerView 0x7fb4>
//        | <UINavigationController 0x7fb5>, state: disappeared, view: <UILayoutContainerView 0x7fb6> not in the window
//        |    | <UIViewController 0x7fb7>, state: disappeared, view: (view not loaded)
//
// Fields a view lists, in UIKit's order, each only when it differs from UIView's default:
// frame (always), a label's text, clipsToBounds, alpha, hidden, opaque, autoresize,
// userInteractionEnabled, tag, gestureRecognizers, layer (always). UIKit lists more for some
// classes (transforms, animations, a cell's reuse identifier, background colours on recent iOS);
// Plumb lists these fields only. Addresses are Plumb's debug ids, stable within a process.

extension UIView {
    /// The view and every view below it, one line per view in UIKit's `-description` format,
    /// each nested level prefixed with `   | ` (UIKit's private `recursiveDescription`).
    ///
    /// ```swift
    /// print(card.recursiveDescription())
    /// // <CardView: 0x2a; frame = (0 0; 320 120); layer = <CALayer: 0x2b>>
    /// //    | <UILabel: 0x2c; frame = (16 16; 288 21); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2d>>
    /// ```
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.debuggingDescription)
            for sub in view.subviews { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// One view as UIKit's `-[UIView description]` prints it in `recursiveDescription`.
    var debuggingDescription: String {
        var fields = ["frame = (\(fmt(frame.minX)) \(fmt(frame.minY)); \(fmt(frame.width)) \(fmt(frame.height)))"]
        if let label = self as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = \(fmt(alpha))") }
        if isHidden { fields.append("hidden = YES") }
        // UIKit on iOS 13 and later lists no `opaque = NO` for labels (testTraits.iphone-x.txt),
        // though their `isOpaque` is false; buttons and image views keep it (testUIView.2.txt).
        if !isOpaque, !(self is UILabel) { fields.append("opaque = NO") }
        if let mask = Self.autoresizeText(autoresizingMask) { fields.append("autoresize = \(mask)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if gestureRecognizers != nil { fields.append("gestureRecognizers = <NSArray: \(debugAddress)>") }
        // A label's layer is UIKit's private `_UILabelLayer` (testTraits.iphone-x.txt).
        let layerName = self is UILabel ? "_UILabelLayer" : typeName(layer)
        fields.append("layer = <\(layerName): \(layer.debugAddress)>")
        return "<\(typeName(self)): \(debugAddress); " + fields.joined(separator: "; ") + ">"
    }

    /// UIKit's abbreviation of an autoresizing mask (`W+H`, `RM+BM`, `LM+RM+TM+BM`); nil for none.
    static func autoresizeText(_ mask: AutoresizingMask) -> String? {
        let parts: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let named = parts.filter { mask.contains($0.0) }.map(\.1)
        return named.isEmpty ? nil : named.joined(separator: "+")
    }
}

extension UIViewController {
    /// The controller and its children (and what it presents), one line each, in the format of
    /// UIKit's private `_printHierarchy`: `<Class 0xID>, state: appeared, view: <ViewClass 0xID>`,
    /// with ` not in the window` for a loaded view outside any window and `(view not loaded)` for a
    /// view not loaded yet. Children are prefixed with `   | `; a presented controller with `   + `
    /// (the presented marker is an estimate: no published output of it was found).
    ///
    /// ```swift
    /// print(tabBarController._printHierarchy())
    /// // <UITabBarController 0x2a>, state: appeared, view: <UILayoutContainerView 0x2b>
    /// //    | <UINavigationController 0x2c>, state: appeared, view: <UILayoutContainerView 0x2d>
    /// ```
    public func _printHierarchy() -> String {
        var lines: [String] = []
        func visit(_ vc: UIViewController, prefix: String) {
            lines.append(prefix + vc.hierarchyLine)
            for child in vc.children { visit(child, prefix: prefix + "   | ") }
            if let presented = vc._presentedViewController { visit(presented, prefix: prefix + "   + ") }
        }
        visit(self, prefix: "")
        return lines.joined(separator: "\n")
    }

    /// The controller's own line of `_printHierarchy`.
    var hierarchyLine: String {
        let state =
            switch appearState {
            case .appeared: "appeared"
            case .appearing: "appearing"
            case .disappearing: "disappearing"
            case .disappeared: "disappeared"
            }
        let view: String
        if let v = viewIfLoaded {
            view = "<\(typeName(v)) \(v.debugAddress)>" + (v.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        return "<\(typeName(self)) \(debugAddress)>, state: \(state), view: \(view)"
    }
}
