import Testing
#if canImport(Glibc)
    import Glibc
#endif
@testable import Raster

func tempDir(_ name: String) -> String {
    let dir = "/tmp/plumb-raster-tests-\(getpid())/\(name)"
    _ = "/tmp/plumb-raster-tests-\(getpid())".withCString { mkdir($0, 0o755) }
    _ = dir.withCString { mkdir($0, 0o755) }
    return dir
}

func listDir(_ dir: String) -> [String] {
    guard let d = opendir(dir) else { return [] }
    defer { closedir(d) }
    var names: [String] = []
    while let e = readdir(d) {
        let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

@Suite struct PNGRoundTripTests {
    func sample() throws -> Bitmap {
        let c = try Canvas(width: 7, height: 5)
        c.fill(Rect(x: 0.25, y: 0.5, width: 5, height: 3), color: Color(red: 10, green: 200, blue: 30, alpha: 170))
        c.fill(
            Rect(x: 2, y: 1, width: 3.5, height: 3.5), cornerRadii: CornerRadii(all: 1.5),
            color: Color(red: 250, green: 20, blue: 90, alpha: 99))
        return c.bitmap
    }

    @Test func premultipliedBitmapSurvivesEncodeAndDecodeExactly() throws {
        let b = try sample()
        let png = try PNGEncoder().encode(b)
        let decoded = try PNGDecoder().decode(png)
        #expect(decoded.image == b.straightImage())
        #expect(try Bitmap(decoded.image).pixels == b.pixels)
        #expect(decoded.bitDepth == 8 && decoded.colorType == 6 && !decoded.interlaced)
    }

    @Test func metadataIsWrittenAsTextChunksAndReadBack() throws {
        let meta = ["plumb.renderer": "0.1.0", "plumb.fonts": "sha256:abc123", "plumb.scale": "3"]
        let png = try PNGEncoder().encode(try sample(), metadata: meta)
        #expect(try PNGDecoder().decode(png).metadata == meta)
        #expect(chunkTypes(png) == ["IHDR", "tEXt", "tEXt", "tEXt", "IDAT", "IEND"])
    }

    @Test func encodingIsByteForByteDeterministicWithNoTimeOrGammaChunks() throws {
        let a = try PNGEncoder().encode(try sample(), metadata: ["k": "v"])
        let b = try PNGEncoder().encode(try sample(), metadata: ["k": "v"])
        #expect(a == b)
        let types = Set(chunkTypes(a))
        #expect(types.isDisjoint(with: ["tIME", "gAMA", "sRGB", "iCCP", "cHRM", "pHYs"]))
    }

    @Test func invalidMetadataKeyIsATypedError() {
        #expect(
            throws: RasterError.encodingFailed(reason: "invalid tEXt keyword \"\" (1-79 printable ASCII characters)")
        ) {
            try PNGEncoder().encode(try sample(), metadata: ["": "x"])
        }
        #expect(throws: RasterError.encodingFailed(reason: "tEXt value for \"k\" must be printable ASCII")) {
            try PNGEncoder().encode(try sample(), metadata: ["k": "é"])
        }
    }

    @Test func everyCompressionSettingDecodesToTheSamePixels() throws {
        let img = try sample().straightImage()
        for level in [0, 1, 6, 9] {
            for f: PNGFilters in [.none, .sub, .up, .paeth, .all] {
                #expect(
                    try PNGDecoder().decode(PNGEncoder(compressionLevel: level, filters: f).encode(img)).image == img)
            }
        }
    }
}

@Suite struct PNGDecodeKindsTests {
    @Test func grey1BitExpandsToBlackAndWhite() throws {
        let png = TestPNG(width: 3, height: 1, bitDepth: 1, colorType: 0) { x, _ in [x % 2] }
        let d = try PNGDecoder().decode(png.bytes())
        #expect(d.image.pixels == [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])
        #expect(d.bitDepth == 1 && d.colorType == 0)
    }

