import Foundation
import PlumbUI
import Testing
import XCTest
@testable import PlumbTesting

/// A `@MainActor` XCTest class with synchronous test methods, as an iOS team writes it. Without
/// PlumbTesting's `testCase(_:)` (re-exported in Exports.swift) the generated test list stops the whole test process before any
/// test runs (`Could not cast value of type ... @Swift.MainActor () -> ()`), so this class
/// running at all is the check; its methods check that they run on the main thread and that
/// snapshot assertions work in them without `async`.
@MainActor
final class MainActorXCTestTests: XCTestCase {
    func testASynchronousMethodRunsOnTheMainActor() {
        XCTAssertTrue(Thread.isMainThread)
        let label = UILabel()
        label.text = "On the main actor"
        XCTAssertEqual(label.intrinsicContentSize.height, 20.5)
    }

    func testAThrowingMethodRunsToo() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let data = try JSONEncoder().encode([view.bounds.width])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "[320]")
    }
}

@Suite struct MainActorTestMethodTests {
    @Test func aSynchronousMainActorMethodTypeIsRunOnTheMainActor() {
        #expect(MainActorTestMethod.Kind((@MainActor () -> Void).self) == .mainActor(throwing: false))
        #expect(MainActorTestMethod.Kind((@MainActor () throws -> Void).self) == .mainActor(throwing: true))
    }

    @Test func anotherMethodTypeIsNamedInTheFailure() {
        #expect(MainActorTestMethod.Kind((() async -> Void).self) == .unsupported("() async -> ()"))
        #expect(
            MainActorTestMethod.unsupportedMessage(test: "LoginTests.testTitle", type: "@Store () -> ()")
                == """
                LoginTests.testTitle has the type `@Store () -> ()`, which swift-corelibs-xctest cannot run \
                on Linux and Plumb's testCase(_:) calls only for synchronous @MainActor methods. Make the \
                method `async` (XCTest awaits it), or mark it `@MainActor` instead of another global actor.
                """)
    }
}
