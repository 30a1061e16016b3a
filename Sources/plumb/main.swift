import ArgumentParser
import Foundation
import PlumbTesting

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Compare snapshot images and accept new references.",
        subcommands: [Diff.self, Accept.self])
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
