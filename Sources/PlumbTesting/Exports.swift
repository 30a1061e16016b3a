// `import PlumbTesting` brings the assertions and everything they are written with: the views
// (PlumbUI, with Foundation) and the snapshot core (strategies, devices, configuration, the
// verifier) that the `plumb` tool shares without linking a test framework.
@_exported import PlumbSnapshotCore
@_exported import PlumbUI
