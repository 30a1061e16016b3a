import Synchronization
internal import CFreeType

/// A FreeType library and the faces opened in it. Not thread-safe: always used under a mutex.
final class FreeTypeEngine {
    /// How the library was created (tests compare a pinned and an unpinned library).
    enum Setup { case pinned, environmentDefault }

    private var library: FT_Library?
    private var faces: [FontFace: FT_Face] = [:]
    /// The char size last set on each face (−1: a bitmap strike was selected).
    var currentSize: [FontFace: Int64] = [:]

    init(_ setup: Setup = .pinned) {
        var lib: FT_Library?
        let error =
            setup == .pinned
            ? plumb_ft_new_pinned_library(&lib)
            : plumb_ft_init_unpinned_library(&lib)
        library = error == 0 ? lib : nil
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_Library(library) }
    }

    /// FreeType's version, e.g. "2.12.1".
    var version: String {
        guard let library else { return "unavailable" }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    func ftFace(_ loaded: LoadedFace) -> FT_Face? {
        if let f = faces[loaded.face] { return f }
        guard let library, let base = loaded.bytes.baseAddress else { return nil }
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library, base.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(loaded.storage.count), FT_Long(loaded.index), &face)
        guard error == 0, let face else { return nil }
        if !loaded.variations.isEmpty {
            // An instance of a variable face: its outlines at the axis values.
            let tags = loaded.variations.map { FT_ULong($0.tag) }
            let values = loaded.variations.map { FT_Fixed(($0.value * 65536).rounded()) }
            _ = plumb_ft_set_design_axes(face, tags, values, UInt32(tags.count))
        }
        faces[loaded.face] = face
        return face
    }

    /// FreeType's synthetic-oblique shear, x += 0x0366A/65536 · y (about 12°): the value of
    /// `FT_GlyphSlot_Oblique` in FreeType's `ftsynth.c`.
    static let obliqueShear: FT_Fixed = 0x0366A

    /// Renders one glyph unhinted in grayscale at `pixelSize26` (26.6 px per em), shifted right
    /// by `subpixel`/4 px, sheared by ``obliqueShear`` when `oblique`. Returns `nil` when
    /// FreeType fails (the glyph is then skipped).
    func render(
        _ loaded: LoadedFace, glyph: UInt32, pixelSize26: Int64, subpixel: Int,
        oblique: Bool = false
    ) -> GlyphBitmap? {
        if loaded.isColorBitmap { return renderColor(loaded, glyph: glyph, pixelSize26: pixelSize26) }
        guard let face = ftFace(loaded) else { return nil }
        if currentSize[loaded.face] != pixelSize26 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize26), 72, 72) == 0 else { return nil }
            currentSize[loaded.face] = pixelSize26
        }
        var delta = FT_Vector(x: FT_Pos(subpixel * 16), y: 0)
        var shear = FT_Matrix(xx: 0x10000, xy: oblique ? Self.obliqueShear : 0, yx: 0, yy: 0x10000)
        if oblique { FT_Set_Transform(face, &shear, &delta) } else { FT_Set_Transform(face, nil, &delta) }
        guard FT_Load_Glyph(face, glyph, plumb_ft_load_flags_unhinted()) == 0,
            let slot = face.pointee.glyph,
            FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if width > 0, height > 0, let buffer = bitmap.buffer {
            let pitch = Int(bitmap.pitch)
            coverage.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                    (out.baseAddress! + row * width).update(from: source, count: width)
                }
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}

/// A rendered glyph, relative to its pen position on the baseline (`top` is up from it).
struct GlyphBitmap: Sendable, Hashable {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    /// 8-bit coverage (outline glyphs); empty for a colour glyph.
    var coverage: [UInt8]
    /// Premultiplied RGBA8 pixels of a colour glyph, or `nil` for an outline glyph.
    var color: [UInt8]? = nil
}

/// Which rendering of a glyph: face (a registered face is its file and index, unlike every
/// other), pixel size, glyph id, quarter-pixel x offset, synthetic oblique.
struct GlyphKey: Hashable, Sendable {
    var face: FontFace
    var pixelSize26: Int64
    var glyph: UInt32
    var subpixel: UInt8
    var oblique: Bool = false
}

/// The process-wide glyph cache: rendered glyph bitmaps by face, pixel size, glyph and
/// quarter-pixel offset. Thread-safe; FreeType itself is used under its own lock.
///
/// ```swift
/// GlyphCache.shared.removeAll()
/// _ = try Typesetter.glyphMasks(for: layout, scale: 2)   // misses
/// _ = try Typesetter.glyphMasks(for: layout, scale: 2)   // hits
/// print(GlyphCache.shared.statistics)
/// ```
public final class GlyphCache: Sendable {
    /// Hit and miss counts since the last ``removeAll()``.
    public struct Statistics: Hashable, Sendable {
        /// Lookups answered from the cache.
        public var hits: Int
        /// Lookups that had to rasterize.
        public var misses: Int
        /// Glyph bitmaps held.
        public var entries: Int
    }

    private struct State {
        var table: [GlyphKey: GlyphBitmap] = [:]
        var hits = 0
        var misses = 0
    }

    /// The most bitmaps kept; the cache is emptied when it would grow past this.
    public let capacity: Int
    private let state = Mutex(State())
    private let engine: Mutex<FreeTypeEngine>

    /// The shared cache used by ``Typesetter/glyphMasks(for:at:scale:)``.
    public static let shared = GlyphCache()

    /// Creates an empty cache with its own FreeType library (pinned properties).
    public convenience init(capacity: Int = 50_000) {
        self.init(capacity: capacity, engine: FreeTypeEngine(.pinned))
    }

    init(capacity: Int, engine: sending FreeTypeEngine) {
        self.capacity = capacity
        self.engine = Mutex(engine)
    }

    /// The counters (see ``Statistics``).
    public var statistics: Statistics {
        state.withLock { Statistics(hits: $0.hits, misses: $0.misses, entries: $0.table.count) }
    }

    /// Drops every bitmap and resets the counters.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// FreeType's version string.
    public var freeTypeVersion: String { engine.withLock { $0.version } }

    func bitmap(_ loaded: LoadedFace, key: GlyphKey) -> GlyphBitmap? {
        if let hit = state.withLock({ s -> GlyphBitmap? in
            guard let b = s.table[key] else { return nil }
            s.hits += 1
            return b
        }) {
            return hit
        }
        let rendered = engine.withLock {
            $0.render(
                loaded, glyph: key.glyph, pixelSize26: key.pixelSize26, subpixel: Int(key.subpixel),
                oblique: key.oblique)
        }
        state.withLock { s in
            s.misses += 1
            if let rendered {
                if s.table.count >= capacity { s.table.removeAll(keepingCapacity: true) }
                s.table[key] = rendered
            }
        }
        return rendered
    }
}
