import Foundation

extension SnapshotVerifier {
    /// What became of a reference still in the layout from before references included the test
    /// target (`Snapshots/<Suite>/<file>` instead of `Snapshots/<Target>/<Suite>/<file>`).
    enum LegacyReference: Equatable {
        /// There is none (or the reference is already in its place).
        case none
        /// It was moved to the plan's reference; the text says so, for a warning.
        case moved(String)
        /// It is still where it was: the snapshot fails with this message.
        case kept(String)
    }

    /// Moves a reference from the old layout to its place in the new one, once: when the plan's
    /// reference does not exist and the old one (``SnapshotPlan/legacyReference``) does. In
    /// record mode `never` (CI) nothing is moved; the snapshot fails with a message naming both
    /// paths and how to move them, so CI never passes against a file the checkout will not keep.
    ///
    /// The move is a rename (the same file system), so the reference's bytes are untouched; a
    /// suite folder it leaves empty is removed.
    static func migrateLegacyReference(_ plan: SnapshotPlan, configuration c: SnapshotConfiguration) -> LegacyReference
    {
        let fm = FileManager.default
        guard let legacy = plan.legacyReference, !fm.fileExists(atPath: plan.reference), fm.fileExists(atPath: legacy)
        else { return .none }
        if c.record == .never {
            return .kept(
                """
                Snapshot \(SnapshotText.quoted(plan.name)) has no reference at file://\(plan.reference), but there is one \
                where references were kept before they were put in a folder per test target: file://\(legacy)
                Run the tests once outside CI (record mode missing, the default): each reference is moved into its \
                test target's folder, \(c.snapshotsDirectory), the first time its test runs. Or move it yourself:
                  mkdir -p \(SnapshotVerifier.shellQuote(plan.referenceDirectory)) && git mv \(SnapshotVerifier.shellQuote(legacy)) \(SnapshotVerifier.shellQuote(plan.reference))
                """)
        }
        do {
            try fm.createDirectory(atPath: plan.referenceDirectory, withIntermediateDirectories: true)
            try fm.moveItem(atPath: legacy, toPath: plan.reference)
        } catch {
            return .kept(
                "Snapshot \(SnapshotText.quoted(plan.name)): could not move its reference from \(legacy) to \(plan.reference): \(error.localizedDescription)"
            )
        }
        let folder = (legacy as NSString).deletingLastPathComponent
        if (try? fm.contentsOfDirectory(atPath: folder))?.isEmpty == true { try? fm.removeItem(atPath: folder) }
        return .moved(
            "moved the reference from \(legacy) to \(plan.reference) (references are kept in a folder per test target now; commit the move)"
        )
    }
}
