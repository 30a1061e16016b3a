#!/usr/bin/env bash
# Text suite: Plumb's layout and glyph rasterization vs HarfBuzz's own shaping of the same runs.
# The peer (hb_shape through the CHarfBuzz module, same HarfBuzz library) runs inside
# bench-text, in the same process run, so no PyPI package is needed for this suite.
set -euo pipefail
cd "${PLUMB_ROOT:?run through Benchmarks/run}"
swift build -c release --product bench-text >&2
"$(swift build -c release --show-bin-path)/bench-text"
