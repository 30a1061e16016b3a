import Foundation
import PlumbUI
import Testing
import XCTest

/// Asserts that a view matches its reference snapshot.
///
/// Lays `view` out for `strategy` (see `Snapshotting`), renders it (or lists its frames), and
/// compares the result with `Snapshots/<Suite>/<test>[.<name>].<variant>.<png|txt>`, where
/// `<Suite>` is the test file's name, `<test>` the test function's and `<variant>` the
/// strategy's (`w375.ltr@2x`). The `Snapshots/` folder is found beside the `Package.swift` above
/// `filePath` (override with `snapshotDirectory:` or `PLUMB_SNAPSHOTS_DIR`).
///
/// A failure is reported at the call site: as an issue under Swift Testing (with the diff images
/// attached), with `XCTFail` under XCTest. The message names the snapshot, both sizes, how many
/// pixels differ and where, the `file://` paths of the reference, actual and diff images, the
/// frames that changed, and the `plumb accept` command that makes the new image the reference.
///
/// ```swift
/// @Test func loginScreen() {
///     assertSnapshot(of: LoginViewController(), as: .image(on: .iPhoneX))
///     assertSnapshot(of: card, as: .image(width: 320).rightToLeft, named: "error")
/// }
/// ```
///
/// - Parameters:
///   - view: The view; it is put in a window for the snapshot and removed afterwards.
///   - strategy: Size, traits, format, tolerance and lint checks.
///   - name: Distinguishes several snapshots of one variant in one test.
///   - record: The record mode (default: `SNAPSHOT_TESTING_RECORD`, else `never` on CI, else `missing`).
///   - snapshotDirectory: The folder holding `<Suite>/` reference folders.
///   - fileID: The calling file's ID; the file's name is the reference's `<Suite>` folder.
///   - filePath: The calling file's path; the `Snapshots/` folder is found above it.
///   - function: The calling test function; its name is the reference's `<test>`.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
@MainActor
public func assertSnapshot(
    of view: UIView, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .view(view), as: [strategy], name: name, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts that a view controller's view matches its reference snapshot (the controller is the
/// window's root view controller, so its view gets the device's safe area).
///
/// ```swift
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE))
/// ```
@MainActor
public func assertSnapshot(
    of controller: UIViewController, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .controller(controller), as: [strategy], name: name, record: record, snapshotDirectory: snapshotDirectory,
        at: location)
}

