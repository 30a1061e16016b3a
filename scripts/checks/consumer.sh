#!/usr/bin/env bash
# A team's path from "add the dependency" to "green on CI", run as a consumer runs it: a clone of
# this repository tagged PLUMB_CONSUMER_VERSION (the clone's only tag, so SwiftPM's `from:` really
# resolves a version), a small package outside the repository (scripts/consumer: UIKit-style screens,
# Swift Testing suites and an XCTest class) that depends on it by URL, and the README's commands:
# record, verify, a deliberate change that fails, report, accept, verify again, then the README's
# CI recipe (the ```yaml block with `plumb shard`, read from the CI and sharding article, Sources/PlumbTesting/Documentation.docc/CIAndSharding.md, and run step by step: every
# shard, then the report job's merge, prune and gallery over the three folders). It is the one place
# the snapshot tool's flows (record, report, accept, shard, merge, prune) run end to end; it took
# the place of a check that ran Plumb's whole suite again in three shards (minutes, for what the
# unit tests of Shard and the merge already cover). Plumb is compiled once more here (a consumer's
# build folder, Plumb's library targets only), so this check takes minutes; each phase prints its
# time.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
readme=${PLUMB_CONSUMER_README:-$root/Sources/PlumbTesting/Documentation.docc/CIAndSharding.md}
version=${PLUMB_CONSUMER_VERSION:-0.1.0}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/plumb-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fails=0
pass() { echo "PASS consumer: $1"; }
fail() { echo "FAIL consumer: $1"; fails=$((fails + 1)); }
t0=$SECONDS
phase() { echo "consumer: $1 ($((SECONDS - t0)) s)"; t0=$SECONDS; }

# Plumb as a consumer gets it: a repository with a version tag.
git clone --quiet "$root" "$tmp/plumb" || { fail "git clone $root"; exit 1; }
git -C "$tmp/plumb" tag -l | xargs -r git -C "$tmp/plumb" tag -d >/dev/null
git -C "$tmp/plumb" -c user.name=check -c user.email=check@localhost tag -a -m "$version" "$version"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "consumer: note: checks the committed HEAD ($(git -C "$root" rev-parse --short HEAD)); uncommitted changes are not in it"
fi
cp -R "$root/scripts/consumer" "$tmp/app"
sed -i "s|PLUMB_URL|file://$tmp/plumb|; s|PLUMB_VERSION|$version|" "$tmp/app/Package.swift"
cd "$tmp/app" || exit 1
# A consumer's environment: none of Plumb's own settings (PLUMB_WARNINGS_AS_ERRORS would put unsafe
# flags in a versioned dependency, which SwiftPM refuses), and SwiftPM caches of its own.
unset PLUMB_WARNINGS_AS_ERRORS PLUMB_BUILT SNAPSHOT_ARTIFACTS PLUMB_SNAPSHOTS_DIR PLUMB_SHARD \
  SNAPSHOT_TESTING_RECORD PLUMB_FILTERED_RUN CI
export HOME="$tmp/home"
mkdir -p "$HOME"

# The recipe's system packages: on this machine they are installed by scripts/bootstrap; check that
# the recipe's apt line names packages this distribution has.
apt_line=$(python3 "$root/scripts/checks/ci_recipe.py" "$readme" snapshots 1 | grep -m1 'apt-get install' || true)
if [ -z "$apt_line" ]; then
  fail "the CI recipe installs no system packages"
elif command -v apt-cache >/dev/null; then
  names=$(sed -E 's/.*apt-get install( -[^ ]+)*//' <<<"$apt_line")
  missing=$(for p in $names; do apt-cache show "$p" >/dev/null 2>&1 || echo "$p"; done)
  if [ -z "$missing" ]; then pass "the recipe's apt packages exist here ($(. /etc/os-release && echo "$PRETTY_NAME")):$names"
  else fail "the recipe's apt packages unknown here: $missing"; fi
fi

