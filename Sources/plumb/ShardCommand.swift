import ArgumentParser
import Foundation
import PlumbSnapshotCore

struct ShardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shard",
        abstract: "Print the `swift test --filter` pattern that selects shard I of N of a test suite.",
        discussion: """
            Splits the tests that `swift test list` prints (read from --tests, or standard input) into \
            N shards by suite (Module.Suite), never splitting a suite, balanced by the snapshot times an \
            earlier run recorded in its manifests (--times, one or more artifact folders) plus 10 ms per \
            test. Every machine that is given the same inputs computes the same split. Run each shard \
            with PLUMB_SHARD=I/N and its own SNAPSHOT_ARTIFACTS folder, then merge them with \
            `plumb report` and `plumb prune`, which take every shard's folder.

            Exit status: 0, or 2 on an error (a bad I/N, an unreadable file).
            """)

    @Argument(help: "Which shard: I/N, for example 2/3.") var shard: String
    @Option(help: "The output of `swift test list` (default: standard input).") var tests: String?
    @Option(
        parsing: .upToNextOption, help: "Artifact folders of an earlier run whose recorded times balance the shards.")
    var times: [String] = []
    @Flag(help: "Print the shard's suites, one per line, instead of the pattern.") var list = false

    func run() throws {
        let text: String
        if let tests {
            guard let data = FileManager.default.contents(atPath: tests), let s = String(data: data, encoding: .utf8)
            else {
                emit(PlumbTool.Result(status: 2, output: "error: cannot read \(tests)"))
                return
            }
            text = s
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        emit(PlumbTool.shard(shard, testList: text, times: times, listGroups: list))
    }
}
