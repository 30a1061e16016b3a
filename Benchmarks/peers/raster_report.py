"""Merges DIR/plumb-N.tsv and DIR/peers-N.tsv (N = rounds) into BENCH lines, each time the
median over the rounds; fails if a peer's count differs from Plumb's."""
import statistics
import sys
from pathlib import Path


def read(path):
    lines = Path(path).read_text().strip().split("\n")[1:]
    return [l.split("\t") for l in lines]


def fmt(ms):
    return "%.3gms" % ms if ms < 10 else "%.1fms" % ms


def main(directory):
    d = Path(directory)
    plumb_times, plumb = {}, {}
    for f in sorted(d.glob("plumb-*.tsv")):
        for r in read(f):
            plumb_times.setdefault(r[0], []).append(float(r[1]))
            plumb[r[0]] = (0.0, int(r[2]), r[3] if len(r) > 3 else "")
    plumb = {k: (statistics.median(plumb_times[k]), v[1], v[2]) for k, v in plumb.items()}
    peer_times, peer_counts = {}, {}
    for f in sorted(d.glob("peers-*.tsv")):
        for case, peer, ms, count in read(f):
            peer_times.setdefault((case, peer), []).append(float(ms))
            peer_counts[(case, peer)] = int(count)
    peers = {}
    for (case, peer), times in peer_times.items():
        peers.setdefault(case, []).append((peer, statistics.median(times), peer_counts[(case, peer)]))
    floors = {"png-encode": "png-encode-floor", "png-decode": "png-decode-floor"}
    # Plumb's own reference implementations, timed in the same run (the shadow blur's peers).
    references = {"cards-shadows": [("cards-shadows-reference", "direct-convolution"), ("cards-shadows-box3", "three-box-blurs")],
                  "cards-shadows-warm": [("cards-shadows-reference", "direct-convolution")],
                  "cards-shadows-path": [("cards-shadows-reference", "direct-convolution")],
                  "cards-shadows-path-warm": [("cards-shadows-reference", "direct-convolution")],
                  "cards-render": [("cards-render-noshadow", "no-shadows")],
                  "shadow-blur": [("shadow-blur-reference", "direct-convolution"), ("shadow-blur-box3", "three-box-blurs")]}
    referenced = {r for refs in references.values() for r, _ in refs}
    bad = 0
    for case, (ms, count, info) in plumb.items():
        if case.endswith("-floor") or case in referenced:
            continue
        if case in references:
            for i, (ref, name) in enumerate(references[case]):
                rms = plumb[ref][0]
                suffix = "" if i == 0 else f"-vs-{name}"
                print(f"BENCH raster/{case}{suffix} plumb={fmt(ms)} peer={name}:{fmt(rms)} ratio={ms / rms:.2g}")
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
