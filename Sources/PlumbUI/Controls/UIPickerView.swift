import Foundation

/// A spinning-wheel list of values in one or more components: UIKit's `UIPickerView`.
///
/// It is 216 points tall (UIKit's default: "its height is 216 pixels (or pixel pairs) in
/// portrait orientation", markmeretzky.com's UIPickerView notes, with UIKit's log
/// "frame.size = 320 × 216") and 320 points wide unless constrained (the same log). The
/// components share the width (or take the delegate's widths); each shows its selected row in
/// the middle, over a rounded selection band, with the rows around it greyed, rows 32 points
/// tall (estimate of iOS 14+), titles in 21-point text (estimate). Components run leading to
/// trailing, so in right-to-left layouts the first component is on the right.
///
/// ```swift
/// picker.dataSource = self   // numberOfComponents(in:), pickerView(_:numberOfRowsInComponent:)
/// picker.delegate = self     // pickerView(_:titleForRow:forComponent:)
/// picker.selectRow(2, inComponent: 0, animated: false)
/// ```
///
/// Where Plumb differs: no scrolling or touches (``simulateSelection(row:inComponent:)``
/// selects as a spin that settles on a row would, calling the delegate); rows are flat (no
/// cylinder curvature).
open class UIPickerView: UIView {
    static let defaultSize = CGSize(width: 320, height: 216)
    static let rowHeight: CGFloat = 32
    static let fontSize: CGFloat = 21
    /// The selection band's side inset and corner radius (estimate).
    static let bandInset: CGFloat = 8
    static let bandRadius: CGFloat = 8

    /// Supplies the numbers of components and rows (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Supplies titles, views and sizes, and hears about selections (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Kept for compatibility (iOS 7+ always shows the band).
    open var showsSelectionIndicator: Bool = true

    private var selected: [Int] = []
    private var rowViews: [UIView] = []
    /// Bumped by every reload: the row views are rebuilt when it, the size or the selection changes.
    private var reloads = 0
    /// What the row views were last built for (see `layoutSubviews()`).
    private var builtFor: RowsKey?

    private struct RowsKey: Equatable {
        var size: CGSize
        var selected: [Int]
        var reloads: Int
        var rightToLeft: Bool
    }

    /// Creates a picker, 320 × 216 unless `frame` has a size (a zero height becomes 216, as UIKit
    /// pins it).
    public override init(frame: CGRect) {
        var f = frame
        if f.size.height == 0 { f.size.height = UIPickerView.defaultSize.height }
        if f.size.width == 0 { f.size.width = UIPickerView.defaultSize.width }
        super.init(frame: f)
        isOpaque = false
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { UIPickerView.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.defaultSize }

    /// The number of components the data source gives.
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows in a component (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row of a component (-1 when it has no rows or does not exist, as in UIKit).
    open func selectedRow(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents, numberOfRows(inComponent: component) > 0 else {
            return -1
        }
        return component < selected.count ? min(selected[component], numberOfRows(inComponent: component) - 1) : 0
    }

    /// Selects a row (a row out of range is reported and ignored; the delegate is not called,
    /// as in UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard row >= 0, row < rows else {
            LayoutDiagnostics.report(
                .warning,
                "UIPickerView: row \(row) is out of range for component \(component) (\(rows) rows); not selected.")
            return
        }
        while selected.count <= component { selected.append(0) }
        selected[component] = row
        setNeedsLayout()
    }

    /// Selects a row as a spin that settles on it would (Plumb), then tells the delegate
    /// `pickerView(_:didSelectRow:inComponent:)`.
    public func simulateSelection(row: Int, inComponent component: Int) {
        guard row >= 0, row < numberOfRows(inComponent: component) else {
            selectRow(row, inComponent: component, animated: false)
            return
        }
        selectRow(row, inComponent: component, animated: false)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// Reloads every component.
    open func reloadAllComponents() {
        selected = (0..<numberOfComponents).map { c in c < selected.count ? selected[c] : 0 }
        reloads += 1
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Reloads one component.
    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// The size of a row in a component.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: componentFrames()[safe: component]?.width ?? 0, height: rowHeight(component))
    }

    /// The view showing a row, if it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        rowViews.first { $0.tag == PickerRowTag(component: component, row: row).value }
    }