/// Asserts that a snapshot subject matches its reference: a view, a controller, or a window you
/// have shown and laid out yourself (`SnapshotSubject.window(_:)`, rendered as it is, for a
/// state reached after a tap or an animation).
///
/// ```swift
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// controller.toggleButton.sendActions(for: .touchUpInside)
/// assertSnapshot(of: .window(window), as: .image(on: .iPhone8), named: "toggled")
/// ```
@MainActor
public func assertSnapshot(
    of subject: SnapshotSubject, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(subject, as: [strategy], name: name, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts every variant of a matrix in one call: sizes × directions × scales × content sizes ×
/// doubled strings (× formats); each variant has its own reference file and failures are
/// reported one per variant.
///
/// ```swift
/// assertSnapshots(of: card, matrix: VariantMatrix(sizes: [.width(320), .device(.iPhoneX)],
///                                                 doubledStrings: [false, true]))
/// // card.w320.ltr@2x.png, card.w320.ltr@2x.doubled.png, card.w320.rtl@2x.png, ...
/// ```
@MainActor
public func assertSnapshots(
    of view: UIView, matrix: VariantMatrix, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .view(view), as: matrix.strategies, name: name, record: record, snapshotDirectory: snapshotDirectory,
        at: location)
}

/// Asserts every variant of a matrix for a view controller (the window's root view controller,
/// with the device's safe area and UIKit's appearance callbacks, once per variant).
///
/// ```swift
/// assertSnapshots(of: SettingsViewController(), matrix: VariantMatrix(sizes: [.device(.iPhoneSE), .device(.iPhoneX)]))
/// // settings.iPhoneSE.ltr@2x.png, settings.iPhoneSE.rtl@2x.png, settings.iPhoneX.ltr@3x.png, ...
/// ```
@MainActor
public func assertSnapshots(
    of controller: UIViewController, matrix: VariantMatrix, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .controller(controller), as: matrix.strategies, name: name, record: record,
        snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts a list of strategies for a view controller in one call (each with its own reference file).
///
/// ```swift
/// assertSnapshots(of: SettingsViewController(), as: [.image(on: .iPhoneSE), .frames(on: .iPhoneSE)])
/// ```
@MainActor
public func assertSnapshots(
    of controller: UIViewController, as strategies: [Snapshotting], named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .controller(controller), as: strategies, name: name, record: record, snapshotDirectory: snapshotDirectory,
        at: location)
}

/// Asserts a list of strategies in one call (each with its own reference file).
///
/// ```swift
/// assertSnapshots(of: card, as: [.image(width: 320), .frames(width: 320)])
/// ```
@MainActor
public func assertSnapshots(
    of view: UIView, as strategies: [Snapshotting], named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSnapshot(
        .view(view), as: strategies, name: name, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Verifies a snapshot and returns the outcome instead of reporting it (`outcome.message` is nil
/// when it passed), for custom assertion helpers and for tests of the machinery itself.
///
/// - Parameters:
///   - subject: The view, controller or window to capture.
///   - strategy: Size, traits, format, tolerance and lint checks.
///   - name: Distinguishes several snapshots of one variant in one test.
///   - record: The record mode (default: `SNAPSHOT_TESTING_RECORD`, else `never` on CI, else `missing`).
///   - snapshotDirectory: The folder holding `<Suite>/` reference folders.
///   - environment: The environment the configuration is resolved from (record mode,
///     CI, folders); tests pass a dictionary instead of changing the process environment.
///   - fileID: The calling file's ID; the file's name is the reference's `<Suite>` folder.
///   - filePath: The calling file's path; the `Snapshots/` folder is found above it.
///   - function: The calling test function; its name is the reference's `<test>`.
/// - Returns: The outcome: its `message` is `nil` when the snapshot passed.
/// - Throws: `SnapshotError.invalidRecordMode` when `SNAPSHOT_TESTING_RECORD` holds an unknown
///   value.
@MainActor
public func verifySnapshot(
    of subject: SnapshotSubject, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function
) throws(SnapshotError) -> SnapshotOutcome {
    let configuration = try SnapshotConfiguration.resolve(
        record: record, snapshotDirectory: snapshotDirectory,
        environment: environment, arguments: CommandLine.arguments,
        filePath: filePath, fileID: fileID)
    return verify(
        subject, as: strategy,
        identity: TestContext.identity(fileID: fileID, filePath: filePath, function: function, name: name),
        configuration: configuration)
}

struct CallSite {
    var fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt
}

@MainActor
func runSnapshot(
    _ subject: SnapshotSubject, as strategies: [Snapshotting], name: String?, record: RecordMode?,
    snapshotDirectory: String?, at site: CallSite
) {
    guard let (configuration, identity) = site.resolve(record: record, snapshotDirectory: snapshotDirectory, name: name)
    else { return }
    var results: [UnchangedVariants.Result] = []
    for strategy in strategies {
        let outcome = verify(subject, as: strategy, identity: identity, configuration: configuration)
        if let message = outcome.message {
            report(message, attachments: outcome.attachments, at: site)
        } else {
            for warning in outcome.warnings { warn("\(outcome.entry.name): \(warning)", at: site) }
        }
        results.append((strategy, outcome.entry.name, outcome.recordedDigest))
    }
    for warning in UnchangedVariants.warnings(results) { warn(warning, at: site) }
}

/// Reports a warning: an issue of severity `warning` in Swift Testing (the test still passes), a
/// `file:line: warning:` line on standard error under XCTest.
func warn(_ message: String, at site: CallSite) {
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
    } else {
        FileHandle.standardError.write(Data("\(site.filePath):\(site.line): warning: \(message)\n".utf8))
    }
}

/// The running Swift Testing test's group as `swift test list` names it (`Module.Suite`, or the
/// module for a test outside any suite); nil under XCTest.
func currentTestGroup() -> String? {
    guard let id = Test.current?.id else { return nil }
    return id.nameComponents.count > 1 ? id.moduleName + "." + id.nameComponents[0] : id.moduleName
}

/// The file of the running Swift Testing test (its `#filePath`); nil under XCTest. The
/// swift-snapshot-testing adapter finds the package's artifacts folder from it.
package func currentTestFilePath() -> String? {
    Test.current?.sourceLocation.filePath
}

/// Reports a failure to Swift Testing (an issue at the call site, plus attachments) when a Swift
/// Testing test is running, else to XCTest (whose Linux implementation has no attachments).
/// The attachments carry the bytes written to their files: nothing is read back.
func report(_ message: String, attachments: [SnapshotAttachment], at site: CallSite) {
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        for a in attachments {
            Attachment.record(
                a.bytes, named: a.name + "-" + (a.path as NSString).lastPathComponent, sourceLocation: location)
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: site.filePath, line: site.line)
    }
}

extension CallSite {
    /// The configuration (record mode, folders) and the identity (suite, test, name) of an
    /// assertion at this call site, shared by snapshots, sweeps and audits; nil after reporting a
    /// bad configuration (an unknown `SNAPSHOT_TESTING_RECORD`) at the site, in the words
    /// `failure` gives (the error's own by default).
    @MainActor
    func resolve(
        record: RecordMode?, snapshotDirectory: String?, name: String?,
        failure: (SnapshotError) -> String = \.description
    ) -> (SnapshotConfiguration, SnapshotIdentity)? {
        let configuration: SnapshotConfiguration
        do {
            configuration = try SnapshotConfiguration.resolve(
                record: record, snapshotDirectory: snapshotDirectory,
                environment: ProcessInfo.processInfo.environment,
                arguments: CommandLine.arguments, filePath: "\(filePath)", fileID: "\(fileID)")
        } catch {
            report(failure(error), attachments: [], at: self)
            return nil
        }
        let identity = TestContext.identity(
            fileID: "\(fileID)", filePath: "\(filePath)", function: function, name: name, line: line, column: column)
        return (configuration, identity)
    }
}
