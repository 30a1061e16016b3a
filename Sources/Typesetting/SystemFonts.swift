public import Foundation
import Raster
import Synchronization
internal import CHarfBuzz

/// Apple's system fonts (SF Pro, SF Pro Rounded, SF Mono, New York), for teams that hold them:
/// the system font is then drawn with them instead of Inter, so text is as wide as on iOS.
///
/// Plumb ships no Apple font. A team that has downloaded them from Apple points Plumb at the
/// folder that holds the files; Plumb recognises each face by the family and style names in its
/// `name` table (typographic family and subfamily, name IDs 16 and 17, else 1 and 2), never by
/// its file name:
/// - SF Pro: `SF Pro Text` and `SF Pro Display` (static faces), or `SF Pro` with an `opsz` axis
///   (the variable font), or a static `SF Pro` face;
/// - SF Pro Rounded (`UIFontDescriptor.SystemDesign.rounded`);
/// - SF Mono (`monospacedSystemFont(ofSize:weight:)`, `.monospaced`);
/// - New York (`.serif`).
///
/// With them, the system font at a point size draws:
/// - the variable face with its `opsz` axis set to the point size (clamped to the axis), as iOS
///   14 and later do (the Human Interface Guidelines: "the system font supports dynamic optical
///   sizes, merging the discrete optical sizes Text and Display into a single, continuous
///   design");
/// - otherwise SF Pro Text below 20 points and SF Pro Display at 20 points and above (the switch
///   WWDC 2015 session 804, "Introducing the New System Fonts", describes, and that a 20-point
///   system font reporting SF UI Display on iOS 9 confirms, arcovv.github.io "iOS font study";
///   one 2017 report, jaredsinclair.com, saw it nearer 22 points for `systemFont(ofSize:)` on a
///   later iOS: the 20-point switch is an **estimate** for current iOS);
/// - the face's `trak` table applied at the point size (see `TrackingTable`);
/// - the same line heights, baselines, cap and x heights as without them (UIKit's own system-font
///   metrics, see ``FontMetrics``). SF Mono, SF Pro Rounded and New York take their files' own
///   vertical metrics.
///
/// Weights: the face nearest to the weight (400, 500, 600, 700), or the variable face's `wght`
/// axis set to it (an **estimate**: SF's `wght` axis is taken to use `OS/2` weight-class units).
///
/// Which fonts draw: the task's (``withCurrent(_:operation:)-(_,()->R)``), else the process's,
/// read once from the environment variable `PLUMB_SYSTEM_FONTS_DIR` (for the command line and
/// CI). Without either, ``none``: Inter, exactly as before. Tests pass the fonts to the task
/// instead of changing the environment.
///
/// ```swift
/// let apple = try SystemFonts(contentsOf: URL(fileURLWithPath: "/opt/apple-fonts"))
/// let layout = try SystemFonts.withCurrent(apple) {
///     try Typesetter.layout("Hello", font: .system(size: 17))   // SF Pro Text, tracked
/// }
/// ```
///
/// Every reference image records which system fonts drew it (``identity``), so that a reference
/// recorded with SF fails with a message naming the fonts on a machine without them.
public struct SystemFonts: Hashable, Sendable, CustomStringConvertible {
    /// A design of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
    public enum Design: String, Hashable, Sendable, CaseIterable {
        /// SF Pro.
        case `default`
        /// SF Pro Rounded.
        case rounded
        /// SF Mono.
        case monospaced
        /// New York.
        case serif
    }

    /// Which optical sizes a face is for.
    public enum OpticalSize: String, Hashable, Sendable {
        /// SF Pro Text: below 20 points.
        case text
        /// SF Pro Display: 20 points and above.
        case display
        /// A variable face with an `opsz` axis: every size, the axis set to the point size.
        case variable
        /// A static face with no optical size in its name: every size.
        case any
    }

    /// A face Plumb recognised among the files.
    public struct Face: Hashable, Sendable {
        /// The design it draws.
        public var design: Design
        /// The sizes it is for.
        public var opticalSize: OpticalSize
        /// Its names and style, as its file gives them.
        public var description: FaceDescription
        /// The face as the file has it (an instance of it draws a variable face at a size).
        public var face: FontFace { description.face }
    }

