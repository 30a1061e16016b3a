// bench-text: Plumb's text layout and glyph rasterization, side by side with HarfBuzz's own
// shaping of the same runs (same text, fonts, direction, script, language) as the floor.
//
// The peer calls hb_shape directly through the CHarfBuzz system-library module (the same
// HarfBuzz that Typesetting links), in this process, on the runs Plumb itemized: it measures
// what shaping alone costs, without bidi, fallback, line breaking or line assembly.
//
// Output, one line per case:
//   BENCH text/<case>/<stage> plumb=<ms>ms peer=harfbuzz-shape:<ms>ms ratio=<plumb/peer>
import CHarfBuzz
import Foundation
import Raster
import Typesetting

// MARK: Inputs

/// A deterministic pseudo-random generator (64-bit LCG), so every run uses the same labels.
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

let arabicSentence =
    "يقوم التخطيط التلقائي بحساب حجم وموضع جميع العروض في التسلسل الهرمي للعرض ديناميكيًا، استنادًا إلى القيود المفروضة على تلك العروض. على سبيل المثال، يمكنك تقييد زر بحيث يكون في المنتصف أفقيًا مع عرض الصورة. "
let arabic280: String = {
    var text = ""
    while text.count < 280 { text += arabicSentence }
    return String(text.prefix(280))
}()

let englishParagraph =
    "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views. For example, you can constrain a button so that it is horizontally centered with an Image view and so that the button's top edge always remains 8 points below the image's bottom. If the image view's size or position changes, the button's position automatically adjusts to match. This constraint-based approach to design allows you to build user interfaces that dynamically respond to both internal and external changes."

let englishWords = [
    "Settings", "Profile", "Save", "Cancel", "Download", "complete", "your", "account",
    "was", "updated", "Tap", "to", "continue", "Messages", "new", "items", "in",
    "the", "cart", "Delivery", "expected", "tomorrow", "Privacy", "and", "Security",
    "Notifications", "are", "turned", "off", "Battery", "Low", "Power", "Mode",
]
let arabicWords = [
    "الإعدادات", "الملف", "الشخصي", "حفظ", "إلغاء", "تنزيل", "مكتمل", "حسابك", "تم",
    "تحديث", "اضغط", "للمتابعة", "الرسائل", "جديدة", "في", "السلة", "التوصيل",
    "غدًا", "الخصوصية", "والأمان", "الإشعارات", "متوقفة",
]
let hebrewWords = [
    "הגדרות", "פרופיל", "שמור", "ביטול", "הורדה", "הושלמה", "החשבון", "שלך", "עודכן",
    "הקש", "כדי", "להמשיך", "הודעות", "חדשות", "בעגלה", "משלוח", "מחר", "פרטיות",
]
let extras = ["3", "12", "100%", "—", "(2)", "!", ":", "…", "2024", "v1.2", "OK"]

/// 1000 UI labels of 10–200 characters: 60 % English, 20 % Arabic, 10 % Hebrew, 10 % mixed,
/// with digits and punctuation sprinkled in.
let labels: [String] = {
    var rng = LCG(state: 42)
    var result: [String] = []
    for _ in 0..<1000 {
        let target = 10 + rng.below(191)
        let kind = rng.below(10)
        var words: [String] = []
        var length = 0
        while length < target {
            let pool: [String]
            switch kind {
            case 0...5: pool = englishWords
            case 6, 7: pool = arabicWords
            case 8: pool = hebrewWords
            default: pool = [englishWords, arabicWords, hebrewWords][rng.below(3)]
            }
            let word = rng.below(8) == 0 ? extras[rng.below(extras.count)] : pool[rng.below(pool.count)]
            words.append(word)
            length += word.count + 1
        }
        var label = words.joined(separator: " ")
        if label.count > 200 { label = String(label.prefix(200)) }
        result.append(label)
    }
    return result
}()

