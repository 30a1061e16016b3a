import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Two assertions never own one reference: names carry the suite (when two suites of a file
/// share a test name) and a parameterised case's arguments, and any remaining duplicate fails.
@MainActor @Suite struct ReferenceOwnership {
    let strategy = Snapshotting.image(width: 20)

    func verify(
        _ identity: SnapshotIdentity, _ dir: TempDir, _ mode: RecordMode = .missing,
        color: UIColor = .systemBlue
    ) throws -> SnapshotOutcome {
        SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(block(20, 10, color)), as: strategy), identity: identity,
            strategy: strategy, configuration: dir.configuration(mode))
    }

    func identity(_ name: String?, line: Int) -> SnapshotIdentity {
        var id = SnapshotIdentity(fileID: "M/Names.swift", function: "card()", name: name)
        id.location = "M/Names.swift:\(line):9"
        return id
    }

    @Test func namesThatSanitiseAlikeFailTheSecondAssertionNamingBoth() throws {
        let dir = TempDir()
        let first = try verify(identity("a/b", line: 10), dir)
        #expect(first.entry.status == .missing)
        let reference = dir.snapshots + "/Names/card.a-b.w20.ltr@2x.png"
        let recorded = try #require(FileManager.default.contents(atPath: reference))
        for (raw, line) in [("a b", 20), ("a\\b", 30)] {
            let second = try verify(identity(raw, line: line), dir, .all, color: .systemRed)
            #expect(
                second.message == """
                    Snapshot "Names/card.a-b.w20.ltr@2x" belongs to two assertions in this test run:
                      card named \(SnapshotText.quoted(raw)) at M/Names.swift:\(line):9 (this one)
                      card named "a/b" at M/Names.swift:10:9
                    Both map to file://\(reference); nothing was written for this one. Give one of them a different \
                    name (named:) or test name: names keep only letters, digits and _-+@, so "a/b", "a b" and "a\\\\b" \
                    are all a-b.
                    """)
            #expect(second.entry.status == .failed)
            #expect(second.entry.duplicateOf == "card named \"a/b\" at M/Names.swift:10:9")
        }
        // Record mode `all` did not overwrite the first assertion's reference.
        #expect(FileManager.default.contents(atPath: reference) == recorded)
        // The duplicates' manifest entries stand beside the owner's.
        let entries = try Manifest.load(artifacts: dir.artifacts)
        #expect(entries.filter { $0.duplicateOf != nil }.map(\.status) == [.failed, .failed])
        #expect(entries.filter { $0.duplicateOf == nil }.map(\.status) == [.missing])
        #expect(Manifest.newestRun(of: entries).entries.count == 3)
        #expect(try Manifest.merge(artifacts: [dir.artifacts]).entries.count == 3)
    }

    @Test func dotsByteOrderMarksAndControlsAllSanitiseToUnderscoreAndCollideLoudly() throws {
        let dir = TempDir()
        #expect(try verify(identity("..", line: 1), dir).entry.status == .missing)
        for (raw, line) in [("\u{FEFF}", 2), ("\n\r\t", 3)] {
            let outcome = try verify(identity(raw, line: line), dir)
            #expect(outcome.entry.duplicateOf == "card named \"..\" at M/Names.swift:1:9")
            #expect(
                outcome.message?.contains(
                    "  card named \(SnapshotText.quoted(raw)) at M/Names.swift:\(line):9 (this one)\n") == true)
        }
        #expect(SnapshotText.quoted("\u{FEFF}") == "\"\\u{FEFF}\"")
        #expect(SnapshotText.quoted("\n\r\t") == "\"\\n\\r\\t\"")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.snapshots + "/Names") == ["card._.w20.ltr@2x.png"])
    }

    @Test func twoAssertionsOfOneTestOnOneReferenceFailAtTheSecondNamingBothLines() throws {
        let dir = TempDir()
        let log = IssueLog()
        let first = #line + 3, second = #line + 5
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
            withKnownIssue {
                assertSnapshot(of: block(20, 10), as: .image(width: 20), record: .missing)
                // Forgot `named:`: the same file as the line above.
                assertSnapshot(of: block(20, 10, .systemRed), as: .image(width: 20), record: .missing)
            } matching: {
                log.add($0); return true
            }
        }
        let name =
            "ReferenceOwnershipTests/twoAssertionsOfOneTestOnOneReferenceFailAtTheSecondNamingBothLines.w20.ltr@2x"
        let file = "PlumbTestingTests/ReferenceOwnershipTests.swift"
        let issues = log.all
        try #require(issues.count == 2)
        #expect(issues[1].line == second)
        #expect(
            issues[1].comment.hasPrefix(
                """
                Snapshot "\(name)" belongs to two assertions in this test run:
                  twoAssertionsOfOneTestOnOneReferenceFailAtTheSecondNamingBothLines at \(file):\(second):31 (this one)
                  twoAssertionsOfOneTestOnOneReferenceFailAtTheSecondNamingBothLines at \(file):\(first):31
                Both map to file://\(dir.snapshots)/\(name).png; nothing was written for this one.
                """))
    }

    @Test func theSameAssertionAgainIsNotADuplicate() throws {
        let dir = TempDir()
        #expect(try verify(identity("x", line: 5), dir).entry.status == .missing)
        let again = try verify(identity("x", line: 5), dir)
        #expect(again.passed)
    }

    @Test func aClaimFromAnotherProcessOfTheRunIsHonoured() throws {
        // What a `--parallel` worker leaves: a complete claim file in the run's claims folder.
        let dir = TempDir()
        let reference = dir.snapshots + "/Names/card.w20.ltr@2x.png"
        let claims = SnapshotClaims.directory(artifacts: dir.artifacts)
        try FileManager.default.createDirectory(atPath: claims, withIntermediateDirectories: true)
        try Data("other-key\ncard at M/Other.swift:7:5".utf8)
            .write(to: URL(fileURLWithPath: claims + "/" + SnapshotNaming.hexHash(reference)))
        let outcome = try verify(identity(nil, line: 3), dir)
        #expect(outcome.entry.duplicateOf == "card at M/Other.swift:7:5")
        #expect(
            outcome.message?.hasPrefix(
                """
                Snapshot "Names/card.w20.ltr@2x" belongs to two assertions in this test run:
                  card at M/Names.swift:3:9 (this one)
                  card at M/Other.swift:7:5
                """) == true)
        #expect(!fileExists(reference))
    }

    @Test func claimsOfEarlierRunsAreRemoved() throws {
        let dir = TempDir()
        let old = dir.artifacts + "/claims/0123456789abcdef"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        _ = try verify(identity(nil, line: 1), dir)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.artifacts + "/claims")
                == [SnapshotNaming.hexHash(Manifest.currentRun)])
    }

    @Test func aSuiteThatIsNotOnePathComponentWritesNothing() throws {
        let dir = TempDir()
        var id = SnapshotIdentity(fileID: "M/Evil.swift", function: "card()")
        id.suite = "../../outside"
        let outcome = try verify(id, dir, .all)
        #expect(
            outcome.message == """
                Snapshot "../../outside/card.w20.ltr@2x" was not taken: its files would not stay inside \(dir.snapshots) \
                and \(dir.artifacts) ("../../outside" is not one plain file or folder name; reference: \
                \(dir.snapshots)/../../outside/card.w20.ltr@2x.png). Nothing was written.
                """)
        #expect(!fileExists(dir.sub("outside")) && !fileExists(dir.snapshots))
        #expect(!fileExists((dir.path as NSString).deletingLastPathComponent + "/outside"))
        id.suite = ".git"
        #expect(try verify(id, dir, .all).entry.status == .failed)
        #expect(!fileExists(dir.snapshots + "/.git"))
    }

    @Test func pathChecks() {
        #expect(SnapshotNaming.isInside("/a/b/c.png", root: "/a/b"))
        #expect(SnapshotNaming.isInside("/a/b/../b/c.png", root: "/a/b"))
        #expect(!SnapshotNaming.isInside("/a/b/../c.png", root: "/a/b"))
        #expect(!SnapshotNaming.isInside("/a/bc/d.png", root: "/a/b"))
        #expect(!SnapshotNaming.isInside("/a/b", root: "/a/b"))
        #expect(
            SnapshotNaming.isSafeComponent("Cards") && !SnapshotNaming.isSafeComponent("..")
                && !SnapshotNaming.isSafeComponent("a/b") && !SnapshotNaming.isSafeComponent(""))
    }

    @Test func repeatedFunctionsAreFoundAcrossSuitesButNotInCommentsOrStrings() {
        let source = """
            @Suite struct Light { @Test func card() {} ; @Test func card(rtl: Bool) {} }
            @Suite struct Dark {
                @Test func card() { let s = "func card(rtl:)" }
                // func only() {}
                /* func only() {} */
                @Test(arguments: [1]) func card(rtl flag: Bool, _ n: Int = f(1, 2), g: (Int) -> Void = { _ in }) {}
                func only() {}
                @MainActor @Test("Card, right to left", .tags(.x)) nonisolated
                func card(rtl: Bool) {}
                @Test func generic<T: Equatable>(_ t: T) {}
                static func only() -> UIView { UIView() }
            }
            @Suite struct Helpers { static func generic<T>(_ t: T) {} ; @Test func other() {} }
            """
        #expect(SnapshotNaming.repeatedFunctions(in: source) == ["card()", "card(rtl:)"])
    }

    @Test func qualifiedAndParameterisedFileNames() {
        var id = SnapshotIdentity(fileID: "M/Cards.swift", function: "card(rtl:)")
        #expect(SnapshotNaming.fileName(id, variant: "w20.ltr@2x", pathExtension: "png") == "card-rtl.w20.ltr@2x.png")
        id.qualifier = "Outer.Dark"
        id.arguments = "true"
        id.name = "error state"
        #expect(
            SnapshotNaming.fileName(id, variant: "w20.ltr@2x", pathExtension: "png")
                == "Outer.Dark.card-rtl.true.error-state.w20.ltr@2x.png")
        #expect(id.summary == "Outer.Dark.card-rtl(true) named \"error state\"")
    }
}

