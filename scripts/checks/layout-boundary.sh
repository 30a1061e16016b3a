#!/usr/bin/env bash
# The engine owns the layout state (issue 28): a view's `layoutNode` (its constraints, priorities,
# margins, solved frame, pending passes) and the engine's own types are read and written only by
# the engine (Sources/PlumbUI/Engine), the constraint types (Sources/PlumbUI/Constraints) and the
# files that are UIKit's Auto Layout API of UIView and UILayoutGuide. Everything else in PlumbUI
# (controls, lists, text, layers, controllers) goes through UIKit's API or the small surface in
# Engine/UIView+LayoutNode.swift. A file outside the list below that reaches in fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
allowed='^Sources/PlumbUI/(Engine|Constraints)/|^Sources/PlumbUI/Views/(UIView|UIView\+Constraints|UIView\+Sizing|UIView\+Margins|UIView\+Layout|UILayoutGuide)\.swift$'
pattern='\blayoutNode\b|\bLayoutNode\b|\bLayoutEngine\b|\.engine\.|\.invalidate\(\.(constant|constraintSet)|\bLayoutVariables\b|\bsolverConstraint\b'
violations=$(grep -rnE "$pattern" --include='*.swift' Sources/PlumbUI | awk -F: -v allowed="$allowed" '$1 !~ allowed' || true)
if [ -n "$violations" ]; then
  echo "$violations"
  echo "FAIL layout state read outside the engine: use UIKit's API or Engine/UIView+LayoutNode.swift"
  exit 1
fi
echo "PASS layout state stays in the engine ($(grep -rlE "$pattern" --include='*.swift' Sources/PlumbUI | wc -l | tr -d ' ') files, all inside the boundary)"
