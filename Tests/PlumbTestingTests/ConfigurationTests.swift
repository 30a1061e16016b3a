import Foundation
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// The record-mode resolver, with explicit environments (the process environment is never touched).
@MainActor @Suite struct RecordModeResolution {
    let file = "/nonexistent-plumb-root/Tests/X/XTests.swift"

    func resolve(_ record: RecordMode?, _ env: [String: String]) throws -> SnapshotConfiguration {
        try SnapshotConfiguration.resolve(record: record, environment: env, filePath: file)
    }

    @Test func defaultsToMissingWithoutEnvironment() throws {
        let c = try resolve(nil, [:])
        #expect(c.record == .missing)
        #expect(c.recordSource == .defaultValue)
    }

    @Test(arguments: ["true", "1", "yes", "TRUE", "github-actions"])
    func ciMeansNever(ci: String) throws {
        let c = try resolve(nil, ["CI": ci])
        #expect(c.record == .never)
        #expect(c.recordSource == .ciDefault)
    }

    @Test(arguments: ["", "0", "false", "no", "FALSE"])
    func ciTurnedOffKeepsMissing(ci: String) throws {
        let c = try resolve(nil, ["CI": ci])
        #expect(c.record == .missing)
        #expect(c.recordSource == .defaultValue)
    }

    @Test(arguments: [
        ("all", RecordMode.all), ("missing", .missing), ("failed", .failed), ("never", .never), ("ALL", .all),
    ])
    func environmentVariableBeatsCI(raw: String, mode: RecordMode) throws {
        let c = try resolve(nil, ["SNAPSHOT_TESTING_RECORD": raw, "CI": "true"])
        #expect(c.record == mode)
        #expect(c.recordSource == .environment)
    }

    @Test func emptyEnvironmentVariableIsIgnored() throws {
        let c = try resolve(nil, ["SNAPSHOT_TESTING_RECORD": "", "CI": "true"])
        #expect(c.record == .never)
        #expect(c.recordSource == .ciDefault)
    }

    @Test(arguments: RecordMode.allCases)
    func parameterBeatsEnvironmentAndCI(mode: RecordMode) throws {
        let c = try resolve(mode, ["SNAPSHOT_TESTING_RECORD": "all", "CI": "true"])
        #expect(c.record == mode)
        #expect(c.recordSource == .parameter)
    }

    @Test func parameterWinsEvenOverAnInvalidEnvironmentValue() throws {
        let c = try resolve(.never, ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        #expect(c.record == .never)
    }

    @Test func unknownEnvironmentValueIsAnErrorNamingIt() {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try resolve(nil, ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        }
        #expect(
            SnapshotError.invalidRecordMode("sometimes").description
                == "SNAPSHOT_TESTING_RECORD=sometimes is not a record mode (use all, missing, failed or never)")
    }

    @Test func foldersComeFromThePackageRoot() throws {
        let here = "\(#filePath)"
        let root = try #require(SnapshotConfiguration.packageRoot(startingAt: here))
        #expect(here.hasPrefix(root + "/Tests/PlumbTestingTests/"))
        let c = try SnapshotConfiguration.resolve(record: nil, environment: [:], filePath: here)
        #expect(c.packageRoot == root)
        #expect(c.snapshotsDirectory == root + "/Snapshots")
        #expect(c.artifactsDirectory == root + "/.build/plumb-artifacts")
        #expect(c.filteredRun == false)
    }

    @Test func foldersFromEnvironmentAndParameter() throws {
        let env = ["PLUMB_SNAPSHOTS_DIR": "/tmp/a/../refs", "SNAPSHOT_ARTIFACTS": "/tmp/arts"]
        let c = try SnapshotConfiguration.resolve(record: nil, environment: env, filePath: file)
        #expect(c.snapshotsDirectory == "/tmp/refs")
        #expect(c.artifactsDirectory == "/tmp/arts")
        let d = try SnapshotConfiguration.resolve(
            record: nil, snapshotDirectory: "/tmp/param", environment: env, filePath: file)
        #expect(d.snapshotsDirectory == "/tmp/param")
    }

