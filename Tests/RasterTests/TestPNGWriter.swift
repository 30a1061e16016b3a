/// A tiny, independent PNG writer for tests: any colour type and bit depth, optional Adam7
/// interlacing, zlib "stored" blocks (no compression), so test files of every kind can be made
/// without libpng.
struct TestPNG {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int  // 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA
    var interlaced = false
    var palette: [(UInt8, UInt8, UInt8)] = []
    var trns: [UInt8] = []  // raw tRNS chunk body
    var extraChunks: [(String, [UInt8])] = []
    /// samples(x, y) → channel samples (each 0 ..< 2^bitDepth)
    var samples: (Int, Int) -> [Int]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    func row(_ xs: [Int], _ y: Int) -> [UInt8] {
        var out: [UInt8] = [0]  // filter: none
        if bitDepth >= 8 {
            for x in xs {
                for s in samples(x, y) {
                    if bitDepth == 16 { out += [UInt8(s >> 8), UInt8(s & 0xFF)] } else { out.append(UInt8(s)) }
                }
            }
        } else {
            var acc = 0, bits = 0
            for x in xs {
                for s in samples(x, y) {
                    acc = (acc << bitDepth) | s
                    bits += bitDepth
                    if bits == 8 { out.append(UInt8(acc)); acc = 0; bits = 0 }
                }
            }
            if bits > 0 { out.append(UInt8(acc << (8 - bits))) }
        }
        return out
    }

    func rawData() -> [UInt8] {
        if !interlaced {
            return (0..<height).flatMap { y in row(Array(0..<width), y) }
        }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            if xs.isEmpty { continue }
            for y in stride(from: y0, to: height, by: dy) { out += row(xs, y) }
        }
        return out
    }

    func bytes() -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr = be32(width) + be32(height)
        ihdr += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        png += chunk("IHDR", ihdr)
        if !palette.isEmpty { png += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if !trns.isEmpty { png += chunk("tRNS", trns) }
        for (t, d) in extraChunks { png += chunk(t, d) }
        png += chunk("IDAT", zlibStored(rawData()))
        png += chunk("IEND", [])
        return png
    }
}

func be32(_ v: Int) -> [UInt8] {
    [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
}

func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in data {
        c ^= UInt32(b)
        for _ in 0..<8 { c = (c & 1) != 0 ? (0xEDB8_8320 ^ (c >> 1)) : (c >> 1) }
    }
    return c ^ 0xFFFF_FFFF
}

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let t = Array(type.utf8)
    return be32(data.count) + t + data + be32(Int(crc32(t + data)))
}

func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
        let n = min(65535, data.count - i)
        let last: UInt8 = i + n == data.count ? 1 : 0
        out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
        out += data[i..<(i + n)]
        i += n
    } while i < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for x in data {
        a = (a + UInt32(x)) % 65521
        b = (b + a) % 65521
    }
    return out + be32(Int((b << 16) | a))
}

/// The chunk types of a PNG file, in order.
func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= png.count {
        let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
        i += 12 + n
    }
    return types
}
