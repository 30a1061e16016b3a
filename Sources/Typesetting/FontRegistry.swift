public import Foundation
import Synchronization
internal import CHarfBuzz

/// Finds and loads the bundled fonts, and the font files registered at runtime.
///
/// The fonts ship as the Typesetting target's SwiftPM resources. The directory is the first of:
/// 1. the one set with ``setFontsDirectory(_:)``;
/// 2. the environment variable `PLUMB_FONTS_DIR`;
/// 3. `Plumb_Typesetting.resources/Fonts` beside the running executable or test bundle (where
///    SwiftPM puts the resources of every build, and where `Bundle.module` looks first; copy that
///    folder with a deployed binary);
/// 4. `Sources/Typesetting/Fonts` of the package's source checkout, found from this file's path
///    (a binary copied elsewhere on the machine that built it).
///
/// When none holds the fonts, loading a face fails with ``TypesettingError/fontFileMissing(path:)``
/// naming every place looked at (``searchedDirectories``); nothing crashes.
///
/// Font files an app ships itself are registered with ``register(contentsOf:)`` (see
/// `FontRegistry+Registration.swift`); they are read once, by path, and kept for the process.
///
/// ```swift
/// FontRegistry.setFontsDirectory(URL(fileURLWithPath: "/opt/plumb/Fonts"))
/// ```
public enum FontRegistry {
    private static let directoryOverride = Mutex<URL?>(nil)
    private static let loaded = Mutex<[FontFace: LoadedFace]>([:])

    /// Sets the directory the bundled fonts are read from, or `nil` to go back to the default.
    ///
    /// Faces already loaded stay loaded; call this before the first layout.
    public static func setFontsDirectory(_ url: URL?) {
        directoryOverride.withLock { $0 = url }
    }

    /// The directory fonts are read from: the override or `PLUMB_FONTS_DIR` when set, else the
    /// first of the resource bundle and the source checkout that holds the fonts (see the type's
    /// documentation); the resource bundle's path when neither does.
    public static var fontsDirectory: URL {
        fontsDirectory(override: directoryOverride.withLock { $0 }, environment: ProcessInfo.processInfo.environment)
    }

    /// Every directory ``fontsDirectory`` considers, in order (for error messages and `plumb info`).
    public static var searchedDirectories: [URL] {
        if let explicit = explicitDirectory { return [explicit] }
        return defaultDirectories
    }

    /// The search of ``fontsDirectory`` with the override and environment given (tests pass
    /// their own instead of changing the process's).
    static func fontsDirectory(override: URL?, environment: [String: String]) -> URL {
        if let explicit = explicitDirectory(override: override, environment: environment) { return explicit }
        return defaultDirectories.first { holdsFonts($0) } ?? resourceBundleFontsDirectory
    }

    private static var explicitDirectory: URL? {
        explicitDirectory(override: directoryOverride.withLock { $0 }, environment: ProcessInfo.processInfo.environment)
    }

    private static func explicitDirectory(override: URL?, environment: [String: String]) -> URL? {
        if let override { return override }
        if let env = environment["PLUMB_FONTS_DIR"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        return nil
    }

    private static var defaultDirectories: [URL] { [resourceBundleFontsDirectory, packageFontsDirectory] }

    /// Throws ``TypesettingError/fontsNotFound(searched:)`` naming `candidates` when none holds
    /// the fonts.
    static func requireFonts(in candidates: [URL]) throws(TypesettingError) {
        guard !candidates.contains(where: holdsFonts) else { return }
        throw .fontsNotFound(searched: candidates.map(\.path))
    }

    private static func holdsFonts(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(FontFace.interRegular.fileName).path)
    }

    /// `Plumb_Typesetting.resources/Fonts` beside the main bundle (the executable's or the test
    /// bundle's folder): the path SwiftPM's `Bundle.module` tries first. Computed here rather than
    /// through `Bundle.module`, whose generated accessor stops the process when no bundle exists.
    static var resourceBundleFontsDirectory: URL {
        Bundle.main.bundleURL.appendingPathComponent("Plumb_Typesetting.resources", isDirectory: true)
            .appendingPathComponent("Fonts", isDirectory: true)
    }

    /// `Sources/Typesetting/Fonts` of the source checkout, found from this file's path at build time.
    static let packageFontsDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fonts", isDirectory: true)

    /// The full path of a face's file: in ``fontsDirectory`` for a bundled face, the registered
    /// file's path otherwise.
    public static func url(for face: FontFace) -> URL {
        if case .registered(let registered) = face { return registered.url }
        return fontsDirectory.appendingPathComponent(face.fileName)
    }

