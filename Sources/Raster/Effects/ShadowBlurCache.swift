/// Shadow blurs shared by every canvas in the process: a list of equal cards, or a screen
/// rendered again (in light and dark, in both directions), blurs each shape once. A blur is
/// found by its key and then the plane's values compared byte for byte, and it is exact, so a
/// hit gives the pixels a new blur would. At most `entryLimit` entries and `byteLimit` bytes;
/// the oldest go first.
final class ShadowBlurCache: @unchecked Sendable {
    static let shared = ShadowBlurCache()
    static let entryLimit = 64
    static let byteLimit = 32 << 20

    private let lock = NSLockLite()
    private var entries: [CachedShadow] = []
    private var bytes = 0

    /// The blur of a plane with these values under `key` (relative coordinates), if cached.
    func lookup(_ key: ShadowCacheKey, _ values: [UInt8]) -> BlurredAlpha? {
        lock.withLock {
            guard let i = entries.firstIndex(where: { entry in
                entry.key == key && entry.values.withUnsafeBufferPointer { a in values.withUnsafeBufferPointer { memEqual(a, $0) } }
            }) else { return nil }
            // Most recently used last.
            let hit = entries.remove(at: i)
            entries.append(hit)
            return hit.blurred
        }
    }

    func insert(_ entry: CachedShadow) {
        let size = entry.bytes
        guard size <= ShadowBlurCache.byteLimit else { return }
        lock.withLock {
            while !entries.isEmpty && (entries.count >= ShadowBlurCache.entryLimit || bytes + size > ShadowBlurCache.byteLimit) {
                bytes -= entries.removeFirst().bytes
            }
            entries.append(entry)
            bytes += size
        }
    }

    func removeAll() {
        lock.withLock {
            entries.removeAll()
            bytes = 0
        }
    }
}

extension Canvas {
    /// Empties the process's cache of shadow blurs (for timing cold renders).
    @_spi(Benchmarks) public static func emptyShadowBlurCache() { ShadowBlurCache.shared.removeAll() }
}

/// What identifies a cached shadow blur besides the plane's values (compared byte for byte
/// when the key matches: `memcmp` is faster than hashing them).
struct ShadowCacheKey: Hashable {
    var width: Int
    var height: Int
    var sigma: Double
    var output: PixelRect
}

/// A blurred plane kept for identical shadows (coordinates relative to the plane).
struct CachedShadow {
    var key: ShadowCacheKey
    var values: [UInt8]
    var blurred: BlurredAlpha

    var bytes: Int { values.count + blurred.values.count + blurred.classStarts.count * 8 }
}
