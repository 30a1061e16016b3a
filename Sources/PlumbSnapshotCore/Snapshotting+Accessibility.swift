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
/// legend beside it, laid out and drawn by PlumbUI itself (so the legend's text is shaped as any
/// label's, Arabic and Hebrew included).
@MainActor
enum AccessibilityOverlay {
    /// The legend column's width, the gap around it and between its entries, in points.
    static let legendWidth: CGFloat = 300
    static let margin: CGFloat = 16
    static let entrySpacing: CGFloat = 12
    /// The numbered marker's size.
    static let markerSize: CGFloat = 20

    /// Distinct colours for the elements, used in turn (Sasha Trubetzkoy's "20 distinct colours",
    /// the 12 that read on white and on the screen's own colours).
    static let palette: [UIColor] = {
        let rgb: [(Int, Int, Int)] = [
            (230, 25, 75), (60, 180, 75), (0, 130, 200), (245, 130, 48), (145, 30, 180), (0, 150, 150),
            (240, 50, 230), (128, 128, 0), (170, 110, 40), (0, 0, 128), (128, 0, 0), (70, 70, 70),
        ]
        return rgb.map { (r: Int, g: Int, b: Int) -> UIColor in
            UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
        }
    }()

    static func color(_ i: Int) -> UIColor { palette[i % palette.count] }

    /// The composite image: `screen` (drawn at `strategy.scale`, `size` points) and the legend of
    /// `elements`.
    static func render(_ screen: Bitmap, size: CGSize, elements: [AccessibilityElementRecord],
                       strategy: Snapshotting) throws(RasterError) -> Bitmap {
        let rtl = strategy.layoutDirection == .rightToLeft
        let traits = strategy.windowTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width + legendWidth + 2 * margin, height: size.height))
        window.overrideTraitCollection = UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: .large)])

        let legend = makeLegend(elements)
        legend.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(legend)
        let legendHeight = legend.systemLayoutSizeFitting(CGSize(width: legendWidth, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height
        let height = max(size.height, legendHeight + 2 * margin)
        window.setFrameWithoutTransition(CGRect(x: 0, y: 0, width: window.bounds.width, height: height))
        let screenX = rtl ? legendWidth + 2 * margin : 0
        NSLayoutConstraint.activate([
            legend.widthAnchor.constraint(equalToConstant: legendWidth),
            legend.topAnchor.constraint(equalTo: window.topAnchor, constant: margin),
            legend.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: rtl ? margin : size.width + margin),
        ])

        let screenView = UIView(frame: CGRect(x: screenX, y: 0, width: size.width, height: size.height))
        screenView.clipsToBounds = true
        let imageView = UIImageView(frame: screenView.bounds)
        imageView.image = UIImage(bitmap: screen, scale: strategy.scale)
        screenView.addSubview(imageView)
        for (i, e) in elements.enumerated() where !e.frame.isNull && e.frame.width > 0 && e.frame.height > 0 {
            let c = color(i)
            let outline = UIView(frame: e.frame)
            outline.backgroundColor = c.withAlphaComponent(0.15)
            outline.layer.borderColor = c.cgColor
            outline.layer.borderWidth = 2
            screenView.addSubview(outline)
        }
        // Numbers over every outline, at the element's top leading corner, kept inside the screen.
        for (i, e) in elements.enumerated() where !e.frame.isNull && e.frame.width > 0 && e.frame.height > 0 {
            let m = marker(i)
            let x = rtl ? e.frame.maxX - markerSize : e.frame.minX
            m.frame = CGRect(x: min(max(0, x), size.width - markerSize), y: min(max(0, e.frame.minY), size.height - markerSize),
                             width: markerSize, height: markerSize)
            screenView.addSubview(m)
        }
        window.addSubview(screenView)
        window.layoutIfNeeded()
        return try ViewRenderer.render(window, scale: strategy.scale, background: strategy.background)
    }

    /// A circle in the element's colour with its number.
    static func marker(_ i: Int) -> UIView {
        let m = UIView()
        m.backgroundColor = color(i)
        m.layer.cornerRadius = markerSize / 2
        let n = UILabel(frame: CGRect(x: 0, y: 0, width: markerSize, height: markerSize))
        n.text = String(i + 1)
        n.font = .boldSystemFont(ofSize: i + 1 >= 100 ? 8 : i + 1 >= 10 ? 10 : 12)
        n.textColor = .white
        n.textAlignment = .center
        m.addSubview(n)
        return m
    }

    /// The legend: one entry per element, in reading order.
    static func makeLegend(_ elements: [AccessibilityElementRecord]) -> UIView {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = entrySpacing
        stack.alignment = .fill
        if elements.isEmpty {
            stack.addArrangedSubview(text("No accessibility elements", font: .systemFont(ofSize: 14), color: .secondaryLabel))
        }
        for (i, e) in elements.enumerated() {
            let m = marker(i)
            m.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([m.widthAnchor.constraint(equalToConstant: markerSize),
                                         m.heightAnchor.constraint(equalToConstant: markerSize)])
            let lines = UIStackView()
            lines.axis = .vertical
            lines.spacing = 2
            lines.addArrangedSubview(e.label.map { text($0, font: .boldSystemFont(ofSize: 14), color: .label) }
                ?? text("(no label)", font: .systemFont(ofSize: 14), color: .systemRed))
            if let value = e.value { lines.addArrangedSubview(text("Value: " + value, font: .systemFont(ofSize: 13), color: .label)) }
            if !e.traits.isEmpty {
                lines.addArrangedSubview(text("Traits: " + e.traits.names.joined(separator: ", "), font: .systemFont(ofSize: 13), color: .secondaryLabel))
            }
            if let hint = e.hint { lines.addArrangedSubview(text("Hint: " + hint, font: .systemFont(ofSize: 13), color: .secondaryLabel)) }
            let markerColumn = UIStackView(arrangedSubviews: [m, UIView()])
            markerColumn.axis = .vertical
            let row = UIStackView(arrangedSubviews: [markerColumn, lines])
            row.axis = .horizontal
            row.spacing = 8
            row.alignment = .top
            stack.addArrangedSubview(row)
        }
        return stack
    }

    static func text(_ s: String, font: UIFont, color: UIColor) -> UILabel {
        let l = UILabel()
        l.text = s
        l.font = font
        l.textColor = color
        l.numberOfLines = 0
        l.setContentCompressionResistancePriority(.required, for: .vertical)
        return l
    }
}
