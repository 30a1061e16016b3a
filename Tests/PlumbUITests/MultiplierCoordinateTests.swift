import Foundation
import Testing
@testable import PlumbUI

/// Multiplied location constraints are measured in the bounds of the items' nearest common
/// ancestor, as UIKit measures them, wherever that ancestor sits in the tree.
@MainActor @Suite struct MultiplierCoordinates {
    /// A fixed-size box, its autoresizing mask off.
    func box(_ w: CGFloat, _ h: CGFloat) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.widthAnchor.constraint(equalToConstant: w).isActive = true
        v.heightAnchor.constraint(equalToConstant: h).isActive = true
        return v
    }

    /// PureLayout's example 8: four views whose centres sit at 0.2, 0.4, 0.6 and 0.8 of the
    /// superview's bottom, in a superview that is not at the root's origin.
    @Test(arguments: directions)
    func centresAtFractionsOfTheSuperviewsBottomAreEvenlySpaced(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(375, 700, dir)
        let container = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 667))
        root.addSubview(container)
        let views = (0..<4).map { _ in box(20, 20) }
        for (i, v) in views.enumerated() {
            container.addSubview(v)
            NSLayoutConstraint(
                item: v, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .bottom, multiplier: 0.2 * CGFloat(i + 1), constant: 0
            ).isActive = true
            v.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        }
        root.layoutIfNeeded()
        // 0.2 × 667 − 10 = 123.4 → 123.5 at @2x; 256.8 → 257; 390.2 → 390; 523.6 → 523.5.
        #expect(views.map(\.frame.minY) == [123.5, 257, 390, 523.5])
        #expect(views.allSatisfy { $0.frame.minX == 177.5 })
    }

    /// `leading == container.trailing × 0.25` in an offset container: a quarter of the container's
    /// width from its leading edge, mirrored in right-to-left.
    @Test(arguments: directions)
    func multipliedLeadingInAnOffsetContainerMirrors(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let container = UIView(frame: CGRect(x: 40, y: 10, width: 200, height: 50))
        root.addSubview(container)
        let v = box(20, 10)
        container.addSubview(v)
        NSLayoutConstraint(
            item: v, attribute: .leading, relatedBy: .equal, toItem: container,
            attribute: .trailing, multiplier: 0.25, constant: 0
        ).isActive = true
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(50, 0, 20, 10), in: 200, dir))
    }

    /// Items in different subtrees: measured in the nearest common ancestor's coordinates (not the
    /// root's, and not either superview's).
    @Test func cousinsAreMeasuredInTheirCommonAncestor() {
        let root = makeRoot(400, 300, .leftToRight)
        let ancestor = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        let left = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 100))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 150, height: 100))
        root.addSubview(ancestor)
        ancestor.addSubview(left)
        ancestor.addSubview(right)
        let a = box(10, 10), b = box(40, 10)
        left.addSubview(a)
        right.addSubview(b)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.topAnchor.constraint(equalTo: right.topAnchor),
            // b.right is 140 in the ancestor's coordinates, so a.left = 70 there: 60 in `left`.
            NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right,
                multiplier: 0.5, constant: 0),
            // b.bottom is 10 in the ancestor: a.centerY = 30 there, so a.minY = 25.
            NSLayoutConstraint(
                item: a, attribute: .centerY, relatedBy: .equal, toItem: b, attribute: .bottom,
                multiplier: 3, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(60, 25, 10, 10))
        #expect(b.frame == rect(0, 0, 40, 10))
    }

    /// A multiplier of 1 is unaffected by where the ancestor is (the origins cancel), and a size
    /// constraint with a multiplier never involves positions.
    @Test(arguments: directions)
    func unitMultipliersAndSizesAreUnchanged(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 200, dir)
        let container = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
        root.addSubview(container)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            v.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(12, 8, 100, 25), in: 200, dir))
    }

    /// In a scroll view the common ancestor's bounds are its content coordinates: `scroll.bottom`
    /// means the content's bottom for the scroll view's content (UIKit's rule), and the content
    /// offset does not move what the constraint computes.
    @Test(arguments: directions)
    func scrollContentIsMeasuredInContentCoordinates(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 300, dir)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 30, width: 320, height: 200))
        root.addSubview(scroll)
        let tall = box(320, 400), v = box(20, 20)
        scroll.addSubview(tall)
        scroll.addSubview(v)
        NSLayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            tall.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            tall.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            NSLayoutConstraint(
                item: v, attribute: .centerY, relatedBy: .equal, toItem: scroll, attribute: .bottom,
                multiplier: 0.5, constant: 0),
            v.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 400))
        #expect(v.frame == mirrored(rect(10, 190, 20, 20), in: 320, dir))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(10, 190, 20, 20), in: 320, dir))
    }
}
