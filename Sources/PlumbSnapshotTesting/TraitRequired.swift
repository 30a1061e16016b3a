#if !SwiftSnapshotTesting
    /// PlumbSnapshotTesting's strategies are compiled only with the package trait
    /// `SwiftSnapshotTesting`, so that packages that do not use them never resolve or build
    /// swift-snapshot-testing and swift-syntax. Enable it where you depend on Plumb:
    ///
    /// ```swift
    /// .package(url: "https://github.com/…/plumb.git", from: "…", traits: ["SwiftSnapshotTesting"])
    /// ```
    @available(*, unavailable, message: "enable Plumb's package trait SwiftSnapshotTesting to use PlumbSnapshotTesting")
    public enum PlumbSnapshotTestingNeedsTheSwiftSnapshotTestingTrait {}
#endif
