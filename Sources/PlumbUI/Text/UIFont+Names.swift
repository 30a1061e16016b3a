import Foundation
import Typesetting

extension UIFont {
    /// A font by PostScript or family name at a size, or `nil` for a name Plumb cannot draw:
    /// UIKit's failable `init(name:size:)`.
    ///
    /// Plumb draws only its bundled fonts and the font files an app registers, so a name
    /// resolves in one of these ways:
    /// - **A registered face or family** (``register(contentsOf:)``, the app's own fonts), by
    ///   its PostScript name (`"EBGaramond12-Italic"`), full name or family name (its regular
    ///   upright face, else its first).
    /// - **A bundled face or family**, by its PostScript name (`"Inter-SemiBold"`,
    ///   `"DejaVuSansMono-Bold"`, ``fontNames(forFamilyName:)``) or family name (`"Inter"`,
    ///   `"DejaVu Serif"`, its regular face).
    /// - **A family that iOS ships**, drawn with the bundled face of its kind at the weight the
    ///   style names (`-Medium` medium, `-DemiBold`/`-SemiBold` semibold, `-Bold`, `-Heavy`,
    ///   `-Black` bold; light, book and roman styles regular), slanted by a synthetic oblique for
    ///   an italic or oblique style:
    ///   - sans-serif (Helvetica, Helvetica Neue, Arial, Avenir, Avenir Next, Futura, Gill Sans,
    ///     Trebuchet MS, Verdana): Inter, the system font's stand-in, with the system font's
    ///     metrics;
    ///   - monospaced (Menlo, Courier, Courier New): DejaVu Sans Mono (Menlo is itself derived
    ///     from the same Bitstream Vera Sans Mono design);
    ///   - serif (Times New Roman, Georgia, Baskerville, Palatino, Didot, Charter, Cochin,
    ///     Hoefler Text, Iowan Old Style): DejaVu Serif.
    ///
    ///   The font reports what is drawn: `fontName` `"Inter-Bold"` for `"HelveticaNeue-Bold"`,
    ///   `"DejaVuSansMono"` for `"Menlo"`, and that face's metrics.
    /// - **Anything else is `nil`**, as UIKit returns for a name it does not know (an app font
    ///   that was not registered, say). Each `nil` is reported on ``LayoutDiagnostics`` with the
    ///   families Plumb has, since UIKit might have found an iOS font.
    ///
    /// Names are compared without regard to case.
    ///
    /// ```swift
    /// let title = UIFont(name: "HelveticaNeue-Bold", size: 20)   // Inter Bold 20, drawn as the system font
    /// let code = UIFont(name: "Menlo", size: 12)                 // DejaVu Sans Mono 12
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = FontNames.resolve(fontName, size: Double(fontSize)) else {
            LayoutDiagnostics.report(
                .warning,
                "UIFont(name: \"\(fontName)\", size: \(fmt(fontSize))) is nil: Plumb draws only its "
                    + "bundled fonts (\(UIFont.familyNames.joined(separator: ", "))), stands them in for iOS's sans-serif, "
                    + "monospaced and serif families, and draws an app's own font files once UIFont.register(contentsOf:) "
                    + "has registered them.")
            return nil
        }
        self.init(font)
    }

    /// The font families Plumb can draw, sorted: the bundled ones and the registered ones
    /// (UIKit's `familyNames` lists the device's and the app's).
    ///
    /// ```swift
    /// UIFont.familyNames   // ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback", "Inter", ...]
    /// ```
    public class var familyNames: [String] {
        var names = FontFamily.allCases.map(\.name)
        for face in FontRegistry.registeredFaces
        where !names.contains(where: { $0.caseInsensitiveCompare(face.familyName) == .orderedSame }) {
            names.append(face.familyName)
        }
        return names.sorted()
    }

    /// The PostScript names of a family's faces, lightest first (upright before italic), or `[]`
    /// for a family Plumb neither bundles nor has registered (as UIKit returns for an unknown
    /// family).
    ///
    /// ```swift
    /// UIFont.fontNames(forFamilyName: "Inter")   // ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"]
    /// ```
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        if let family = FontNames.bundledFamily(named: familyName) {
            return family.faces.map { FontRegistry.description(of: $0).postScriptName }
        }
        return FontRegistry.registeredFaces(inFamily: familyName).map(\.postScriptName)
    }
}

