import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `plumb shard`: splitting `swift test list` into N balanced, disjoint, complete shards.
@Suite struct ShardSplitting {
    let tests = [
        "A.Big/a1()", "A.Big/a2()", "A.Big/a3()", "A.Big/a4()",
        "A.Mid/m1()", "A.Mid/m2()",
        "B.XCTests/testOne", "B.XCTests/testTwo",
        "B/topLevel()",
        "C.Nested/Inner/deep()",
    ]

    @Test func shardsAreParsedAsIOfN() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        #expect(try Shard(parsing: " 1/1 ").description == "1/1")
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "1/257", "-1/2", "1//2", ""] {
            #expect(throws: SnapshotError.invalidShard(bad)) { try Shard(parsing: bad) }
        }
        #expect(
            SnapshotError.invalidShard("4/3").description
                == "invalid shard \"4/3\": expected I/N with 1 <= I <= N <= 256, for example 2/3")
    }

    @Test func everyGroupLandsInExactlyOneShardBalancedByTestCount() {
        let shards = Shard.assign(tests: tests, count: 3)
        // Costs: Big 4, Mid 2, XCTests 2, B 1, C.Nested 1 (×10 ms); longest first to the least loaded.
        #expect(shards == [["A.Big"], ["A.Mid", "B"], ["B.XCTests", "C.Nested"]])
        #expect(Shard.assign(tests: tests.reversed(), count: 3) == shards)  // input order does not matter
        #expect(Shard.assign(tests: tests, count: 1) == [["A.Big", "A.Mid", "B", "B.XCTests", "C.Nested"]])
        // More shards than groups: the extra ones are empty, and their pattern selects nothing.
        let many = Shard.assign(tests: tests, count: 7)
        #expect(many.filter(\.isEmpty).count == 2)
        #expect(Shard.filter(for: []) == "^$plumb-empty-shard")
    }

    @Test func recordedTimesMoveGroupsBetweenShards() {
        // C.Nested took 5 s last time: it gets a shard of its own.
        let shards = Shard.assign(tests: tests, count: 2, seconds: ["C.Nested": 5])
        #expect(shards == [["C.Nested"], ["A.Big", "A.Mid", "B", "B.XCTests"]])
    }

    @Test func theFilterSelectsExactlyTheShardsTests() throws {
        let shards = Shard.assign(tests: tests + ["D.Weird(1)+x/t()"], count: 2)
        var selected: [String] = []
        for groups in shards {
            let regex = try NSRegularExpression(pattern: Shard.filter(for: groups))
            for t in tests + ["D.Weird(1)+x/t()"]
            where regex.firstMatch(in: t, range: NSRange(t.startIndex..., in: t)) != nil {
                selected.append(t)
            }
        }
        #expect(selected.sorted() == (tests + ["D.Weird(1)+x/t()"]).sorted())  // each test once, none twice
        #expect(Shard.filter(for: ["A.Big", "D.Weird(1)+x"]) == #"^(A\.Big|D\.Weird\(1\)\+x)(/|$)"#)
        // "A.Big" must not select "A.Bigger".
        let regex = try NSRegularExpression(pattern: Shard.filter(for: ["A.Big"]))
        #expect(regex.firstMatch(in: "A.Bigger/x()", range: NSRange(location: 0, length: 12)) == nil)
    }

    @Test func theToolReadsSwiftTestListOutput() {
        let listing =
            "Building for debugging...\n[3/3] Linking\nBuild complete! (0.5s)\n" + tests.joined(separator: "\n") + "\n"
        #expect(PlumbTool.shard("1/3", testList: listing) == .init(status: 0, output: #"^(A\.Big)(/|$)"#))
        #expect(PlumbTool.shard("2/3", testList: listing, listGroups: true) == .init(status: 0, output: "A.Mid\nB"))
        #expect(PlumbTool.shard("4/3", testList: listing).status == 2)
        #expect(
            PlumbTool.shard("1/2", testList: "Build complete!\n")
                == .init(status: 2, output: "error: the test list is empty (give the output of `swift test list`)"))
        #expect(
            PlumbTool.shard("1/2", testList: listing, times: ["/nonexistent/artifacts"])
                == .init(status: 2, output: "error: cannot read /nonexistent/artifacts: no such artifacts folder"))
    }

    @Test func theShardComesFromTheEnvironmentAndIsNotAFilteredRun() throws {
        let c = try SnapshotConfiguration.resolve(
            record: nil, environment: ["PLUMB_SHARD": "2/3"],
            arguments: ["x", "--filter", "^(A)(/|$)"], filePath: "/tmp/x/T.swift")
        #expect(c.shard == Shard(index: 2, count: 3))
        #expect(!c.filteredRun)
        let plain = try SnapshotConfiguration.resolve(
            record: nil, environment: [:], arguments: ["x", "--filter", "A"],
            filePath: "/tmp/x/T.swift")
        #expect(plain.shard == nil && plain.filteredRun)
        #expect(throws: SnapshotError.invalidShard("3/2")) {
            try SnapshotConfiguration.resolve(
                record: nil, environment: ["PLUMB_SHARD": "3/2"], filePath: "/tmp/x/T.swift")
        }
    }
}

