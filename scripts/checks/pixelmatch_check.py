"""Runs the `pixelmatch` PyPI package on the pairs written by `bench-raster gen-pairs DIR` and
compares its mismatch counts and diff images with Plumb's (DIR/cases.tsv, DIR/*.diff.rgba).
Exit status 1 on any mismatch."""
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
        output = bytearray(len(a))
        count = pixelmatch(a, b, w, h, output=output, threshold=float(threshold),
                           includeAA=include_aa == "1")
        plumb_image = (d / f"{name}.diff.rgba").read_bytes()
        image_diff = sum(1 for i in range(0, len(output), 4) if output[i:i + 4] != plumb_image[i:i + 4])
        ok = count == int(plumb_diff) and image_diff == 0
        status = "ok  " if ok else "FAIL"
        print(f"{status} {name}: pixelmatch={count} plumb={plumb_diff} diff-image pixels differing={image_diff} "
              f"(plumb aa={plumb_aa}, "
              f"{w}x{h}, threshold={threshold}, includeAA={include_aa == '1'})")
        if ok:
            passed += 1
        else:
            failed += 1
    print(f"pixelmatch cross-check: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
