#!/usr/bin/env bash
# Raster benchmark: Plumb's comparison, diff image and PNG codec on iPhone-size (1170x2532)
# UI-like images, side by side with pybind11-pixelmatch and pixelmatch (PyPI) on the same pixel
# buffers, and libpng's simplified API as the floor for PNG encode/decode. Called by
# Benchmarks/run with PLUMB_ROOT, PLUMB_VENV and PLUMB_PYTHON set.
set -euo pipefail
root=${PLUMB_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
python=${PLUMB_PYTHON:-$root/.build/bench-venv/bin/python}
cd "$root"
if [ ! -x "$python" ]; then
  python3 -m venv "$(dirname "$(dirname "$python")")"
fi
if ! "$python" -c "import pybind11_pixelmatch, pixelmatch, numpy" 2>/dev/null; then
  "$python" -m pip install --quiet --disable-pip-version-check \
    "pybind11-pixelmatch==0.1.6" "pixelmatch==0.4.0" numpy
fi
swift build -c release --product bench-raster >&2
bin=$(swift build -c release --product bench-raster --show-bin-path)/bench-raster
data=$root/.build/bench-raster-data
mkdir -p "$data"
# Plumb and the peers alternate for several rounds (the pure-Python peer only in the first),
# and the report takes each case's median over the rounds, so drift in machine load hits
# both sides alike.
rounds=${PLUMB_RASTER_ROUNDS:-3}
rm -f "$data"/plumb-*.tsv "$data"/peers-*.tsv
for r in $(seq 1 "$rounds"); do
  "$bin" bench "$data" >&2
  mv "$data/plumb.tsv" "$data/plumb-$r.tsv"
  PLUMB_BENCH_PURE_PYTHON=$([ "$r" = 1 ] && echo 1 || echo 0) \
    "$python" "$root/Benchmarks/peers/raster_peers.py" "$data"
  mv "$data/peers.tsv" "$data/peers-$r.tsv"
done
"$python" "$root/Benchmarks/peers/raster_report.py" "$data"