/// `plumb report` and `plumb prune` over the artifact folders of several shards.
@MainActor @Suite struct ShardMerging {
    let strategy = Snapshotting.image(width: 20)

    /// One shard's run in its own artifacts folder, sharing the snapshots folder `snapshots`.
    @discardableResult
    func run(
        _ tests: [(String, CGFloat)], shard: String?, snapshots: TempDir, artifacts: String,
        mode: RecordMode = .missing
    ) throws -> [SnapshotOutcome] {
        var c = SnapshotConfiguration(
            record: mode, recordSource: .parameter, snapshotsDirectory: snapshots.snapshots,
            artifactsDirectory: artifacts, packageRoot: nil, filteredRun: false)
        c.shard = try shard.map { s throws(SnapshotError) in try Shard(parsing: s) }
        return tests.map { test, height in
            // The assertions' path: capture (timed), then verify.
            PlumbSnapshotCore.verify(
                .view(block(20, height)), as: strategy,
                identity: SnapshotIdentity(fileID: "M/Shards.swift", function: test, testGroup: "M.Shards"),
                configuration: c)
        }
    }

    @Test func threeShardsMergeIntoOneReportAndPrune() throws {
        let dir = TempDir()
        let folders = ["s1", "s2", "s3"].map(dir.sub)
        try run([("a()", 10), ("b()", 10)], shard: "1/3", snapshots: dir, artifacts: folders[0])
        try run([("c()", 10)], shard: "2/3", snapshots: dir, artifacts: folders[1])
        try run([("d()", 10)], shard: "3/3", snapshots: dir, artifacts: folders[2])
        // Second, verifying runs: d changed on shard 3.
        try run([("a()", 10), ("b()", 10)], shard: "1/3", snapshots: dir, artifacts: folders[0], mode: .never)
        try run([("c()", 10)], shard: "2/3", snapshots: dir, artifacts: folders[1], mode: .never)
        try run([("d()", 12)], shard: "3/3", snapshots: dir, artifacts: folders[2], mode: .never)
        // An unused reference, which only the merged view can tell is unused.
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir.snapshots + "/Shards/gone.w20.ltr@2x.png"))

        let merged = try Manifest.merge(artifacts: folders)
        #expect(
            merged.entries.map(\.name) == [
                "Shards/a.w20.ltr@2x", "Shards/b.w20.ltr@2x", "Shards/c.w20.ltr@2x", "Shards/d.w20.ltr@2x",
            ])
        #expect(merged.shards == ["1/3", "2/3", "3/3"] && merged.missingShards.isEmpty && merged.conflicts.isEmpty)
        #expect(merged.entries.allSatisfy { $0.testGroup == "M.Shards" && ($0.duration ?? -1) > 0 })

        let html = dir.sub("report.html")
        let r = PlumbTool.report(artifacts: folders, html: html)
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("## Snapshots: 1 failed, 0 missing, 0 recorded, 3 passed (4 total)\n"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("Artifacts: <code>3 folders merged (shards 1/3, 2/3, 3/3)</code>"))
        // The failure's accept command names the folder of the shard that failed.
        #expect(page.contains("swift run plumb accept \(folders[2]) --only Shards/d.w20.ltr@2x"))

        let p = PlumbTool.prune(artifacts: folders, dryRun: true)
        #expect(
            p
                == .init(
                    status: 0,
                    output:
                        "would delete \(dir.snapshots)/Shards/gone.w20.ltr@2x.png\ndry run: would delete 1 unused reference (1 byte); 4 in use"
                ))
        // One folder alone would call the other shards' references unused: prune refuses.
        let partial = PlumbTool.prune(artifacts: [folders[0], folders[2]], dryRun: true)
        #expect(
            partial
                == .init(
                    status: 2,
                    output:
                        "error: refusing to prune: shard 2/3 of the run is not among the folders, so the references only it touched would look unused."
                ))
        let reportPartial = PlumbTool.report(artifacts: [folders[0], folders[2]], html: html)
        #expect(
            reportPartial.output.contains(
                "\nwarning: shard 2/3 not among the folders: their snapshots are not in this report\n"))
    }

    @Test func foldersThatDisagreeAreNamedAndNothingIsPruned() throws {
        let dir = TempDir()
        let (one, two) = (dir.sub("one"), dir.sub("two"))
        try run([("a()", 10)], shard: nil, snapshots: dir, artifacts: one)
        try run([("a()", 10)], shard: nil, snapshots: dir, artifacts: one, mode: .never)
        // the same test, another result
        try run([("a()", 14)], shard: nil, snapshots: dir, artifacts: two, mode: .never)
        let merged = try Manifest.merge(artifacts: [one, two])
        #expect(
            merged.conflicts == [
                "snapshot Shards/a.w20.ltr@2x disagrees between folders: passed in \(one), failed in \(two)"
            ])
        #expect(merged.entries.map(\.status) == [.failed])  // the worse result is kept
        let p = PlumbTool.prune(artifacts: [one, two], dryRun: true)
        #expect(
            p
                == .init(
                    status: 2,
                    output:
                        "error: refusing to prune: snapshot Shards/a.w20.ltr@2x disagrees between folders: passed in \(one), failed in \(two)."
                ))
        let r = PlumbTool.report(artifacts: [one, two], html: dir.sub("r.html"))
        #expect(
            r.status == 0
                && r.output.contains(
                    "\nwarning: snapshot Shards/a.w20.ltr@2x disagrees between folders: passed in \(one), failed in \(two)\n"
                ))
    }

    @Test func anOlderPlumbsManifestIsNamedAndNothingIsPruned() throws {
        let dir = TempDir()
        let folder = dir.sub("old")
        let outcome = try run([("a()", 10)], shard: nil, snapshots: dir, artifacts: folder)[0]
        // Rewrite the entry as a Plumb before run tracking wrote it: no "run", no "written".
        let manifest = Manifest.directory(artifacts: folder)
        let file = (manifest as NSString).appendingPathComponent(
            ManifestEntry.fileName(reference: outcome.entry.reference))
        var json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        json["run"] = nil
        json["written"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))
        let p = PlumbTool.prune(artifacts: [folder], dryRun: true)
        #expect(
            p
                == .init(
                    status: 2,
                    output:
                        "error: refusing to prune: 1 entry in \(manifest) was written by an older Plumb that does not record its test run; run the suite again with this Plumb."
                ))
        // A manifest file that is not an entry at all is named with its path.
        try Data("{\"name\": 3}".utf8).write(to: URL(fileURLWithPath: file))
        let broken = PlumbTool.report(artifacts: [folder])
        #expect(broken.status == 2 && broken.output.hasPrefix("error: cannot read \(file): not a manifest entry"))
    }
}
