# Sourced by scripts/test and scripts/checks/*.sh: the flags every `swift build` and `swift test`
# of Plumb's own suite uses, so that no step rebuilds with different settings.
# The SwiftSnapshotTesting trait compiles PlumbSnapshotTesting and its tests (see Package.swift).
PLUMB_SWIFT_FLAGS=(--traits SwiftSnapshotTesting)

# plumb_bin: the debug build's bin folder (plumb, plumb-gallery, bench-raster...), built with the
# flags above. Under scripts/test (PLUMB_BUILT=1, set after its one build) nothing is built again;
# a check run on its own builds first (a no-op when the build is current).
plumb_bin() {
  if [ "${PLUMB_BUILT:-0}" != 1 ]; then
    swift build --build-tests "${PLUMB_SWIFT_FLAGS[@]}" >/dev/null || return 1
  fi
  swift build --show-bin-path "${PLUMB_SWIFT_FLAGS[@]}"
}
