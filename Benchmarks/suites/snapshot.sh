#!/usr/bin/env bash
# Benchmarks/run snapshot: one snapshot verify (the path of assertSnapshot) of a 375×667@2x settings screen (51 views,
# 20 labels) against its recorded reference, and a suite of 100 such verifies, side by side with
# the floor: libpng's simplified API reading and decoding the same reference files, timed
# interleaved in the same process. Also prints where a verify's time goes (peer=none lines).
# No PyPI peer: libpng is linked through CLibPNG (Raster's LibPNGFloor).
set -euo pipefail
root=${PLUMB_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"
swift build -c release --product bench-snapshot >&2
bin=$(swift build -c release --product bench-snapshot --show-bin-path)/bench-snapshot
"$bin" run "$root/.build/bench-snapshot-data" \
  --rounds "${PLUMB_SNAPSHOT_ROUNDS:-31}" --suite-rounds "${PLUMB_SNAPSHOT_SUITE_ROUNDS:-5}"