# The recipe's build step (the first command of its snapshots job that builds).
build=
while IFS= read -r -d $'\x1e' step; do
  case "$step" in *"swift build"*) build=$step ;; esac
done < <(python3 "$root/scripts/checks/ci_recipe.py" "$readme" snapshots 1 | awk 'BEGIN{RS="#--step--\n"; ORS="\x1e"} {print}')
if [ -n "$build" ] && bash -euo pipefail -c "$build" >"$tmp/build.log" 2>&1; then
  pass "built Plumb $version by URL and the consumer's tests: $build"
else
  tail -n 30 "$tmp/build.log"; fail "build: $build"; exit 1
fi
resolved=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(*[p["state"].get("version") for p in d["pins"] if p["identity"]=="plumb"])' Package.resolved 2>/dev/null)
[ "$resolved" = "$version" ] && pass "Package.resolved pins plumb at $version" || fail "Package.resolved pins plumb at '$resolved', not $version"
phase "build"

# Record (README, "Snapshot tests"): the first run writes the references and fails.
SNAPSHOT_TESTING_RECORD=missing swift test >"$tmp/record.log" 2>&1 && fail "the recording run passed" || true
refs=$(cd Snapshots 2>/dev/null && find . -name '*.png' | sort | sed 's|^\./||' | tr '\n' ' ')
t=ScreensTests  # references in a folder per test target (README, "Where references live")
expected="$t/ProfileSnapshotTests/profile.w320.ltr@2x.png $t/ProfileSnapshotTests/profile.w320.rtl@2x.png $t/ProfileXCTests/testProfileWide.w375.ltr@2x.png $t/SettingsSnapshotTests/settings.iPhoneSE.ltr@2x.png "
[ "$refs" = "$expected" ] && pass "recorded 4 references: $refs" || { tail -n 30 "$tmp/record.log"; fail "recorded '$refs', expected '$expected'"; }
[ -n "${PLUMB_CONSUMER_KEEP:-}" ] && cp -R Snapshots "$PLUMB_CONSUMER_KEEP"
phase "record"

# Verify, as CI does.
CI=true swift test >"$tmp/verify.log" 2>&1 && pass "CI=true swift test passes against the references" \
  || { tail -n 30 "$tmp/verify.log"; fail "verify"; }
phase "verify"

# A deliberate change: the profile card's spacing. Its three snapshots fail, the settings one passes.
sed -i 's/spacing: CGFloat = 12/spacing: CGFloat = 20/' Sources/Screens/ProfileCard.swift
if CI=true swift test >"$tmp/fail.log" 2>&1; then fail "the changed card passed"
elif [ "$(grep -c 'pixels differ' "$tmp/fail.log")" -ge 3 ]; then pass "the changed card fails CI=true swift test ($(grep -m1 -o '[0-9]* of [0-9]* pixels differ' "$tmp/fail.log"), ...)"
else tail -n 30 "$tmp/fail.log"; fail "the failure does not say which pixels differ"; fi
phase "fail"

# Report (README): the Markdown summary, the HTML page and JUnit XML.
swift run plumb report .build/plumb-artifacts --junit .build/junit.xml >"$tmp/report.md" 2>"$tmp/report.err"
if grep -q '^## Snapshots: 3 failed, 0 missing, 0 recorded, 1 passed' "$tmp/report.md" && [ -s .build/junit.xml ]; then
  pass "plumb report: $(grep -m1 '^## Snapshots' "$tmp/report.md" | sed 's/^## //')"
else cat "$tmp/report.md" "$tmp/report.err"; fail "plumb report"; fi
phase "report"

