import Foundation
import Testing
@testable import PlumbUI
import Cassowary

@MainActor @Suite struct AmbiguityTests {
    @Test(arguments: directions)
    func aMissingConstraintIsAmbiguousAndTraced(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(v.ambiguousVariables().map(\.name) == ["UIView:\(v.debugAddress).minY"])
        #expect(!root.hasAmbiguousLayout)
        guard let minY = v.ambiguousVariables().first else { return }
        let trace = root._autolayoutTrace()
        #expect(
            trace.hasPrefix(
                """
                •UIView:\(root.debugAddress)
                |   *UIView:\(v.debugAddress)- AMBIGUOUS LAYOUT for UIView:\(v.debugAddress).minY{id: \(minY.id)}
                """))
        #expect(
            trace.contains(
                "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES"
            ))
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.minY != before.minY)
        #expect(v.frame.size == before.size)
        #expect(v.frame.minX == before.minX)
    }

    @Test(arguments: directions)
    func equalHuggingPrioritiesCompetingForSpaceAreAmbiguous(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let a = IntrinsicView(100, 30), b = IntrinsicView(100, 30)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(b.hasAmbiguousLayout)
        #expect(a.frame.width + b.frame.width == 296)
        let before = (a.frame, b.frame)
        a.exerciseAmbiguityInLayout()
        #expect((a.frame, b.frame) != before)
        #expect(a.frame.width + b.frame.width == 296)
        #expect(a.frame.width >= 100 && b.frame.width >= 100, "both stay at or above their intrinsic width")
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(a.frame == mirrored(rect(8, 0, 100, 30), in: 320, dir))
        #expect(b.frame == mirrored(rect(116, 0, 196, 30), in: 320, dir))
    }
}
