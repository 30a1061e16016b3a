import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Layout, state and drawing of UISwitch, UIActivityIndicatorView, UIProgressView, UISlider,
/// UISegmentedControl and UITextField.
@Suite struct ControlsLayoutTests {
    /// A pixel of a rendered view, at a point position (scale 2).
    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> Color {
        b.color(x: Int(x * 2), y: Int(y * 2))
    }

    func pinned<V: UIView>(_ v: V) -> V {
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    /// A settings row: a label at the leading margin and a control at the trailing one, both
    /// centred vertically.
    func settingsRow(_ control: UIView, _ dir: UITraitEnvironmentLayoutDirection) -> (UIView, UILabel) {
        let root = makeRoot(320, 60, dir)
        let label = pinned(UILabel())
        label.text = "Wi-Fi"
        root.addSubview(label)
        root.addSubview(pinned(control))
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            control.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            control.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            control.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        return (root, label)
    }

    // MARK: UISwitch

    @Test func switchHasIOSSizeAndStoresItsState() {
        let s = UISwitch()
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!s.isOn)
        s.setOn(true, animated: true)
        #expect(s.isOn)
        #expect(s.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    }

    @Test(arguments: directions)
    func switchSitsAtTheTrailingEdgeOfASettingsRowCentredVertically(_ dir: UITraitEnvironmentLayoutDirection) {
        let toggle = UISwitch()
        let (_, label) = settingsRow(toggle, dir)
        #expect(toggle.frame == mirrored(rect(253, 14.5, 51, 31), in: 320, dir))
        let size = label.intrinsicContentSize
        #expect(label.frame == mirrored(rect(16, (60 - size.height) / 2, size.width, size.height), in: 320, dir))
    }

    @Test(arguments: directions)
    func switchDrawsTheThumbOnTheTrailingSideWhenOn(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(51, 31, dir)
        let toggle = UISwitch(frame: rect(0, 0, 51, 31))
        toggle.isOn = true
        root.addSubview(toggle)
        let on = try ViewRenderer.render(root)
        let green = Color(red: 52, green: 199, blue: 89)
        let white = Color(red: 255, green: 255, blue: 255)
        let (leading, trailing): (CGFloat, CGFloat) = dir == .leftToRight ? (8, 35.5) : (43, 15.5)
        #expect(pixel(on, leading, 15.5) == green)
        #expect(pixel(on, trailing, 15.5) == white)
        #expect(pixel(on, 0, 0).alpha == 0, "the track is a capsule: its corner is empty")
        toggle.isOn = false
        toggle.onTintColor = .systemRed
        let off = try ViewRenderer.render(root)
        #expect(pixel(off, 43 - (dir == .leftToRight ? 0 : 27.5), 15.5) == Color(red: 233, green: 233, blue: 235))
        #expect(pixel(off, dir == .leftToRight ? 15.5 : 35.5, 15.5) == white)
    }

    // MARK: UIActivityIndicatorView

    @Test func activityIndicatorSizesByStyleAndHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating, "stopped and hidesWhenStopped: hidden from the start")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        #expect(UIActivityIndicatorView().style == .medium)
    }

    @Test(arguments: directions)
    func activityIndicatorIsCentredByConstraintsAndDrawsSpokes(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(100, 100, dir)
        let spinner = pinned(UIActivityIndicatorView(style: .large))
        spinner.color = .black
        root.addSubview(spinner)
        spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        spinner.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        spinner.startAnimating()
        root.layoutIfNeeded()
        #expect(spinner.frame == rect(31.5, 31.5, 37, 37))
        let b = try ViewRenderer.render(root)
        #expect(pixel(b, 50, 31.5 + 4) == Color(red: 0, green: 0, blue: 0), "the top spoke is solid")
        #expect(pixel(b, 50, 50).alpha == 0, "the ring's centre is empty")
        #expect(pixel(b, 50 - 13, 50).alpha < 255, "later spokes fade")
        spinner.stopAnimating()
        let hidden = try ViewRenderer.render(root)
        #expect(pixel(hidden, 50, 31.5 + 4).alpha == 0)
    }

    // MARK: UIProgressView

    @Test func progressViewClampsAndHasOnlyAnIntrinsicHeight() {
        let p = UIProgressView(progressViewStyle: .bar)
        #expect(p.intrinsicContentSize == CGSize(width: -1, height: 4))
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-0.5, animated: true)
        #expect(p.progress == 0)
        p.progress = 0.25
        #expect(p.progress == 0.25)
        #expect(p.progressViewStyle == .bar)
    }

    @Test(arguments: directions)
    func progressViewFillsFromTheLeadingEdge(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(232, 20, dir)
        let p = pinned(UIProgressView())
        p.progress = 0.5
        p.trackTintColor = .systemGray5
        root.addSubview(p)
        NSLayoutConstraint.activate([
            p.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            p.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            p.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(p.frame == rect(16, 8, 200, 4))
        #expect(p.barRect == (dir == .leftToRight ? rect(0, 0, 100, 4) : rect(100, 0, 100, 4)))
        let b = try ViewRenderer.render(root)
        let blue = Color(red: 0, green: 122, blue: 255), grey = Color(red: 229, green: 229, blue: 234)
        #expect(pixel(b, dir == .leftToRight ? 60 : 172, 10) == blue)
        #expect(pixel(b, dir == .leftToRight ? 172 : 60, 10) == grey)
    }

    // MARK: UISlider

    @Test func sliderClampsItsValueToTheRange() {
        let s = UISlider()
        #expect(s.intrinsicContentSize == CGSize(width: -1, height: 31))
        #expect((s.value, s.minimumValue, s.maximumValue) == (0, 0, 1))
        s.value = 2
        #expect(s.value == 1)
        s.setValue(-1, animated: false)
        #expect(s.value == 0)
        s.maximumValue = 10
        s.value = 8
        s.maximumValue = 5
        #expect(s.value == 5)
        s.minimumValue = 6
        #expect((s.minimumValue, s.maximumValue, s.value) == (6, 6, 6))
    }

    @Test(arguments: directions)
    func sliderPutsTheMinimumAtTheLeadingEdge(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(232, 47, dir)
        let s = pinned(UISlider())
        s.value = 0.25
        root.addSubview(s)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            s.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            s.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(s.frame == rect(16, 8, 200, 31))
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: s.value)
        #expect(thumb == (dir == .leftToRight ? rect(43, 1.5, 28, 28) : rect(129, 1.5, 28, 28)))
        #expect(s.trackRect(forBounds: s.bounds) == rect(0, 13.5, 200, 4))
        let b = try ViewRenderer.render(root)
        let leadingTrack: CGFloat = dir == .leftToRight ? 16 + 20 : 216 - 20
        let trailingTrack: CGFloat = dir == .leftToRight ? 216 - 20 : 16 + 20
        #expect(pixel(b, leadingTrack, 23.5) == Color(red: 0, green: 122, blue: 255))
        #expect(pixel(b, trailingTrack, 23.5) == Color(red: 229, green: 229, blue: 234))
        #expect(pixel(b, 16 + thumb.midX, 23.5) == Color(red: 255, green: 255, blue: 255))
    }

    // MARK: UISegmentedControl

    @Test func segmentedControlManagesSegmentsAndSelection() {
        let c = UISegmentedControl(items: ["Day", "Week"])
        #expect(c.numberOfSegments == 2)
        #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 2, "inserting before the selection keeps the same segment selected")
        c.insertSegment(withTitle: "Month", at: 99, animated: true)
        #expect((0..<4).map { c.titleForSegment(at: $0) } == ["Hour", "Day", "Week", "Month"])
        #expect(c.titleForSegment(at: 4) == nil)
        c.selectedSegmentIndex = 7
        #expect(c.selectedSegmentIndex == -1)
        c.selectedSegmentIndex = 3
        c.removeSegment(at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 2)
        c.removeSegment(at: 2, animated: false)
        #expect(c.selectedSegmentIndex == -1 && c.numberOfSegments == 2)
        c.removeAllSegments()
        #expect(c.numberOfSegments == 0 && c.intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    @Test func segmentedControlIsSizedByItsWidestTitle() {
        let c = UISegmentedControl(items: ["Day", "Week", "Month"])
        let widths = ["Day", "Week", "Month"].map { title -> CGFloat in
            let l = UILabel()
            l.font = .systemFont(ofSize: 13)
            l.text = title
            return l.intrinsicContentSize.width
        }
        let widest = widths.max()!
        #expect(widest == widths[2])
        #expect(c.intrinsicContentSize == CGSize(width: 3 * (widest + 16), height: 32))
        c.apportionsSegmentWidthsByContent = true
        #expect(c.intrinsicContentSize.width == widths.reduce(0, +) + 48)
        c.apportionsSegmentWidthsByContent = false
        c.setWidth(100, forSegmentAt: 0)
        #expect(c.widthForSegment(at: 0) == 100)
        #expect(c.intrinsicContentSize.width == 100 + 2 * (widest + 16))
    }

    @Test(arguments: directions)
    func segmentedControlPutsSegmentZeroAtTheLeadingEdge(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(332, 48, dir)
        root.backgroundColor = .white
        let c = pinned(UISegmentedControl(items: ["One", "Two", "Three"]))
        c.selectedSegmentIndex = 0
        root.addSubview(c)
        NSLayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            c.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(c.frame == rect(16, 8, 300, 32))
        let expected = [rect(0, 0, 100, 32), rect(100, 0, 100, 32), rect(200, 0, 100, 32)].map { mirrored($0, in: 300, dir) }
        #expect(c.segmentRects == expected)
        let first = try #require(c.subviews.first as? UILabel)
        let size = first.intrinsicContentSize
        let centred = rect(expected[0].midX - size.width / 2, 16 - size.height / 2, size.width, size.height)
        #expect(first.frame == UIView.roundToPixels(centred, scale: 2))
        let b = try ViewRenderer.render(root)
        let white = Color(red: 255, green: 255, blue: 255)
        // The selected segment is white; the others show the grey fill (12% grey over white).
        #expect(pixel(b, 16 + expected[0].minX + 6, 8 + 16) == white)
        #expect(pixel(b, 16 + expected[2].minX + 6, 8 + 16) == Color(red: 238, green: 238, blue: 240))
    }

    // MARK: UITextField

    @Test func roundedTextFieldIs34PointsTallAt17Points() {
        let f = UITextField()
        #expect(f.text == "" && f.borderStyle == .none && f.font == .systemFont(ofSize: 17))
        f.borderStyle = .roundedRect
        f.placeholder = "Email"
        let placeholder = f.textLabel.intrinsicContentSize
        #expect(f.intrinsicContentSize == CGSize(width: placeholder.width + 14, height: 34))
        #expect(f.textLabel.textColor == .placeholderText)
        f.font = .systemFont(ofSize: 14)
        #expect(f.intrinsicContentSize.height == 30)
        f.font = nil
        #expect(f.font == .systemFont(ofSize: 17))
        f.text = "someone@example.com"
        #expect(f.textLabel.text == "someone@example.com" && f.textLabel.textColor == .label)
        #expect(f.intrinsicContentSize.width == f.textLabel.intrinsicContentSize.width + 14)
        f.text = nil
        #expect(f.text == "" && f.textLabel.text == "Email")
    }

    @Test func textFieldHeightsFollowTheBorderStyle() {
        let f = UITextField()
        f.text = "x"
        let line = f.font!.lineHeight
        #expect(f.intrinsicContentSize.height == (line * 2).rounded(.up) / 2)
        f.borderStyle = .line
        #expect(f.intrinsicContentSize.height == ((line + 4) * 2).rounded(.up) / 2)
        #expect(f.intrinsicContentSize.width == f.textLabel.intrinsicContentSize.width + 4)
        f.isSecureTextEntry = true
        f.text = "abc"
        #expect(f.textLabel.text == "\u{2022}\u{2022}\u{2022}")
    }

    @Test(arguments: directions)
    func textFieldFillsAFormRowAfterItsLabel(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(320, 54, dir)
        root.backgroundColor = .systemGray6
        let label = pinned(UILabel())
        label.text = "Name"
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let field = pinned(UITextField())
        field.borderStyle = .roundedRect
        field.placeholder = "Required"
        root.addSubview(label)
        root.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        let lw = label.intrinsicContentSize.width
        #expect(field.frame == mirrored(rect(16 + lw + 12, 10, 304 - 28 - lw, 34), in: 320, dir))
        #expect(field.textLabel.frame == rect(7, 0, field.frame.width - 14, 34))
        #expect(field.textLabel.resolvedAlignment == (dir == .leftToRight ? .left : .right))
        let b = try ViewRenderer.render(root)
        let white = Color(red: 255, green: 255, blue: 255)
        // The field's interior is white at the end away from the placeholder; its border is grey.
        let farEnd = dir == .leftToRight ? field.frame.maxX - 3 : field.frame.minX + 3
        #expect(pixel(b, farEnd, 27) == white)
        #expect(pixel(b, field.frame.midX, field.frame.minY) == Color(red: 204, green: 204, blue: 204))
    }

    @Test(arguments: directions)
    func labelAlignsWithATextFieldByFirstBaseline(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 60, dir)
        let label = pinned(UILabel())
        label.text = "Name"
        label.font = .systemFont(ofSize: 13)
        let field = pinned(UITextField())
        field.borderStyle = .roundedRect
        field.text = "Ada"
        root.addSubview(label)
        root.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let layout = field.textLabel.textLayout(width: nil)!
        let offset = ((34 - Double(layout.size.height)) / 2 * 2).rounded() / 2
        let baseline = 10 + CGFloat(offset + Double(layout.firstBaseline))
        #expect(field.firstBaselineOffsetFromTop + field.lastBaselineOffsetFromBottom == 34)
        #expect(label.frame == mirrored(rect(16, UIView.roundToPixels(rect(0, baseline - label.firstBaselineOffsetFromTop, 1, 1), scale: 2).minY,
                                             label.intrinsicContentSize.width, label.intrinsicContentSize.height), in: 320, dir))
        #expect(field.frame == mirrored(rect(100, 10, 204, 34), in: 320, dir))
    }

    // MARK: All together

    @Test(arguments: directions)
    func aRowOfEveryControlRenders(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(375, 300, dir)
        root.backgroundColor = .white
        let stack = pinned(UIStackView())
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        let row = UIStackView()
        row.spacing = 12
        row.alignment = .center
        let on = UISwitch(), off = UISwitch()
        on.isOn = true
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let big = UIActivityIndicatorView(style: .large)
        big.startAnimating()
        for v in [on, off, spinner, big, UIView()] as [UIView] { row.addArrangedSubview(v) }
        let progress = UIProgressView()
        progress.progress = 0.3
        let slider = UISlider()
        slider.value = 0.7
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let name = UITextField()
        name.borderStyle = .roundedRect
        name.placeholder = dir == .leftToRight ? "Name" : "الاسم"
        let email = UITextField()
        email.borderStyle = .roundedRect
        email.text = "someone@example.com"
        for v in [row, progress, slider, segments, name, email] as [UIView] { stack.addArrangedSubview(v) }
        root.layoutIfNeeded()
        #expect(on.frame.size == CGSize(width: 51, height: 31))
        #expect(big.frame.size == CGSize(width: 37, height: 37))
        #expect(progress.frame.size == CGSize(width: 343, height: 4))
        #expect(segments.frame.size == CGSize(width: 343, height: 32))
        #expect(name.frame.height == 34)
        let b = try ViewRenderer.render(root)
        let path = NSTemporaryDirectory() + "plumb-controls-\(dir == .rightToLeft ? "rtl" : "ltr").png"
        try Data(PNGEncoder().encode(b)).write(to: URL(fileURLWithPath: path))
    }
}
