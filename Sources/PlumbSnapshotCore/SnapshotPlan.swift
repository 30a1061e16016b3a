import Foundation

/// Where one snapshot's files go, worked out once from its identity, strategy and configuration:
/// the first value of the verify pipeline (plan → format → record or verify handler → manifest).
///
/// ```swift
/// let plan = SnapshotPlan(identity: identity, variant: "w320.ltr@2x", pathExtension: "png", configuration: c)
/// plan.name       // "Cards/card.w320.ltr@2x"
/// plan.reference  // "<snapshots>/Cards/card.w320.ltr@2x.png"
/// ```
///
/// With a test target in the configuration (``SnapshotConfiguration/target``) the snapshots folder
/// is already the target's (`<package>/Snapshots/<Target>`); the artifacts go to
/// `<artifacts>/<Target>/<Suite>/`. The name stays `<Suite>/<file stem>`.
package struct SnapshotPlan: Sendable, Equatable {
    /// `<Suite>/<file name without extension>`, as the manifest, the report and `--only` name it.
    package let name: String
    /// The reference's file name (`card.w320.ltr@2x.png`).
    package let file: String
    /// The folder of the suite's references, and the reference itself.
    package let referenceDirectory: String
    package let reference: String
    /// The folder of the suite's failure artifacts, and the three files a failure may write there.
    package let artifactsDirectory: String
    package let actual: String
    package let diff: String
    package let comparison: String
    /// The command that accepts this snapshot's new image.
    package let acceptCommand: String
    /// Where the reference was before references included the test target
    /// (`<legacy snapshots>/<Suite>/<file>`), when the configuration has a target; nil otherwise.
    package let legacyReference: String?
    /// The parts of the path that are not one plain file or folder name (`../x`, `a/b`), if any.
    package let unsafeComponents: [String]
    /// True when every file stays inside the snapshots and artifacts folders.
    package let staysInside: Bool

    package init(
        identity: SnapshotIdentity, variant: String, pathExtension: String, configuration c: SnapshotConfiguration
    ) {
        file = SnapshotNaming.fileName(identity, variant: variant, pathExtension: pathExtension)
        let stem = (file as NSString).deletingPathExtension
        name = identity.suite + "/" + stem
        referenceDirectory = (c.snapshotsDirectory as NSString).appendingPathComponent(identity.suite)
        reference = (referenceDirectory as NSString).appendingPathComponent(file)
        // Failure artifacts of a target's snapshots in its own folder: two targets' suites of one
        // name must not overwrite each other's actual and diff images.
        let artifactsRoot = c.target.map { (c.artifactsDirectory as NSString).appendingPathComponent($0) }
        artifactsDirectory = ((artifactsRoot ?? c.artifactsDirectory) as NSString).appendingPathComponent(
            identity.suite)
        actual = (artifactsDirectory as NSString).appendingPathComponent(file)
        diff = (artifactsDirectory as NSString).appendingPathComponent(stem + ".diff.png")
        comparison = (artifactsDirectory as NSString).appendingPathComponent(stem + ".compare.png")
        acceptCommand =
            "swift run plumb accept \(SnapshotVerifier.shellQuote(c.artifactsDirectory)) --only \(SnapshotVerifier.shellQuote(name))"
        let suite = identity.suite, fileName = file
        legacyReference = c.legacySnapshotsDirectory.map {
            (($0 as NSString).appendingPathComponent(suite) as NSString).appendingPathComponent(fileName)
        }
        unsafeComponents = ([identity.suite, file] + (c.target.map { [$0] } ?? [])).filter {
            !SnapshotNaming.isSafeComponent($0)
        }
        staysInside =
            unsafeComponents.isEmpty && SnapshotNaming.isInside(reference, root: c.snapshotsDirectory)
            && [actual, diff, comparison].allSatisfy { SnapshotNaming.isInside($0, root: c.artifactsDirectory) }
    }
}
