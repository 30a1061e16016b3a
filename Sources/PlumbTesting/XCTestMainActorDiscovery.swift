#if os(Linux)
    public import XCTest

    /// Runs the synchronous test methods of a `@MainActor` XCTest class on Linux, where SwiftPM's
    /// generated test list otherwise crashes the whole test process before the first test runs.
    ///
    /// On Linux, `swift test` lists each `XCTestCase` subclass's test methods in a generated file
    /// (`<Package>PackageDiscoveredTests.derived/<Target>.swift`) and passes each class's list to
    /// swift-corelibs-xctest's `testCase(_:)`, which takes `[(String, (T) -> () throws -> Void)]`.
    /// The methods of a `@MainActor` class are `(T) -> @MainActor () -> ()`; the compiler converts
    /// the array with a runtime cast, and the runtime cannot cast a main-actor function to a
    /// non-isolated one: `Could not cast value of type '(MyTests) -> @Swift.MainActor () -> ()'
    /// to '(MyTests) -> () -> ()'`, signal 6, no test run (swiftlang/swift-corelibs-xctest#424;
    /// `async` methods are wrapped in `asyncTest` and are not affected).
    ///
    /// This overload takes any method type without a conversion, so the compiler prefers it for
    /// exactly those lists (XCTest's own overloads still take every non-isolated list). The
    /// generated file sees it only when the test target re-exports PlumbTesting; add this line to
    /// one file of the test target:
    ///
    /// ```swift
    /// @_exported import PlumbTesting   // lets `swift test` run @MainActor XCTest classes on Linux
    /// ```
    ///
    /// corelibs XCTest runs every synchronous test on the main thread, so each method is called
    /// there as the main actor's code it is. A method isolated to another global actor fails at
    /// its first run with a message saying what to change.
    ///
    /// A swift-snapshot-testing suite re-exports PlumbSnapshotTesting instead, which has the same
    /// overload: an `@_exported` import is visible in every file of the module, so re-exporting
    /// PlumbTesting there would put its `assertSnapshot` beside swift-snapshot-testing's in every
    /// file. Never both: two identical overloads would make the generated file ambiguous.
    ///
    /// Not part of the assertion API: SwiftPM's generated test list is its only caller.
    public func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
        mainActorTestCase(allTests)
    }

    /// The test list entry behind PlumbTesting's and PlumbSnapshotTesting's `testCase(_:)`.
    package func mainActorTestCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
        let kind = MainActorTestMethod.Kind(Method.self)
        return (
            T.self,
            allTests.map { entry in
                nonisolated(unsafe) let method = entry.1
                let name = entry.0
                return (
                    name,
                    { (test: XCTestCase) throws -> Void in
                        guard let test = test as? T else { return }
                        try MainActorTestMethod.run(method(test), kind: kind, test: "\(T.self).\(name)")
                    }
                )
            }
        )
    }

    /// How ``testCase(_:)`` calls one test method.
    enum MainActorTestMethod {
        enum Kind: Equatable {
            case mainActor(throwing: Bool)
            case unsupported(String)

            /// Reads the method's type: `@MainActor () -> ()` or `@MainActor () throws -> ()`.
            init(_ type: Any.Type) {
                let name = String(describing: type)
                switch name.replacingOccurrences(of: "@Sendable ", with: "") {
                case "@MainActor () -> ()": self = .mainActor(throwing: false)
                case "@MainActor () throws -> ()": self = .mainActor(throwing: true)
                default: self = .unsupported(name)
                }
            }
        }

        /// The failure for a method Plumb cannot call.
        static func unsupportedMessage(test: String, type: String) -> String {
            """
            \(test) has the type `\(type)`, which swift-corelibs-xctest cannot run on Linux and \
            Plumb's testCase(_:) calls only for synchronous @MainActor methods. Make the method \
            `async` (XCTest awaits it), or mark it `@MainActor` instead of another global actor.
            """
        }

        /// Calls `body` (a main-actor method bound to its test case) on the main actor. A
        /// synchronous `@MainActor` function has the calling convention of a non-isolated one: the
        /// isolation is a promise about where it runs, which `assumeIsolated` checks (it stops the
        /// process with Swift's message if XCTest ever called a test off the main thread).
        static func run<Body>(_ body: Body, kind: Kind, test: String) throws {
            switch kind {
            case .mainActor(throwing: false):
                let call = unsafeBitCast(body, to: (() -> Void).self)
                nonisolated(unsafe) let unchecked = call
                MainActor.assumeIsolated { unchecked() }
            case .mainActor(throwing: true):
                let call = unsafeBitCast(body, to: (() throws -> Void).self)
                nonisolated(unsafe) let unchecked = call
                try MainActor.assumeIsolated { try unchecked() }
            case .unsupported(let type):
                XCTFail(unsupportedMessage(test: test, type: type))
            }
        }
    }
#endif
