extension Snapshotting {
    /// The same strategy with every accessibility audit check (``AccessibilityAudit``) run on the
    /// snapshot: an issue fails it, as a lint problem does, and the report draws the issues over
    /// the image. The variant name, the reference and the image do not change.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(width: 320).audit)
    /// ```
    public var audit: Snapshotting { audit(.all) }

    /// The same strategy with some accessibility audit checks run on the snapshot, accepting the
    /// issues `suppressions` name (each for one element, with a reason).
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(width: 320).audit(.all, suppressing: [
    ///     AccessibilityAuditSuppression(.contrast, element: "watermark", reason: "decorative, not read")
    /// ]))
    /// ```
    public func audit(_ types: AccessibilityAuditType, suppressing suppressions: [AccessibilityAuditSuppression] = [])
        -> Snapshotting
    {
        var s = self
        s.auditTypes = types
        s.auditSuppressions = suppressions
        return s
    }
}