/// Resolves font names: registered faces and families, bundled ones, and the iOS families the
/// bundled faces stand in for.
enum FontNames {
    /// What kind of face an iOS family is drawn with.
    enum Kind { case sans, mono, serif }

    /// iOS's families the bundled faces stand in for: the family name, its PostScript prefix and
    /// its kind (families as listed by `UIFont.familyNames` on iOS 17, **estimate** for the list's
    /// completeness).
    static let standIns: [(family: String, prefix: String, kind: Kind)] = [
        ("Helvetica", "Helvetica", .sans), ("Helvetica Neue", "HelveticaNeue", .sans), ("Arial", "Arial", .sans),
        ("Arial", "ArialMT", .sans), ("Avenir", "Avenir", .sans), ("Avenir Next", "AvenirNext", .sans),
        ("Futura", "Futura", .sans), ("Gill Sans", "GillSans", .sans), ("Trebuchet MS", "TrebuchetMS", .sans),
        ("Verdana", "Verdana", .sans),
        ("Menlo", "Menlo", .mono), ("Courier", "Courier", .mono), ("Courier New", "CourierNewPS", .mono),
        ("Courier New", "CourierNewPSMT", .mono),
        ("Times New Roman", "TimesNewRomanPS", .serif), ("Times New Roman", "TimesNewRomanPSMT", .serif),
        ("Georgia", "Georgia", .serif), ("Baskerville", "Baskerville", .serif), ("Palatino", "Palatino", .serif),
        ("Didot", "Didot", .serif), ("Charter", "Charter", .serif), ("Cochin", "Cochin", .serif),
        ("Hoefler Text", "HoeflerText", .serif), ("Iowan Old Style", "IowanOldStyle", .serif),
    ]

    /// The weight a PostScript style names and whether it is italic (`nil` for a style Plumb
    /// does not know).
    static func style(_ style: String) -> (weight: FontWeight, italic: Bool)? {
        var s = style.lowercased()
        let italic = s.contains("italic") || s.contains("oblique")
        for suffix in ["psmt", "mt", "italic", "oblique"] where s.hasSuffix(suffix) { s.removeLast(suffix.count) }
        switch s {
        case "", "regular", "roman", "book", "light", "ultralight", "thin": return (.regular, italic)
        case "medium": return (.medium, italic)
        case "semibold", "demibold", "demi": return (.semibold, italic)
        case "bold", "heavy", "black", "extrabold", "ultrabold": return (.bold, italic)
        default: return nil
        }
    }

    /// The bundled family with this name (without regard to case).
    static func bundledFamily(named name: String) -> FontFamily? {
        FontFamily.allCases.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The family drawn for a kind of iOS family.
    static func family(_ kind: Kind) -> FontFamily {
        switch kind {
        case .sans: .inter
        case .mono: .dejaVuSansMono
        case .serif: .dejaVuSerif
        }
    }

    /// The font a name stands for at a size, or `nil`.
    static func resolve(_ name: String, size: Double) -> Font? {
        func same(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }
        if let registered = FontRegistry.registeredFace(named: name) { return Font(face: registered.face, size: size) }
        let registeredFamily = FontRegistry.registeredFaces(inFamily: name)
        if let first = registeredFamily.first {
            let regular = FontFamily.registered(first.familyName).face(weightClass: 400, italic: false)
            return Font(face: regular ?? first.face, size: size)
        }
        if let family = bundledFamily(named: name) { return Font(face: family.faces[0], size: size) }
        if let face = FontFace.allCases.first(where: { same($0.postScriptName, name) }) {
            return Font(face: face, size: size)
        }
        for s in standIns {
            var found: (weight: FontWeight, italic: Bool)?
            if same(s.family, name) || same(s.prefix, name) {
                found = (.regular, false)
            } else {
                let dashed = s.prefix + "-"
                if name.count > dashed.count, same(String(name.prefix(dashed.count)), dashed) {
                    found = style(String(name.dropFirst(dashed.count)))
                }
            }
            guard let found else { continue }
            var font = Font(family: family(s.kind), size: size, weight: found.weight)
            font.isOblique = found.italic
            return font
        }
        return nil
    }
}
