import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Layout, state and drawing of UISwitch, UIActivityIndicatorView, UIProgressView, UISlider,
/// UISegmentedControl and UITextField.
@MainActor @Suite struct ControlsLayoutTests {
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
        #expect(s.frame == rect(0, 0, 51, 31))
        #expect(UISwitch(frame: rect(5, 6, 120, 60)).frame == rect(5, 6, 51, 31), "iOS ignores the size")
    }

    @Test(arguments: directions)
    func switchSitsAtTheTrailingEdgeOfASettingsRowCentredVertically(_ dir: UITraitEnvironmentLayoutDirection) {
        let toggle = UISwitch()
        let (_, label) = settingsRow(toggle, dir)
        #expect(toggle.frame == mirrored(rect(253, 14.5, 51, 31), in: 320, dir))
        let size = label.intrinsicContentSize
        // Centred: (60 − 20.5) / 2 = 19.75, which lands on 20 on the @2x grid.
        #expect(size.height == 20.5)
        #expect(label.frame == mirrored(rect(16, 20, size.width, size.height), in: 320, dir))
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
        // The off track is translucent (secondarySystemFill): (233, 233, 235) over white.
        let off = try ViewRenderer.render(root, background: .white)
        #expect(pixel(off, 43 - (dir == .leftToRight ? 0 : 27.5), 15.5) == Color(red: 233, green: 233, blue: 235))
        #expect(pixel(off, dir == .leftToRight ? 15.5 : 35.5, 15.5) == white)
    }

    @Test func disabledSwitchDrawsAtHalfOpacity() throws {
        let root = makeRoot(51, 31, .leftToRight)
        root.backgroundColor = .white
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.isEnabled = false
        root.addSubview(toggle)
        let b = try ViewRenderer.render(root)
        #expect(pixel(b, 8, 15.5) == Color(red: 153, green: 227, blue: 172))
        #expect(
            pixel(b, 35.5, 15.5) == Color(red: 255, green: 255, blue: 255), "the track does not show through the thumb")
    }

    @Test(arguments: directions)
    func disabledSliderFadesWithoutTheTrackShowingThroughTheThumb(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(200, 31, dir)
        root.backgroundColor = .white
        let s = UISlider(frame: rect(0, 0, 200, 31))
        s.value = 0.5
        s.isEnabled = false
        root.addSubview(s)
        let b = try ViewRenderer.render(root)
        #expect(pixel(b, 100, 15.5) == Color(red: 255, green: 255, blue: 255))
        let (minimumSide, maximumSide): (CGFloat, CGFloat) = dir == .leftToRight ? (20, 180) : (180, 20)
        #expect(pixel(b, minimumSide, 15.5) == Color(red: 127, green: 188, blue: 255))
        #expect(pixel(b, maximumSide, 15.5) == Color(red: 242, green: 242, blue: 244))
    }

    @Test(arguments: directions)
    func stretchedSwitchAndSpinnerDrawAtTheirOwnSize(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(200, 60, dir)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame = rect(0, 0, 120, 60)
        let spinner = UIActivityIndicatorView(frame: rect(120, 0, 80, 60))
        spinner.color = .black
        spinner.startAnimating()
        root.addSubview(toggle)
        root.addSubview(spinner)
        #expect(toggle.trackRect == (dir == .leftToRight ? rect(0, 0, 51, 31) : rect(69, 0, 51, 31)))
        let b = try ViewRenderer.render(root)
        let green = Color(red: 52, green: 199, blue: 89)
        #expect(pixel(b, dir == .leftToRight ? 8 : 112, 15.5) == green)
        #expect(pixel(b, 60, 45).alpha == 0, "nothing is drawn below the 31-point switch")
        #expect(pixel(b, 160, 20 + 2) == Color(red: 0, green: 0, blue: 0), "the 20-point spinner's top spoke, centred")
        #expect(pixel(b, 160, 5).alpha == 0)
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
}

/// UIKit's default hugging priorities for controls, and re-layout when the direction changes.
@MainActor @Suite struct ControlDefaults {
    @Test func switchesAndSpinnersHugAt750ProgressViewsOnlyInHeight() {
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UISwitch().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIActivityIndicatorView(style: .medium).contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIProgressView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIProgressView().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UISlider().contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test(arguments: directions)
    func aLabelBesideASwitchStretchesWithoutAmbiguity(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 60, dir)
        let label = UILabel()
        label.text = "Newsletter"
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(toggle.frame == mirrored(rect(237, 0, 51, 31), in: 288, dir))
        #expect(label.frame.width == 237)
        #expect(!label.hasAmbiguousLayout && !toggle.hasAmbiguousLayout)
    }

    @Test func aSegmentedControlReLaysOutItsTitlesWhenTheDirectionChanges() {
        let control = UISegmentedControl(items: ["Free", "Pro"])
        control.frame = rect(0, 0, 200, 32)
        control.layoutIfNeeded()
        let first = control.subviews[0].frame
        let window = UIWindow(frame: rect(0, 0, 200, 32))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        window.addSubview(control)
        window.layoutIfNeeded()
        // Segment 0 moves to the right half: its title centred at 150 (136.25 on the @2x grid
        // is 136.5; in LTR it was centred at 50: 36.25 → 36.5).
        #expect(first == rect(36.5, 8, 27.5, 16))
        #expect(control.subviews[0].frame == rect(136.5, 8, 27.5, 16))
    }
}
