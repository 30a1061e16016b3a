import Foundation

/// A control for choosing a date or time: UIKit's `UIDatePicker`, in its wheels, compact and
/// inline styles, sized and drawn plausibly.
///
/// - `.wheels`: a `UIPickerView` (320 × 216, see there) with month, day and year columns (or
///   hour, minute and AM/PM for `.time`), in the picker's locale.
/// - `.compact` (and `.automatic`, iOS 14's default on iPhone): a rounded grey pill per part
///   showing the date ("Nov 25, 2026") and/or the time, 34 points tall (estimate of iOS 14+).
/// - `.inline`: a month calendar, 320 × 330 points for dates (estimate), the selected day in a
///   tinted circle.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.preferredDatePickerStyle = .wheels
/// picker.locale = Locale(identifier: "en_US")
/// picker.timeZone = TimeZone(identifier: "UTC")
/// picker.date = Date(timeIntervalSince1970: 0)
/// ```
///
/// Where Plumb differs: no touches or scrolling (set ``date`` and call
/// `sendActions(for: .valueChanged)`); `.countDownTimer` is drawn as hours and minutes wheels;
/// every size marked "estimate" was read from screenshots. Set ``locale`` and ``timeZone`` in
/// snapshot tests: the defaults are the process's.
open class UIDatePicker: UIControl {
    /// What the picker chooses (UIKit's `UIDatePicker.Mode`, same raw values).
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer
    }

    /// How the picker looks (UIKit's `UIDatePickerStyle`, same raw values).
    public enum Style: Int, Sendable {
        case automatic = 0, wheels, compact, inline
    }

    /// The pill height of the compact style (estimate).
    static let compactHeight: CGFloat = 34
    /// The inline calendar's size (estimate).
    static let inlineSize = CGSize(width: 320, height: 330)

    /// The mode (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for (default `.automatic`).
    open var preferredDatePickerStyle: Style = .automatic { didSet { rebuild() } }
    /// The style drawn: `.automatic` is `.compact` (iOS 14+ on iPhone), except that
    /// `.countDownTimer` is always wheels.
    open var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The chosen date, kept between ``minimumDate`` and ``maximumDate``.
    open var date: Date = Date() {
        didSet {
            if let minimumDate, date < minimumDate { date = minimumDate }
            if let maximumDate, date > maximumDate { date = maximumDate }
            rebuild()
        }
    }
    /// The earliest date (default none).
    open var minimumDate: Date? { didSet { clampDate() } }
    /// The latest date (default none).
    open var maximumDate: Date? { didSet { clampDate() } }

    private func clampDate() {
        let d = date
        date = d
    }
    /// The locale of the names and order (default the process's).
    open var locale: Locale? { didSet { rebuild() } }
    /// The time zone (default the process's).
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The calendar (default Gregorian).
    open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { rebuild() } }
    /// Minutes between minute choices (default 1; kept within 1...30, as UIKit).
    open var minuteInterval: Int = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// The count-down duration in seconds (default 0).
    open var countDownDuration: TimeInterval = 0 { didSet { rebuild() } }

    private let wheels = UIPickerView()
    private let wheelSource = DateWheelSource()
    private var pills: [UILabel] = []
    private var calendarViews: [UIView] = []

    /// Creates a date picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
        wheels.dataSource = wheelSource
        wheels.delegate = wheelSource
        rebuild()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the date (`animated` is ignored).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    var resolvedCalendar: Calendar {
        var c = calendar ?? Calendar(identifier: .gregorian)
        c.timeZone = timeZone ?? .current
        c.locale = locale ?? .current
        return c
    }

    func formatter(_ template: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale ?? .current
        f.timeZone = timeZone ?? .current
        f.calendar = resolvedCalendar
        f.setLocalizedDateFormatFromTemplate(template)
        return f
    }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return UIPickerView.defaultSize
        case .inline: return UIDatePicker.inlineSize
        case .compact:
            let widths = compactTexts.map { UIDatePicker.pillWidth(for: $0) }
            let w = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * UIDatePicker.pillGap
            return CGSize(width: w, height: UIDatePicker.compactHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Compact pills: 17-point text (estimate) with 11 points each side (estimate), 8 apart.
    static let pillFont = UIFont.systemFont(ofSize: 17)
    static let pillPadding: CGFloat = 11
    static let pillGap: CGFloat = 8
    static func pillWidth(for text: String) -> CGFloat {
        let l = UILabel()
        l.font = pillFont
        l.text = text
        return l.intrinsicContentSize.width + 2 * pillPadding
    }

    /// The texts of the compact pills: the date ("Nov 25, 2026") and/or the time ("9:41 AM").
    var compactTexts: [String] {
        let day = formatter("yMMMd").string(from: date), time = formatter("jmm").string(from: date)
        switch datePickerMode {
        case .date: return [day]
        case .time: return [time]
        case .dateAndTime: return [day, time]
        case .countDownTimer: return []
        }
    }

    private func rebuild() {
        wheelSource.picker = self
        for p in pills { p.removeFromSuperview() }
        pills = []
        for v in calendarViews { v.removeFromSuperview() }
        calendarViews = []
        wheels.removeFromSuperview()
        switch datePickerStyle {
        case .wheels, .automatic:
            wheelSource.columns = wheelColumns()
            addSubview(wheels)
            wheels.reloadAllComponents()
            for (c, column) in wheelSource.columns.enumerated() where !column.titles.isEmpty {
                wheels.selectRow(column.selected, inComponent: c, animated: false)
            }
        case .compact:
            for text in compactTexts {
                let l = UILabel()
                l.text = text
                l.font = UIDatePicker.pillFont
                l.textAlignment = .center
                l.backgroundColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
                l.layer.cornerRadius = 6
                l.layer.masksToBounds = true
                addSubview(l)
                pills.append(l)
            }
        case .inline:
            buildCalendar()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The wheel columns for the mode.
    func wheelColumns() -> [DateWheelSource.Column] {
        let cal = resolvedCalendar
        let parts = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        switch datePickerMode {
        case .date:
            let months: [String] = formatter("MMMM").monthSymbols
            let days = cal.range(of: .day, in: .month, for: date).map { Array($0) } ?? Array(1...31)
            let year = parts.year ?? 2000
            return [
                .init(titles: months, selected: (parts.month ?? 1) - 1),
                .init(titles: days.map(String.init), selected: (parts.day ?? 1) - 1),
                .init(titles: ((year - 3)...(year + 3)).map(String.init), selected: 3),
            ]
        case .time, .dateAndTime:
            let hour = parts.hour ?? 0
            let f = formatter("jmm")
            var columns: [DateWheelSource.Column] = []
            if datePickerMode == .dateAndTime {
                columns.append(.init(titles: [formatter("MMMEd").string(from: date)], selected: 0))
            }
            let twelve = f.dateFormat.contains("a")
            if twelve {
                columns.append(.init(titles: (1...12).map(String.init), selected: (hour + 11) % 12))
            } else {
                columns.append(.init(titles: (0...23).map { String(format: "%02d", $0) }, selected: hour))
            }
            columns.append(
                .init(
                    titles: stride(from: 0, to: 60, by: minuteInterval).map { String(format: "%02d", $0) },
                    selected: (parts.minute ?? 0) / minuteInterval))
            if twelve { columns.append(.init(titles: [f.amSymbol, f.pmSymbol], selected: hour < 12 ? 0 : 1)) }
            return columns
        case .countDownTimer:
            // UIKit: "the maximum value is 23:59 (86,340 seconds)" (developer.apple.com,
            // UIDatePicker.countDownDuration); clamping also keeps a huge value from trapping.
            let total = Int(min(max(0, countDownDuration), 86_340)) / 60
            return [
                .init(titles: (0...23).map { "\($0) hours" }, selected: min(23, total / 60)),
                .init(titles: (0...59).map { "\($0) min" }, selected: total % 60),
            ]
        }
    }

    /// The inline calendar: the month title, weekday initials and a grid of days.
    private func buildCalendar() {
        let cal = resolvedCalendar
        let header = UILabel()
        header.text = formatter("MMMMy").string(from: date)
        header.font = .systemFont(ofSize: 17, weight: .semibold)
        calendarViews.append(header)
        let symbols: [String] = formatter("E").veryShortStandaloneWeekdaySymbols
        for i in 0..<7 {
            let l = UILabel()
            l.text = symbols.isEmpty ? "" : symbols[(i + cal.firstWeekday - 1) % 7].uppercased()
            l.font = .systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            l.tag = 100 + i
            calendarViews.append(l)
        }
        let days = cal.range(of: .day, in: .month, for: date).map { Array($0) } ?? []
        let selectedDay = cal.component(.day, from: date)
        for d in days {
            let l = UILabel()
            l.text = String(d)
            l.font = .systemFont(ofSize: 20, weight: d == selectedDay ? .semibold : .regular)
            l.textAlignment = .center
            l.textColor = d == selectedDay ? tintColor : .label
            l.tag = 1000 + d
            if d == selectedDay {
                l.backgroundColor = tintColor.withAlphaComponent(0.12)
                l.layer.cornerRadius = 20
                l.layer.masksToBounds = true
            }
            calendarViews.append(l)
        }
        for v in calendarViews { addSubview(v) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, rtl = isLayoutRightToLeft
        switch datePickerStyle {
        case .wheels, .automatic:
            wheels.setManualFrame(b)
        case .compact:
            // Pills from the trailing edge, as iOS aligns a compact picker in its row.
            var x = rtl ? b.minX : b.maxX
            for p in pills.reversed() {
                let w = UIDatePicker.pillWidth(for: p.text ?? "")
                let f = CGRect(
                    x: rtl ? x : x - w, y: (b.midY - UIDatePicker.compactHeight / 2).rounded(),
                    width: w, height: UIDatePicker.compactHeight)
                p.setManualFrame(f)
                x = rtl ? x + w + UIDatePicker.pillGap : x - w - UIDatePicker.pillGap
            }
        case .inline:
            layoutCalendar(in: b, rtl: rtl)
        }
    }

    /// Month title 44 points tall, weekdays 20, six rows of 44-point days (estimates), 7 columns
    /// across 16-point margins; columns run right to left in right-to-left layouts.
    private func layoutCalendar(in b: CGRect, rtl: Bool) {
        let cal = resolvedCalendar
        let margin: CGFloat = 16, col = max(0, (b.width - 2 * margin) / 7)
        func x(_ column: Int) -> CGFloat {
            rtl ? b.maxX - margin - CGFloat(column + 1) * col : b.minX + margin + CGFloat(column) * col
        }
        guard let header = calendarViews.first as? UILabel else { return }
        header.textAlignment = rtl ? .right : .left
        header.setManualFrame(CGRect(x: b.minX + margin, y: 0, width: max(0, b.width - 2 * margin), height: 44))
        var firstColumn = 0
        if let start = cal.dateInterval(of: .month, for: date)?.start {
            firstColumn = (cal.component(.weekday, from: start) - cal.firstWeekday + 7) % 7
        }
        for v in calendarViews.dropFirst() {
            if v.tag >= 1000 {
                let index = firstColumn + v.tag - 1001
                let size: CGFloat = 40
                let cx = x(index % 7) + col / 2
                let cy = 64 + CGFloat(index / 7) * 44 + 22
                v.setManualFrame(
                    CGRect(x: (cx - size / 2).rounded(), y: (cy - size / 2).rounded(), width: size, height: size))
            } else if v.tag >= 100 {
                v.setManualFrame(CGRect(x: x(v.tag - 100), y: 44, width: col, height: 20))
            }
        }
    }
}

/// Feeds the date picker's wheels.
@MainActor
final class DateWheelSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    struct Column { var titles: [String]; var selected: Int }
    var columns: [Column] = []
    weak var picker: UIDatePicker?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].titles.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component].titles[row]
    }
}