    @Test func grey4BitScalesToEightBits() throws {
        let png = TestPNG(width: 2, height: 1, bitDepth: 4, colorType: 0) { x, _ in [x == 0 ? 5 : 15] }
        // 5 · 17 = 85
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [85, 85, 85, 255, 255, 255, 255, 255])
    }

    @Test func sixteenBitRGBAIsScaledWithRounding() throws {
        let png = TestPNG(width: 1, height: 1, bitDepth: 16, colorType: 6) { _, _ in [0x1280, 0xFFFF, 0x0080, 0x8000] }
        // round(v · 255 / 65535): 0x1280 → 18.44 → 18, 0x0080 → 0.498 → 0, 0x8000 → 127.5 → 128
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [18, 255, 0, 128])
    }

    @Test func sixteenBitGreyAlpha() throws {
        let png = TestPNG(width: 1, height: 1, bitDepth: 16, colorType: 4) { _, _ in [0xFFFF, 0x0000] }
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [255, 255, 255, 0])
    }

    @Test func greyAlpha8Bit() throws {
        let png = TestPNG(width: 1, height: 1, bitDepth: 8, colorType: 4) { _, _ in [77, 200] }
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [77, 77, 77, 200])
    }

    @Test func rgbGetsOpaqueAlpha() throws {
        let png = TestPNG(width: 2, height: 1, bitDepth: 8, colorType: 2) { x, _ in [x, 100, 200] }
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [0, 100, 200, 255, 1, 100, 200, 255])
    }

    @Test func greyWithTRNSKeyBecomesTransparent() throws {
        var png = TestPNG(width: 2, height: 1, bitDepth: 8, colorType: 0) { x, _ in [x == 0 ? 7 : 9] }
        png.trns = [0, 7]
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [7, 7, 7, 0, 9, 9, 9, 255])
    }

    @Test func paletteWithTRNSDecodesToRGBA() throws {
        var png = TestPNG(width: 3, height: 1, bitDepth: 2, colorType: 3) { x, _ in [x] }
        png.palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        png.trns = [128, 0]  // entry 0 half, entry 1 clear, entry 2 opaque (missing → 255)
        #expect(try PNGDecoder().decode(png.bytes()).image.pixels == [255, 0, 0, 128, 0, 255, 0, 0, 0, 0, 255, 255])
    }

    @Test func interlacedRGBADecodesToTheSamePixelsAsNonInterlaced() throws {
        let f: (Int, Int) -> [Int] = { x, y in [x * 20, y * 25, (x * y) % 256, 255 - x] }
        let plain = TestPNG(width: 11, height: 9, bitDepth: 8, colorType: 6, samples: f)
        var inter = plain
        inter.interlaced = true
        let a = try PNGDecoder().decode(plain.bytes()), b = try PNGDecoder().decode(inter.bytes())
        #expect(b.interlaced && !a.interlaced)
        #expect(a.image == b.image)
        #expect(b.image[x: 10, y: 8] == Color(red: 200, green: 200, blue: 80, alpha: 245))
    }

    @Test func compressedAndInternationalTextChunksAreReadToo() throws {
        var png = TestPNG(width: 1, height: 1, bitDepth: 8, colorType: 0) { _, _ in [0] }
        png.extraChunks = [("tEXt", Array("Author\u{0}Plumb".utf8))]
        #expect(try PNGDecoder().decode(png.bytes()).metadata == ["Author": "Plumb"])
    }
}

@Suite struct PNGBadInputTests {
    let good = TestPNG(width: 4, height: 4, bitDepth: 8, colorType: 6) { x, y in [x, y, 0, 255] }.bytes()

