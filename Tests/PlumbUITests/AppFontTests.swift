import Foundation
import Testing
@testable import PlumbUI
import Typesetting

/// The app fonts of `Tests/TypesettingTests/Resources/Fonts` (see its README). Every test that
/// uses one, or that lists families, registers all of them first, so that what it sees does not
/// depend on the order tests run in.
enum AppFontFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TypesettingTests/Resources/Fonts", isDirectory: true)
    static func url(_ file: String) -> URL { directory.appendingPathComponent(file) }

    static func registerAll() throws {
        for file in [
            "EBGaramond12-Regular.otf", "EBGaramond12-Italic.otf", "JetBrainsMono-Regular.ttf",
            "JetBrainsMono-BoldAndItalic.ttc",
        ] {
            try UIFont.register(contentsOf: url(file))
        }
    }
}

/// `UIFont.register(contentsOf:)` and the app's fonts by name: PostScript, full and family
/// names, the family's faces, their own metrics, and Core Text's errors naming the file.
@MainActor @Suite struct AppFontTests {
    @Test func aRegisteredFontIsFoundByPostScriptFullAndFamilyName() throws {
        #expect(
            try UIFont.register(contentsOf: AppFontFiles.url("EBGaramond12-Regular.otf")) == ["EBGaramond12-Regular"])
        try AppFontFiles.registerAll()
        let regular = try #require(UIFont(name: "EBGaramond12-Regular", size: 17))
        #expect(regular.fontName == "EBGaramond12-Regular" && regular.familyName == "EB Garamond")
        // EB Garamond's own metrics: hhea 710 / −290 / 0 per 1000.
        #expect(regular.ascender == 710.0 * 17 / 1000 && regular.descender == -290.0 * 17 / 1000)
        #expect(regular.lineHeight == 17)
        #expect(UIFont(name: "EB Garamond", size: 17) == regular)
        #expect(UIFont(name: "eb garamond 12 italic", size: 17)?.fontName == "EBGaramond12-Italic")
        #expect(UIFont(name: "JetBrains Mono", size: 12)?.fontName == "JetBrainsMono-Regular")
        #expect(UIFont(name: "JetBrainsMono-Italic", size: 12)?.fontName == "JetBrainsMono-Italic")
        #expect(UIFont.fontNames(forFamilyName: "EB Garamond") == ["EBGaramond12-Regular", "EBGaramond12-Italic"])
        #expect(
            UIFont.fontNames(forFamilyName: "JetBrains Mono")
                == ["JetBrainsMono-Regular", "JetBrainsMono-Italic", "JetBrainsMono-Bold"])
    }

    @Test func familyNamesListBundledAndRegisteredFamilies() throws {
        try AppFontFiles.registerAll()
        #expect(
            UIFont.familyNames == [
                "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback",
                "EB Garamond", "Inter", "JetBrains Mono", "Noto Color Emoji",
                "Noto Sans Arabic UI", "Noto Sans Hebrew",
            ])
        for family in UIFont.familyNames {
            for name in UIFont.fontNames(forFamilyName: family) {
                #expect(UIFont(name: name, size: 10)?.fontName == name)
                #expect(UIFont(name: name, size: 10)?.familyName == family)
            }
        }
    }

    @Test func aLabelDrawsWithTheRegisteredFace() throws {
        try AppFontFiles.registerAll()
        let label = UILabel()
        label.font = UIFont(name: "JetBrainsMono-Regular", size: 10)
        label.text = "iiii"
        let wide = UILabel()
        wide.font = label.font
        wide.text = "MMMM"
        // JetBrains Mono: every glyph 600 units of 1000, so four are 24 pt at 10 pt.
        #expect(label.intrinsicContentSize == wide.intrinsicContentSize)
        #expect(label.intrinsicContentSize.width == 24)
    }

    @Test func badFilesThrowCoreTextErrorsNamingTheFile() throws {
        let missing = AppFontFiles.url("Missing.ttf")
        do {
            try UIFont.register(contentsOf: missing)
            Issue.record("registered a missing file")
        } catch let error as NSError {
            #expect(error.domain == "com.apple.CoreText.CTFontManagerErrorDomain" && error.code == 101)
            #expect(error.localizedDescription == "font file missing: \(missing.path)")
            #expect(error.userInfo["CTFontManagerErrorFontURLs"] as? [URL] == [missing])
        }
        let notAFont = URL(fileURLWithPath: #filePath)
        do {
            try UIFont.register(contentsOf: notAFont)
            Issue.record("registered a Swift file")
        } catch let error as NSError {
            #expect(error.code == 103)
            #expect(
                error.localizedDescription == "font file not supported: \(notAFont.resolvingSymlinksInPath().path): "
                    + "not a TrueType, OpenType or font collection file")
        }
        do {
            try UIFont.register(contentsOf: URL(string: "https://example.com/Brand.otf")!)
            Issue.record("registered a web URL")
        } catch let error as NSError {
            #expect(error.code == 306)
        }
    }

    @Test func anUnregisteredNameIsNilAndReportedWithTheFamilies() throws {
        try AppFontFiles.registerAll()
        let (font, diagnostics) = LayoutDiagnostics.collect { UIFont(name: "Montserrat-Bold", size: 12) }
        #expect(font == nil)
        #expect(
            diagnostics.map(\.message) == [
                "UIFont(name: \"Montserrat-Bold\", size: 12) is nil: Plumb draws only its bundled "
                    + "fonts (DejaVu Sans, DejaVu Sans Mono, DejaVu Serif, Droid Sans Fallback, EB Garamond, Inter, JetBrains Mono, "
                    + "Noto Color Emoji, Noto Sans Arabic UI, Noto Sans Hebrew), stands them in for iOS's sans-serif, monospaced and "
                    + "serif families, and draws an app's own font files once UIFont.register(contentsOf:) has registered them."
            ])
    }
}

