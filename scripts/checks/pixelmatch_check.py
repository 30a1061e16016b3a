"""Runs the `pixelmatch` PyPI package on the pairs written by `bench-raster gen-pairs DIR` and
compares its mismatch counts with Plumb's (DIR/cases.tsv). Exit status 1 on any mismatch."""
import sys
from pathlib import Path

from pixelmatch import pixelmatch


def main(directory: str) -> int:
    d = Path(directory)
    rows = (d / "cases.tsv").read_text().strip().split("\n")[1:]
    passed = failed = 0
    for row in rows:
        name, w, h, threshold, include_aa, plumb_diff, plumb_aa = row.split("\t")
        w, h = int(w), int(h)
        a = (d / f"{name}.a.rgba").read_bytes()
        b = (d / f"{name}.b.rgba").read_bytes()
        count = pixelmatch(a, b, w, h, threshold=float(threshold), includeAA=include_aa == "1")
        ok = count == int(plumb_diff)
        status = "ok  " if ok else "FAIL"
        print(f"{status} {name}: pixelmatch={count} plumb={plumb_diff} (plumb aa={plumb_aa}, "
              f"{w}x{h}, threshold={threshold}, includeAA={include_aa == '1'})")
        if ok:
            passed += 1
        else:
            failed += 1
    print(f"pixelmatch cross-check: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