/// Two suites in one file with a test of the same name: each gets its own reference.
@MainActor @Suite struct SameNamedTestsLight {
    @Test func card() throws {
        let dir = TempDir()
        let outcome = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), snapshotDirectory: dir.snapshots,
            environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        #expect(
            outcome.entry.reference == dir.snapshots
                + "/ReferenceOwnershipTests/SameNamedTestsLight.card.w20.ltr@2x.png")
        #expect(outcome.entry.name == "ReferenceOwnershipTests/SameNamedTestsLight.card.w20.ltr@2x")
    }

    /// A test name no other suite in this file uses keeps its plain name.
    @Test func onlyHere() throws {
        let dir = TempDir()
        let outcome = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), snapshotDirectory: dir.snapshots,
            environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        #expect(outcome.entry.reference == dir.snapshots + "/ReferenceOwnershipTests/onlyHere.w20.ltr@2x.png")
    }
}

@MainActor @Suite struct SameNamedTestsDark {
    @Test func card() throws {
        let dir = TempDir()
        let outcome = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), snapshotDirectory: dir.snapshots,
            environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        #expect(
            outcome.entry.reference == dir.snapshots + "/ReferenceOwnershipTests/SameNamedTestsDark.card.w20.ltr@2x.png"
        )
    }

    /// Each case of a parameterised test has its own reference, named by its arguments.
    @Test(arguments: [false, true]) func toggle(on: Bool) throws {
        let dir = TempDir()
        let outcome = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), snapshotDirectory: dir.snapshots,
            environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        #expect(outcome.entry.reference == dir.snapshots + "/ReferenceOwnershipTests/toggle-on.\(on).w20.ltr@2x.png")
        // With a name of its own, the assertion's name is used as it is.
        let named = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), named: on ? "on" : "off",
            snapshotDirectory: dir.snapshots, environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        #expect(
            named.entry.reference == dir.snapshots
                + "/ReferenceOwnershipTests/toggle-on.\(on ? "on" : "off").w20.ltr@2x.png")
    }

    @Test(arguments: [(320, "Grüße"), (375, "لوحة")]) func sized(width: Int, title: String) throws {
        let dir = TempDir()
        let outcome = try verifySnapshot(
            of: .view(block(20, 10)), as: .image(width: 20), snapshotDirectory: dir.snapshots,
            environment: ["SNAPSHOT_ARTIFACTS": dir.artifacts])
        let expected =
            width == 320 ? "sized-width-title.320-Gr-e.w20.ltr@2x.png" : "sized-width-title.375.w20.ltr@2x.png"
        #expect(outcome.entry.reference == dir.snapshots + "/ReferenceOwnershipTests/" + expected)
    }
}
