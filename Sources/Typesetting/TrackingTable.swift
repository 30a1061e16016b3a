/// A font's AAT tracking table (`trak`), horizontal data, normal track: how much space Core Text
/// adds to every glyph at a point size.
///
/// Apple's TrueType Reference Manual, "The 'trak' table"
/// (developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html): the table holds,
/// for each track (0 is the normal track, what text gets when no tracking is asked for), one value
/// in font units per size of its size table; "If the point size and track number required are
/// not found in the tracking table, interpolation or extrapolation is performed to determine the
/// adjustment to the advance width". The adjustment is added to the advance of every glyph.
///
/// Plumb interpolates linearly between the two sizes around the point size, extrapolates
/// linearly from the first two or last two sizes outside the table, and rounds the result to a
/// whole font unit, as HarfBuzz's AAT implementation does (`hb-aat-layout-trak-table.hh`, which
/// follows Core Text). Whether Core Text rounds to a whole unit is an **estimate** (at 17 pt and
/// 2048 units per em, half a unit is 0.004 pt per glyph).
///
/// ```swift
/// let table = TrackingTable(bytes: trak)!   // sizes [12, 24], values [40, -20]
/// table.tracking(atSize: 18)                  // 10 (halfway)
/// ```
struct TrackingTable: Hashable, Sendable {
    /// The sizes, in points, increasing.
    let sizes: [Double]
    /// The normal track's value at each size, in font units.
    let values: [Int16]

    /// Parses a `trak` table; `nil` when it is malformed or has no horizontal normal track.
    init?(bytes: [UInt8]) {
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func i32(_ at: Int) -> Int32? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int32(
                bitPattern: UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
                    | UInt32(bytes[at + 3]))
        }
        // Header: version (Fixed), format, horizOffset, vertOffset, reserved.
        guard let version = i32(0), version == 0x0001_0000, let horizontal = u16(6), horizontal != 0,
            let nTracks = u16(horizontal), let nSizes = u16(horizontal + 2), nSizes > 0,
            let sizeTable = i32(horizontal + 4)
        else { return nil }
        var sizes: [Double] = []
        for i in 0..<nSizes {
            guard let fixed = i32(Int(sizeTable) + 4 * i) else { return nil }
            let size = Double(fixed) / 65536
            // The sizes must increase; a table that does not is not used.
            if let last = sizes.last, size <= last { return nil }
            sizes.append(size)
        }
        for t in 0..<nTracks {
            let entry = horizontal + 8 + 8 * t
            guard let track = i32(entry), let offset = u16(entry + 6) else { return nil }
            guard track == 0 else { continue }
            var values: [Int16] = []
            for i in 0..<nSizes {
                guard let v = u16(offset + 2 * i) else { return nil }
                values.append(Int16(truncatingIfNeeded: v))
            }
            self.sizes = sizes
            self.values = values
            return
        }
        return nil
    }

    /// The normal track's adjustment at `size` points, in font units, before rounding.
    func exactTracking(atSize size: Double) -> Double {
        guard sizes.count > 1 else { return Double(values[0]) }
        // The pair of entries around the size; the first or last pair outside the table.
        var upper = 1
        while upper < sizes.count - 1, sizes[upper] < size { upper += 1 }
        let s0 = sizes[upper - 1], s1 = sizes[upper]
        let v0 = Double(values[upper - 1]), v1 = Double(values[upper])
        let t = (size - s0) / (s1 - s0)
        return v0 + t * (v1 - v0)
    }

    /// The normal track's adjustment at `size` points, in whole font units (half away from zero).
    func tracking(atSize size: Double) -> Int32 {
        let exact = exactTracking(atSize: size)
        guard exact.isFinite else { return 0 }
        return Int32(max(-32768, min(32767, exact.rounded(.toNearestOrAwayFromZero))))
    }
}
