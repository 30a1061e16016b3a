import Foundation
import PlumbUI
import Raster
import XCTest
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Snapshot assertions inside XCTest: failures go through `XCTFail` at the assertion's line.
///
/// The test methods are `@MainActor` and `async`: snapshot assertions run on the main actor, and
/// corelibs XCTest on Linux cannot run synchronous methods of a `@MainActor` test class.
///
/// `recordFailure` is overridden to capture the failures the assertions report (instead of
/// failing this test), so each message and location can be checked exactly.
final class XCTestReportingTests: XCTestCase {
    struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var captured: [Failure] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if capturing {
            // XCTFail's description is "failed - " followed by the message.
            let message =
                description.hasPrefix("failed - ")
                ? String(description.dropFirst(9)) : "(no XCTFail prefix) " + description
            captured.append(Failure(description: message, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor
    private func capture(_ body: () -> Void) -> [Failure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    @MainActor func testRecordingAMissingReferenceFailsAtTheCallSite() async throws {
        let dir = TempDir()
        var line = 0
        let failures = capture {
            withSnapshotSettings(record: .missing, snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts)
            {
                assertSnapshot(of: block(20, 10), as: .image(width: 20)); line = #line
            }
        }
        let reference =
            dir.snapshots + "/XCTestReportingTests/testRecordingAMissingReferenceFailsAtTheCallSite.w20.ltr@2x.png"
        XCTAssertEqual(
            failures,
            [
                Failure(
                    description: """
                        No reference was found on disk. Recorded snapshot "XCTestReportingTests/testRecordingAMissingReferenceFailsAtTheCallSite.w20.ltr@2x" to
                          file://\(reference)
                        Re-run the test to verify it.
                        """, file: #filePath, line: line)
            ])
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
    }

    @MainActor func testAMismatchFailsWithTheFullMessageAndAPassDoesNot() async throws {
        let dir = TempDir()
        var line = 0
        let failures = capture {
            // Three assertions on one reference, each as if in a run of its own (its own artifacts
            // folder): within one run the second would fail as a duplicate of the first.
            withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run1")) {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .missing)
            }
            withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run2")) {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .never)
            }
            withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
                assertSnapshot(of: block(20, 10, .systemRed), as: .image(width: 20), record: .never); line = #line
            }
        }
        XCTAssertEqual(failures.count, 2, "the recording and the mismatch fail, the second assertion passes")
        guard failures.count == 2 else { return }
        let name = "XCTestReportingTests/testAMismatchFailsWithTheFullMessageAndAPassDoesNot.w20.ltr@2x"
        let art = dir.artifacts + "/" + name
        XCTAssertEqual(
            failures[1],
            Failure(
                description: """
                    Snapshot "\(name)" does not match its reference.
                      reference: 40x20 px, actual: 40x20 px
                      384 of 800 pixels differ (48.00%)
                      changed regions (x, y, width x height, in pixels): (4, 4, 32x12)
                      reference: file://\(dir.snapshots)/\(name).png
                      actual:    file://\(art).png
                      diff:      file://\(art).diff.png
                      compare:   file://\(art).compare.png (expected | diff | actual)
                    To accept the new snapshot: swift run plumb accept \(dir.artifacts) --only \(name)
                    """, file: #filePath, line: line))
        // The artifacts are there and the manifest names the failure.
        for suffix in [".png", ".diff.png", ".compare.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: art + suffix), art + suffix)
        }
        let entries = try Manifest.load(artifacts: dir.artifacts)
        XCTAssertEqual(entries.map(\.status), [.failed])
        XCTAssertEqual(entries.first?.differingPixels, 384)
    }

    @MainActor func testTheRecordParameterWinsOverTheScope() async throws {
        let dir = TempDir()
        let failures = capture {
            // The scope says `all`; the parameter `missing` wins, so the second call verifies (in
            // an artifacts folder of its own, as in a second run: in one run it would be a duplicate).
            withSnapshotSettings(record: .all, snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run1")) {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .missing)
            }
            withSnapshotSettings(record: .all, snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .missing)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.hasPrefix("No reference was found on disk.") ?? false)
    }
}
