import Foundation
@testable import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// What the view tree reports while a snapshot lays it out and draws it reaches the failure: a
/// conflict with its constraints (message, manifest, report), a missing image as a warning.
@MainActor @Suite struct SnapshotDiagnosticsTests {
    /// A 100×40 box whose child is pinned 10 wide and also asked to be 20 wide.
    func conflict() -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let a = UIView()
        a.accessibilityIdentifier = "a"
        a.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(a)
        let narrow = a.widthAnchor.constraint(equalToConstant: 10)
        narrow.identifier = "narrow"
        let wide = a.widthAnchor.constraint(equalToConstant: 20)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: v.leadingAnchor), a.topAnchor.constraint(equalTo: v.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        return v
    }

    /// Object addresses vary with the order tests run in; UIKit's logs print them, tests drop them.
    func withoutAddresses(_ s: String) -> String {
        s.replacingOccurrences(of: ":0x[0-9a-f]+", with: ":0x", options: .regularExpression)
    }

    @Test func aConflictListsItsConstraintsInTheMessageManifestAndReport() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Conflicts.swift", function: "conflict()")
        _ = verify(
            .view(conflict()), as: .frames(width: 100, height: 40, lint: []), identity: identity,
            configuration: dir.configuration(.missing))
        let failing = verify(
            .view(conflict()), as: .frames(width: 100, height: 40), identity: identity,
            configuration: dir.configuration(.never))
        let expected = """
            No image differs from the reference (it matches); layout lint found 1 problem in "Conflicts/conflict.100x40.ltr@2x":
              - unsatisfiable constraints: Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x 'narrow' H:[a(10)]   (active, names: a:0x )>",
                    "<NSLayoutConstraint:0x 'wide' H:[a(20)]   (active, names: a:0x )>"
                )
                Will attempt to recover by breaking constraint
                <NSLayoutConstraint:0x 'wide' H:[a(20)]   (active, names: a:0x )>
            """
        let message = withoutAddresses(try #require(failing.message))
        #expect(message == expected, "\(message)")
        // The manifest keeps UIKit's whole log beside the finding's first line.
        let entry = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        let finding = try #require(entry.lintProblems.first)
        #expect(finding.detail == "Unable to simultaneously satisfy constraints.")
        let log = withoutAddresses(finding.log ?? "")
        #expect(
            log.hasPrefix("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints"))
        #expect(
            log.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x 'wide' H:[a(20)]   (active, names: a:0x )>"
            ))
        // The report shows the list under the finding.
        let html = withoutAddresses(Report(entries: [entry], artifacts: dir.artifacts).html())
        #expect(
            html.contains(
                """
                <li>unsatisfiable constraints: Unable to simultaneously satisfy constraints.<pre class="log">(
                    &quot;&lt;NSLayoutConstraint:0x &#39;narrow&#39; H:[a(10)]   (active, names: a:0x )&gt;&quot;,
                """))
    }

    @Test func aMissingImageInAControllerIsAWarningWhileRecordingAndWhenItPasses() throws {
        final class Logo: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(UIImageView(image: UIImage(named: "plumb-no-such-logo")))
            }
        }
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Images.swift", function: "logo()")
        let recorded = verify(
            .controller(Logo()), as: .frames(width: 100, height: 40), identity: identity,
            configuration: dir.configuration(.missing))
        let warning = try #require(recorded.warnings.first)
        #expect(warning.hasPrefix("UIImage(named: \"plumb-no-such-logo\"): no image in "))
        #expect(recorded.warnings.count == 1)
        let message = try #require(recorded.message)
        #expect(message.hasSuffix("\n\nWhile it was laid out and drawn, the view reported 1 warning:\n  - \(warning)"))
        #expect(recorded.entry.warnings == [warning])
        let passed = verify(
            .controller(Logo()), as: .frames(width: 100, height: 40), identity: identity,
            configuration: dir.configuration(.never))
        #expect(passed.message == nil)
        #expect(passed.warnings == [warning])
    }

    @Test func warningsOutsideASnapshotAreNotLabelledAsLayoutConstraints() {
        #expect(
            LayoutDiagnostics.consoleLine(
                LayoutDiagnostic(kind: .warning, message: "UIImage(named: \"logo\"): no image"))
                == "[Plumb] warning: UIImage(named: \"logo\"): no image\n")
        #expect(
            LayoutDiagnostics.consoleLine(
                LayoutDiagnostic(
                    kind: .unsatisfiableConstraints, message: "Unable to simultaneously satisfy constraints."))
                == "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n")
    }
}
