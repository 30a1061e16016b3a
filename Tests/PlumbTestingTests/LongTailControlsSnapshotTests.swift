import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// The controls added for real-code compatibility (search bar, stepper, page control, picker,
/// date pickers, toolbar), on iPhone SE and iPhone X in both directions, against
/// `Snapshots/PlumbTestingTests/LongTailControlsSnapshotTests/`.
@MainActor @Suite struct LongTailControlsSnapshotTests {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["Small", "Medium", "Large", "Extra Large", "Huge"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? sizes.count : 10
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : "\(row + 1)"
        }
    }

    final class Screen: UIViewController {
        let sizes = Sizes()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let search = UISearchBar()
            search.placeholder = "Search"
            let quantity = UILabel()
            quantity.text = "Copies"
            let stepper = UIStepper()
            stepper.value = 1
            let row = UIStackView(arrangedSubviews: [quantity, stepper])
            row.spacing = 8
            let dots = UIPageControl()
            dots.numberOfPages = 4
            dots.currentPage = 1
            let picker = UIPickerView()
            picker.dataSource = sizes
            picker.delegate = sizes
            picker.selectRow(2, inComponent: 0, animated: false)
            let date = UIDatePicker()
            date.locale = Locale(identifier: "en_US")
            date.timeZone = TimeZone(identifier: "UTC")
            date.date = Date(timeIntervalSince1970: 1_764_067_260)  // 2025-11-25 10:41 UTC
            date.datePickerMode = .dateAndTime
            let dateLabel = UILabel()
            dateLabel.text = "Starts"
            let dateRow = UIStackView(arrangedSubviews: [dateLabel, date])
            let stack = UIStackView(arrangedSubviews: [search, row, dots, picker, dateRow])
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            let toolbar = UIToolbar()
            toolbar.items = [
                UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(title: "Archive", style: .plain),
                .flexibleSpace(), UIBarButtonItem(systemItem: .add),
            ]
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(toolbar)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            dateRow.isLayoutMarginsRelativeArrangement = true
            dateRow.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
    }

    @Test func controlsScreen() {
        for device in [Device.iPhoneSE, .iPhoneX] {
            assertSnapshot(of: Screen(), as: .image(on: device))
            assertSnapshot(of: Screen(), as: .image(on: device).rightToLeft)
        }
    }
}
