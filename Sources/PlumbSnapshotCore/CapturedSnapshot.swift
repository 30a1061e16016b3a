import Foundation
public import Raster

/// What a snapshot assertion captures from a view: the image, the `.frames` text and the lint
/// findings, for one strategy.
public struct CapturedSnapshot: Sendable {
    /// The rendered image (straight RGBA), nil for `.frames` strategies.
    public var image: RGBAImage?
    /// The `.frames` text of the laid-out tree.
    public var frames: String
    /// The layout problems the strategy's lint checks found, one line each.
    public var lintProblems: [LintFinding]
    /// Seconds the capture took (layout and drawing), when measured.
    public var seconds: Double? = nil
    /// What the view tree reported on `LayoutDiagnostics` while it was laid out and drawn,
    /// other than the conflicts and loops the lint checks turn into findings: an image
    /// `UIImage(named:)` did not find, an invalid constraint, a missing `super` call, a value that
    /// could not be drawn. They do not fail a snapshot; the assertion shows them as warnings (and
    /// in the failure message, the manifest and the report when it fails or records).
    public var warnings: [String] = []
    /// The accessibility audit of a strategy with ``Snapshotting/audit``, nil without one.
    public var audit: AccessibilityAuditResult? = nil
}
