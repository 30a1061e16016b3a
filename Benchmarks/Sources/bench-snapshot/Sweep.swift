import Foundation
import PlumbSnapshotCore
import PlumbUI

/// `snapshot/sweep-screen-745-widths`: the layout sweep of the benchmark's settings screen (51
/// views, 20 labels) over every width from 280 to 1024 points at 667 points high, @2x (issue 32:
/// at most 1 s in release). Each width is re-solved incrementally in one window and its shape
/// read (line counts, truncation, broken constraints, ambiguity, overlaps, bounds); each change is
/// bisected to the half point. No strip image (`/strip` times the same sweep drawing it). No peer:
/// no snapshot tool sweeps a layout.
@MainActor func sweepBench(rounds: Int) {
    let sweep = LayoutSweep.widths(280...1024, height: 667)
    var plain: [Double] = [], withStrip: [Double] = [], plainCPU: [Double] = [], stripCPU: [Double] = []
    var summary = ""
    for r in 0..<max(1, rounds) {
        let screen = makeScreen(variant: 0)
        let (t0, c0) = (now(), cpuNow())
        guard let captured = try? sweep.capture(.view(screen), strip: false) else { fail("the sweep failed") }
        plain.append(now() - t0)
        plainCPU.append(cpuNow() - c0)
        if r == 0 {
            summary =
                "# sweep: \(captured.result.layouts) layouts, \(captured.result.breakpoints.count) breakpoints"
                + (captured.result.breakpoints.first.map { ", first: \($0)" } ?? "")
        }
        let again = makeScreen(variant: 0)
        let (t1, c1) = (now(), cpuNow())
        _ = try? sweep.capture(.view(again), strip: true)
        withStrip.append(now() - t1)
        stripCPU.append(cpuNow() - c1)
    }
    print(summary)
    func ms(_ x: Double) -> String { String(format: "%.3f", x) }
    // Thread CPU time of the same rounds: on a loaded machine the wall clock also counts the time
    // other processes ran instead, which this leaves out.
    print("# thread CPU, medians: sweep \(ms(median(plainCPU))) ms, with the strip \(ms(median(stripCPU))) ms")
    print("BENCH snapshot/sweep-screen-745-widths plumb=\(ms(median(plain)))ms peer=none ratio=none")
    print("BENCH snapshot/sweep-screen-745-widths/strip plumb=\(ms(median(withStrip)))ms peer=none ratio=none")
}
