import Foundation
import Testing
@testable import PlumbUI

/// Records the order of `updateConstraints` and `layoutSubviews` calls.
final class Journal { var entries: [String] = [] }

final class RecordingView: UIView {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        journal.entries.append("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        journal.entries.append("layout \(name)")
        super.layoutSubviews()
    }
}

/// The seeds' `BaseViewWithAutolayout` template: constraints made once in `updateConstraints`,
/// adjusted on every pass.
final class TemplateView: UIView {
    private var didSetupConstraints = false
    let content = UIView()
    var inset: CGFloat = 10 { didSet { setNeedsUpdateConstraints() } }
    private var leading: NSLayoutConstraint?
    var setupCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
    }
    required init?(coder: NSCoder) { nil }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        if !didSetupConstraints {
            setupCount += 1
            let l = content.leadingAnchor.constraint(equalTo: leadingAnchor)
            NSLayoutConstraint.activate([
                l,
                content.topAnchor.constraint(equalTo: topAnchor, constant: 5),
                content.widthAnchor.constraint(equalToConstant: 40),
                content.heightAnchor.constraint(equalToConstant: 40),
            ])
            leading = l
            didSetupConstraints = true
        }
        leading?.constant = inset
        super.updateConstraints()
    }
}

final class LoopingView: UIView {
    var constraint: NSLayoutConstraint?
    override func updateConstraints() {
        constraint?.constant += 1
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsUpdateConstraints()
    }
}

final class ForgetfulView: UIView {
    override func updateConstraints() {}
}

