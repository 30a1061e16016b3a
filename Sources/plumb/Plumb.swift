import ArgumentParser
import Foundation
import PlumbSnapshotCore

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract:
            "Render layouts, compare snapshot images, report on a test run, accept new references and prune unused ones.",
        discussion:
            "Exit status: 0 success (or the same images), 1 different images, 2 an error (bad arguments, unreadable files).",
        subcommands: [
            Render.self, AuditCommand.self, SweepCommand.self, Diff.self, Report.self, GalleryCommand.self, Accept.self,
            Prune.self, ShardCommand.self,
            Info.self,
        ])

    /// Runs the command; bad arguments exit with 2 (not ArgumentParser's 64), like every other
    /// error, so scripts can tell "different" (1) from "could not compare" (2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure || code == .failure ? 2 : code.rawValue)
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a JSON layout document with Auto Layout and write it as a PNG.",
        discussion: """
            Prints the frame tree, any unsatisfiable-constraint logs (constraints are named by their \
            source text) and ambiguous views. Exit status: 0 a sound layout, 1 the layout has problems \
            (the image is still written), 2 the document or the image cannot be used (the message \
            names the file, line and column). The document format is in the documentation's "Layout \
            documents and plumb render" (Sources/PlumbTesting/Documentation.docc/LayoutDocuments.md).
            """)

    @Argument(help: "The layout document (JSON).") var document: String
    @Option(name: [.short, .customLong("output")], help: "The PNG to write (default: the document's name with .png).")
    var output: String?
    @Option(help: "Width in points (overrides the document).") var width: Double?
    @Option(help: "Height in points (overrides the document; default: the height that fits).") var height: Double?
    @Option(help: "Display scale, 1 ... 4 (overrides the document).") var scale: Double?
    @Flag(help: "Lay out right to left (overrides the document).") var rtl = false
    @Flag(help: "Lay out left to right (overrides the document).") var ltr = false
    @Flag(help: "Print the Auto Layout trace even when nothing is ambiguous.") var trace = false

    func validate() throws {
        if rtl && ltr { throw ValidationError("--rtl and --ltr cannot be used together") }
    }

    func run() throws {
        // The command runs on the main thread, where PlumbUI's views live (they are main-actor
        // isolated, as UIKit's are).
        emit(
            MainActor.assumeIsolated {
                PlumbTool.render(
                    document, output: output, width: width, height: height, scale: scale,
                    rightToLeft: rtl ? true : (ltr ? false : nil), trace: trace)
            })
    }
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
        abstract:
            "Write a self-contained HTML report (and optionally JUnit XML and a Markdown summary) of a snapshot run.",
        discussion: """
            Reads the manifest in ARTIFACTS (several folders, one per CI shard, are merged) and writes one HTML file with every failure's expected, \
            actual and diff images (embedded, no network), a slider and an onion skin to compare them, \
            the counts, frame changes and lint problems, and the command that accepts it. The Markdown \
            summary is printed to standard output. All files are written atomically.

            Exit status: 0 when the report was written, even if snapshots failed (the report is for \
            looking at failures; the test run's own exit status says whether it passed); 2 on an error \
            (no artifacts folder, an unreadable manifest entry, an output that cannot be written).
            """)

    @Argument(help: "The artifacts folder (for example .build/plumb-artifacts), or one folder per shard to merge.")
    var artifacts: [String]
    @Option(
        name: [.short, .customLong("output")],
        help: "Where to write the HTML report (default: the first ARTIFACTS/report.html).")
    var output: String?
    @Option(help: "Also write JUnit XML here.") var junit: String?
    @Option(help: "Also write the Markdown summary here.") var markdown: String?
    @Flag(
        name: .customLong("all-runs"), help: "Include snapshots from earlier test runs (default: the newest run only).")
    var allRuns = false
    @Flag(name: .customLong("no-gallery"), help: "Leave out the gallery of every snapshot's thumbnail.")
    var noGallery = false

    func run() throws {
        emit(
            PlumbTool.report(
                artifacts: artifacts, html: output, junit: junit, markdown: markdown, allRuns: allRuns,
                gallery: !noGallery,
                progress: progressPrinter("embedding failures")))
    }
}

struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the actual snapshots of the last test run's failures over their references.",
        discussion: """
            Takes the newest `swift test` run in the manifest (as report and prune do) and skips, \
            with a note, failures left from earlier runs. An entry that cannot be accepted is \
            reported and the others are still accepted (exit status 2).
            """)

    @Argument(help: "The artifacts folder (for example .build/plumb-artifacts).") var artifacts: String
    @Option(help: "Only snapshots whose name (Suite/test.variant) matches this glob.") var only: String?
    @Flag(name: .customLong("dry-run"), help: "List what would be accepted, copy nothing.") var dryRun = false

    func run() throws {
        emit(PlumbTool.accept(artifacts: artifacts, only: only, dryRun: dryRun, progress: progressPrinter("accepting")))
    }
}

struct Prune: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete references that no test touched in the last full test run.",
        discussion: """
            Reads the manifest the snapshot tests wrote, takes the newest `swift test` run in it, \
            and deletes every Snapshots/<Suite>/*.png or *.txt that run did not touch. Refuses when \
            that run was filtered (--filter, --skip, PLUMB_FILTERED_RUN=1). Several folders, one per \
            shard of a sharded run (PLUMB_SHARD), are merged; it refuses when a shard is missing or \
            the folders disagree.
            """)

    @Argument(help: "The artifacts folder, or one folder per shard.") var artifacts: [String] = [
        ".build/plumb-artifacts"
    ]
    @Flag(name: .customLong("dry-run"), help: "List what would be deleted, delete nothing.") var dryRun = false

    func run() throws {
        emit(
            PlumbTool.prune(
                artifacts: artifacts, dryRun: dryRun, progress: progressPrinter(dryRun ? "checking" : "deleting")))
    }
}

/// Progress on standard error for long runs: a counter redrawn in place on a terminal; on a
/// pipe or file (CI logs), a line at every tenth of the way when there are at least 50 items.
func progressPrinter(_ verb: String) -> @Sendable (Int, Int) -> Void {
    let tty = isatty(2) != 0
    return { done, total in
        if tty {
            FileHandle.standardError.write(Data("\r\(verb) \(done)/\(total)\(done == total ? "\r\u{1B}[K" : "")".utf8))
        } else if total >= 50, done == total || done % max(1, total / 10) == 0 {
            FileHandle.standardError.write(Data("\(verb) \(done)/\(total)\n".utf8))
        }
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

struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the renderer version, where the bundled fonts are read from and the text libraries' versions.",
        discussion:
            "Exit status: 0, or 2 when the bundled fonts are not found (the message names every place looked at).")

    func run() throws {
        emit(PlumbTool.info())
    }
}
