import Synchronization

/// Shadow blurs shared by every canvas in the process: a list of equal cards, or a screen
/// rendered again (in light and dark, in both directions), blurs each shape once. A blur is
/// found by its key and then the plane's values compared byte for byte, and it is exact, so a
/// hit gives the pixels a new blur would. At most `entryLimit` entries and `byteLimit` bytes;
/// the oldest go first.
final class ShadowBlurCache: Sendable {
    static let shared = ShadowBlurCache()
    static let entryLimit = 64
    static let byteLimit = 32 << 20

    private struct State {
        var entries: [CachedShadow] = []
        var bytes = 0
    }

    private let state = Mutex(State())

    /// The blur of a plane with these values under `key` (relative coordinates), if cached.
    func lookup(_ key: ShadowCacheKey, _ values: [UInt8]) -> BlurredAlpha? {
        state.withLock { s in
            guard
                let i = s.entries.firstIndex(where: { entry in
                    entry.key == key
                        && entry.values.withUnsafeBufferPointer { a in
                            values.withUnsafeBufferPointer { memEqual(a, $0) }
                        }
                })
            else { return nil }
            // Most recently used last.
            let hit = s.entries.remove(at: i)
            s.entries.append(hit)
            return hit.blurred
        }
    }

    func insert(_ entry: CachedShadow) {
        let size = entry.bytes
        guard size <= ShadowBlurCache.byteLimit else { return }
        state.withLock { s in
            while !s.entries.isEmpty
                && (s.entries.count >= ShadowBlurCache.entryLimit || s.bytes + size > ShadowBlurCache.byteLimit)
            {
                s.bytes -= s.entries.removeFirst().bytes
            }
            s.entries.append(entry)
            s.bytes += size
        }
    }

    func removeAll() {
        state.withLock { $0 = State() }
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
