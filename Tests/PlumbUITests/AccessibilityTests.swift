import Foundation
import Testing
@testable import PlumbUI

/// UIKit's accessibility properties on views and controls, their per-class defaults, and the
/// order VoiceOver reads a screen in (`AccessibilityHierarchy`), in both directions.
@MainActor @Suite struct AccessibilityTests {
    func label(_ text: String?, _ frame: CGRect = .zero) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        return l
    }

    func labels(in root: UIView, rightToLeft: Bool? = nil) -> [String] {
        AccessibilityHierarchy.elements(in: root, rightToLeft: rightToLeft).map { $0.accessibilityLabel ?? "nil" }
    }

    // MARK: Properties and defaults

    @Test func aLabelIsAStaticTextElementNamedByItsTextUntilALabelIsSet() {
        let l = label("Wi-Fi")
        #expect(l.isAccessibilityElement && l.accessibilityLabel == "Wi-Fi" && l.accessibilityTraits == .staticText)
        l.accessibilityLabel = "Wireless network"
        l.text = "Wi-Fi 6"
        #expect(l.accessibilityLabel == "Wireless network")
        l.accessibilityLabel = nil
        #expect(l.accessibilityLabel == "Wi-Fi 6")
        #expect(!label(nil).isAccessibilityElement && !label("").isAccessibilityElement)
        l.isAccessibilityElement = false
        #expect(!l.isAccessibilityElement)
    }

    @Test func aPlainViewHasUIKitsDefaults() {
        let v = UIView()
        #expect(
            !v.isAccessibilityElement && v.accessibilityLabel == nil && v.accessibilityValue == nil
                && v.accessibilityHint == nil)
        #expect(v.accessibilityTraits == .none && v.accessibilityElements == nil && v.accessibilityLanguage == nil)
        #expect(!v.accessibilityElementsHidden && !v.accessibilityViewIsModal && !v.shouldGroupAccessibilityChildren)
        v.accessibilityHint = "Opens the list"
        v.accessibilityLanguage = "ar"
        v.accessibilityTraits.insert(.header)
        #expect(
            v.accessibilityHint == "Opens the list" && v.accessibilityLanguage == "ar"
                && v.accessibilityTraits == .header)
    }

    @Test func aButtonIsNamedByItsTitleAndReportsItsState() {
        let b = UIButton(type: .system)
        b.setTitle("Save", for: .normal)
        #expect(b.isAccessibilityElement && b.accessibilityLabel == "Save" && b.accessibilityTraits == .button)
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        b.isEnabled = true
        b.isSelected = true
        #expect(b.accessibilityTraits == [.button, .selected])
        // Setting the traits replaces the class's, as in UIKit.
        b.accessibilityTraits = .header
        #expect(b.accessibilityTraits == .header)
        let icon = UIButton(type: .system)
        #expect(icon.accessibilityLabel == nil)
    }

    @Test func controlsReportUIKitsValuesAndTraits() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits == [.button, .toggleButton])
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(
            slider.accessibilityValue == "25%" && slider.accessibilityTraits == .adjustable
                && slider.isAccessibilityElement)
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.accessibilityLabel == "Email" && field.accessibilityValue == nil)
        field.text = "a@b.c"
        #expect(field.accessibilityValue == "a@b.c")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••")
        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        let page = UIPageControl()
        page.numberOfPages = 5
        page.currentPage = 1
        #expect(page.accessibilityValue == "page 2 of 5" && page.accessibilityTraits == .adjustable)
    }

    @Test func untitledStandardButtonsAndSystemBarItemsHaveNames() {
        #expect(UIButton(type: .close).accessibilityLabel == "Close")
        #expect(UIButton(type: .detailDisclosure).accessibilityLabel == "More Info")
        #expect(UIButton(type: .contactAdd).accessibilityLabel == "Add Contact")
        for direction in directions {
            let root = makeRoot(320, 100, direction)
            let toolbar = UIToolbar(frame: rect(0, 0, 320, 44))
            let share = UIBarButtonItem(systemItem: .action)
            share.isEnabled = false
            toolbar.items = [
                UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(title: "Archive", style: .plain),
                .flexibleSpace(), share,
            ]
            root.addSubview(toolbar)
            root.layoutIfNeeded()
            let elements = AccessibilityHierarchy.elements(in: root)
            // The toolbar mirrors in RTL, so the items read in their order in both directions.
            #expect(elements.map { $0.accessibilityLabel ?? "" } == ["Trash", "Archive", "Share"])
            #expect(elements.map(\.accessibilityTraits) == [.button, .button, [.button, .notEnabled]])
            #expect((elements[0].accessibilityFrame.midX > 160) == (direction == .rightToLeft))
        }
    }

    @Test func anAccessibilityElementTakesItsFrameFromItsContainer() {
        let root = makeRoot(300, 200, .leftToRight)
        let chart = UIView(frame: rect(20, 30, 200, 100))
        root.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        #expect(bar.isAccessibilityElement && bar.accessibilityFrame == .zero)
        bar.accessibilityFrameInContainerSpace = rect(10, 5, 20, 40)
        #expect(bar.accessibilityFrame == rect(30, 35, 20, 40))
        bar.accessibilityFrame = rect(1, 2, 3, 4)
        #expect(bar.accessibilityFrame == rect(1, 2, 3, 4))
        #expect(chart.accessibilityFrame == rect(20, 30, 200, 100))
    }

    // MARK: Reading order

    /// A row of three labels in a stack (mirrored in RTL), two labels placed by hand on one row
    /// (not mirrored), and a button below.
    func readingOrderScreen(_ direction: UITraitEnvironmentLayoutDirection) -> UIView {
        let root = makeRoot(300, 200, direction)
        let stack = UIStackView(arrangedSubviews: ["One", "Two", "Three"].map { label($0) })
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(next)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            stack.heightAnchor.constraint(equalToConstant: 20),
            next.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            next.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
            next.widthAnchor.constraint(equalToConstant: 100), next.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.addSubview(label("B", rect(200, 100, 80, 20)))
        root.addSubview(label("A", rect(10, 100, 80, 20)))
        root.layoutIfNeeded()
        return root
    }

    @Test func elementsAreReadTopToBottomThenLeftToRight() {
        let root = readingOrderScreen(.leftToRight)
        let elements = AccessibilityHierarchy.elements(in: root)
        #expect(elements.map { $0.accessibilityLabel ?? "" } == ["One", "Two", "Three", "A", "B", "Next"])
        #expect(
            elements.map(\.accessibilityFrame) == [
                rect(0, 10, 100, 20), rect(100, 10, 100, 20), rect(200, 10, 100, 20),
                rect(10, 100, 80, 20), rect(200, 100, 80, 20), rect(16, 150, 100, 44),
            ])
        #expect(
            elements.map(\.accessibilityTraits) == [
                .staticText, .staticText, .staticText, .staticText, .staticText, .button,
            ])
    }

    @Test func rightToLeftElementsAreReadFromTheRightEdge() {
        let root = readingOrderScreen(.rightToLeft)
        let elements = AccessibilityHierarchy.elements(in: root)
        #expect(elements.map { $0.accessibilityLabel ?? "" } == ["One", "Two", "Three", "B", "A", "Next"])
        #expect(
            elements.map(\.accessibilityFrame) == [
                rect(200, 10, 100, 20), rect(100, 10, 100, 20), rect(0, 10, 100, 20),
                rect(200, 100, 80, 20), rect(10, 100, 80, 20), rect(184, 150, 100, 44),
            ])
    }

    @Test func topsLessThanEightPointsApartAreOneRow() {
        let root = makeRoot(300, 200, .leftToRight)
        root.addSubview(label("tall leading", rect(0, 10, 100, 44)))
        root.addSubview(label("lower trailing", rect(150, 17.5, 100, 20)))  // 7.5 below: same row
        root.addSubview(label("second leading", rect(0, 100, 100, 44)))
        root.addSubview(label("higher trailing", rect(150, 92, 100, 20)))  // 8 above: its own row, first
        #expect(labels(in: root) == ["tall leading", "lower trailing", "higher trailing", "second leading"])
        #expect(
            labels(in: root, rightToLeft: true) == [
                "lower trailing", "tall leading", "higher trailing", "second leading",
            ])
    }

    @Test func hiddenTransparentAndHiddenElementViewsAreSkipped() {
        let root = makeRoot(300, 200, .leftToRight)
        let hidden = label("hidden", rect(0, 0, 50, 20))
        hidden.isHidden = true
        let clear = label("clear", rect(0, 30, 50, 20))
        clear.alpha = 0
        let box = UIView(frame: rect(0, 60, 200, 60))
        box.addSubview(label("inside", rect(0, 0, 50, 20)))
        box.accessibilityElementsHidden = true
        let visible = label("visible", rect(0, 130, 50, 20))
        for v in [hidden, clear, box, visible] { root.addSubview(v) }
        #expect(labels(in: root) == ["visible"])
    }

    @Test func anElementHidesItsSubviews() {
        let root = makeRoot(300, 200, .leftToRight)
        let card = UIView(frame: rect(0, 0, 300, 100))
        card.addSubview(label("Title", rect(10, 10, 100, 20)))
        card.addSubview(label("Subtitle", rect(10, 40, 100, 20)))
        root.addSubview(card)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = rect(10, 120, 80, 44)
        root.addSubview(button)
        root.layoutIfNeeded()
        #expect(labels(in: root) == ["Title", "Subtitle", "Go"])  // the title label inside the button is not read
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Title, Subtitle"
        #expect(labels(in: root) == ["Title, Subtitle", "Go"])
    }

    @Test func accessibilityElementsGiveTheOrderAndHoldElementsThatAreNotViews() {
        for direction in directions {
            let root = makeRoot(300, 200, direction)
            let container = UIView(frame: rect(0, 0, 300, 200))
            root.addSubview(container)
            let top = label("top", rect(0, 0, 100, 20)), bottom = label("bottom", rect(0, 150, 100, 20))
            container.addSubview(top)
            container.addSubview(bottom)
            let middle = UIAccessibilityElement(accessibilityContainer: container)
            middle.accessibilityLabel = "middle"
            middle.accessibilityFrameInContainerSpace = rect(0, 80, 100, 20)
            container.accessibilityElements = [bottom, middle, top, "not an element"]
            let (elements, diagnostics) = LayoutDiagnostics.collect { AccessibilityHierarchy.elements(in: root) }
            #expect(elements.map { $0.accessibilityLabel ?? "" } == ["bottom", "middle", "top"])
            #expect(
                elements.map(\.accessibilityFrame) == [
                    rect(0, 150, 100, 20), rect(0, 80, 100, 20), rect(0, 0, 100, 20),
                ])
            #expect(
                diagnostics.map(\.message) == [
                    "accessibilityElements of \(container.itemDescription) holds String, "
                        + "which is not a view or a UIAccessibilityElement; VoiceOver cannot read it"
                ])
        }
    }

    @Test func aContainerListingItselfIsReadOnceWithAWarning() {
        let root = makeRoot(300, 200, .leftToRight)
        let container = UIView(frame: rect(0, 0, 300, 200))
        container.accessibilityIdentifier = "loop"
        let inner = label("inner", rect(0, 0, 100, 20))
        container.addSubview(inner)
        container.accessibilityElements = [inner, container]
        root.addSubview(container)
        let (elements, diagnostics) = LayoutDiagnostics.collect { AccessibilityHierarchy.elements(in: root) }
        #expect(elements.map { $0.accessibilityLabel ?? "" } == ["inner"])
        #expect(
            diagnostics.map(\.message) == ["accessibilityElements of loop contain the object itself; it is read once"])
    }

    @Test func aModalViewHidesItsSiblings() {
        let root = makeRoot(300, 200, .leftToRight)
        root.addSubview(label("behind", rect(0, 0, 100, 20)))
        let sheet = UIView(frame: rect(0, 100, 300, 100))
        sheet.addSubview(label("in sheet", rect(10, 10, 100, 20)))
        root.addSubview(sheet)
        #expect(labels(in: root) == ["behind", "in sheet"])
        sheet.accessibilityViewIsModal = true
        #expect(labels(in: root) == ["in sheet"])
    }

    @Test func groupedChildrenAreReadTogether() {
        for direction in directions {
            let root = makeRoot(300, 200, direction)
            let left = UIView(frame: rect(0, 0, 150, 200)), right = UIView(frame: rect(150, 0, 150, 200))
            left.addSubview(label("L1", rect(0, 0, 100, 20)))
            left.addSubview(label("L2", rect(0, 50, 100, 20)))
            right.addSubview(label("R1", rect(0, 0, 100, 20)))
            right.addSubview(label("R2", rect(0, 50, 100, 20)))
            root.addSubview(left)
            root.addSubview(right)
            let rtl = direction == .rightToLeft
            #expect(labels(in: root) == (rtl ? ["R1", "L1", "R2", "L2"] : ["L1", "R1", "L2", "R2"]))
            left.shouldGroupAccessibilityChildren = true
            right.shouldGroupAccessibilityChildren = true
            #expect(labels(in: root) == (rtl ? ["R1", "R2", "L1", "L2"] : ["L1", "L2", "R1", "R2"]))
        }
    }

    @Test func aSegmentedControlReadsEachSegment() {
        for direction in directions {
            let root = makeRoot(300, 100, direction)
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.selectedSegmentIndex = 1
            control.frame = rect(0, 0, 300, 32)
            root.addSubview(control)
            root.layoutIfNeeded()
            let elements = AccessibilityHierarchy.elements(in: root)
            #expect(!control.isAccessibilityElement)
            #expect(elements.map { $0.accessibilityLabel ?? "" } == ["Day", "Week", "Month"])
            #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], .button])
            #expect(
                elements.map(\.accessibilityFrame.minX) == (direction == .rightToLeft ? [200, 100, 0] : [0, 100, 200]))
        }
    }

    @Test func aTableCellCombinesItsLabelsAndTakesItsSwitchsValue() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = rect(0, 0, 320, 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(
            cell.isAccessibilityElement && cell.accessibilityLabel == "Wi-Fi, Home" && cell.accessibilityTraits == .none
        )
        let toggle = UISwitch()
        toggle.isOn = true
        cell.accessoryView = toggle
        cell.detailTextLabel?.text = nil
        cell.layoutIfNeeded()
        #expect(
            cell.accessibilityLabel == "Wi-Fi" && cell.accessibilityValue == "1"
                && cell.accessibilityTraits == [.button, .toggleButton])
        cell.accessoryView = nil
        cell.accessoryType = .checkmark
        #expect(cell.accessibilityTraits == .selected)
    }
}
