#!/usr/bin/env bash
# Plumb as a deployed binary: `plumb` copied with its resource bundle
# (Plumb_Typesetting.resources) to a folder outside the checkout renders from there, reads its
# fonts from the copied bundle, links no test framework (ldd), and a missing or corrupt font
# folder is a clear error naming the file.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
# The plumb of scripts/test's build (scripts/swift-flags.sh): a release build here would compile
# Plumb a second time (minutes); what is checked (the resource bundle beside the binary, no test
# framework linked, the font errors) does not depend on the configuration.
source scripts/swift-flags.sh
bin=$(plumb_bin) || { echo "FAIL build"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/app"
cp "$bin/plumb" "$tmp/app/"
cp -R "$bin/Plumb_Typesetting.resources" "$tmp/app/"
cp Examples/card.json "$tmp/card.json"
fails=0
pass() { echo "PASS deployed: $1"; }
fail() { echo "FAIL deployed: $1"; fails=$((fails + 1)); }

libs=$(ldd "$tmp/app/plumb")
if grep -qiE "libXCTest|libTesting" <<<"$libs"; then fail "plumb links a test framework: $(grep -iE 'XCTest|Testing' <<<"$libs" | tr -s ' \t' ' ')"
else pass "plumb links no test framework ($(wc -l <<<"$libs") libraries, none XCTest or Testing)"; fi

# Run from the temporary folder, with no PLUMB_FONTS_DIR, as a server would.
info=$(cd "$tmp" && env -u PLUMB_FONTS_DIR ./app/plumb info 2>&1); status=$?
if [ $status = 0 ] && grep -q "^fonts: $tmp/app/Plumb_Typesetting.resources/Fonts (font set " <<<"$info"; then
  pass "fonts read from the copied bundle: $(grep '^fonts:' <<<"$info")"
else fail "plumb info ($status): $info"; fi
out=$(cd "$tmp" && env -u PLUMB_FONTS_DIR ./app/plumb render card.json -o card.png 2>&1); status=$?
if [ $status = 0 ] && [ -s "$tmp/card.png" ] && [ "$(head -c 8 "$tmp/card.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ]; then
  pass "render from outside the checkout wrote a PNG ($(stat -c %s "$tmp/card.png") bytes)"
else fail "render ($status): $out"; fi
# The same picture as a render from the checkout.
(cd "$root" && "$bin/plumb" render Examples/card.json -o "$tmp/card-checkout.png" >/dev/null 2>&1)
if cmp -s "$tmp/card.png" "$tmp/card-checkout.png"; then pass "byte-identical to the render from the checkout"
else fail "the deployed render differs from the checkout's"; fi

# A font folder that holds no fonts: exit 2 naming the folder.
mkdir -p "$tmp/empty"
out=$(cd "$tmp" && PLUMB_FONTS_DIR="$tmp/empty" ./app/plumb render card.json -o x.png 2>&1); status=$?
if [ $status = 2 ] && [[ "$out" == *"$tmp/empty"* ]] && [ ! -e "$tmp/x.png" ]; then pass "no fonts: exit 2, names $tmp/empty"
else fail "no fonts ($status): $out"; fi
# A corrupt font: exit 2 naming the file.
cp -R "$tmp/app/Plumb_Typesetting.resources/Fonts" "$tmp/corrupt"
printf 'not a font' > "$tmp/corrupt/Inter-Regular.otf"
out=$(cd "$tmp" && PLUMB_FONTS_DIR="$tmp/corrupt" ./app/plumb render card.json -o y.png 2>&1); status=$?
if [ $status = 2 ] && [[ "$out" == *"$tmp/corrupt/Inter-Regular.otf"* ]] && [ ! -e "$tmp/y.png" ]; then
  pass "corrupt font: exit 2, names $tmp/corrupt/Inter-Regular.otf"
else fail "corrupt font ($status): $out"; fi
exit $((fails > 0))
