# Sourced by scripts/test and scripts/checks/*.sh: the flags every `swift build` and `swift test`
# of Plumb's own suite uses, so that no step rebuilds with different settings.
# The SwiftSnapshotTesting trait compiles PlumbSnapshotTesting and its tests (see Package.swift).
PLUMB_SWIFT_FLAGS=(--traits SwiftSnapshotTesting)
