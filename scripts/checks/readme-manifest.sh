#!/usr/bin/env bash
# The README's package manifest lines compile: Tests/PlumbReadmeTests/Manifests/Package.swift (which
# ReadmeCodeBlockTests checks the README quotes) is evaluated by SwiftPM in a scratch folder.
# `swift package dump-package` only compiles and runs the manifest: nothing is fetched or built.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp Tests/PlumbReadmeTests/Manifests/Package.swift "$scratch/Package.swift"
dump=$(cd "$scratch" && swift package dump-package)
# The dependency and its trait, and the excluded folders, as the README writes them.
for expected in '"urlString" : "https://github.com/your-org/plumb.git"' '"SwiftSnapshotTesting"' '"Profile/__Snapshots__"'; do
  if ! grep -qF "$expected" <<<"$dump"; then
    echo "readme-manifest: the manifest's dump lacks $expected" >&2
    exit 1
  fi
done
echo "readme-manifest: the README's manifest compiles"
