import Foundation
import PlumbUI

/// Asserts that a view's layout changes shape at the same breakpoints as its reference.
///
/// Lays `view` out at every step of `sweep` (every width of a range, every height, each Dynamic
/// Type size, or both directions), re-solving incrementally, and finds each step where a label's
/// line count changes, a label truncates or is clipped, a constraint breaks, a view becomes
/// ambiguous or leaves its superview, or two sibling views start to overlap; each change between
/// two steps is bisected to the pixel. The breakpoints and the stable ranges between them are
/// compared with the text reference `Snapshots/<TestTarget>/<Suite>/<test>[.<name>].<variant>.txt`
/// (`LayoutSweep.variantName`: `w280-1024.ltr@2x.sweep`); a breakpoint that moved, appeared or
/// went away fails the test with a message naming it. The strip image (each breakpoint's two
/// sides) is written to the artifacts folder and drawn in `plumb report`.
///
/// Works under Swift Testing and XCTest, with the record modes of `assertSnapshot(of:as:)`.
///
/// ```swift
/// @Test func profileCardBreakpoints() {
///     assertLayoutSweep(of: ProfileCard(), over: .widths(280...1024))
///     assertLayoutSweep(of: ProfileCard(), over: .widths(280...1024).rightToLeft)
///     assertLayoutSweep(of: ProfileCard(), over: .contentSizes(width: 375))
/// }
/// ```
///
/// - Parameters:
///   - view: The view; it is put in a window for the sweep and removed afterwards.
///   - sweep: What to sweep, and the layout every step starts from.
///   - name: Distinguishes several sweeps of one variant in one test.
///   - record: The record mode (default: `SNAPSHOT_TESTING_RECORD`, else `never` on CI, else `missing`).
///   - snapshotDirectory: The folder holding `<Suite>/` reference folders.
///   - fileID: The calling file's ID; its module is the test target, the file's name the
///     reference's `<Suite>` folder.
///   - filePath: The calling file's path; the `Snapshots/` folder is found above it.
///   - function: The calling test function; its name is the reference's `<test>`.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
@MainActor
public func assertLayoutSweep(
    of view: UIView, over sweep: LayoutSweep, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSweep(.view(view), sweep, name: name, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts the breakpoints of a view controller's view (the window's root view controller) over
/// a sweep; see ``assertLayoutSweep(of:over:named:record:snapshotDirectory:fileID:filePath:function:line:column:)-(UIView,_,_,_,_,_,_,_,_,_)``.
///
/// ```swift
/// assertLayoutSweep(of: SettingsViewController(), over: .widths(320...1024, height: 800))
/// ```
@MainActor
public func assertLayoutSweep(
    of controller: UIViewController, over sweep: LayoutSweep, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSweep(
        .controller(controller), sweep, name: name, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts a view's breakpoints over a range of widths: shorthand for
/// `assertLayoutSweep(of: view, over: .widths(widths, step: step))`.
///
/// ```swift
/// assertLayoutSweep(of: card, widths: 280...1024)   // card.w280-1024.ltr@2x.sweep.txt
/// ```
@MainActor
public func assertLayoutSweep(
    of view: UIView, widths: ClosedRange<CGFloat>, step: CGFloat = 1, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runSweep(
        .view(view), .widths(widths, step: step), name: name, record: record, snapshotDirectory: snapshotDirectory,
        at: location)
}

@MainActor
func runSweep(
    _ subject: SnapshotSubject, _ sweep: LayoutSweep, name: String?, record: RecordMode?,
    snapshotDirectory: String?, at site: CallSite
) {
    guard let (configuration, identity) = site.resolve(record: record, snapshotDirectory: snapshotDirectory, name: name)
    else { return }
    let captured: CapturedSweep
    do { captured = try sweep.capture(subject) } catch {
        report("Layout sweep \(sweep.variantName) failed: \(error.description)", attachments: [], at: site)
        return
    }
    let outcome = sweep.verify(captured, identity: identity, configuration: configuration)
    if let message = outcome.message { report(message, attachments: outcome.attachments, at: site) }
}
