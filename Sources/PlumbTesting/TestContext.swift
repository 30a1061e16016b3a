import Foundation
import PlumbSnapshotCore
import Synchronization
import Testing

/// What the running test adds to a snapshot's identity: the Swift Testing suite type when two
/// suites in the call site's file declare a test of the same name, the arguments of a
/// parameterised test case, and the call site.
enum TestContext {
    /// The identity of an assertion at `fileID`/`filePath`, in `function`.
    static func identity(
        fileID: String, filePath: String, function: String, name: String?,
        line: UInt? = nil, column: UInt? = nil
    ) -> SnapshotIdentity {
        var identity = SnapshotIdentity(fileID: fileID, function: function, name: name, testGroup: currentTestGroup())
        if let line { identity.location = "\(fileID):\(line)" + (column.map { ":\($0)" } ?? "") }
        if let test = Test.current, test.id.nameComponents.count > 1,
            repeatedFunctions(filePath: filePath).contains(function)
        {
            identity.qualifier = test.id.nameComponents.dropLast().joined(separator: ".")
        }
        // A parameterised test names each case's snapshots by its arguments unless the assertion
        // names them itself.
        if name == nil, let testCase = Test.Case.current, testCase.isParameterized {
            identity.arguments = argumentsText(of: testCase)
        }
        return identity
    }

    private static let scanned = Mutex<[String: Set<String>]>([:])

    /// The functions declared more than once in the file (read once per process).
    static func repeatedFunctions(filePath: String) -> Set<String> {
        if let known = scanned.withLock({ $0[filePath] }) { return known }
        let found =
            (try? String(contentsOfFile: filePath, encoding: .utf8)).map(SnapshotNaming.repeatedFunctions(in:)) ?? []
        scanned.withLock { $0[filePath] = found }
        return found
    }

    /// The test case's argument values, `, `-separated (`CustomTestStringConvertible`'s
    /// `testDescription` where the value has one). Swift Testing keeps the arguments out of its
    /// public API, so they are read by reflection; if its layout ever hides them, a stable hash
    /// of the case's description stands in (still one name per case).
    static func argumentsText(of testCase: Test.Case) -> String {
        if let values = argumentValues(in: Mirror(reflecting: testCase), depth: 0), !values.isEmpty {
            return values.map { value in
                (value as? any CustomTestStringConvertible)?.testDescription ?? String(describing: value)
            }.joined(separator: ", ")
        }
        return "case-" + SnapshotNaming.hexHash(String(reflecting: testCase))
    }

    private static func argumentValues(in mirror: Mirror, depth: Int) -> [Any]? {
        guard depth < 6 else { return nil }
        for child in mirror.children {
            if child.label == "arguments" {
                let list = Mirror(reflecting: child.value)
                guard list.displayStyle == .collection else { continue }
                let values = list.children.compactMap { arg in
                    Mirror(reflecting: arg.value).children.first { $0.label == "value" }?.value
                }
                if values.count == list.children.count { return values }
            }
            if let found = argumentValues(in: Mirror(reflecting: child.value), depth: depth + 1) { return found }
        }
        return nil
    }
}
