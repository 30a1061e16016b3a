import Foundation
import Typesetting

extension UIFont {
    /// A font by PostScript or family name at a size, or `nil` for a name Plumb cannot draw:
    /// UIKit's failable `init(name:size:)`.
    ///
    /// Plumb draws only its bundled fonts (``familyNames``), so a name resolves in one of three
    /// ways:
    /// - **A bundled face or family**, by its PostScript name (`"Inter-SemiBold"`,
    ///   `"DejaVuSans-Bold"`, ``fontNames(forFamilyName:)``) or family name (`"Inter"`,
    ///   `"Noto Sans Hebrew"`, its regular face).
    /// - **A sans-serif family that iOS ships** (Helvetica, Helvetica Neue, Arial, Avenir, Avenir
    ///   Next, Futura, Gill Sans, Trebuchet MS, Verdana): drawn with Inter, the stand-in Plumb
    ///   already uses for San Francisco, at the weight the style names (`-Medium` medium,
    ///   `-DemiBold`/`-SemiBold` semibold, `-Bold`, `-Heavy`, `-Black` bold; light, book and roman
    ///   styles regular; italic styles upright: Plumb has no italic faces). The font reports
    ///   what is drawn: `fontName` `"Inter-Bold"` for `"HelveticaNeue-Bold"`, `familyName`
    ///   `"Inter"`; its metrics are the system font's, not Helvetica's.
    /// - **Anything else is `nil`**, as UIKit returns for a name it does not know. That includes
    ///   fonts iOS has but Plumb cannot stand in for honestly (monospaced Menlo, Courier and SF
    ///   Mono, serif Georgia and Times New Roman: a proportional sans would misdraw a column or a
    ///   style) and fonts an app bundles itself. Each `nil` is reported on ``LayoutDiagnostics``
    ///   with the families Plumb has, since UIKit would have found an iOS font.
    ///
    /// Names are compared without regard to case.
    ///
    /// ```swift
    /// let title = UIFont(name: "HelveticaNeue-Bold", size: 20)   // Inter Bold 20, drawn as the system font
    /// let code = UIFont(name: "Menlo", size: 12) ?? .systemFont(ofSize: 12)
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, weight) = FontNames.resolve(fontName) else {
            LayoutDiagnostics.report(.warning, "UIFont(name: \"\(fontName)\", size: \(fmt(fontSize))) is nil: Plumb draws only its "
                + "bundled fonts (\(UIFont.familyNames.joined(separator: ", "))) and stands Inter in for iOS's sans-serif families.")
            return nil
        }
        self.init(Font(family: family, size: Double(fontSize), weight: weight))
    }

    /// The font families Plumb can draw, sorted: UIKit's `familyNames` lists the device's.
    ///
    /// ```swift
    /// UIFont.familyNames   // ["DejaVu Sans", "Droid Sans Fallback", "Inter", "Noto Color Emoji", ...]
    /// ```
    public class var familyNames: [String] { FontNames.families.map(\.name).sorted() }

    /// The PostScript names of a family's faces, lightest first, or `[]` for a family Plumb does
    /// not bundle (as UIKit returns for an unknown family).
    ///
    /// ```swift
    /// UIFont.fontNames(forFamilyName: "Inter")   // ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"]
    /// ```
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontNames.families.first { $0.name.caseInsensitiveCompare(familyName) == .orderedSame }?.faces.map(\.name) ?? []
    }
}

/// The bundled families' names and faces, and the iOS families Inter stands in for.
enum FontNames {
    struct Family {
        var name: String
        var family: FontFamily
        /// PostScript names and weights, lightest first.
        var faces: [(name: String, weight: FontWeight)]
    }

    /// The bundled families (PostScript and family names as the font files give them).
    static let families: [Family] = [
        Family(name: "Inter", family: .inter, faces: [("Inter-Regular", .regular), ("Inter-Medium", .medium),
                                                      ("Inter-SemiBold", .semibold), ("Inter-Bold", .bold)]),
        Family(name: "Noto Sans Arabic UI", family: .notoSansArabicUI,
               faces: [("NotoSansArabicUI-Regular", .regular), ("NotoSansArabicUI-Bold", .bold)]),
        Family(name: "Noto Sans Hebrew", family: .notoSansHebrew,
               faces: [("NotoSansHebrew-Regular", .regular), ("NotoSansHebrew-Bold", .bold)]),
        Family(name: "DejaVu Sans", family: .dejaVuSans, faces: [("DejaVuSans", .regular), ("DejaVuSans-Bold", .bold)]),
        Family(name: "Droid Sans Fallback", family: .droidSansFallback, faces: [("DroidSansFallback", .regular)]),
        Family(name: "Noto Color Emoji", family: .notoColorEmoji, faces: [("NotoColorEmoji", .regular)]),
    ]

    /// iOS's sans-serif families Inter stands in for: the family name and its PostScript prefix.
    static let standIns: [(family: String, prefix: String)] = [
        ("Helvetica", "Helvetica"), ("Helvetica Neue", "HelveticaNeue"), ("Arial", "Arial"), ("Arial", "ArialMT"),
        ("Avenir", "Avenir"), ("Avenir Next", "AvenirNext"), ("Futura", "Futura"), ("Gill Sans", "GillSans"),
        ("Trebuchet MS", "TrebuchetMS"), ("Verdana", "Verdana"),
    ]

    /// The weight a PostScript style names (`nil` for a style Plumb does not know).
    static func weight(ofStyle style: String) -> FontWeight? {
        var s = style.lowercased()
        for suffix in ["psmt", "mt", "italic", "oblique"] where s.hasSuffix(suffix) { s.removeLast(suffix.count) }
        switch s {
        case "", "regular", "roman", "book", "light", "ultralight", "thin": return .regular
        case "medium": return .medium
        case "semibold", "demibold", "demi": return .semibold
        case "bold", "heavy", "black", "extrabold", "ultrabold": return .bold
        default: return nil
        }
    }

    /// The family and weight a name stands for, or `nil`.
    static func resolve(_ name: String) -> (FontFamily, FontWeight)? {
        func same(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }
        for f in families {
            if same(f.name, name) { return (f.family, f.faces[0].weight) }
            if let face = f.faces.first(where: { same($0.name, name) }) { return (f.family, face.weight) }
        }
        for s in standIns {
            if same(s.family, name) || same(s.prefix, name) { return (.inter, .regular) }
            let dashed = s.prefix + "-"
            guard name.count > dashed.count, same(String(name.prefix(dashed.count)), dashed) else { continue }
            if let weight = weight(ofStyle: String(name.dropFirst(dashed.count))) { return (.inter, weight) }
        }
        return nil
    }

    /// The family name of a bundled family.
    static func familyName(_ family: FontFamily) -> String {
        families.first { $0.family == family }?.name ?? "Inter"
    }

    /// The PostScript name of the face a font draws with.
    static func postScriptName(_ font: Font) -> String {
        let face = font.face
        guard let f = families.first(where: { $0.family == font.family }) else { return "Inter-Regular" }
        return f.faces.first { $0.weight == font.weight && f.family.face(for: $0.weight) == face }?.name
            ?? f.faces.first { f.family.face(for: $0.weight) == face }?.name ?? f.faces[0].name
    }
}
