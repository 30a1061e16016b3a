import Foundation
import Testing
@testable import Typesetting

@Suite struct FontFileTests {
    @Test func everyBundledFaceHasAChecksum() {
        // The arguments of bundledFontFileIsTheExpectedOne cover FontFace.allCases.
        #expect(FontFace.allCases.count == 16)
    }

    @Test func sha256OfKnownInputsMatchesTheStandard() {
        #expect(sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test(arguments: [
        (FontFace.interRegular, "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
        (.interMedium, "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
        (.interSemiBold, "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
        (.interBold, "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
        (.notoSansArabicUIRegular, "43a90e0f0e9ca712ff0588dc2b119823d569367a6d0061eb5f7bfb9bfbe8cecc"),
        (.notoSansArabicUIBold, "ef5d9ce3d5b20a83bdc156ef48edc1e159322ada95ebacc133476c92f0bd102a"),
        (.notoSansHebrewRegular, "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7"),
        (.notoSansHebrewBold, "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3"),
        (.dejaVuSans, "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
        (.dejaVuSansBold, "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"),
        (.droidSansFallback, "56d3edfb377a8bc3c4b77f4476405c770173c0e31221ad7c77d0a8e1f3039a3e"),
        (.notoColorEmoji, "b7d7770a1ef318ac1693e3998422c68b31ba989b030aa8afbe0c6def85ddc261"),
        (.dejaVuSansMono, "59462aaff95347bd369f7e06cb52bdc193b375505dfec79029d04358e3e07d52"),
        (.dejaVuSansMonoBold, "742f86d81c2b8788ef8fad394873ab1d3eab091c1f67448712431274460ca737"),
        (.dejaVuSerif, "0f0c7915409f10cf291d3c9d7c5ff4818b2ade669d72348654a28b527115ba72"),
        (.dejaVuSerifBold, "bc71efacaf4deccd0e11d047b829242e32b43fef4bb380e025831da07b7ebf56"),
    ])
    func bundledFontFileIsTheExpectedOne(face: FontFace, sha256: String) throws {
        let url = FontRegistry.packageFontsDirectory.appendingPathComponent(face.fileName)
        let data = try #require(FileManager.default.contents(atPath: url.path))
        #expect(sha256Hex(Array(data)) == sha256)
    }

    @Test func everyFontHasItsLicenseTextAndReadmeEntry() throws {
        let dir = FontRegistry.packageFontsDirectory
        let readme = try String(contentsOf: dir.appendingPathComponent("README.md"), encoding: .utf8)
        for face in FontFace.allCases { #expect(readme.contains("`\(face.fileName)`")) }
        for package in [
            "fonts-inter", "fonts-noto-ui-core", "fonts-noto-core", "fonts-dejavu-core",
            "fonts-droid-fallback", "fonts-noto-color-emoji",
        ] {
            let license = dir.appendingPathComponent("LICENSES/\(package).copyright").path
            #expect(FileManager.default.fileExists(atPath: license), "\(license)")
        }
    }

    @Test func fontsAreFoundByAbsolutePathsWhateverTheWorkingDirectory() throws {
        // Both places Plumb looks by default are absolute (no working directory involved, so
        // none is changed here): the resource bundle beside this test bundle, and the source
        // folder `Sources/Typesetting/Fonts` of the package.
        let source = FontRegistry.packageFontsDirectory
        #expect(source.path.hasPrefix("/") && source.path.hasSuffix("/Sources/Typesetting/Fonts"))
        let packageRoot = source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path))
        #expect(FontRegistry.resourceBundleFontsDirectory.path.hasPrefix("/"))
        #expect(FontRegistry.url(for: .dejaVuSans).path.hasPrefix("/"))
        #expect(FileManager.default.fileExists(atPath: FontRegistry.url(for: .dejaVuSans).path))
    }
}

@Suite struct FontMetricsTests {
    // The system font (Inter drawn in San Francisco's metrics) reports what UIKit prints for
    // UIFont.systemFont(ofSize: 17) on iOS: ascender 16.1865234375, descender −4.1005859375,
    // leading 0, lineHeight 20.287109375, capHeight 11.97802734375, xHeight 8.9482421875
    // (regular) and 9.13916015625 (bold): SF's 1950 / −494 / 0 / 1443 / 1078 (1101 bold) per 2048.
    @Test func systemFontAt17PointsReportsUIKitsMetrics() throws {
        let m = try Font.system(size: 17).metrics()
        #expect(m.unitsPerEm == 2048)
        #expect(m.ascender == 16.1865234375)
        #expect(m.descender == -4.1005859375)
        #expect(m.leading == 0)
        #expect(m.lineHeight == 20.287109375)
        #expect(m.capHeight == 11.97802734375)
        #expect(m.xHeight == 8.9482421875)
        let bold = try Font.system(size: 17, weight: .bold).metrics()
        #expect(bold.lineHeight == 20.287109375)
        #expect(bold.capHeight == 11.97802734375)
        #expect(bold.xHeight == 9.13916015625)
    }

    // Other printed values: 12 pt (ascender 11.42578125, descender −2.89453125, capHeight
    // 8.455078125, xHeight 6.31640625, lineHeight 14.3203125), 13 pt (lineHeight 15.513671875),
    // 15 pt (lineHeight 17.900390625), 40 pt (ascender 38.0859375, descender −9.6484375,
    // lineHeight 47.734375): the metrics scale linearly at every size, Display sizes included.
    @Test(arguments: [
        (12.0, 11.42578125, -2.89453125, 14.3203125),
        (13.0, 12.3779296875, -3.1357421875, 15.513671875),
        (15.0, 14.2822265625, -3.6181640625, 17.900390625),
        (40.0, 38.0859375, -9.6484375, 47.734375),
    ])
    func systemFontMetricsMatchUIKitAtEverySize(
        size: Double, ascender: Double, descender: Double,
        lineHeight: Double
    ) throws {
        for weight in FontWeight.allCases {
            let m = try Font.system(size: size, weight: weight).metrics()
            #expect(m.ascender == ascender)
            #expect(m.descender == descender)
            #expect(m.leading == 0)
            #expect(m.lineHeight == lineHeight)
        }
        #expect(try Font.system(size: 12).metrics().capHeight == 8.455078125)
        #expect(try Font.system(size: 12).metrics().xHeight == 6.31640625)
    }

    @Test func notoArabicUIUsesUIVerticalMetrics() throws {
        // upem 1000, hhea 1069 / −293 / 0, sCapHeight 714, sxHeight 528.
        let m = try Font(family: .notoSansArabicUI, size: 10).metrics()
        #expect(m.ascender == 1069.0 * 10 / 1000)
        #expect(m.descender == -293.0 * 10 / 1000)
        #expect(m.capHeight == 714.0 * 10 / 1000)
        #expect(m.xHeight == 528.0 * 10 / 1000)
        #expect(m.lineHeight == 1069.0 * 10 / 1000 + 293.0 * 10 / 1000)
    }

    @Test func dejaVuWithoutOS2HeightsFallsBackToGlyphBounds() throws {
        // upem 2048, hhea 1901 / −483; OS/2 version 1 has no heights. hb-shape --show-extents
        // gives "H" a top of 1493 and "x" 1120.
        let m = try Font(family: .dejaVuSans, size: 1000).metrics()
        #expect(m.ascender == 1901.0 * 1000 / 2048)
        #expect(m.descender == -483.0 * 1000 / 2048)
        #expect(m.capHeight == 1493.0 * 1000 / 2048)
        #expect(m.xHeight == 1120.0 * 1000 / 2048)
    }

    @Test func uiFontWeightsMapToTheNearestWeight() {
        // UIFont.Weight raw values: ultraLight −0.8, light −0.4, regular 0, medium 0.23,
        // semibold 0.3, bold 0.4, heavy 0.56, black 0.62.
        let values: [Double] = [-0.8, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        #expect(
            values.map(FontWeight.init(closestToUIFontWeight:))
                == [.regular, .regular, .regular, .medium, .semibold, .bold, .bold, .bold])
    }

    @Test func weightsMapToFaces() {
        #expect(Font.system(size: 12, weight: .semibold).face == .interSemiBold)
        #expect(Font(family: .notoSansHebrew, size: 12, weight: .medium).face == .notoSansHebrewRegular)
        #expect(Font(family: .dejaVuSans, size: 12, weight: .semibold).face == .dejaVuSansBold)
    }

    @Test(arguments: [0.0, -3, .infinity, .nan, 1000.5, 1e9])
    func outOfRangeSizesAreTypedErrors(size: Double) {
        #expect(throws: TypesettingError.self) { try Font.system(size: size).metrics() }
        #expect(throws: TypesettingError.self) {
            try Typesetter.layout("x", font: .system(size: size))
        }
    }
}
