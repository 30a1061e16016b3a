public import Foundation
import Synchronization
internal import CFreeType
internal import CHarfBuzz

/// The faces registered at runtime, by file, face and name.
struct RegisteredFonts: Sendable {
    /// Each registered file's faces, by the file's resolved path.
    var byPath: [String: [FaceDescription]] = [:]
    var descriptions: [FontFace: FaceDescription] = [:]
    var loaded: [FontFace: LoadedFace] = [:]
    /// By lowercased PostScript name.
    var byPostScriptName: [String: FaceDescription] = [:]
    /// Every face, in registration order.
    var order: [FaceDescription] = []
}

extension FontRegistry {
    static let registered = Mutex(RegisteredFonts())

    /// Registers the faces of a font file so that fonts can draw with them: Plumb's
    /// `CTFontManagerRegisterFontsForURL`, for the fonts an app ships (`UIAppFonts`).
    ///
    /// The file is read once, now, and kept in memory for the rest of the process; FreeType and
    /// HarfBuzz read it from there with the same pinned settings as the bundled fonts, so text
    /// drawn with it is the same on every machine. TrueType (`.ttf`), OpenType (`.otf`, CFF
    /// outlines) and collections (`.ttc`, `.otc`: every face) are accepted.
    ///
    /// Registering the same file again (the same path once symbolic links are resolved) does
    /// nothing and returns the same faces, so every test may register what it uses. Safe to call
    /// from any thread; a file is registered whole or not at all.
    ///
    /// ```swift
    /// let faces = try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/Brand-Bold.otf"))
    /// faces.map(\.postScriptName)   // ["Brand-Bold"]
    /// ```
    ///
    /// - Parameter url: A file URL.
    /// - Returns: The file's faces, in the file's order.
    /// - Throws: ``TypesettingError/notAFileURL(_:)``, ``TypesettingError/fontFileMissing(path:)``,
    ///   ``TypesettingError/fontFileUnreadable(path:)`` (a directory, or no permission),
    ///   ``TypesettingError/unsupportedFontFile(path:reason:)`` (not a TrueType or OpenType font,
    ///   a WOFF web font, a face without outlines or characters), or
    ///   ``TypesettingError/duplicateFontName(_:path:registeredPath:)`` (a face's PostScript name
    ///   is a bundled face's or another registered file's), each naming the file.
    @discardableResult
    public static func register(contentsOf url: URL) throws(TypesettingError) -> [FaceDescription] {
        guard url.isFileURL else { throw .notAFileURL(url.absoluteString) }
        let path = url.absoluteURL.standardizedFileURL.resolvingSymlinksInPath().path
        if let existing = registered.withLock({ $0.byPath[path] }) { return existing }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontFileMissing(path: path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw .fontFileUnreadable(path: path)
        }
        let parsed = try parse(data, path: path)
        return try registered.withLock { (state: inout RegisteredFonts) throws(TypesettingError) -> [FaceDescription] in
            if let existing = state.byPath[path] { return existing }
            for (i, (_, d)) in parsed.enumerated() {
                let key = d.postScriptName.lowercased()
                if let bundled = FontFace.bundled.first(where: {
                    $0.value.description.postScriptName.lowercased() == key
                }) {
                    throw .duplicateFontName(
                        d.postScriptName, path: path, registeredPath: FontRegistry.url(for: bundled.key).path)
                }
                if let other = state.byPostScriptName[key], case .registered(let face) = other.face {
                    throw .duplicateFontName(d.postScriptName, path: path, registeredPath: face.path)
                }
                if parsed[..<i].contains(where: { $0.1.postScriptName.lowercased() == key }) {
                    throw .duplicateFontName(d.postScriptName, path: path, registeredPath: path)
                }
            }
            for (loaded, d) in parsed {
                state.descriptions[d.face] = d
                state.loaded[d.face] = loaded
                state.byPostScriptName[d.postScriptName.lowercased()] = d
                state.order.append(d)
            }
            let faces = parsed.map(\.1)
            state.byPath[path] = faces
            return faces
        }
    }

    /// Every registered face, in the order they were registered.
    public static var registeredFaces: [FaceDescription] { registered.withLock { $0.order } }

    /// The registered face with this PostScript name or full name (compared without regard to
    /// case), or `nil`.
    public static func registeredFace(named name: String) -> FaceDescription? {
        registered.withLock { state in
            state.byPostScriptName[name.lowercased()]
                ?? state.order.first { $0.fullName.caseInsensitiveCompare(name) == .orderedSame }
        }
    }

    /// The registered faces of a family (its name compared without regard to case): lightest
    /// first, upright before italic at each weight.
    public static func registeredFaces(inFamily family: String) -> [FaceDescription] {
        registered.withLock { state in
            state.order.filter { $0.familyName.caseInsensitiveCompare(family) == .orderedSame }
        }.sorted {
            ($0.weight, $0.isItalic ? 1 : 0, $0.postScriptName) < ($1.weight, $1.isItalic ? 1 : 0, $1.postScriptName)
        }
    }