/// The English paragraph and an Arabic sentence as attributed text: every fifth word bold,
/// every seventh 22 pt, every eleventh kerned, the Arabic sentence with a bold phrase, a
/// paragraph style with line spacing; what a rich-text label or text view lays out.
let attributedParagraph: StyledText = {
    let regular = TextStyle(font: .system(size: 17))
    let bold = TextStyle(font: .system(size: 17, weight: .bold))
    let large = TextStyle(font: .system(size: 22, weight: .semibold))
    let kerned = TextStyle(font: .system(size: 17), kern: 1.5)
    var paragraph = ParagraphStyle()
    paragraph.lineSpacing = 4
    paragraph.paragraphSpacing = 8
    var string = ""
    var runs: [StyledRun] = []
    func add(_ text: String, _ style: Int) {
        let start = string.utf16.count
        string += text
        runs.append(StyledRun(range: start..<string.utf16.count, style: style))
    }
    for (i, word) in englishParagraph.split(separator: " ").enumerated() {
        let style = i % 5 == 4 ? 1 : i % 7 == 6 ? 2 : i % 11 == 10 ? 3 : 0
        add(String(word), style)
        add(" ", 0)
    }
    add("\n", 0)
    let arabicWords = arabicSentence.split(separator: " ")
    for (i, word) in arabicWords.enumerated() {
        add(String(word), (3...5).contains(i) ? 1 : 0)
        if i < arabicWords.count - 1 { add(" ", 0) }
    }
    return StyledText(string: string, styles: [regular, bold, large, kerned], paragraphStyles: [paragraph], runs: runs)
}()

