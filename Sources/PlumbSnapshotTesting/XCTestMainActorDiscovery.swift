#if SwiftSnapshotTesting && os(Linux)
    internal import PlumbTesting
    public import XCTest

    /// Lets `swift test` run the synchronous test methods of a `@MainActor` XCTest class on Linux
    /// (PlumbTesting's `testCase(_:)` explains why SwiftPM's generated test list crashes without
    /// it). A swift-snapshot-testing suite makes it visible with one line in one file of the test
    /// target:
    ///
    /// ```swift
    /// @_exported import PlumbSnapshotTesting   // lets `swift test` run @MainActor XCTest classes on Linux
    /// ```
    ///
    /// Not part of the assertion API: SwiftPM's generated test list is its only caller.
    public func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
        mainActorTestCase(allTests)
    }
#endif
