import Foundation
import PlumbUI
public import Raster

/// The stages of `SnapshotRenderer.capture`, one at a time, for `bench-snapshot`'s breakdown
/// (`Benchmarks/run snapshot`). Not API: no stability promise.
@_spi(Benchmarks)
@MainActor
public enum SnapshotStages {
    /// A subject hosted in its window and laid out.
    public final class Hosting {
        let subject: SnapshotSubject
        let hosted: SnapshotRenderer.Hosted
        init(subject: SnapshotSubject, hosted: SnapshotRenderer.Hosted) {
            self.subject = subject
            self.hosted = hosted
        }
    }

    /// Hosts `subject` in a window for `strategy` and lays it out (capture's first stage).
    public static func layout(_ subject: SnapshotSubject, _ strategy: Snapshotting) -> Hosting {
        Hosting(subject: subject, hosted: SnapshotRenderer.host(subject, strategy))
    }

    /// Renders the hosted window to straight RGBA (capture's second stage).
    public static func render(_ h: Hosting, _ strategy: Snapshotting) throws(RasterError) -> RGBAImage {
        try ViewRenderer.render(h.hosted.window, scale: strategy.scale, background: strategy.background)
            .straightImageWithDigest()
    }

    /// The `.frames` text and the lint checks (capture's third stage).
    public static func framesAndLint(_ h: Hosting, _ strategy: Snapshotting) -> (
        frames: String, problems: [LintFinding]
    ) {
        let records = FrameTree.records(of: h.hosted.view)
        return (
            FrameTree.text(records),
            Lint.check(h.hosted.view, records: records, checks: strategy.lint, exemptions: strategy.lintExemptions)
        )
    }

    /// Takes the subject out of its window again.
    public static func unhost(_ h: Hosting) {
        SnapshotRenderer.unhost(h.subject, h.hosted)
    }
}
