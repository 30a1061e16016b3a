import Foundation
import Testing
@testable import PlumbUI
import Typesetting

/// `UIFontDescriptor`: attributes, symbolic traits, designs, text styles, and fonts made from
/// descriptors.
@MainActor @Suite struct FontDescriptorTests {
    @Test func symbolicTraitsHaveUIKitsBits() {
        typealias T = UIFontDescriptor.SymbolicTraits
        #expect(
            [
                T.traitItalic, .traitBold, .traitExpanded, .traitCondensed, .traitMonoSpace, .traitVertical,
                .traitUIOptimized, .traitTightLeading, .traitLooseLeading,
            ].map(\.rawValue)
                == [1, 2, 32, 64, 1024, 2048, 4096, 32768, 65536])
    }

    @Test func aFontsDescriptorNamesItsFaceSizeAndTraits() throws {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        let d = font.fontDescriptor
        #expect(d.pointSize == 15 && d.postscriptName == "Inter-SemiBold" && d.symbolicTraits.isEmpty)
        let a = d.fontAttributes
        #expect(a[.family] as? String == "Inter" && a[.name] as? String == "Inter-SemiBold")
        #expect(a[.face] as? String == "Semi Bold" && a[.size] as? CGFloat == 15)
        let traits = try #require(a[.traits] as? [UIFontDescriptor.TraitKey: Any])
        #expect(traits[.weight] as? CGFloat == UIFont.Weight.semibold.rawValue && traits[.symbolic] == nil)
        #expect(a[.textStyle] == nil)
        #expect(d.object(forKey: .name) as? String == "Inter-SemiBold")
        #expect(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.symbolicTraits == .traitBold)
        #expect(d.withSize(20).pointSize == 20)
    }

    @Test func everyFontComesBackFromItsDescriptor() throws {
        try AppFontFiles.registerAll()
        let fonts: [UIFont] = [
            .systemFont(ofSize: 15, weight: .semibold), .boldSystemFont(ofSize: 9), .italicSystemFont(ofSize: 13),
            .monospacedSystemFont(ofSize: 12, weight: .bold), .monospacedDigitSystemFont(ofSize: 17, weight: .medium),
            try #require(UIFont(name: "EBGaramond12-Italic", size: 21)),
            try #require(UIFont(name: "JetBrainsMono-Bold", size: 8)),
            try #require(UIFont(name: "Georgia-Italic", size: 11)), .preferredFont(forTextStyle: .headline),
        ]
        for font in fonts {
            let again = UIFont(descriptor: font.fontDescriptor, size: 0)
            #expect(again == font, "\(font)")
            #expect(again.textStyle == font.textStyle, "\(font)")
        }
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor, size: 30).pointSize == 30)
    }

    @Test func aDescriptorWithoutSizeMakesATwelvePointFont() {
        let font = UIFont(descriptor: UIFontDescriptor(), size: 0)
        #expect(font == .systemFont(ofSize: 12))
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Menlo", size: 0), size: 0).fontName == "DejaVuSansMono")
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Menlo", size: 0), size: 0).pointSize == 12)
    }

    @Test func aTextStylesDescriptorMakesItsFont() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17 && body.postscriptName == "Inter-Regular")
        #expect(body.fontAttributes[.textStyle] as? UIFont.TextStyle == .body)
        let font = UIFont(descriptor: body, size: 0)
        #expect(
            font == .preferredFont(forTextStyle: .body) && font.textStyle == .body && font.textStyleLineSpacing == 22)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline, compatibleWith: large)
        #expect(headline.pointSize == 53 && headline.postscriptName == "Inter-SemiBold")
        #expect(UIFont(descriptor: headline, size: 0).textStyleLineSpacing == 62)
        // At another size it is no longer the style's font.
        #expect(UIFont(descriptor: body, size: 20).textStyle == nil)
    }

    @Test func boldAndItalicTraitsPickFacesOrSlant() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let bold = UIFont(descriptor: try #require(body.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold == .boldSystemFont(ofSize: 17) && bold.textStyle == nil)
        #expect(bold.fontDescriptor.symbolicTraits == .traitBold)
        // Headline is semibold: italic keeps the weight and slants it.
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        let italic = UIFont(descriptor: try #require(headline.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(italic.fontName == "Inter-SemiBold" && italic.font.isOblique && italic.pointSize == 17)
        // Leaving bold out of a bold descriptor's traits makes it regular.
        let plain = try #require(UIFont.boldSystemFont(ofSize: 14).fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == .systemFont(ofSize: 14))
        // A bundled family's bold face by family and traits, from attributes.
        let serif = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Serif", .size: 20,
            .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitBold.rawValue],
        ])
        #expect(UIFont(descriptor: serif, size: 0).fontName == "DejaVuSerif-Bold")
        #expect(UIFont(descriptor: serif, size: 0).pointSize == 20)
        #expect(
            UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Menlo", .face: "Bold"]), size: 9).fontName
                == "DejaVuSansMono-Bold")
    }

    @Test func aRegisteredFamilysItalicFaceIsUsedWhereItHasOne() throws {
        try AppFontFiles.registerAll()
        let garamond = try #require(UIFont(name: "EBGaramond12-Regular", size: 17))
        let italic = UIFont(descriptor: try #require(garamond.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(italic.fontName == "EBGaramond12-Italic" && !italic.font.isOblique)
        #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
        // No bold face: the nearest weight, regular.
        let bold = UIFont(descriptor: try #require(garamond.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.fontName == "EBGaramond12-Regular")
        let mono = try #require(UIFont(name: "JetBrainsMono-Regular", size: 10))
        let boldMono = UIFont(
            descriptor: try #require(mono.fontDescriptor.withSymbolicTraits([.traitBold, .traitMonoSpace])),
            size: 0)
        #expect(boldMono.fontName == "JetBrainsMono-Bold")
        #expect(
            UIFont(descriptor: garamond.fontDescriptor.withFace("Italic"), size: 0).fontName == "EBGaramond12-Italic")
        #expect(garamond.fontDescriptor.withDesign(.serif) == nil, "designs are the system font's")
    }

    @Test func designsAndTheMonospaceTraitPickTheStandIns() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        func font(_ d: UIFontDescriptor?) throws -> UIFont { UIFont(descriptor: try #require(d), size: 0) }
        #expect(try font(body.withDesign(.serif)).fontName == "DejaVuSerif")
        #expect(try font(body.withDesign(.monospaced)).fontName == "DejaVuSansMono")
        #expect(try font(body.withDesign(.rounded)).fontName == "Inter-Regular")
        #expect(try font(body.withDesign(.default)) == .systemFont(ofSize: 17))
        let serifTitle = try font(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
                .withDesign(.serif)?.withSymbolicTraits(.traitBold))
        #expect(serifTitle.fontName == "DejaVuSerif-Bold" && serifTitle.pointSize == 28)
        #expect(try font(body.withDesign(.serif)).fontDescriptor.withDesign(.monospaced) != nil)
        let mono = try font(UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(mono == .monospacedSystemFont(ofSize: 13, weight: .regular))
        #expect(
            try font(mono.fontDescriptor.withSymbolicTraits([])).fontName == "DejaVuSansMono",
            "a face that is monospaced stays itself")
        #expect(
            try font(UIFontDescriptor(name: "Inter-Regular", size: 13).withSymbolicTraits(.traitMonoSpace))
                .fontName == "DejaVuSansMono")
    }
}

