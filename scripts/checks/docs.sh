#!/usr/bin/env bash
# The documentation builds without a warning: the DocC catalog (Sources/PlumbTesting/Documentation.docc)
# and the symbol documentation of every library product, each converted by `docc convert
# --warnings-as-errors` into .build/docs/<Module>.doccarchive.
#
# The symbol graphs come from `swift package dump-symbol-graph` with scripts/swift-flags.sh's flags:
# it reuses scripts/test's debug build (same traits, same settings), so nothing is rebuilt, and it
# runs swift-symbolgraph-extract on the built modules. (swift-docc-plugin's generate-documentation
# builds each target again with the plugin's own settings, so it is not used here.)
#
# Usage: scripts/checks/docs.sh [MODULE...]   (default: every library module)
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/swift-flags.sh
start=$SECONDS
swift package "${PLUMB_SWIFT_FLAGS[@]}" dump-symbol-graph --skip-inherited-docs >/dev/null
graphs=$(swift build "${PLUMB_SWIFT_FLAGS[@]}" --show-bin-path)/../symbolgraph
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
out=.build/docs
rm -rf "$out" && mkdir -p "$out/graphs"
status=0
modules=("$@")
((${#modules[@]})) || modules=(Cassowary Raster Typesetting PlumbUI PureLayout PlumbSnapshotCore PlumbTesting PlumbSnapshotTesting)
for module in "${modules[@]}"; do
  # One folder per module: its own graph and its extensions of other modules' types (Module@Other).
  mkdir -p "$out/graphs/$module"
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
  [ -e "$out/graphs/$module/$module.symbols.json" ] || { echo "docs: no symbol graph for $module" >&2; exit 1; }
  catalog=()
  [ -d "Sources/$module/Documentation.docc" ] && catalog=("Sources/$module/Documentation.docc")
  if ! "$docc" convert "${catalog[@]}" --additional-symbol-graph-dir "$out/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "plumb.$module" \
    --output-dir "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1; then
    echo "docs: $module has documentation warnings:" >&2
    # Each diagnostic with the line that names its file, line and column.
    grep -E -A1 '^(warning|error):' "$out/$module.log" | grep -v '^--$' >&2 || cat "$out/$module.log" >&2
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "docs: every module's documentation builds without a warning ($((SECONDS - start)) s)"
exit "$status"
