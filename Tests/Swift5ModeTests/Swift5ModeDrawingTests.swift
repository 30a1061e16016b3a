import Foundation
// Swift 5 language mode: drawing code as older iOS apps write it, in unannotated functions:
// image contexts, colour and image literals, and UIKit's deprecated begin/commit animations,
// group table colour and status bar frame.
import PlumbUI
import Testing

/// A dot image drawn the pre-iOS 10 way (before UIGraphicsImageRenderer), in an unannotated function.
func makeDotImage(diameter: CGFloat, color: UIColor) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: diameter, height: diameter), false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(color.cgColor)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    UIGraphicsPushContext(context)
    UIColor.white.setFill()
    UIBezierPath(ovalIn: CGRect(x: diameter / 4, y: diameter / 4, width: diameter / 2, height: diameter / 2)).fill()
    UIGraphicsPopContext()
    return UIGraphicsGetImageFromCurrentImageContext()
}

/// A palette written with literals, as Xcode's colour and image wells insert them.
struct Palette {
    static let accent = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    static let none = UIColor()
    static let missing: UIImage = #imageLiteral(resourceName: "palette-missing")
}

/// Deprecated UIKit calls, through deprecated witnesses (as in the Swift 6 tests) so that the
/// test target compiles without deprecation warnings.
protocol OldUIKitCalls {
    func tableBackground() -> UIColor
    func slide(_ view: UIView)
    func statusBarHeight() -> CGFloat
}

struct OldUIKit: OldUIKitCalls {
    @available(*, deprecated)
    func tableBackground() -> UIColor { UIColor.groupTableViewBackground }

    @available(*, deprecated)
    func slide(_ view: UIView) {
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDuration(0.25)
        UIView.setAnimationDelay(0)
        UIView.setAnimationCurve(.easeInOut)
        view.center.x += 10
        UIView.commitAnimations()
    }

    @available(*, deprecated)
    func statusBarHeight() -> CGFloat { UIApplication.shared.statusBarFrame.height }
}

@Suite struct Swift5ModeDrawing {
    @MainActor @Test func imageContextFunctionsCompileAndDraw() {
        let dot = makeDotImage(diameter: 8, color: .red)
        #expect(dot?.size == CGSize(width: 8, height: 8) && dot?.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @MainActor @Test func literalsCompileToUIKitTypes() {
        // A colour literal's components are Floats, as in UIKit.
        #expect(Palette.accent.blue == CGFloat(Float(0.8)) && Palette.none.alpha == 0)
        #expect(Palette.missing.size == .zero)
    }

    @MainActor @Test func deprecatedCallsCompileAndApplyAtOnce() {
        let old: OldUIKitCalls = OldUIKit()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        old.slide(view)
        #expect(view.frame.minX == 10)
        #expect(old.tableBackground() == .systemGroupedBackground)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)  // an iPhone SE's status bar
        window.makeKeyAndVisible()
        #expect(old.statusBarHeight() == 20)
    }
}