    /// Loads a face (once; later calls return the cached face). A registered face was loaded
    /// when it was registered.
    ///
    /// - Throws: ``TypesettingError/fontsNotFound(searched:)``,
    ///   ``TypesettingError/fontFileMissing(path:)`` or ``TypesettingError/fontFileUnreadable(path:)``.
    static func face(_ face: FontFace) throws(TypesettingError) -> LoadedFace {
        if let f = loaded.withLock({ $0[face] }) { return f }
        if case .registered(let registered) = face {
            guard let f = registeredLoadedFace(face) ?? SystemFontFiles.loaded(face) else {
                throw .fontFileMissing(path: registered.path)
            }
            return f
        }
        if explicitDirectory == nil { try requireFonts(in: defaultDirectories) }
        let made = try load(face, from: fontsDirectory)
        return loaded.withLock { table in
            if let existing = table[face] { return existing }
            table[face] = made
            return made
        }
    }

    /// Reads and parses a face's file from `directory` (no caching).
    static func load(_ face: FontFace, from directory: URL) throws(TypesettingError) -> LoadedFace {
        let path = directory.appendingPathComponent(face.fileName).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .fontFileMissing(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path),
            let made = LoadedFace(face: face, data: data)
        else {
            throw .fontFileUnreadable(path: path)
        }
        return made
    }
}

/// A font file's bytes at one address for as long as a face uses them (HarfBuzz and FreeType
/// read them in place); the faces of a collection share them.
final class FontBytes: @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer
    let count: Int

    init(_ data: Data) {
        count = data.count
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        _ = data.copyBytes(to: buffer.bindMemory(to: UInt8.self))
    }

    deinit { buffer.deallocate() }
}

/// A parsed font face: the file's bytes, HarfBuzz face and font (OpenType font functions, scaled
/// to font units), and the font-unit metrics. Immutable after creation, so it is `Sendable`.
final class LoadedFace: @unchecked Sendable {
    let face: FontFace
    let data: Data
    /// The face's index in its file (0 unless the file is a collection).
    let index: Int
    /// Kept alive as long as the face; HarfBuzz and FreeType read the bytes in place.
    let storage: FontBytes
    var bytes: UnsafeMutableRawBufferPointer { storage.buffer }
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    let unitsPerEm: Int32
    let ascender: Int32
    let descender: Int32
    let lineGap: Int32
    let capHeight: Int32
    let xHeight: Int32
    /// `post` underline and `OS/2` strikeout: the top of each stroke above the baseline
    /// (negative: below) and its thickness, in font units.
    let underlinePosition: Int32
    let underlineThickness: Int32
    let strikeoutPosition: Int32
    let strikeoutThickness: Int32
    /// Whether the glyphs are colour bitmaps (CBDT PNGs) rather than outlines.
    let isColorBitmap: Bool
    /// The colour bitmap tables of a colour font, read by Plumb (not FreeType).
    let colorTable: ColorBitmapTable?
    /// The `trak` table's normal track, when the face has one (Apple's system fonts do).
    let trackingTable: TrackingTable?
    /// Whether the file has a `trak` table at all (HarfBuzz is told not to apply it: Plumb does).
    let hasTrackingTable: Bool
    /// The variation axes of a variable face (empty for a static one).
    let axes: [VariationAxis]
    /// The axis values this face is drawn at (an instance of a variable face), tag to value.
    let variations: [VariationSetting]
    /// The cmap's code points: a bit per BMP code point, a set for the rest. Built once with
    /// `hb_face_collect_unicodes`, so coverage checks make no HarfBuzz call per character.
    private let bmpCoverage: [UInt64]
    private let supplementaryCoverage: Set<UInt32>

