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
// baseClass (a class from outside UIKit), frame (always), a label's or text field's text,
// clipsToBounds, alpha, hidden, opaque, autoresize, userInteractionEnabled, tag,
// gestureRecognizers, layer (always). UIKit lists more for some classes (transforms,
// animations, a cell's reuse identifier, background colours on recent iOS); Plumb lists these
// fields only. Addresses are Plumb's debug ids, stable within a process.
//
// Class names are printed as `NSStringFromClass` gives them on iOS: UIKit's classes bare
// (`UILabel`, `UIButtonLabel`: Plumb's own classes drop their `PlumbUI.` module), a Swift class
// of the app with its module and the nearest UIKit class it derives from, unless that is
// UIView: `<MyApp.CustomUILabel: 0x104ec9370; baseClass = UILabel; frame = …>`,
// `<FireflyButton: 0x144f6e6c0; baseClass = UIButton; …>`, `<SettingCell: …; baseClass =
// UITableViewCell; …>`, and `<ADLayoutTest_Example.ExampleView: 0x7f8af7c291e0; frame = (0 0;
// 320 150); …>` for a UIView subclass (public iOS dumps found through GitHub code search; no
// dump of `baseClass = UIView` was found among them, so its omission is from those samples).
//
// A label's text is cut to its first 25 UTF-16 units followed by `...` when it is longer:
// every cut text in the iOS dumps found keeps exactly 25 (`'A Secret Is Found In The ...'`,
// `'Erat porta eget venenatis...'`, `'Frames Total:197 Slow:6 F...'`, `'{ category:
// ui.lifecycle,...'`, 25 CJK characters then `...`), and the longest uncut one has 22; that
// texts of 26–28 units are cut too is an estimate. A text field prints its text the same way,
// `text = ''` when empty.

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
            for sub in view.subviews where !Self.isUndescribed(sub, in: view) { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Whether a subview is one UIKit would not have created yet: a button's image view with no
    /// image and its title label with no title (UIKit makes each when it is first needed, so a
    /// title-only button lists only its `UIButtonLabel` and a button with neither lists no
    /// subview; Plumb keeps both from the start).
    static func isUndescribed(_ view: UIView, in parent: UIView) -> Bool {
        guard let button = parent as? UIButton else { return false }
        if let image = view as? UIImageView, image === button.imageView {
            return image.image == nil && image.isHidden
        }
        if let label = view as? UILabel, label === button.titleLabel {
            return label.text?.isEmpty ?? true
        }
        return false
    }

    /// One view as UIKit's `-[UIView description]` prints it in `recursiveDescription`.
    var debuggingDescription: String {
        var fields: [String] = []
        if let base = Self.describedBaseClass(Swift.type(of: self)) { fields.append("baseClass = \(base)") }
        fields.append("frame = (\(fmt(frame.minX)) \(fmt(frame.minY)); \(fmt(frame.width)) \(fmt(frame.height)))")
        if let label = self as? UILabel, let text = label.text {
            fields.append("text = '\(Self.describedText(text))'")
        } else if let field = self as? UITextField {
            fields.append("text = '\(Self.describedText(field.text ?? ""))'")
        }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = \(fmt(alpha))") }
        if isHidden { fields.append("hidden = YES") }
        // UIKit on iOS 13 and later lists no `opaque = NO` for labels (testTraits.iphone-x.txt),
        // though their `isOpaque` is false; buttons, their title labels (`UIButtonLabel`, every
        // iOS dump of one) and image views keep it (testUIView.2.txt).
        if !isOpaque, !(self is UILabel) || self is UIButtonLabel { fields.append("opaque = NO") }
        if let mask = Self.autoresizeText(autoresizingMask) { fields.append("autoresize = \(mask)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if gestureRecognizers != nil { fields.append("gestureRecognizers = <NSArray: \(debugAddress)>") }
        // A label's layer is UIKit's private `_UILabelLayer` (testTraits.iphone-x.txt).
        let layerName = self is UILabel ? "_UILabelLayer" : typeName(layer)
        fields.append("layer = <\(layerName): \(layer.debugAddress)>")
        return "<\(Self.describedClassName(Swift.type(of: self))): \(debugAddress); " + fields.joined(separator: "; ")
            + ">"
    }

    /// A label's text as UIKit's description prints it: the first 25 UTF-16 units and `...`
    /// when it is longer (see the notes at the top of this file).
    static func describedText(_ text: String) -> String {
        let units = text.utf16
        guard units.count > 25 else { return text }
        return String(decoding: units.prefix(25), as: UTF16.self) + "..."
    }

    /// A class's name as iOS prints it: Plumb's UIKit classes bare, any other class with its
    /// module (`NSStringFromClass` of a Swift class).
    static func describedClassName(_ type: AnyClass) -> String {
        let qualified = String(reflecting: type)
        return qualified.hasPrefix("PlumbUI.") ? String(describing: type) : qualified
    }

    /// For a class from outside UIKit, the nearest UIKit class it derives from, unless that is
    /// `UIView` (printed as `baseClass = …`); `nil` for UIKit's own classes.
    static func describedBaseClass(_ type: AnyClass) -> String? {
        guard !String(reflecting: type).hasPrefix("PlumbUI.") else { return nil }
        var current: AnyClass? = _getSuperclass(type)
        while let c = current {
            if String(reflecting: c).hasPrefix("PlumbUI.") {
                return ObjectIdentifier(c) == ObjectIdentifier(UIView.self) ? nil : String(describing: c)
            }
            current = _getSuperclass(c)
        }
        return nil
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
            view =
                "<\(UIView.describedClassName(Swift.type(of: v))) \(v.debugAddress)>"
                + (v.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        return "<\(UIView.describedClassName(Swift.type(of: self))) \(debugAddress)>, state: \(state), view: \(view)"
    }
}