# Accept (README): dry run first, then accept, then CI passes again.
dry=$(swift run plumb accept .build/plumb-artifacts --only 'Profile*' --dry-run 2>&1)
[ "$(grep -c 'png' <<<"$dry")" -ge 3 ] || { echo "$dry"; fail "accept --dry-run"; }
out=$(swift run plumb accept .build/plumb-artifacts --only 'Profile*' 2>&1) || { echo "$out"; fail "accept"; }
CI=true swift test >"$tmp/verify2.log" 2>&1 && pass "accepted 3 references; CI=true swift test passes again" \
  || { tail -n 30 "$tmp/verify2.log"; fail "verify after accept"; }
phase "accept"

# The README's CI recipe, each shard as one machine, then the report job over the three folders.
ran=0
for i in 1 2 3; do
  n=0
  while IFS= read -r -d $'\x1e' step; do
    n=$((n + 1))
    case "$step" in *"apt-get"* | *"swift build"*) continue ;; esac  # done above, once
    if ! CI=true bash -euo pipefail -c "$step" >>"$tmp/shard-$i.log" 2>&1; then
      tail -n 30 "$tmp/shard-$i.log"; fail "shard $i/3, step $n: $step"
    fi
  done < <(python3 "$root/scripts/checks/ci_recipe.py" "$readme" snapshots "$i" | awk 'BEGIN{RS="#--step--\n"; ORS="\x1e"} {print}')
  # The last summary line of each framework (XCTest prints one per level, Swift Testing one per run).
  xc=$(grep -oE "Executed [0-9]+ tests?" "$tmp/shard-$i.log" | tail -n 1 | grep -oE "[0-9]+" || echo 0)
  st=$(grep -oE "Test run with [0-9]+ tests?" "$tmp/shard-$i.log" | tail -n 1 | grep -oE "[0-9]+" || echo 0)
  ran=$((ran + ${xc:-0} + ${st:-0}))
done
[ "$ran" = 3 ] && pass "the recipe's three shards ran each of the 3 tests once" || fail "the shards ran $ran tests, expected 3"
summary="$tmp/summary.md"
while IFS= read -r -d $'\x1e' step; do
  case "$step" in *"apt-get"*) continue ;; esac
  GITHUB_STEP_SUMMARY="$summary" CI=true bash -euo pipefail -c "$step" >>"$tmp/merge.log" 2>&1 || { cat "$tmp/merge.log"; fail "report job: $step"; }
done < <(python3 "$root/scripts/checks/ci_recipe.py" "$readme" report 1 | awk 'BEGIN{RS="#--step--\n"; ORS="\x1e"} {print}')
if grep -q '^## Snapshots: 0 failed, 0 missing, 0 recorded, 4 passed' "$summary" && grep -q "3 folders merged" report.html; then
  pass "the report job merged the three shards: $(grep -m1 '^## Snapshots' "$summary" | sed 's/^## //')"
else cat "$summary" 2>/dev/null; fail "the report job's merged summary"; fi
# Prune over the three shards' folders: nothing unused; with a shard missing it refuses.
out=$(swift run plumb prune artifacts-1 artifacts-2 artifacts-3 --dry-run 2>&1); status=$?
last=$(tail -n 1 <<<"$out")
if [ $status = 0 ] && [[ "$last" == "dry run: would delete 0 unused references (0 bytes); 4 in use"* ]]; then pass "merged prune: $last"
else fail "merged prune ($status): $out"; fi
out=$(swift run plumb prune artifacts-1 artifacts-3 --dry-run 2>&1); status=$?
if [ $status = 2 ] && [[ "$out" == *"shard 2/3 of the run is not among the folders"* ]]; then pass "prune refuses with shard 2/3 missing (exit 2)"
else fail "prune with a shard missing ($status): $out"; fi
# The gallery of the merged run.
out=$(swift run plumb gallery artifacts-1 artifacts-2 artifacts-3 -o gallery.html 2>&1)
[[ "$out" == *"gallery: 4 snapshots of 3 tests"* ]] && [ -s gallery.html ] && pass "plumb gallery of the three shards: $(grep -m1 '^gallery:' <<<"$out")" \
  || fail "plumb gallery: $out"
phase "shards and merge"
exit $((fails > 0))
