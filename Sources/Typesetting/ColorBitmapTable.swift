import Raster

/// A colour bitmap font's `CBLC`/`CBDT` tables (OpenType's colour bitmap data, used by Noto Color
/// Emoji), read by Plumb itself so that emoji pixels do not depend on how the system's FreeType
/// was built (with or without PNG support) or which version it is.
///
/// Holds the first strike (bitmap size) of the font; ``glyphImage(_:)`` finds a glyph's image in
/// the index subtables and returns its metrics and PNG bytes, which Raster's libpng codec decodes.
/// Supports index subtable formats 1–5 and image formats 17, 18 and 19 (all of the PNG formats;
/// the spec: https://learn.microsoft.com/typography/opentype/spec/cblc and …/cbdt).
struct ColorBitmapTable: Sendable {
    /// One glyph's image in the strike: bearings and size in strike pixels, and the PNG.
    struct GlyphImage: Equatable {
        var bearingX: Int
        var bearingY: Int
        var width: Int
        var height: Int
        var png: ArraySlice<UInt8>
    }

    /// The strike's pixels per em (vertical).
    let ppem: Int
    private let cblc: ArraySlice<UInt8>
    private let cbdt: ArraySlice<UInt8>
    /// The strike's index subtables: glyph range and the subtable's offset in `cblc`.
    private let subtables: [(first: Int, last: Int, offset: Int)]

    /// Reads the tables from a font file's bytes; `nil` when the font has no usable CBLC/CBDT.
    init?(font data: [UInt8]) {
        guard let cblc = Self.table("CBLC", in: data), let cbdt = Self.table("CBDT", in: data),
            let numSizes = cblc.u32(4), numSizes > 0, let arrayOffset = cblc.u32(8),
            let count = cblc.u32(16), let ppemY = cblc.u8(8 + 45)
        else { return nil }
        var subtables: [(Int, Int, Int)] = []
        for i in 0..<min(Int(count), 65_536) {
            let entry = Int(arrayOffset) + i * 8
            guard let first = cblc.u16(entry), let last = cblc.u16(entry + 2), let extra = cblc.u32(entry + 4),
                first <= last
            else { return nil }
            subtables.append((Int(first), Int(last), Int(arrayOffset) + Int(extra)))
        }
        self.cblc = cblc
        self.cbdt = cbdt
        self.subtables = subtables
        ppem = Int(ppemY)
    }

