import Foundation
import Testing
@testable import PlumbUI

@MainActor @Suite struct ConstraintRulesTests {
    func pair() -> (UIView, UIView, UIView) {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    /// `NSLayoutConstraint for <UIView: 0x…; …; identifier = 'a'>: `, as iOS 10 and later begin the
    /// reason of a constraint they refuse to make.
    func refusal(_ view: UIView, _ reason: String) -> String {
        "NSLayoutConstraint for <UIView: \(view.debugAddress); frame = (0 0; 0 0); identifier = 'a'>: " + reason
    }

    @Test func leadingPairedWithLeftIsRefusedWithUIKitsReason() {
        let (_, a, b) = pair()
        let (c, log) = LayoutDiagnostics.collect {
            let c = NSLayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b,
                attribute: .left, multiplier: 1, constant: 0)
            c.isActive = true
            return c
        }
        #expect(!c.isActive)
        let reason = refusal(
            a,
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        )
        #expect(log.map(\.message) == [reason, "Not activating an invalid constraint: " + reason])
    }

    @Test func locationPairedWithSizeIsRefused() {
        let (_, a, b) = pair()
        let (_, log) = LayoutDiagnostics.collect {
            _ = NSLayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: b,
                attribute: .height, multiplier: 1, constant: 0)
        }
        #expect(log.map(\.message) == [refusal(a, "Invalid pairing of layout attributes.")])
    }

    /// UIKit makes it (SnapKit's suite installs `left == other.top`); its engine refuses it later.
    @Test func horizontalPairedWithVerticalLocationIsMadeWithoutAMessage() {
        let (_, a, b) = pair()
        let (c, log) = LayoutDiagnostics.collect {
            NSLayoutConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: b,
                attribute: .centerY, multiplier: 1, constant: 0)
        }
        #expect(log.isEmpty)
        #expect(c.creationError == nil && c.relatesIncompatibleAnchors)
        #expect(
            c.invalidReason == "Constraint improperly relates anchors of incompatible types: a.centerX == b.centerY")
    }

    @Test func aLocationEqualToAConstantIsRefused() {
        let (_, a, _) = pair()
        let (_, log) = LayoutDiagnostics.collect {
            _ = NSLayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 20)
        }
        #expect(
            log.map(\.message) == [
                refusal(
                    a,
                    "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
                )
            ])
    }

    @Test func requiredToOptionalOnAnInstalledConstraintIsRefused() {
        let (root, a, _) = pair()
        a.translatesAutoresizingMaskIntoConstraints = false
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        w.isActive = true
        let (_, log) = LayoutDiagnostics.collect { w.priority = .defaultLow }
        #expect(w.priority == .required)
        #expect(
            log.first?.message
                == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
        )
        // Optional to optional is fine and takes effect.
        let h = a.heightAnchor.constraint(equalToConstant: 30)
        h.priority = UILayoutPriority(300)
        let h2 = a.heightAnchor.constraint(equalToConstant: 60)
        h2.priority = UILayoutPriority(400)
        NSLayoutConstraint.activate([
            h, h2, a.topAnchor.constraint(equalTo: root.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.height == 60)
        h.priority = UILayoutPriority(500)
        root.layoutIfNeeded()
        #expect(a.frame.height == 30)
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let box = UIView(), inner = UIView(), other = UIView()
        root.addSubview(box)
        box.addSubview(inner)
        root.addSubview(other)
        let c1 = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        let c2 = inner.topAnchor.constraint(equalTo: other.bottomAnchor)
        let c3 = inner.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([c1, c2, c3])
        #expect(box.constraints.map(\.debugAddress) == [c1.debugAddress])
        #expect(root.constraints.map(\.debugAddress) == [c2.debugAddress])
        #expect(inner.constraints.map(\.debugAddress) == [c3.debugAddress])
        let stranger = UIView()
        let (_, log) = LayoutDiagnostics.collect {
            stranger.leadingAnchor.constraint(equalTo: inner.leadingAnchor).isActive = true
        }
        #expect(
            log.first?.message.hasPrefix(
                "Unable to activate constraint with anchors UIView:\(stranger.debugAddress).leading and UIView:\(inner.debugAddress).leading because they have no common ancestor."
            ) == true)
    }

    @Test func removingAViewRemovesTheConstraintsThatCrossIntoIt() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let box = UIView(), inner = UIView(), other = UIView()
        root.addSubview(box)
        box.addSubview(inner)
        root.addSubview(other)
        let inside = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        let crossing = inner.topAnchor.constraint(equalTo: other.bottomAnchor)
        let unrelated = other.widthAnchor.constraint(equalTo: root.widthAnchor)
        NSLayoutConstraint.activate([inside, crossing, unrelated])
        box.removeFromSuperview()
        #expect(inside.isActive)
        #expect(!crossing.isActive)
        #expect(unrelated.isActive)
        #expect(root.constraints.map(\.debugAddress) == [unrelated.debugAddress])
    }

    @Test func descriptionsUseUIKitsFormat() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let A = "UIView:\(a.debugAddress)", B = "UIView:\(b.debugAddress)", R = "UIView:\(root.debugAddress)"
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12)
        let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let bottom = root.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 7)
        let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -3)
        let size = a.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
        size.priority = UILayoutPriority(900)
        size.identifier = "cap"
        let center = a.centerXAnchor.constraint(equalTo: b.centerXAnchor)
        let superFirst = root.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        NSLayoutConstraint.activate([spacing, top, bottom, ratio, center, superFirst])
        // As iOS prints it (a UIStackView's canvas connection in a real log): plain form.
        #expect(
            superFirst.description
                == "<NSLayoutConstraint:\(superFirst.debugAddress) \(R).leading == \(A).leading   (active)>")
        #expect(spacing.description == "<NSLayoutConstraint:\(spacing.debugAddress) H:[\(A)]-(12)-[\(B)]   (active)>")
        #expect(
            top.description == "<NSLayoutConstraint:\(top.debugAddress) V:|-(5)-[\(A)]   (active, names: '|':\(R) )>")
        #expect(
            bottom.description
                == "<NSLayoutConstraint:\(bottom.debugAddress) V:[\(A)]-(7)-|   (active, names: '|':\(R) )>")
        #expect(
            ratio.description
                == "<NSLayoutConstraint:\(ratio.debugAddress) \(A).width == 0.5*\(B).width - 3   (active)>")
        #expect(size.description == "<NSLayoutConstraint:\(size.debugAddress) 'cap' V:[\(A)(<=100@900)]   (inactive)>")
        #expect(
            center.description == "<NSLayoutConstraint:\(center.debugAddress) \(A).centerX == \(B).centerX   (active)>")
    }
}
