#if SwiftSnapshotTesting
    internal import Foundation
    internal import PlumbSnapshotCore
    public import SnapshotTesting

    extension SnapshotTestingConfiguration.DiffTool {
        /// Records every failure in Plumb's manifest, so that `swift run plumb report` lists it with
        /// its difference image and `swift run plumb accept` accepts it, like the failures of Plumb's
        /// own assertions; then adds what swift-snapshot-testing's default diff tool says.
        ///
        /// Turn it on for a suite with the `.snapshots` trait, or around XCTest code with
        /// `withSnapshotTesting`:
        ///
        /// ```swift
        /// @Suite(.snapshots(diffTool: .plumb)) struct ProfileTests { ... }
        /// withSnapshotTesting(diffTool: .plumb) { assertSnapshot(of: view, as: .image(on: .iPhone8)) }
        /// ```
        ///
        /// The new snapshot is copied to Plumb's artifacts folder (`.build/plumb-artifacts`, or
        /// `SNAPSHOT_ARTIFACTS`), beside a difference image and an expected | diff | actual image, and
        /// the entry is named `<TestFile>/<test>.<n>` after the reference in `__Snapshots__`.
        ///
        /// The message names the reference and the new snapshot as swift-snapshot-testing's default
        /// diff tool does (`@−` and `@+` lines with `file://` paths), without its advice to set up
        /// `.ksdiff`: Plumb's report and accept take that place.
        public static var plumb: Self { plumb(then: paths) }

        /// The two `file://` paths under swift-snapshot-testing's `@−`/`@+` markers, and nothing else.
        static let paths = Self { reference, failed in
            "@\u{2212}\n\"file://\(reference)\"\n@+\n\"file://\(failed)\""
        }

        /// Records every failure in Plumb's manifest (see ``plumb``), then adds what `next` says.
        public static func plumb(then next: Self) -> Self {
            Self { reference, failed in
                let lines: [String]
                do {
                    let c = try SnapshotConfiguration.resolve(
                        record: .never, environment: ProcessInfo.processInfo.environment,
                        arguments: CommandLine.arguments, filePath: reference)
                    lines = ForeignSnapshotFailure.record(reference: reference, failed: failed, configuration: c)
                } catch {
                    lines = ["Plumb did not record this failure: \(error)"]
                }
                return next(currentFilePath: reference, failedFilePath: failed) + "\n\n" + lines.joined(separator: "\n")
            }
        }
    }
#endif
