#!/usr/bin/env bash
# Cross-check: Plumb's ImageComparison must count exactly what the `pixelmatch` PyPI package
# counts (same threshold and includeAA) on generated UI-like image pairs: shifted text-like
# strokes, recoloured rectangles, moved anti-aliased edges, group alpha, transparent images.
# Creates/reuses a venv under .build/check-venv; fails loudly on any mismatch.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
venv=${PLUMB_CHECK_VENV:-$root/.build/check-venv}
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import pixelmatch" 2>/dev/null; then
  "$venv/bin/pip" install --quiet --disable-pip-version-check "pixelmatch==0.4.0"
fi
# The debug bench-raster of scripts/test's build (same flags, scripts/swift-flags.sh): no rebuild.
source "$root/scripts/swift-flags.sh"
bin=$(plumb_bin)/bench-raster
work=$root/.build/pixelmatch-pairs
rm -rf "$work"
mkdir -p "$work"
"$bin" gen-pairs "$work"
"$venv/bin/python" "$root/scripts/checks/pixelmatch_check.py" "$work"
