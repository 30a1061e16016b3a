import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Every control laid out together and rendered to PNGs under the temporary directory
/// (`plumb-controls-{ltr,rtl}.png`, `plumb-controls-form-{ltr,rtl}.png`) for a person to look at.
extension ControlsLayoutTests {
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

    @Test(arguments: directions)
    func aFormOfControlVariantsRenders(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(320, 330, dir)
        root.backgroundColor = .systemGray6
        let stack = pinned(UIStackView())
        stack.axis = .vertical
        stack.spacing = 10
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        let search = UITextField()
        search.borderStyle = .roundedRect
        search.placeholder = "Search"
        let icon = UIView(frame: rect(0, 0, 28, 20))
        let dot = UIView(frame: rect(8, 2, 16, 16))
        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 8
        icon.addSubview(dot)
        search.leftView = icon
        search.leftViewMode = .always
        let line = UITextField()
        line.borderStyle = .line
        line.text = "Line border"
        let bezel = UITextField()
        bezel.borderStyle = .bezel
        bezel.text = "Bezel, centred"
        bezel.textAlignment = .center
        let secure = UITextField()
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        secure.isEnabled = false
        let segments = UISegmentedControl(items: ["All", "Unread", "Flagged messages"])
        segments.apportionsSegmentWidthsByContent = true
        segments.selectedSegmentIndex = 2
        segments.setEnabled(false, forSegmentAt: 1)
        let row = UIStackView()
        row.spacing = 12
        row.alignment = .center
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        let purple = UISwitch()
        purple.isOn = true
        purple.onTintColor = .systemPurple
        purple.thumbTintColor = .systemYellow
        let slider = UISlider()
        slider.value = 0.4
        slider.minimumTrackTintColor = .systemOrange
        slider.isEnabled = false
        for v in [disabled, purple, slider] as [UIView] { row.addArrangedSubview(v) }
        let progress = UIProgressView()
        progress.progress = 0.8
        progress.progressTintColor = .systemGreen
        for v in [search, line, bezel, secure, segments, row, progress] as [UIView] { stack.addArrangedSubview(v) }
        root.layoutIfNeeded()
        #expect(search.frame.height == 34 && secure.frame.height == 34)
        #expect(icon.frame == mirrored(rect(0, 7, 28, 20), in: 288, dir))
        #expect(slider.frame == mirrored(rect(126, 0, 162, 31), in: 288, dir), "two switches and two gaps before it")
        let b = try ViewRenderer.render(root)
        let path = NSTemporaryDirectory() + "plumb-controls-form-\(dir == .rightToLeft ? "rtl" : "ltr").png"
        try Data(PNGEncoder().encode(b)).write(to: URL(fileURLWithPath: path))
    }
}
