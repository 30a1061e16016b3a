public import Foundation

/// One place where a sweep's layout changes shape, found to the pixel: "`bio` wraps to 3 lines
/// below 341 pt", "constraint `actions.trailing` breaks below 284 pt", "`title` truncates from
/// xxl", "`badge` leaves its superview in RTL".
///
/// The ``statement`` describes the tighter side (narrower, shorter, a larger text size, right to
/// left); ``position`` says where that side starts.
public struct LayoutBreakpoint: Sendable, Equatable, CustomStringConvertible {
    /// What holds on the tighter side, for example "`bio` wraps to 3 lines".
    public var statement: String
    /// Where the tighter side begins: `below 341 pt` (widths and heights: at 340.5 pt and less,
    /// at @2x), `from xxl` (content sizes), `in RTL` (directions).
    public var position: String
    /// For widths and heights, the breakpoint in points: the smallest value still laid out the
    /// roomier way (341); nil for content sizes and directions.
    public var value: CGFloat?

    /// The tighter step and the roomier step, as sweep positions (pixels, or indexes).
    var tight: Int
    var roomy: Int

    /// `STATEMENT POSITION`, one line of the sweep reference.
    public var description: String { statement + " " + position }

    public static func == (a: LayoutBreakpoint, b: LayoutBreakpoint) -> Bool {
        a.statement == b.statement && a.position == b.position && a.value == b.value
    }
}

/// What a sweep found: its breakpoints, the ranges in between where the shape is stable, and the
/// text its reference records.
public struct LayoutSweepResult: Sendable, Equatable {
    /// The breakpoints, roomiest first (widest, tallest, smallest text size, LTR).
    public var breakpoints: [LayoutBreakpoint]
    /// The stable ranges, roomiest first: `341...1024 pt: `bio` 2 lines`.
    public var ranges: [String]
    /// The first line of the reference: what was swept and how.
    public var header: String
    /// How many layouts were solved (sampled steps and bisection probes).
    public var layouts: Int

    /// The reference text: the header, the breakpoints, the stable ranges (ASCII, one item per
    /// line, so a changed breakpoint is a one-line diff).
    ///
    /// ```text
    /// layout sweep: widths 280...1024 pt every 1 pt, to the pixel (0.5 pt); ltr@2x
    /// breakpoints, roomiest first:
    ///   `bio` wraps to 3 lines below 341 pt
    ///   `follow` truncates below 298 pt
    /// stable ranges:
    ///   341...1024 pt: `bio` 2 lines
    ///   298...340.5 pt: `bio` 3 lines
    ///   280...297.5 pt: `bio` 3 lines, `follow` truncated
    /// ```
    public var text: String {
        var lines = [header]
        if breakpoints.isEmpty {
            lines.append("breakpoints: none")
        } else {
            lines.append("breakpoints, roomiest first:")
            lines += breakpoints.map { "  " + $0.description }
        }
        lines.append("stable ranges:")
        lines += ranges.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The breakpoint lines of a reference text (`STATEMENT POSITION`, split at the last ` below `,
    /// ` from ` or ` in ` after the last backtick), for naming what moved.
    static func breakpointLines(of text: String) -> [(statement: String, position: String)] {
        var out: [(String, String)] = []
        var inside = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("breakpoints") {
                inside = true
                continue
            }
            if !line.hasPrefix("  ") {
                inside = false
                continue
            }
            guard inside else { continue }
            let body = String(line.dropFirst(2))
            let tail = body.lastIndex(of: "`").map { body.index(after: $0) } ?? body.startIndex
            let candidates = [" below ", " from ", " in "].compactMap {
                body.range(of: $0, options: .backwards, range: tail..<body.endIndex)
            }
            if let cut = candidates.max(by: { $0.lowerBound < $1.lowerBound }) {
                out.append(
                    (String(body[..<cut.lowerBound]), String(body[body.index(after: cut.lowerBound)...])))
            } else {
                out.append((body, ""))
            }
        }
        return out
    }

    /// What differs between a reference's breakpoints and these, one line each, naming each
    /// breakpoint: moved (`` `bio` wraps to 3 lines: was below 341 pt, now below 336 pt ``), new,
    /// or gone. A statement that occurs several times is matched in order.
    func changes(from reference: String) -> [String] {
        let old = Self.breakpointLines(of: reference)
        let new = breakpoints.map { ($0.statement, $0.position) }
        var out: [String] = []
        var unmatched = old
        var added: [(String, String)] = []
        for (statement, position) in new {
            if let i = unmatched.firstIndex(where: { $0.statement == statement }) {
                let was = unmatched.remove(at: i)
                if was.position != position { out.append("\(statement): was \(was.position), now \(position)") }
            } else {
                added.append((statement, position))
            }
        }
        out += added.map { "new: \($0.0) \($0.1)" }
        out += unmatched.map { "gone: \($0.statement) \($0.position)" }
        return out
    }
}
