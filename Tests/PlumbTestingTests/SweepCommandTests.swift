import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// `plumb sweep` over layout documents (`PlumbTool.sweep`, which the command prints and exits with).
@MainActor @Suite struct SweepCommandTests {
    /// A 250 pt bar between a leading margin and a trailing margin of at least 16 pt, 20 pt tall
    /// with 8 pt above and below (so the height that fits is 36 pt). The three horizontal
    /// constraints are required; they cannot all hold when leading + 250 + 16 > W: below 282 pt
    /// with a 16 pt leading margin, below 292 pt with 26 pt.
    func document(leading: Int, in dir: TempDir) throws -> String {
        let path = dir.sub("bar.json")
        let json = """
            {
              "width": 375, "scale": 2,
              "root": { "id": "screen", "subviews": [ { "id": "bar", "background": "systemBlue" } ] },
              "constraints": [
                "bar.leading == screen.leading + \(leading)",
                "bar.width == 250",
                "bar.trailing <= screen.trailing - 16",
                "V:|-8-[bar(20)]-8-|"
              ]
            }
            """
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func printsTheBreakpointsOfADocument() throws {
        let dir = TempDir()
        let doc = try document(leading: 16, in: dir)
        let r = PlumbTool.sweep(doc, axis: .widths("200...400"), strip: dir.sub("strip.png"))
        #expect(r.status == 0)
        #expect(
            r.output == """
                layout sweep: widths 200...400 pt every 1 pt, to the pixel (0.5 pt), the height that fits; ltr@2x
                breakpoints, roomiest first:
                  constraint `bar.width == 250` breaks below 282 pt
                stable ranges:
                  282...400 pt: sound
                  200...281.5 pt: constraint `bar.width == 250` broken
                strip: \(dir.sub("strip.png")) (1175x104 px)
                """)
        // One row: 281.5 | 282 pt at @2x (563 | 564 px) with 16 px gaps; 36 pt (72 px) tall.
        let strip = try PNGDecoder().decode(contentsOf: dir.sub("strip.png")).image
        #expect(strip.width == 1175)  // 16 + 563 + 16 + 564 + 16
        #expect(strip.height == 104)  // 16 + 72 + 16
    }

    @Test func aReferenceNamesTheBreakpointThatMoved() throws {
        let dir = TempDir()
        let reference = dir.sub("bar.sweep.txt")
        let recorded = PlumbTool.sweep(
            try document(leading: 16, in: dir), axis: .widths("200...400"), reference: reference, record: true)
        #expect(recorded.status == 0)
        #expect(recorded.output.hasSuffix("recorded the breakpoints to \(reference)"))
        let same = PlumbTool.sweep(try document(leading: 16, in: dir), axis: .widths("200...400"), reference: reference)
        #expect(same.status == 0)
        #expect(same.output.hasSuffix("the breakpoints match \(reference)"))
        let moved = PlumbTool.sweep(
            try document(leading: 26, in: dir), axis: .widths("200...400"), reference: reference)
        #expect(moved.status == 1)
        #expect(
            moved.output.hasSuffix(
                """
                the breakpoints differ from \(reference):
                  - constraint `bar.width == 250` breaks: was below 282 pt, now below 292 pt
                """))
    }

    @Test func badArgumentsAreErrorsNamingThem() throws {
        let dir = TempDir()
        let doc = try document(leading: 16, in: dir)
        #expect(
            PlumbTool.sweep(doc, axis: .widths("400...200"))
                == PlumbTool.Result(
                    status: 2,
                    output:
                        "error: --widths \"400...200\" is not a range LOW...HIGH in points with 1 <= LOW < HIGH <= 10000 (for example 280...1024)"
                ))
        #expect(
            PlumbTool.sweep(doc, axis: .widths("200...400"), reference: dir.sub("none.txt"))
                == PlumbTool.Result(
                    status: 2,
                    output: "error: cannot read the reference \(dir.sub("none.txt")) (write it with --record)"))
        let missing = PlumbTool.sweep(dir.sub("nope.json"), axis: .directions)
        #expect(missing.status == 2)
        #expect(missing.output.contains("nope.json"))
        #expect(missing.output.contains("no such file"))
    }
}
