import Foundation

// The accessibility properties UIKit's own views and controls report when the app sets none.
//
// Sources. Apple's documentation of `isAccessibilityElement` ("If the receiver is a UIKit control,
// the default value is true"), `accessibilityLabel` ("standard UIKit controls and views have labels
// that derive from their titles"), `accessibilityTraits` ("UIKit provides an appropriate combination
// of traits for all standard controls and views") and the "UIAccessibility" protocol page
// ("Standard UIKit controls and views ... are accessible to assistive apps by default").
// Apple publishes no per-class table: the per-class values below are marked "estimate" where they
// come from VoiceOver's observed behaviour (as AccessibilitySnapshot's parser and its reference
// images record it) rather than from Apple's text.

extension UIResponder {
    /// The default of ``isAccessibilityElement``.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UIAccessibilityElement: return true
        // Containers of elements of their own, not elements (estimates: VoiceOver reads each
        // segment, each stepper button).
        case is UISegmentedControl, is UIStepper, is UIDatePicker: return false
        // A label with no text is skipped by VoiceOver (estimate).
        case let label as UILabel: return !(label.accessibleText ?? "").isEmpty
        case is UIControl: return true  // Apple: "If the receiver is a UIKit control ... true"
        // Standard views read as one element (estimates): a table cell combines its labels; a
        // bar button, a tab, a progress bar, an activity indicator and a text view are one each.
        case is UITableViewCell, is UITabBarButton, is UIProgressView, is UITextView: return true
        // A bar button is one, unless it is a space or shows a custom view (whose own elements count).
        case let item as _UIButtonBarButton: return !(item.item?.isSpace ?? false) && item.item?.customView == nil
        case let spinner as UIActivityIndicatorView: return spinner.isAnimating
        default: return false
        }
    }

    /// The default of ``accessibilityLabel``.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.accessibleText
        // A button's title, else its image's accessibilityLabel (estimate).
        case let button as UIButton:
            return button.accessibleTitle ?? button.currentImage?.accessibilityLabel
                ?? button.buttonType.accessibilityName
        // An image view reads its image's accessibilityLabel (estimate).
        case let imageView as UIImageView: return imageView.image?.accessibilityLabel
        // A text field is named by its placeholder when nothing names it (estimate).
        case let field as UITextField: return field.placeholder.flatMap { $0.isEmpty ? nil : $0 }
        case let cell as UITableViewCell: return cell.combinedLabelText
        case let item as _UIButtonBarButton:
            if let l = item.item?.accessibilityLabel { return l }
            if let t = item.label.text, !t.isEmpty { return t }
            return item.item?.title ?? item.item?.systemItem?.accessibilityName
        case let tab as UITabBarButton: return tab.item.accessibilityLabel ?? tab.item.title
        // VoiceOver says "In progress" for a spinning indicator (estimate).
        case let spinner as UIActivityIndicatorView: return spinner.isAnimating ? "In progress" : nil
        case is UIProgressView: return "Progress"  // estimate
        default: return nil
        }
    }

    /// The default of ``accessibilityValue``.
    var defaultAccessibilityValue: String? {
        switch self {
        // "1" on, "0" off: the values AccessibilitySnapshot's parser reads from a UISwitch and
        // VoiceOver speaks as "on"/"off".
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        // The position as a whole percentage (estimate of VoiceOver's "50%").
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let f = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return Self.percent(Double(f))
        case let progress as UIProgressView: return Self.percent(Double(progress.progress))  // estimate
        case let stepper as UIStepper: return Self.number(stepper.value)  // estimate
        case let page as UIPageControl:  // "page 2 of 5" (estimate)
            return page.numberOfPages > 0 ? "page \(page.currentPage + 1) of \(page.numberOfPages)" : nil
        // A text field's text (bullets for a secure one); a text view's text (estimates).
        case let field as UITextField:
            guard let text = field.text, !text.isEmpty else { return nil }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView: return textView.text.flatMap { $0.isEmpty ? nil : $0 }
        // A cell with a control as its accessory reads that control's value (a settings row's
        // switch: "Airplane Mode, switch button, off"; estimate).
        case let cell as UITableViewCell: return cell.accessoryControl?.accessibilityValue
        case let tab as UITabBarButton: return tab.item.badgeValue  // estimate
        default: return nil
        }
    }

    /// The default of ``accessibilityTraits``.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case let label as UILabel:
            return label.isBarTitle ? [.staticText, .header] : .staticText  // a bar's title is a heading (estimate)
        case is UIImageView: return .image  // estimate
        case let cell as UITableViewCell:
            var t = cell.accessoryControl?.accessibilityTraits ?? []
            if cell.accessoryType == .checkmark { t.insert(.selected) }  // estimate
            return t
        case let item as _UIButtonBarButton:
            return item.item?.isEnabled == false ? [.button, .notEnabled] : .button
        case let tab as UITabBarButton:
            var t: UIAccessibilityTraits = .button
            if let bar = tab.superview as? UITabBar, bar.selectedItem === tab.item { t.insert(.selected) }
            if !tab.item.isEnabled { t.insert(.notEnabled) }
            return t
        case is UITabBar: return .tabBar
        case is UIActivityIndicatorView, is UIProgressView: return .updatesFrequently  // estimate
        case let control as UIControl:
            var t: UIAccessibilityTraits
            switch control {
            case is UIButton: t = .button
            // A switch is a button with the toggle trait (iOS 17's public `.toggleButton`; before,
            // a private switch trait: estimate).
            case is UISwitch: t = [.button, .toggleButton]
            case is UISlider, is UIPageControl: t = .adjustable
            case is UISearchTextField: t = .searchField
            default: t = []
            }
            if control.isSelected, !(control is UISwitch) { t.insert(.selected) }
            if !control.isEnabled { t.insert(.notEnabled) }
            return t
        default: return []
        }
    }

    /// The default of ``accessibilityFrame``: a view's bounds in its window (its root's
    /// coordinates), an element's frame in its container's space.
    var defaultAccessibilityFrame: CGRect {
        switch self {
        case let view as UIView: return view.convert(view.bounds, to: nil)
        case let element as UIAccessibilityElement:
            guard element.accessibilityFrameInContainerSpace != .zero else { return .zero }
            let container = element.accessibilityContainer
            if let view = container as? UIView {
                return view.convert(element.accessibilityFrameInContainerSpace, to: nil)
            }
            if let parent = container as? UIResponder {
                return element.accessibilityFrameInContainerSpace.offsetBy(
                    dx: parent.accessibilityFrame.minX, dy: parent.accessibilityFrame.minY)
            }
            return element.accessibilityFrameInContainerSpace
        default: return .zero
        }
    }

    /// The elements a standard container reads, in this order, instead of its subviews in
    /// reading order, when ``accessibilityElements`` is not set: a segmented control's segments, a
    /// stepper's two buttons (estimates: each segment reads as its title, a button, selected when
    /// selected; the stepper's as "Decrement" and "Increment"), a navigation bar's row.
    var defaultAccessibilityChildren: [UIResponder]? {
        switch self {
        case let control as UISegmentedControl:
            let rects = control.segmentRects
            return rects.indices.map { i in
                let e = SystemAccessibilityElement(accessibilityContainer: control)
                e.index = i
                e.accessibilityLabel = control.segments[i].title
                var t: UIAccessibilityTraits = .button
                if i == control.selectedSegmentIndex { t.insert(.selected) }
                if !control.isEnabled || !control.segments[i].isEnabled { t.insert(.notEnabled) }
                e.accessibilityTraits = t
                e.accessibilityFrameInContainerSpace = rects[i]
                return e
            }
        case let stepper as UIStepper:
            let b = stepper.bounds, half = b.width / 2
            let rtl = stepper.isLayoutRightToLeft
            let leading = CGRect(x: rtl ? half : 0, y: 0, width: half, height: b.height)
            let trailing = CGRect(x: rtl ? 0 : half, y: 0, width: half, height: b.height)
            return [
                ("Decrement", leading, stepper.value > stepper.minimumValue),
                ("Increment", trailing, stepper.value < stepper.maximumValue),
            ].enumerated().map { i, part in
                let (name, frame, enabled) = part
                let e = SystemAccessibilityElement(accessibilityContainer: stepper)
                e.index = i
                e.accessibilityLabel = name
                e.accessibilityTraits = enabled && stepper.isEnabled ? .button : [.button, .notEnabled]
                e.accessibilityFrameInContainerSpace = frame
                return e
            }
        // A navigation bar reads its row from the leading side: back button and leading items, the
        // title, then the trailing items, whatever their heights (estimate: VoiceOver reads
        // "Back, Settings, heading, Done" although the buttons are taller than the title).
        case let content as _UINavigationBarContentView:
            let rtl = content.isLayoutRightToLeft
            return content.subviews.enumerated().sorted { a, b in
                let ka = rtl ? -a.element.frame.maxX : a.element.frame.minX,
                    kb = rtl ? -b.element.frame.maxX : b.element.frame.minX
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
        default: return nil
        }
    }

    static func percent(_ f: Double) -> String {
        let p = (max(0, min(1, f.isFinite ? f : 0)) * 100).rounded()
        return "\(Int(p))%"
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// An element UIKit makes for a part of a standard control (a segment, a stepper button).
package final class SystemAccessibilityElement: UIAccessibilityElement {
    /// Its place among the control's parts (the segment's index).
    package var index = 0
}

extension UILabel {
    /// The text VoiceOver reads: the attributed text's string, else the text.
    var accessibleText: String? {
        if let a = attributedText, !a.string.isEmpty { return a.string }
        return text
    }

    /// Whether the label is a navigation bar's title (inline or large).
    var isBarTitle: Bool {
        if let content = superview as? _UINavigationBarContentView { return content.bar?.titleLabel === self }
        return superview is _UINavigationBarLargeTitleView
    }
}

extension UIButton.ButtonType {
    /// What VoiceOver calls a button of a standard type that shows no title (estimates: "More
    /// Info" for the info and detail-disclosure buttons, "Add Contact", "Close").
    var accessibilityName: String? {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark: "More Info"
        case .contactAdd: "Add Contact"
        case .close: "Close"
        default: nil
        }
    }
}

extension UIBarButtonItem.SystemItem {
    /// What VoiceOver calls a system bar button item (estimates: the English names of the items,
    /// "Share" for `.action`).
    var accessibilityName: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Trash"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }
}

extension UIButton {
    /// The title VoiceOver reads: the configuration's or the current state's title, else the
    /// attributed title's string.
    var accessibleTitle: String? {
        if let t = currentTitle, !t.isEmpty { return t }
        if let a = currentAttributedTitle, !a.string.isEmpty { return a.string }
        return nil
    }
}

extension UITableViewCell {
    /// The control shown as the accessory (a settings row's switch), if any.
    var accessoryControl: UIControl? {
        if let c = accessoryView as? UIControl { return c }
        return accessoryView.flatMap { v in v.subviews.lazy.compactMap { $0 as? UIControl }.first }
    }

    /// The texts of the visible labels inside the cell (not its accessory), in reading order,
    /// joined with ", " (estimate of how UIKit names a cell: "Wi-Fi, Home").
    var combinedLabelText: String? {
        var texts: [(CGRect, String)] = []
        let accessory = accessoryView
        func visit(_ v: UIView) {
            if v.isHidden || v.alpha <= 0 || v === accessory { return }
            if let l = v as? UILabel, let t = l.accessibilityLabel, !t.isEmpty {
                texts.append((l.convert(l.bounds, to: self), t))
                return
            }
            v.subviews.forEach(visit)
        }
        visit(self)
        let rtl = isLayoutRightToLeft
        let ordered = AccessibilityReadingOrder.sorted(texts, rightToLeft: rtl) { $0.0 }
        let joined = ordered.map(\.1).joined(separator: ", ")
        return joined.isEmpty ? nil : joined
    }
}
