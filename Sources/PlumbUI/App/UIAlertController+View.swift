import Foundation

/// The numbers of UIKit's alerts and action sheets. Sources: marpies.com, "Coding Auto Layout by
/// Example — Custom UIAlert" (2022: "The alert's width is limited at 270 points"; two buttons
/// side by side when they fit, else stacked); SDCAlertView's `AlertVisualStyle.swift` (an
/// open-source UIAlertController look-alike: width 270, corner radius 13, action height 44 in an
/// alert and 57 in an action sheet, action font 17 in an alert and 20 in an action sheet, action
/// sheet side margins 10 and bottom margin 10 without a home indicator, text field height 25 and
/// font 13). Numbers no source states are marked "estimate".
enum AlertMetrics {
    /// Width of an alert card (marpies.com; SDCAlertView `width = 270`).
    static let alertWidth: CGFloat = 270
    /// Corner radius of the card and the action sheet's groups (SDCAlertView `cornerRadius = 13`).
    static let cornerRadius: CGFloat = 13
    /// Height of an alert button (SDCAlertView `actionViewSize` height 44).
    static let alertActionHeight: CGFloat = 44
    /// Height of an action sheet button (SDCAlertView `actionViewSize` height 57).
    static let sheetActionHeight: CGFloat = 57
    /// Action title sizes (SDCAlertView `alertNormalFont` 17, `actionSheetNormalFont` 20).
    static let alertActionFontSize: CGFloat = 17
    static let sheetActionFontSize: CGFloat = 20
    /// Title and message sizes of an alert: 17 semibold (the headline style) and 13 (the
    /// footnote style) (estimate: read from iOS 13–17 screenshots).
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    /// Title and message size of an action sheet (estimate).
    static let sheetHeaderFontSize: CGFloat = 13
    /// Space above the title and below the last label of an alert (estimate).
    static let alertHeaderVerticalPadding: CGFloat = 20
    /// Space above and below an action sheet's header (estimate).
    static let sheetHeaderVerticalPadding: CGFloat = 14
    /// Side padding of titles and messages (estimate).
    static let headerSidePadding: CGFloat = 16
    /// Space between title and message (estimate).
    static let titleMessageSpacing: CGFloat = 2
    /// Text fields: height and font (SDCAlertView `textFieldHeight = 25`, `textFieldFont` 13);
    /// the gap above the first and between fields (estimate).
    static let textFieldHeight: CGFloat = 25
    static let textFieldFontSize: CGFloat = 13
    static let textFieldSpacing: CGFloat = 8
    /// Horizontal padding that a side-by-side button keeps around its title (estimate).
    static let sideBySideTitlePadding: CGFloat = 8
    /// Action sheet margins from the screen's sides (SDCAlertView `margins.left/right = 10`), and
    /// from its bottom without a home indicator (SDCAlertView bottom margin 10).
    static let sheetSideMargin: CGFloat = 10
    static let sheetBottomMargin: CGFloat = 10
    /// Gap between an action sheet's actions and its cancel group (estimate).
    static let sheetCancelGap: CGFloat = 8
    /// Width of an action sheet shown as a popover in a regular width (estimate).
    static let popoverWidth: CGFloat = 304
    /// Opacity of the black dimming behind an alert or action sheet (estimate).
    static let dimmingAlpha: CGFloat = 0.2
    /// The card's flat colour (iOS blurs; estimate of the light-mode result).
    static let cardColor = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 242.0 / 255, alpha: 1)
    /// An action sheet's cancel group is opaque white (SDCAlertView
    /// `actionViewCancelBackgroundColor` `.white` in light mode).
    static let cancelCardColor = UIColor.white
}