// MARK: Timing

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Median wall time of `body` in milliseconds over `iterations` runs, after `warmup` runs.
/// `prepare` runs before each timed run, outside the timing.
func measure(iterations: Int, warmup: Int = 3, prepare: () -> Void = {}, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    for _ in 0..<warmup { prepare(); try body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        prepare()
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    return median(samples)
}

func format(_ ms: Double) -> String { String(format: "%.3fms", ms) }

func report(_ name: String, plumb: Double, peer: Double?) {
    if let peer {
        print(
            "BENCH text/\(name) plumb=\(format(plumb)) peer=harfbuzz-shape:\(format(peer)) ratio=\(String(format: "%.2f", plumb / peer))"
        )
    } else {
        print("BENCH text/\(name) plumb=\(format(plumb)) peer=none ratio=none")
    }
}

// MARK: The peer: hb_shape on the runs Plumb itemized

/// HarfBuzz fonts for the bundled faces, with HarfBuzz's OpenType functions (as Plumb uses).
final class PeerFonts {
    var fonts: [FontFace: OpaquePointer] = [:]
    func font(_ face: FontFace) -> OpaquePointer {
        if let f = fonts[face] { return f }
        let blob = hb_blob_create_from_file(FontRegistry.url(for: face).path)
        let hbFace = hb_face_create(blob, 0)
        let font = hb_font_create(hbFace)!
        hb_ot_font_set_funcs(font)
        hb_blob_destroy(blob)
        hb_face_destroy(hbFace)
        fonts[face] = font
        return font
    }
}

/// One run to shape: UTF-16 text (the whole paragraph, for context) and the run's part of it.
struct PeerRun {
    var units: [UInt16]
    var range: Range<Int>
    var font: OpaquePointer
    var rtl: Bool
    var script: hb_script_t
    var language: hb_language_t?
}

/// The runs of an unwrapped layout of `text`: the same itemization Plumb shapes.
func peerRuns(_ text: String, font: Font, fonts: PeerFonts) throws -> [PeerRun] {
    peerRuns(try Typesetter.layout(text, font: font, numberOfLines: 0), fonts: fonts)
}

/// The runs of a layout (styled text: one run per style, script and face).
func peerRuns(_ layout: TextLayout, fonts: PeerFonts) -> [PeerRun] {
    var runs: [PeerRun] = []
    for line in layout.lines {
        let units = Array(layout.text.utf16)
        for run in line.runs where !run.isEllipsis && !run.isAttachment {
            let script: hb_script_t, language: String
            switch run.face {
            case .notoSansArabicUIRegular, .notoSansArabicUIBold: script = HB_SCRIPT_ARABIC; language = "ar"
            case .notoSansHebrewRegular, .notoSansHebrewBold: script = HB_SCRIPT_HEBREW; language = "he"
            default: script = HB_SCRIPT_LATIN; language = "en"
            }
            runs.append(
                PeerRun(
                    units: units, range: run.textRange, font: fonts.font(run.face),
                    rtl: run.isRightToLeft, script: script,
                    language: hb_language_from_string(language, -1)))
        }
    }
    return runs
}

func shapeAll(_ runs: [PeerRun], buffer: OpaquePointer) -> Int {
    var glyphs = 0
    for run in runs {
        hb_buffer_clear_contents(buffer)
        run.units.withUnsafeBufferPointer { u in
            hb_buffer_add_utf16(
                buffer, u.baseAddress, Int32(u.count), UInt32(run.range.lowerBound),
                Int32(run.range.count))
        }
        hb_buffer_set_direction(buffer, run.rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, run.script)
        hb_buffer_set_language(buffer, run.language)
        hb_shape(run.font, buffer, nil, 0)
        glyphs += Int(hb_buffer_get_length(buffer))
    }
    return glyphs
}

// MARK: Cases

func run() throws {
    let font = Font.system(size: 17)
    let fonts = PeerFonts()
    let buffer = hb_buffer_create()!
    defer { hb_buffer_destroy(buffer) }
    var sink = 0

    let paragraphs: [(String, String)] = [("paragraph-arabic-280", arabic280), ("paragraph-english", englishParagraph)]
    for (name, text) in paragraphs {
        let runs = try peerRuns(text, font: font, fonts: fonts)
        let layoutTime = try measure(iterations: 101) {
            sink &+= try Typesetter.layout(text, font: font, width: 300, numberOfLines: 0).lines.count
        }
        let peerTime = measure(iterations: 101) { sink &+= shapeAll(runs, buffer: buffer) }
        report("\(name)/layout", plumb: layoutTime, peer: peerTime)

        let layout = try Typesetter.layout(text, font: font, width: 300, numberOfLines: 0)
        let cold = try measure(iterations: 31, prepare: { GlyphCache.shared.removeAll() }) {
            sink &+= try Typesetter.glyphMasks(for: layout, scale: 2).count
        }
        report("\(name)/raster-cold@2x", plumb: cold, peer: nil)
        let warm = try measure(iterations: 101) {
            sink &+= try Typesetter.glyphMasks(for: layout, scale: 2).count
        }
        report("\(name)/raster-warm@2x", plumb: warm, peer: nil)
    }

    // Attributed text: four styles across an English and an Arabic paragraph, wrapped at 300 pt.
    let styledRuns = peerRuns(try Typesetter.layout(attributedParagraph, numberOfLines: 0), fonts: fonts)
    let styledTime = try measure(iterations: 101) {
        sink &+= try Typesetter.layout(attributedParagraph, width: 300, numberOfLines: 0).lines.count
    }
    let styledPeer = measure(iterations: 101) { sink &+= shapeAll(styledRuns, buffer: buffer) }
    report("attributed-paragraph/layout", plumb: styledTime, peer: styledPeer)
    let styledLayout = try Typesetter.layout(attributedParagraph, width: 300, numberOfLines: 0)
    let styledWarm = try measure(iterations: 101) {
        sink &+= try Typesetter.styledGlyphImages(for: styledLayout, scale: 2).count
    }
    report("attributed-paragraph/raster-warm@2x", plumb: styledWarm, peer: nil)

    // 1000 labels: multi-line at 320 pt, the way a table of cells would lay them out.
    let labelRuns = try labels.flatMap { try peerRuns($0, font: font, fonts: fonts) }
    let layoutTime = try measure(iterations: 21) {
        for label in labels {
            sink &+= try Typesetter.layout(label, font: font, width: 320, numberOfLines: 0).lines.count
        }
    }
    let peerTime = measure(iterations: 21) { sink &+= shapeAll(labelRuns, buffer: buffer) }
    report("labels-1000/layout", plumb: layoutTime, peer: peerTime)

    let layouts = try labels.map { try Typesetter.layout($0, font: font, width: 320, numberOfLines: 0) }
    // Cold: the cache is emptied before every label, so each label rasterizes all its glyphs.
    let cold = try measure(iterations: 5, warmup: 1) {
        for layout in layouts {
            GlyphCache.shared.removeAll()
            sink &+= try Typesetter.glyphMasks(for: layout, scale: 2).count
        }
    }
    report("labels-1000/raster-cold@2x", plumb: cold, peer: nil)
    let warm = try measure(iterations: 21) {
        for layout in layouts { sink &+= try Typesetter.glyphMasks(for: layout, scale: 2).count }
    }
    report("labels-1000/raster-warm@2x", plumb: warm, peer: nil)

    let characters = labels.reduce(0) { $0 + $1.count }
    FileHandle.standardError.write(
        Data(
            """
            # \(Typesetter.libraryVersions); arabic paragraph \(arabic280.count) characters, \
            english paragraph \(englishParagraph.count) characters, attributed paragraph \(attributedParagraph.runs.count) \
            style runs and \(styledRuns.count) shaped runs, 1000 labels \(characters) characters, \
            \(labelRuns.count) runs; (sink \(sink))\n
            """.utf8))
}

// MARK: Big text: growth from 100 KiB to 10 MiB

/// The text of a big-text case: `english` (the English paragraph repeated) or `ada` ("Ada "
/// repeated), cut to `bytes` UTF-8 bytes (both are ASCII, so one unit per byte).
func bigText(_ kind: String, bytes: Int) -> String {
    let unit = kind == "ada" ? "Ada " : englishParagraph + " "
    var text = String(repeating: unit, count: bytes / unit.utf8.count + 1)
    text.removeLast(text.utf8.count - bytes)
    return text
}

/// The process's peak resident set (VmHWM) in bytes.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
    return 0
}

