import Foundation
import Raster
import Testing
@testable import PlumbUI

/// UIKit's deprecated API, called from deprecated witnesses so this file compiles without
/// deprecation warnings (as an app's code would show them).
@MainActor protocol LegacyUIKit {
    func groupTableBackground() -> UIColor
    func fade(_ view: UIView, nested: Bool)
    func commitAlone()
    func statusBarFrame() -> CGRect
}

struct LegacyCalls: LegacyUIKit {
    @available(*, deprecated)
    func groupTableBackground() -> UIColor { .groupTableViewBackground }

    @available(*, deprecated)
    func fade(_ view: UIView, nested: Bool) {
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDuration(0.3)
        UIView.setAnimationDelay(0.1)
        UIView.setAnimationCurve(.easeOut)
        if nested {
            UIView.beginAnimations(nil, context: nil)
            view.frame.origin.x = 40
            UIView.commitAnimations()
        }
        view.alpha = 0.25
        UIView.commitAnimations()
    }

    @available(*, deprecated)
    func commitAlone() { UIView.commitAnimations() }

    @available(*, deprecated)
    func statusBarFrame() -> CGRect { UIApplication.shared.statusBarFrame }
}

@MainActor @Suite struct LegacyAndLiteralAPITests {
    let legacy: any LegacyUIKit = LegacyCalls()

    @Test func colorLiteralsAreUIColors() {
        let brand = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        let typed: UIColor = brand
        #expect(typed.red == 1 && typed.green == 0.5 && typed.blue == 0.25 && typed.alpha == 0.75)
        #expect(UIColor() == UIColor(white: 0, alpha: 0))
    }

    @Test func aMissingImageLiteralIsAnEmptyImageAndAWarning() {
        let (image, reports) = LayoutDiagnostics.collect { #imageLiteral(resourceName: "no-such-image") }
        #expect(image.size == .zero && reports.count == 1)
    }

    @Test func groupTableViewBackgroundIsSystemGroupedBackground() {
        let c = legacy.groupTableBackground()
        #expect(c == .systemGroupedBackground)
        #expect(c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba8.r == 242)
    }

    @Test func beginAndCommitApplyAtOnceAndRecordOneAnimation() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let banner = UIView(frame: rect(0, 0, 50, 20))
        root.addSubview(banner)
        let recorder = AnimationRecorder()
        recorder.root = root
        recorder.record { legacy.fade(banner, nested: true) }
        #expect(banner.alpha == 0.25 && banner.frame.minX == 40)
        #expect(recorder.changes.count == 1 && recorder.changes.first?.isVisible == true)
        let (_, reports) = LayoutDiagnostics.collect { legacy.commitAlone() }
        #expect(
            reports.map(\.message) == [
                "UIView.commitAnimations() without a matching beginAnimations(_:context:); ignored"
            ])
    }

    @Test func theStatusBarIsTheKeyWindowsTopSafeArea() {
        #expect(StatusBarGeometry.frame(of: nil) == .zero)
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.makeKeyAndVisible()
        #expect(legacy.statusBarFrame() == rect(0, 0, 375, 20))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)  // a Dynamic Island iPhone
        #expect(legacy.statusBarFrame() == rect(0, 0, 375, 54))
        window.hostSafeAreaInsets = .zero  // landscape: hidden
        #expect(legacy.statusBarFrame() == .zero)
    }

    @Test func animationsKeepKeyedValuesInTheirCopies() throws {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.setValue("spinner", forKey: "animationID")
        spin.setValue(2.5, forKey: "duration")
        spin.setValue(1, forKey: "toValue")
        #expect(spin.value(forKey: "animationID") as? String == "spinner" && spin.duration == 2.5)
        #expect(
            spin.value(forKey: "keyPath") as? String == "transform.rotation.z"
                && spin.value(forKey: "toValue") as? Int == 1)
        let layer = CALayer()
        layer.add(spin, forKey: "spin")
        let stored = try #require(layer.animation(forKey: "spin"))
        #expect(stored !== spin && stored.value(forKey: "animationID") as? String == "spinner")
        spin.setValue(nil, forKey: "animationID")
        #expect(spin.value(forKey: "animationID") == nil && stored.value(forKey: "missing") == nil)
        let (_, reports) = LayoutDiagnostics.collect { spin.setValue("slow", forKey: "duration") }
        #expect(spin.duration == 2.5 && reports.count == 1)
    }

    // MARK: Symbol configurations

    @Test func symbolConfigurationsMergeAndSizeThePlaceholder() throws {
        let (images, _) = LayoutDiagnostics.collect { () -> (UIImage?, UIImage) in
            (UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)), UIImage.add)
        }
        let heart = try #require(images.0)
        #expect(heart.size.width == 36 && heart.symbolConfiguration?.pointSize == 30)
        let bold = try #require(heart.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(
            bold.symbolConfiguration?.pointSize == 30 && bold.symbolConfiguration?.weight == .bold
                && bold.size.width == 36)
        let replaced = heart.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(replaced.size.width == 61.0 / 3)  // the default 17 points: the size is not kept
        #expect(images.1.isSymbolImage)
        let a = UIImage.SymbolConfiguration(pointSize: 12).applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(
            a.pointSize == 12 && a.scale == .large
                && a == UIImage.SymbolConfiguration(pointSize: 12, weight: .unspecified, scale: .large))
        #expect(a.configurationWithoutScale().scale == .unspecified && a.isEqual(to: a))
        // A plain image is unchanged.
        let plain = UIImage(cgImage: CGImage(bitmap: try Bitmap(width: 1, height: 1, scale: 1)))
        #expect(plain.applyingSymbolConfiguration(.unspecified) === plain && plain.configuration == nil)
    }

    @Test func paletteAndHierarchicalColoursDrawThePlaceholderWhateverTheTint() throws {
        let (image, _) = LayoutDiagnostics.collect {
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
        }
        let view = UIImageView(image: image)
        view.tintColor = .blue
        view.frame = CGRect(origin: .zero, size: view.image!.size)
        let b = try ViewRenderer.render(view, scale: 3)
        var red = 0, blue = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let c = b.color(x: x, y: y)
                if c == Color(red: 255, green: 0, blue: 0) { red += 1 }
                if c == Color(red: 0, green: 0, blue: 255) { blue += 1 }
            }
        }
        #expect(b.width == 61 && b.height == 61 && red == 1229 && blue == 0)
    }
}