    /// What a face's file says about it (names, weight, style), for a bundled or a registered face.
    public static func description(of face: FontFace) -> FaceDescription {
        if let bundled = FontFace.bundled[face] { return bundled.description }
        if let found = registered.withLock({ $0.descriptions[face] }) { return found }
        if let system = SystemFontFiles.description(face) { return system }
        // Unreachable: only registration makes a registered face.
        let name = (face.fileName as NSString).deletingPathExtension
        return FaceDescription(
            face: face, postScriptName: name, familyName: name, styleName: "Regular", fullName: name,
            weight: 400, isItalic: false, isBold: false, isFixedPitch: false)
    }

    /// The registered face of a family nearest to an `OS/2` weight class, in the style asked for
    /// where the family has it (any style otherwise, unless `exactStyle`); ties go to the heavier
    /// face for weights above 500 and to the lighter one otherwise (CSS's font matching).
    static func nearestRegisteredFace(
        inFamily family: String, weight: Int, italic: Bool,
        exactStyle: Bool = false
    ) -> FaceDescription? {
        let faces = registeredFaces(inFamily: family)
        let styled = faces.filter { $0.isItalic == italic }
        let pool = styled.isEmpty && !exactStyle ? faces : styled
        let heavier = weight > 500
        return pool.min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            if da != db { return da < db }
            return heavier ? a.weight > b.weight : a.weight < b.weight
        }
    }

    /// The loaded face of a registered face.
    static func registeredLoadedFace(_ face: FontFace) -> LoadedFace? {
        registered.withLock { $0.loaded[face] }
    }

    /// Parses every face of a font file: HarfBuzz for shaping and FreeType for rasterizing must
    /// both read it; FreeType gives the names and style.
    static func parse(_ data: Data, path: String) throws(TypesettingError) -> [(LoadedFace, FaceDescription)] {
        func unsupported(_ reason: String) -> TypesettingError { .unsupportedFontFile(path: path, reason: reason) }
        guard data.count >= 12 else { throw unsupported("the file is too short to be a font") }
        let magic = String(decoding: data.prefix(4), as: UTF8.self)
        if magic == "wOFF" || magic == "wOF2" {
            throw unsupported("WOFF and WOFF2 web fonts are not supported; convert the file to TTF or OTF")
        }
        let storage = FontBytes(data)
        let count: UInt32 = {
            guard
                let blob = hb_blob_create(
                    storage.buffer.baseAddress!.assumingMemoryBound(to: CChar.self),
                    UInt32(storage.count), HB_MEMORY_MODE_READONLY, nil, nil)
            else { return 0 }
            defer { hb_blob_destroy(blob) }
            return hb_face_count(blob)
        }()
        guard count > 0 else { throw unsupported("not a TrueType, OpenType or font collection file") }
        var library: FT_Library?
        guard plumb_ft_new_pinned_library(&library) == 0, let library else {
            throw unsupported("FreeType could not be initialised")
        }
        defer { FT_Done_Library(library) }
        var faces: [(LoadedFace, FaceDescription)] = []
        for index in 0..<Int(count) {
            let face = FontFace.registered(RegisteredFace(path: path, index: index))
            var ftFace: FT_Face?
            let error = FT_New_Memory_Face(
                library, storage.buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                FT_Long(storage.count), FT_Long(index), &ftFace)
            guard error == 0, let ftFace else {
                throw unsupported("FreeType cannot open face \(index) (error \(error))")
            }
            defer { FT_Done_Face(ftFace) }
            guard let loaded = LoadedFace(face: face, data: data, index: index, storage: storage) else {
                throw unsupported("HarfBuzz cannot read face \(index)")
            }
            let info = plumb_ft_get_face_info(ftFace)
            if loaded.isColorBitmap {
                guard count == 1, loaded.colorTable != nil else {
                    throw unsupported(
                        "colour bitmap faces are drawn only from a single-face file with CBDT/CBLC tables")
                }
            } else if info.is_scalable == 0 {
                throw unsupported("face \(index) has no outlines")
            }
            guard loaded.mapsAnyCharacter else {
                throw unsupported("face \(index) maps no characters (no usable cmap)")
            }
            let family =
                ftFace.pointee.family_name.map { String(cString: $0) }
                ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let style = ftFace.pointee.style_name.map { String(cString: $0) } ?? "Regular"
            let postScript =
                FT_Get_Postscript_Name(ftFace).map { String(cString: $0) }
                ?? (family + "-" + style).filter { !$0.isWhitespace }
            let bold = info.is_bold != 0
            faces.append(
                (
                    loaded,
                    FaceDescription(
                        face: face, postScriptName: postScript, familyName: family, styleName: style,
                        fullName: fullName(loaded) ?? "\(family) \(style)",
                        weight: info.weight_class > 0 ? Int(info.weight_class) : (bold ? 700 : 400),
                        isItalic: info.is_italic != 0, isBold: bold, isFixedPitch: info.is_fixed_width != 0)
                ))
        }
        return faces
    }

    /// The face's full name (name ID 4) in English, through HarfBuzz.
    private static func fullName(_ loaded: LoadedFace) -> String? {
        var size: UInt32 = 0
        let length = hb_ot_name_get_utf8(loaded.hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME), nil, &size, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        size = UInt32(buffer.count)
        _ = hb_ot_name_get_utf8(loaded.hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME), nil, &size, &buffer)
        let name = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
