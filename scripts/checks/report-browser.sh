#!/usr/bin/env bash
# Browser check for `plumb report`: builds plumb, writes an artifacts folder (PNGs and manifest
# entries generated with Python's standard library: two failures, one with its images deleted,
# a missing snapshot with a hostile name, a passed one), runs `plumb report`, then loads the page
# in headless Chromium (from scripts/bootstrap) and checks the rendered DOM and a screenshot:
# exactly the expected failure sections, names rendered as text, every image decoded, the
# compare widget's script ran under the page's Content-Security-Policy, the slider and onion skin
# respond to input (on a copy of the page with a test script), the screenshot not blank; the
# gallery (a tile per snapshot, grouped by test) filters by words and status, and `plumb gallery`'s
# page shows the thumbnails in a screenshot.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
browser=${PLUMB_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
  echo "FAIL report-browser: chromium is not installed (run scripts/bootstrap)"
  exit 1
fi
# The plumb of scripts/test's build (same flags, scripts/swift-flags.sh): no rebuild.
source "$root/scripts/swift-flags.sh"
plumb=$(plumb_bin)/plumb
work=$root/.build/report-check
rm -rf "$work"
mkdir -p "$work"
python3 "$root/scripts/checks/report_browser_check.py" generate "$work/artifacts" "$work/Snapshots"

status=0
# Relative paths, the way a user types them (bare file names included).
(cd "$work" && "$plumb" report artifacts -o report.html --junit junit.xml >summary.md) || status=$?
if [ "$status" -ne 0 ]; then
  echo "FAIL report-browser: plumb report exited $status"
  exit 1
fi
if [ ! -s "$work/report.html" ] || [ ! -s "$work/junit.xml" ] || ! grep -q '^| Cards/profile.w160.ltr@2x | failed | ' "$work/summary.md"; then
  echo "FAIL report-browser: plumb report did not write report.html, junit.xml and the summary"
  exit 1
fi
echo "PASS report-browser: plumb report wrote report.html, junit.xml and printed the summary"

python3 "$root/scripts/checks/report_browser_check.py" interact "$work"

# run_browser PAGE OPTIONS...
run_browser() {
  local page=$1
  shift
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --user-data-dir="$work/profile" --no-first-run --hide-scrollbars \
    --window-size=1200,1600 "$@" "file://$work/$page"
}
# Virtual time lets the load event fire before the dump; a screenshot taken with it can miss
# tiles that were not painted yet, so the screenshot is taken in real time.
run_browser report.html --virtual-time-budget=2000 --dump-dom >"$work/dom.html" 2>"$work/chromium-dom.log" || {
  echo "FAIL report-browser: chromium --dump-dom failed (see $work/chromium-dom.log)"
  exit 1
}
run_browser interact.html --virtual-time-budget=2000 --dump-dom >"$work/interact-dom.html" 2>"$work/chromium-interact.log" || {
  echo "FAIL report-browser: chromium --dump-dom of the interaction page failed (see $work/chromium-interact.log)"
  exit 1
}
run_browser report.html --screenshot="$work/screenshot.png" >/dev/null 2>"$work/chromium-shot.log" || {
  echo "FAIL report-browser: chromium --screenshot failed (see $work/chromium-shot.log)"
  exit 1
}
# The gallery page of the same run (`plumb gallery`), looked at in a screenshot.
(cd "$work" && "$plumb" gallery artifacts -o gallery.html >/dev/null) || { echo "FAIL report-browser: plumb gallery"; exit 1; }
run_browser gallery.html --screenshot="$work/gallery-screenshot.png" >/dev/null 2>"$work/chromium-gallery.log" || {
  echo "FAIL report-browser: chromium --screenshot of the gallery failed (see $work/chromium-gallery.log)"
  exit 1
}
python3 "$root/scripts/checks/report_browser_check.py" check "$work"
