import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `tintColor` inheritance, `tintAdjustmentMode` (dimmed tints are desaturated) and
/// `tintColorDidChange()` as UIView.h describes them; the responder's input views and
/// accessibility actions.
@MainActor @Suite struct TintAdjustmentTests {
    /// A view that logs `tintColorDidChange()` into a shared log.
    final class Probe: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        required init?(coder: NSCoder) { nil }
        override func tintColorDidChange() { log.entries.append(name) }
    }

    final class Log { var entries: [String] = [] }

    /// root > a > (b, c with its own tint > d)
    private func tree() -> (log: Log, root: Probe, a: Probe, b: Probe, c: Probe, d: Probe) {
        let log = Log()
        let root = Probe("root", log), a = Probe("a", log), b = Probe("b", log), c = Probe("c", log),
            d = Probe("d", log)
        root.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.tintColor = .systemGreen
        log.entries = []
        return (log, root, a, b, c, d)
    }

    @Test func settingATintTellsTheViewsThatInheritIt() {
        let t = tree()
        #expect(t.b.tintColor == .systemBlue && t.d.tintColor == .systemGreen)
        t.root.tintColor = .systemRed
        #expect(t.log.entries == ["root", "a", "b"], "c and d keep c's own tint")
        #expect(t.b.tintColor == .systemRed && t.d.tintColor == .systemGreen)
        t.log.entries = []
        t.root.tintColor = .systemRed
        #expect(t.log.entries == [], "the same tint again changes nothing")
        t.a.tintColor = .systemRed
        #expect(t.log.entries == [], "a's tint is set to the one it already showed")
        t.root.tintColor = nil
        #expect(t.log.entries == ["root"], "a keeps its own red")
        t.log.entries = []
        t.a.tintColor = nil
        #expect(t.log.entries == ["a", "b"] && t.b.tintColor == .systemBlue)
    }

    @Test func dimmingTellsEveryViewUnderItAndDesaturatesTheTint() throws {
        let t = tree()
        #expect(t.a.tintAdjustmentMode == .normal, "never .automatic when read")
        t.a.tintAdjustmentMode = .dimmed
        #expect(t.log.entries == ["a", "b", "c", "d"], "a view with its own tint is dimmed too")
        #expect(t.d.tintAdjustmentMode == .dimmed && t.root.tintAdjustmentMode == .normal)
        // systemBlue (0, 122, 255) in light mode: 0.299·0 + 0.587·122/255 + 0.114 = 0.3948 → 101.
        #expect(t.b.tintColor.rgba8(UITraitCollection(userInterfaceStyle: .light)) == (101, 101, 101, 255))
        // systemGreen (52, 199, 89): 0.299·52 + 0.587·199 + 0.114·89 = 142.5 → 143 (of 255).
        #expect(t.d.tintColor.rgba8(UITraitCollection(userInterfaceStyle: .light)) == (143, 143, 143, 255))
        t.log.entries = []
        t.c.tintAdjustmentMode = .normal
        #expect(t.log.entries == ["c", "d"] && t.d.tintColor == .systemGreen, "c opts out of the dimming")
        t.log.entries = []
        t.a.tintAdjustmentMode = .automatic
        #expect(t.log.entries == ["a", "b"], "c and d were not dimmed any more")
        // Drawn: a template image in a dimmed view takes the grey.
        let image = UIImage(
            bitmap: try Bitmap(width: 1, height: 1, scale: 1, premultipliedPixels: [0, 0, 0, 255]),
            scale: 1, renderingMode: .alwaysTemplate)
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        imageView.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(
            try ViewRenderer.render(imageView, scale: 1)[x: 0, y: 0]
                == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        imageView.tintAdjustmentMode = .dimmed
        // Red: 0.299 × 255 = 76.2 → 76.
        #expect(
            try ViewRenderer.render(imageView, scale: 1)[x: 0, y: 0]
                == PremultipliedColor(red: 76, green: 76, blue: 76, alpha: 255))
    }

    @Test func movingToASuperviewWithAnotherTintTellsTheMovedViews() {
        let log = Log()
        let red = Probe("red", log), blue = Probe("blue", log), alsoBlue = Probe("alsoBlue", log)
        let child = Probe("child", log), grandchild = Probe("grandchild", log)
        red.tintColor = .systemRed
        child.addSubview(grandchild)
        blue.addSubview(child)
        log.entries = []
        red.addSubview(child)
        #expect(log.entries == ["child", "grandchild"])
        #expect(grandchild.tintColor == .systemRed)
        log.entries = []
        child.removeFromSuperview()
        #expect(log.entries == ["child", "grandchild"], "removed, it inherits nothing: the system blue")
        log.entries = []
        alsoBlue.addSubview(child)
        #expect(log.entries == [], "same tint, no call")
        let dimmed = Probe("dimmed", log)
        dimmed.tintAdjustmentMode = .dimmed
        log.entries = []
        dimmed.addSubview(child)
        #expect(log.entries == ["child", "grandchild"] && child.tintAdjustmentMode == .dimmed)
    }

    @Test func anAlertDimsThePresentingViewUntilItIsDismissed() {
        let log = Log()
        let window = makeWindow(375, 667, safeArea: seSafeArea, .leftToRight)
        let root = UIViewController()
        let button = Probe("button", log)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        window.layoutIfNeeded()
        #expect(log.entries == ["button"] && button.tintAdjustmentMode == .dimmed)
        #expect(button.tintColor.rgba8(UITraitCollection(userInterfaceStyle: .light)) == (101, 101, 101, 255))
        #expect(alert.view.tintAdjustmentMode == .normal, "the alert itself is not dimmed")
        root.dismiss(animated: true)
        window.layoutIfNeeded()
        #expect(log.entries == ["button", "button"] && button.tintAdjustmentMode == .normal)
        #expect(root.view._tintAdjustmentMode == .automatic, "the mode it had set is restored")
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        window.layoutIfNeeded()
        #expect(log.entries.count == 2, "a sheet does not dim the presenting view's tint")
    }

    @Test func inputViewsAreUIKitsResponderProperties() {
        let field = UITextField()
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        let picker = UIPickerView(), bar = UIToolbar()
        field.inputView = picker
        field.inputAccessoryView = bar
        #expect(field.inputView === picker && field.inputAccessoryView === bar)
        field.reloadInputViews()
        let text = UITextView()
        text.inputAccessoryView = bar
        #expect(text.inputAccessoryView === bar && UIView().inputView == nil)
        let search = UISearchBar()
        search.inputAccessoryView = bar
        #expect(search.inputAccessoryView === bar)
    }

    @Test func steppersAndSlidersAdjustForVoiceOver() {
        let stepper = UIStepper()
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1 && sent == 3)
        let slider = UISlider()
        slider.maximumValue = 50
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 5 && sent == 4)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 0 && sent == 5, "kept at the minimum; no event when nothing changed")
        #expect(UIView().accessibilityActivate() == false)
    }
}
