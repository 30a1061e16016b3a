import Foundation

/// A string with attributes on ranges of it: Foundation's `NSAttributedString`, with UIKit's
/// attribute keys (`.font`, `.foregroundColor`, `.paragraphStyle` ...; see
/// ``NSAttributedString/Key``).
///
/// ```swift
/// let title = NSMutableAttributedString(string: "Plumb ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
/// title.append(NSAttributedString(string: "renders text", attributes: [.foregroundColor: UIColor.secondaryLabel]))
/// label.attributedText = title
/// ```
///
/// Ranges are `NSRange`s of UTF-16 code units, as in Foundation.
///
/// Where Plumb differs: this class replaces swift-corelibs-foundation's (which crashes on a
/// range outside the string and has no UIKit keys). Where Foundation raises `NSRangeException`,
/// Plumb reports Foundation's message on ``LayoutDiagnostics``, clamps the range to the string
/// and goes on. A string with an unpaired surrogate is stored as given but `string` repairs it
/// with U+FFFD.
open class NSAttributedString: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// An attribute name: UIKit's `NSAttributedString.Key`.
    public struct Key: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
    }

    /// Options of the enumeration methods.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Runs are visited from the end of the range to its start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 1)
        /// Adjacent runs with equal attributes may be reported separately.
        public static let longestEffectiveRangeNotRequired = EnumerationOptions(rawValue: 1 << 20)
    }

    /// One stretch of the string with the same attributes.
    struct Run {
        var length: Int
        var attributes: [Key: Any]
    }

    /// The UTF-16 code units.
    var units: [UInt16]
    /// Runs covering `units` in order (none for an empty string).
    var runs: [Run]
    private var cachedString: String?

    /// An empty attributed string.
    public override init() {
        units = []
        runs = []
        super.init()
    }

    /// A string with no attributes.
    public convenience init(string: String) {
        self.init(string: string, attributes: nil)
    }

    /// A string with the same attributes everywhere.
    public init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        units = Array(string.utf16)
        runs = units.isEmpty ? [] : [Run(length: units.count, attributes: attributes ?? [:])]
        cachedString = string
        super.init()
    }

    /// A copy of another attributed string.
    public init(attributedString: NSAttributedString) {
        units = attributedString.units
        runs = attributedString.runs
        cachedString = attributedString.cachedString
        super.init()
    }

    init(units: [UInt16], runs: [Run]) {
        self.units = units
        self.runs = runs
        super.init()
    }

    /// The characters.
    open var string: String {
        if let cachedString { return cachedString }
        let s = String(decoding: units, as: UTF16.self)
        cachedString = s
        return s
    }

    /// The length in UTF-16 code units.
    open var length: Int { units.count }

    func stringDidChange() { cachedString = nil }

    // MARK: Reading attributes

    /// The attributes at a location, and the range of the run they hold over.
    open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        guard location >= 0, location < length else {
            Self.outOfBounds("attributesAtIndex:effectiveRange:", location: location)
            range?.pointee = NSRange(location: NSNotFound, length: 0)
            return [:]
        }
        let (index, start) = runIndex(containing: location)
        var lower = index, upper = index
        var first = start, end = start + runs[index].length
        // The effective range is the longest one with equal attributes.
        while lower > 0, Self.attributesEqual(runs[lower - 1].attributes, runs[index].attributes) {
            lower -= 1
            first -= runs[lower].length
        }
        while upper + 1 < runs.count, Self.attributesEqual(runs[upper + 1].attributes, runs[index].attributes) {
            upper += 1
            end += runs[upper].length
        }
        range?.pointee = NSRange(location: first, length: end - first)
        return runs[index].attributes
    }

    /// One attribute's value at a location (`nil` if absent), and the range it holds over.
    open func attribute(_ name: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        guard location >= 0, location < length else {
            Self.outOfBounds("attribute:atIndex:effectiveRange:", location: location)
            range?.pointee = NSRange(location: NSNotFound, length: 0)
            return nil
        }
        let (index, start) = runIndex(containing: location)
        let value = runs[index].attributes[name]
        var lower = index, upper = index
        var first = start, end = start + runs[index].length
        while lower > 0, Self.valuesEqual(runs[lower - 1].attributes[name], value) {
            lower -= 1
            first -= runs[lower].length
        }
        while upper + 1 < runs.count, Self.valuesEqual(runs[upper + 1].attributes[name], value) {
            upper += 1
            end += runs[upper].length
        }
        range?.pointee = NSRange(location: first, length: end - first)
        return value
    }

    /// The attributed string in a range.
    open func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let r = checked(range, "attributedSubstringFromRange:")
        var result: [Run] = []
        forEachRun(in: r) { attributes, piece in result.append(Run(length: piece.length, attributes: attributes)) }
        return NSAttributedString(units: Array(units[r.location..<r.location + r.length]), runs: result)
    }

    /// Calls `block` with the attributes of each run in `range` and the part of the range it
    /// covers; runs with equal attributes are joined unless `.longestEffectiveRangeNotRequired`.
    open func enumerateAttributes(
        in range: NSRange, options: EnumerationOptions = [],
        using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let r = checked(range, "enumerateAttributesInRange:options:usingBlock:")
        var pieces: [([Key: Any], NSRange)] = []
        forEachRun(in: r) { attributes, piece in
            if !options.contains(.longestEffectiveRangeNotRequired), let last = pieces.last,
               Self.attributesEqual(last.0, attributes) {
                pieces[pieces.count - 1].1.length += piece.length
            } else {
                pieces.append((attributes, piece))
            }
        }
        if options.contains(.reverse) { pieces.reverse() }
        var stop = ObjCBool(false)
        for (attributes, piece) in pieces {
            block(attributes, piece, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with each value of one attribute in `range` (`nil` where it is absent).
    open func enumerateAttribute(
        _ name: NSAttributedString.Key, in range: NSRange, options: EnumerationOptions = [],
        using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let r = checked(range, "enumerateAttribute:inRange:options:usingBlock:")
        var pieces: [(Any?, NSRange)] = []
        forEachRun(in: r) { attributes, piece in
            let value = attributes[name]
            if !options.contains(.longestEffectiveRangeNotRequired), let last = pieces.last,
               Self.valuesEqual(last.0, value) {
                pieces[pieces.count - 1].1.length += piece.length
            } else {
                pieces.append((value, piece))
            }
        }
        if options.contains(.reverse) { pieces.reverse() }
        var stop = ObjCBool(false)
        for (value, piece) in pieces {
            block(value, piece, &stop)
            if stop.boolValue { return }
        }
    }

    /// Whether two attributed strings have the same characters and attributes.
    open func isEqual(to other: NSAttributedString) -> Bool {
        guard units == other.units else { return false }
        var equal = true
        var a: [(Range<Int>, [Key: Any])] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attrs, r, _ in
            a.append((r.location..<r.location + r.length, attrs))
        }
        var i = 0
        other.enumerateAttributes(in: NSRange(location: 0, length: other.length)) { attrs, r, stop in
            guard i < a.count, a[i].0 == r.location..<r.location + r.length, Self.attributesEqual(a[i].1, attrs) else {
                equal = false
                stop.pointee = true
                return
            }
            i += 1
        }
        return equal && i == a.count
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSAttributedString else { return false }
        return isEqual(to: other)
    }

    open override var hash: Int { units.hashValue }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSAttributedString(units: units, runs: runs)
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableAttributedString(units: units, runs: runs)
    }

    open override var description: String {
        var s = ""
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attrs, r, _ in
            let text = String(decoding: units[r.location..<r.location + r.length], as: UTF16.self)
            let list = attrs.keys.map(\.rawValue).sorted().map { "    \($0) = \(attrs[Key($0)]!);" }
            s += text + "{\n" + list.joined(separator: "\n") + (list.isEmpty ? "" : "\n") + "}"
        }
        return s
    }

    // MARK: Internals

    /// The run holding `location` and the offset where it starts.
    func runIndex(containing location: Int) -> (Int, Int) {
        var start = 0
        for (i, run) in runs.enumerated() {
            if location < start + run.length { return (i, start) }
            start += run.length
        }
        return (max(0, runs.count - 1), max(0, start - (runs.last?.length ?? 0)))
    }

    /// Calls `body` with each run's attributes and its part of `range` (assumed valid).
    func forEachRun(in range: NSRange, _ body: ([Key: Any], NSRange) -> Void) {
        var start = 0
        let end = range.location + range.length
        for run in runs {
            let runEnd = start + run.length
            let lo = max(start, range.location), hi = min(runEnd, end)
            if lo < hi { body(run.attributes, NSRange(location: lo, length: hi - lo)) }
            if runEnd >= end { break }
            start = runEnd
        }
    }

    /// `range` clamped to the string; a range outside it is reported as Foundation raises it.
    func checked(_ range: NSRange, _ method: String) -> NSRange {
        let lo = range.location, hi = range.location &+ range.length
        if range.location == NSNotFound || lo < 0 || range.length < 0 || hi > length || hi < lo {
            LayoutDiagnostics.report(.warning, "-[\(type(of: self)) \(method)]: Range \(Self.format(range)) out of bounds; "
                + "string length \(length). Foundation raises NSRangeException; Plumb clamps the range to the string.")
            let clampedLo = min(max(0, range.location == NSNotFound ? length : lo), length)
            let clampedHi = min(max(clampedLo, hi < lo ? clampedLo : hi), length)
            return NSRange(location: clampedLo, length: clampedHi - clampedLo)
        }
        return range
    }

    static func outOfBounds(_ method: String, location: Int) {
        LayoutDiagnostics.report(.warning, "-[NSAttributedString \(method)]: Index \(location) out of bounds. "
            + "Foundation raises NSRangeException; Plumb returns no attributes.")
    }

    static func format(_ r: NSRange) -> String { "{\(r.location), \(r.length)}" }

    /// Whether two attribute values are equal (NSObject `isEqual`, else `Hashable` equality).
    static func valuesEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x?, y?):
            if let x = x as? NSObject, let y = y as? NSObject { return x.isEqual(y) }
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            return false
        }
    }

    static func attributesEqual(_ a: [Key: Any], _ b: [Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], valuesEqual(value, other) else { return false }
        }
        return true
    }
}
