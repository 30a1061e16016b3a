import Testing
@testable import Typesetting

/// The itemizer's hand-written tables must agree with the Unicode data Swift ships.
@Suite struct UnicodeTableTests {
    @Test func defaultIgnorableRangesMatchTheUnicodeProperty() {
        var mismatches: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            if isDefaultIgnorable(v) != scalar.properties.isDefaultIgnorableCodePoint { mismatches.append(v) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func quickCategoriesMatchTheUnicodeProperty() {
        var checked = 0
        for v in UInt16(0)...0xD7FF {
            guard let quick = ScriptRuns.quickCategory(v) else { continue }
            #expect(quick == Unicode.Scalar(v)!.properties.generalCategory, "U+\(String(v, radix: 16))")
            checked += 1
        }
        #expect(checked == 231)  // 26 + 10 + 99 + 27 letters, 21 + 1 + 45 marks, 2 spaces
    }
}