    @Test func truncatedFileIsATypedErrorNamingTheFile() {
        #expect(throws: RasterError.invalidPNG(path: "t.png", reason: "unexpected end of file (truncated)")) {
            try PNGDecoder().decode(Array(good.prefix(good.count - 20)), path: "t.png")
        }
    }

    @Test func everyTruncationLengthFailsCleanly() {
        for n in 0..<(good.count - 12) {
            #expect(throws: RasterError.self) { try PNGDecoder().decode(Array(good.prefix(n))) }
        }
    }

    @Test func corruptedCRCIsReported() {
        var bad = good
        bad[20] ^= 0xFF  // inside IHDR's data
        #expect(throws: RasterError.invalidPNG(path: "<memory>", reason: "IHDR: CRC error")) {
            try PNGDecoder().decode(bad)
        }
    }

    @Test func randomByteFlipsNeverCrash() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var bad = good
            for _ in 0..<3 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let i = 8 + Int(state >> 33) % (bad.count - 8)
                bad[i] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
            }
            _ = try? PNGDecoder().decode(bad)
        }
        #expect(try PNGDecoder().decode(good).image.width == 4)
    }

    @Test func nonPNGBytesAreRefused() {
        #expect(throws: RasterError.invalidPNG(path: "x.jpg", reason: "not a PNG file (bad signature)")) {
            try PNGDecoder().decode(Array("GIF89a not a png at all".utf8), path: "x.jpg")
        }
        #expect(throws: RasterError.invalidPNG(path: "<memory>", reason: "not a PNG file (bad signature)")) {
            try PNGDecoder().decode([])
        }
    }

    @Test func decompressionBombDimensionsAreRefusedBeforeAllocation() {
        // A 100-byte file claiming 30000 × 30000 pixels (3.6 GB of RGBA).
        let bytes = ihdrOnly(width: 30000, height: 30000) + chunk("IDAT", zlibStored([0, 0])) + chunk("IEND", [])
        #expect(
            throws: RasterError.imageTooLarge(
                path: "<memory>", width: 30000, height: 30000, limit: Bitmap.maxPixelCount)
        ) {
            try PNGDecoder().decode(bytes)
        }
    }

    @Test func widthAboveTheUserLimitIsRefusedByLibpng() {
        let bytes = ihdrOnly(width: 40000, height: 1) + chunk("IEND", [])
        #expect(
            throws: RasterError.invalidPNG(
                path: "<memory>", reason: "Invalid IHDR data (Image width exceeds user limit in IHDR)")
        ) {
            try PNGDecoder().decode(bytes)
        }
    }

    @Test func smallerLimitsAreHonoured() {
        let d = PNGDecoder(maxPixelCount: 15)
        #expect(throws: RasterError.imageTooLarge(path: "<memory>", width: 4, height: 4, limit: 15)) {
            try d.decode(good)
        }
    }

    @Test func compressedTextBombIsNotInflatedBeyondTheChunkLimit() throws {
        // zTXt whose 6 KB of deflate data inflates to 1 MB of "A".
        var png = TestPNG(width: 1, height: 1, bitDepth: 8, colorType: 0) { _, _ in [0] }
        png.extraChunks = [("zTXt", Array("Bomb".utf8) + [0, 0] + deflateRepeated(65, count: 1 << 20))]
        let limited = try PNGDecoder(maxChunkBytes: 65536).decode(png.bytes())
        #expect(limited.metadata["Bomb"] == nil)
        #expect(limited.image.pixels == [0, 0, 0, 255])
        // The same file with a generous limit does inflate it: the test data really is a bomb.
        let generous = try PNGDecoder(maxChunkBytes: 4 << 20).decode(png.bytes())
        #expect(generous.metadata["Bomb"]?.utf8.count == 1 << 20)
    }
}

/// The PNG signature and an IHDR chunk for a 1-bit grey image of the given size.
func ihdrOnly(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [1, 0, 0, 0, 0])
}

/// A zlib stream (fixed Huffman codes) for `count` copies of `byte`: one literal, then
/// length-258 matches at distance 1. Written by hand so the test needs no zlib.
func deflateRepeated(_ byte: UInt8, count: Int) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var acc: UInt32 = 0, bits = 0
    func put(_ v: UInt32, _ n: Int) {  // LSB-first
        acc |= v << UInt32(bits)
        bits += n
        while bits >= 8 { out.append(UInt8(acc & 0xFF)); acc >>= 8; bits -= 8 }
    }
    func huff(_ code: UInt32, _ n: Int) {  // Huffman codes go MSB-first
        var r: UInt32 = 0
        for i in 0..<n { r |= ((code >> UInt32(i)) & 1) << UInt32(n - 1 - i) }
        put(r, n)
    }
    put(1, 1)  // BFINAL
    put(1, 2)  // fixed Huffman
    huff(0x30 + UInt32(byte), 8)
    var left = count - 1
    while left >= 258 {
        huff(0b1100_0101, 8)  // length code 285 = 258
        huff(0, 5)  // distance code 0 = 1
        left -= 258
    }
    while left > 0 {
        huff(0x30 + UInt32(byte), 8)
        left -= 1
    }
    huff(0, 7)  // end of block
    if bits > 0 { out.append(UInt8(acc & 0xFF)) }
    var a: UInt32 = 1, b: UInt32 = 0
    for _ in 0..<count {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return out + be32(Int((b << 16) | a))
}

