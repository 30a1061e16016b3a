import Foundation
import Typesetting

extension UIFont {
    /// The font's descriptor: the family, PostScript and style names of the face drawn, the size,
    /// the text style (for a `preferredFont(forTextStyle:)` font), the weight, the design and the
    /// symbolic traits (`.traitBold` for a bold face, `.traitItalic` for an italic face or the
    /// synthetic oblique, `.traitMonoSpace` for a fixed-pitch face).
    ///
    /// ```swift
    /// let headline = UIFont.preferredFont(forTextStyle: .headline)
    /// let bold = UIFont(descriptor: headline.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    /// ```
    public var fontDescriptor: UIFontDescriptor {
        let d = FontRegistry.description(of: font.face)
        var traits: UIFontDescriptor.SymbolicTraits = []
        if d.isBold || font.weight == .bold { traits.insert(.traitBold) }
        if d.isItalic || font.isOblique { traits.insert(.traitItalic) }
        if d.isFixedPitch { traits.insert(.traitMonoSpace) }
        let weight: Weight =
            switch font.weight {
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            }
        return UIFontDescriptor(
            spec: .init(
                family: d.familyName, name: d.postScriptName, face: d.styleName, size: pointSize, textStyle: textStyle,
                symbolicTraits: traits, weight: weight, design: design,
                tabularFigures: font.features.contains(.tabularFigures)))
    }

    /// A font from a descriptor at a size (0: the descriptor's size, else 12 pt, Core Text's
    /// default for `CTFontCreateWithFontDescriptor`).
    ///
    /// A name resolves as ``init(name:size:)`` resolves it (without the `nil`: an unknown name
    /// draws the system font, as UIKit falls back); a family picks its face for the weight and
    /// traits; a design picks the system design's face. A descriptor from
    /// `preferredFontDescriptor(withTextStyle:)` makes that text style's font, which follows the
    /// content size category in a label that adjusts to it.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let spec = descriptor.spec
        let size = pointSize > 0 ? pointSize : (spec.size.flatMap { $0 > 0 ? $0 : nil } ?? 12)
        var font = descriptor.resolvedFont()
        font.size = Double(size)
        if let style = spec.textStyle, let (sizes, leadings, weight) = UIFont.dynamicTypeSizes[style],
            let i = sizes.firstIndex(of: size), Font.system(size: Double(size), weight: weight.face) == font
        {
            self.init(font, textStyle: style, textStyleLeading: leadings[i])
        } else {
            self.init(font, design: spec.design)
        }
    }
}

extension UIFontDescriptor {
    /// The font the descriptor resolves to, at a placeholder size.
    func resolvedFont() -> Font {
        let s = spec
        if let name = s.name, var font = FontNames.resolve(name, size: 12) {
            if s.symbolicTraits.contains(.traitItalic) && !FontRegistry.description(of: font.face).isItalic {
                font.isOblique = true
            }
            if s.tabularFigures { font.features.insert(.tabularFigures) }
            return Self.markingSystemDesign(font, s.design)
        }
        let styleWeight = s.textStyle.flatMap { UIFont.dynamicTypeSizes[$0]?.2 }
        var weight = (s.weight ?? styleWeight ?? .regular).face
        var italic = s.symbolicTraits.contains(.traitItalic)
        if let face = s.face, let style = FontNames.style(face.replacingOccurrences(of: " ", with: "")) {
            weight = max(weight, style.weight)
            italic = italic || style.italic
        }
        if s.symbolicTraits.contains(.traitBold) { weight = .bold }
        var font = Font.system(size: 12, weight: weight)
        if let familyName = s.family {
            if let family = FontNames.bundledFamily(named: familyName) {
                font = Font(family: family, size: 12, weight: weight)
            } else if let first = FontRegistry.registeredFaces(inFamily: familyName).first {
                let family = FontFamily.registered(first.familyName)
                let weightClass = weight.rawValue
                if let face = family.face(weightClass: weightClass, italic: italic) {
                    font = Font(face: face, size: 12)
                    italic = false
                } else {
                    font = Font(face: family.face(weightClass: weightClass, italic: !italic) ?? first.face, size: 12)
                }
            } else if var standIn = FontNames.resolve(familyName, size: 12) {
                standIn.weight = weight
                font = standIn
            }
        } else if let design = s.design {
            // Marked with the design, so that Apple's fonts (`SystemFonts`) draw SF Mono, New
            // York or SF Pro Rounded when a team has them.
            switch design {
            case .monospaced:
                font = Font(family: .dejaVuSansMono, size: 12, weight: weight)
                font.systemDesign = .monospaced
            case .serif:
                font = Font(family: .dejaVuSerif, size: 12, weight: weight)
                font.systemDesign = .serif
            case .rounded: font.systemDesign = .rounded
            default: break
            }
        }
        if s.symbolicTraits.contains(.traitMonoSpace) && !font.family.isFixedPitch {
            let system = font.systemDesign != nil || font.family == .inter  // Inter stands in for the system font
            font = Font(family: .dejaVuSansMono, size: 12, weight: weight)
            // The system font made monospaced is the system's monospaced design (SF Mono).
            if system { font.systemDesign = .monospaced }
        }
        if italic && !FontRegistry.description(of: font.face).isItalic { font.isOblique = true }
        if s.tabularFigures { font.features.insert(.tabularFigures) }
        return Self.markingSystemDesign(font, s.design)
    }

    /// `font` marked with the system design the descriptor names, when it is that design's
    /// stand-in (DejaVu Sans Mono, DejaVu Serif, Inter), so that a system design's font comes
    /// back from its own descriptor (which names the stand-in's face) as the same font.
    static func markingSystemDesign(_ font: Font, _ design: SystemDesign?) -> Font {
        var font = font
        switch design {
        case .monospaced? where font.family == .dejaVuSansMono: font.systemDesign = .monospaced
        case .serif? where font.family == .dejaVuSerif: font.systemDesign = .serif
        case .rounded? where font.family == .inter: font.systemDesign = .rounded
        default: break
        }
        return font
    }
}
