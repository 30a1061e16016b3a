import Foundation
public import Raster

/// What a snapshot assertion captures from a view: the image, the `.frames` text and the lint
/// findings, for one strategy.
public struct CapturedSnapshot: Sendable {
    /// The rendered image (straight RGBA), nil for `.frames` strategies.
    public var image: RGBAImage?
    /// The `.frames` text of the laid-out tree (an accessibility `.txt` strategy's: the list of
    /// elements). Setting it drops the records it was written from.
    public var frames: String {
        get { framesText }
        set {
            framesText = newValue
            frameRecords = nil
        }
    }
    private var framesText: String
    /// The records ``frames`` was written from, kept as values so that the frame changes of a
    /// failure are computed from them rather than from the text parsed back; nil when the text
    /// is not a frame tree's (an accessibility listing) or was given as text.
    package private(set) var frameRecords: [FrameRecord]?
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

    /// A capture whose text is given as it is (an accessibility listing, a sweep's breakpoints).
    init(image: RGBAImage?, frames: String, lintProblems: [LintFinding]) {
        (self.image, self.framesText, self.lintProblems) = (image, frames, lintProblems)
    }

    /// A capture of a laid-out tree: its `.frames` text is the records' (``FrameTree/text(_:)``),
    /// and the records are kept.
    init(image: RGBAImage?, records: [FrameRecord], lintProblems: [LintFinding]) {
        self.init(image: image, frames: FrameTree.text(records), lintProblems: lintProblems)
        frameRecords = records
    }

    /// How the views' frames differ from a reference's `.frames` text: from the records when
    /// there are any, else from ``frames`` parsed (the same changes either way).
    package func frameChanges(from reference: String) -> [FrameChange] {
        if let frameRecords { return FrameTree.changes(from: reference, to: frameRecords) }
        return FrameTree.changes(from: reference, to: frames)
    }
}
