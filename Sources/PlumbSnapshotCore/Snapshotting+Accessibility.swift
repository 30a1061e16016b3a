import Foundation
import PlumbUI
import Raster

extension Snapshotting {
    /// The same strategy showing what VoiceOver reads, in the style of Cash App's
    /// AccessibilitySnapshot: the image with each accessibility element outlined in its own colour
    /// and numbered in reading order, beside a legend that lists, for each number, the element's
    /// label, value, traits and hint. Right to left, the legend is on the left, reads right to
    /// left and the numbers follow right-to-left reading order. With `.frames` (``asFrames``) the
    /// snapshot is the `.txt` list of elements instead (``AccessibilityElements/text(_:)``).
    /// Variant names end in `.accessibility`.
    ///
    /// The elements, their order and their default labels and traits are UIKit's as Plumb models
    /// them (see `UIResponder.isAccessibilityElement` and `AccessibilityHierarchy`): labels are
    /// elements with their text, controls with their titles, a table cell combines its labels.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE).accessibility)              // iPhoneSE.ltr@2x.accessibility.png
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE).rightToLeft.accessibility)
    /// assertSnapshot(of: SettingsViewController(), as: .frames(on: .iPhoneSE).accessibility)             // iPhoneSE.ltr@2x.accessibility.txt
    /// ```
    public var accessibility: Snapshotting { var s = self; s.drawsAccessibility = true; return s }
}

/// Draws an accessibility snapshot: the screen with its elements outlined and numbered, and the
/// legend beside it. The boxes and markers are painted on a Raster canvas; each piece of text is a
/// `UILabel` drawn by PlumbUI on its own (so it is shaped as any label's, Arabic and Hebrew
/// included) with the strategy's traits (direction, style), then placed. No view tree is laid
/// out: a legend of many entries would otherwise cost a constraint solve per entry.
@MainActor
enum AccessibilityOverlay {
    /// The legend column's width, the margin around it and the gap between its entries, in points.
    static let legendWidth: CGFloat = 300
    static let margin: CGFloat = 16
    static let entrySpacing: CGFloat = 12
    /// The numbered marker's size in the legend and on the screen.
    static let markerSize: CGFloat = 20
    static let screenMarkerSize: CGFloat = 16

    /// Distinct colours for the elements, used in turn (Sasha Trubetzkoy's "20 distinct colours",
    /// the 12 that read on white and on the screen's own colours).
    static let palette: [Color] = [
        Color(red: 230, green: 25, blue: 75), Color(red: 60, green: 180, blue: 75),
        Color(red: 0, green: 130, blue: 200),
        Color(red: 245, green: 130, blue: 48), Color(red: 145, green: 30, blue: 180),
        Color(red: 0, green: 150, blue: 150),
        Color(red: 240, green: 50, blue: 230), Color(red: 128, green: 128, blue: 0),
        Color(red: 170, green: 110, blue: 40),
        Color(red: 0, green: 0, blue: 128), Color(red: 128, green: 0, blue: 0), Color(red: 70, green: 70, blue: 70),
    ]

    static func color(_ i: Int) -> Color { palette[i % palette.count] }

    /// A piece of text drawn at the strategy's scale, and its size in points.
    struct TextImage {
        var bitmap: Bitmap
        var size: CGSize
    }