    /// The recognised faces, in the order of their files' paths.
    public let faces: [Face]
    /// The folder they were read from (`nil` for ``none``).
    public let directory: URL?
    /// A short name for the files' contents: the first 12 hex digits of SHA-256 over the
    /// recognised faces' PostScript names and file digests ("" for ``none``).
    public let contentHash: String

    /// No Apple fonts: the system font is Inter (Plumb's default).
    public static let none = SystemFonts(faces: [], directory: nil, contentHash: "")

    init(faces: [Face], directory: URL?, contentHash: String) {
        self.faces = faces
        self.directory = directory
        self.contentHash = contentHash
    }

    /// Reads every font file (`.ttf`, `.otf`, `.ttc`, `.otc`) in a folder and its subfolders and
    /// keeps the faces whose names say they are SF Pro, SF Pro Rounded, SF Mono or New York.
    ///
    /// The faces are loaded once per process (reading the folder again is cheap) and are not
    /// registered: `UIFont(name:size:)` does not find them by name, and no other test sees them.
    /// Files Plumb cannot read, and faces of other families, are skipped.
    ///
    /// - Parameter directory: A file URL of a folder.
    /// - Throws: ``TypesettingError/fontFileMissing(path:)`` when the folder does not exist,
    ///   ``TypesettingError/noSystemFonts(directory:)`` when it holds none of those faces.
    public init(contentsOf directory: URL) throws(TypesettingError) {
        guard directory.isFileURL else { throw .notAFileURL(directory.absoluteString) }
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .fontFileMissing(path: root.path) }
        var found: [Face] = []
        var digests: [String] = []
        for path in Self.fontFiles(in: root) {
            guard let file = SystemFontFiles.file(at: path) else { continue }
            for (loaded, description) in file.faces {
                guard let role = Self.recognise(loaded) else { continue }
                found.append(Face(design: role.design, opticalSize: role.opticalSize, description: description))
                digests.append("\(description.postScriptName) \(file.digest)")
            }
        }
        guard !found.isEmpty else { throw .noSystemFonts(directory: root.path) }
        self.init(
            faces: found, directory: root,
            contentHash: String(SHA256.hex(Array(digests.sorted().joined(separator: "\n").utf8)).prefix(12)))
    }

    /// Whether there are no faces (``none``).
    public var isEmpty: Bool { faces.isEmpty }

    /// The families recognised, each once, in the order of ``Design``: e.g.
    /// `["SF Pro Text", "SF Pro Display", "SF Mono"]`.
    public var familyNames: [String] {
        var names: [String] = []
        for design in Design.allCases {
            for face in faces where face.design == design && !names.contains(face.description.familyName) {
                names.append(face.description.familyName)
            }
        }
        return names
    }

    /// What reference images record: the families and the content hash, e.g.
    /// `"SF Pro Text, SF Pro Display (3f9c0e1a77b2)"`; `""` for ``none``.
    public var identity: String {
        isEmpty ? "" : familyNames.joined(separator: ", ") + " (\(contentHash))"
    }

    public var description: String { isEmpty ? "Inter (no Apple system fonts)" : identity }

    // MARK: - Which fonts are in effect

    @TaskLocal static var taskFonts: SystemFonts?

    /// The environment variable the process's system fonts are read from.
    public static let environmentVariable = "PLUMB_SYSTEM_FONTS_DIR"

    /// The process's system fonts: those in the folder `PLUMB_SYSTEM_FONTS_DIR` names (read once,
    /// when first asked for), ``none`` when it is not set, or the error reading them.
    public static let environment: Result<SystemFonts, TypesettingError> = fromEnvironment(
        ProcessInfo.processInfo.environment)

    /// The system fonts `environment` names (tests pass their own environment).
    static func fromEnvironment(_ environment: [String: String]) -> Result<SystemFonts, TypesettingError> {
        guard let path = environment[environmentVariable], !path.isEmpty else { return .success(.none) }
        do throws(TypesettingError) {
            return .success(try SystemFonts(contentsOf: URL(fileURLWithPath: path, isDirectory: true)))
        } catch {
            return .failure(error)
        }
    }

    /// The system fonts that draw in the current task: those passed to
    /// ``withCurrent(_:operation:)-(_,()->R)``, else the process's (``environment``; ``none``
    /// when reading them failed).
    public static var current: SystemFonts {
        if let fonts = taskFonts { return fonts }
        return (try? environment.get()) ?? .none
    }

    /// Runs `operation` with `fonts` as the system fonts of the task (and of the tasks it
    /// starts); ``none`` draws with Inter whatever the environment says.
    ///
    /// ```swift
    /// try SystemFonts.withCurrent(apple) { try assertSnapshot(of: view) }
    /// ```
    public static func withCurrent<R>(_ fonts: SystemFonts, operation: () throws -> R) rethrows -> R {
        try $taskFonts.withValue(fonts, operation: operation)
    }

    /// The `async` form of ``withCurrent(_:operation:)-(_,()->R)``.
    public static func withCurrent<R>(
        _ fonts: SystemFonts, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await $taskFonts.withValue(fonts, operation: operation, isolation: isolation)
    }

    // MARK: - Choosing a face

    /// The optical size at which SF Pro Display replaces SF Pro Text (see the type's
    /// documentation for the sources; an **estimate** for current iOS).
    public static let displaySwitchSize: Double = 20

    /// The face that draws `design` at a weight, size and slant, or `nil` when the fonts have
    /// none for the design: an instance of a variable face at the size, else the static face
    /// for the size's optical range nearest in weight.
    func face(for design: Design, weight: FontWeight, size: Double, italic: Bool) -> (face: FontFace, isItalic: Bool)? {
        let ofDesign = faces.filter { $0.design == design }
        guard !ofDesign.isEmpty else { return nil }
        let slanted = ofDesign.filter { $0.description.isItalic == italic }
        let styled = slanted.isEmpty ? ofDesign : slanted
        let variable = styled.filter { $0.opticalSize == .variable }
        let pool: [Face]
        if !variable.isEmpty {
            pool = variable
        } else {
            let wanted: OpticalSize = size < Self.displaySwitchSize ? .text : .display
            let other: OpticalSize = wanted == .text ? .display : .text
            let exact = styled.filter { $0.opticalSize == wanted }
            let any = styled.filter { $0.opticalSize == .any }
            pool = !exact.isEmpty ? exact : !any.isEmpty ? any : styled.filter { $0.opticalSize == other }
        }
        let target = weight.rawValue
        let heavier = target > 500
        guard
            let best = pool.min(by: { a, b in
                let wa = a.description.weight, wb = b.description.weight
                let da = abs(wa - target), db = abs(wb - target)
                if da != db { return da < db }
                return heavier ? wa > wb : wa < wb
            })
        else { return nil }
        let isItalic = best.description.isItalic
        guard best.opticalSize == .variable else { return (best.face, isItalic) }
        var settings = [VariationSetting(tag: VariationSetting.tag("opsz"), value: size)]
        if best.description.weight != target {
            settings.append(VariationSetting(tag: VariationSetting.tag("wght"), value: Double(target)))
        }
        return (SystemFontFiles.instance(of: best.face, variations: settings) ?? best.face, isItalic)
    }

    // MARK: - Recognising the files

    /// The font files under `root`, sorted by path (so the faces' order does not depend on the
    /// file system).
    static func fontFiles(in root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            guard ["ttf", "otf", "ttc", "otc"].contains(ext) else { continue }
            paths.append((root.path as NSString).appendingPathComponent(relative))
        }
        return paths.sorted()
    }

    /// The design and optical size a face's names say, or `nil` for a face of another family.
    static func recognise(_ loaded: LoadedFace) -> (design: Design, opticalSize: OpticalSize)? {
        let names = FaceNames(loaded)
        return recognise(
            family: names.typographicFamily ?? names.family, style: names.typographicSubfamily ?? names.subfamily,
            legacyFamily: names.family,
            hasOpticalAxis: loaded.axes.contains { $0.tag == VariationSetting.tag("opsz") })
    }

    /// The rule of ``recognise(_:)`` on names: the family (typographic where the file has one),
    /// the style, the legacy family (name ID 1) and whether the face has an `opsz` axis.
    static func recognise(family: String, style: String, legacyFamily: String, hasOpticalAxis: Bool)
        -> (design: Design, opticalSize: OpticalSize)?
    {
        func squeezed(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let name = squeezed(family)
        let all = squeezed(family + " " + legacyFamily + " " + style)
        let design: Design
        if name.hasPrefix("sfprorounded") || name.hasPrefix("sfuirounded") {
            design = .rounded
        } else if name.hasPrefix("sfmono") {
            design = .monospaced
        } else if name.hasPrefix("newyork") {
            design = .serif
        } else if name.hasPrefix("sfpro") || name.hasPrefix("sfuitext") || name.hasPrefix("sfuidisplay") {
            design = .default
        } else {
            return nil
        }
        if hasOpticalAxis { return (design, .variable) }
        guard design == .default else { return (design, .any) }
        if all.contains("display") { return (design, .display) }
        if all.contains("text") { return (design, .text) }
        return (design, .any)
    }
}

