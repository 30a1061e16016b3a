import Foundation

// The classic cell styles (`.default`, `.subtitle`, `.value1`, `.value2`), laid out by the cell
// as UIKit lays out `textLabel`, `detailTextLabel` and `imageView`: an image at the leading
// margin, the texts after it, centred vertically in the content view. Fonts are Dynamic Type
// styles; which style each label uses is an estimate (UIKit documents none): `.body` for the text
// and value detail, `.subheadline` for a subtitle, `.subheadline` in the tint colour for a
// `.value2` text in a 67-point column (estimate).

extension UITableViewCell {
    /// The width of `.value2`'s text column (estimate).
    static let value2ColumnWidth: CGFloat = 67

    func makeClassicLabel(detail: Bool) -> UILabel {
        let l = UILabel()
        switch (cellStyle, detail) {
        case (.value2, false):
            l.font = .preferredFont(forTextStyle: .subheadline)
            l.textColor = tintColor
            l.textAlignment = .right
        case (.subtitle, true):
            l.font = .preferredFont(forTextStyle: .subheadline)
        case (.value1, true):
            l.font = .preferredFont(forTextStyle: .body)
            l.textColor = .secondaryLabel
            l.textAlignment = cellStyle == .value1 ? .right : .natural
        default:
            l.font = .preferredFont(forTextStyle: .body)
        }
        if cellStyle == .value1, detail {
            // Trailing-aligned: `.right` in left-to-right, mirrored below for right-to-left.
            l.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        }
        // The classic labels grow with the content size category, as on iOS ("Using the default
        // basic UITableViewCell ... the text grow[s] or shrink[s] in case the user changes the text
        // size": timeflower.co, "(Static) UITableView and Dynamic Type"); a font you set that is
        // not a text-style font keeps its size.
        l.adjustsFontForContentSizeCategory = true
        _contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// Whether the cell shows its classic labels or image (and no content configuration).
    var usesClassicContent: Bool {
        guard configurationView == nil else { return false }
        return (_textLabel?.text?.isEmpty == false) || (_detailTextLabel?.text?.isEmpty == false)
            || _imageView?.image != nil
    }

    /// The classic content's labels, those with text.
    private var classicLabels: (UILabel?, UILabel?) {
        let t = _textLabel.flatMap { $0.text?.isEmpty == false ? $0 : nil }
        let d = _detailTextLabel.flatMap { $0.text?.isEmpty == false ? $0 : nil }
        return (t, d)
    }

    /// The metrics of the built-in layout (classic or a list configuration) in the content view.
    private func classicMetrics() -> ListContentLayout.Metrics {
        let m = _contentView.directionalLayoutMargins
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let margins = NSDirectionalEdgeInsets(
            top: m.top, leading: m.leading + indent, bottom: m.bottom, trailing: m.trailing)
        return ListContentLayout.Metrics(
            margins: margins, imageSize: _imageView?.image?.size, imageToText: TableMetrics.imageToTextPadding,
            verticalSpacing: 3, horizontalSpacing: 8, sideBySide: cellStyle == .value1,
            minimumHeight: TableMetrics.defaultRowHeight - bottomSeparatorThickness,
            textColumnWidth: cellStyle == .value2 ? UITableViewCell.value2ColumnWidth : nil)
    }

    /// The built-in content's height at a content width, or `nil` when the cell has none.
    func builtInContentHeight(forContentWidth width: CGFloat) -> CGFloat? {
        if let v = configurationView as? UIListContentView {
            var h = v.naturalHeight(forWidth: width)
            // The cell's minimum, less the separator.
            if v.listConfiguration.minimumHeight > 0 {
                h = max(h, TableMetrics.defaultRowHeight - bottomSeparatorThickness)
            }
            return h
        }
        guard usesClassicContent else { return nil }
        let (t, d) = classicLabels
        return ListContentLayout.layout(
            width: width, height: nil, metrics: classicMetrics(), text: t, secondary: d,
            scale: traitCollection.displayScale
        ).height
    }

    /// Where the built-in text starts, in the cell's coordinates (left to right), when the cell
    /// shows an image: separators align with it.
    var builtInTextLeading: CGFloat? {
        if let v = configurationView as? UIListContentView {
            let m = v.listMetrics
            guard let s = m.imageSize else { return nil }
            return m.margins.leading + max(s.width, m.reservedImageSize.width) + m.imageToText
        }
        guard usesClassicContent, let s = _imageView?.image?.size else { return nil }
        return classicMetrics().margins.leading + s.width + TableMetrics.imageToTextPadding
    }

    /// Places the classic labels and image in the content view.
    func layoutBuiltInContent() {
        for v in [_textLabel, _detailTextLabel] as [UIView?] { v?.isHidden = configurationView != nil }
        _imageView?.isHidden = configurationView != nil || _imageView?.image == nil
        guard usesClassicContent else { return }
        let (t, d) = classicLabels
        let w = _contentView.bounds.width, h = _contentView.bounds.height
        let l = ListContentLayout.layout(
            width: w, height: h, metrics: classicMetrics(), text: t, secondary: d,
            scale: traitCollection.displayScale)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        if let r = l.image, let iv = _imageView { iv.frame = place(r) }
        if let r = l.text, let t { t.frame = place(r) }
        if let r = l.secondary, let d { d.frame = place(r) }
        if cellStyle == .value1, let d {
            d.textAlignment = rtl ? .left : .right
        }
        if cellStyle == .value2, let t {
            t.textAlignment = rtl ? .left : .right
        }
    }
}
