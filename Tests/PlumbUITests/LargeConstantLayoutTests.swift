import Foundation
import Raster
import Testing

@testable import PlumbUI

/// Constants of 1e12 and beyond next to ordinary ones (issue 31): the solver once dropped the
/// ordinary value beside the huge one (a view with `width <= 1e13` and `width == 700 @500` came
/// out 0 wide) and debug builds stopped on the solver's consistency check. Such layouts now solve
/// exactly; one whose values would overflow a double is reported on ``LayoutDiagnostics``.
@MainActor @Suite struct LargeConstantLayoutTests {
    @Test(arguments: directions)
    func aHugeOptionalBoundBesideAPreferredWidthGivesThePreferredWidth(
        _ direction: UITraitEnvironmentLayoutDirection
    ) throws {
        let root = makeRoot(800, 40, direction)
        root.backgroundColor = .white
        let a = UIView()
        a.backgroundColor = .black
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let preferred = a.widthAnchor.constraint(equalToConstant: 700)
        preferred.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 1e13), preferred,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let (_, messages) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(a.frame == mirrored(rect(0, 0, 700, 10), in: 800, direction))
        // Drawn 700 points (1,400 pixels at 2x) wide: before, the bar was 0 wide.
        let bitmap = try ViewRenderer.render(root)
        #expect(inkBounds(bitmap) == mirrored(rect(0, 0, 700, 10), in: 800, direction))
    }

    @Test(arguments: directions)
    func aVisualFormatSpacingOf1e12PlacesTheViewsExactly(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(320, 200, direction)
        let badge = IntrinsicView(40, 20), bio = IntrinsicView(200, 30), name = IntrinsicView(120, 10)
        for v in [badge, bio, name] { root.addSubview(v) }
        let views = ["badge": badge, "bio": bio, "name": name]
        let (_, messages) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[badge]-[bio]-1e12-[name]", options: [.alignAllLeading], metrics: nil,
                    views: views))
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: root.topAnchor),
                badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            ])
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        // The standard spacing between siblings is 8 points (UIKit's `-`; see VisualFormat).
        #expect(badge.frame == mirrored(rect(16, 0, 40, 20), in: 320, direction))
        #expect(bio.frame == mirrored(rect(16, 28, 200, 30), in: 320, direction))
        #expect(name.frame == mirrored(rect(16, 1e12 + 58, 120, 10), in: 320, direction))
        _ = try ViewRenderer.render(root)
    }

    @Test func aConstantWhoseSolutionOverflowsIsReportedAndTheRestLaysOut() {
        let root = makeRoot(320, 100, .leftToRight)
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        // a.width = 4 · b.width = 4e308 is beyond the largest double: whichever of the two the
        // engine installs second is refused and reported; the rest lays out.
        let huge = b.widthAnchor.constraint(equalToConstant: 1e308)
        let scaled = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 4)
        let (_, messages) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate([
                huge, scaled, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidConstraint], "\(messages)")
        let named = messages.first?.message ?? ""
        #expect(named.hasPrefix("Could not install \(huge): ") || named.hasPrefix("Could not install \(scaled): "))
        #expect(named.contains("would overflow"), "\(named)")
        #expect(a.frame == rect(0, 0, 0, 10), "\(a.frame)")
    }
}
