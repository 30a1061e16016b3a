import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

@MainActor @Suite struct PlumbDiff {
    func png(_ dir: TempDir, _ name: String, _ view: UIView) throws -> String {
        let path = dir.sub(name)
        let image = try #require(try SnapshotRenderer.capture(.view(view), as: .image(width: 20)).image)
        try PNGEncoder().write(image, to: path)
        return path
    }

    @Test func identicalFilesExitZero() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10)), b = try png(dir, "b.png", block(20, 10))
        let r = PlumbTool.diff(a, b)
        #expect(
            r
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        \(a): 40x20 px
                        \(b): 40x20 px
                        0 of 800 pixels differ (0.00%), 0 anti-aliased pixels ignored
                        """))
    }

    @Test func differentFilesExitOneAndWriteTheDiff() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10)), b = try png(dir, "b.png", block(20, 10, .systemRed))
        let out = dir.sub("d.png")
        let r = PlumbTool.diff(a, b, out: out, includeAA: true)
        #expect(
            r
                == PlumbTool.Result(
                    status: 1,
                    output: """
                        \(a): 40x20 px
                        \(b): 40x20 px
                        384 of 800 pixels differ (48.00%)
                        changed regions (x, y, width x height): (4, 4, 32x12)
                        diff: \(out)
                        """))
        let diff = try PNGDecoder().decode(contentsOf: out).image
        #expect(diff.width == 40 && diff.height == 20)
    }

    @Test func differentSizesExitOne() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10)), b = try png(dir, "b.png", block(20, 12))
        let r = PlumbTool.diff(a, b)
        #expect(r.status == 1)
        #expect(r.output.contains("\nthe sizes differ\n"))
    }

    @Test func errorsExitTwoNamingTheFile() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10))
        let missing = dir.sub("missing.png")
        let r = PlumbTool.diff(a, missing)
        #expect(r.status == 2)
        #expect(r.output.hasPrefix("error: "))
        #expect(r.output.contains(missing))
        let notPNG = dir.sub("text.png")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: notPNG))
        let r2 = PlumbTool.diff(notPNG, a)
        #expect(r2.status == 2)
        #expect(r2.output.contains(notPNG))
        #expect(
            PlumbTool.diff(a, a, threshold: 2)
                == PlumbTool.Result(status: 2, output: "error: --threshold must be between 0 and 1, not 2.0"))
    }

    /// A FIFO without a writer blocked `plumb diff` forever in open(2); the test gives it 10 s,
    /// then opens the FIFO itself so a blocked reader returns, and fails.
    @Test func aFIFOInputIsRefusedWithoutBlocking() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10))
        let fifo = dir.sub("pipe.png")
        try #require(mkfifo(fifo, 0o600) == 0)
        final class Box: @unchecked Sendable { var result: PlumbTool.Result? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.result = PlumbTool.diff(fifo, a); done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("plumb diff blocked on a FIFO")
            let fd = open(fifo, O_RDWR | O_NONBLOCK)
            done.wait()
            close(fd)
        }
        #expect(
            box.result
                == PlumbTool.Result(status: 2, output: "error: cannot read \(fifo): it is a FIFO, not a regular file"))
    }

    /// Renaming the diff over a FIFO (or /dev/null as root) replaced it with a regular file.
    @Test func aNonRegularOutputIsRefusedAndLeftAsItIs() throws {
        let dir = TempDir()
        let a = try png(dir, "a.png", block(20, 10)), b = try png(dir, "b.png", block(20, 10, .systemRed))
        let fifo = dir.sub("out.png")
        try #require(mkfifo(fifo, 0o600) == 0)
        let r = PlumbTool.diff(a, b, out: fifo)
        #expect(r.status == 2)
        #expect(
            r.output.hasSuffix(
                "\nerror: cannot write \(fifo): it is a FIFO, not a regular file (only regular files are written, atomically)"
            ))
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.png", "b.png", "out.png"])
    }
}

@MainActor @Suite struct PlumbAccept {
    let strategy = Snapshotting.image(width: 20)

    func verify(_ view: UIView, test: String, _ dir: TempDir, _ mode: RecordMode) throws -> SnapshotOutcome {
        SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: strategy),
            identity: SnapshotIdentity(fileID: "M/Accept.swift", function: test),
            strategy: strategy, configuration: dir.configuration(mode))
    }

    @Test func acceptCopiesActualsOverReferencesThenTheyPass() throws {
        let dir = TempDir()
        _ = try verify(block(20, 10), test: "one()", dir, .missing)
        _ = try verify(block(20, 10), test: "two()", dir, .missing)
        #expect(try !verify(block(20, 10, .systemRed), test: "one()", dir, .never).passed)
        #expect(try !verify(block(20, 10, .systemRed), test: "two()", dir, .never).passed)
        #expect(try !verify(block(20, 10, .systemRed), test: "three()", dir, .never).passed)  // missing

        let r = PlumbTool.accept(artifacts: dir.artifacts, only: "Accept/t*")
        let refs = dir.snapshots + "/Accept/", arts = dir.artifacts + "/Accept/"
        #expect(
            r
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        accepted Accept/three.w20.ltr@2x: \(arts)three.w20.ltr@2x.png -> \(refs)three.w20.ltr@2x.png
                        accepted Accept/two.w20.ltr@2x: \(arts)two.w20.ltr@2x.png -> \(refs)two.w20.ltr@2x.png
                        """))
        #expect(try verify(block(20, 10, .systemRed), test: "two()", dir, .never).passed)
        #expect(try verify(block(20, 10, .systemRed), test: "three()", dir, .never).passed)
        #expect(try !verify(block(20, 10, .systemRed), test: "one()", dir, .never).passed)
        // No temporary files are left beside the references.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: refs).sorted()
                == ["one.w20.ltr@2x.png", "three.w20.ltr@2x.png", "two.w20.ltr@2x.png"])

        let all = PlumbTool.accept(artifacts: dir.artifacts)
        #expect(
            all
                == PlumbTool.Result(
                    status: 0,
                    output: "accepted Accept/one.w20.ltr@2x: \(arts)one.w20.ltr@2x.png -> \(refs)one.w20.ltr@2x.png"))
        #expect(try verify(block(20, 10, .systemRed), test: "one()", dir, .never).passed)
        #expect(PlumbTool.accept(artifacts: dir.artifacts) == PlumbTool.Result(status: 0, output: "nothing to accept"))
    }

    @Test func aMissingArtifactsFolderIsAnErrorNamingIt() {
        let dir = TempDir()
        #expect(
            PlumbTool.accept(artifacts: dir.sub("nope"))
                == PlumbTool.Result(
                    status: 2, output: "error: cannot read \(dir.sub("nope")): no such artifacts folder"))
    }

    @Test func aReferenceOutsideItsSnapshotsFolderIsRefused() throws {
        let dir = TempDir()
        _ = try verify(block(20, 10), test: "one()", dir, .never)
        var e = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        e.reference = dir.snapshots + "/../escaped.png"
        // A tampered manifest: only the entry whose reference escapes.
        try FileManager.default.removeItem(atPath: Manifest.directory(artifacts: dir.artifacts))
        try Manifest.write(e, artifacts: dir.artifacts)
        let r = PlumbTool.accept(artifacts: dir.artifacts)
        #expect(r.status == 2)
        #expect(
            r.output == """
                error: \(dir.snapshots)/../escaped.png is not inside \(dir.snapshots); not accepted
                1 of 1 snapshot could not be accepted
                """)
        #expect(!fileExists(dir.sub("escaped.png")))
    }

    @Test func oneBadEntryDoesNotStopTheOthers() throws {
        let dir = TempDir()
        for t in ["a()", "b()", "c()"] { _ = try verify(block(20, 10), test: t, dir, .never) }
        var a = try #require(try Manifest.load(artifacts: dir.artifacts).first { $0.test == "a" })
        try FileManager.default.removeItem(
            atPath: Manifest.directory(artifacts: dir.artifacts) + "/" + Manifest.file(of: a))
        a.reference = dir.snapshots + "/../escaped.png"
        try Manifest.write(a, artifacts: dir.artifacts)
        var c = try #require(try Manifest.load(artifacts: dir.artifacts).first { $0.test == "c" })
        c.actual = dir.sub("gone.png")
        try Manifest.write(c, artifacts: dir.artifacts)
        let refs = dir.snapshots + "/Accept/", arts = dir.artifacts + "/Accept/"
        #expect(
            PlumbTool.accept(artifacts: dir.artifacts)
                == PlumbTool.Result(
                    status: 2,
                    output: """
                        accepted Accept/b.w20.ltr@2x: \(arts)b.w20.ltr@2x.png -> \(refs)b.w20.ltr@2x.png
                        error: \(dir.snapshots)/../escaped.png is not inside \(dir.snapshots); not accepted
                        error: Accept/c.w20.ltr@2x not accepted: cannot read \(dir.sub("gone.png")): cannot read the file
                        2 of 3 snapshots could not be accepted; the other 1 were
                        """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs) == ["b.w20.ltr@2x.png"])
    }

    /// Accept after prune: a failure of an earlier run is not brought back.
    @Test func onlyTheNewestRunIsAcceptedAndSkippedFailuresAreNamed() throws {
        let dir = TempDir()
        _ = try verify(block(20, 10), test: "gone()", dir, .never)
        var old = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        (old.run, old.written) = ("an-earlier-run", 1)
        try Manifest.write(old, artifacts: dir.artifacts)
        _ = try verify(block(20, 10), test: "fresh()", dir, .never)
        let refs = dir.snapshots + "/Accept/", arts = dir.artifacts + "/Accept/"
        let skipped =
            "skipping 1 failure from earlier test runs (Accept/gone.w20.ltr@2x): run the tests again to see whether they still fail"
        #expect(
            PlumbTool.accept(artifacts: dir.artifacts, dryRun: true)
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        \(skipped)
                        would accept Accept/fresh.w20.ltr@2x: \(arts)fresh.w20.ltr@2x.png -> \(refs)fresh.w20.ltr@2x.png
                        dry run: would accept 1 snapshot; nothing was copied
                        """))
        #expect(!fileExists(refs))
        #expect(
            PlumbTool.accept(artifacts: dir.artifacts)
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        \(skipped)
                        accepted Accept/fresh.w20.ltr@2x: \(arts)fresh.w20.ltr@2x.png -> \(refs)fresh.w20.ltr@2x.png
                        """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs) == ["fresh.w20.ltr@2x.png"])
        #expect(
            PlumbTool.accept(artifacts: dir.artifacts, only: "Accept/gone*")
                == PlumbTool.Result(
                    status: 0,
                    output: """
                        \(skipped)
                        nothing to accept matching Accept/gone*
                        """))
    }
}