/// An alert controller's view: the dimming over the whole window, and the card (or an action
/// sheet's two groups), laid out by hand as UIKit lays out its `_UIAlertControllerView`.
final class UIAlertControllerView: UIView {
    unowned(unsafe) let controller: UIAlertController
    /// The alert card, or an action sheet's main group.
    let card = _UIAlertControllerCard()
    /// An action sheet's cancel group.
    let cancelCard = _UIAlertControllerCard()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var actionViews: [_UIAlertControllerActionView] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        backgroundColor = UIColor(white: 0, alpha: AlertMetrics.dimmingAlpha)
        addSubview(card)
        cancelCard.backgroundColor = AlertMetrics.cancelCardColor
        addSubview(cancelCard)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// Remakes the labels, fields and buttons from the controller.
    func rebuild() {
        let sheet = isSheet
        titleLabel.text = controller.title
        titleLabel.font =
            sheet
            ? .systemFont(ofSize: AlertMetrics.sheetHeaderFontSize, weight: .semibold)
            : .systemFont(ofSize: AlertMetrics.alertTitleFontSize, weight: .semibold)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(
            ofSize: sheet ? AlertMetrics.sheetHeaderFontSize : AlertMetrics.alertMessageFontSize)
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for v in actionViews { v.removeFromSuperview() }
        for v in separators { v.removeFromSuperview() }
        actionViews = []
        separators = []
        for field in controller.textFields ?? [] where field.superview !== card {
            field.borderStyle = .none
            field.backgroundColor = .systemBackground
            field.layer.borderWidth = 1 / max(1, traitCollection.displayScale)
            field.layer.borderColor = UIColor.separator.cgColor
            card.addSubview(field)
        }
        for action in controller.actions {
            let v = _UIAlertControllerActionView(
                action: action, bold: action === controller.boldAction,
                fontSize: sheet ? AlertMetrics.sheetActionFontSize : AlertMetrics.alertActionFontSize)
            actionViews.append(v)
            (sheet && action.style == .cancel ? cancelCard : card).addSubview(v)
        }
        cancelCard.isHidden = !(sheet && controller.actions.contains { $0.style == .cancel })
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isSheet { layoutSheet() } else { layoutAlert() }
    }

    /// The header (title, message, text fields) laid out from `y` in a card of `width`; returns
    /// the y below it.
    private func layoutHeader(width: CGFloat, sheet: Bool) -> CGFloat {
        let hasTitle = !(controller.title ?? "").isEmpty, hasMessage = !(controller.message ?? "").isEmpty
        let fields = controller.textFields ?? []
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        guard hasTitle || hasMessage || !fields.isEmpty else { return 0 }
        let pad = sheet ? AlertMetrics.sheetHeaderVerticalPadding : AlertMetrics.alertHeaderVerticalPadding
        let side = AlertMetrics.headerSidePadding
        let textWidth = max(0, width - 2 * side)
        var y = pad
        if hasTitle {
            let h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            titleLabel.setManualFrame(CGRect(x: side, y: y, width: textWidth, height: h))
            y += h
        }
        if hasMessage {
            if hasTitle { y += AlertMetrics.titleMessageSpacing }
            let h = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            messageLabel.setManualFrame(CGRect(x: side, y: y, width: textWidth, height: h))
            y += h
        }
        for (i, field) in fields.enumerated() {
            y += (i == 0 && !(hasTitle || hasMessage)) ? 0 : AlertMetrics.textFieldSpacing
            field.setManualFrame(CGRect(x: side, y: y, width: textWidth, height: AlertMetrics.textFieldHeight))
            y += AlertMetrics.textFieldHeight
        }
        return y + pad
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    private func separator(in card: UIView, _ frame: CGRect) {
        let s = UIView(frame: frame)
        s.backgroundColor = .separator
        card.addSubview(s)
        separators.append(s)
    }

    /// Whether an alert's two buttons go side by side: exactly two, and each title fits half the
    /// card on one line.
    var actionsSideBySide: Bool {
        guard !isSheet, actionViews.count == 2 else { return false }
        let half = AlertMetrics.alertWidth / 2 - 2 * AlertMetrics.sideBySideTitlePadding
        return actionViews.allSatisfy { $0.titleWidth <= half }
    }

    private func layoutAlert() {
        for s in separators { s.removeFromSuperview() }
        separators = []
        let safe = safeAreaInsets
        let width = min(AlertMetrics.alertWidth, max(0, bounds.width - safe.left - safe.right))
        var y = layoutHeader(width: width, sheet: false)
        let h = AlertMetrics.alertActionHeight, line = hairline
        if actionsSideBySide {
            // Cancel goes on the leading side (the right in right-to-left layouts).
            var pair = actionViews
            if pair[1].action.style == .cancel { pair.reverse() }
            if isLayoutRightToLeft { pair.reverse() }
            if y > 0 { separator(in: card, CGRect(x: 0, y: y, width: width, height: line)) }
            let half = (width / 2).rounded()
            pair[0].setManualFrame(CGRect(x: 0, y: y, width: half, height: h))
            pair[1].setManualFrame(CGRect(x: half, y: y, width: width - half, height: h))
            separator(in: card, CGRect(x: half, y: y, width: line, height: h))
            y += h
        } else {
            // Stacked: in the order added, the cancel action last.
            let ordered =
                actionViews.filter { $0.action.style != .cancel } + actionViews.filter { $0.action.style == .cancel }
            for v in ordered {
                if y > 0 { separator(in: card, CGRect(x: 0, y: y, width: width, height: line)) }
                v.setManualFrame(CGRect(x: 0, y: y, width: width, height: h))
                y += h
            }
        }
        let available = max(0, bounds.height - safe.top - safe.bottom)
        let height = min(y, available)
        card.setManualFrame(
            CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: (safe.top + (available - height) / 2).rounded(),
                width: width, height: height))
    }

