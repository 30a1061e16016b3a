import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `willMove(toSuperview:)` under UIKit's name, called on every move.
@MainActor @Suite struct SuperviewCallbackTests {
    final class Logged: UIView {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { log.append("will \(newSuperview?.tag ?? -1)") }
        override func didMoveToSuperview() { log.append("did \(superview?.tag ?? -1)") }
    }

    @Test func addingMovingAndRemovingCallWillMoveWithTheNewSuperview() {
        let a = UIView(), b = UIView()
        a.tag = 1
        b.tag = 2
        let v = Logged()
        a.addSubview(v)
        #expect(v.log == ["will 1", "did 1"])
        v.log = []
        b.addSubview(v)
        // One willMove, with the new superview, and one didMove (UIKit reports no detached state).
        #expect(v.log == ["will 2", "did 2"])
        v.log = []
        v.removeFromSuperview()
        #expect(v.log == ["will -1", "did -1"])
    }

    @Test func willMoveComesBeforeTheViewIsInTheNewSuperview() {
        final class Probe: UIView {
            var sawSuperview: UIView??
            override func willMove(toSuperview newSuperview: UIView?) { sawSuperview = .some(superview) }
        }
        let root = UIView()
        let p = Probe()
        root.addSubview(p)
        #expect(p.sawSuperview == .some(nil))
    }
}

/// `layoutMargins` and its siblings are open, and the guide and margin attributes read an override.
@MainActor @Suite struct OverriddenMarginsTests {
    final class FixedMargins: UIView {
        override var layoutMargins: UIEdgeInsets {
            get { UIEdgeInsets(top: 1, left: 30, bottom: 3, right: 40) }
            set { super.layoutMargins = newValue }
        }
    }

    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func theMarginsGuideUsesAnOverriddenGetter(_ direction: UISemanticContentAttribute) {
        let root = FixedMargins(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticContentAttribute = direction
        let box = UIView(), bar = UIView()
        for v in [box, bar] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let g = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: g.leftAnchor), box.rightAnchor.constraint(equalTo: g.rightAnchor),
            box.topAnchor.constraint(equalTo: g.topAnchor), box.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            NSLayoutConstraint(
                item: bar, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: bar, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin, multiplier: 1,
                constant: 0),
            bar.topAnchor.constraint(equalTo: root.topAnchor), bar.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 1, width: 130, height: 96))
        #expect(bar.frame == CGRect(x: 30, y: 0, width: 130, height: 5))
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 3, right: 40))
    }

    @Test func theOtherMarginPropertiesAreOverridable() {
        final class Custom: UIView {
            var sets = 0
            override var directionalLayoutMargins: NSDirectionalEdgeInsets {
                get { NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8) }
                set { sets += 1; super.directionalLayoutMargins = newValue }
            }
            override var preservesSuperviewLayoutMargins: Bool {
                get { true }
                set {}
            }
            override var insetsLayoutMarginsFromSafeArea: Bool {
                get { false }
                set {}
            }
        }
        let v = Custom(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The base layoutMargins reads the (overridden) directional margins.
        #expect(v.layoutMargins == UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        v.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(v.sets == 1)
        #expect(v.preservesSuperviewLayoutMargins && !v.insetsLayoutMarginsFromSafeArea)
    }
}

/// mask, snapshotView, exclusive touch, motion effects, the animation switch and forBaselineLayout.
@MainActor @Suite struct ViewEffectsTests {
    @Test func aMaskViewHidesWhatItsAlphaDoesNotCover() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 4))
        mask.backgroundColor = .black
        view.mask = mask
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        let b = try ViewRenderer.render(view, scale: 1, background: .white)
        #expect(b.color(x: 0, y: 1) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 1, y: 3) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 2, y: 1) == Color(red: 255, green: 255, blue: 255))
        #expect(b.color(x: 3, y: 3) == Color(red: 255, green: 255, blue: 255))
        view.mask = nil
        #expect(view.layer.mask == nil)
        let whole = try ViewRenderer.render(view, scale: 1, background: .white)
        #expect(whole.color(x: 3, y: 3) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func aSnapshotViewKeepsTheReceiversPixels() throws {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 4, height: 2))
        view.backgroundColor = .blue
        let half = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 2))
        half.backgroundColor = .green
        view.addSubview(half)
        let copy = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(typeName(copy) == "_UIReplicantView")
        #expect(copy.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(copy.subviews.isEmpty)
        view.backgroundColor = .yellow
        half.removeFromSuperview()
        let b = try ViewRenderer.render(copy, scale: 1, background: .white)
        #expect(b.color(x: 0, y: 0) == Color(red: 0, green: 0, blue: 255))
        #expect(b.color(x: 3, y: 1) == Color(red: 0, green: 255, blue: 0))
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test func exclusiveTouchAndMotionEffectsAreKept() {
        let v = UIView()
        #expect(!v.isExclusiveTouch)
        v.isExclusiveTouch = true
        #expect(v.isExclusiveTouch)
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10
        x.maximumRelativeValue = 10.0
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = CGFloat(-4)
        y.maximumRelativeValue = CGFloat(4)
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        v.addMotionEffect(group)
        v.addMotionEffect(group)
        #expect(v.motionEffects.count == 1 && v.motionEffects[0] === group)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 5)
        #expect(values?["center.y"] as? CGFloat == -4)
        #expect(
            UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
        v.removeMotionEffect(group)
        #expect(v.motionEffects.isEmpty)
        #expect(v.frame == .zero && v.center == .zero)
    }

    @Test func animationsDisabledAreNotRecorded() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        let recorder = AnimationRecorder()
        recorder.root = root
        #expect(UIView.areAnimationsEnabled)
        recorder.record {
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                UIView.animate(withDuration: 0.3) { box.frame.origin.x = 50 }
            }
            #expect(UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 0.3) { box.frame.origin.x = 20 }
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 0.3) { box.frame.origin.x = 30 }
            UIView.setAnimationsEnabled(true)
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(recorder.changes.count == 1)
        #expect(recorder.changes.first?.start[ObjectIdentifier(box)]?.frame.minX == 50)
        #expect(recorder.changes.first?.end[ObjectIdentifier(box)]?.frame.minX == 20)
        #expect(box.frame.minX == 30)
    }

    @Test func forBaselineLayoutReturnsTheLastBaselineView() {
        final class Row: UIView {
            let label = UILabel()
            override var forLastBaselineLayout: UIView { label }
        }
        let row = Row()
        #expect(row.forBaselineLayout() === row.label)
        #expect(row.forFirstBaselineLayout === row.label)
        let plain = UIView()
        #expect(plain.forBaselineLayout() === plain)
    }
}
