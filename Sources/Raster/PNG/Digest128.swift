/// A 128-bit content hash: MurmurHash3 x64_128 (Austin Appleby's public-domain algorithm,
/// seed 0), written here from its description.
///
/// Fast (one pass, 16 bytes per step) and well distributed, but **not cryptographic**: it tells
/// accidental changes apart with a collision chance of about 2⁻¹²⁸ per pair, and is meant for
/// that, never to resist someone who crafts colliding inputs on purpose. Plumb uses it to seal
/// PNG references (`PNGSeal`); the seal only vouches for a file whose image bytes are exactly
/// the ones Plumb wrote, so an edited file is decoded and compared pixel by pixel instead.
///
/// ```swift
/// Digest128(hashing: Array("hello".utf8)).hex   // "029bbd41b3a7d8cb191dae486a901e5b"
/// ```
package struct Digest128: Sendable, Hashable, CustomStringConvertible {
    /// The first 64-bit half (MurmurHash3's `h1`).
    public var high: UInt64
    /// The second 64-bit half (`h2`).
    public var low: UInt64

    /// A digest from its two halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Hashes `bytes`.
    public init(hashing bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { Digest128(hashing: $0) }
    }

    /// Hashes the bytes in `buffer`.
    public init(hashing buffer: UnsafeRawBufferPointer) {
        var h = Digest128.Hasher()
        h.combine(buffer)
        self = h.finalize()
    }

    /// 32 lowercase hex digits: `h1` then `h2`, each as the 8 bytes MurmurHash3 outputs
    /// (little-endian), as `mmh3.hash_bytes(...).hex()` prints them.
    public var hex: String {
        var s = ""
        for half in [high, low] {
            for i in 0..<8 {
                let b = UInt8(truncatingIfNeeded: half >> (8 * i))
                s += String(b >> 4, radix: 16) + String(b & 15, radix: 16)
            }
        }
        return s
    }

    /// The digest `hex` names, or nil when it is not 32 hex digits.
    public init?(hex: String) {
        let u = Array(hex.utf8)
        guard u.count == 32 else { return nil }
        var halves: [UInt64] = [0, 0]
        for i in 0..<16 {
            guard let hi = hexValue(u[2 * i]), let lo = hexValue(u[2 * i + 1]) else { return nil }
            halves[i / 8] |= UInt64(hi << 4 | lo) << (8 * UInt64(i % 8))
        }
        self.init(high: halves[0], low: halves[1])
    }

    /// The digest as `hex`.
    public var description: String { hex }

    /// MurmurHash3 x64_128 over data given in pieces (the result is the hash of their concatenation).
    public struct Hasher: Sendable {
        var h1: UInt64 = 0, h2: UInt64 = 0
        var length = 0
        /// Bytes of a 16-byte block not yet mixed (when pieces do not end on block boundaries).
        var pending: (UInt64, UInt64) = (0, 0)
        var pendingCount = 0

        /// A hasher with nothing fed yet (seed 0).
        public init() {}

        static let c1: UInt64 = 0x87c3_7b91_1142_53d5
        static let c2: UInt64 = 0x4cf5_ad43_2745_937f

        @inline(__always)
        static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

        @inline(__always)
        mutating func mix(_ a: UInt64, _ b: UInt64) {
            var k1 = a, k2 = b
            k1 = k1 &* Hasher.c1; k1 = Hasher.rotl(k1, 31); k1 = k1 &* Hasher.c2; h1 ^= k1
            h1 = Hasher.rotl(h1, 27); h1 = h1 &+ h2; h1 = h1 &* 5 &+ 0x52dc_e729
            k2 = k2 &* Hasher.c2; k2 = Hasher.rotl(k2, 33); k2 = k2 &* Hasher.c1; h2 ^= k2
            h2 = Hasher.rotl(h2, 31); h2 = h2 &+ h1; h2 = h2 &* 5 &+ 0x3849_5ab5
        }

        /// Adds one byte to the pending block.
        @inline(__always)
        mutating func push(_ byte: UInt8) {
            let shift = UInt64(8 * (pendingCount % 8))
            if pendingCount < 8 { pending.0 |= UInt64(byte) << shift } else { pending.1 |= UInt64(byte) << shift }
            pendingCount += 1
            if pendingCount == 16 {
                mix(pending.0, pending.1)
                pending = (0, 0)
                pendingCount = 0
            }
        }

        /// Feeds bytes.
        public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            var i = 0
            let n = buffer.count
            length += n
            while pendingCount != 0 && i < n {
                push(base.load(fromByteOffset: i, as: UInt8.self))
                i += 1
            }
            // Whole blocks straight from memory (x86 and ARM64 are little-endian; unaligned loads).
            while i + 16 <= n {
                let a = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let b = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                mix(a, b)
                i += 16
            }
            while i < n {
                push(base.load(fromByteOffset: i, as: UInt8.self))
                i += 1
            }
        }

        /// Feeds bytes.
        public mutating func combine(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { combine($0) }
        }

        /// Feeds a 64-bit integer as 8 little-endian bytes.
        public mutating func combine(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { combine($0) }
        }

        @inline(__always)
        static func fmix(_ x: UInt64) -> UInt64 {
            var k = x
            k ^= k >> 33
            k = k &* 0xff51_afd7_ed55_8ccd
            k ^= k >> 33
            k = k &* 0xc4ce_b9fe_1a85_ec53
            k ^= k >> 33
            return k
        }

        /// The digest of everything fed so far.
        public func finalize() -> Digest128 {
            var h1 = self.h1, h2 = self.h2
            if pendingCount > 0 {
                var k1 = pending.0, k2 = pending.1
                if pendingCount > 8 {
                    k2 = k2 &* Hasher.c2; k2 = Hasher.rotl(k2, 33); k2 = k2 &* Hasher.c1; h2 ^= k2
                }
                k1 = k1 &* Hasher.c1; k1 = Hasher.rotl(k1, 31); k1 = k1 &* Hasher.c2; h1 ^= k1
            }
            let len = UInt64(length)
            h1 ^= len
            h2 ^= len
            h1 = h1 &+ h2
            h2 = h2 &+ h1
            h1 = Hasher.fmix(h1)
            h2 = Hasher.fmix(h2)
            h1 = h1 &+ h2
            h2 = h2 &+ h1
            return Digest128(high: h1, low: h2)
        }
    }
}

private func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
    default: nil
    }
}

extension RGBAImage {
    /// The digest of the image: its width and height (two little-endian 64-bit integers) followed
    /// by its straight RGBA8 pixels, row by row. Equal digests mean equal images (up to the
    /// collision chance of `Digest128`). Free when the image remembers it (see
    /// `Bitmap.straightImageWithDigest()`).
    package var digest: Digest128 {
        if let knownDigest { return knownDigest }
        var h = Digest128.Hasher()
        h.combine(UInt64(width))
        h.combine(UInt64(height))
        h.combine(pixels)
        return h.finalize()
    }
}
