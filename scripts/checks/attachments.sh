#!/usr/bin/env bash
# Swift Testing attachments: a failing snapshot assertion attaches the recorded/actual/diff/
# comparison PNGs. Runs the test that fails on purpose inside withKnownIssue, with Swift
# Testing's --attachments-path, and checks the four files and their sizes (IHDR).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Its own artifacts folder: this filtered run must not become the newest run prune reads.
SNAPSHOT_ARTIFACTS="$out/artifacts" swift test --skip-build "${PLUMB_SWIFT_FLAGS[@]}" --filter 'SwiftTestingReporting/aMismatchIsAnIssueAtTheCallSiteWithTheMessage' \
  --attachments-path "$out" >"$out/log.txt" 2>&1 || { cat "$out/log.txt"; exit 1; }
python3 - "$out" <<'PY'
import os, struct, sys
out = sys.argv[1]
stem = "aMismatchIsAnIssueAtTheCallSiteWithTheMessage.w20.ltr@2x"
want = {  # attachment file -> (width, height) in pixels
    f"recorded-{stem}.png": (40, 20),
    f"actual-{stem}.png": (40, 20),
    f"diff-{stem}.diff.png": (40, 20),
    f"comparison-{stem}.compare.png": (128, 31),  # an 11-pixel caption strip over the panes
}
got = sorted(f for f in os.listdir(out) if f.endswith(".png"))
ok = got == sorted(want)
if not ok:
    print(f"FAIL attachments: expected {sorted(want)}, got {got}")
for name, size in want.items():
    path = os.path.join(out, name)
    if not os.path.exists(path):
        continue
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        print(f"FAIL {name}: not a PNG"); ok = False; continue
    wh = struct.unpack(">II", data[16:24])
    if wh != size:
        print(f"FAIL {name}: {wh[0]}x{wh[1]}, expected {size[0]}x{size[1]}"); ok = False
    else:
        print(f"PASS {name}: {wh[0]}x{wh[1]}")
sys.exit(0 if ok else 1)
PY
