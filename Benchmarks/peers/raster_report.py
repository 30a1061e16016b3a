"""Merges DIR/plumb.tsv and DIR/peers.tsv into BENCH lines; fails if a peer's count differs."""
import sys
from pathlib import Path


def read(path):
    lines = Path(path).read_text().strip().split("\n")[1:]
    return [l.split("\t") for l in lines]


def fmt(ms):
    return "%.3gms" % ms if ms < 10 else "%.1fms" % ms


def main(directory):
    d = Path(directory)
    plumb = {r[0]: (float(r[1]), int(r[2]), r[3] if len(r) > 3 else "") for r in read(d / "plumb.tsv")}
    peers = {}
    for case, peer, ms, count in read(d / "peers.tsv"):
        peers.setdefault(case, []).append((peer, float(ms), int(count)))
    floors = {"png-encode": "png-encode-floor", "png-decode": "png-decode-floor"}
    bad = 0
    for case, (ms, count, info) in plumb.items():
        if case.endswith("-floor"):
            continue
        if case in floors:
            fms = plumb[floors[case]][0]
            print(f"BENCH raster/{case} plumb={fmt(ms)} peer=libpng-simplified:{fmt(fms)} ratio={ms / fms:.2f}")
            continue
        if case not in peers:
            print(f"BENCH raster/{case} plumb={fmt(ms)} peer=none ratio=none")
            continue
        for i, (peer, pms, pcount) in enumerate(peers[case]):
            suffix = "" if i == 0 else f"-vs-{peer}"
            print(f"BENCH raster/{case}{suffix} plumb={fmt(ms)} peer={peer}:{fmt(pms)} ratio={ms / pms:.2g}")
            if pcount != count:
                print(f"raster: COUNT MISMATCH in {case}: plumb={count} {peer}={pcount}", file=sys.stderr)
                bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
