import Foundation
import PlumbSnapshotCore
import PlumbUI

/// Asserts that a view passes an accessibility audit on every variant: the checks of XCTest's
/// `performAccessibilityAudit(for:_:)` (contrast, element detection, hit region, sufficient element
/// description, Dynamic Type, clipped text, traits; see `AccessibilityAudit`), on Linux.
///
/// Each issue no suppression accepts is reported at the call site (an issue under Swift Testing,
/// `XCTFail` under XCTest), naming the element's accessibility path, the variant, the measured
/// value and the threshold. The audited image of each variant is written to the artifacts folder
/// (`<Suite>/<test>.<variant>.audit.png`) with a manifest entry, so `plumb report` draws the
/// issues over it. A suppression that accepted nothing is reported as a warning.
///
/// ```swift
/// assertAccessibilityAudit(of: card, on: [.image(width: 320), .image(width: 320).rightToLeft],
///                          suppressing: [AccessibilityAuditSuppression(.dynamicType, element: "badge",
///                                                                      reason: "a fixed-size logo mark")])
/// ```
///
/// - Parameters:
///   - view: The view; it is put in a window for each variant and removed afterwards.
///   - strategies: The variants (size, direction, content size, style...).
///   - types: The checks (default: all).
///   - suppressions: Issues to accept, each for one element (identifier or path), with a reason.
///   - name: Distinguishes several audits in one test (in the image's file name).
///   - issueHandler: Called for each issue no suppression accepted: return a reason to accept
///     it (as returning `true` from XCTest's handler does), nil to let it fail.
///   - fileID: The calling file's ID; its module is the test target, the file's name the
///     `<Suite>` folder of the audit image.
///   - filePath: The calling file's path; the package's folders are found above it.
///   - function: The calling test function; its name is the image's `<test>`.
///   - line: The line an issue is reported at.
///   - column: The column an issue is reported at.
@MainActor
public func assertAccessibilityAudit(
    of view: UIView, on strategies: [Snapshotting], for types: AccessibilityAuditType = .all,
    suppressing suppressions: [AccessibilityAuditSuppression] = [], named name: String? = nil,
    issueHandler: ((AccessibilityAuditIssue) -> String?)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runAudit(.view(view), strategies, types, suppressions, name, issueHandler, at: site)
}

/// Asserts that a view controller's view passes an accessibility audit on every variant (the
/// controller is the window's root, with the device's safe area and its bars).
///
/// ```swift
/// assertAccessibilityAudit(of: SettingsViewController(), on: [.image(on: .iPhoneSE)])
/// ```
@MainActor
public func assertAccessibilityAudit(
    of controller: UIViewController, on strategies: [Snapshotting], for types: AccessibilityAuditType = .all,
    suppressing suppressions: [AccessibilityAuditSuppression] = [], named name: String? = nil,
    issueHandler: ((AccessibilityAuditIssue) -> String?)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runAudit(.controller(controller), strategies, types, suppressions, name, issueHandler, at: site)
}

/// Asserts that a view passes an accessibility audit on every variant of a matrix.
///
/// ```swift
/// assertAccessibilityAudit(of: card, matrix: VariantMatrix(sizes: [.width(320)], contentSizes: [.large, .accessibilityMedium]))
/// ```
@MainActor
public func assertAccessibilityAudit(
    of view: UIView, matrix: VariantMatrix, for types: AccessibilityAuditType = .all,
    suppressing suppressions: [AccessibilityAuditSuppression] = [], named name: String? = nil,
    issueHandler: ((AccessibilityAuditIssue) -> String?)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    runAudit(.view(view), matrix.strategies, types, suppressions, name, issueHandler, at: site)
}

@MainActor
func runAudit(
    _ subject: SnapshotSubject, _ strategies: [Snapshotting], _ types: AccessibilityAuditType,
    _ suppressions: [AccessibilityAuditSuppression], _ name: String?,
    _ handler: ((AccessibilityAuditIssue) -> String?)?, at site: CallSite
) {
    guard
        let (configuration, identity) = site.resolve(
            record: nil, snapshotDirectory: nil, name: name, failure: { "Accessibility audit: \($0.description)" })
    else { return }
    do {
        let (outcomes, unused) = try AccessibilityAudit.verify(
            subject, on: strategies, for: types, suppressing: suppressions, handler: handler, identity: identity,
            configuration: configuration)
        for outcome in outcomes {
            for message in outcome.failures {
                report(message, attachments: [outcome.image], at: site)
            }
        }
        for s in unused {
            warn("accessibility audit: the suppression \(s) accepted no issue; remove it", at: site)
        }
    } catch {
        report("Accessibility audit: \(error.description)", attachments: [], at: site)
    }
}