@MainActor @Suite struct LintFindings {
    @Test func aLayoutPinnedLeftAndRightIsNotMirroredInRTL() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        inner.accessibilityIdentifier = "inner"
        v.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leftAnchor.constraint(equalTo: v.leftAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: v.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 20),
            v.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
        ])
        let c = try SnapshotRenderer.capture(.view(v), as: Snapshotting.frames(width: 100, lint: .rtlMirror))
        #expect(
            c.lintProblems == [
                LintFinding(
                    check: .notMirrored, view: "UIView/UIView#inner",
                    detail: "LTR (10, 0, 30, 20), RTL (10, 0, 30, 20), expected (60, 0, 30, 20)")
            ])
        #expect(
            c.lintProblems.map(\.description)
                == [
                    "not mirrored in RTL: UIView/UIView#inner LTR (10, 0, 30, 20), RTL (10, 0, 30, 20), expected (60, 0, 30, 20)"
                ])
    }

    /// A view centred with a half-pixel edge (93.75 at @2x) rounds to 94 in LTR and, mirrored, to
    /// 93.5 in RTL: UIKit's rounding, not a mirroring bug.
    @Test func halfPixelRoundingIsNotReportedAsUnmirrored() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        inner.accessibilityIdentifier = "inner"
        v.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: v.centerXAnchor),
            inner.topAnchor.constraint(equalTo: v.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 12.5),
            inner.heightAnchor.constraint(equalToConstant: 20),
            v.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
        ])
        let ltr = try SnapshotRenderer.capture(.view(v), as: Snapshotting.frames(width: 200, lint: .rtlMirror))
        #expect(ltr.frames.contains("UIView#inner (94, 0, 12.5, 20)"))
        #expect(ltr.lintProblems == [])
        let rtl = try SnapshotRenderer.capture(
            .view(v), as: Snapshotting.frames(width: 200, lint: .rtlMirror).rightToLeft)
        #expect(rtl.lintProblems == [])
    }

    /// The allowance is one pixel of the strategy's scale: more is still reported.
    @Test func theMirrorCheckAllowsOnePixel() {
        func record(_ x: CGFloat) -> FrameRecord {
            FrameRecord(
                path: "UIView/UIView[0]", depth: 1, frame: CGRect(x: x, y: 0, width: 10, height: 10),
                superviewWidth: 100, text: nil, isHidden: false)
        }
        let ltr = [record(20)]  // mirrored: 70
        #expect(Lint.mirrorProblems(ltr: ltr, rtl: [record(70.5)], scale: 2) == [])
        #expect(Lint.mirrorProblems(ltr: ltr, rtl: [record(69.5)], scale: 2) == [])
        #expect(
            Lint.mirrorProblems(ltr: ltr, rtl: [record(71)], scale: 2).map(\.description)
                == [
                    "not mirrored in RTL: UIView/UIView[0] LTR (20, 0, 10, 10), RTL (71, 0, 10, 10), expected (70, 0, 10, 10)"
                ])
        #expect(Lint.mirrorProblems(ltr: ltr, rtl: [record(70.5)], scale: 3).count == 1)
    }
}