    /// Parses face `index` of a file; `nil` when HarfBuzz finds no such face or it has no
    /// units per em.
    init?(
        face: FontFace, data: Data, index: Int = 0, storage: FontBytes? = nil, variations: [VariationSetting] = []
    ) {
        self.face = face
        self.data = data
        self.index = index
        let storage = storage ?? FontBytes(data)
        self.storage = storage
        guard index >= 0,
            let blob = hb_blob_create(
                storage.buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(storage.count),
                HB_MEMORY_MODE_READONLY, nil, nil)
        else { return nil }
        defer { hb_blob_destroy(blob) }
        guard UInt32(index) < hb_face_count(blob), let hbFace = hb_face_create(blob, UInt32(index)) else { return nil }
        let upem = Int32(hb_face_get_upem(hbFace))
        guard upem > 0, let hbFont = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            return nil
        }
        // HarfBuzz's own OpenType functions (not FreeType's), at font-unit scale: every shaped
        // advance is an exact integer in font units, independent of any hinting.
        hb_ot_font_set_funcs(hbFont)
        hb_font_set_scale(hbFont, upem, upem)
        var axisCount = hb_ot_var_get_axis_count(hbFace)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
        if axisCount > 0 { _ = hb_ot_var_get_axis_infos(hbFace, 0, &axisCount, &infos) }
        let axes = infos.prefix(Int(axisCount)).map {
            VariationAxis(
                tag: $0.tag, minimum: Double($0.min_value), defaultValue: Double($0.default_value),
                maximum: Double($0.max_value))
        }
        self.axes = axes
        // An instance: each axis asked for, clamped to its range (what HarfBuzz and FreeType do).
        self.variations = variations.compactMap { setting in
            axes.first { $0.tag == setting.tag }.map {
                VariationSetting(tag: setting.tag, value: min(max(setting.value, $0.minimum), $0.maximum))
            }
        }
        if !self.variations.isEmpty {
            let settings = self.variations.map { hb_variation_t(tag: $0.tag, value: Float($0.value)) }
            hb_font_set_variations(hbFont, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(hbFont)
        if let trak = hb_face_reference_table(hbFace, hb_tag_from_string("trak", 4)) {
            var length: UInt32 = 0
            if let bytes = hb_blob_get_data(trak, &length), length > 0 {
                hasTrackingTable = true
                trackingTable = TrackingTable(
                    bytes: [UInt8](UnsafeRawBufferPointer(start: bytes, count: Int(length))))
            } else {
                hasTrackingTable = false
                trackingTable = nil
            }
            hb_blob_destroy(trak)
        } else {
            hasTrackingTable = false
            trackingTable = nil
        }
        self.hbFace = hbFace
        self.hbFont = hbFont
        unitsPerEm = upem
        isColorBitmap = hb_ot_color_has_png(hbFace) != 0
        // Plumb reads CBDT itself, from a single-face file (not from inside a collection).
        colorTable = isColorBitmap && index == 0 ? ColorBitmapTable(font: [UInt8](data)) : nil
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(hbFont, &extents)
        var bmp = [UInt64](repeating: 0, count: 1024)
        var supplementary = Set<UInt32>()
        if let set = hb_set_create() {
            hb_face_collect_unicodes(hbFace, set)
            var codepoint = UInt32.max  // HB_SET_VALUE_INVALID: start before the first element
            while hb_set_next(set, &codepoint) != 0 {
                if codepoint < 0x10000 {
                    bmp[Int(codepoint >> 6)] |= 1 << UInt64(codepoint & 63)
                } else {
                    supplementary.insert(codepoint)
                }
            }
            hb_set_destroy(set)
        }
        bmpCoverage = bmp
        supplementaryCoverage = supplementary
        ascender = extents.ascender
        descender = extents.descender
        lineGap = extents.line_gap
        var value: hb_position_t = 0
        // OS/2 sCapHeight/sxHeight; fonts with an older OS/2 table (DejaVu) lack them, so use
        // the height of "H" and "x" instead.
        func glyphTop(_ scalar: UInt32) -> Int32 {
            var glyph: hb_codepoint_t = 0
            var ext = hb_glyph_extents_t()
            guard hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0,
                hb_font_get_glyph_extents(hbFont, glyph, &ext) != 0
            else { return 0 }
            return ext.y_bearing
        }
        capHeight =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &value) != 0
                && value > 0 ? value : glyphTop(0x48)
        xHeight =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &value) != 0
                && value > 0 ? value : glyphTop(0x78)
        // Fallbacks when a table lacks them: 1/14 em thick, under at −1/10 em, through at x height/2.
        let fallbackThickness = max(1, upem / 14)
        underlinePosition =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_UNDERLINE_OFFSET, &value) != 0
                && value != 0 ? value : -upem / 10
        underlineThickness =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_UNDERLINE_SIZE, &value) != 0
                && value > 0 ? value : fallbackThickness
        let xh = xHeight
        strikeoutPosition =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, &value) != 0
                && value > 0 ? value : xh / 2 + fallbackThickness / 2
        strikeoutThickness =
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_STRIKEOUT_SIZE, &value) != 0
                && value > 0 ? value : fallbackThickness
    }

    /// The normal track's adjustment at `size` points in font units (0 without a `trak` table).
    func tracking(atSize size: Double) -> Int32 {
        trackingTable?.tracking(atSize: size) ?? 0
    }

    /// Whether the cmap maps any character at all.
    var mapsAnyCharacter: Bool { bmpCoverage.contains { $0 != 0 } || !supplementaryCoverage.isEmpty }

    /// Whether the face maps `scalar` to a glyph (cmap lookup).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x10000 { return bmpCoverage[Int(v >> 6)] & (1 << UInt64(v & 63)) != 0 }
        return supplementaryCoverage.contains(v)
    }

    /// The glyph a scalar maps to, or `nil`.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
    }
}

/// An axis of a variable font (`fvar`): its tag and range in design units.
struct VariationAxis: Hashable, Sendable {
    var tag: UInt32
    var minimum: Double
    var defaultValue: Double
    var maximum: Double
}

/// One axis set to a value, e.g. `opsz` = 17.
struct VariationSetting: Hashable, Sendable {
    var tag: UInt32
    var value: Double

    /// The tag of four ASCII characters, e.g. `"opsz"`.
    static func tag(_ name: String) -> UInt32 {
        name.utf8.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}