/// `bench-text big KIND BYTES [label]` (a child process, so peak memory is this case's alone;
/// times are the thread's CPU time):
/// one cold layout at 300 pt, every line (numberOfLines 0), then HarfBuzz shaping the same text
/// in one buffer. With `label`, what a one-line UILabel of the text does instead: its intrinsic
/// size (the whole text on one line, `Typesetter.singleLineSize`, or a layout where that
/// declines) and its one truncated line at 343 pt. Prints `<plumb ms> <peak bytes> <peer ms>
/// <lines> <glyphs>`.
/// With `label whole`, the same label work as before prefixes and the one-line measure: the
/// intrinsic size from a layout of the whole text, the truncated line from the whole paragraph.
func bigChild(_ kind: String, bytes: Int, label: Bool = false, whole: Bool = false) throws {
    if whole {
        return try LinePrefix.$isBypassed.withValue(true) { try bigChild(kind, bytes: bytes, label: label) }
    }
    let text = bigText(kind, bytes: bytes)
    let font = Font.system(size: 17)
    var layout: TextLayout? = nil
    var intrinsic = CGSize.zero
    let elapsed = try threadCPUTime {
        if label {
            intrinsic =
                try (LinePrefix.isBypassed ? nil : Typesetter.singleLineSize(text, font: font))
                ?? Typesetter.layout(text, font: font).size
            layout = try Typesetter.layout(text, font: font, width: 343, numberOfLines: 1)
        } else {
            layout = try Typesetter.layout(text, font: font, width: 300, numberOfLines: 0)
        }
    }
    if label { FileHandle.standardError.write(Data("# intrinsic width \(intrinsic.width)\n".utf8)) }
    let peak = peakResidentBytes()
    let lines = layout?.lines.count ?? 0
    let glyphs = layout?.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } ?? 0
    let face = layout?.lines.first?.runs.first?.face ?? .interRegular
    layout = nil
    let buffer = hb_buffer_create()!
    defer { hb_buffer_destroy(buffer) }
    let units = Array(text.utf16)
    let run = PeerRun(
        units: units, range: 0..<units.count, font: PeerFonts().font(face), rtl: false,
        script: HB_SCRIPT_LATIN, language: hb_language_from_string("en", -1))
    var sink = 0
    let peer = threadCPUTime { sink &+= shapeAll([run], buffer: buffer) }
    print("\(elapsed) \(peak) \(peer) \(lines) \(glyphs) \(sink)")
}