/// A face's names from its `name` table (English, through HarfBuzz).
struct FaceNames {
    var family: String
    var subfamily: String
    var typographicFamily: String?
    var typographicSubfamily: String?

    init(_ loaded: LoadedFace) {
        func name(_ id: UInt32) -> String? {
            var size: UInt32 = 0
            let length = hb_ot_name_get_utf8(loaded.hbFace, hb_ot_name_id_t(id), nil, &size, nil)
            guard length > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            size = UInt32(buffer.count)
            _ = hb_ot_name_get_utf8(loaded.hbFace, hb_ot_name_id_t(id), nil, &size, &buffer)
            let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.isEmpty ? nil : text
        }
        family = name(1) ?? ""
        subfamily = name(2) ?? ""
        typographicFamily = name(16)
        typographicSubfamily = name(17)
    }
}

/// The system font files read so far, by path, and the instances of their variable faces made
/// so far: kept for the process, apart from the registered fonts (no name lookup finds them).
enum SystemFontFiles {
    struct File {
        var faces: [(LoadedFace, FaceDescription)]
        /// SHA-256 of the file's bytes, hex.
        var digest: String
    }

    private struct State {
        var files: [String: File] = [:]
        var unreadable: Set<String> = []
        var loaded: [FontFace: LoadedFace] = [:]
        var descriptions: [FontFace: FaceDescription] = [:]
    }

