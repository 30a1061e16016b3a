#!/usr/bin/env bash
# A CI fleet, run locally: the whole suite split into three shards with `plumb shard`, each shard
# run with PLUMB_SHARD and its own artifacts folder (as three CI machines would), then one merged
# `plumb report` and `plumb prune --dry-run` over the three folders. Every test runs exactly once,
# nothing fails, no reference is orphaned, and prune refuses with a shard missing.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
bin=$(plumb_bin) || exit 1   # the build of scripts/test (scripts/swift-flags.sh)
plumb="$bin/plumb"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
pass() { echo "PASS shards: $1"; }
fail() { echo "FAIL shards: $1"; fails=$((fails + 1)); }

swift test list --skip-build "${PLUMB_SWIFT_FLAGS[@]}" 2>/dev/null >"$tmp/tests.txt"
total=$(grep -c / "$tmp/tests.txt")
ran=0
for i in 1 2 3; do
  filter=$("$plumb" shard "$i/3" --tests "$tmp/tests.txt") || { fail "plumb shard $i/3"; continue; }
  if PLUMB_SHARD="$i/3" SNAPSHOT_ARTIFACTS="$tmp/shard-$i" \
       swift test --skip-build "${PLUMB_SWIFT_FLAGS[@]}" --filter "$filter" >"$tmp/log-$i" 2>&1; then
    xc=$(grep -oE "Executed [0-9]+ tests?" "$tmp/log-$i" | tail -n 1 | grep -oE "[0-9]+" || echo 0)
    st=$(grep -oE "Test run with [0-9]+ tests" "$tmp/log-$i" | tail -n 1 | grep -oE "[0-9]+" || echo 0)
    ran=$((ran + xc + st))
    pass "shard $i/3 passed ($xc XCTest + $st Swift Testing tests, $(wc -l < <("$plumb" shard "$i/3" --tests "$tmp/tests.txt" --list)) suites)"
  else
    tail -n 30 "$tmp/log-$i"; fail "shard $i/3 failed"
  fi
done
[ "$ran" = "$total" ] && pass "the three shards ran $ran tests, each of the $total tests once" \
  || fail "the shards ran $ran tests, swift test list has $total"

out=$("$plumb" report "$tmp"/shard-{1,2,3} -o "$tmp/report.html" 2>&1); status=$?
head -n 1 <<<"$out"
if [ $status = 0 ] && grep -q "^## Snapshots: 0 failed, 0 missing, 0 recorded, [0-9]* passed" <<<"$out" \
   && grep -q "3 folders merged (shards 1/3, 2/3, 3/3)" "$tmp/report.html" && ! grep -q "^warning:" <<<"$out"; then
  pass "one merged report of the three folders: $(head -n 1 <<<"$out" | sed 's/^## //')"
else fail "merged report ($status): $out"; fi

out=$("$plumb" prune "$tmp"/shard-{1,2,3} --dry-run 2>&1); status=$?
last=$(tail -n 1 <<<"$out")
if [ $status = 0 ] && [[ "$last" == "dry run: would delete 0 unused references (0 bytes); "*" in use" ]]; then
  pass "merged prune: $last"
else fail "merged prune ($status): $out"; fi

out=$("$plumb" prune "$tmp"/shard-1 "$tmp"/shard-3 --dry-run 2>&1); status=$?
if [ $status = 2 ] && [[ "$out" == *"shard 2/3 of the run is not among the folders"* ]]; then
  pass "prune refuses with shard 2/3 missing (exit 2)"
else fail "prune with a shard missing ($status): $out"; fi
exit $((fails > 0))
