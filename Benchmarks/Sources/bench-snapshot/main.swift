// bench-snapshot: Plumb's side of `Benchmarks/run snapshot` (issue 6, "Benchmark").
//
//   bench-snapshot run DIR [--rounds N] [--suite-rounds M]   records the references, checks them,
//                                                            prints the BENCH lines
//   bench-snapshot check SNAPSHOTS DIR                        the 101 snapshots must match the
//                                                            references in SNAPSHOTS (older build)
//   bench-snapshot sweep [--rounds N]                        only the layout sweep case
//   bench-snapshot loop CASE N DIR                           one case N times (callgrind / perf);
//                                                            CASE: verify, capture, layout, render,
//                                                            lint, decode, floor
//
// DIR is a scratch folder (under .build/): each command deletes and recreates it.
//
// One verify = the snapshot core's `verify(_:as:identity:configuration:)` (what `assertSnapshot` calls) on a freshly built
// screen (built before the clock starts): host in a UIWindow, lay out, render, frames + lint,
// read the reference, compare, write the manifest entry. The floor, timed interleaved in the same
// rounds: reading that reference file and decoding it to RGBA8 with libpng's simplified API
// (`png_image_begin_read_from_memory` + `png_image_finish_read`, libpng's defaults).
import Foundation
@_spi(Benchmarks) import PlumbSnapshotCore
import PlumbUI
@_spi(Benchmarks) import Raster

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

/// This thread's CPU time in milliseconds (not counting time other processes ran instead).
func cpuNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("bench-snapshot: " + message + "\n").utf8))
    exit(1)
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Reads a whole file with POSIX calls (what the floor pays for getting the bytes).
func readFile(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { fail("cannot open \(path)") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { fail("cannot stat \(path)") }
    let size = Int(st.st_size)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        var done = 0
        while done < size {
            let n = read(fd, buffer.baseAddress! + done, size - done)
            if n <= 0 { break }
            done += n
        }
        count = done
    }
}

/// The floor: read the file, decode it with libpng's simplified API into `out`.
func floorDecode(_ path: String, into out: inout [UInt8]) {
    let bytes = readFile(path)
    guard LibPNGFloor.decode(bytes, into: &out) else { fail("libpng could not decode \(path)") }
}

// MARK: the cases' inputs

@MainActor
struct Bench {
    let dir: String
    let config: SnapshotConfiguration
    let recordConfig: SnapshotConfiguration

    init(dir: String) {
        self.dir = dir
        let snapshots = (dir as NSString).appendingPathComponent("Snapshots")
        let artifacts = (dir as NSString).appendingPathComponent("artifacts")
        func configuration(_ mode: RecordMode) -> SnapshotConfiguration {
            do {
                return try .resolve(
                    record: mode, snapshotDirectory: snapshots,
                    environment: ["SNAPSHOT_ARTIFACTS": artifacts], filePath: dir + "/Bench.swift")
            } catch { fail("\(error)") }
        }
        config = configuration(.never)
        recordConfig = configuration(.all)
    }

    static let screenStrategy = Snapshotting.image(on: .iPhone8)
    static let screenStrategyNoLint = Snapshotting.image(on: .iPhone8, lint: [])
    static let screenIdentity = SnapshotIdentity(
        fileID: "Bench/ScreenSnapshotTests.swift", function: "settingsScreen()")

    /// The suite's 100 snapshots: screen variant i at one of four widths, 667 points high, @2x.
    static func suiteStrategy(_ i: Int) -> Snapshotting {
        .image(width: [375, 320, 414, 390][i % 4], height: 667, scale: 2)
    }

    static func suiteIdentity(_ i: Int) -> SnapshotIdentity {
        SnapshotIdentity(fileID: "Bench/SuiteSnapshotTests.swift", function: "settingsScreen()", name: "v\(i)")
    }

    func referencePath(_ identity: SnapshotIdentity, _ strategy: Snapshotting) -> String {
        let file = SnapshotNaming.fileName(
            test: identity.test, name: identity.name, variant: strategy.variantName,
            pathExtension: strategy.pathExtension)
        return ((config.snapshotsDirectory as NSString).appendingPathComponent(identity.suite) as NSString)
            .appendingPathComponent(file)
    }

    /// Records (`record: .all`) and checks that the recording said so.
    func record(_ view: UIView, _ strategy: Snapshotting, _ identity: SnapshotIdentity) {
        let outcome = verify(.view(view), as: strategy, identity: identity, configuration: recordConfig)
        guard outcome.entry.status == .recorded else {
            fail("recording \(identity.test) failed: \(outcome.message ?? "")")
        }
    }