@Suite struct PNGFileTests {
    @Test func writeThenReadAFileAtomically() throws {
        let dir = tempDir("rw")
        let b = try Bitmap(width: 3, height: 2, scale: 2, fill: Color(red: 1, green: 2, blue: 3, alpha: 4))
        try PNGEncoder().write(b, to: dir + "/a.png", metadata: ["scale": "2"])
        let d = try PNGDecoder().decode(contentsOf: dir + "/a.png")
        #expect(try Bitmap(d.image).pixels == b.pixels)
        #expect(listDir(dir) == ["a.png"])
    }

    @Test func missingFileIsUnreadableWithTheReason() {
        #expect(throws: RasterError.unreadableFile(path: "/nonexistent/x.png", reason: "No such file or directory")) {
            try PNGDecoder().decode(contentsOf: "/nonexistent/x.png")
        }
    }

    @Test func directoryIsNotAPNG() {
        #expect(throws: RasterError.unreadableFile(path: "/tmp", reason: "is a directory")) {
            try PNGDecoder().decode(contentsOf: "/tmp")
        }
    }

    @Test func pathThroughAFileCannotBeReadOrWrittenEvenByRoot() throws {
        let dir = tempDir("notdir")
        try AtomicFile.write([1, 2, 3], to: dir + "/file")
        #expect(throws: RasterError.unreadableFile(path: dir + "/file/x.png", reason: "Not a directory")) {
            try PNGDecoder().decode(contentsOf: dir + "/file/x.png")
        }
        let b = try Bitmap(width: 1, height: 1)
        #expect(
            throws: RasterError.writeFailed(
                path: dir + "/file/x.png", reason: "cannot create a temporary file in \(dir)/file: Not a directory")
        ) {
            try PNGEncoder().write(b, to: dir + "/file/x.png")
        }
        #expect(listDir(dir) == ["file"])
    }

    @Test func diskFullWhileWritingLeavesNoPartialFileAndKeepsTheOldOne() throws {
        let dir = tempDir("full")
        try AtomicFile.write([9, 9, 9], to: dir + "/snap.png")
        var calls = 0
        // The first write succeeds partially, the second fails as a full disk does.
        let failing: AtomicFile.Writer = { fd, p, n in
            calls += 1
            if calls == 1 { return write(fd, p, min(n, 10)) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: RasterError.writeFailed(path: dir + "/snap.png", reason: "No space left on device")) {
            try AtomicFile.write([UInt8](repeating: 7, count: 100), to: dir + "/snap.png", writer: failing)
        }
        #expect(listDir(dir) == ["snap.png"])
        #expect(try AtomicFile.read(dir + "/snap.png", limit: 100) == [9, 9, 9])
    }

    @Test func realFullDeviceFailsTheWrite() throws {
        // /dev/full accepts open and fails every write with ENOSPC: the writer sees a real failure.
        let dir = tempDir("devfull")
        let full = open("/dev/full", O_WRONLY)
        #expect(full >= 0)
        defer { close(full) }
        let toDevFull: AtomicFile.Writer = { _, p, n in write(full, p, n) }
        #expect(throws: RasterError.writeFailed(path: dir + "/x.png", reason: "No space left on device")) {
            try AtomicFile.write([1, 2, 3], to: dir + "/x.png", writer: toDevFull)
        }
        #expect(listDir(dir).isEmpty)
    }

    @Test func replacingAFilePutsANewFileInItsPlaceAndRemovesTheOld() throws {
        // The old file is exchanged for the new one and removed, not written over: a hard link
        // to it keeps the old bytes, the path has the new ones, no temporary file stays.
        let dir = tempDir("replace")
        try AtomicFile.write([1, 2, 3], to: dir + "/snap.png")
        #expect(link(dir + "/snap.png", dir + "/old-link") == 0)
        try AtomicFile.write([4, 5, 6, 7], to: dir + "/snap.png")
        #expect(try AtomicFile.read(dir + "/snap.png", limit: 100) == [4, 5, 6, 7])
        #expect(try AtomicFile.read(dir + "/old-link", limit: 100) == [1, 2, 3])
        #expect(listDir(dir) == ["old-link", "snap.png"])
        var st = stat()
        #expect(stat(dir + "/old-link", &st) == 0 && st.st_nlink == 1)
    }

    @Test func movingOverADirectoryIsRefusedAndLeavesBothInPlace() throws {
        let dir = tempDir("moveoverdir")
        _ = (dir + "/taken").withCString { mkdir($0, 0o755) }
        try AtomicFile.write([1], to: dir + "/new")
        #expect(AtomicFile.moveOver(dir + "/new", dir + "/taken", exchanging: true) == EISDIR)
        #expect(AtomicFile.moveOver(dir + "/new", dir + "/taken", exchanging: false) == EISDIR)
        #expect(listDir(dir) == ["new", "taken"])
        #expect(try AtomicFile.read(dir + "/new", limit: 10) == [1])
    }

    @Test func renameOntoADirectoryFailsAndCleansUp() throws {
        let dir = tempDir("renamedir")
        _ = (dir + "/taken").withCString { mkdir($0, 0o755) }
        #expect(throws: RasterError.self) { try AtomicFile.write([1], to: dir + "/taken") }
        #expect(listDir(dir) == ["taken"])
    }

    @Test func nonPNGFileOnDiskNamesTheFile() throws {
        let dir = tempDir("nonpng")
        try AtomicFile.write(Array("hello".utf8), to: dir + "/note.png")
        #expect(throws: RasterError.invalidPNG(path: dir + "/note.png", reason: "not a PNG file (bad signature)")) {
            try PNGDecoder().decode(contentsOf: dir + "/note.png")
        }
    }
}