    /// The image of `glyph` in the strike, or `nil` when the strike has none (or the tables are
    /// malformed there).
    func glyphImage(_ glyph: Int) -> GlyphImage? {
        guard let sub = subtables.first(where: { $0.first <= glyph && glyph <= $0.last }),
            let indexFormat = cblc.u16(sub.offset), let imageFormat = cblc.u16(sub.offset + 2),
            let imageDataOffset = cblc.u32(sub.offset + 4)
        else { return nil }
        let body = sub.offset + 8
        let index = glyph - sub.first
        var start: Int, end: Int
        var bigMetrics: Int?  // offset in `cblc` of BigGlyphMetrics shared by the subtable
        switch indexFormat {
        case 1:
            guard let a = cblc.u32(body + index * 4), let b = cblc.u32(body + index * 4 + 4) else { return nil }
            (start, end) = (Int(a), Int(b))
        case 3:
            guard let a = cblc.u16(body + index * 2), let b = cblc.u16(body + index * 2 + 2) else { return nil }
            (start, end) = (Int(a), Int(b))
        case 2:
            guard let size = cblc.u32(body) else { return nil }
            (start, end) = (index * Int(size), (index + 1) * Int(size))
            bigMetrics = body + 4
        case 4:
            guard let n = cblc.u32(body) else { return nil }
            var found: (Int, Int)?
            for i in 0..<min(Int(n), 65_536) {
                guard let id = cblc.u16(body + 4 + i * 4), let a = cblc.u16(body + 4 + i * 4 + 2),
                    let b = cblc.u16(body + 4 + (i + 1) * 4 + 2)
                else { return nil }
                if Int(id) == glyph { found = (Int(a), Int(b)); break }
            }
            guard let found else { return nil }
            (start, end) = found
        case 5:
            guard let size = cblc.u32(body), let n = cblc.u32(body + 12) else { return nil }
            var position: Int?
            for i in 0..<min(Int(n), 65_536) where cblc.u16(body + 16 + i * 2).map(Int.init) == glyph {
                position = i; break
            }
            guard let position else { return nil }
            (start, end) = (position * Int(size), (position + 1) * Int(size))
            bigMetrics = body + 4
        default:
            return nil
        }
        let at = Int(imageDataOffset) + start, limit = Int(imageDataOffset) + end
        guard start <= end, limit <= cbdt.count else { return nil }
        let metrics: (height: Int, width: Int, bearingX: Int, bearingY: Int)
        let dataStart: Int
        switch imageFormat {
        case 17:  // SmallGlyphMetrics, data length, PNG
            guard let h = cbdt.u8(at), let w = cbdt.u8(at + 1), let bx = cbdt.i8(at + 2), let by = cbdt.i8(at + 3)
            else { return nil }
            metrics = (Int(h), Int(w), bx, by)
            dataStart = at + 5
        case 18:  // BigGlyphMetrics, data length, PNG
            guard let h = cbdt.u8(at), let w = cbdt.u8(at + 1), let bx = cbdt.i8(at + 2), let by = cbdt.i8(at + 3)
            else { return nil }
            metrics = (Int(h), Int(w), bx, by)
            dataStart = at + 8
        case 19:  // data length, PNG; metrics in the index subtable
            guard let m = bigMetrics, let h = cblc.u8(m), let w = cblc.u8(m + 1), let bx = cblc.i8(m + 2),
                let by = cblc.i8(m + 3)
            else { return nil }
            metrics = (Int(h), Int(w), bx, by)
            dataStart = at
        default:
            return nil
        }
        guard let length = cbdt.u32(dataStart), dataStart + 4 + Int(length) <= limit else { return nil }
        let png = cbdt[cbdt.startIndex + dataStart + 4..<cbdt.startIndex + dataStart + 4 + Int(length)]
        return GlyphImage(
            bearingX: metrics.bearingX, bearingY: metrics.bearingY, width: metrics.width,
            height: metrics.height, png: png)
    }

    /// A table's bytes from an sfnt file's table directory.
    static func table(_ tag: String, in data: [UInt8]) -> ArraySlice<UInt8>? {
        let bytes = data[...]
        guard let numTables = bytes.u16(4) else { return nil }
        let tagBytes = Array(tag.utf8)
        for i in 0..<Int(numTables) {
            let record = 12 + i * 16
            guard record + 16 <= data.count else { return nil }
            if Array(data[record..<record + 4]) == tagBytes,
                let offset = bytes.u32(record + 8), let length = bytes.u32(record + 12),
                Int(offset) + Int(length) <= data.count
            {
                return data[Int(offset)..<Int(offset) + Int(length)]
            }
        }
        return nil
    }
}

/// Premultiplies straight RGBA8 the way FreeType's PNG loader does for colour glyphs
/// (`t = a × c + 128; (t + (t >> 8)) >> 8`: a × c / 255 rounded to nearest).
func premultipliedAsFreeTypeDoes(_ image: RGBAImage) -> [UInt8] {
    var out = image.pixels
    var i = 0
    while i < out.count {
        let a = UInt32(out[i + 3])
        for c in 0..<3 {
            let t = a * UInt32(out[i + c]) + 128
            out[i + c] = UInt8((t + (t >> 8)) >> 8)
        }
        i += 4
    }
    return out
}

private extension ArraySlice where Element == UInt8 {
    func u8(_ o: Int) -> UInt8? {
        guard o >= 0, o < count else { return nil }
        return self[startIndex + o]
    }
    func i8(_ o: Int) -> Int? { u8(o).map { Int(Int8(bitPattern: $0)) } }
    func u16(_ o: Int) -> UInt16? {
        guard o >= 0, o + 2 <= count else { return nil }
        return UInt16(self[startIndex + o]) << 8 | UInt16(self[startIndex + o + 1])
    }
    func u32(_ o: Int) -> UInt32? {
        guard o >= 0, o + 4 <= count else { return nil }
        var v: UInt32 = 0
        for k in 0..<4 { v = v << 8 | UInt32(self[startIndex + o + k]) }
        return v
    }
}