/// The monospaced and serif stand-ins: `monospacedSystemFont`, `monospacedDigitSystemFont`,
/// `italicSystemFont`, and iOS's monospaced and serif families by name.
@MainActor @Suite struct MonospacedAndSerifFontTests {
    @Test func theMonospacedSystemFontIsDejaVuSansMono() {
        let regular = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        #expect(
            regular.fontName == "DejaVuSansMono" && regular.familyName == "DejaVu Sans Mono" && regular.pointSize == 13)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .semibold).fontName == "DejaVuSansMono-Bold")
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium).fontName == "DejaVuSansMono")
        // DejaVu Sans Mono's hhea: 1901 / −483 / 0 per 2048.
        #expect(regular.ascender == 1901.0 * 13 / 2048 && regular.lineHeight == 2384.0 * 13 / 2048)
        #expect(regular.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        // Every glyph advances 1233 units: "iiii" and "MMMM" are one width.
        let narrow = UILabel(), wide = UILabel()
        narrow.font = regular
        wide.font = regular
        narrow.text = "iiii"
        wide.text = "MMMM"
        #expect(narrow.intrinsicContentSize == wide.intrinsicContentSize)
    }

    @Test func monospacedDigitsKeepTheSystemFontsLettersAndMetrics() {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let system = UIFont.systemFont(ofSize: 17)
        #expect(digits.fontName == "Inter-Regular" && digits.lineHeight == system.lineHeight)
        #expect(digits != system)
        func width(_ text: String, _ font: UIFont) -> CGFloat {
            let l = UILabel()
            l.font = font
            l.text = text
            return l.intrinsicContentSize.width
        }
        #expect(width("1111", digits) == width("0000", digits))
        #expect(width("1111", system) < width("0000", system))
        #expect(width("Time", digits) == width("Time", system))
    }

    @Test(arguments: [
        ("Menlo", "DejaVuSansMono"), ("Menlo-Regular", "DejaVuSansMono"), ("Menlo-Bold", "DejaVuSansMono-Bold"),
        ("Courier", "DejaVuSansMono"), ("Courier-BoldOblique", "DejaVuSansMono-Bold"),
        ("CourierNewPSMT", "DejaVuSansMono"), ("CourierNewPS-BoldMT", "DejaVuSansMono-Bold"),
        ("Courier New", "DejaVuSansMono"), ("TimesNewRomanPSMT", "DejaVuSerif"),
        ("TimesNewRomanPS-BoldMT", "DejaVuSerif-Bold"), ("Times New Roman", "DejaVuSerif"),
        ("Georgia", "DejaVuSerif"), ("Georgia-Bold", "DejaVuSerif-Bold"), ("Georgia-Italic", "DejaVuSerif"),
        ("Palatino-Roman", "DejaVuSerif"), ("Baskerville-SemiBold", "DejaVuSerif-Bold"),
        ("DejaVuSerif-Bold", "DejaVuSerif-Bold"), ("DejaVu Sans Mono", "DejaVuSansMono"),
    ])
    func iOSMonospacedAndSerifFamiliesAreDrawnWithDejaVu(name: String, face: String) throws {
        let (font, diagnostics) = LayoutDiagnostics.collect { UIFont(name: name, size: 14) }
        let found = try #require(font)
        #expect(found.fontName == face && found.pointSize == 14)
        #expect(diagnostics.isEmpty)
        let italic = name.hasSuffix("Oblique") || name.hasSuffix("Italic")
        #expect(found.fontDescriptor.symbolicTraits.contains(.traitItalic) == italic)
    }

    @Test func theItalicSystemFontIsTheSystemFontSlanted() {
        let italic = UIFont.italicSystemFont(ofSize: 17)
        #expect(italic.fontName == "Inter-Regular" && italic.lineHeight == UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(italic.font.isOblique && italic != .systemFont(ofSize: 17))
        #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont(name: "HelveticaNeue-Italic", size: 17) == italic)
    }
}