/// Chunk lengths are checked before libpng allocates a chunk: a 152-byte file whose tEXt claimed
/// 0x7FFFFFFF bytes made it allocate 2.1 GB (peak RSS 2,121,500 KB for `plumb diff` before).
@Suite struct PNGChunkLengthTests {
    /// A 1×1 RGBA PNG with a chunk of `type` whose length field says `length` inserted after IHDR,
    /// followed by `body` bytes (the rest of the file).
    static func file(inserting type: String, length: UInt32, body: [UInt8] = Array("key\u{0}value".utf8)) -> [UInt8] {
        let png = TestPNG(width: 1, height: 1, bitDepth: 8, colorType: 6) { _, _ in [0, 0, 0, 255] }.bytes()
        let afterIHDR = 8 + 25
        let header: [UInt8] =
            [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
            + Array(type.utf8)
        return Array(png[..<afterIHDR]) + header + body + Array(png[afterIHDR...])
    }

    @Test(arguments: ["tEXt", "zTXt", "iTXt", "sPLT", "PLTE", "eXIf", "abCd"])
    func aChunkClaiming2GBIsRefusedByName(_ type: String) {
        let bytes = Self.file(inserting: type, length: 0x7FFF_FFFF)
        #expect(
            throws: RasterError.invalidPNG(
                path: "x.png",
                reason:
                    "chunk \(type) at byte 33 says 2147483647 bytes, above the limit of 8388608 for one chunk")
        ) {
            try PNGDecoder().decode(bytes, path: "x.png")
        }
    }

    @Test func lengthsAboveThePNGMaximumAndPastTheEndAreRefused() {
        #expect(
            throws: RasterError.invalidPNG(
                path: "<memory>",
                reason:
                    "chunk IDAT at byte 33 says 4294967295 bytes, above the PNG maximum of 2147483647")
        ) {
            try PNGDecoder().decode(Self.file(inserting: "IDAT", length: 0xFFFF_FFFF))
        }
        let bytes = Self.file(inserting: "tEXt", length: 4096)
        #expect(
            throws: RasterError.invalidPNG(
                path: "<memory>",
                reason:
                    "chunk tEXt at byte 33 says 4096 bytes but the file has \(bytes.count - 45) after its header (truncated)"
            )
        ) {
            try PNGDecoder().decode(bytes)
        }
        #expect(
            throws: RasterError.invalidPNG(
                path: "<memory>",
                reason:
                    "chunk 0x007F0A41 at byte 33 says 9000000 bytes, above the limit of 1048576 for one chunk")
        ) {
            try PNGDecoder(maxChunkBytes: 1 << 20).decode(Self.file(inserting: "\u{0}\u{7F}\nA", length: 9_000_000))
        }
    }
}

/// `decode(contentsOf:)` checks the signature and the header before it reads the rest, then reads
/// chunk by chunk up to IEND (before: a 1 GiB file that is not a PNG was read whole, 1.07 GB).
@Suite struct PNGHeaderFirstTests {
    /// A sparse file of `size` bytes starting with `head` (no disk blocks for the rest).
    func sparse(_ path: String, head: [UInt8], size: Int) throws {
        try AtomicFile.write(head, to: path)
        #expect(truncate(path, off_t(size)) == 0)
    }

