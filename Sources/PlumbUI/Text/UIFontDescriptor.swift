import Foundation
import Typesetting

/// A description of a font by attributes (family, face name, size, text style, traits, design)
/// that a font is made from: UIKit's `UIFontDescriptor`.
///
/// ```swift
/// let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// let boldBody = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)   // Inter Bold 17
/// let serif = UIFont(descriptor: body.withDesign(.serif)!, size: 0)                   // DejaVu Serif 17
/// let code = UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits(.traitMonoSpace)
/// ```
///
/// A descriptor resolves to the faces Plumb has: the system font is Inter; `.traitBold` draws
/// the family's bold face; `.traitItalic` the family's italic face where a registered family has
/// one, else the upright face slanted by a synthetic oblique (bundled families have no italic
/// faces); `.traitMonoSpace` and `withDesign(.monospaced)` draw DejaVu Sans Mono, and
/// `withDesign(.serif)` DejaVu Serif; `.rounded` draws Inter (Plumb has no rounded face). A
/// descriptor's `postscriptName` and `fontAttributes[.name]` name the face drawn
/// (`"Inter-Bold"`), where UIKit names San Francisco's (`".SFUI-Bold"`).
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// A key of ``fontAttributes`` (the string values are UIKit's `UIFontDescriptor*Attribute`
    /// constants as iOS prints them; **estimate**).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face (style) name, e.g. `"Bold"` (`String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to users (`String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The Dynamic Type text style (`UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The traits (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// OpenType feature settings (Plumb reads only tabular figures).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// A fixed advance for every glyph (not drawn by Plumb).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary (UIKit's `UIFont*Trait` constants as iOS
    /// prints them; **estimate**).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (a `UInt32` of ``SymbolicTraits``).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, −1 ... 1 (`UIFont.Weight`'s raw values).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 (condensed) ... 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1 ... 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A font's stylistic traits, with the bit values of UIKit's `UIFontDescriptorSymbolicTraits`
    /// (`UIFontDescriptor.h`, the same bits as Core Text's `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic or oblique (1 << 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (1 << 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (1 << 5).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (1 << 6).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph has the same advance (1 << 10).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs (1 << 11).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user interfaces (1 << 12).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (1 << 15).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (1 << 16).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font (UIKit's `UIFontDescriptor.SystemDesign`; raw values as iOS
    /// prints them, **estimate**).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font (Inter).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded on iOS; Inter in Plumb, which has no rounded face.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York on iOS; DejaVu Serif in Plumb.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono on iOS; DejaVu Sans Mono in Plumb.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes Plumb reads.
    struct Spec: Hashable, Sendable {
        var family: String?
        var name: String?
        var face: String?
        var size: CGFloat?
        var textStyle: UIFont.TextStyle?
        var symbolicTraits: SymbolicTraits = []
        var weight: UIFont.Weight?
        var design: SystemDesign?
        var tabularFigures = false
    }

    let spec: Spec

    init(spec: Spec) { self.spec = spec }

    /// A descriptor without attributes (the system font at 12 pt, Core Text's default size).
    public convenience init() { self.init(spec: Spec()) }

    /// A descriptor for a font by PostScript or family name at a size (as ``UIFont/init(name:size:)``
    /// resolves the name).
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(spec: Spec(name: fontName, size: size))
    }

    /// A descriptor from attributes: family, name, face, size, text style, traits (symbolic
    /// traits and weight) and feature settings are read; other keys are ignored.
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        var spec = Spec()
        UIFontDescriptor.read(attributes, into: &spec)
        self.init(spec: spec)
    }

    /// The attributes: family, name and face of the face drawn, size, text style and traits
    /// (symbolic traits and weight), where the descriptor has them.
    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [:]
        if let family = spec.family { a[.family] = family }
        if let name = spec.name { a[.name] = name }
        if let face = spec.face { a[.face] = face }
        if let size = spec.size { a[.size] = size }
        if let textStyle = spec.textStyle { a[.textStyle] = textStyle }
        var traits: [TraitKey: Any] = [:]
        if !spec.symbolicTraits.isEmpty { traits[.symbolic] = spec.symbolicTraits.rawValue }
        if let weight = spec.weight { traits[.weight] = weight.rawValue }
        if !traits.isEmpty { a[.traits] = traits }
        if spec.tabularFigures {
            a[.featureSettings] = [["CTFeatureOpenTypeTag": "tnum", "CTFeatureOpenTypeValue": 1]]
        }
        return a
    }

    /// The value of one attribute, or `nil`.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The point size (0 when the descriptor has none).
    public var pointSize: CGFloat { spec.size ?? 0 }

    /// The PostScript name of the face the descriptor resolves to, e.g. `"Inter-Bold"`.
    public var postscriptName: String { spec.name ?? UIFont(descriptor: self, size: 0).fontName }

    /// The symbolic traits.
    public var symbolicTraits: SymbolicTraits { spec.symbolicTraits }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var s = spec
        s.size = newPointSize
        return UIFontDescriptor(spec: s)
    }

    /// A descriptor of the same family with these symbolic traits (replacing the descriptor's).
    /// UIKit returns `nil` when no face of the family has the traits; Plumb always has one to
    /// draw: `.traitBold` picks the bold face, `.traitItalic`
    /// an italic face or the synthetic oblique, `.traitMonoSpace` DejaVu Sans Mono
    /// (**estimate**: what UIKit picks for a proportional family). Traits other than these are
    /// recorded but change nothing drawn. Leaving `.traitBold` out of a bold descriptor's traits
    /// makes it regular.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var s = spec
        if s.family == nil, s.name != nil { s.family = UIFont(descriptor: self, size: 0).familyName }
        s.name = nil
        s.face = nil
        if spec.symbolicTraits.contains(.traitBold) && !symbolicTraits.contains(.traitBold) { s.weight = .regular }
        s.symbolicTraits = symbolicTraits
        return UIFontDescriptor(spec: s)
    }

    /// The system font's descriptor in another design, or `nil` for a descriptor that is not
    /// the system font's (UIKit's designs exist only for the system font).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let font = UIFont(descriptor: self, size: 0)
        guard font.design != nil || font.font.family == .inter else { return nil }
        var s = spec
        s.design = design
        s.name = nil
        s.face = nil
        s.family = nil
        return UIFontDescriptor(spec: s)
    }

    /// A descriptor of another family (its regular face unless traits pick another).
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var s = spec
        s.family = newFamily
        s.name = nil
        s.face = nil
        s.design = nil
        return UIFontDescriptor(spec: s)
    }

    /// A descriptor of the same family's face with this style name (`"Bold"`, `"Italic"`).
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        var s = spec
        s.family = s.family ?? UIFont(descriptor: self, size: 0).familyName
        s.name = nil
        s.face = newFace
        return UIFontDescriptor(spec: s)
    }

    /// The descriptor with more attributes (given values replace the descriptor's).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var s = spec
        UIFontDescriptor.read(attributes, into: &s)
        return UIFontDescriptor(spec: s)
    }

    /// The descriptor of a text style's font at the default content size category (`.large`).
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at a trait collection's content size category.
    public class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool { a.spec == b.spec }
    public func hash(into h: inout Hasher) { h.combine(spec) }

    public var description: String {
        var parts: [String] = []
        if let name = spec.name { parts.append("NSFontNameAttribute = \(name)") }
        if let family = spec.family { parts.append("NSFontFamilyAttribute = \(family)") }
        if let size = spec.size { parts.append("NSFontSizeAttribute = \(fmt(size))") }
        if let style = spec.textStyle { parts.append("NSCTFontUIUsageAttribute = \(style.rawValue)") }
        return "UICTFontDescriptor <\(parts.joined(separator: ", "))>"
    }

    /// Reads the attributes Plumb knows into a spec.
    static func read(_ attributes: [AttributeName: Any], into s: inout Spec) {
        if let family = attributes[.family] as? String { s.family = family; s.name = nil; s.design = nil }
        if let name = attributes[.name] as? String { s.name = name }
        if let face = attributes[.face] as? String { s.face = face; s.name = nil }
        if let size = attributes[.size].flatMap(number) { s.size = CGFloat(size) }
        if let style = attributes[.textStyle] as? UIFont.TextStyle {
            s.textStyle = style
        } else if let style = attributes[.textStyle] as? String {
            s.textStyle = UIFont.TextStyle(rawValue: style)
        }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traits[.symbolic] {
                if let t = symbolic as? SymbolicTraits {
                    s.symbolicTraits = t
                } else if let n = number(symbolic) {
                    s.symbolicTraits = SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(n)))
                }
            }
            if let weight = traits[.weight] {
                if let w = weight as? UIFont.Weight {
                    s.weight = w
                } else if let n = number(weight) {
                    s.weight = UIFont.Weight(CGFloat(n))
                }
            }
        }
        if let settings = attributes[.featureSettings] as? [[String: Any]] {
            s.tabularFigures = settings.contains { ($0["CTFeatureOpenTypeTag"] as? String) == "tnum" }
        }
    }

    /// A number of any of the types UIKit code passes (`CGFloat`, `Double`, `Int`, `NSNumber` ...).
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as UInt32: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
