/// UIKit's own vertical metrics for the system font (San Francisco), per 2048 units per em.
///
/// Inter stands in for San Francisco, so glyph shapes and widths differ from iOS, but line
/// heights, baselines, cap and x heights are UIKit's: `UIFont.systemFont(ofSize:weight:)`
/// reports these values scaled linearly by the point size, at every size and weight (no
/// optical-size step in the vertical metrics).
///
/// Sources (each a value printed on iOS):
/// - 12, 13 and 17 pt regular, 17 pt bold: ascender 11.42578125 / 12.3779296875 / 16.1865234375,
///   descender −2.89453125 / −3.1357421875 / −4.1005859375, leading 0, capHeight 8.455078125 /
///   9.15966796875 / 11.97802734375, xHeight regular 6.31640625 / 6.8427734375 / 8.9482421875,
///   xHeight bold 17 pt 9.13916015625, lineHeight 14.3203125 / 15.513671875 / 20.287109375:
///   a public `_SFUITable` of UIFont metrics harvested on iOS 26.1 (found in the code corpus by
///   searching for 9.13916015625). Every value is exactly `units × size / 2048` with the units
///   below.
/// - 40 pt: ascender 38.0859375, descender −9.6484375, lineHeight 47.734375, lineHeight / size
///   1.193359375 (code.firstgear.co.kr/question/17576, printed from a UILabel's font).
/// - 20 pt (SF UI Display): ascender 19.04…, descender −4.82… (arcovv.github.io, "iOS font
///   study", iOS 9).
/// - 15 pt: lineHeight 17.900391 (Stack Overflow #33278645).
/// - Capsize's metrics for the Apple system font agree: capHeight 1443, ascent 1950,
///   descent −494, lineGap 0, unitsPerEm 2048 (SF Pro Text xHeight 1078).
///
/// Medium and semibold x-heights were not found printed anywhere: they are **estimates**,
/// interpolated on the weight axis between the measured regular (1078) and bold (1101) values.
/// Cap height, ascender and descender are the same for regular and bold, and are assumed to be
/// the same for medium and semibold (**estimate**).
enum SystemFontMetrics {
    /// Units per em of San Francisco.
    static let unitsPerEm = 2048
    /// Baseline to the top of the line.
    static let ascender = 1950
    /// Baseline to the bottom of the line (negative).
    static let descender = -494
    /// hhea line gap: UIFont.leading is 0 for the system font.
    static let lineGap = 0
    /// Height of flat capitals.
    static let capHeight = 1443

    /// Height of lowercase x by weight: regular and bold measured, medium and semibold estimates.
    static func xHeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: 1078
        case .medium: 1086  // estimate: 1078 + (1101 − 1078) × 1/3, rounded
        case .semibold: 1093  // estimate: 1078 + (1101 − 1078) × 2/3, rounded
        case .bold: 1101
        }
    }

    /// The metrics of the system font at `size` points and `weight`.
    static func metrics(size: Double, weight: FontWeight) -> FontMetrics {
        func points(_ units: Int) -> Double { Double(units) * size / Double(unitsPerEm) }
        return FontMetrics(
            ascender: points(ascender), descender: points(descender), leading: points(lineGap),
            capHeight: points(capHeight), xHeight: points(xHeight(weight)), unitsPerEm: unitsPerEm)
    }
}
