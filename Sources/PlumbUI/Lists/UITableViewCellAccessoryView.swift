import Foundation

extension UITableViewCell.AccessoryType {
    /// The size of the standard accessory (see `TableMetrics`).
    var size: CGSize {
        switch self {
        case .none: .zero
        case .disclosureIndicator: TableMetrics.disclosureSize
        case .checkmark: TableMetrics.checkmarkSize
        case .detailButton: TableMetrics.detailButtonSize
        case .detailDisclosureButton:
            CGSize(
                width: TableMetrics.detailButtonSize.width + TableMetrics.detailDisclosureSpacing
                    + TableMetrics.disclosureSize.width,
                height: TableMetrics.detailButtonSize.height)
        }
    }
}

/// Draws a standard accessory: the disclosure chevron (grey; it points the other way in a
/// right-to-left layout, as `chevron.forward` does), the checkmark (never mirrored: it is not a
/// direction) and the detail button (in the tint colour). Flat vector drawing standing in for
/// UIKit's SF Symbols images.
final class UITableViewCellAccessoryView: UIView {
    var kind: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch kind {
        case .none: break
        case .disclosureIndicator:
            drawChevron(ctx, in: bounds, rtl: rtl)
        case .checkmark:
            ctx.setStrokeColor(tintColor)
            ctx.setLineWidth(2)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            let w = bounds.width, h = bounds.height
            let points = [CGPoint(x: 1, y: h * 0.55), CGPoint(x: w * 0.36, y: h - 1), CGPoint(x: w - 1, y: 1)]
            ctx.move(to: points[0])
            for p in points.dropFirst() { ctx.addLine(to: p) }
            ctx.strokePath()
        case .detailButton:
            drawInfo(ctx, in: bounds)
        case .detailDisclosureButton:
            let info = TableMetrics.detailButtonSize
            let chevron = TableMetrics.disclosureSize
            let infoX = rtl ? bounds.width - info.width : 0
            drawInfo(
                ctx, in: CGRect(x: infoX, y: (bounds.height - info.height) / 2, width: info.width, height: info.height))
            let chevronX = rtl ? 0 : bounds.width - chevron.width
            drawChevron(
                ctx,
                in: CGRect(
                    x: chevronX, y: (bounds.height - chevron.height) / 2, width: chevron.width, height: chevron.height),
                rtl: rtl)
        }
    }

    private func drawChevron(_ ctx: CGContext, in r: CGRect, rtl: Bool) {
        ctx.setStrokeColor(.tertiaryLabel)
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        let near = rtl ? r.maxX - 1.5 : r.minX + 1.5, far = rtl ? r.minX + 1.5 : r.maxX - 1.5
        ctx.move(to: CGPoint(x: near, y: r.minY + 1.5))
        ctx.addLine(to: CGPoint(x: far, y: r.midY))
        ctx.addLine(to: CGPoint(x: near, y: r.maxY - 1.5))
        ctx.strokePath()
    }

    private func drawInfo(_ ctx: CGContext, in r: CGRect) {
        ctx.setStrokeColor(tintColor)
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: r.insetBy(dx: 1.5, dy: 1.5))
        ctx.setFillColor(tintColor)
        ctx.fillEllipse(in: CGRect(x: r.midX - 1.25, y: r.minY + r.height * 0.25, width: 2.5, height: 2.5))
        ctx.fill(CGRect(x: r.midX - 1, y: r.minY + r.height * 0.42, width: 2, height: r.height * 0.34))
    }
}