    private static let state = Mutex(State())

    /// The parsed faces of the file at `path` (read once), or `nil` when Plumb cannot read it.
    static func file(at path: String) -> File? {
        let known: File?? = state.withLock { s in
            if let file = s.files[path] { return .some(file) }
            if s.unreadable.contains(path) { return .some(nil) }
            return nil
        }
        if let known { return known }
        guard let data = FileManager.default.contents(atPath: path),
            let faces = try? FontRegistry.parse(data, path: path)
        else {
            state.withLock { _ = $0.unreadable.insert(path) }
            return nil
        }
        let file = File(faces: faces, digest: SHA256.hex([UInt8](data)))
        return state.withLock { s in
            if let existing = s.files[path] { return existing }
            s.files[path] = file
            for (loaded, description) in faces {
                s.loaded[description.face] = loaded
                s.descriptions[description.face] = description
            }
            return file
        }
    }

    /// The loaded face of a system font face or instance.
    static func loaded(_ face: FontFace) -> LoadedFace? { state.withLock { $0.loaded[face] } }

    /// The description of a system font face (an instance has its face's).
    static func description(_ face: FontFace) -> FaceDescription? {
        state.withLock { $0.descriptions[face] }
    }

    /// The instance of a variable face at these axis values (each clamped to its axis), made
    /// once; `nil` when `base` is not a system font face.
    static func instance(of base: FontFace, variations: [VariationSetting]) -> FontFace? {
        guard case .registered(let registered) = base, let loaded = loaded(base) else { return nil }
        let clamped = variations.compactMap { setting in
            loaded.axes.first { $0.tag == setting.tag }.map {
                VariationSetting(tag: setting.tag, value: min(max(setting.value, $0.minimum), $0.maximum))
            }
        }
        guard !clamped.isEmpty else { return base }
        let face = FontFace.registered(
            RegisteredFace(path: registered.path, index: registered.index, variations: clamped))
        if state.withLock({ $0.loaded[face] != nil }) { return face }
        guard
            let made = LoadedFace(
                face: face, data: loaded.data, index: loaded.index, storage: loaded.storage, variations: clamped)
        else { return nil }
        return state.withLock { s in
            if s.loaded[face] == nil {
                s.loaded[face] = made
                var description = s.descriptions[base]
                description?.face = face
                s.descriptions[face] = description
            }
            return face
        }
    }
}
