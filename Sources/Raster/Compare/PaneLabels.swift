/// The "expected", "diff" and "actual" captions of the three-pane comparison image, drawn with a
/// small pixel font of Plumb's own (5 × 7 cells, scaled by whole pixels), so Raster needs no font
/// file and the captions are the same pixels on every machine.
enum PaneLabels {
    /// The captions, in pane order.
    static let captions = ["expected", "diff", "actual"]
    /// Cell size of a glyph, and the advance from one glyph to the next, in font pixels.
    static let glyphWidth = 5, glyphHeight = 7, advance = 6

    /// The letters the captions use; `#` is ink.
    static let glyphs: [Character: [String]] = [
        "a": [".....", ".....", ".###.", "....#", ".####", "#...#", ".####"],
        "c": [".....", ".....", ".###.", "#....", "#....", "#...#", ".###."],
        "d": ["....#", "....#", ".####", "#...#", "#...#", "#...#", ".####"],
        "e": [".....", ".....", ".###.", "#...#", "#####", "#....", ".###."],
        "f": ["..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#..."],
        "i": ["..#..", ".....", ".##..", "..#..", "..#..", "..#..", ".###."],
        "l": [".##..", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "p": [".....", ".....", "####.", "#...#", "####.", "#....", "#...."],
        "t": [".#...", ".#...", "####.", ".#...", ".#...", ".#..#", "..##."],
        "u": [".....", ".....", "#...#", "#...#", "#...#", "#..##", ".##.#"],
        "x": [".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
    ]

    /// The font scale for panes `height` pixels tall: 1 up to 319 pixels, then one more per 160,
    /// at most 4 (a @3x phone screen gets 4: captions 28 pixels tall).
    static func scale(forPaneHeight height: Int) -> Int { max(1, min(4, height / 160)) }

    /// The caption strip's height at a scale: the glyphs and 2 font pixels above and below.
    static func stripHeight(scale k: Int) -> Int { (glyphHeight + 4) * k }

    /// The width of a caption in pixels at a scale.
    static func width(of caption: String, scale k: Int) -> Int { (caption.count * advance - 1) * k }

    /// Sets the ink pixels of `caption` in an RGBA buffer `rowWidth` pixels wide, with its top
    /// left at (x, y), clipped to the columns `clip`.
    static func draw(
        _ caption: String, into out: inout [UInt8], rowWidth: Int, x: Int, y: Int, scale k: Int,
        clip: Range<Int>, color: (UInt8, UInt8, UInt8)
    ) {
        for (n, ch) in caption.enumerated() {
            guard let rows = glyphs[ch] else { continue }
            for (gy, row) in rows.enumerated() {
                for (gx, cell) in row.enumerated() where cell == "#" {
                    for dy in 0..<k {
                        for dx in 0..<k {
                            let px = x + (n * advance + gx) * k + dx, py = y + gy * k + dy
                            guard clip.contains(px) else { continue }
                            let d = (py * rowWidth + px) * 4
                            out[d] = color.0; out[d + 1] = color.1; out[d + 2] = color.2; out[d + 3] = 255
                        }
                    }
                }
            }
        }
    }
}
