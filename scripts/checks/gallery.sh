#!/usr/bin/env bash
# The gallery command as a user runs it (README quick start): `plumb-gallery OUT_DIR` writes
# every example's PNGs and index.html, exits 0, and its images are pixel for pixel the snapshot
# tests' references (compared with `plumb diff`); unknown ids exit 2 naming them.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
bin=$(plumb_bin) || exit 1   # the build of scripts/test (scripts/swift-flags.sh): both tools
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
out=$("$bin/plumb-gallery" "$tmp/gallery" 2>&1); status=$?
last=$(printf '%s\n' "$out" | tail -n 1)
pngs=$(ls "$tmp/gallery"/*.png 2>/dev/null | wc -l)
refs=$(ls Snapshots/PlumbGalleryTests/GallerySnapshotTests/*.png | wc -l)
if [ "$status" = 0 ] && [ -s "$tmp/gallery/index.html" ] && [ "$pngs" = "$refs" ] && [[ "$last" == "wrote $pngs images and "* ]]; then
  echo "PASS plumb-gallery wrote $pngs images and index.html"
else
  echo "FAIL plumb-gallery -> $status, $pngs images for $refs references: $last"; fails=$((fails + 1))
fi
different=0
for f in "$tmp/gallery"/*.png; do
  name=$(basename "$f")                       # purelayout-01.initial.iPhoneSE1.ltr@2x.png
  id_state=${name%%.iPhone*}                  # purelayout-01.initial
  rest=${name#"$id_state".}                   # iPhoneSE1.ltr@2x.png
  ref="Snapshots/PlumbGalleryTests/GallerySnapshotTests/gallery-example.${id_state%.*}-${id_state##*.}.$rest"
  if ! "$bin/plumb" diff "$ref" "$f" --threshold 0 --include-aa >/dev/null 2>&1; then
    echo "FAIL $name differs from $ref"; different=$((different + 1))
  fi
done
if [ "$different" = 0 ]; then echo "PASS every gallery image equals its snapshot reference"; else fails=$((fails + 1)); fi
out=$("$bin/plumb-gallery" "$tmp/x" --only no-such-example 2>&1); status=$?
if [ "$status" = 2 ] && [[ "$out" == *"unknown example id: no-such-example"* ]]; then
  echo "PASS plumb-gallery --only no-such-example -> 2"
else
  echo "FAIL plumb-gallery --only no-such-example -> $status: $out"; fails=$((fails + 1))
fi
[ "$fails" = 0 ]