    private func layoutSheet() {
        for s in separators { s.removeFromSuperview() }
        separators = []
        let safe = safeAreaInsets
        let h = AlertMetrics.sheetActionHeight, line = hairline
        let regular = traitCollection.horizontalSizeClass == .regular
        let width =
            regular
            ? min(AlertMetrics.popoverWidth, bounds.width)
            : max(0, bounds.width - safe.left - safe.right - 2 * AlertMetrics.sheetSideMargin)
        var y = layoutHeader(width: width, sheet: true)
        for v in actionViews where v.action.style != .cancel {
            if y > 0 { separator(in: card, CGRect(x: 0, y: y, width: width, height: line)) }
            v.setManualFrame(CGRect(x: 0, y: y, width: width, height: h))
            y += h
        }
        let cancel = actionViews.first { $0.action.style == .cancel }
        cancel?.setManualFrame(CGRect(x: 0, y: 0, width: width, height: h))
        card.isHidden = y == 0
        if regular {
            // A popover under its source (Plumb draws no arrow); a cancel action is not shown in a
            // popover, as on iPad.
            cancelCard.isHidden = true
            var anchor = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            if let pop = controller.popoverPresentationController, let source = pop.sourceView {
                let r = pop.sourceRect == .zero ? source.bounds : pop.sourceRect
                anchor = source.convert(r, to: self)
            }
            let x = min(max(safe.left, anchor.midX - width / 2), bounds.width - safe.right - width)
            card.setManualFrame(
                CGRect(
                    x: x.rounded(), y: (anchor.maxY + AlertMetrics.sheetCancelGap).rounded(), width: width, height: y))
            return
        }
        let x = safe.left + AlertMetrics.sheetSideMargin
        var bottom = bounds.height - max(safe.bottom, AlertMetrics.sheetBottomMargin)
        if cancel != nil {
            cancelCard.setManualFrame(CGRect(x: x, y: bottom - h, width: width, height: h))
            bottom -= h + AlertMetrics.sheetCancelGap
        }
        card.setManualFrame(CGRect(x: x, y: max(safe.top, bottom - y), width: width, height: min(y, bottom - safe.top)))
    }
}

/// An alert's card or an action sheet group: rounded, flat.
final class _UIAlertControllerCard: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = AlertMetrics.cornerRadius
        layer.masksToBounds = true
        backgroundColor = AlertMetrics.cardColor
    }

    required init?(coder: NSCoder) { nil }
}

/// One action's button: its title centred (UIKit's `_UIAlertControllerActionView`).
final class _UIAlertControllerActionView: UIView {
    let action: UIAlertAction
    let label = UILabel()

    init(action: UIAlertAction, bold: Bool, fontSize: CGFloat) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        let color: UIColor = action.style == .destructive ? .systemRed : .systemBlue
        label.textColor = action.isEnabled ? color : .tertiaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The title's width on one line.
    var titleWidth: CGFloat { label.sizeThatFits(CGSize(width: 0, height: 0)).width }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = label.sizeThatFits(
            CGSize(width: max(0, bounds.width - 2 * AlertMetrics.sideBySideTitlePadding), height: 0))
        let w = min(s.width, max(0, bounds.width - 2 * AlertMetrics.sideBySideTitlePadding))
        label.setManualFrame(
            CGRect(
                x: ((bounds.width - w) / 2).rounded(), y: ((bounds.height - s.height) / 2).rounded(),
                width: w, height: s.height))
    }

    override var descriptionText: String? { action.title.map { "\"\($0)\"" } }
}