/// `UIFontMetrics`: fonts and values scaled as a text style's size is between content size
/// categories, and labels that scale such a font again.
@MainActor @Suite struct FontMetricsScalingTests {
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)

    @Test func valuesScaleByTheStylesSizeRatio() {
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl) == 23)  // body: 17 -> 23
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxl) == CGFloat(10) * 23 / 17)
        #expect(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 24, compatibleWith: xs) == 22)  // 12 -> 11
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: ax5) == 60)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 8, compatibleWith: UITraitCollection()) == 8)
    }

    @Test func fontsScaleKeepTheirFaceAndStopAtTheMaximum() throws {
        try AppFontFiles.registerAll()
        let garamond = try #require(UIFont(name: "EBGaramond12-Regular", size: 17))
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: garamond) == garamond)
        let huge = metrics.scaledFont(for: garamond, compatibleWith: ax5)
        #expect(huge.fontName == "EBGaramond12-Regular" && huge.pointSize == 53)
        #expect(metrics.scaledFont(for: garamond, maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
        #expect(metrics.scaledFont(for: garamond, maximumPointSize: 40).pointSize == 17)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: xs).pointSize == CGFloat(20) * 14 / 17)
        // A scaled font scales from its original, not from its scaled size.
        #expect(metrics.scaledFont(for: huge, compatibleWith: xxxl).pointSize == 23)
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .bold)
        #expect(
            UIFontMetrics(forTextStyle: .footnote).scaledFont(for: mono, compatibleWith: ax5)
                == mono.withSize(44 * 12 / 13))
    }

    @Test func aLabelThatAdjustsScalesAMetricsFontAgain() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.overrideTraitCollection = xxxl
        let brand = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand, maximumPointSize: 50)
        label.text = "Hello"
        let still = UILabel()
        still.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand)
        window.addSubview(label)
        window.addSubview(still)
        #expect(label.font.pointSize == 23 && label.font.fontName == "DejaVuSansMono")
        #expect(still.font.pointSize == 17, "adjustsFontForContentSizeCategory is off")
        window.overrideTraitCollection = ax5
        #expect(label.font.pointSize == 50)
        window.overrideTraitCollection = xs
        #expect(label.font.pointSize == 14)
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true
        field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand)
        window.addSubview(field)
        #expect(field.font?.pointSize == 14)
    }
}
