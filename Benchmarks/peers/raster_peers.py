"""Times the pixelmatch peers on the pixel buffers written by `bench-raster bench DIR`.

pybind11-pixelmatch (C++ pixelmatch) is timed as the median of several runs; the pure-Python
`pixelmatch` package once per case (it takes seconds). Both must report Plumb's counts.
Writes DIR/peers.tsv: case, peer, ms, count."""
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import pybind11_pixelmatch as pm
from pixelmatch import pixelmatch as py_pixelmatch

W, H = 1170, 2532


def load(d: Path, name: str) -> np.ndarray:
    return np.fromfile(d / name, dtype=np.uint8).reshape(H, W, 4)


def timed(runs, fn):
    fn()
    times, result = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), result


def main(directory: str) -> int:
    d = Path(directory)
    expected = load(d, "expected.rgba")
    identical = expected.copy()
    one = load(d, "actual-1pct.rgba")
    thirty = load(d, "actual-30pct.rgba")
    opts = pm.Options()
    opts.threshold = 0.1
    opts.includeAA = False
    out = np.zeros_like(expected)
    rows = []
    cases = [("compare-identical", identical, False, 15), ("compare-1pct", one, False, 9),
             ("compare-30pct", thirty, False, 5), ("diff-image-1pct", one, True, 5)]
    for name, actual, with_output, runs in cases:
        if with_output:
            ms, n = timed(runs, lambda: pm.pixelmatch(expected, actual, output=out, options=opts))
        else:
            ms, n = timed(runs, lambda: pm.pixelmatch(expected, actual, options=opts))
        rows.append((name, "pybind11-pixelmatch", ms, n))
    plumb_diff = load(d, "plumb-diff-1pct.rgba")
    differing = int((plumb_diff != out).any(axis=2).sum())
    print(f"raster: diff image 1pct vs pybind11-pixelmatch: {differing} pixels differ", file=sys.stderr)
    if os.environ.get("PLUMB_BENCH_PURE_PYTHON", "1") != "0":
        a = expected.tobytes()
        for name, actual in [("compare-identical", identical), ("compare-1pct", one)]:
            b = actual.tobytes()
            t0 = time.perf_counter()
            n = py_pixelmatch(a, b, W, H, threshold=0.1, includeAA=False)
            rows.append((name, "pixelmatch", (time.perf_counter() - t0) * 1000, n))
    with open(d / "peers.tsv", "w") as f:
        f.write("case\tpeer\tms\tcount\n")
        for r in rows:
            f.write("%s\t%s\t%.3f\t%d\n" % r)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
