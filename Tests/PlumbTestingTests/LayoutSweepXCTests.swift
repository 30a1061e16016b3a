import Foundation
import PlumbUI
import XCTest
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `assertLayoutSweep` inside XCTest: a moved breakpoint is an `XCTFail` at the assertion's line,
/// naming the breakpoint (the failures are captured by overriding `recordFailure`).
final class LayoutSweepXCTests: XCTestCase {
    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
            captured.append((message, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor func testAMovedBreakpointFailsAtTheCallSiteInRightToLeft() async throws {
        let dir = TempDir()
        // Every 10 pt over 140 ... 400 in RTL; the breakpoints are the LTR ones (SweepFixtures.panel()).
        let sweep = LayoutSweep.widths(140...400, step: 10, height: 400).rightToLeft
        let name =
            "LayoutSweepXCTests/testAMovedBreakpointFailsAtTheCallSiteInRightToLeft.h400.w140-400by10.rtl@2x.sweep"
        capturing = true
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run1")) {
            assertLayoutSweep(of: SweepFixtures.panel(), over: sweep, record: .missing)
        }
        XCTAssertEqual(captured.count, 1)
        let recorded = try String(contentsOfFile: "\(dir.snapshots)/\(name).txt", encoding: .utf8)
        XCTAssertEqual(
            recorded.split(separator: "\n").filter { $0.hasPrefix("  `") || $0.hasPrefix("  constraint") }
                .map { $0.trimmingCharacters(in: .whitespaces) },
            LayoutSweepTests.panelBreakpoints)
        // `box` 20 pt wider (320 pt): it leaves its superview below 336 pt instead of 316.
        let changed = SweepFixtures.panel()
        changed.subviews[3].constraints.first { $0.firstAttribute == .width }?.constant = 320
        captured = []
        var line = 0
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
            assertLayoutSweep(of: changed, over: sweep, record: .never); line = #line
        }
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(
            captured.first?.message.split(separator: "\n").prefix(2).joined(separator: "\n"),
            """
            Layout sweep "\(name)" does not match its reference: the breakpoints are not where they were.
              - `box` leaves its superview: was below 316 pt, now below 336 pt
            """)
    }
}