    @Test func filteredRunFromArgumentsOrEnvironment() throws {
        #expect(
            try SnapshotConfiguration.resolve(
                record: nil, environment: [:], arguments: ["--filter", "x"], filePath: file
            ).filteredRun)
        #expect(
            try SnapshotConfiguration.resolve(record: nil, environment: [:], arguments: ["--skip=x"], filePath: file)
                .filteredRun)
        #expect(
            try SnapshotConfiguration.resolve(
                record: nil, environment: ["PLUMB_FILTERED_RUN": "0"], arguments: ["--filter"], filePath: file
            ).filteredRun == false)
        #expect(
            try SnapshotConfiguration.resolve(record: nil, environment: ["PLUMB_FILTERED_RUN": "1"], filePath: file)
                .filteredRun)
    }

    @Test func xctestSelectionsAreFilteredRuns() throws {
        let bundle = "/p/.build/debug/PlumbPackageTests.xctest"
        func filtered(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Bool {
            try SnapshotConfiguration.resolve(
                record: nil, environment: environment, arguments: arguments, filePath: file
            ).filteredRun
        }
        // What `swift test --filter` (and each `--parallel` worker) passes to an XCTest bundle.
        #expect(
            try filtered([
                bundle, "PlumbTestingTests.XCTestReportingTests/testA,PlumbTestingTests.XCTestReportingTests/testB",
            ]))
        // Unfiltered: the bundle alone, or Swift Testing's options.
        #expect(try filtered([bundle]) == false)
        #expect(try filtered([bundle, "--testing-library", "swift-testing"]) == false)
        // The environment variable overrides the arguments.
        #expect(try filtered([bundle, "Mod.Class/test"], ["PLUMB_FILTERED_RUN": "0"]) == false)
    }

    @Test func scopesSitBetweenParametersAndTheEnvironment() throws {
        let env = [
            "SNAPSHOT_TESTING_RECORD": "failed", "PLUMB_SNAPSHOTS_DIR": "/env/snaps", "SNAPSHOT_ARTIFACTS": "/env/art",
        ]
        let scoped = SnapshotSettings(record: .all, snapshotDirectory: "/scope/snaps", artifactsDirectory: "/scope/art")
        let c = try SnapshotConfiguration.resolve(record: nil, environment: env, filePath: file, settings: scoped)
        #expect(c.record == .all)
        #expect(c.recordSource == .scope)
        #expect(c.snapshotsDirectory == "/scope/snaps")
        #expect(c.artifactsDirectory == "/scope/art")
        let p = try SnapshotConfiguration.resolve(
            record: .never, snapshotDirectory: "/param/snaps", environment: env,
            filePath: file, settings: scoped)
        #expect(p.record == .never && p.recordSource == .parameter && p.snapshotsDirectory == "/param/snaps")
        // An empty scope changes nothing.
        let e = try SnapshotConfiguration.resolve(
            record: nil, environment: env, filePath: file, settings: SnapshotSettings())
        #expect(
            e.record == .failed && e.recordSource == .environment && e.snapshotsDirectory == "/env/snaps"
                && e.artifactsDirectory == "/env/art")
    }

    @Test func nestedScopesOverrideOnlyWhatTheySet() {
        withSnapshotSettings(record: .never, snapshotDirectory: "/outer") {
            withSnapshotSettings(snapshotDirectory: "/inner", artifactsDirectory: "/art") {
                #expect(
                    SnapshotSettings.current
                        == SnapshotSettings(record: .never, snapshotDirectory: "/inner", artifactsDirectory: "/art"))
            }
            #expect(SnapshotSettings.current == SnapshotSettings(record: .never, snapshotDirectory: "/outer"))
        }
        #expect(SnapshotSettings.current == SnapshotSettings())
    }
}

@MainActor @Suite struct VariantNames {
    @Test func widthsDirectionsAndScales() {
        #expect(Snapshotting.image(width: 375).variantName == "w375.ltr@2x")
        #expect(Snapshotting.image(width: 320).rightToLeft.variantName == "w320.rtl@2x")
        #expect(Snapshotting.image(width: 320, scale: 3).variantName == "w320.ltr@3x")
        #expect(Snapshotting.image(width: 320).scale(1).variantName == "w320.ltr@1x")
        #expect(Snapshotting.image(width: 320.5).variantName == "w320_5.ltr@2x")
        #expect(Snapshotting.image(width: 375, height: 667).variantName == "375x667.ltr@2x")
        #expect(Snapshotting.image(width: 375).rightToLeft.direction(.leftToRight).variantName == "w375.ltr@2x")
    }

    @Test func devicesUseTheirNameAndScale() {
        #expect(Snapshotting.image(on: .iPhoneX).variantName == "iPhoneX.ltr@3x")
        #expect(Snapshotting.image(on: .iPhoneSE).rightToLeft.variantName == "iPhoneSE.rtl@2x")
        #expect(Snapshotting.frames(on: .iPad).variantName == "iPad.ltr@2x")
    }

