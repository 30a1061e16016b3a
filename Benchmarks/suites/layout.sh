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
import json, sys
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
PY
