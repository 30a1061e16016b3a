#!/usr/bin/env bash
# Pixels that do not depend on the system's FreeType: runs every snapshot suite again (verify only,
# CI=true) with another FreeType build loaded in place of Debian's, the shared library that the
# `freetype-py` wheel from PyPI ships, through LD_LIBRARY_PATH. Every reference is compared by
# its pixels, so a pass means byte-identical pixels. Outlines: FreeType 2.12 and 2.13 give the
# same unhinted coverage; colour emoji: Plumb reads CBLC/CBDT and decodes the PNGs itself (this
# wheel's FreeType is built without PNG support, so an emoji drawn through FreeType would vanish).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source scripts/swift-flags.sh
venv=${PLUMB_CHECK_VENV:-$root/.build/check-venv}
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
wheels=$root/.build/freetype-wheel
if [ ! -f "$wheels/lib/libfreetype.so.6" ]; then
  rm -rf "$wheels"; mkdir -p "$wheels/lib"
  "$venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --dest "$wheels" "freetype-py==2.5.1"
  "$venv/bin/python" - "$wheels" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/freetype_py-*.whl")[0]
with zipfile.ZipFile(wheel) as z:
    data = z.read("freetype/libfreetype.so")
open(sys.argv[1] + "/lib/libfreetype.so.6", "wb").write(data)
PY
fi
bin=$(plumb_bin)   # the build of scripts/test (scripts/swift-flags.sh)
plumb="$bin/plumb"
system=$("$plumb" info | sed -n 's/^libraries: //p')
other=$(LD_LIBRARY_PATH="$wheels/lib" "$plumb" info | sed -n 's/^libraries: //p')
echo "system libraries: $system"
echo "second FreeType:  $other"
if [ "$system" = "$other" ] || [[ "$other" != *"FreeType 2.13.2"* ]]; then
  echo "FAIL the second FreeType was not loaded (expected FreeType 2.13.2 from freetype-py 2.5.1)"; exit 1
fi
log=$(mktemp)
artifacts=$(mktemp -d)
trap 'rm -rf "$log" "$artifacts"' EXIT
if CI=true SNAPSHOT_ARTIFACTS="$artifacts" LD_LIBRARY_PATH="$wheels/lib" \
   swift test --skip-build "${PLUMB_SWIFT_FLAGS[@]}" --filter 'SnapshotTests' >"$log" 2>&1; then
  summary=$(grep -E "Test run with" "$log" | tail -n 1)
  echo "$summary"
  echo "PASS every snapshot suite verifies with $other: the same pixels as with $system"
else
  grep -E "✘|differ|Snapshot \"" "$log" | head -40
  echo "FAIL snapshots differ with a second FreeType build ($other)"; exit 1
fi