    func rowHeight(_ component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.rowHeight
        return h > 0 && h.isFinite ? h : UIPickerView.rowHeight
    }

    /// Component frames, leading to trailing, sharing the width unless the delegate sizes them.
    func componentFrames() -> [CGRect] {
        let n = numberOfComponents
        guard n > 0 else { return [] }
        let inner = max(0, bounds.width - 2 * UIPickerView.bandInset)
        var widths = (0..<n).map { c -> CGFloat in
            let w = delegate?.pickerView(self, widthForComponent: c) ?? 0
            return w > 0 && w.isFinite ? w : -1
        }
        let fixed = widths.filter { $0 >= 0 }.reduce(0, +)
        let flexible = widths.filter { $0 < 0 }.count
        let share = flexible > 0 ? max(0, inner - fixed) / CGFloat(flexible) : 0
        widths = widths.map { $0 < 0 ? share : $0 }
        let total = widths.reduce(0, +)
        var x = bounds.midX - total / 2
        return widths.map { w in
            defer { x += w }
            let r = CGRect(x: x, y: 0, width: w, height: bounds.height)
            return isLayoutRightToLeft ? CGRect(x: bounds.width - r.maxX, y: 0, width: w, height: bounds.height) : r
        }
    }

    /// Builds the visible row views when the size, the selection or the data changed since they
    /// were last built; otherwise leaves them alone (rebuilding them on every pass would add
    /// subviews during each layout and never let the layout settle).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = RowsKey(
            size: bounds.size, selected: (0..<numberOfComponents).map { selectedRow(inComponent: $0) },
            reloads: reloads, rightToLeft: isLayoutRightToLeft)
        guard key != builtFor else { return }
        builtFor = key
        for v in rowViews { v.removeFromSuperview() }
        rowViews = []
        for (c, frame) in componentFrames().enumerated() {
            let rows = numberOfRows(inComponent: c)
            guard rows > 0 else { continue }
            let h = rowHeight(c)
            let sel = selectedRow(inComponent: c)
            let centreTop = bounds.midY - h / 2
            // At most every row: a huge bounds or a tiny row height must not overflow Int.
            let half = (bounds.height / 2 / h).rounded(.up)
            let reach = half.isNaN ? 0 : Int(min(max(half, 0), CGFloat(rows)))
            for r in max(0, sel - reach)...min(rows - 1, sel + reach) {
                let y = centreTop + CGFloat(r - sel) * h
                let rowFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: h)
                let view: UIView
                if let custom = delegate?.pickerView(self, viewForRow: r, forComponent: c, reusing: nil),
                    !(custom is _UIPickerTitleRow)
                {
                    view = custom
                } else {
                    let label = UILabel()
                    label.text = delegate?.pickerView(self, titleForRow: r, forComponent: c) ?? "?"
                    label.font = .systemFont(ofSize: UIPickerView.fontSize)
                    label.textAlignment = .center
                    label.textColor = r == sel ? .label : .secondaryLabel
                    view = label
                }
                view.tag = PickerRowTag(component: c, row: r).value
                view.translatesAutoresizingMaskIntoConstraints = true
                view.frame = rowFrame
                addSubview(view)
                rowViews.append(view)
            }
        }
    }

    open override func draw(_ rect: CGRect) {
        guard numberOfComponents > 0 else { return }
        let h = rowHeight(0)
        let band = CGRect(
            x: UIPickerView.bandInset, y: bounds.midY - h / 2,
            width: max(0, bounds.width - 2 * UIPickerView.bandInset), height: h)
        UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: band, cornerRadius: UIPickerView.bandRadius).fill()
    }
}

/// What the default `viewForRow` returns: "show the title instead".
final class _UIPickerTitleRow: UIView {}

/// A tag that identifies a row view of a picker.
struct PickerRowTag {
    let component: Int, row: Int
    var value: Int { -(1_000_000 * (component + 1) + row) }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
