import Foundation
import Raster
import Testing
@testable import PlumbUI

@MainActor @Suite struct ControlsTests {
    func image(_ w: Int, _ h: Int, scale: CGFloat) throws -> UIImage {
        UIImage(
            bitmap: try Bitmap(width: w, height: h, scale: Double(scale), fill: Color(red: 255, green: 0, blue: 0)),
            scale: scale)
    }

    @Test func imageViewIntrinsicSizeIsTheImageInPointsAndNoneWhenEmpty() throws {
        let v = UIImageView()
        #expect(v.intrinsicContentSize == CGSize(width: -1, height: -1))
        v.image = try image(60, 30, scale: 2)
        #expect(v.intrinsicContentSize == CGSize(width: 30, height: 15))
        #expect(UIImageView(image: try image(9, 9, scale: 3)).frame == rect(0, 0, 3, 3))
    }

    @Test(arguments: directions)
    func imageViewWithoutAnImageDoesNotCollapseAnAmbiguousLayoutButWithOneItHugs(
        _ dir: UITraitEnvironmentLayoutDirection
    ) throws {
        let root = makeRoot(200, 200, dir)
        let v = UIImageView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout, "no image: no intrinsic size, nothing sets the size")
        v.image = try image(80, 40, scale: 2)
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.frame == mirrored(rect(10, 10, 40, 20), in: 200, dir))
    }

    @Test func contentModesPlaceTheImage() {
        let b = rect(0, 0, 100, 50)
        let s = CGSize(width: 20, height: 20)
        #expect(UIImageView.rect(for: s, in: b, mode: .scaleToFill) == b)
        #expect(UIImageView.rect(for: s, in: b, mode: .scaleAspectFit) == rect(25, 0, 50, 50))
        #expect(UIImageView.rect(for: s, in: b, mode: .scaleAspectFill) == rect(0, -25, 100, 100))
        #expect(UIImageView.rect(for: s, in: b, mode: .center) == rect(40, 15, 20, 20))
        #expect(UIImageView.rect(for: s, in: b, mode: .bottomRight) == rect(80, 30, 20, 20))
        #expect(UIImageView.rect(for: s, in: b, mode: .left) == rect(0, 15, 20, 20))
    }

    @Test(arguments: directions)
    func systemButtonSizesToItsTitleWithVerticalPadding(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Continue", for: .normal)
        root.addSubview(button)
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
        button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        root.layoutIfNeeded()
        let title = button.titleLabel!.intrinsicContentSize
        // The 15 pt system font: line height 2444 × 15 / 2048 = 17.900390625 → 18 at @2x, so the
        // button is 6 + 18 + 6 = 30 tall, the height of a system button on iOS.
        #expect(title.height == 18)
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        #expect(button.frame == mirrored(rect(304 - title.width, 20, title.width, 30), in: 320, dir))
        #expect(button.titleLabel!.frame == rect(0, 6, title.width, 18))
        #expect(button.titleLabel!.textColor == .systemBlue)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        root.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: title.width + 40, height: 38))
        #expect(button.titleLabel!.frame == rect(20, 10, title.width, 18))
    }
}
