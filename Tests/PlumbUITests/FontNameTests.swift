import Foundation
import Testing
@testable import PlumbUI

/// `UIFont(name:size:)` and `fontNames(forFamilyName:)`: bundled faces by their PostScript and
/// family names, Inter standing in for iOS's sans-serif families, `nil` (reported) for everything
/// else (registered fonts, monospaced and serif families: AppFontTests).
@MainActor @Suite struct FontNameTests {
    @Test func bundledFacesByPostScriptName() throws {
        let semibold = try #require(UIFont(name: "Inter-SemiBold", size: 15))
        #expect(semibold == .systemFont(ofSize: 15, weight: .semibold))
        #expect(semibold.fontName == "Inter-SemiBold" && semibold.familyName == "Inter" && semibold.pointSize == 15)
        let dejaVu = try #require(UIFont(name: "DejaVuSans-Bold", size: 12))
        #expect(dejaVu.fontName == "DejaVuSans-Bold" && dejaVu.familyName == "DejaVu Sans" && dejaVu.pointSize == 12)
        // DejaVu Sans's own vertical metrics (hhea: ascender 1901, descender -483 of 2048 units).
        #expect(dejaVu.ascender == 1901.0 * 12 / 2048 && dejaVu.descender == -483.0 * 12 / 2048)
        #expect(dejaVu.withSize(24).fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "NotoSansArabicUI-Bold", size: 10)?.fontName == "NotoSansArabicUI-Bold")
        #expect(UIFont(name: "inter-bold", size: 10)?.fontName == "Inter-Bold", "names compare without case")
    }

    @Test func bundledFamiliesByFamilyNameGiveTheirRegularFace() {
        #expect(UIFont(name: "Inter", size: 17) == .systemFont(ofSize: 17))
        #expect(UIFont(name: "Noto Sans Hebrew", size: 14)?.fontName == "NotoSansHebrew-Regular")
        #expect(UIFont(name: "Noto Sans Hebrew", size: 14)?.familyName == "Noto Sans Hebrew")
        #expect(UIFont(name: "Droid Sans Fallback", size: 14)?.fontName == "DroidSansFallback")
    }

    @Test(arguments: [
        ("HelveticaNeue-Bold", "Inter-Bold"), ("Helvetica", "Inter-Regular"), ("Helvetica-Bold", "Inter-Bold"),
        ("HelveticaNeue", "Inter-Regular"), ("HelveticaNeue-Medium", "Inter-Medium"),
        ("HelveticaNeue-Italic", "Inter-Regular"), ("HelveticaNeue-Light", "Inter-Regular"),
        ("Avenir", "Inter-Regular"), ("Avenir-Heavy", "Inter-Bold"), ("Avenir-BookOblique", "Inter-Regular"),
        ("Avenir Next", "Inter-Regular"), ("AvenirNext-DemiBold", "Inter-SemiBold"),
        ("AvenirNext-Medium", "Inter-Medium"), ("Arial-BoldMT", "Inter-Bold"), ("ArialMT", "Inter-Regular"),
        ("Arial-BoldItalicMT", "Inter-Bold"), ("Futura-Medium", "Inter-Medium"), ("Verdana-Bold", "Inter-Bold"),
    ])
    func iOSSansSerifFamiliesAreDrawnWithInter(name: String, face: String) throws {
        let (font, diagnostics) = LayoutDiagnostics.collect { UIFont(name: name, size: 16) }
        let found = try #require(font)
        #expect(found.fontName == face && found.familyName == "Inter" && found.pointSize == 16)
        #expect(found.lineHeight == UIFont.systemFont(ofSize: 16).lineHeight)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: ["Montserrat-Bold", "Helvetica-Foo", "HelveticaNeue-CondensedBold", "SFMono-Regular", ""])
    func otherNamesAreNilAndReported(name: String) throws {
        try AppFontFiles.registerAll()
        let (font, diagnostics) = LayoutDiagnostics.collect { UIFont(name: name, size: 12) }
        #expect(font == nil)
        #expect(
            diagnostics.map(\.message) == [
                "UIFont(name: \"\(name)\", size: 12) is nil: Plumb draws only its bundled fonts "
                    + "(\(UIFont.familyNames.joined(separator: ", "))), stands them in for iOS's sans-serif, monospaced and serif "
                    + "families, and draws an app's own font files once UIFont.register(contentsOf:) has registered them."
            ])
    }

    @Test func fontNamesListABundledFamilysFaces() {
        #expect(
            UIFont.fontNames(forFamilyName: "Inter") == [
                "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold",
            ])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans", "DejaVuSans-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans Mono") == ["DejaVuSansMono", "DejaVuSansMono-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "dejavu serif") == ["DejaVuSerif", "DejaVuSerif-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
    }

    @Test func aLabelLaysOutWithANamedFont() {
        let label = UILabel()
        label.text = "Hello"
        label.font = UIFont(name: "HelveticaNeue-Bold", size: 17)
        #expect(label.font.fontName == "Inter-Bold")
        let bold = UILabel()
        bold.text = "Hello"
        bold.font = .systemFont(ofSize: 17, weight: .bold)
        #expect(label.intrinsicContentSize == bold.intrinsicContentSize)
    }
}
