#!/usr/bin/env bash
# Browser check for the accessibility audit in `plumb report`: writes an artifacts folder with one
# audited image and its manifest entry (two issues, one suppressed; generated with Python's
# standard library), runs `plumb report`, loads the page in headless Chromium and checks the DOM,
# where the browser placed each issue's box over the image (measured by a script on a copy of the
# page), and a screenshot (the image and the red box painted).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
browser=${PLUMB_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
  echo "FAIL report-audit-browser: chromium is not installed (run scripts/bootstrap)"
  exit 1
fi
source scripts/swift-flags.sh
plumb=$(plumb_bin)/plumb   # the build of scripts/test (scripts/swift-flags.sh)
work=$root/.build/report-audit-check
rm -rf "$work"
mkdir -p "$work"
python3 "$root/scripts/checks/report_audit_check.py" generate "$work/artifacts"
(cd "$work" && "$plumb" report artifacts -o report.html --no-gallery >/dev/null) || {
  echo "FAIL report-audit-browser: plumb report exited $?"
  exit 1
}
python3 "$root/scripts/checks/report_audit_check.py" measure "$work"
run_browser() {
  local page=$1
  shift
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --user-data-dir="$work/profile" --no-first-run --hide-scrollbars \
    --window-size=1200,1200 "$@" "file://$work/$page"
}
run_browser report.html --virtual-time-budget=2000 --dump-dom >"$work/dom.html" 2>"$work/chromium-dom.log" || {
  echo "FAIL report-audit-browser: chromium --dump-dom failed (see $work/chromium-dom.log)"
  exit 1
}
run_browser measure.html --virtual-time-budget=2000 --dump-dom >"$work/measure-dom.html" 2>"$work/chromium-measure.log" || {
  echo "FAIL report-audit-browser: chromium --dump-dom of the measuring page failed (see $work/chromium-measure.log)"
  exit 1
}
run_browser report.html --screenshot="$work/screenshot.png" >/dev/null 2>"$work/chromium-shot.log" || {
  echo "FAIL report-audit-browser: chromium --screenshot failed (see $work/chromium-shot.log)"
  exit 1
}
python3 "$root/scripts/checks/report_audit_check.py" check "$work"
