#!/usr/bin/env bash
# The solver suite: Plumb's Cassowary (bench-solver, release build) against kiwisolver 1.5.1
# (PyPI, stock: it optimises after every add) on the same generated systems.
# Called by Benchmarks/run with PLUMB_ROOT, PLUMB_VENV and PLUMB_PYTHON set.
set -euo pipefail
root=${PLUMB_ROOT:?}
python=${PLUMB_PYTHON:?}
cd "$root"
if ! "$python" -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null; then
  "$python" -m pip install --quiet --disable-pip-version-check kiwisolver==1.5.1
fi
swift build -c release --product bench-solver >/dev/null
bench=$(swift build -c release --product bench-solver --show-bin-path)/bench-solver
data=$root/.build/bench-solver-data
"$python" Benchmarks/peers/solver_gen.py "$data" >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# kiwi's budget per build; its stock per-add optimisation takes about 100 s on chain-3000.
budget=${PLUMB_KIWI_BUDGET:-150}
for case in chain-10 chain-100 chain-1000 chain-3000 grid-10x10 grid-30x30 \
            indep-10 indep-100 indep-1000 indep-3000 \
            nested-10 nested-100 nested-1000 nested-10000; do
  file=$data/$case.txt
  vars=$(grep -c '^v ' "$file")
  flags=(--runs 7)
  # Exact uniqueness check (slow on large systems) only where it is cheap enough.
  if [ "$vars" -le 2500 ]; then flags+=(--ambiguity); fi
  "$bench" "$file" "${flags[@]}" >"$out/plumb.json"
  "$python" Benchmarks/peers/solver_kiwi.py "$file" --runs 5 --budget "$budget" >"$out/kiwi.json"
  "$python" Benchmarks/peers/solver_report.py "$case" "$out/plumb.json" "$out/kiwi.json"
done
