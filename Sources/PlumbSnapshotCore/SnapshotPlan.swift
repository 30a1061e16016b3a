import Foundation

/// Where one snapshot's files go, worked out once from its identity, strategy and configuration:
/// the first value of the verify pipeline (plan → format → record or verify handler → manifest).
/// Every path of a snapshot, a sweep or an audit, and every file extension, comes from here.
///
/// ```swift
/// let plan = SnapshotPlan(identity: identity, strategy: .image(width: 320), configuration: c)
/// plan.name       // "Cards/card.w320.ltr@2x"
/// plan.reference  // "<snapshots>/Cards/card.w320.ltr@2x.png"
/// ```
///
/// With a test target in the configuration (``SnapshotConfiguration/target``) the snapshots folder
/// is already the target's (`<package>/Snapshots/<Target>`); the artifacts go to
/// `<artifacts>/<Target>/<Suite>/`. The name stays `<Suite>/<file stem>`.
package struct SnapshotPlan: Sendable, Equatable {
    /// The extension of images: references, actual images, differences, strips, audited images.
    package static let imageExtension = "png"
    /// The extension of text references: `.frames` texts, accessibility listings, sweeps.
    package static let textExtension = "txt"

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
    /// A sweep's strip image (each breakpoint's two sides), beside the actual file:
    /// `<artifacts>/<Suite>/<file stem>.png`.
    package let strip: String
    /// The image a snapshot's accessibility audit (``Snapshotting/audit``) is drawn over:
    /// `<artifacts>/<Suite>/<file stem>.audit.png`.
    package let auditImage: String
    /// The reference a snapshot that could not be captured names in its manifest entry:
    /// `<snapshots>/<sanitized Suite>/<file>` (nothing is written there).
    package let uncapturedReference: String
    /// The reference a refused snapshot names in its manifest entry: ``reference``, or when a file
    /// would leave its folder, `<snapshots>/<sanitized Suite>/<sanitized file>` (nothing is
    /// written there).
    package let refusedReference: String
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
        let png = "." + Self.imageExtension
        diff = (artifactsDirectory as NSString).appendingPathComponent(stem + ".diff" + png)
        comparison = (artifactsDirectory as NSString).appendingPathComponent(stem + ".compare" + png)
        strip = (actual as NSString).deletingPathExtension + png
        auditImage = (artifactsDirectory as NSString).appendingPathComponent(stem + ".audit" + png)
        let sanitizedSuite = (c.snapshotsDirectory as NSString).appendingPathComponent(
            SnapshotNaming.sanitize(identity.suite))
        uncapturedReference = (sanitizedSuite as NSString).appendingPathComponent(file)
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
        refusedReference =
            staysInside
            ? reference
            : (c.snapshotsDirectory as NSString).appendingPathComponent(
                SnapshotNaming.sanitize(identity.suite) + "/" + SnapshotNaming.sanitize(file))
    }

    /// The plan of a snapshot taken with `strategy`: its variant and its format's extension.
    package init(identity: SnapshotIdentity, strategy: Snapshotting, configuration c: SnapshotConfiguration) {
        self.init(
            identity: identity, variant: strategy.variantName, pathExtension: strategy.pathExtension, configuration: c)
    }

    /// The plan of a layout sweep: a text reference named by the sweep's variant
    /// (`card.w280-1024.ltr@2x.sweep.txt`), and its ``strip``.
    package init(identity: SnapshotIdentity, sweep: LayoutSweep, configuration c: SnapshotConfiguration) {
        self.init(
            identity: identity, variant: sweep.variantName, pathExtension: Self.textExtension, configuration: c)
    }

    /// The `.frames` reference beside an image reference (`card.w320.ltr@2x.txt` beside
    /// `card.w320.ltr@2x.png`), whose frames a failing image's frame changes are computed from.
    package static func framesReference(besideImage reference: String) -> String {
        (reference as NSString).deletingPathExtension + "." + textExtension
    }

    /// Where an accessibility audit (`assertAccessibilityAudit`, `AccessibilityAudit.verify`) writes
    /// the image of one variant: `<artifacts>/<sanitized Suite>/<test>.<variant>.audit.png`, named
    /// `<Suite>/<test>.<variant>.audit` in the manifest. An audit has no reference.
    package struct Audit: Sendable, Equatable {
        /// The manifest's name for it.
        package let name: String
        /// The folder and the image.
        package let directory: String
        package let image: String
        /// True when the image stays inside the artifacts folder.
        package let staysInside: Bool

        package init(identity: SnapshotIdentity, variant: String, configuration c: SnapshotConfiguration) {
            let file = SnapshotNaming.fileName(
                identity, variant: variant + ".audit", pathExtension: SnapshotPlan.imageExtension)
            let suite = SnapshotNaming.sanitize(identity.suite)
            directory = (c.artifactsDirectory as NSString).appendingPathComponent(suite)
            image = (directory as NSString).appendingPathComponent(file)
            name = suite + "/" + (file as NSString).deletingPathExtension
            staysInside =
                SnapshotNaming.isSafeComponent(suite) && SnapshotNaming.isInside(image, root: c.artifactsDirectory)
        }
    }
}
