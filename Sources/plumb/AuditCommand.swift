import ArgumentParser
import Foundation
import PlumbSnapshotCore

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Run the accessibility audit on a JSON layout document.",
        discussion: """
            Lays the document out as `plumb render` does, draws it, and runs the checks of XCTest's \
            performAccessibilityAudit: contrast (WCAG 2.x, from the pixels behind each label's text), \
            elementDetection, hitRegion, sufficientElementDescription, dynamicType, textClipped (at the \
            document's size and at the five accessibility sizes) and trait. Prints one line per issue: \
            the element's path, the variant, the measured value and the threshold.

            Exit status: 0 no issue (or only suppressed ones), 1 issues, 2 an error (the message names \
            the file, line and column, or the option).
            """)

    @Argument(help: "The layout document (JSON).") var document: String
    @Option(help: "Width in points (overrides the document).") var width: Double?
    @Option(help: "Height in points (overrides the document; default: the height that fits).") var height: Double?
    @Option(help: "Display scale, 1 ... 4 (overrides the document).") var scale: Double?
    @Flag(help: "Audit right to left (overrides the document).") var rtl = false
    @Flag(help: "Audit left to right (overrides the document).") var ltr = false
    @Flag(name: .customLong("both-directions"), help: "Audit left to right, then right to left.") var both = false
    @Option(help: "The checks, comma-separated (default: all): contrast,elementDetection,hitRegion,...")
    var types: String?
    @Option(help: "Accept one issue: TYPE:ELEMENT:REASON (ELEMENT an identifier or a path); repeatable.")
    var suppress: [String] = []

    func validate() throws {
        if [rtl, ltr, both].filter({ $0 }).count > 1 {
            throw ValidationError("--rtl, --ltr and --both-directions cannot be used together")
        }
    }

    func run() throws {
        let directions: [Bool]? = both ? [false, true] : rtl ? [true] : ltr ? [false] : nil
        let list = types.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        emit(
            MainActor.assumeIsolated {
                PlumbTool.audit(
                    document, width: width, height: height, scale: scale, rightToLeft: directions, types: list,
                    suppressions: suppress)
            })
    }
}
