import Foundation

/// Supplies a picker's components and rows: UIKit's `UIPickerViewDataSource`.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
