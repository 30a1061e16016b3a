// The line the README asks for in one file of a test target with @MainActor XCTest classes:
// SwiftPM's generated test list sees PlumbTesting's `testCase(_:)` through it
// (MainActorXCTestTests runs only because of it).
@_exported import PlumbTesting
