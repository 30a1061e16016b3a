#!/usr/bin/env bash
# The plumb tool's exit statuses and messages, run as a user runs it: 0 same / success,
# 1 different, 2 any error (bad arguments, unreadable files), the message naming the problem.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
bin=$(plumb_bin) || exit 1   # the build of scripts/test (scripts/swift-flags.sh)
plumb="$bin/plumb"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp" <<'PY'
import struct, sys, zlib
def png(path, rgba, w=4, h=2):
    raw = b"".join(b"\0" + bytes(rgba) * w for _ in range(h))
    def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
png(sys.argv[1] + "/a.png", (255, 0, 0, 255))
png(sys.argv[1] + "/b.png", (255, 0, 0, 255))
png(sys.argv[1] + "/c.png", (0, 0, 255, 255))
open(sys.argv[1] + "/broken.png", "wb").write(b"\x89PNG\r\n\x1a\nnot really")
PY
fails=0
check() {  # check EXPECTED_STATUS EXPECTED_TEXT ARGS...
  local want=$1 text=$2; shift 2
  local out status
  out=$("$plumb" "$@" 2>&1); status=$?
  if [ "$status" = "$want" ] && [[ "$out" == *"$text"* ]]; then
    echo "PASS plumb $* -> $status"
  else
    echo "FAIL plumb $* -> $status (want $want, text '$text'): $out"; fails=$((fails + 1))
  fi
}
check 0 "a.png: 4x2 px" diff "$tmp/a.png" "$tmp/b.png"
check 0 "0 of 8 pixels differ" diff "$tmp/a.png" "$tmp/b.png"
check 1 "8 of 8 pixels differ" diff "$tmp/a.png" "$tmp/c.png" --out "$tmp/d.png"
[ -f "$tmp/d.png" ] && echo "PASS diff image written" || { echo "FAIL no diff image"; fails=$((fails + 1)); }
check 2 "cannot read $tmp/missing.png" diff "$tmp/missing.png" "$tmp/a.png"
check 2 "$tmp/broken.png" diff "$tmp/a.png" "$tmp/broken.png"
check 2 "--threshold must be between 0 and 1" diff "$tmp/a.png" "$tmp/b.png" --threshold 1.5
check 2 "The value 'x' is invalid for '--threshold" diff "$tmp/a.png" "$tmp/b.png" --threshold x
check 2 "Missing expected argument '<b>'" diff "$tmp/a.png"
check 2 "Unexpected argument 'bogus'" bogus
check 2 "cannot read $tmp/none: no such artifacts folder" accept "$tmp/none"
check 2 "cannot read $tmp/none: no such artifacts folder" accept "$tmp/none" --dry-run
check 2 "cannot read $tmp/none: no such artifacts folder" prune "$tmp/none" --dry-run
check 0 "OVERVIEW" --help
exit $((fails > 0))
