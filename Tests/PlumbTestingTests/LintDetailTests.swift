import Foundation
@testable import PlumbUI
import Testing
@testable import PlumbSnapshotCore

/// A lint finding's detail is a value the diagnostic carries (its one-line summary), not the first
/// line cut from its message; the whole message goes with it as the log.
@MainActor @Suite struct LintDetailValue {
    /// A 100×40 box whose child is pinned 10 wide and also asked to be 20 wide.
    func conflict() -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: v.leadingAnchor), a.topAnchor.constraint(equalTo: v.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 20),
        ])
        return v
    }

    @Test func aConflictsDiagnosticCarriesUIKitsHeadlineAsItsSummary() throws {
        let (_, diagnostics) = LayoutDiagnostics.collect { conflict().layoutIfNeeded() }
        let d = try #require(diagnostics.first { $0.kind == .unsatisfiableConstraints })
        #expect(d.summary == "Unable to simultaneously satisfy constraints.")
        #expect(d.message.hasPrefix(d.summary + "\n\tProbably at least one of the constraints"))
    }

    @Test func aOneLineDiagnosticIsItsOwnSummary() {
        let d = LayoutDiagnostic(kind: .warning, message: "UIImage(named: \"logo\"): no image")
        #expect(d.summary == d.message)
        #expect(LayoutDiagnostic(kind: .layoutLoop, message: "a\nb", summary: "a").summary == "a")
    }

    @Test func theFindingsDetailIsTheSummaryAndItsLogTheMessage() throws {
        let (captured, diagnostics) = try LayoutDiagnostics.collect {
            try SnapshotRenderer.capture(.view(conflict()), as: .frames(width: 100, height: 40))
        }
        #expect(diagnostics.isEmpty)  // the capture collects its own
        let finding = try #require(captured.lintProblems.first)
        #expect(finding.check == .unsatisfiableConstraints)
        #expect(finding.detail == "Unable to simultaneously satisfy constraints.")
        let log = try #require(finding.log)
        #expect(log.hasPrefix(finding.detail + "\n"))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
    }
}
