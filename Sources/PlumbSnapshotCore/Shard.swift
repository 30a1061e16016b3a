import Foundation

/// One of N parts of a test suite run on N CI machines at once (`plumb shard`, `PLUMB_SHARD`).
///
/// Tests are split by group (`Module.Suite`, the part of a `swift test list` line before its first
/// `/`; a top-level test function is its own group), never within a group, so a suite's references
/// are all touched on one machine. Groups are dealt out longest first to the shard with the least
/// work so far (ties to the lower shard), where a group's work is its recorded snapshot seconds
/// (from an earlier run's manifest) plus 10 ms per test. The split depends only on the test list
/// and those times, so every machine computes the same one from the same inputs.
///
/// ```shell
/// swift test list > tests.txt
/// filter=$(swift run plumb shard 2/3 --tests tests.txt)
/// PLUMB_SHARD=2/3 SNAPSHOT_ARTIFACTS=.build/shard-2 swift test --filter "$filter"
/// ```
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// The most shards a suite is split into.
    public static let maximumCount = 256

    /// Parses `I/N` (1 ≤ I ≤ N ≤ 256).
    ///
    /// - Throws: `SnapshotError.invalidShard` quoting the text.
    public init(parsing text: String) throws(SnapshotError) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= Shard.maximumCount, i >= 1,
            i <= n
        else {
            throw .invalidShard(text)
        }
        (index, count) = (i, n)
    }

    public init(index: Int, count: Int) {
        (self.index, self.count) = (index, count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// The group of a test identifier from `swift test list`: `Module.Suite/test()` → `Module.Suite`.
    public static func group(of test: String) -> String {
        test.firstIndex(of: "/").map { String(test[..<$0]) } ?? test
    }

    /// The groups of `tests` that belong to each of `count` shards (index 0 is shard 1), each
    /// sorted by name.
    ///
    /// - Parameters:
    ///   - tests: Test identifiers as `swift test list` prints them (`Module.Suite/test()`).
    ///   - count: The number of shards.
    ///   - seconds: Recorded work per group (from ``ManifestEntry/testGroup`` and
    ///     ``ManifestEntry/duration``); groups without a record count only their tests.
    public static func assign(tests: [String], count: Int, seconds: [String: Double] = [:]) -> [[String]] {
        var testsPerGroup: [String: Int] = [:]
        for t in tests where !t.trimmingCharacters(in: .whitespaces).isEmpty {
            testsPerGroup[group(of: t), default: 0] += 1
        }
        var work: [(group: String, cost: Double)] = []
        for (group, tests) in testsPerGroup {
            let recorded: Double = seconds[group] ?? 0
            work.append((group, Double(tests) * 0.01 + recorded))
        }
        work.sort { $0.cost != $1.cost ? $0.cost > $1.cost : $0.group < $1.group }
        var shards = Array(repeating: [String](), count: max(1, count))
        var load = Array(repeating: 0.0, count: shards.count)
        for w in work {
            var target = 0
            for i in load.indices where load[i] < load[target] { target = i }
            shards[target].append(w.group)
            load[target] += w.cost
        }
        return shards.map { $0.sorted() }
    }

    /// A `swift test --filter` regular expression that selects exactly the tests of `groups`:
    /// `^(A\.B|C\.D)(/|$)`, with every regular-expression character in a name escaped. A shard
    /// with no groups gets a pattern that selects nothing.
    public static func filter(for groups: [String]) -> String {
        guard !groups.isEmpty else { return "^$plumb-empty-shard" }
        let escaped = groups.map { g in
            var s = ""
            for ch in g {
                if "\\^$.|?*+()[]{}".contains(ch) { s.append("\\") }
                s.append(ch)
            }
            return s
        }
        return "^(" + escaped.joined(separator: "|") + ")(/|$)"
    }
}
