import Foundation
import Raster
import Synchronization

/// Reading image files: PNG (libpng) or JPEG (libjpeg-turbo), told apart by their first bytes.
enum ImageFile {
    static func decode(contentsOf path: String) throws(RasterError) -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(bytes, path: path)
    }

    static func decode(_ bytes: [UInt8], path: String) throws(RasterError) -> RGBAImage {
        if JPEGDecoder.isJPEG(bytes) { return try JPEGDecoder().decode(bytes, path: path) }
        return try PNGDecoder().decode(bytes, path: path).image
    }
}

/// The scale variants of one image: UIKit's `UIImageAsset`. Images loaded by name carry theirs,
/// and a view draws the variant for its own display scale.
///
/// The variant for a scale is the exact one if it exists, else the next larger one, else the
/// next smaller one (UIKit documents that a high-resolution screen looks for the `@2x` file
/// first, `UIImage(named:)`; the order of the fallbacks is an **estimate**).
public final class UIImageAsset: Sendable {
    /// One file of the asset.
    struct Variant: Sendable {
        var scale: Int
        var path: String
    }

    /// The name the asset was loaded with.
    let name: String
    let variants: [Variant]
    let renderingMode: UIImage.RenderingMode
    private let decoded = Mutex<[Int: UIImage]>([:])

    init(name: String, variants: [Variant], renderingMode: UIImage.RenderingMode) {
        self.name = name
        self.variants = variants.sorted { $0.scale < $1.scale }
        self.renderingMode = renderingMode
    }

    /// The scales there are files for.
    public var availableScales: [CGFloat] { variants.map { CGFloat($0.scale) } }

    /// The image for a trait collection (its display scale).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        image(forScale: traitCollection.displayScale) ?? UIImage.placeholderPixel
    }

    /// The variant files in the order they are tried for `scale`.
    func preference(for scale: CGFloat) -> [Variant] {
        let s = wholeScale(scale)
        let exact = variants.filter { $0.scale == s }
        let larger = variants.filter { $0.scale > s }
        let smaller = variants.filter { $0.scale < s }.reversed()
        return exact + larger + smaller
    }

    /// The decoded image for a display scale; a file that fails to decode is reported (naming
    /// it) and the next variant is tried.
    func image(forScale scale: CGFloat) -> UIImage? {
        for variant in preference(for: scale) {
            if let hit = decoded.withLock({ $0[variant.scale] }) { return hit }
            do {
                let rgba = try ImageFile.decode(contentsOf: variant.path)
                let image = UIImage(
                    bitmap: try Bitmap(rgba, scale: Double(variant.scale)), scale: CGFloat(variant.scale),
                    renderingMode: renderingMode, imageAsset: self)
                decoded.withLock { $0[variant.scale] = image }
                return image
            } catch {
                LayoutDiagnostics.report(.warning, "UIImage(named: \"\(name)\"): \(error)")
            }
        }
        return nil
    }
}

extension UIImage {
    /// A 1×1 transparent image (what a failed asset resolves to).
    static let placeholderPixel = UIImage(bitmap: try! Bitmap(width: 1, height: 1, scale: 1), scale: 1)

    /// The variant of this image for a trait collection: from its asset when it has one.
    /// A right-to-left environment mirrors an image made with
    /// `imageFlippedForRightToLeftLayoutDirection()` (see UIImage+Orientation.swift).
    func resolved(for traits: UITraitCollection) -> UIImage {
        var image = self
        if let imageAsset, wholeScale(traits.displayScale) != wholeScale(scale),
            let variant = imageAsset.image(forScale: traits.displayScale)
        {
            image = variant.with(
                renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, extras: extras)
        }
        return image.mirroredIfRightToLeft(traits)
    }

    /// Loads an image by name from the app's main bundle (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads an image by name from a bundle (`nil`: `Bundle.main`; SwiftPM resources:
    /// `Bundle.module`), at the display scale of `traitCollection` (default @2x).
    ///
    /// Looks for, in the bundle's resources: `name@3x.png`/`@2x`/plain `.png`, `.jpg` and
    /// `.jpeg` files (a name with an extension is taken as it is), then an image set
    /// `name.imageset/Contents.json` in any `*.xcassets` folder (its `images` by `scale`, its
    /// `template-rendering-intent`). Returns `nil` when nothing matches, with a warning naming
    /// what was looked for; a malformed `Contents.json` or a corrupt file is reported by path.
    ///
    /// ```swift
    /// let logo = UIImage(named: "logo", in: .module, compatibleWith: UITraitCollection(displayScale: 3))
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundle = bundle ?? .main
        guard let asset = ImageLibrary.asset(named: name, in: bundle) else { return nil }
        let scale = traitCollection?.displayScale ?? UITraitCollection.default.displayScale
        guard let image = asset.image(forScale: scale) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: asset.renderingMode, imageAsset: asset)
    }
}

/// Finds named images in bundles: loose files and asset catalogs.
enum ImageLibrary {
    private static let assets = Mutex<[String: UIImageAsset]>([:])
    private static let catalogs = Mutex<[String: [String]]>([:])

    /// The resource folder of a bundle.
    static func root(of bundle: Bundle) -> String { bundle.resourcePath ?? bundle.bundlePath }

