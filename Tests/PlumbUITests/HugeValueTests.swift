import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Values far beyond any screen (1e19 points, an arc of -1e19 radians, a count-down of 1e19 s)
/// lay out, describe and draw without trapping on a `Double → Int` conversion or spinning.
@MainActor @Suite struct HugeValueTests {
    @Test(arguments: directions)
    func aViewSolvedTo1e19PointsLaysOutDescribesAndRenders(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(100, 40, direction)
        root.backgroundColor = .white
        let a = UIView(), label = UILabel()
        a.backgroundColor = .systemBlue
        label.text = "Far"
        label.textAlignment = .center
        for v in [a, label] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        let views: [String: Any] = ["a": a, "label": label]
        root.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(1e19)]", metrics: nil, views: views))
        root.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(-1e18)-[label(2e18)]", metrics: nil, views: views))
        root.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)][label]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(a.frame.width == 1e19)
        #expect(label.frame.width == 2e18)
        #expect(a.description.contains("frame = (\(direction == .rightToLeft ? "-1e+19" : "0") 0; 1e+19 10)"))
        let bitmap = try ViewRenderer.render(root)
        #expect(bitmap.width == 200 && bitmap.height == 80)
        // Left to right the bar covers the root; right to left it runs from 100 - 1e19 to
        // 100 - 1e19 + 1e19, which is 0 in doubles, so nothing of it is visible.
        let bar = direction == .leftToRight ? UIColor.systemBlue : .white
        #expect(bitmap.color(x: 100, y: 10) == bar.rasterColor(root.traitCollection))
    }

    @Test func aCountDownOf1e19SecondsShowsUIKitsMaximum2359() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 1e19
        #expect(picker.wheelColumns().map(\.selected) == [23, 59])
    }

    @Test func absurdImageScalesAndCapsDoNotTrap() throws {
        let bitmap = try Bitmap(width: 4, height: 4, scale: 1, fill: Color(red: 0, green: 0, blue: 0, alpha: 255))
        let image = UIImage(bitmap: bitmap, scale: 1e19)
        #expect(image.scale == 1e19)
        #expect(wholeScale(1e19) == 1000 && wholeScale(.nan) == 1 && wholeScale(2.4) == 2)
        let pieces = NineSlice.pieces(
            width: 4, height: 4, scale: 1, caps: UIEdgeInsets(top: 1e19, left: .nan, bottom: 1e19, right: 1e19),
            mode: .stretch, in: rect(0, 0, 10, 10))
        #expect(!pieces.isEmpty)
    }
}

/// Not on the main actor (paths are not main-actor isolated): the time limit then measures the
/// arc alone, not the wait for the main actor behind the other suites of a loaded machine.
@Suite struct HugeArcTests {
    @Test(.timeLimit(.minutes(1)))
    func anArcSweepingMinus1e19RadiansReturnsAtMostOneTurn() {
        // Before: `sweep += 2π` never changed -1e19, so the loop never ended.
        for clockwise in [true, false] {
            let huge = UIBezierPath(
                arcCenter: .zero, radius: 10, startAngle: 0, endAngle: clockwise ? -1e19 : 1e19, clockwise: clockwise)
            #expect((2...5).contains(huge.path.elements.count))  // a move and at most four quarter curves
        }
    }
}
