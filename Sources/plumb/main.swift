import ArgumentParser
import Foundation
import PlumbTesting

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Compare snapshot images, report on a test run, and accept new references.",
        subcommands: [Diff.self, Report.self, Accept.self])
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG files (exit 0: same, 1: different, 2: error).")

    @Argument(help: "The expected image.") var a: String
    @Argument(help: "The actual image.") var b: String
    @Option(help: "Write the diff image here.") var out: String?
    @Option(help: "Per-pixel colour threshold, 0 ... 1.") var threshold: Double = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.") var includeAA = false

    func run() throws {
        let r = PlumbTool.diff(a, b, out: out, threshold: threshold, includeAA: includeAA)
        emit(r)
    }
}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a self-contained HTML report (and optionally JUnit XML and a Markdown summary) of a snapshot run.",
        discussion: """
            Reads the manifest in ARTIFACTS and writes one HTML file with every failure's expected, \
            actual and diff images (embedded, no network), a slider and an onion skin to compare them, \
            the counts, frame changes and lint problems, and the command that accepts it. The Markdown \
            summary is printed to standard output. All files are written atomically.

            Exit status: 0 when the report was written, even if snapshots failed (the report is for \
            looking at failures; the test run's own exit status says whether it passed); 2 on an error \
            (no artifacts folder, an unreadable manifest entry, an output that cannot be written).
            """)

    @Argument(help: "The artifacts folder (for example .build/plumb-artifacts).") var artifacts: String
    @Option(name: [.short, .customLong("output")], help: "Where to write the HTML report (default: ARTIFACTS/report.html).")
    var output: String?
    @Option(help: "Also write JUnit XML here.") var junit: String?
    @Option(help: "Also write the Markdown summary here.") var markdown: String?

    func run() throws {
        emit(PlumbTool.report(artifacts: artifacts, html: output, junit: junit, markdown: markdown))
    }
}

struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the actual snapshots of failed tests over their references.")

    @Argument(help: "The artifacts folder (for example .build/plumb-artifacts).") var artifacts: String
    @Option(help: "Only snapshots whose name (Suite/test.variant) matches this glob.") var only: String?

    func run() throws {
        emit(PlumbTool.accept(artifacts: artifacts, only: only))
    }
}

func emit(_ r: PlumbTool.Result) {
    if r.status == 2 {
        FileHandle.standardError.write(Data((r.output + "\n").utf8))
    } else {
        print(r.output)
    }
    if r.status != 0 { exit(r.status) }
}
