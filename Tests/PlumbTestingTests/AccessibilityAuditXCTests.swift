import Foundation
import PlumbUI
import XCTest
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `assertAccessibilityAudit` inside XCTest: each issue is an `XCTFail` at the assertion's line
/// (captured here through `recordFailure`, as in `XCTestReportingTests`), and a suppression with
/// its reason keeps an issue from failing.
final class AccessibilityAuditXCTests: XCTestCase {
    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((String(description.dropFirst("failed - ".count)), lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// A 100 x 60 white view with a 30 x 30 "Close" button at (8, 8) (leading, so at x 100 - 8 - 30
    /// = 62 right to left).
    @MainActor func screen() -> UIView {
        let root = UIView()
        root.backgroundColor = .white
        root.accessibilityIdentifier = "bar"
        let close = UIButton(type: .system)
        (close.accessibilityIdentifier, close.accessibilityLabel) = ("close", "Close")
        close.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(close)
        NSLayoutConstraint.activate([
            close.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            close.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            close.widthAnchor.constraint(equalToConstant: 30), close.heightAnchor.constraint(equalToConstant: 30),
        ])
        return root
    }

    @MainActor func testEachIssueFailsAtTheAssertionsLineInBothDirections() async throws {
        let dir = TempDir()
        var line = 0
        captured = []
        capturing = true
        withSnapshotSettings(artifactsDirectory: dir.artifacts) {
            line = #line + 1
            assertAccessibilityAudit(
                of: screen(), on: [.image(width: 100, height: 60), .image(width: 100, height: 60).rightToLeft],
                for: .hitRegion)
        }
        capturing = false
        let image = dir.artifacts + "/AccessibilityAuditXCTests/testEachIssueFailsAtTheAssertionsLineInBothDirections"
        XCTAssertEqual(captured.map(\.line), [line, line])
        XCTAssertEqual(
            captured.map(\.message),
            ["ltr", "rtl"].map { d in
                "Accessibility audit: hitRegion: UIView#bar/UIButton#close \"Close\" in 100x60.\(d)@2x: 30 x 30 pt, needs at least 44 x 44 pt (Apple Human Interface Guidelines)\n  image: file://\(image).100x60.\(d)@2x.audit.png"
            })
        let entries = try Manifest.load(artifacts: dir.artifacts)
        XCTAssertEqual(entries.map { $0.auditIssues?.map(\.frame.minX) }, [[8], [62]])
    }

    @MainActor func testASuppressedIssueDoesNotFail() async throws {
        let dir = TempDir()
        captured = []
        capturing = true
        withSnapshotSettings(artifactsDirectory: dir.artifacts) {
            assertAccessibilityAudit(
                of: screen(), on: [.image(width: 100, height: 60)], for: .hitRegion,
                suppressing: [
                    AccessibilityAuditSuppression(.hitRegion, element: "close", reason: "the bar takes the tap")
                ])
        }
        capturing = false
        XCTAssertEqual(captured.map(\.message), [])
        let entry = try XCTUnwrap(Manifest.load(artifacts: dir.artifacts).first)
        XCTAssertEqual(entry.status, .passed)
        XCTAssertEqual(entry.auditIssues?.map(\.suppressed), ["the bar takes the tap"])
    }
}
