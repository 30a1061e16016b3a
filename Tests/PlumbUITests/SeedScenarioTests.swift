import Foundation
import Testing
@testable import PlumbUI

/// The scenarios of the Auto Layout notes in shared/seeds, with exact frames in both directions.
@MainActor @Suite struct SeedScenarioTests {
    /// Seed 002: yellow inset by 20 (100 from the top), green and red inside it, red twice as tall.
    @Test(arguments: directions)
    func anchorsExampleYellowGreenRed(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(375, 667, dir)
        let margin: CGFloat = 20
        let yellow = UIView(), green = UIView(), red = UIView()
        for v in [yellow, green, red] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(yellow)
        yellow.addSubview(green)
        yellow.addSubview(red)
        yellow.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: margin).isActive = true
        yellow.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -margin).isActive = true
        yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
        yellow.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -margin).isActive = true
        green.leadingAnchor.constraint(equalTo: yellow.leadingAnchor, constant: margin).isActive = true
        green.trailingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: -margin).isActive = true
        green.topAnchor.constraint(equalTo: yellow.topAnchor, constant: margin).isActive = true
        green.bottomAnchor.constraint(equalTo: red.topAnchor, constant: -margin).isActive = true
        red.leadingAnchor.constraint(equalTo: green.leadingAnchor).isActive = true
        red.trailingAnchor.constraint(equalTo: green.trailingAnchor).isActive = true
        red.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: -margin).isActive = true
        red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 2.0).isActive = true
        root.layoutIfNeeded()
        // 3 × green = 547 − 60 = 487 → green 162.333…; edges round to the @2x grid in root space.
        #expect(yellow.frame == rect(20, 100, 335, 547))
        #expect(green.frame == rect(20, 20, 295, 162.5))
        #expect(red.frame == rect(20, 202.5, 295, 324.5))
        for v in [yellow, green, red] { #expect(!v.hasAmbiguousLayout) }
    }

    /// Apple's "Unsatisfiable Layouts" example: a label at least 400 wide between the margins of
    /// a 320-point view, 8 points from a text field.
    @Test(arguments: directions)
    func applesUnsatisfiableExampleLogsFiveConstraintsAndBreaksTheWidth(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let label = IntrinsicView(42, 21, id: "Name")
        let field = IntrinsicView(97, 30, id: "field")
        root.addSubview(label)
        root.addSubview(field)
        let width = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        let leading = NSLayoutConstraint(
            item: label, attribute: .leading, relatedBy: .equal, toItem: root,
            attribute: .leadingMargin, multiplier: 1, constant: 0)
        let spacing = field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
        let trailing = NSLayoutConstraint(
            item: field, attribute: .trailing, relatedBy: .equal, toItem: root,
            attribute: .trailingMargin, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([
            width, leading, spacing, trailing,
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        let (_, log) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let unsat = log.filter { $0.kind == .unsatisfiableConstraints }
        #expect(unsat.count == 1)
        let message = unsat.first?.message ?? ""
        // Identified views are named by their identifiers, and listed after `names:` (UIKit's format).
        let L = "Name", F = "field", R = "UIView:\(root.debugAddress)"
        let LN = "Name:\(label.debugAddress)", FN = "field:\(field.debugAddress)"
        let encapsulated = root.layoutNode.engine!.installed.map(\.constraint)
            .first { $0.identifier == "UIView-Encapsulated-Layout-Width" }!
        let listed = [
            "<NSLayoutConstraint:\(width.debugAddress) H:[\(L)(>=400)]   (active, names: \(LN) )>",
            "<NSLayoutConstraint:\(leading.debugAddress) \(L).leading == \(R).leadingMargin   (active, names: \(LN) )>",
            "<NSLayoutConstraint:\(spacing.debugAddress) H:[\(L)]-(NSSpace(8))-[\(F)]   (active, names: \(FN), \(LN) )>",
            "<NSLayoutConstraint:\(trailing.debugAddress) \(F).trailing == \(R).trailingMargin   (active, names: \(FN) )>",
            "<NSLayoutConstraint:\(encapsulated.debugAddress) 'UIView-Encapsulated-Layout-Width' H:[\(R)(320)]   (active)>",
        ].sorted()
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            """
        #expect(message.hasPrefix(expected))
        let body = message.components(separatedBy: "(\n").dropFirst().first?.components(separatedBy: "\n)").first ?? ""
        let lines = body.components(separatedBy: ",\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.sorted() == listed.map { "\"\($0)\"" })
        #expect(
            message.contains(
                "Will attempt to recover by breaking constraint \n\(listed.first { $0.contains(">=400") }!)\n"))
        #expect(message.hasSuffix("may also be helpful."))
        // Recovery: the broken width still pulls as hard as it can (priority 1100), the field gets 0.
        #expect(label.frame == mirrored(rect(8, 20, 296, 21), in: 320, dir))
        #expect(field.frame == mirrored(rect(312, 20, 0, 30), in: 320, dir))  // no text: its first baseline is its top
    }
}
