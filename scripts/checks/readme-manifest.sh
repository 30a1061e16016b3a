#!/usr/bin/env bash
# The package manifests the README and the documentation quote compile: each
# Tests/PlumbReadmeTests/Manifests/**/Package.swift (which ReadmeCodeBlockTests checks the README
# and the articles quote) is evaluated by SwiftPM in a scratch folder, and its dump holds what the
# text says it does. `swift package dump-package` only compiles and runs the manifest: nothing is
# fetched or built.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# check MANIFEST EXPECTED...: the manifest's dump contains every EXPECTED string.
check() {
  local manifest=$1
  shift
  rm -rf "$scratch/package" && mkdir "$scratch/package"
  cp "$manifest" "$scratch/package/Package.swift"
  local dump
  dump=$(cd "$scratch/package" && swift package dump-package)
  for expected in "$@"; do
    if ! grep -qF "$expected" <<<"$dump"; then
      echo "readme-manifest: the dump of $manifest lacks $expected" >&2
      exit 1
    fi
  done
  echo "readme-manifest: $manifest compiles"
}

# The README's dependency with its trait, and the excluded __Snapshots__ folders.
check Tests/PlumbReadmeTests/Manifests/Package.swift \
  '"urlString" : "https://github.com/your-org/plumb.git"' '"SwiftSnapshotTesting"' '"Profile/__Snapshots__"'
# Getting started: screens shared with an iOS app, Plumb's products on Linux only.
check Tests/PlumbReadmeTests/Manifests/Screens/Package.swift \
  '"urlString" : "https://github.com/your-org/plumb.git"' '"lowerBound" : "0.1.0"' '"platformName" : "ios"' \
  '"PlumbUI"' '"PlumbTesting"' '"platformNames" : ['
if [ "$(find Tests/PlumbReadmeTests/Manifests -name Package.swift | wc -l)" -ne 2 ]; then
  echo "readme-manifest: a manifest under Tests/PlumbReadmeTests/Manifests is not checked here" >&2
  exit 1
fi
