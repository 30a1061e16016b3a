import Synchronization
internal import CICU

/// How a label wraps and truncates, as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (UAX #14); a word is broken only when it alone is wider than the
    /// line. Lines past `numberOfLines` are dropped.
    case byWordWrapping
    /// Wrap before the first grapheme that does not fit.
    case byCharWrapping
    /// Wrap at words; the last allowed line holds the rest of its paragraph and is clipped.
    case byClipping
    /// Wrap at words; the last line is truncated at its start with "…".
    case byTruncatingHead
    /// Wrap at words; the last line is truncated at its end with "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap at words; the last line is truncated in its middle with "…".
    case byTruncatingMiddle

    var isTruncating: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}

/// ICU line-break iterators are costly to open; finished ones are kept for reuse.
private final class BreakIteratorBox: @unchecked Sendable {
    let iterator: UnsafeMutableRawPointer
    init(_ iterator: UnsafeMutableRawPointer) { self.iterator = iterator }
    deinit { plumb_ubrk_close(iterator) }
}

private let breakIteratorPool = Mutex<[BreakIteratorBox]>([])
/// One space, kept for the life of the process: iterators in the pool point at it while idle,
/// never at a caller's buffer.
private nonisolated(unsafe) let idleText: UnsafeMutablePointer<UInt16> = {
    let p = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
    p.initialize(to: 0x20)
    return p
}()

/// Greedy line breaking over measured clusters.
enum LineBreaker {
    /// UAX #14 break opportunities inside `units` (offsets > 0 and < count), with the root
    /// locale (never the process locale). One ICU iterator pass per paragraph.
    static func opportunities(_ units: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> [Int] {
        guard units.count > 1, let base = units.baseAddress else { return [] }
        let box: BreakIteratorBox
        var err: Int32 = 0
        if let reused = breakIteratorPool.withLock({ $0.popLast() }) {
            box = reused
            plumb_ubrk_setText(box.iterator, base, Int32(units.count), &err)
        } else {
            guard let it = plumb_ubrk_open_line("", base, Int32(units.count), &err) else {
                throw .icuFailure(String(cString: plumb_u_errorName(err)))
            }
            box = BreakIteratorBox(it)
        }
        if plumb_u_failure(err) != 0 { throw .icuFailure(String(cString: plumb_u_errorName(err))) }
        var result: [Int] = []
        var position = plumb_ubrk_first(box.iterator)
        let done = plumb_ubrk_done()
        while true {
            position = plumb_ubrk_next(box.iterator)
            if position == done || Int(position) >= units.count { break }
            result.append(Int(position))
        }
        // Detach the iterator from this text before it goes back to the pool.
        var detachError: Int32 = 0
        plumb_ubrk_setText(box.iterator, idleText, 1, &detachError)
        breakIteratorPool.withLock { pool in
            if pool.count < 8 { pool.append(box) }
        }
        return result
    }

    /// Splits `0..<count` into lines no wider than `maxWidth` (fine units, 1/64/4096 pt).
    ///
    /// - Parameters:
    ///   - boundaries: grapheme cluster starts (sorted, starting at 0).
    ///   - opportunities: allowed break offsets (sorted); graphemes are used inside a word that
    ///     alone is wider than the line.
    ///   - width: the advance of `start..<end`, trailing whitespace excluded.
    ///   - cutWidth: the advance of `start..<end` shaped on its own, for breaks inside a word,
    ///     where the letters at the cut may change shape (Arabic joining).
    ///   - firstMaxWidth: the first line's limit (a paragraph's first-line indent differs).
    ///   - atMost: stop once this many lines are found (the last of them is whole: the lines
    ///     after it are not broken).
    static func breakLines(
        count: Int, maxWidth: Int64, firstMaxWidth: Int64? = nil, boundaries: [Int],
        opportunities: [Int],
        width: (Int, Int) -> Int64, cutWidth: (Int, Int) -> Int64, atMost: Int = .max
    ) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastFit: Int? = nil
        var i = 0
        let stopCount = opportunities.count + 1
        while i < stopCount {
            if lines.count >= atMost { return lines }
            let o = i < opportunities.count ? opportunities[i] : count
            if o <= lineStart { i += 1; continue }
            let limit = lines.isEmpty ? (firstMaxWidth ?? maxWidth) : maxWidth
            if width(lineStart, o) <= limit {
                lastFit = o
                i += 1
                continue
            }
            if let fit = lastFit {
                lines.append(lineStart..<fit)
                lineStart = fit
                lastFit = nil
                continue  // measure `o` again from the new line start
            }
            // A single word wider than the line: break it between graphemes.
            let end = emergencyBreak(
                from: lineStart, to: o, maxWidth: limit,
                boundaries: boundaries, width: cutWidth)
            lines.append(lineStart..<end)
            lineStart = end
        }
        if lineStart < count || lines.isEmpty { lines.append(lineStart..<count) }
        return lines
    }

    /// The furthest grapheme boundary in `(start, limit)` that fits, or the first one (a line
    /// always takes at least one grapheme).
    static func emergencyBreak(
        from start: Int, to limit: Int, maxWidth: Int64, boundaries: [Int],
        width: (Int, Int) -> Int64
    ) -> Int {
        var lo = firstIndex(in: boundaries, greaterThan: start)
        var best: Int? = nil
        while lo < boundaries.count, boundaries[lo] < limit {
            let b = boundaries[lo]
            if width(start, b) <= maxWidth { best = b } else { break }
            lo += 1
        }
        if let best { return best }
        let first = firstIndex(in: boundaries, greaterThan: start)
        return first < boundaries.count ? min(boundaries[first], limit) : limit
    }

    /// Index of the first element of a sorted array greater than `value` (binary search).
    static func firstIndex(in sorted: [Int], greaterThan value: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] <= value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension LineBreaker {
    /// The version of the ICU library loaded at run time (`72.1`).
    static var icuVersion: String {
        var v: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &v) { plumb_u_getVersion($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
        return v.2 == 0 && v.3 == 0 ? "\(v.0).\(v.1)" : "\(v.0).\(v.1).\(v.2)"
    }
}
