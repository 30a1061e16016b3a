import Foundation

/// A row of mutually exclusive segments: UIKit's `UISegmentedControl`.
///
/// Its intrinsic size is 32 points tall, the height of iOS 13's redesigned control (an
/// unconfirmed value: Plumb found no published source for it). Its width is the
/// number of segments times the widest segment: each segment's content (its title measured in
/// the 13-point system font, as UILabel measures it, or its image's size) plus 8 points on each
/// side. The 8-point padding is Plumb's estimate: iOS's exact figure is not published. Segments
/// given a width with ``setWidth(_:forSegmentAt:)`` keep it; with
/// ``apportionsSegmentWidthsByContent`` each segment is as wide as its own content.
///
/// Laid out wider or narrower than that, the width left after fixed-width segments is shared
/// equally by the others. Segment 0 is at the leading edge, so at the right in right-to-left
/// layouts, as on iOS. It draws a capsule in `tertiarySystemFill` (the (118, 118, 128, 0.12)
/// grey iOS draws), the selected segment as a white rounded rectangle inset 2 points (grey in
/// dark mode), thin dividers between unselected segments, and the titles centred.
///
/// ```swift
/// let picker = UISegmentedControl(items: ["Day", "Week", "Month"])
/// picker.selectedSegmentIndex = 0
/// picker.translatesAutoresizingMaskIntoConstraints = false
/// ```
///
/// Where Plumb differs: no touch handling or animation; the selected title uses the same
/// regular weight as the others (iOS draws it semibold); no shadow under the selected segment.
/// A `selectedSegmentIndex` outside the segments becomes ``noSegment`` instead of raising.
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1
    /// The intrinsic height (iOS 13 and later).
    static let height: CGFloat = 32
    /// Space on each side of a segment's content (Plumb's estimate).
    static let padding: CGFloat = 8
    /// The title font: the 13-point system font.
    static let titleFont = UIFont.systemFont(ofSize: 13)
    /// The selected segment's default colour: white; in dark mode (99, 99, 102), `systemGray2`'s
    /// dark value (an estimate: the colour iOS 13+ shows, not a published value).
    static let selectedColor = UIColor.system(
        "segmentedSelected", light: RGBA8(r: 255, g: 255, b: 255),
        dark: RGBA8(r: 99, g: 99, b: 102))

    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    var segments: [Segment] = []
    var labels: [UILabel] = []
    /// The title attributes set for each state (see UISegmentedControl+TitleAttributes.swift).
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or ``noSegment`` (-1, the default).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
            if !titleAttributes.isEmpty { applyTitleTextAttributes() }
            setNeedsDisplay()
        }
    }
    /// Whether segments are as wide as their content instead of equal (default `false`).
    open var apportionsSegmentWidthsByContent: Bool = false { didSet { contentDidChange() } }
    /// The selected segment's colour (`nil`, the default, means white).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether segments spring back after a tap (stored; Plumb has no touches).
    open var isMomentary: Bool = false

    open override var isEnabled: Bool {
        didSet { for (i, label) in labels.enumerated() { label.isEnabled = isEnabled && segments[i].isEnabled } }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment for each item: a `String` becomes a title, a `UIImage`
    /// an image; other items become empty segments. Its frame is sized to fit, as on iOS.
    ///
    /// A designated initializer, as in UIKit (Apple's declaration is `init(items: [Any]?)`, not
    /// `convenience`), beside `init(frame:)` and `init(coder:)`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            appendSegment(Segment(title: item as? String, image: item as? UIImage))
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control without segments: a designated initializer, as in UIKit, so a subclass
    /// can override it (`override init(frame: CGRect) { super.init(frame: frame) }`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func makeLabel(_ title: String?) -> UILabel {
        let label = UILabel()
        label.font = UISegmentedControl.titleFont
        label.textAlignment = .center
        label.text = title
        label.isUserInteractionEnabled = false
        return label
    }

    private func appendSegment(_ segment: Segment) {
        insert(segment, at: segments.count)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(0, index), segments.count)
        segments.insert(segment, at: i)
        let label = makeLabel(segment.title)
        labels.insert(label, at: i)
        addSubview(label)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        if !titleAttributes.isEmpty { applyTitleTextAttributes() }
        contentDidChange()
    }

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Inserts a titled segment; `segment` is pinned to 0...numberOfSegments. `animated` is ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment; `segment` is pinned to 0...numberOfSegments. `animated` is ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes a segment (nothing happens for an index outside the segments).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        contentDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (and removes its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        labels[segment].text = title
        contentDidChange()
    }

    /// A segment's title, or `nil` (also for an index outside the segments).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        labels[segment].text = nil
        contentDidChange()
    }

    /// A segment's image, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        contentDidChange()
    }

    /// A segment's fixed width, or 0 when it is sized automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables a segment (a disabled segment's title is drawn at half opacity).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        labels[segment].isEnabled = enabled && isEnabled
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The width of a segment's content: its title's text width or its image's width.
    func contentWidth(at i: Int) -> CGFloat {
        if let image = segments[i].image { return image.size.width }
        return labels[i].intrinsicContentSize.width
    }

    /// Each segment's natural width: its fixed width, or content plus padding (the widest
    /// content for every segment unless widths are apportioned by content).
    var naturalWidths: [CGFloat] {
        let contents = segments.indices.map(contentWidth(at:))
        let widest = contents.max() ?? 0
        return segments.indices.map { i in
            if segments[i].width > 0 { return segments[i].width }
            return (apportionsSegmentWidthsByContent ? contents[i] : widest) + 2 * UISegmentedControl.padding
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +), height: UISegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles in the bounds, segment 0 at the leading edge.
    var segmentRects: [CGRect] {
        let natural = naturalWidths
        let b = bounds
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(CGFloat(0)) { $0 + natural[$1] }
        let flexible = segments.indices.filter { segments[$0].width == 0 }
        let flexTotal = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
        let extra = (b.width - fixed - flexTotal) / CGFloat(max(1, flexible.count))
        var widths = natural
        for i in flexible {
            widths[i] =
                apportionsSegmentWidthsByContent
                ? max(0, natural[i] + extra)
                : max(0, (b.width - fixed) / CGFloat(flexible.count))
        }
        var rects: [CGRect] = []
        var x = isLayoutRightToLeft ? b.maxX : b.minX
        for w in widths {
            if isLayoutRightToLeft { x -= w }
            rects.append(CGRect(x: x, y: b.minY, width: w, height: b.height))
            if !isLayoutRightToLeft { x += w }
        }
        return rects
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = traitCollection.displayScale
        for (i, r) in segmentRects.enumerated() {
            let label = labels[i]
            let inner = r.insetBy(dx: UISegmentedControl.padding, dy: 0)
            let size = label.intrinsicContentSize
            let w = min(size.width, max(0, inner.width)), h = min(size.height, r.height)
            let centred = CGRect(x: inner.midX - w / 2, y: r.midY - h / 2, width: w, height: h)
            label.frame = UIView.roundToPixels(centred, scale: scale)
            label.isEnabled = segments[i].isEnabled && isEnabled
        }
    }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        enabledColor(.tertiarySystemFill).setFill()
        UIBezierPath(roundedRect: b, cornerRadius: 9).fill()
        let rects = segmentRects
        if rects.indices.contains(selectedSegmentIndex) {
            enabledColor(selectedSegmentTintColor ?? UISegmentedControl.selectedColor).setFill()
            UIBezierPath(roundedRect: rects[selectedSegmentIndex].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
        // Dividers between neighbours that are both unselected.
        enabledColor(UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 0.3)).setFill()
        for i in 1..<max(1, rects.count) where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
            let x = isLayoutRightToLeft ? rects[i].maxX : rects[i].minX
            let h = (b.height / 2).rounded()
            UIBezierPath(rect: CGRect(x: x - 0.5, y: b.midY - h / 2, width: 1, height: h)).fill()
        }
        let context = UIGraphicsGetCurrentContext()
        for (i, r) in rects.enumerated() {
            guard let image = segments[i].image else { continue }
            let s = image.size
            context?.draw(
                image, in: CGRect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height))
        }
    }

    override var descriptionText: String? {
        segments.map { $0.title ?? "" }.joined(separator: "|")
    }
}
