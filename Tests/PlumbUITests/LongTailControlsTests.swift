import Foundation
import Testing
@testable import PlumbUI

/// UIStepper, UIPageControl, UIPickerView, UIDatePicker, UIToolbar, UISearchBar and
/// UIRefreshControl: sizes, values, delegates and mirrored layout.
@MainActor @Suite struct LongTailControlsTests {
    @Test func stepperIs94By32AndStepsWithinItsRange() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        var changes: [Double] = []
        stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.increment(); stepper.increment(); stepper.increment()
        #expect(changes == [1, 2])
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0)
        stepper.minimumValue = 5  // above the maximum: both become 5 (UIKit's rule)
        #expect(stepper.maximumValue == 5 && stepper.value == 5)
        let (_, messages) = LayoutDiagnostics.collect { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 1 && messages.count == 1)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func pageControlDotsRunLeadingToTrailing(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = makeWindow(200, 100, dir)
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        window.addSubview(dots)
        dots.numberOfPages = 3
        dots.currentPage = 7
        #expect(dots.currentPage == 2)
        #expect(dots.intrinsicContentSize == CGSize(width: 24 + 21 + 18, height: 26))
        let xs = dots.dotRects.map(\.minX)
        #expect(xs == (dir == .leftToRight ? [80.5, 96.5, 112.5] : [112.5, 96.5, 80.5]))
        dots.numberOfPages = 1
        dots.hidesForSinglePage = true
        #expect(dots.dotRects.isEmpty)
    }

    final class Fruit: UIPickerViewDataSource, UIPickerViewDelegate {
        var picked: [String] = []
        let names = ["Apple", "Banana", "Cherry", "Date"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? names.count : 3
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : "\(row + 1) kg"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picked.append("\(component):\(row)")
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func pickerLaysOutComponentsAndCentresTheSelectedRow(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let window = makeWindow(320, 400, dir)
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216) && picker.intrinsicContentSize.height == 216)
        let fruit = Fruit()
        picker.dataSource = fruit
        picker.delegate = fruit
        window.addSubview(picker)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let row = try #require(picker.view(forRow: 2, forComponent: 0) as? UILabel)
        #expect(row.text == "Cherry")
        #expect(row.frame == CGRect(x: dir == .leftToRight ? 8 : 160, y: 92, width: 152, height: 32))
        #expect(
            picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 0
                && picker.selectedRow(inComponent: 5) == -1)
        picker.simulateSelection(row: 1, inComponent: 1)
        #expect(fruit.picked == ["1:1"])
        let (_, messages) = LayoutDiagnostics.collect { picker.selectRow(9, inComponent: 0, animated: false) }
        #expect(picker.selectedRow(inComponent: 0) == 2 && messages.count == 1)
    }

    @Test func datePickerStylesHaveTheirSizes() {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_764_028_800)  // 2025-11-25 00:00 UTC
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.compactTexts == ["Nov 25, 2025"])
        #expect(picker.intrinsicContentSize.height == 34)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 330))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.minimumDate = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(picker.date == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func toolbarSpreadsItemsAroundFlexibleSpace(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let window = makeWindow(375, 667, dir)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 0))
        #expect(toolbar.frame.height == 44 && toolbar.intrinsicContentSize.height == 44)
        let edit = UIBarButtonItem(title: "Edit", style: .plain)
        toolbar.items = [edit, .flexibleSpace(), UIBarButtonItem(systemItem: .add)]
        window.addSubview(toolbar)
        window.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? _UIButtonBarButton }
        #expect(buttons.count == 3)
        let first = try #require(buttons.first), last = try #require(buttons.last)
        // 16-point margins less the 8-point item padding on each end.
        if dir == .leftToRight {
            #expect(first.frame.minX == 8 && last.frame.maxX == 367)
        } else {
            #expect(first.frame.maxX == 367 && last.frame.minX == 8)
        }
        #expect(last.frame.width == 44 && first.frame.height == 44)
    }

    final class Watcher: UISearchBarDelegate {
        var texts: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func searchBarIs56TallWithItsFieldInside(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = makeWindow(375, 667, dir)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        #expect(bar.frame.height == 56 && bar.intrinsicContentSize.height == 56)
        window.addSubview(bar)
        bar.showsCancelButton = true
        window.layoutIfNeeded()
        let f = bar.searchTextField.frame
        #expect(f.minY == 10 && f.height == 36)
        if dir == .leftToRight { #expect(f.minX == 8) } else { #expect(f.maxX == 367) }
        #expect(f.width < 359)  // the Cancel button takes the trailing end
        let watcher = Watcher()
        bar.delegate = watcher
        bar.simulateTextChange("plumb")
        #expect(bar.text == "plumb" && watcher.texts == ["plumb"])
    }

    @Test func refreshControlSitsAboveTheContentAndShowsOnlyWhileRefreshing() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let control = UIRefreshControl()
        scroll.refreshControl = control
        #expect(scroll.refreshControl === control && control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(control.isHidden)
        var pulls = 0
        control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing && !control.isHidden && pulls == 0)
        control.endRefreshing()
        control.simulatePull()
        #expect(control.isRefreshing && pulls == 1)
        scroll.refreshControl = nil
        #expect(control.superview == nil)
    }

    /// A picker in a stack view settles in one layout: its row views are built once for a size
    /// and selection, not on every pass (rebuilding them added subviews on each pass, so the
    /// layout never settled and stopped after 100 passes with a layout-loop report).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPickerInAStackViewSettles(_ dir: UITraitEnvironmentLayoutDirection) {
        final class Rows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "Row \(row)"
            }
        }
        final class CountingPicker: UIPickerView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        root.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 2)
        let rows = Rows()
        let picker = CountingPicker()
        picker.dataSource = rows
        picker.delegate = rows
        let title = UILabel()
        title.text = "Size"
        let stack = UIStackView(arrangedSubviews: [title, picker])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(picker.layouts <= 2)
        #expect(picker.frame == CGRect(x: 0, y: 20.5, width: 320, height: 216))
        let shown = picker.subviews.compactMap { ($0 as? UILabel)?.text }
        let layoutsBefore = picker.layouts
        root.layoutIfNeeded()  // nothing changed: no new pass, the same row views
        #expect(picker.layouts == layoutsBefore)
        #expect(picker.subviews.compactMap { ($0 as? UILabel)?.text } == shown)
        picker.selectRow(3, inComponent: 0, animated: false)
        root.layoutIfNeeded()
        #expect(picker.view(forRow: 3, forComponent: 0) != nil)
    }
}
