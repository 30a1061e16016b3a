import ArgumentParser
import Foundation
import PlumbSnapshotCore

struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract:
            "Sweep a JSON layout document over widths, heights, text sizes or directions and print its breakpoints.",
        discussion: """
            Re-solves the layout at every step and finds, to the pixel, where a label changes its \
            line count or truncates, a constraint breaks, views start to overlap or leave their \
            superview. Exit status: 0 it ran (and matches --reference), 1 the breakpoints differ \
            from --reference (each moved, new or gone breakpoint is named), 2 the document, an \
            argument or a file cannot be used.
            """)

    @Argument(help: "The layout document (JSON).") var document: String
    @Option(help: "Widths to sweep, LOW...HIGH in points (for example 280...1024).") var widths: String?
    @Option(help: "Heights to sweep, LOW...HIGH in points.") var heights: String?
    @Flag(help: "Sweep the 12 Dynamic Type sizes.") var contentSizes = false
    @Flag(help: "Sweep both layout directions.") var directions = false
    @Option(help: "Points between sampled widths or heights (default 1).") var step: Double = 1
    @Option(help: "Width across a height, text-size or direction sweep (default: the document's).")
    var width: Double?
    @Option(help: "Fixed height (default: the document's, else the height that fits).") var height: Double?
    @Flag(help: "Lay out right to left (overrides the document).") var rtl = false
    @Option(help: "Write the strip image (each breakpoint's two sides) to this PNG.") var strip: String?
    @Option(help: "Compare the breakpoints with this file (or write it, with --record).") var reference: String?
    @Flag(help: "Write the breakpoints to --reference instead of comparing.") var record = false

    func validate() throws {
        let chosen = [widths != nil, heights != nil, contentSizes, directions].filter { $0 }.count
        if chosen != 1 {
            throw ValidationError("choose one of --widths, --heights, --content-sizes and --directions")
        }
    }

    func run() throws {
        let axis: PlumbTool.SweepAxisOption =
            if let widths { .widths(widths) } else if let heights { .heights(heights) } else if contentSizes {
                .contentSizes
            } else { .directions }
        emit(
            MainActor.assumeIsolated {
                PlumbTool.sweep(
                    document, axis: axis, step: step, width: width, height: height, rightToLeft: rtl ? true : nil,
                    strip: strip, reference: reference, record: record)
            })
    }
}
