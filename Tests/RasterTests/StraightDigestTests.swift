import Testing
@testable import Raster

/// `Bitmap.straightImageWithDigest()`: the straight pixels and their digest in one pass, the
/// digest remembered by the image until its pixels change.
@Suite struct StraightDigestTests {
    /// A premultiplied bitmap whose pixels run through every alpha class: runs of four opaque
    /// pixels (the fast path), single opaque pixels between translucent ones, alpha 0, and
    /// every alpha value 1...254 with colour channels at or below it.
    static func mixedBitmap(width: Int, height: Int) throws -> Bitmap {
        var px: [UInt8] = []
        px.reserveCapacity(width * height * 4)
        for i in 0..<(width * height) {
            let a: UInt8 =
                switch i % 11 {
                case 0, 1, 2, 3, 7: 255
                case 5: 0
                default: UInt8(truncatingIfNeeded: i % 254 + 1)
                }
            px += [UInt8(i * 7 % (Int(a) + 1)), UInt8(i * 13 % (Int(a) + 1)), a / 2, a]
        }
        return try Bitmap(width: width, height: height, premultipliedPixels: px)
    }

    /// The digest of an image computed afresh (a new image of the same size and bytes remembers nothing).
    static func freshDigest(_ image: RGBAImage) throws -> Digest128 {
        let copy = try RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
        #expect(copy.knownDigest == nil)
        return copy.digest
    }

    // 129×67 pixels: 34,572 bytes, so three 16 KB slices, the last one partial and not a
    // multiple of 16 bytes; 3×1 is smaller than one 16-byte block.
    @Test(arguments: [(129, 67), (3, 1), (4, 4), (64, 64)])
    func sameImageAndDigestAsTheTwoPassPath(size: (Int, Int)) throws {
        let bitmap = try Self.mixedBitmap(width: size.0, height: size.1)
        let image = bitmap.straightImageWithDigest()
        #expect(image.pixels == bitmap.straightImage().pixels)
        #expect(image.width == size.0 && image.height == size.1)
        #expect(image.knownDigest != nil)
        #expect(image.digest == (try Self.freshDigest(image)))
        var h = Digest128.Hasher()
        h.combine(UInt64(size.0))
        h.combine(UInt64(size.1))
        h.combine(bitmap.straightImage().pixels)
        #expect(image.digest == h.finalize())
    }

    @Test func everyPremultipliedValueComesOutAsStraightImageSaysOnBothPaths() throws {
        // Every (colour, alpha) pair with colour <= alpha, in blocks of four pixels.
        var px: [UInt8] = []
        for a in 0...255 {
            for c in 0...a { px += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)] }
        }
        while px.count % (4 * 257) != 0 { px += [0, 0, 0, 0] }
        let bitmap = try Bitmap(width: 257, height: px.count / (4 * 257), premultipliedPixels: px)
        let image = bitmap.straightImageWithDigest()
        #expect(image.pixels == bitmap.straightImage().pixels)
        #expect(image.digest == (try Self.freshDigest(image)))
    }

    @Test func aSharedBitmapKeepsItsPremultipliedPixels() throws {
        let bitmap = try Self.mixedBitmap(width: 16, height: 9)
        let before = bitmap.pixels
        let shared = bitmap
        let image = shared.straightImageWithDigest()
        #expect(bitmap.pixels == before)
        #expect(image.pixels != before)  // the translucent pixels were converted in the copy
    }

    @Test func changingAPixelForgetsTheRememberedDigest() throws {
        var image = try Self.mixedBitmap(width: 8, height: 8).straightImageWithDigest()
        let old = image.digest
        image[x: 3, y: 5] = Color(red: 1, green: 2, blue: 3, alpha: 4)
        #expect(image.knownDigest == nil)
        #expect(image.digest != old)
        #expect(image.digest == (try Self.freshDigest(image)))
    }

    @Test func changingThePixelsInPlaceForgetsTheRememberedDigest() throws {
        var image = try Self.mixedBitmap(width: 8, height: 8).straightImageWithDigest()
        let old = image.digest
        image.pixels.withUnsafeMutableBufferPointer { $0[0] ^= 0x80 }
        #expect(image.knownDigest == nil)
        #expect(image.digest != old)
        #expect(image.digest == (try Self.freshDigest(image)))
    }

    @Test func theSameBytesInAnotherShapeHaveAnotherDigest() throws {
        // Width and height are constants of an image and part of what is hashed.
        let wide = try Self.mixedBitmap(width: 8, height: 2)
        let tall = try Bitmap(width: 2, height: 8, premultipliedPixels: wide.pixels)
        let a = wide.straightImageWithDigest(), b = tall.straightImageWithDigest()
        #expect(a.pixels == b.pixels)
        #expect(a.digest != b.digest)
        #expect(a.digest == (try Self.freshDigest(a)))
        #expect(b.digest == (try Self.freshDigest(b)))
    }

    @Test func equalityIgnoresTheRememberedDigest() throws {
        let bitmap = try Self.mixedBitmap(width: 5, height: 3)
        let remembered = bitmap.straightImageWithDigest(), plain = bitmap.straightImage()
        #expect(remembered.knownDigest != nil && plain.knownDigest == nil)
        #expect(remembered == plain)
    }
}
