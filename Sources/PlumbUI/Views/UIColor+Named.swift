import Foundation

extension UIColor {
    /// A colour from an asset catalog's colour set (`name.colorset/Contents.json` in any
    /// `*.xcassets` folder of the bundle; `nil`: `Bundle.main`).
    ///
    /// sRGB, display P3 (taken as sRGB) and grey colours are read, with components written as
    /// floats ("0.800"), 8-bit integers ("204") or hex ("0xCC"). Without `traitCollection` the
    /// colour is dynamic (its dark variant in dark traits); with one, it is resolved for it.
    /// Returns `nil` when there is no such set; a malformed `Contents.json` is reported by path.
    ///
    /// ```swift
    /// view.backgroundColor = UIColor(named: "Brand", in: .module, compatibleWith: nil)
    /// ```
    ///
    /// Where Plumb differs: system colour references (`"platform": "ios"`) are not read.
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        let root = ImageLibrary.root(of: bundle ?? .main)
        let caller = "UIColor(named: \"\(name)\")"
        for catalog in ImageLibrary.catalogs(in: root) {
            guard let set = ImageLibrary.set(named: name, kind: "colorset", in: catalog),
                let json = ImageLibrary.contents(set + "/Contents.json", for: caller)
            else { continue }
            let entries = json["colors"] as? [[String: Any]] ?? []
            func isDark(_ entry: [String: Any]) -> Bool {
                (entry["appearances"] as? [[String: Any]] ?? []).contains {
                    $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
                }
            }
            func hasAppearance(_ entry: [String: Any]) -> Bool { entry["appearances"] != nil }
            func components(_ entry: [String: Any]?) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
                guard let entry, let color = entry["color"] as? [String: Any],
                    let components = color["components"] as? [String: Any]
                else { return nil }
                func component(_ key: String) -> CGFloat? {
                    let raw: String
                    if let s = components[key] as? String {
                        raw = s
                    } else if let n = components[key] as? NSNumber {
                        raw = n.stringValue
                    } else {
                        return nil
                    }
                    let text = raw.trimmingCharacters(in: .whitespaces)
                    if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) {
                        return CGFloat(v) / 255
                    }
                    if text.contains("."), let v = Double(text) { return CGFloat(v) }
                    if let v = Int(text) { return CGFloat(v) / 255 }
                    return nil
                }
                let alpha = component("alpha") ?? 1
                if let white = component("white") { return (white, white, white, alpha) }
                guard let r = component("red"), let g = component("green"), let b = component("blue") else {
                    return nil
                }
                return (r, g, b, alpha)
            }
            guard let light = components(entries.first { !hasAppearance($0) } ?? entries.first) else {
                LayoutDiagnostics.report(
                    .warning,
                    "\(caller): \(set)/Contents.json has no colour components Plumb can read; the set is skipped")
                continue
            }
            let dark = components(entries.first(where: isDark)) ?? light
            let lightColor = UIColor(red: light.0, green: light.1, blue: light.2, alpha: light.3)
            let darkColor = UIColor(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3)
            if let traitCollection {
                let c = traitCollection.userInterfaceStyle == .dark ? dark : light
                self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            } else {
                // A dynamic colour: each view resolves it with its own traits.
                self.init(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor })
            }
            return
        }
        return nil
    }
}
