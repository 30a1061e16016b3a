import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Layout lint in snapshot assertions: what each check finds, in its exact words, and that the
/// default checks fail a snapshot unless turned off.
@MainActor @Suite struct LintChecksFindings {
    /// A 100×40 container with `body` laid out in it.
    func container(_ body: (UIView) -> Void) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        v.accessibilityIdentifier = "box"
        body(v)
        return v
    }

    func pinned(_ child: UIView, in v: UIView, _ rect: CGRect) {
        child.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: rect.minX),
            child.topAnchor.constraint(equalTo: v.topAnchor, constant: rect.minY),
            child.widthAnchor.constraint(equalToConstant: rect.width),
            child.heightAnchor.constraint(equalToConstant: rect.height),
        ])
    }

    /// The findings as the failure message prints them.
    func problems(_ v: UIView, _ checks: LintChecks) throws -> [String] {
        try SnapshotRenderer.capture(.view(v), as: .frames(width: 100, height: 40, lint: checks)).lintProblems.map(
            \.description)
    }

    @Test func unsatisfiableConstraintsAndAmbiguityAreOnByDefault() throws {
        let conflict = container { v in
            let a = UIView()
            a.accessibilityIdentifier = "a"
            self.pinned(a, in: v, CGRect(x: 0, y: 0, width: 10, height: 10))
            a.widthAnchor.constraint(equalToConstant: 20).isActive = true
        }
        #expect(
            try problems(conflict, .default) == [
                "unsatisfiable constraints: Unable to simultaneously satisfy constraints."
            ])
        let loose = container { v in
            let a = UIView()
            a.accessibilityIdentifier = "a"
            a.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(a)
            a.leadingAnchor.constraint(equalTo: v.leadingAnchor).isActive = true  // no width, no vertical constraints
        }
        #expect(try problems(loose, .default) == ["ambiguous layout: UIView#box/UIView#a (0, 0, 0, 0)"])
        #expect(try problems(loose, []) == [])
    }

    @Test func aDefaultLintProblemFailsTheSnapshotAndCanBeTurnedOff() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Lint.swift", function: "loose()")
        func loose() -> UIView {
            container { v in
                let a = UIView()
                a.accessibilityIdentifier = "a"
                a.translatesAutoresizingMaskIntoConstraints = false
                v.addSubview(a)
                a.leadingAnchor.constraint(equalTo: v.leadingAnchor).isActive = true
            }
        }
        _ = verify(
            .view(loose()), as: .image(width: 100, height: 40), identity: identity,
            configuration: dir.configuration(.missing))
        let failing = verify(
            .view(loose()), as: .image(width: 100, height: 40), identity: identity,
            configuration: dir.configuration(.never))
        #expect(
            failing.message == """
                No image differs from the reference (it matches); layout lint found 1 problem in "Lint/loose.100x40.ltr@2x":
                  - ambiguous layout: UIView#box/UIView#a (0, 0, 0, 0)
                """)
        #expect(failing.entry.status == .failed)
        #expect(
            failing.entry.lintProblems == [
                LintFinding(check: .ambiguousLayout, view: "UIView#box/UIView#a", detail: "(0, 0, 0, 0)")
            ])
        #expect(failing.entry.lintProblems.map(\.description) == ["ambiguous layout: UIView#box/UIView#a (0, 0, 0, 0)"])
        #expect(
            verify(
                .view(loose()), as: Snapshotting.image(width: 100, height: 40).lint([]), identity: identity,
                configuration: dir.configuration(.never)
            ).passed)
    }

    @Test func truncatedAndClippedLabels() throws {
        let v = container { v in
            let long = UILabel()
            long.text = "A label much too long for its width"
            long.accessibilityIdentifier = "long"
            self.pinned(long, in: v, CGRect(x: 0, y: 0, width: 60, height: 20))
            let short = UILabel()
            short.text = "Two\nlines"
            short.numberOfLines = 0
            short.accessibilityIdentifier = "short"
            self.pinned(short, in: v, CGRect(x: 60, y: 0, width: 40, height: 10))
        }
        #expect(
            try problems(v, .truncatedLabels) == [
                "truncated label: UIView#box/UILabel#long (0, 0, 60, 20)",
                "clipped label: UIView#box/UILabel#short (60, 0, 40, 10)",
            ])
    }

    /// A label or button without an identifier is named by its text or title after its path.
    @Test func viewsWithoutAnIdentifierAreNamedByTheirTextOrTitle() throws {
        let v = container { v in
            let long = UILabel()
            long.text = "Wrote the first program for the Analytical Engine"
            self.pinned(long, in: v, CGRect(x: 0, y: 0, width: 60, height: 20))
            let button = UIButton(type: .system)
            button.setTitle("Sign in", for: .normal)
            self.pinned(button, in: v, CGRect(x: 50, y: 0, width: 50, height: 30))
        }
        #expect(
            try problems(v, .truncatedLabels) == [
                // The text is cut to 40 characters; lint keeps non-ASCII escaped (messages print it as text).
                "truncated label: UIView#box/UILabel[0] \"Wrote the first program for the Analyti\\u{2026}\" (0, 0, 60, 20)"
            ])
        #expect(
            try problems(v, .overlappingSiblings) == [
                "overlapping siblings: UIView#box/UILabel[0] \"Wrote the first program for the Analyti\\u{2026}\" and "
                    + "UIView#box/UIButton[1] \"Sign in\" share (50, 0, 10, 20)"
            ])
    }

    @Test func overlappingSiblingsAndViewsOutsideTheirSuperview() throws {
        let v = container { v in
            let a = UIView(), b = UIView(), c = UIView()
            a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"; c.accessibilityIdentifier = "c"
            self.pinned(a, in: v, CGRect(x: 0, y: 0, width: 30, height: 30))
            self.pinned(b, in: v, CGRect(x: 20, y: 10, width: 30, height: 20))
            self.pinned(c, in: v, CGRect(x: 90, y: 0, width: 20, height: 10))
        }
        #expect(
            try problems(v, .overlappingSiblings) == [
                "overlapping siblings: UIView#box/UIView#a and UIView#box/UIView#b share (20, 10, 10, 20)"
            ])
        #expect(
            try problems(v, .outsideSuperview) == [
                "outside its superview: UIView#box/UIView#c (90, 0, 20, 10) in (0, 0, 100, 40)"
            ])
    }

    @Test func perViewExemptionsSilenceOnlyTheNamedViewsAndWhatIsInside() throws {
        func screen() -> UIView {
            container { v in
                let title = UILabel(), subtitle = UILabel()
                title.text = "A title much too long for its width"
                title.accessibilityIdentifier = "title"
                subtitle.text = "A subtitle truncated on purpose"
                subtitle.accessibilityIdentifier = "subtitle"
                self.pinned(title, in: v, CGRect(x: 0, y: 0, width: 50, height: 20))
                self.pinned(subtitle, in: v, CGRect(x: 50, y: 0, width: 50, height: 20))
                let badgeBox = UIView(), badge = UIView(), dot = UIView()
                badgeBox.accessibilityIdentifier = "badges"; badge.accessibilityIdentifier = "badge";
                dot.accessibilityIdentifier = "dot"
                self.pinned(badgeBox, in: v, CGRect(x: 0, y: 20, width: 100, height: 20))
                self.pinned(badge, in: badgeBox, CGRect(x: 0, y: 0, width: 30, height: 20))
                // overlaps badge, leaves badges
                self.pinned(dot, in: badgeBox, CGRect(x: 20, y: 0, width: 30, height: 30))
            }
        }
        let all: LintChecks = [.truncatedLabels, .overlappingSiblings, .outsideSuperview]
        func problems(_ s: Snapshotting) throws -> [String] {
            try SnapshotRenderer.capture(.view(screen()), as: s).lintProblems.map(\.description)
        }
        let strict = Snapshotting.frames(width: 100, height: 40, lint: all)
        #expect(
            try problems(strict) == [
                "truncated label: UIView#box/UILabel#title (0, 0, 50, 20)",
                "truncated label: UIView#box/UILabel#subtitle (50, 0, 50, 20)",
                "overlapping siblings: UIView#box/UIView#badges/UIView#badge and UIView#box/UIView#badges/UIView#dot share (20, 0, 10, 20)",
                "outside its superview: UIView#box/UIView#badges/UIView#dot (20, 0, 30, 30) in (0, 0, 100, 20)",
            ])
        // The subtitle's truncation is exempt; the title's is still found.
        let relaxed = strict.lintExempting(.truncatedLabels, identifiers: ["subtitle"])
            .lintExempting([.overlappingSiblings, .outsideSuperview], identifiers: ["badges"])
        #expect(try problems(relaxed) == ["truncated label: UIView#box/UILabel#title (0, 0, 50, 20)"])
        // An exemption on one sibling is enough to excuse an overlap; the other check still applies.
        #expect(try problems(strict.lintExempting(.overlappingSiblings, identifiers: ["dot"])).count == 3)
        #expect(
            relaxed.lintExemptions == [
                "subtitle": .truncatedLabels, "badges": [.overlappingSiblings, .outsideSuperview],
            ])
        #expect(relaxed.variantName == strict.variantName)
    }

    @Test func scrollViewContentIsMeasuredAgainstTheContentArea() throws {
        let v = container { v in
            let scroll = UIScrollView()
            scroll.accessibilityIdentifier = "scroll"
            self.pinned(scroll, in: v, CGRect(x: 0, y: 0, width: 100, height: 40))
            let tall = UIView()
            tall.accessibilityIdentifier = "tall"
            tall.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(tall)
            NSLayoutConstraint.activate([
                tall.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                tall.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                tall.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                tall.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                tall.widthAnchor.constraint(equalToConstant: 100),
                tall.heightAnchor.constraint(equalToConstant: 300),
            ])
        }
        #expect(try problems(v, [.outsideSuperview, .ambiguousLayout]) == [])
    }
}
