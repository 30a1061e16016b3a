import Foundation
import Testing
@testable import PlumbUI

/// UIKit API that layout code uses beyond layout itself: coordinate conversion, the window and its
/// callbacks, subview order, and properties kept for source compatibility.
@MainActor @Suite struct UIKitCompatibility {
    private final class WindowLog: UIView {
        var events: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) {
            events.append("will \(newWindow == nil ? "leave" : "enter")")
        }
        override func didMoveToWindow() { events.append("did \(window == nil ? "leave" : "enter")") }
    }

    /// The README's edit for a list of example controllers made from metatypes.
    class ExampleBase: UIViewController {
        required init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class FirstExample: ExampleBase {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "First"
        }
    }

    /// A cell written for a nib: `awakeFromNib()` and `prepareForInterfaceBuilder()` overrides
    /// compile and chain to `super`; Plumb itself never calls them.
    final class NibCell: UITableViewCell {
        var log: [String] = []
        override func awakeFromNib() {
            super.awakeFromNib()
            log.append("awake")
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            log.append("designable")
        }
    }

    @Test func nibHooksCompileAndAreNotCalledByPlumb() {
        let cell = NibCell(style: .default, reuseIdentifier: "c")
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty)
        cell.awakeFromNib()
        cell.prepareForInterfaceBuilder()
        #expect(cell.log == ["awake", "designable"])
    }

    @Test func aControllerMadeFromAMetatypeWithARequiredInitIsTheSubclass() {
        let types: [ExampleBase.Type] = [FirstExample.self, ExampleBase.self]
        let made = types.map { $0.init() }
        #expect(made[0] is FirstExample && type(of: made[1]) == ExampleBase.self)
        made[0].loadViewIfNeeded()
        #expect(made[0].title == "First")
    }

    @Test func aPriorityPrintsAsOnIOSAndLogsAsANumber() {
        // On iOS UILayoutPriority is a struct without a description of its own: print shows the
        // struct; UIKit's constraint logs show the bare number (`@250`, `Hug:250`).
        #expect("\(UILayoutPriority.defaultLow)" == "UILayoutPriority(rawValue: 250.0)")
        #expect(String(describing: UILayoutPriority(999.5)) == "UILayoutPriority(rawValue: 999.5)")
        let view = UIView()
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultLow
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x") && c.description.hasSuffix("(10@250)]   (inactive)>"))
    }

    @Test func convertingBetweenViewsFollowsFramesAndScrollOffsets() {
        let root = UIView(frame: rect(0, 0, 300, 300))
        let a = UIView(frame: rect(10, 20, 100, 100))
        let b = UIView(frame: rect(5, 5, 50, 50))
        let scroll = UIScrollView(frame: rect(100, 100, 150, 150))
        let inside = UIView(frame: rect(0, 400, 20, 20))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(scroll)
        scroll.addSubview(inside)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(root.convert(CGPoint(x: 16, y: 27), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: root) == CGPoint(x: 1, y: 2))
        #expect(b.convert(rect(0, 0, 10, 10), to: scroll) == rect(-85, -75, 10, 10))
        #expect(scroll.convert(rect(-85, -75, 10, 10), from: nil) == rect(-185, -175, 10, 10))
        // Scrolled by 380: the view at content y 400 shows 20 points below the scroll view's top.
        scroll.contentOffset = CGPoint(x: 0, y: 380)
        #expect(inside.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 120))
        #expect(root.convert(CGPoint(x: 100, y: 120), to: inside) == .zero)
        #expect(scroll.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: -280))  // bounds origin (0, 380)
    }

    @Test func windowAndItsCallbacks() {
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        let container = UIView(), log = WindowLog(), child = WindowLog()
        log.addSubview(child)
        container.addSubview(log)
        #expect(log.window == nil && log.events == [] && child.events == [])
        window.addSubview(container)
        #expect(child.window === window)
        #expect(log.events == ["will enter", "did enter"])
        #expect(child.events == ["will enter", "did enter"])
        // Moving within the window: no callbacks.
        window.addSubview(log)
        #expect(log.events.count == 2)
        log.removeFromSuperview()
        #expect(log.events == ["will enter", "did enter", "will leave", "did leave"])
        #expect(child.window == nil)
    }

    @Test func exchangingSubviewsSwapsDrawingOrder() {
        let v = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(v.addSubview)
        v.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(v.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        let (_, diagnostics) = LayoutDiagnostics.collect { v.exchangeSubview(at: 0, withSubviewAt: 3) }
        #expect(
            diagnostics.map(\.message) == [
                "exchangeSubview(at: 0, withSubviewAt: 3): \(v.itemDescription) has 3 subviews"
            ])
    }

    @Test func sourceCompatibilityPropertiesKeepTheirValues() {
        let v = UIView()
        v.isUserInteractionEnabled = false
        v.accessibilityLabel = "Close"
        v.layer.shadowOpacity = 0.3
        v.layer.shadowOffset = CGSize(width: 0, height: 2)
        #expect(!v.isUserInteractionEnabled && v.accessibilityLabel == "Close")
        #expect(
            v.layer.shadowOpacity == 0.3 && v.layer.shadowOffset == CGSize(width: 0, height: 2)
                && v.layer.shadowRadius == 3)
    }
}
