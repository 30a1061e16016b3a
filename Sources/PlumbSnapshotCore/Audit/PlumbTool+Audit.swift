import Foundation
import PlumbUI
import Typesetting

extension PlumbTool {
    /// Lays out a JSON layout document (as `plumb render` does) and runs the accessibility audit
    /// on it (`plumb audit`), in each direction asked for.
    ///
    /// ```shell
    /// swift run plumb audit Examples/card.json --rtl --types contrast,textClipped
    /// ```
    ///
    /// - Parameters:
    ///   - document: The layout document (JSON).
    ///   - width: Overrides the document's width.
    ///   - height: Overrides the document's height.
    ///   - scale: Overrides the document's scale.
    ///   - rightToLeft: The directions to audit, `true` for right to left (nil: the document's).
    ///   - types: The checks by name (`contrast`, `hitRegion` ...; nil: all).
    ///   - suppressions: `TYPE:ELEMENT:REASON` each, ELEMENT an identifier or a path.
    /// - Returns: status 0 when no issue fails, 1 when some do (one line each), 2 when the document
    ///   or an option cannot be used (the message names the file, line and column, or the option).
    @MainActor
    public static func audit(
        _ document: String, width: Double? = nil, height: Double? = nil, scale: Double? = nil,
        rightToLeft: [Bool]? = nil, types: [String]? = nil, suppressions: [String] = []
    ) -> Result {
        var selected: AccessibilityAuditType = types == nil ? .all : []
        for name in types ?? [] {
            guard let t = AccessibilityAuditType(name: name) else {
                let known = AccessibilityAuditType.all.description
                return Result(status: 2, output: "error: --types: unknown audit type \"\(name)\" (known: \(known))")
            }
            selected.insert(t)
        }
        var accepted: [AccessibilityAuditSuppression] = []
        for raw in suppressions {
            let parts = raw.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let t = AccessibilityAuditType(name: parts[0]), !parts[1].isEmpty,
                !parts[2].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                return Result(
                    status: 2,
                    output:
                        "error: --suppress \"\(raw)\" is not TYPE:ELEMENT:REASON (for example \"contrast:footnote:decorative\")"
                )
            }
            accepted.append(AccessibilityAuditSuppression(t, element: parts[1], reason: parts[2]))
        }
        for (flag, value, range) in [
            ("width", width, 1.0...10000), ("height", height, 1...10000), ("scale", scale, 1...4),
        ] {
            if let value, !range.contains(value) {
                return Result(
                    status: 2,
                    output:
                        "error: --\(flag) must be between \(FrameTree.num(range.lowerBound)) and \(FrameTree.num(range.upperBound)), not \(value)"
                )
            }
        }
        do { try FontRegistry.checkFonts() } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let doc: LayoutDocument
        do { doc = try LayoutDocument.load(document) } catch {
            return Result(status: 2, output: error.description)
        }
        NSLayoutConstraint.activate(doc.constraints)
        let w = width.map { CGFloat($0) } ?? doc.width
        let h = height.map { CGFloat($0) } ?? doc.height
        var base = Snapshotting.image(width: w, height: h, scale: scale.map { CGFloat($0) } ?? doc.scale)
        base.contentSizeCategory = doc.contentSize
        base.background = doc.background ?? .white
        var lines: [String] = []
        var failing = 0
        let directions: [UITraitEnvironmentLayoutDirection] =
            rightToLeft.map { flags in flags.map { $0 ? .rightToLeft : .leftToRight } } ?? [doc.direction]
        for direction in directions {
            let result: AccessibilityAuditResult
            do {
                result = try AccessibilityAudit.run(
                    .view(doc.root), as: base.direction(direction), for: selected, suppressing: accepted)
            } catch {
                return Result(status: 2, output: "error: \(document): \(error.description)")
            }
            failing += result.failing.count
            lines.append(
                "\(result.variant): \(result.failing.count) issue\(result.failing.count == 1 ? "" : "s")"
                    + (result.issues.count > result.failing.count
                        ? " (\(result.issues.count - result.failing.count) suppressed)" : ""))
            lines += result.issues.map { "  " + SnapshotText.readable($0.description) }
        }
        return Result(status: failing == 0 ? 0 : 1, output: lines.joined(separator: "\n"))
    }
}
