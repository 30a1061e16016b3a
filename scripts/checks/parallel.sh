#!/usr/bin/env bash
# Parallel safety: the snapshot tests again under `swift test --parallel` (XCTest tests in
# separate worker processes, Swift Testing in parallel in-process), writing the same artifacts
# folder and manifest as the serial run.
set -euo pipefail
cd "$(dirname "$0")/../.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if swift test --skip-build --parallel --filter PlumbTestingTests >"$log" 2>&1; then
  grep -E "Test run with|Executed" "$log" | tail -n 2
  echo "PASS swift test --parallel (PlumbTestingTests)"
else
  cat "$log"; echo "FAIL swift test --parallel"; exit 1
fi
