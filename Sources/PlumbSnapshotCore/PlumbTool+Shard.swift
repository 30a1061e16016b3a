import Foundation

extension PlumbTool {
    /// The `swift test --filter` pattern (or, with `listGroups`, the suites) of one shard
    /// (`plumb shard I/N`); see ``Shard``.
    ///
    /// ```swift
    /// let r = PlumbTool.shard("1/2", testList: "M.A/a()\nM.B/b()\n")
    /// r.output   // "^(M\\.A)(/|$)"
    /// ```
    ///
    /// - Parameters:
    ///   - spec: `I/N`.
    ///   - testList: What `swift test list` prints, one test per line (other lines, such as build
    ///     progress, are ignored: a test line has no spaces and contains a `/` or a `.`).
    ///   - times: Artifact folders of an earlier run; their manifests' snapshot times by suite
    ///     balance the shards.
    ///   - listGroups: Print the shard's suites, one per line, instead of the filter pattern.
    /// - Returns: status 0 with the pattern, 2 for a bad `spec`, an empty test list or an
    ///   unreadable folder.
    public static func shard(_ spec: String, testList: String, times: [String] = [], listGroups: Bool = false) -> Result
    {
        let shard: Shard
        do { shard = try Shard(parsing: spec) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let tests = testList.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.isEmpty && !$0.contains(" ") && ($0.contains("/") || $0.contains(".")) }
        guard !tests.isEmpty else {
            return Result(status: 2, output: "error: the test list is empty (give the output of `swift test list`)")
        }
        var seconds: [String: Double] = [:]
        if !times.isEmpty {
            do {
                for e in try Manifest.merge(artifacts: times).entries {
                    if let g = e.testGroup, let d = e.duration, d.isFinite, d >= 0 { seconds[g, default: 0] += d }
                }
            } catch {
                return Result(status: 2, output: "error: \(error.description)")
            }
        }
        let groups = Shard.assign(tests: tests, count: shard.count, seconds: seconds)[shard.index - 1]
        return Result(status: 0, output: listGroups ? groups.joined(separator: "\n") : Shard.filter(for: groups))
    }
}
