import Foundation
import Raster
import Testing
@testable import PlumbUI
import Typesetting

/// The controls that show text: UISegmentedControl and UITextField (and UIButton as a control).
extension ControlsLayoutTests {
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
        c.setEnabled(false, forSegmentAt: 1)
        #expect(!c.isEnabledForSegment(at: 1) && c.isEnabledForSegment(at: 0))
        c.isEnabled = false
        #expect(c.subviews.compactMap { ($0 as? UILabel)?.isEnabled }.allSatisfy { !$0 })
        c.isEnabled = true
        #expect(c.subviews.compactMap { ($0 as? UILabel)?.isEnabled } == [true, false])
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
        #expect(c.frame == rect(0, 0, 3 * (widest + 16), 32), "sized to fit by init(items:)")
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
        let expected = [rect(0, 0, 100, 32), rect(100, 0, 100, 32), rect(200, 0, 100, 32)].map {
            mirrored($0, in: 300, dir)
        }
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
        f.isEnabled = false
        #expect(!f.textLabel.isEnabled && f.state == .disabled)
    }

    /// The darkest pixel inside a rectangle (in points) of a bitmap rendered at @2x.
    func darkest(_ b: Bitmap, in r: CGRect) -> Color {
        var best = Color(red: 255, green: 255, blue: 255)
        for y in Int(r.minY * 2)..<Int(r.maxY * 2) {
            for x in Int(r.minX * 2)..<Int(r.maxX * 2) {
                let c = b.color(x: x, y: y)
                if Int(c.red) + Int(c.green) + Int(c.blue) < Int(best.red) + Int(best.green) + Int(best.blue) {
                    best = c
                }
            }
        }
        return best
    }

    @Test func textFieldDrawsThePlaceholderInPlaceholderGreyAndTheTextInItsColour() throws {
        let root = makeRoot(200, 34, .leftToRight)
        root.backgroundColor = .white
        let field = UITextField(frame: rect(0, 0, 200, 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        root.addSubview(field)
        let inside = rect(7, 4, 150, 26)
        let placeholder = darkest(try ViewRenderer.render(root), in: inside)
        #expect(placeholder == Color(red: 196, green: 196, blue: 198))
        field.text = "Found"
        #expect(darkest(try ViewRenderer.render(root), in: inside) == Color(red: 0, green: 0, blue: 0))
        field.textColor = .systemRed
        #expect(darkest(try ViewRenderer.render(root), in: inside) == Color(red: 255, green: 59, blue: 48))
    }

    @Test func textFieldDynamicTypeFontFollowsTheContentSizeCategory() {
        let window = UIWindow(frame: rect(0, 0, 320, 100))
        window.overrideTraitCollection = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.adjustsFontForContentSizeCategory = true
        field.font = .preferredFont(forTextStyle: .body)
        field.text = "Hello"
        #expect(field.font?.pointSize == 17 && field.intrinsicContentSize.height == 34)
        window.addSubview(field)
        #expect(field.font?.pointSize == 53)
        #expect(field.intrinsicContentSize.height == field.font!.lineHeight.rounded(.up) + 13)
        let fixed = UITextField()
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(fixed)
        #expect(fixed.font?.pointSize == 17, "adjustsFontForContentSizeCategory is off by default")
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
        #expect(
            label.frame
                == mirrored(
                    rect(
                        16,
                        UIView.roundToPixels(rect(0, baseline - label.firstBaselineOffsetFromTop, 1, 1), scale: 2).minY,
                        label.intrinsicContentSize.width, label.intrinsicContentSize.height), in: 320, dir))
        #expect(field.frame == mirrored(rect(100, 10, 204, 34), in: 320, dir))
    }

    @Test(arguments: directions)
    func textFieldLeftViewSitsAtTheLeadingEdgeAndPushesTheText(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(200, 34, dir)
        let field = UITextField(frame: rect(0, 0, 200, 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        root.addSubview(field)
        let icon = UIView(frame: rect(0, 0, 20, 20))
        let plain = field.intrinsicContentSize.width
        field.leftView = icon
        #expect(icon.superview == nil, "leftViewMode is .never by default")
        field.leftViewMode = .always
        #expect(icon.superview === field)
        #expect(field.intrinsicContentSize.width == plain + 20)
        root.layoutIfNeeded()
        #expect(icon.frame == mirrored(rect(0, 7, 20, 20), in: 200, dir))
        #expect(field.textLabel.frame == mirrored(rect(20, 0, 173, 34), in: 200, dir))
        field.leftViewMode = .whileEditing
        #expect(icon.superview == nil, "the field is not editing")
        root.layoutIfNeeded()
        #expect(field.textLabel.frame == rect(7, 0, 186, 34))
    }

    @Test func controlsRunTheirActionsOnlyWhenSent() {
        let toggle = UISwitch()
        var seen: [Bool] = []
        let action = UIAction(title: "Log") { action in
            seen.append((action.sender as? UISwitch)?.isOn ?? false)
        }
        toggle.addAction(action, for: [.valueChanged, .primaryActionTriggered])
        toggle.isOn = true
        #expect(seen.isEmpty, "programmatic changes send no events, as on iOS")
        toggle.sendActions(for: .valueChanged)
        toggle.sendActions(for: .touchUpInside)
        #expect(seen == [true])
        toggle.removeAction(action, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(seen == [true, true])
        #expect(action.sender == nil)
    }

    @Test func buttonIsAControlWhoseDisabledTitleIsDimmed() throws {
        let root = makeRoot(120, 40, .leftToRight)
        root.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Send", for: UIControl.State.normal)
        button.frame = rect(0, 0, 120, 40)
        root.addSubview(button)
        let control: UIControl = button
        #expect(control.state == .normal)
        let legacy: UIButton.State = .disabled
        #expect(legacy == UIControl.State.disabled, "UIButton.State still names the state type")
        let inside = rect(0, 0, 120, 40)
        #expect(darkest(try ViewRenderer.render(root), in: inside) == Color(red: 0, green: 122, blue: 255))
        button.isEnabled = false
        #expect(button.state == .disabled && button.titleLabel?.isEnabled == false)
        let dimmed = darkest(try ViewRenderer.render(root), in: inside)
        #expect(dimmed == Color(red: 128, green: 189, blue: 255))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }
}