/// The calling thread's CPU time of `body` in milliseconds (the machine is shared: wall time
/// counts other processes' work).
func threadCPUTime(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
    let start = now()
    try body()
    return now() - start
}

/// The big-text cases: each size in its own child process; prints time and peak memory per
/// size, and the growth from 100 KiB to 10 MiB (linear is 102.4×).
func bigCases() throws {
    let sizes = [("100KiB", 100 << 10), ("1MiB", 1 << 20), ("10MiB", 10 << 20)]
    let modes = ["lines", "label", "label-whole"]
    for (kind, mode) in modes.flatMap({ m in ["english", "ada"].map { ($0, m) } }) {
        var results: [(ms: Double, peak: Double)] = []
        for (label, bytes) in sizes {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments =
                ["big", kind, String(bytes)] + (mode == "lines" ? [] : mode.split(separator: "-").map(String.init))
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            let fields = String(decoding: output, as: UTF8.self).split(separator: " ")
            guard child.terminationStatus == 0, fields.count >= 5, let ms = Double(fields[0]),
                let peak = Double(fields[1]), let peer = Double(fields[2])
            else {
                print("BENCH text/big-\(kind)-\(label)/layout plumb=failed peer=none ratio=none")
                continue
            }
            results.append((ms, peak))
            report("big-\(kind)-\(label)/\(mode == "lines" ? "layout-300pt" : mode + "-343pt")", plumb: ms, peer: peer)
            print(
                "BENCH text/big-\(kind)-\(label)/\(mode == "lines" ? "" : mode + "-")peak-memory plumb=\(String(format: "%.1fMB", peak / 1e6)) peer=none ratio=none"
            )
            FileHandle.standardError.write(
                Data("# big-\(kind)-\(label): \(fields[3]) lines, \(fields[4]) glyphs\n".utf8))
        }
        if results.count == sizes.count {
            let time = results[2].ms / results[0].ms, memory = results[2].peak / results[0].peak
            print(
                "BENCH text/big-\(kind)/\(mode == "lines" ? "" : mode + "-")growth-100KiB-to-10MiB plumb=time:\(String(format: "%.1f", time))x,memory:\(String(format: "%.1f", memory))x peer=linear:102.4x ratio=\(String(format: "%.2f", time / 102.4))"
            )
        }
    }
}

/// `bench-text profile arabic|english|labels`: loop one layout case for a few seconds (for perf).
func profile(_ name: String) throws {
    let font = Font.system(size: 17)
    let texts: [String] = name == "arabic" ? [arabic280] : name == "english" ? [englishParagraph] : labels
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .seconds(4))
    var count = 0
    while clock.now < end {
        for text in texts {
            count &+= try Typesetter.layout(text, font: font, width: 300, numberOfLines: 0).lines.count
        }
    }
    print(count)
}

do {
    if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "profile" {
        try profile(CommandLine.arguments[2])
        exit(0)
    }
    if CommandLine.arguments.count >= 4, CommandLine.arguments[1] == "big", let bytes = Int(CommandLine.arguments[3]) {
        let options = CommandLine.arguments.dropFirst(4)
        try bigChild(
            CommandLine.arguments[2], bytes: bytes, label: options.contains("label"), whole: options.contains("whole"))
        exit(0)
    }
    if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "big" {
        try bigCases()
        exit(0)
    }
    try run()
    try bigCases()
} catch {
    print("BENCH text/error plumb=none peer=none ratio=none")
    FileHandle.standardError.write(Data("bench-text: \(error)\n".utf8))
    exit(1)
}
