#if SwiftSnapshotTesting
    /// The file extensions of the references PlumbSnapshotTesting's strategies record: a
    /// `__Snapshots__` folder holds both platforms' references, each test's iOS one as
    /// swift-snapshot-testing names it (`testProfile.1.png`, `.txt`) and Plumb's beside it
    /// (`testProfile.1.plumb.png`, `.plumb.txt`), so recording on one platform never overwrites
    /// the other's. On iOS the strategies are swift-snapshot-testing's own and keep their names;
    /// on Linux they are these. `ForeignSnapshotFailure.platformMarker` (PlumbSnapshotCore) reads
    /// the same marker back when it names a failure.
    enum PlumbReferenceNames {
        /// `plumb.png`: every image strategy (`.image(on:)`, `.image(size:)`, `UIImage`'s `.image`).
        static let imageExtension = "plumb.png"
        /// `plumb.txt`: the text strategies (`.recursiveDescription`, `.hierarchy`).
        static let textExtension = "plumb.txt"
    }
#endif
