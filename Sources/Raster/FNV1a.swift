/// 64-bit FNV-1a: a short, stable, non-cryptographic name for a string (reference manifest file
/// names, the font set's identity). Not a digest: use `SHA256` where a collision would matter.
package enum FNV1a {
    /// The hash of `s`'s UTF-8 bytes as 16 lowercase hex digits.
    package static func hex(_ s: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
