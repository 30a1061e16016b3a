internal import CICU

/// The writing direction of a paragraph.
public enum WritingDirection: Hashable, Sendable {
    /// From the first strong character (UAX #9 rules P2–P3); left-to-right when there is none.
    case natural
    /// Forced left-to-right paragraph level (0).
    case leftToRight
    /// Forced right-to-left paragraph level (1).
    case rightToLeft
}

/// A reusable ICU bidi object (`UBiDi`). One per layout call.
final class BidiResolver {
    private var bidi: UnsafeMutableRawPointer?

    deinit { if let bidi { plumb_ubidi_close(bidi) } }

    /// Resolves embedding levels for one paragraph (no paragraph separators inside).
    ///
    /// - Returns: the paragraph level and one level per UTF-16 unit.
    func resolve(_ units: UnsafeBufferPointer<UInt16>, direction: WritingDirection)
        throws(TypesettingError) -> (paragraph: UInt8, levels: [UInt8])
    {
        let forced: UInt8?
        switch direction {
        case .natural: forced = nil
        case .leftToRight: forced = 0
        case .rightToLeft: forced = 1
        }
        // Fast path: nothing at or above U+0590 means no right-to-left or explicit-embedding
        // characters, so every level is the (left-to-right) paragraph level.
        if forced != 1, !units.contains(where: { $0 >= 0x0590 }) {
            return (0, [UInt8](repeating: 0, count: units.count))
        }
        if units.isEmpty { return (forced ?? 0, []) }
        if bidi == nil { bidi = plumb_ubidi_open() }
        guard let bidi else { throw .icuFailure("ubidi_open") }
        var err: Int32 = 0
        plumb_ubidi_setPara(
            bidi, units.baseAddress, Int32(units.count),
            forced ?? plumb_ubidi_default_ltr(), &err)
        if plumb_u_failure(err) != 0 { throw .icuFailure(String(cString: plumb_u_errorName(err))) }
        guard let levels = plumb_ubidi_getLevels(bidi, &err), plumb_u_failure(err) == 0 else {
            throw .icuFailure(String(cString: plumb_u_errorName(err)))
        }
        var start: Int32 = 0, limit: Int32 = 0, level: UInt8 = 0
        plumb_ubidi_getParagraphByIndex(bidi, 0, &start, &limit, &level, &err)
        return (level, Array(UnsafeBufferPointer(start: levels, count: units.count)))
    }

    /// The visual order of items with the given levels (UAX #9 rule L2), one ICU call.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        if levels.allSatisfy({ $0 == 0 }) { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { lv in
            map.withUnsafeMutableBufferPointer { m in
                plumb_ubidi_reorderVisual(lv.baseAddress, Int32(lv.count), m.baseAddress)
            }
        }
        return map.map { Int($0) }
    }
}