    /// The composite image: `screen` (drawn at `strategy.scale`, `size` points) and the legend of
    /// `elements`.
    static func render(
        _ screen: Bitmap, size: CGSize, elements: [AccessibilityElementRecord],
        strategy: Snapshotting
    ) throws(RasterError) -> Bitmap {
        let rtl = strategy.layoutDirection == .rightToLeft
        let traits = UITraitCollection(traitsFrom: [
            strategy.windowTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            UITraitCollection(preferredContentSizeCategory: .large),
        ])
        let scale = Double(strategy.scale)
        func text(_ s: String, _ font: UIFont, _ color: UIColor, width: CGFloat, alignment: NSTextAlignment = .natural)
            throws(RasterError) -> TextImage
        {
            let l = UILabel()
            l.overrideTraitCollection = traits
            l.text = s
            l.font = font
            l.textColor = color
            l.textAlignment = alignment
            l.numberOfLines = 0
            let h = ceil(l.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
            l.frame = CGRect(x: 0, y: 0, width: width, height: max(1, h))
            return TextImage(bitmap: try ViewRenderer.render(l, scale: strategy.scale), size: l.bounds.size)
        }

        // The legend's pieces, placed from the top: (image, x, y) in legend coordinates.
        var pieces: [(TextImage, CGFloat, CGFloat)] = []
        var markers: [(Int, CGRect)] = []
        let textWidth = legendWidth - markerSize - 8
        let textX = rtl ? 0 : markerSize + 8
        var y: CGFloat = 0
        func place(_ t: TextImage) {
            pieces.append((t, textX, y))
            y += t.size.height + 2
        }
        if elements.isEmpty {
            pieces.append(
                (
                    try text("No accessibility elements", .systemFont(ofSize: 14), .secondaryLabel, width: legendWidth),
                    0, 0
                ))
            y = pieces[0].0.size.height
        }
        for (i, e) in elements.enumerated() {
            let top = y
            markers.append(
                (i, CGRect(x: rtl ? legendWidth - markerSize : 0, y: top, width: markerSize, height: markerSize)))
            if let label = e.label {
                place(try text(label, .boldSystemFont(ofSize: 14), .label, width: textWidth))
            } else {
                place(try text("(no label)", .systemFont(ofSize: 14), .systemRed, width: textWidth))
            }
            if let value = e.value {
                place(try text("Value: " + value, .systemFont(ofSize: 13), .label, width: textWidth))
            }
            if !e.traits.isEmpty {
                place(
                    try text(
                        "Traits: " + e.traits.names.joined(separator: ", "), .systemFont(ofSize: 13), .secondaryLabel,
                        width: textWidth))
            }
            if let hint = e.hint {
                place(try text("Hint: " + hint, .systemFont(ofSize: 13), .secondaryLabel, width: textWidth))
            }
            if !e.customActions.isEmpty {
                place(
                    try text(
                        "Actions: " + e.customActions.joined(separator: ", "), .systemFont(ofSize: 13), .secondaryLabel,
                        width: textWidth))
            }
            y = max(y - 2, top + markerSize) + entrySpacing
        }
        let legendHeight = elements.isEmpty ? y : y - entrySpacing

        let width = size.width + legendWidth + 2 * margin
        let height = max(size.height, legendHeight + 2 * margin)
        let background = strategy.background.map { Filmstrip.rasterColor($0.resolvedColor(with: traits)) } ?? .clear
        let canvas = try Canvas(width: Double(width), height: Double(height), scale: scale, fill: background)
        let screenX = rtl ? legendWidth + 2 * margin : 0
        let legendX = rtl ? margin : size.width + margin

        // The screen, each element's box, then the numbers over all boxes.
        canvas.saveState()
        canvas.translateBy(x: Double(screenX), y: 0)
        canvas.clip(to: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        canvas.draw(
            screen, in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
            interpolation: .nearest)
        let shown = elements.enumerated().filter {
            !$0.element.frame.isNull && $0.element.frame.width > 0 && $0.element.frame.height > 0
        }
        for (i, e) in shown {
            let r = rect(e.frame)
            canvas.fill(r, color: color(i).withAlpha(38))
            canvas.strokeBorder(r, width: 2, color: color(i))
        }
        // Centred on the element's top leading corner (so they hide little of what the element
        // shows), kept inside the screen.
        let d = screenMarkerSize
        for (i, e) in shown {
            let x = (rtl ? e.frame.maxX : e.frame.minX) - d / 2
            let box = CGRect(
                x: min(max(0, x), size.width - d), y: min(max(0, e.frame.minY - d / 2), size.height - d), width: d,
                height: d)
            try drawMarker(i, in: box, on: canvas, text: text)
        }
        canvas.restoreState()

        canvas.saveState()
        canvas.translateBy(x: Double(legendX), y: Double(margin))
        for (i, box) in markers { try drawMarker(i, in: box, on: canvas, text: text) }
        for (t, x, y) in pieces {
            canvas.draw(
                t.bitmap,
                in: Rect(x: Double(x), y: Double(y), width: Double(t.size.width), height: Double(t.size.height)),
                interpolation: .nearest)
        }
        canvas.restoreState()
        return canvas.bitmap
    }

    /// A circle in the element's colour with its number in white.
    static func drawMarker(
        _ i: Int, in box: CGRect, on canvas: Canvas,
        text: (String, UIFont, UIColor, CGFloat, NSTextAlignment) throws(RasterError) -> TextImage
    ) throws(RasterError) {
        canvas.fill(rect(box), cornerRadii: CornerRadii(all: Double(box.width / 2)), color: color(i))
        let digits = String(i + 1).count
        let font = UIFont.boldSystemFont(ofSize: (box.width * (digits >= 3 ? 0.4 : digits == 2 ? 0.5 : 0.6)).rounded())
        let number = try text(String(i + 1), font, .white, box.width, .center)
        let y = box.minY + (box.height - number.size.height) / 2
        canvas.draw(
            number.bitmap,
            in: Rect(x: Double(box.minX), y: Double(y), width: Double(box.width), height: Double(number.size.height)),
            interpolation: .nearest)
    }

    static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}