    /// The bytes this process has read from files so far (`rchar` in /proc/self/io).
    func bytesRead() -> Int {
        guard let f = fopen("/proc/self/io", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, f) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("rchar:") { return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0 }
        }
        return 0
    }

    @Test func aHugeFileThatIsNotAPNGIsRefusedAfterItsFirstBytes() throws {
        let path = tempDir("header-first") + "/huge.png"
        try sparse(path, head: Array("GIF89a..".utf8), size: 1 << 30)
        defer { unlink(path) }
        let before = bytesRead()
        #expect(throws: RasterError.invalidPNG(path: path, reason: "not a PNG file (bad signature)")) {
            try PNGDecoder().decode(contentsOf: path)
        }
        // Other tests read files meanwhile, but nothing near the file's 1 GiB.
        #expect(bytesRead() - before < 256 << 20)
    }

    @Test func aHeaderAboveThePixelLimitIsRefusedBeforeTheImageDataIsRead() throws {
        let path = tempDir("header-first") + "/wide.png"
        let data = be32(30_000) + be32(30_000) + [8, 6, 0, 0, 0]
        let ihdr = be32(13) + Array("IHDR".utf8) + data + be32(Int(crc32(Array("IHDR".utf8) + data)))
        try sparse(path, head: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr, size: 1 << 30)
        defer { unlink(path) }
        let before = bytesRead()
        #expect(throws: RasterError.imageTooLarge(path: path, width: 30_000, height: 30_000, limit: 1 << 26)) {
            try PNGDecoder().decode(contentsOf: path)
        }
        #expect(bytesRead() - before < 256 << 20)
    }

    @Test func imageDataLongerThanThePixelsCanTakeIsRefusedBeforeItIsRead() throws {
        let path = tempDir("header-first") + "/long-idat.png"
        let data = be32(2) + be32(2) + [8, 6, 0, 0, 0]
        let ihdr = be32(13) + Array("IHDR".utf8) + data + be32(Int(crc32(Array("IHDR".utf8) + data)))
        let idat = be32(0x4000_0000) + Array("IDAT".utf8)
        try sparse(path, head: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr + idat, size: 1 << 30)
        defer { unlink(path) }
        let before = bytesRead()
        #expect(
            throws: RasterError.invalidPNG(
                path: path,
                reason: "IDAT chunks say more than 1048644 bytes, more than 2x2 pixels take (at byte 33)")
        ) {
            try PNGDecoder().decode(contentsOf: path)
        }
        #expect(bytesRead() - before < 256 << 20)
    }

    @Test func nothingAfterIENDIsRead() throws {
        let path = tempDir("header-first") + "/trailing.png"
        let png = try PNGEncoder().encode(try Canvas(width: 3, height: 2).bitmap)
        try sparse(path, head: png, size: png.count + (64 << 20))
        #expect(try PNGDecoder().readChunks(path) == png)
        #expect(try PNGDecoder().decode(contentsOf: path).image.width == 3)
        unlink(path)
    }

    @Test func aChunkLongerThanTheFileIsReadAsFarAsTheFileGoes() throws {
        let path = tempDir("header-first") + "/short.png"
        let png = try PNGEncoder().encode(try Canvas(width: 3, height: 2).bitmap)
        let cut = Array(png.prefix(png.count - 20))  // inside the IDAT or its CRC
        try AtomicFile.write(cut, to: path)
        #expect(try PNGDecoder().readChunks(path) == cut)
        #expect(throws: RasterError.self) { try PNGDecoder().decode(contentsOf: path) }
        unlink(path)
    }
}

/// The bytes the encoder writes for given pixels are part of the reference format: when they
/// change, every reference recorded before is rewritten on the next record run (git churn), so a
/// change here needs a note in the CHANGELOG, then the new digest.
@Suite struct PNGEncoderBytesTests {
    @Test func theSealedEncodingOfKnownPixelsHasAPinnedDigest() throws {
        var pixels: [UInt8] = []
        for i in 0..<6 { pixels += [UInt8(i * 40), 128, UInt8(255 - i * 40), 255] }
        let image = RGBAImage(uncheckedWidth: 3, height: 2, pixels: pixels)
        let a = try PNGEncoder().encodeSealed(image, metadata: ["k": "v"])
        #expect(a == (try PNGEncoder().encodeSealed(image, metadata: ["k": "v"])))
        #expect(a.count == 223)
        let hex = SHA256.digest(a).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(hex == "0b870bf6f6e6d29ea744645a02f18d4674cb2b761a5f4426a0d06ec67bcca8bc")
    }
}
