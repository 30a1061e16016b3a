import Foundation
import Synchronization

/// Which assertion owns each reference file in the current test run, shared by every process of
/// the run (`swift test --parallel` workers, the XCTest and Swift Testing passes) through
/// `<artifacts>/claims/<run>/`.
///
/// The first assertion to touch a reference claims it, atomically (a complete claim file is
/// hard-linked into place, so a second process sees either nothing or the whole claim). Another
/// assertion (another call site, suite, argument or raw name) that maps to the same file fails
/// instead of overwriting it; the same assertion again (a repeated test) is fine.
package enum SnapshotClaims {
    /// The claims folder of the current run.
    static func directory(artifacts: String) -> String {
        ((artifacts as NSString).appendingPathComponent("claims") as NSString)
            .appendingPathComponent(SnapshotNaming.hexHash(Manifest.currentRun))
    }

    /// What makes two claims the same assertion.
    static func key(_ identity: SnapshotIdentity, variant: String) -> String {
        [
            identity.location ?? "-", identity.suite, identity.qualifier ?? "", identity.test, identity.arguments ?? "",
            identity.name.map { "=" + $0 } ?? "", variant,
        ].joined(separator: "\u{1F}")
    }

    /// Claims `reference` for `identity`.
    ///
    /// - Returns: nil when the reference is this assertion's (a first claim, or the same assertion
    ///   again, or when the claims folder cannot be written: then nothing is detected), else the
    ///   other owner's ``SnapshotIdentity/summary``.
    static func claim(reference: String, identity: SnapshotIdentity, variant: String, artifacts: String) -> String? {
        let dir = directory(artifacts: artifacts)
        removeOtherRuns(artifacts: artifacts)
        let path = (dir as NSString).appendingPathComponent(
            SnapshotNaming.hexHash((reference as NSString).standardizingPath))
        let mine = key(identity, variant: variant)
        func owner(_ data: Data) -> String? {
            let text = String(decoding: data, as: UTF8.self)
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == mine { return nil }
            return parts.count > 1 ? String(parts[1]) : "another assertion"
        }
        // Claimed already (by this assertion before, or another): a claim file is only ever
        // linked into place complete, so reading it is enough, no need to try to claim.
        if let data = FileManager.default.contents(atPath: path) { return owner(data) }
        guard (try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        let tmp = (dir as NSString).appendingPathComponent(".claim.tmp-\(getpid())-\(UUID().uuidString)")
        // Written without `fsync` (what `FileManager.createFile` adds): a claim only has to be
        // complete before it is linked into place, not to outlive a crash of the run.
        guard FileSystem.writeNewFile(Data((mine + "\n" + identity.summary).utf8), to: tmp) else { return nil }
        defer { unlink(tmp) }
        if link(tmp, path) == 0 { return nil }
        guard errno == EEXIST, let data = FileManager.default.contents(atPath: path) else { return nil }
        return owner(data)
    }

    private static let cleaned = Mutex<Set<String>>([])

    /// Deletes the claims of earlier runs, once per process and artifacts folder.
    static func removeOtherRuns(artifacts: String) {
        let first = cleaned.withLock { $0.insert(artifacts).inserted }
        guard first else { return }
        let root = (artifacts as NSString).appendingPathComponent("claims")
        let current = (directory(artifacts: artifacts) as NSString).lastPathComponent
        for run in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where run != current {
            try? FileManager.default.removeItem(atPath: (root as NSString).appendingPathComponent(run))
        }
    }
}
