#!/usr/bin/env bash
# No orphaned references: after the full test run (scripts/test runs it first), every file under
# Snapshots/<Suite>/ must have been touched by a test. Uses `plumb prune --dry-run`, which also
# proves prune accepts the manifest of a real, unfiltered `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
bin=$(plumb_bin)   # the build of scripts/test (scripts/swift-flags.sh)
out=$("$bin/plumb" prune .build/plumb-artifacts --dry-run)
echo "$out"
last=$(printf '%s\n' "$out" | tail -n 1)
case "$last" in
  "dry run: would delete 0 unused references (0 bytes); "*" in use") echo "PASS no orphaned references" ;;
  *) echo "FAIL orphaned references under Snapshots/ (delete them with: swift run plumb prune)"; exit 1 ;;
esac
