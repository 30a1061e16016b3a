#!/usr/bin/env bash
# Benchmarks/run layout: PlumbUI's layout cycle (constraints → solve → frames) on trees shaped
# like Yoga's "huge nested" benchmark and on a 100-row list of labels, side by side with Yoga
# (pyyoga from PyPI: Python bindings over Yoga's C++ layout; only calculate_layout is timed).
set -euo pipefail
cd "$PLUMB_ROOT"
"$PLUMB_PYTHON" -c "import pyyoga" 2>/dev/null || "$PLUMB_VENV/bin/pip" install -q "pyyoga==0.1.0"
swift build -c release --product bench-layout >&2
runs=${PLUMB_BENCH_RUNS:-5}
plumb=$(.build/release/bench-layout run --runs "$runs")
peer=$("$PLUMB_PYTHON" Benchmarks/peers/layout_yoga.py "$runs")
"$PLUMB_PYTHON" - "$plumb" "$peer" <<'PY'
import json, math, re, sys
plumb = [json.loads(l) for l in sys.argv[1].splitlines() if l.strip()]
peer = {d["name"]: d for d in (json.loads(l) for l in sys.argv[2].splitlines() if l.strip())}
for p in plumb:
    name = p["name"]
    q = peer.get(name)
    if q is None:
        print(f"BENCH layout/{name} plumb={p['ms']:.3f}ms peer=none ratio=none")
        continue
    if p.get("check") is not None and q.get("check") is not None and abs(p["check"] - q["check"]) > 1e-6 * max(1, abs(q["check"])):
        print(f"layout/{name}: frames disagree with Yoga (plumb {p['check']} vs yoga {q['check']})", file=sys.stderr)
        sys.exit(1)
    print(f"BENCH layout/{name} plumb={p['ms']:.3f}ms peer=yoga:{q['ms']:.3f}ms ratio={p['ms'] / q['ms']:.3g}")
# Growth: the exponent k of time ~ views^k, least squares over each family's sizes (1 = linear).
families = {}
for p in plumb:
    if p["name"].startswith(("table-", "grid-")):
        continue  # same views at every size: their cost follows the rows on screen
    family = re.sub(r"-\d+(x10)?(?=/)", "", p["name"])
    families.setdefault(family, []).append(p)
for family, ps in families.items():
    sizes = sorted({p["views"] for p in ps})
    if len(sizes) < 2 or any(p["ms"] <= 0 for p in ps):
        continue
    xs = [math.log(p["views"]) for p in ps]
    ys = [math.log(p["ms"]) for p in ps]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    k = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    print(f"GROWTH layout/{family} views={sizes[0]}..{sizes[-1]} exponent={k:.2f}")
# Components: how many independent systems the engine split each tree into.
for p in plumb:
    if p.get("systems"):
        print(f"COMPONENTS layout/{p['name'].rsplit('/', 1)[0]} systems={p['systems']} largest={p['largest']} "
              f"constraints={p['constraints']} solvers={p['solvers']}")
PY
# Peak memory, each tree in a fresh process (the whole process's peak resident size): the list
# (Yoga has no text, so no peer), and the huge nested tree beside a Python process running Yoga
# on the same tree (the interpreter's own memory included).
list_peak=$(.build/release/bench-layout peak list1000)
huge_peak=$(.build/release/bench-layout peak huge)
yoga_peak=$("$PLUMB_PYTHON" Benchmarks/peers/layout_yoga.py 1 peak)
echo "PEAK layout/list-1000x10 plumb=$((list_peak / 1024))MB peer=none ratio=none"
echo "PEAK layout/huge-nested plumb=$((huge_peak / 1024))MB peer=yoga:$((yoga_peak / 1024))MB ratio=$(awk "BEGIN { printf \"%.3g\", $huge_peak / $yoga_peak }")"