@MainActor @Suite struct LayoutCycleTests {
    @Test(arguments: directions)
    func updateConstraintsRunsBottomUpAndLayoutSubviewsTopDown(_ dir: UITraitEnvironmentLayoutDirection) {
        let journal = Journal()
        let root = RecordingView("root", journal)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = rect(0, 0, 200, 200)
        root.overrideTraitCollection = UITraitCollection(layoutDirection: dir)
        let a = RecordingView("a", journal), a1 = RecordingView("a1", journal)
        let a2 = RecordingView("a2", journal), b = RecordingView("b", journal)
        root.addSubview(a)
        a.addSubview(a1)
        a.addSubview(a2)
        root.addSubview(b)
        for v in [a, a1, a2, b] {
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: v.superview!.leadingAnchor, constant: 1),
                v.topAnchor.constraint(equalTo: v.superview!.topAnchor, constant: 1),
                v.widthAnchor.constraint(equalToConstant: 50),
                v.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        root.layoutIfNeeded()
        #expect(
            journal.entries == [
                "update a1", "update a2", "update a", "update b", "update root",
                "layout root", "layout a", "layout a1", "layout a2", "layout b",
            ])
        #expect(a1.frame == mirrored(rect(1, 1, 50, 50), in: 50, dir))
        journal.entries.removeAll()
        root.layoutIfNeeded()
        #expect(journal.entries == [], "nothing changed, nothing runs")
        a.setNeedsUpdateConstraints()
        a1.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(journal.entries == ["update a", "layout a1"])
    }

    @Test(arguments: directions)
    func baseViewTemplateSetsUpOnceAndModifiesOnEveryPass(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 100, dir)
        let t = TemplateView(frame: rect(0, 0, 300, 100))
        root.addSubview(t)
        root.layoutIfNeeded()
        #expect(t.content.frame == mirrored(rect(10, 5, 40, 40), in: 300, dir))
        t.inset = 30
        root.layoutIfNeeded()
        #expect(t.content.frame == mirrored(rect(30, 5, 40, 40), in: 300, dir))
        #expect(t.setupCount == 1)
    }

    @Test func aLayoutLoopIsReportedNotHung() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let looping = LoopingView()
        looping.accessibilityIdentifier = "looper"
        looping.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(looping)
        let c = looping.widthAnchor.constraint(equalToConstant: 10)
        looping.constraint = c
        NSLayoutConstraint.activate([
            c, looping.heightAnchor.constraint(equalToConstant: 10),
            looping.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            looping.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let (_, log) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let loops = log.filter { $0.kind == .layoutLoop }
        #expect(loops.count == 1)
        #expect(
            loops.first?.message.hasPrefix(
                "Layout loop: after 100 passes these views still invalidate each other's layout: ") == true)
        #expect(loops.first?.message.contains("looper (updateConstraints)") == true)
        #expect(loops.first?.message.contains("looper (layoutSubviews)") == true)
        #expect(c.constant == 110, "one update per pass, 100 passes")
    }

    @Test func anUpdateConstraintsOverrideWithoutSuperIsReported() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let v = ForgetfulView(frame: rect(0, 0, 10, 10))
        root.addSubview(v)
        let (_, log) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(log.map(\.kind) == [.missingSuperCall])
        #expect(
            log.first?.message
                == "Auto Layout still required after sending -updateConstraints to <ForgetfulView: \(v.debugAddress); frame = (0 0; 10 10)>. ForgetfulView or one of its superclasses may have overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
        )
    }

    @Test(arguments: directions)
    func forgettingToTurnOffAutoresizingConflictsAsOnIOS(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let box = UIView(frame: rect(0, 0, 0, 0))
        box.accessibilityIdentifier = "box"
        root.addSubview(box)  // translatesAutoresizingMaskIntoConstraints is still true
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let (_, log) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let unsat = log.filter { $0.kind == .unsatisfiableConstraints }
        #expect(unsat.count == 2)
        // An identified view is named by its identifier, and listed after `names:` (UIKit's format).
        let B = "box", N = "box:\(box.debugAddress)", R = "UIView:\(root.debugAddress)"
        let first = unsat.first { $0.message.contains("H:|-(20)-") }?.message ?? ""
        #expect(
            first.contains(
                "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"
            ))
        #expect(first.contains("\"<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(first.contains("h=--& v=--& \(B).minX == 0   (active, names: \(N), '|':\(R) )>\""))
        #expect(first.contains("H:|-(20)-[\(B)]   (active, names: \(N), '|':\(R) )>\""))
        #expect(first.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        // The autoresizing constraints win: the box stays where its frame put it.
        #expect(box.frame == mirrored(rect(0, 0, 0, 0), in: 320, .leftToRight))
    }

    @Test(arguments: directions)
    func autoresizingMaskStretchesWithTheSuperview(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 200, dir)
        let bar = UIView(frame: rect(10, 20, 280, 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = UIView(frame: rect(250, 150, 40, 40))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.addSubview(bar)
        root.addSubview(badge)
        root.layoutIfNeeded()
        #expect(bar.frame == rect(10, 20, 280, 44))
        root.frame = rect(0, 0, 400, 300)
        root.layoutIfNeeded()
        #expect(bar.frame == rect(10, 20, 380, 44))
        #expect(badge.frame == rect(350, 250, 40, 40))
        #expect(!badge.hasAmbiguousLayout)
    }
}

final class ReentrantView: UIView {
    var count = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        count += 1
        layoutIfNeeded()  // common in UIKit code; must not recurse
        subviews.first?.layoutIfNeeded()
    }
}

@MainActor @Suite struct ReentrancyTests {
    @Test(arguments: directions)
    func layoutIfNeededInsideLayoutSubviewsDoesNotRecurse(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(100, 100, dir)
        let v = ReentrantView(frame: rect(0, 0, 100, 100))
        root.addSubview(v)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(child)
        let w = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            w, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: v.leadingAnchor),
            child.topAnchor.constraint(equalTo: v.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.count == 1)
        // The UIKit idiom for animating a constraint change lands in the final state.
        w.constant = 30
        UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
        #expect(child.frame == mirrored(rect(0, 0, 30, 10), in: 100, dir))
    }
}
