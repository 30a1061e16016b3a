import Foundation

/// One view whose frame differs from the reference's frame tree, as the manifest stores it.
///
/// ```swift
/// FrameChange(view: "UIView/UILabel#title", before: "(16, 8, 120, 20.5)", after: "(16, 8, 140, 20.5)")
///     .description   // "UIView/UILabel#title: (16, 8, 120, 20.5) -> (16, 8, 140, 20.5)"
/// ```
public struct FrameChange: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The view's path in the frame tree (`UIView/UIStackView#actions/UILabel[0]`).
    public var view: String
    /// Its frame (and text) in the reference; nil when the view is new.
    public var before: String?
    /// Its frame (and text) now; nil when the view is gone.
    public var after: String?

    public init(view: String, before: String?, after: String?) {
        (self.view, self.before, self.after) = (view, before, after)
    }

    /// `PATH: BEFORE -> AFTER`, `PATH: added AFTER` or `PATH: removed (was BEFORE)`.
    public var description: String {
        switch (before, after) {
        case (nil, let a?): "\(view): added \(a)"
        case (let b?, nil): "\(view): removed (was \(b))"
        default: "\(view): \(before ?? "") -> \(after ?? "")"
        }
    }

    /// Reads the object Plumb writes, or the one-line string an older Plumb wrote.
    public init(from decoder: any Decoder) throws {
        if let line = try? decoder.singleValueContainer().decode(String.self) {
            self = FrameChange(legacy: line)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            view: try c.decode(String.self, forKey: .view), before: try c.decodeIfPresent(String.self, forKey: .before),
            after: try c.decodeIfPresent(String.self, forKey: .after))
    }

    private enum CodingKeys: String, CodingKey { case view, before, after }

    /// Splits an older manifest's line; a line that is not `PATH: ...` keeps its text as the view.
    init(legacy s: String) {
        guard let colon = s.range(of: ": ") else { self.init(view: s, before: nil, after: nil); return }
        let view = String(s[..<colon.lowerBound]), detail = String(s[colon.upperBound...])
        if detail.hasPrefix("added ") { self.init(view: view, before: nil, after: String(detail.dropFirst(6))); return }
        if detail.hasPrefix("removed (was "), detail.hasSuffix(")") {
            self.init(view: view, before: String(detail.dropFirst(13).dropLast()), after: nil)
            return
        }
        guard let arrow = detail.range(of: " -> (") ?? detail.range(of: " -> ") else {
            self.init(view: s, before: nil, after: nil)
            return
        }
        self.init(
            view: view, before: String(detail[..<arrow.lowerBound]),
            after: String(detail[arrow.lowerBound...].dropFirst(4)))
    }
}

/// One problem a layout lint check found, as the manifest stores it.
///
/// ```swift
/// LintFinding(check: .truncatedLabel, view: "UIView/UILabel#name", detail: "(16, 8, 60, 20.5)")
///     .description   // "truncated label: UIView/UILabel#name (16, 8, 60, 20.5)"
/// ```
public struct LintFinding: Codable, Sendable, Equatable, CustomStringConvertible {
    /// Which check found it, by the name messages use.
    public struct Check: RawRepresentable, Codable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let unsatisfiableConstraints = Check(rawValue: "unsatisfiable constraints")
        public static let layoutLoop = Check(rawValue: "layout loop")
        public static let ambiguousLayout = Check(rawValue: "ambiguous layout")
        public static let truncatedLabel = Check(rawValue: "truncated label")
        public static let clippedLabel = Check(rawValue: "clipped label")
        public static let outsideSuperview = Check(rawValue: "outside its superview")
        public static let overlappingSiblings = Check(rawValue: "overlapping siblings")
        public static let notMirrored = Check(rawValue: "not mirrored in RTL")
        public static let filmstrip = Check(rawValue: "filmstrip")
        public static let missingAccessibilityLabel = Check(rawValue: "missing accessibility label")

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            try c.encode(rawValue)
        }
    }

    public var check: Check
    /// The view's path in the frame tree, when the finding is about one view.
    public var view: String?
    /// The rest: frames, the other view, the console log's first line.
    public var detail: String
    /// The whole console log the finding comes from, when it has one: UIKit's "Unable to
    /// simultaneously satisfy constraints." log with every constraint of the conflict and the one
    /// broken to recover, as `plumb render` prints it.
    public var log: String?

    public init(check: Check, view: String? = nil, detail: String, log: String? = nil) {
        (self.check, self.view, self.detail, self.log) = (check, view, detail, log)
    }

    /// The lines of ``log`` a failure message shows under the finding: for a conflict, the list of
    /// constraints and the one broken to recover, without UIKit's advice about the debugger; for
    /// any other log, every line after the first (which is ``detail``).
    ///
    /// ```
    /// (
    ///     "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
    ///     "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>"
    /// )
    /// Will attempt to recover by breaking constraint
    /// <NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>
    /// ```
    public var logExcerpt: [String] {
        guard let log else { return [] }
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: "\t", with: "    ")
        }
        if let open = lines.firstIndex(of: "("),
            let recover = lines.firstIndex(where: { $0.hasPrefix("Will attempt to recover by breaking constraint") }),
            open < recover, recover + 1 < lines.count
        {
            return lines[open...recover].filter { !$0.isEmpty }.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
                + [lines[recover + 1]]
        }
        return lines.dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// `CHECK: VIEW DETAIL` (or `CHECK: DETAIL`).
    public var description: String {
        "\(check.rawValue): " + (view.map { $0 + " " } ?? "") + detail
    }

    /// Reads the object Plumb writes, or the one-line string an older Plumb wrote.
    public init(from decoder: any Decoder) throws {
        if let line = try? decoder.singleValueContainer().decode(String.self) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 {
                self.init(check: Check(rawValue: String(parts[0])), detail: String(parts[1].dropFirst()))
            } else {
                self.init(check: Check(rawValue: ""), detail: line)
            }
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            check: try c.decode(Check.self, forKey: .check), view: try c.decodeIfPresent(String.self, forKey: .view),
            detail: try c.decode(String.self, forKey: .detail), log: try c.decodeIfPresent(String.self, forKey: .log))
    }

    private enum CodingKeys: String, CodingKey { case check, view, detail, log }
}
