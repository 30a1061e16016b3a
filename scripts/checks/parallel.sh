#!/usr/bin/env bash
# Parallel safety: the snapshot tests again under `swift test --parallel` (XCTest tests in
# separate worker processes, Swift Testing in parallel in-process), all writing one artifacts
# folder and manifest: a folder of its own, so this run never becomes the "newest run" that
# `plumb prune` and the orphans check read (the checks pass in any order).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
log=$(mktemp)
artifacts=$(mktemp -d)
trap 'rm -rf "$log" "$artifacts"' EXIT
if SNAPSHOT_ARTIFACTS="$artifacts" swift test --skip-build "${PLUMB_SWIFT_FLAGS[@]}" --parallel --filter PlumbTestingTests >"$log" 2>&1; then
  grep -E "Test run with|Executed" "$log" | tail -n 2
  echo "PASS swift test --parallel (PlumbTestingTests)"
else
  cat "$log"; echo "FAIL swift test --parallel"; exit 1
fi
