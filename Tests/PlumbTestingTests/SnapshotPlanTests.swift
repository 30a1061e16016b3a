import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore

/// Every path of a snapshot, a sweep and an audit comes from its `SnapshotPlan`: exact paths for
/// a test target, a file, a name and a variant.
@Suite struct SnapshotPlanPaths {
    let identity = SnapshotIdentity(fileID: "AppTests/Cards.swift", function: "card()", name: "error")

    /// A configuration of the shared folder: references in `<snapshots>/AppTests`, artifacts in
    /// `<artifacts>/AppTests`, the layout before targets in `<snapshots>`.
    func targetConfiguration(_ dir: TempDir) -> SnapshotConfiguration {
        var c = dir.configuration(.never)
        c.snapshotsDirectory = dir.snapshots + "/AppTests"
        c.target = "AppTests"
        c.legacySnapshotsDirectory = dir.snapshots
        return c
    }

    @Test func anImageSnapshotOfATestTarget() {
        let dir = TempDir()
        let plan = SnapshotPlan(
            identity: identity, strategy: .image(width: 320).rightToLeft, configuration: targetConfiguration(dir))
        let stem = "card.error.w320.rtl@2x"
        #expect(plan.name == "Cards/" + stem)
        #expect(plan.file == stem + ".png")
        #expect(plan.referenceDirectory == dir.snapshots + "/AppTests/Cards")
        #expect(plan.reference == dir.snapshots + "/AppTests/Cards/\(stem).png")
        #expect(plan.legacyReference == dir.snapshots + "/Cards/\(stem).png")
        #expect(plan.artifactsDirectory == dir.artifacts + "/AppTests/Cards")
        #expect(plan.actual == dir.artifacts + "/AppTests/Cards/\(stem).png")
        #expect(plan.diff == dir.artifacts + "/AppTests/Cards/\(stem).diff.png")
        #expect(plan.comparison == dir.artifacts + "/AppTests/Cards/\(stem).compare.png")
        #expect(plan.auditImage == dir.artifacts + "/AppTests/Cards/\(stem).audit.png")
        #expect(plan.uncapturedReference == plan.reference)
        #expect(plan.refusedReference == plan.reference)
        #expect(plan.acceptCommand == "swift run plumb accept \(dir.artifacts) --only Cards/\(stem)")
        #expect(plan.staysInside)
    }

    @Test func theExtensionIsTheStrategysFormats() {
        let dir = TempDir()
        let c = dir.configuration(.never)
        #expect(Snapshotting.image(width: 320).pathExtension == SnapshotPlan.imageExtension)
        #expect(Snapshotting.frames(width: 320).pathExtension == SnapshotPlan.textExtension)
        #expect(
            SnapshotPlan(identity: identity, strategy: .frames(width: 320), configuration: c).file
                == "card.error.w320.ltr@2x.txt")
        #expect(
            SnapshotPlan(identity: identity, strategy: .frames(width: 320).accessibility, configuration: c).file
                == "card.error.w320.ltr@2x.accessibility.txt")
        #expect(
            SnapshotPlan(identity: identity, strategy: .image(width: 320), configuration: c)
                == SnapshotPlan(identity: identity, variant: "w320.ltr@2x", pathExtension: "png", configuration: c))
        #expect(
            SnapshotPlan.framesReference(besideImage: dir.snapshots + "/Cards/card.w320.ltr@2x.png")
                == dir.snapshots + "/Cards/card.w320.ltr@2x.txt")
    }

    @Test func aSweepHasATextReferenceAndAStrip() {
        let dir = TempDir()
        let plan = SnapshotPlan(identity: identity, sweep: .widths(280...1024), configuration: targetConfiguration(dir))
        let stem = "card.error.w280-1024.ltr@2x.sweep"
        #expect(plan.name == "Cards/" + stem)
        #expect(plan.reference == dir.snapshots + "/AppTests/Cards/\(stem).txt")
        #expect(plan.actual == dir.artifacts + "/AppTests/Cards/\(stem).txt")
        #expect(plan.strip == dir.artifacts + "/AppTests/Cards/\(stem).png")
    }

    /// A suite that is not one plain folder name: a refused snapshot's entry names a sanitized
    /// path, one that could not be captured the sanitized suite with the file as it is.
    @Test func theReferencesOfRefusedAndUncapturedSnapshotsAreSanitized() {
        let dir = TempDir()
        var odd = identity
        odd.suite = "My Cards/.."
        let plan = SnapshotPlan(identity: odd, strategy: .image(width: 320), configuration: dir.configuration(.never))
        #expect(!plan.staysInside)
        #expect(plan.reference == dir.snapshots + "/My Cards/../card.error.w320.ltr@2x.png")
        #expect(plan.refusedReference == dir.snapshots + "/My-Cards/card-error-w320-ltr@2x-png")
        #expect(plan.uncapturedReference == dir.snapshots + "/My-Cards/card.error.w320.ltr@2x.png")
    }

    @Test func anAuditsImageIsInTheSuitesArtifactsFolder() {
        let dir = TempDir()
        let plan = SnapshotPlan.Audit(
            identity: identity, variant: "320x240.ltr@2x", configuration: dir.configuration(.never))
        #expect(plan.name == "Cards/card.error.320x240.ltr@2x.audit")
        #expect(plan.directory == dir.artifacts + "/Cards")
        #expect(plan.image == dir.artifacts + "/Cards/card.error.320x240.ltr@2x.audit.png")
        #expect(plan.staysInside)
    }
}