    @Test func contentSizeAndDoubledSuffixes() {
        #expect(Snapshotting.image(width: 320).contentSize(.large).variantName == "w320.ltr@2x")
        #expect(Snapshotting.image(width: 320).contentSize(.extraExtraLarge).variantName == "w320.ltr@2x.xxl")
        #expect(Snapshotting.image(width: 320).doubled.variantName == "w320.ltr@2x.doubled")
        #expect(
            Snapshotting.image(width: 320).rightToLeft.doubled.contentSize(.accessibilityMedium).variantName
                == "w320.rtl@2x.ax1.doubled")
        #expect(Snapshotting.image(width: 320).contentSize(.extraSmall).variantName == "w320.ltr@2x.xs")
        #expect(
            Snapshotting.image(width: 320).contentSize(.accessibilityExtraExtraExtraLarge).variantName
                == "w320.ltr@2x.ax5")
    }

    @Test func extensions() {
        #expect(Snapshotting.image(width: 320).pathExtension == "png")
        #expect(Snapshotting.frames(width: 320).pathExtension == "txt")
        #expect(Snapshotting.image(width: 320).asFrames.pathExtension == "txt")
    }

    @Test func matrixOrderIsStable() {
        let m = VariantMatrix(sizes: [.width(320), .width(375)], doubledStrings: [false, true])
        #expect(
            m.strategies.map(\.variantName) == [
                "w320.ltr@2x", "w320.ltr@2x.doubled", "w320.rtl@2x", "w320.rtl@2x.doubled",
                "w375.ltr@2x", "w375.ltr@2x.doubled", "w375.rtl@2x", "w375.rtl@2x.doubled",
            ])
    }

    @Test func fileNames() {
        #expect(
            SnapshotNaming.fileName(test: "card()", name: nil, variant: "w375.ltr@2x", pathExtension: "png")
                == "card.w375.ltr@2x.png")
        #expect(
            SnapshotNaming.fileName(
                test: "card(width:)", name: "error state", variant: "w320.rtl@2x", pathExtension: "txt")
                == "card-width.error-state.w320.rtl@2x.txt")
        #expect(SnapshotNaming.suiteName("PlumbTestingTests/CardSnapshotTests.swift") == "CardSnapshotTests")
    }
}

@MainActor @Suite struct ReferencePathSanitising {
    @Test func separatorsAndDotsCannotEscape() {
        #expect(SnapshotNaming.sanitize("../etc/passwd") == "etc-passwd")
        #expect(SnapshotNaming.sanitize("../../..") == "_")
        #expect(SnapshotNaming.sanitize("/abs/path") == "abs-path")
        #expect(SnapshotNaming.sanitize("a\0b") == "a-b")
        #expect(SnapshotNaming.sanitize(".hidden") == "hidden")
        #expect(SnapshotNaming.sanitize("") == "_")
        #expect(SnapshotNaming.sanitize("--x--") == "x")
        #expect(SnapshotNaming.sanitize("a\\b:c") == "a-b-c")
        #expect(SnapshotNaming.sanitize("Ünïcode név") == "n-code-n-v")
    }

    @Test func longNamesAreCutWithAStableHash() {
        let long = String(repeating: "a", count: 300)
        let s = SnapshotNaming.sanitize(long)
        #expect(s == String(repeating: "a", count: 64) + "-" + SnapshotNaming.hexHash(long))
        #expect(s.count == 81)
        #expect(SnapshotNaming.sanitize(String(repeating: "a", count: 80)).count == 80)
        #expect(SnapshotNaming.sanitize(long + "b") != s)
        #expect(SnapshotNaming.hexHash("") == "cbf29ce484222325")
    }

    @Test(arguments: ["../../../../tmp/evil", "/etc/passwd", "a\0/../b", String(repeating: "../", count: 200)])
    func hostileNamesStayInsideTheSuiteFolder(hostile: String) throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "M/" + hostile + ".swift", function: hostile + "()", name: hostile)
        let strategy = Snapshotting.image(width: 8)
        let outcome = SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(block(8, 8)), as: strategy),
            identity: identity, strategy: strategy, configuration: dir.configuration(.missing))
        let reference = outcome.entry.reference
        let suiteDir = dir.snapshots + "/" + identity.suite + "/"
        #expect(reference.hasPrefix(suiteDir))
        #expect(!reference.dropFirst(suiteDir.count).contains("/"))
        #expect((reference as NSString).standardizingPath == reference)
        #expect((reference as NSString).lastPathComponent.utf8.count < 255)
        #expect(fileExists(reference))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.snapshots) == [identity.suite])
    }
}