    /// One verify that must pass.
    @inline(never)
    func verifyPassing(_ view: UIView, _ strategy: Snapshotting, _ identity: SnapshotIdentity) {
        let outcome = verify(.view(view), as: strategy, identity: identity, configuration: config)
        guard outcome.passed else { fail("verify did not pass:\n\(outcome.message ?? "")") }
    }

    /// Writes the references, then checks that each passes and that a changed reference fails.
    func prepare() {
        try? FileManager.default.removeItem(atPath: dir)
        record(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
        for i in 0..<100 { record(makeScreen(variant: i), Bench.suiteStrategy(i), Bench.suiteIdentity(i)) }
        let counts = countViews(makeScreen(variant: 0))
        print("# screen: \(counts.views) views, \(counts.labels) labels; references in \(config.snapshotsDirectory)")
        verifyPassing(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
        for i in 0..<100 { verifyPassing(makeScreen(variant: i), Bench.suiteStrategy(i), Bench.suiteIdentity(i)) }
        // A variant's screen against another variant's reference must fail.
        let wrong = verify(
            .view(makeScreen(variant: 1)), as: Bench.screenStrategy, identity: Bench.screenIdentity,
            configuration: config)
        guard !wrong.passed, (wrong.entry.differingPixels ?? 0) > 0 else { fail("a different screen passed") }
        checkMutatedReferenceFails()
        // Leave the passing manifest entry behind.
        verifyPassing(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
    }

    /// One pixel of the reference changed and re-encoded by Raster with the reference's own
    /// metadata (every key, so any stored hashes are now stale) must fail with a count of 1.
    func checkMutatedReferenceFails() {
        let identity = SnapshotIdentity(fileID: "Bench/ScreenSnapshotTests.swift", function: "mutated()")
        record(makeScreen(variant: 0), Bench.screenStrategy, identity)
        let path = referencePath(identity, Bench.screenStrategy)
        guard let png = try? PNGDecoder().decode(contentsOf: path) else { fail("cannot decode \(path)") }
        var pixels = png.image.pixels
        pixels[(100 * png.image.width + 100) * 4] ^= 0x40
        do {
            let changed = try RGBAImage(width: png.image.width, height: png.image.height, pixels: pixels)
            try PNGEncoder().write(changed, to: path, metadata: png.metadata)
        } catch { fail("\(error)") }
        let outcome = verify(
            .view(makeScreen(variant: 0)), as: Bench.screenStrategy, identity: identity, configuration: config)
        let total = png.image.width * png.image.height
        guard !outcome.passed, outcome.entry.differingPixels == 1,
            outcome.message?.contains("1 of \(total) pixels differ") == true
        else { fail("a reference with one changed pixel did not fail as it should:\n\(outcome.message ?? "passed")") }
        print("# a reference with one changed pixel (re-encoded, stale metadata) fails: 1 of \(total) pixels differ")
    }
}

// MARK: running

@MainActor func run(dir: String, rounds: Int, suiteRounds: Int) {
    let b = Bench(dir: dir)
    b.prepare()
    let ref = b.referencePath(Bench.screenIdentity, Bench.screenStrategy)
    let suiteRefs = (0..<100).map { b.referencePath(Bench.suiteIdentity($0), Bench.suiteStrategy($0)) }
    var out = [UInt8](repeating: 0, count: 414 * 2 * 667 * 2 * 4)
    let fileBytes = (try? FileManager.default.attributesOfItem(atPath: ref)[.size] as? Int) ?? 0
    print(
        "# reference \(fileBytes) bytes, 750x1334 px; libpng \(LibPNGFloor.version); \(rounds) rounds, suite \(suiteRounds) rounds"
    )

    // Warm-up: fonts, glyph caches, page cache.
    for _ in 0..<3 {
        b.verifyPassing(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
        floorDecode(ref, into: &out)
    }

    var verifyMs: [Double] = [], floorMs: [Double] = [], noLintMs: [Double] = []
    var verifyCPUMs: [Double] = [], floorCPUMs: [Double] = [], noLintCPUMs: [Double] = []
    var captureMs: [Double] = [], layoutMs: [Double] = [], renderMs: [Double] = [], lintMs: [Double] = []
    var decodeMs: [Double] = [], compareMs: [Double] = [], manifestMs: [Double] = []
    var sealMs: [Double] = [], digestMs: [Double] = []
    let manifestEntry = verify(
        .view(makeScreen(variant: 0)), as: Bench.screenStrategy, identity: Bench.screenIdentity,
        configuration: b.config
    ).entry
    for r in 0..<rounds {
        // Alternate which side goes first, so that drifting load hits both alike.
        let screen = makeScreen(variant: 0)
        func plumb() {
            let t0 = now(), c0 = cpuNow()
            b.verifyPassing(screen, Bench.screenStrategy, Bench.screenIdentity)
            verifyMs.append(now() - t0)
            verifyCPUMs.append(cpuNow() - c0)
        }
        func floor() {
            let t0 = now(), c0 = cpuNow()
            floorDecode(ref, into: &out)
            floorMs.append(now() - t0)
            floorCPUMs.append(cpuNow() - c0)
        }
        if r % 2 == 0 { plumb(); floor() } else { floor(); plumb() }
        // The same verify with the lint checks off (`lint: []`): what the default lint costs.
        let s0 = makeScreen(variant: 0)
        let t00 = now(), c00 = cpuNow()
        b.verifyPassing(s0, Bench.screenStrategyNoLint, Bench.screenIdentity)
        noLintMs.append(now() - t00)
        noLintCPUMs.append(cpuNow() - c00)

        // Breakdown, each on a fresh screen.
        let s1 = makeScreen(variant: 0)
        var t0 = now()
        guard let captured = try? SnapshotRenderer.capture(.view(s1), as: Bench.screenStrategy) else {
            fail("capture failed")
        }
        captureMs.append(now() - t0)
        guard captured.lintProblems.isEmpty else { fail("lint: \(captured.lintProblems)") }

        let s2 = makeScreen(variant: 0)
        t0 = now()
        let hosting = SnapshotStages.layout(.view(s2), Bench.screenStrategy)
        layoutMs.append(now() - t0)
        t0 = now()
        guard let image = try? SnapshotStages.render(hosting, Bench.screenStrategy) else { fail("render failed") }
        renderMs.append(now() - t0)
        t0 = now()
        let (_, problems) = SnapshotStages.framesAndLint(hosting, Bench.screenStrategy)
        lintMs.append(now() - t0)
        SnapshotStages.unhost(hosting)
        guard problems.isEmpty else { fail("lint: \(problems)") }

        // The sealed path: read the file and check its seal (no inflate), hash the rendered pixels.
        t0 = now()
        guard let data = try? PNGDecoder().read(contentsOf: ref), let seal = PNGSeal(validating: data) else {
            fail("the reference is not sealed")
        }
        sealMs.append(now() - t0)
        // `render` computed the digest with the straight pixels (one pass); this times a
        // separate pass over the same pixels, for comparison.
        guard let unremembered = try? RGBAImage(width: image.width, height: image.height, pixels: image.pixels) else {
            fail("cannot copy the rendered image")
        }
        t0 = now()
        let digest = unremembered.digest
        digestMs.append(now() - t0)
        guard digest == image.digest else { fail("the digest computed with the pixels differs from a separate pass") }
        guard digest == seal.digest else { fail("the rendered image's digest differs from the seal") }
        // The fallback path (unsealed or edited references): decode and compare the pixels.
        t0 = now()
        guard let decoded = try? PNGDecoder().decode(contentsOf: ref) else { fail("decode failed") }
        decodeMs.append(now() - t0)
        t0 = now()
        let same = decoded.image == image
        compareMs.append(now() - t0)
        guard same else { fail("the rendered image differs from the reference") }
        t0 = now()
        do { try SnapshotStages.writeManifest(manifestEntry, artifacts: b.config.artifactsDirectory) } catch {
            fail("\(error)")
        }
        manifestMs.append(now() - t0)
    }

    var suiteMs: [Double] = [], suiteFloorMs: [Double] = []
    for r in 0..<suiteRounds {
        let screens = (0..<100).map { makeScreen(variant: $0) }
        func plumb() {
            let t0 = now()
            for i in 0..<100 { b.verifyPassing(screens[i], Bench.suiteStrategy(i), Bench.suiteIdentity(i)) }
            suiteMs.append(now() - t0)
        }
        func floor() {
            let t0 = now()
            for p in suiteRefs { floorDecode(p, into: &out) }
            suiteFloorMs.append(now() - t0)
        }
        if r % 2 == 0 { plumb(); floor() } else { floor(); plumb() }
    }

    func ms(_ x: Double) -> String { String(format: "%.3f", x) }
    func line(_ name: String, _ plumb: [Double], _ peer: [Double]?) {
        let p = median(plumb)
        if let peer {
            let q = median(peer)
            print(
                "BENCH snapshot/\(name) plumb=\(ms(p))ms peer=libpng-decode:\(ms(q))ms ratio=\(String(format: "%.3g", p / q))"
            )
        } else {
            print("BENCH snapshot/\(name) plumb=\(ms(p))ms peer=none ratio=none")
        }
    }
    line("verify-screen", verifyMs, floorMs)
    line("verify-suite-100", suiteMs, suiteFloorMs)
    line("verify-screen-nolint", noLintMs, floorMs)
    // Thread CPU time of the same rounds: on a loaded machine the wall clock also counts the
    // time other processes ran instead, which this leaves out.
    let (vc, nc, fc) = (median(verifyCPUMs), median(noLintCPUMs), median(floorCPUMs))
    print(
        "# thread CPU, medians: verify-screen \(ms(vc)) ms, nolint \(ms(nc)) ms, libpng-decode \(ms(fc)) ms; "
            + "ratios \(String(format: "%.3g", vc / fc)), nolint \(String(format: "%.3g", nc / fc))")
    line("verify-screen/capture", captureMs, nil)
    line("verify-screen/layout", layoutMs, nil)
    line("verify-screen/render", renderMs, nil)
    line("verify-screen/frames-lint", lintMs, nil)
    line("verify-screen/seal-check", sealMs, nil)
    line("verify-screen/digest", digestMs, nil)
    line("verify-screen/fallback-decode", decodeMs, nil)
    line("verify-screen/fallback-compare", compareMs, nil)
    line("verify-screen/manifest-write", manifestMs, nil)
    sweepBench(rounds: Int(ProcessInfo.processInfo.environment["PLUMB_SWEEP_ROUNDS"] ?? "") ?? 5)
}

/// One case in a loop, for profilers.
@MainActor func loop(_ name: String, _ n: Int, dir: String) {
    let b = Bench(dir: dir)
    try? FileManager.default.removeItem(atPath: dir)
    b.record(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
    let ref = b.referencePath(Bench.screenIdentity, Bench.screenStrategy)
    var out = [UInt8](repeating: 0, count: 750 * 1334 * 4)
    let screens = (0..<n).map { _ in makeScreen(variant: 0) }
    for s in screens {
        switch name {
        case "verify": b.verifyPassing(s, Bench.screenStrategy, Bench.screenIdentity)
        case "capture": _ = try? SnapshotRenderer.capture(.view(s), as: Bench.screenStrategy)
        case "layout": SnapshotStages.unhost(SnapshotStages.layout(.view(s), Bench.screenStrategy))
        case "render", "lint":
            let h = SnapshotStages.layout(.view(s), Bench.screenStrategy)
            if name == "render" {
                _ = try? SnapshotStages.render(h, Bench.screenStrategy)
            } else {
                _ = SnapshotStages.framesAndLint(h, Bench.screenStrategy)
            }
            SnapshotStages.unhost(h)
        case "decode": _ = try? PNGDecoder().decode(contentsOf: ref)
        case "floor": floorDecode(ref, into: &out)
        default: fail("unknown case \(name)")
        }
    }
}

nonisolated(unsafe) var args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Int(args[i + 1]) else { return fallback }
    args.removeSubrange(i...(i + 1))
    return v
}
let rounds = option("--rounds", 31)
let suiteRounds = option("--suite-rounds", 5)
switch args.first {
case "run" where args.count == 2:
    run(dir: args[1], rounds: rounds, suiteRounds: suiteRounds)
case "check" where args.count == 3:
    // Verifies the screen and the suite against references recorded earlier (e.g. by an older
    // build): a rendering change that alters any pixel fails here.
    let b = Bench(dir: args[2])
    try? FileManager.default.removeItem(atPath: args[2])
    try? FileManager.default.createDirectory(atPath: args[2], withIntermediateDirectories: true)
    do { try FileManager.default.copyItem(atPath: args[1], toPath: b.config.snapshotsDirectory) } catch {
        fail("\(error)")
    }
    b.verifyPassing(makeScreen(variant: 0), Bench.screenStrategy, Bench.screenIdentity)
    for i in 0..<100 { b.verifyPassing(makeScreen(variant: i), Bench.suiteStrategy(i), Bench.suiteIdentity(i)) }
    print("# 101 snapshots match the references in \(args[1])")
case "sweep" where args.count == 1:
    // Only the layout sweep case (also printed at the end of `run`).
    sweepBench(rounds: rounds)
case "loop" where args.count == 4:
    loop(args[1], Int(args[2]) ?? 1, dir: args[3])
default:
    fail(
        "usage: bench-snapshot run DIR [--rounds N] [--suite-rounds M] | check SNAPSHOTS DIR | sweep | loop CASE N DIR")
}
