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
"$bin" bench "$data" >&2
"$python" "$root/Benchmarks/peers/raster_peers.py" "$data"
"$python" "$root/Benchmarks/peers/raster_report.py" "$data"