    /// The `*.xcassets` folders under a resource root (at most four levels down).
    static func catalogs(in root: String) -> [String] {
        if let hit = catalogs.withLock({ $0[root] }) { return hit }
        var found: [String] = []
        func walk(_ dir: String, _ depth: Int) {
            guard depth <= 4, let items = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
            for item in items.sorted() {
                let path = dir + "/" + item
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
                    continue
                }
                if item.hasSuffix(".xcassets") { found.append(path) } else { walk(path, depth + 1) }
            }
        }
        walk(root, 0)
        catalogs.withLock { $0[root] = found }
        return found
    }

    /// The folder `<name>.<kind>` inside a catalog (groups and namespaces searched), if any.
    static func set(named name: String, kind: String, in catalog: String) -> String? {
        let target = (name as NSString).lastPathComponent + "." + kind
        guard let e = FileManager.default.enumerator(atPath: catalog) else { return nil }
        var matches: [String] = []
        while let item = e.nextObject() as? String {
            if (item as NSString).lastPathComponent == target { matches.append(catalog + "/" + item) }
        }
        // A namespaced name ("Icons/star") must match the folder path's end.
        return matches.sorted().first { name.contains("/") ? $0.hasSuffix(name + "." + kind) : true }
    }

    /// The asset for a name in a bundle, or `nil` (reported) when there is none.
    static func asset(named name: String, in bundle: Bundle, quiet: Bool = false) -> UIImageAsset? {
        let root = root(of: bundle)
        let key = root + "\u{0}" + name
        if let hit = assets.withLock({ $0[key] }) { return hit }
        let asset = looseFiles(named: name, root: root) ?? catalogImage(named: name, root: root)
        if let asset {
            assets.withLock { $0[key] = asset }
        } else if !quiet {
            LayoutDiagnostics.report(
                .warning,
                "UIImage(named: \"\(name)\"): no image in \(root) (looked for \(name).png, "
                    + "\(name)@2x.png, \(name)@3x.png, .jpg and .jpeg, and \(name).imageset in asset catalogs)")
        }
        return asset
    }

    private static func looseFiles(named name: String, root: String) -> UIImageAsset? {
        let ext = (name as NSString).pathExtension.lowercased()
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        var variants: [UIImageAsset.Variant] = []
        for scale in [1, 2, 3] {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            for e in extensions {
                let path = root + "/" + base + suffix + "." + e
                if FileManager.default.fileExists(atPath: path) {
                    variants.append(.init(scale: scale, path: path))
                    break
                }
            }
        }
        return variants.isEmpty ? nil : UIImageAsset(name: name, variants: variants, renderingMode: .automatic)
    }

    private static func catalogImage(named name: String, root: String) -> UIImageAsset? {
        for catalog in catalogs(in: root) {
            guard let set = set(named: name, kind: "imageset", in: catalog) else { continue }
            let contentsPath = set + "/Contents.json"
            guard let json = contents(contentsPath, for: "UIImage(named: \"\(name)\")") else { continue }
            var variants: [UIImageAsset.Variant] = []
            for entry in json["images"] as? [[String: Any]] ?? [] {
                guard let file = entry["filename"] as? String else { continue }
                let idiom = entry["idiom"] as? String ?? "universal"
                guard idiom == "universal" || idiom == "iphone" else { continue }
                if entry["appearances"] != nil { continue }  // dark variants: not chosen by scale
                let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
                let scale = Int(scaleText) ?? 1
                let path = set + "/" + file
                guard FileManager.default.fileExists(atPath: path) else {
                    LayoutDiagnostics.report(
                        .warning, "UIImage(named: \"\(name)\"): \(contentsPath) names \(file), which is missing")
                    continue
                }
                if !variants.contains(where: { $0.scale == scale }) { variants.append(.init(scale: scale, path: path)) }
            }
            guard !variants.isEmpty else {
                LayoutDiagnostics.report(
                    .warning, "UIImage(named: \"\(name)\"): \(contentsPath) has no usable PNG or JPEG image")
                continue
            }
            let properties = json["properties"] as? [String: Any]
            let mode: UIImage.RenderingMode
            switch properties?["template-rendering-intent"] as? String {
            case "template": mode = .alwaysTemplate
            case "original": mode = .alwaysOriginal
            default: mode = .automatic
            }
            return UIImageAsset(name: name, variants: variants, renderingMode: mode)
        }
        return nil
    }

    /// A `Contents.json` read as a dictionary; a malformed one is reported and skipped.
    static func contents(_ path: String, for caller: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            LayoutDiagnostics.report(.warning, "\(caller): \(path) is missing")
            return nil
        }
        do {
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                LayoutDiagnostics.report(.warning, "\(caller): \(path) is not a JSON object; the set is skipped")
                return nil
            }
            return json
        } catch {
            LayoutDiagnostics.report(
                .warning, "\(caller): \(path) is not valid JSON (\(error.localizedDescription)); the set is skipped")
            return nil
        }
    }
}

/// A scale as a whole number for matching `@2x`/`@3x` variants: non-finite or absurd scales
/// (which would overflow `Int`) count as 1 or 1000.
func wholeScale(_ scale: CGFloat) -> Int {
    guard scale.isFinite else { return 1 }
    return Int(min(max(scale.rounded(), 1), 1000))
}
