// Lets `swift test` run the @MainActor XCTest class on Linux (README, "Snapshot tests").
@_exported import PlumbTesting
