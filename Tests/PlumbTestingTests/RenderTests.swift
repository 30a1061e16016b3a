import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// An error's excerpt: the line as written and the caret under `column` (an ASCII line).
func caret(_ line: String, _ column: Int) -> String {
    "\n    " + line + "\n    " + String(repeating: " ", count: column - 1) + "^"
}

/// The positioned JSON parser behind layout documents.
@MainActor @Suite struct LayoutJSON {
    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do { _ = try JSONParser.parse(text); return nil } catch { return error }
    }

    @Test func valuesKnowWhereTheyStart() throws {
        let v = try JSONParser.parse("{\n  \"a\": [1, \"x\\u00e9\\n\", true, null],\n  \"b\": {\"c\": -2.5e1}\n}")
        guard case .object(let members) = v.value, case .array(let items) = members[0].value.value else {
            Issue.record("not an object"); return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.position == TextPosition(line: 2, column: 8))
        #expect(items.map(\.position.column) == [9, 12, 25, 31])  // the string's escapes count as written
        if case .string(let s) = items[1].value { #expect(s == "xé\n") } else { Issue.record("not a string") }
        guard case .object(let b) = members[1].value.value, case .number(let n) = b[0].value.value else {
            Issue.record("no b.c"); return
        }
        #expect(n == -25)
        #expect(b[0].value.position == TextPosition(line: 3, column: 14))
        #expect(b[0].keyPosition == TextPosition(line: 3, column: 9))
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        #expect(
            syntaxError("{\"a\": [1, 2,, 3]}")
                == JSONSyntaxError(message: "unexpected ','", position: TextPosition(line: 1, column: 13)))
        #expect(
            syntaxError("{\n  \"a\": 1,\n  \"a\": 2\n}")
                == JSONSyntaxError(
                    message: "duplicate key \"a\" (first at 2:3)", position: TextPosition(line: 3, column: 3)))
        #expect(
            syntaxError("{\"a\": \"open}")
                == JSONSyntaxError(message: "unterminated string", position: TextPosition(line: 1, column: 7)))
        #expect(
            syntaxError("{\"a\": 01}")
                == JSONSyntaxError(message: "'01' is not a JSON number", position: TextPosition(line: 1, column: 7)))
        #expect(
            syntaxError("{\"a\": \"\\q\"}")
                == JSONSyntaxError(message: "unknown escape '\\q'", position: TextPosition(line: 1, column: 8)))
        #expect(
            syntaxError("{\"a\": tru}")
                == JSONSyntaxError(message: "expected 'true'", position: TextPosition(line: 1, column: 7)))
        #expect(
            syntaxError("[1] [2]")
                == JSONSyntaxError(
                    message: "unexpected '[' after the document", position: TextPosition(line: 1, column: 5)))
        #expect(
            syntaxError("{\"a\": 1")
                == JSONSyntaxError(
                    message: "unexpected end of the document inside an object",
                    position: TextPosition(line: 1, column: 8)))
        #expect(syntaxError(String(repeating: "[", count: 300))?.message == "nested more than 200 levels deep")
    }

    /// Before: `unexpected '\u{FEFF}'` printed the invisible character itself (`unexpected ''`).
    @Test func invisibleCharactersAreNamedByCodePoint() {
        #expect(
            syntaxError("\u{FEFF}{}")
                == JSONSyntaxError(
                    message: "unexpected character U+FEFF (a byte order mark)",
                    position: TextPosition(line: 1, column: 1)))
        #expect(syntaxError("{\"a\": 1\u{200B}}")?.message == "expected ',' or '}' but found character U+200B")
        #expect(syntaxError("[1,\u{0301}2]")?.message == "unexpected character U+0301")
        #expect(syntaxError("[1\u{A0}]")?.message == "expected ',' or ']' but found character U+00A0")
        #expect(syntaxError("[1x]")?.message == "expected ',' or ']' but found 'x'")
        #expect(syntaxError("[1é]")?.message == "expected ',' or ']' but found 'é'")
    }
}

/// Constraint equations: `item.attr == item.attr * m + c @ p`.
@MainActor @Suite struct ConstraintEquations {
    typealias E = ConstraintEquation

    @Test func everyForm() throws {
        #expect(
            try E.parse("title.top == avatar.bottom + 8")
                == E(
                    first: .init(id: "title", attribute: .top, column: 0), relation: .equal,
                    second: .init(id: "avatar", attribute: .bottom, column: 13), multiplier: 1, constant: 8,
                    priority: 1000))
        #expect(
            try E.parse("badge.leading >= title.trailing - 4.5 @ 750")
                == E(
                    first: .init(id: "badge", attribute: .leading, column: 0),
                    relation: .greaterThanOrEqual, second: .init(id: "title", attribute: .trailing, column: 17),
                    multiplier: 1, constant: -4.5, priority: 750))
        #expect(try E.parse("img.height == 0.5 * img.width").multiplier == 0.5)
        #expect(
            try E.parse("img.height == img.width * 2 + 1@low")
                == E(
                    first: .init(id: "img", attribute: .height, column: 0), relation: .equal,
                    second: .init(id: "img", attribute: .width, column: 14), multiplier: 2, constant: 1, priority: 250))
        #expect(
            try E.parse("avatar.width <= 40")
                == E(
                    first: .init(id: "avatar", attribute: .width, column: 0), relation: .lessThanOrEqual,
                    second: nil, multiplier: 1, constant: 40, priority: 1000))
        #expect(try E.parse("a.leadingMargin = b.centerXWithinMargins").second?.attribute == .centerXWithinMargins)
        #expect(try E.parse("a.width == -3").constant == -3)
    }

    @Test func guidesOfAView() throws {
        #expect(
            try E.parse("title.top == screen.safeArea.top + 8")
                == E(
                    first: .init(id: "title", attribute: .top, column: 0),
                    relation: .equal, second: .init(id: "screen", attribute: .top, column: 13, guide: "safeArea"),
                    multiplier: 1, constant: 8, priority: 1000))
        #expect(try E.parse("body.width == scroll.frameLayoutGuide.width").second?.guide == "frameLayoutGuide")
        #expect(try E.parse("scroll.contentLayoutGuide.bottom == body.bottom").first.guide == "contentLayoutGuide")
        #expect(
            throws: E.SyntaxError(
                message:
                    "unknown guide \"safe\" (use contentLayoutGuide, frameLayoutGuide, margins, readable, safeArea)",
                column: 7)
        ) {
            try E.parse("screen.safe.top == a.top")
        }
    }

    @Test func errorsPointAtTheColumn() {
        func error(_ s: String) -> E.SyntaxError? {
            do { _ = try E.parse(s); return nil } catch { return error }
        }
        #expect(error("title.top = = avatar.bottom") == .init(message: "expected a view id, found '='", column: 12))
        #expect(error("title.tpo == avatar.bottom")?.column == 6)
        #expect(
            error("title.tpo == avatar.bottom")?.message.hasPrefix(
                "unknown attribute \"tpo\" (use bottom, bottomMargin, ") == true)
        #expect(
            error("title == avatar.bottom")
                == .init(message: "expected '.' and an attribute after \"title\"", column: 5))
        #expect(error("title.top => avatar.bottom") == .init(message: "expected ==, >= or <=", column: 10))
        #expect(error("title.top == avatar.bottom + ") == .init(message: "expected a constant after '+'", column: 29))
        #expect(
            error("title.top == avatar.bottom @ 1001")
                == .init(message: "the priority must be greater than 0 and at most 1000", column: 29))
        #expect(
            error("title.top == avatar.bottom @ urgent")
                == .init(
                    message: "expected a priority (a number, required, high, low or fittingSize) after '@'", column: 29)
        )
        #expect(error("title.top == avatar.bottom 8") == .init(message: "unexpected '8'", column: 27))
    }
}

/// `plumb render`: documents in, PNG and explanations out.
@MainActor @Suite struct RenderTool {
    static let example = (SnapshotConfiguration.packageRoot(startingAt: #filePath)! as NSString).appendingPathComponent(
        "Examples/card.json")

    func document(_ dir: TempDir, _ text: String) throws -> String {
        let path = dir.sub("doc.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theExampleCardRendersWithItsFrames() throws {
        let dir = TempDir()
        let out = dir.sub("card.png")
        let r = PlumbTool.render(Self.example, output: out)
        #expect(r.status == 0)
        #expect(
            r.output == """
                wrote \(out): 750x405 px (375x202.5 pt @2x, ltr)
                UIView#screen (0, 0, 375, 202.5)
                  UIView#card (16, 16, 343, 170.5)
                    UIView#avatar (16, 16, 48, 48)
                    UILabel#name (76, 20, 110, 20.5) "Ada Lovelace"
                    UILabel#badge (291, 20.5, 36, 20) "PRO"
                    UILabel#bio (76, 44.5, 251, 58) "Wrote the first program for the Analytical Engine, and saw that it could do more than arithmetic."
                    UIStackView#actions (16, 118.5, 311, 36)
                      UILabel[0] (0, 0, 151.5, 36) "Follow"
                      UILabel[1] (159.5, 0, 151.5, 36) "Message"
                """)
        let png = try PNGDecoder().decode(contentsOf: out)
        // UIKit's line heights: headline 20.287 → 20.5; three subheadline lines 20 points apart
        // (the HIG's spacing): 2 × 20 + 17.900 → 58.
        #expect(png.image.width == 750 && png.image.height == 405)
        // The avatar's centre is systemBlue; the card's corner is the grouped background.
        let avatarCentre = ((16 + 16 + 24) * 2, (16 + 16 + 24) * 2)
        #expect(png.image.pixel(x: avatarCentre.0, y: avatarCentre.1) == [0, 122, 255, 255])
        #expect(png.image.pixel(x: 33, y: 33) == [242, 242, 247, 255])
        #expect(png.metadata[SnapshotVerifier.MetadataKey.renderer] == SnapshotSupport.rendererVersion)
    }

    @Test func rightToLeftMirrorsAndOverridesApply() throws {
        let dir = TempDir()
        let r = PlumbTool.render(Self.example, output: dir.sub("rtl.png"), width: 320, scale: 1, rightToLeft: true)
        #expect(r.status == 0)
        let lines = r.output.split(separator: "\n").map(String.init)
        // The bio wraps to four lines: 3 × 20 + 17.9 → 78.
        #expect(lines[0].hasSuffix(": 320x223 px (320x223 pt @1x, rtl)"))
        #expect(lines[3] == "    UIView#avatar (224, 16, 48, 48)")  // 288 - 16 - 48: mirrored in the 288-point card
        #expect(try PNGDecoder().decode(contentsOf: dir.sub("rtl.png")).image.width == 320)
    }

    @Test func conflictsAreLoggedOnceInUIKitsFormatAndExitOne() throws {
        let dir = TempDir()
        let path = try document(
            dir,
            """
            {"width": 100, "height": 100, "root": {"subviews": [{"id": "box", "background": "red"}]},
             "constraints": ["H:|[box]|", "V:|[box]|", "box.width == 50"]}
            """)
        let r = PlumbTool.render(path, output: dir.sub("out.png"))
        #expect(r.status == 1)
        #expect(r.output.components(separatedBy: "Unable to simultaneously satisfy constraints.").count == 2)
        #expect(r.output.contains("\"<NSLayoutConstraint:"))
        #expect(r.output.contains(" 'box.width == 50' H:[box(50)]   (active, names: box:0x"))
        #expect(fileExists(dir.sub("out.png")))
    }

    @Test func ambiguityIsListedWithTheTrace() throws {
        let dir = TempDir()
        let path = try document(
            dir,
            """
            {"width": 100, "height": 100, "root": {"subviews": [{"id": "box", "background": "red"}]},
             "constraints": ["H:|[box]|", "box.height == 10"]}
            """)
        let r = PlumbTool.render(path, output: dir.sub("out.png"))
        #expect(r.status == 1)
        #expect(r.output.contains("\nambiguous layout (1 view): UIView/UIView#box (0, "))
        #expect(r.output.contains("*box:0x") && r.output.contains("- AMBIGUOUS LAYOUT for UIView:"))
    }

    @Test func documentErrorsNameFileLineAndColumn() throws {
        let dir = TempDir()
        func status2(_ text: String) throws -> String {
            let path = try document(dir, text)
            let r = PlumbTool.render(path, output: dir.sub("out.png"))
            #expect(r.status == 2)
            return r.output.replacingOccurrences(of: path, with: "doc.json")
        }
        #expect(
            try status2("{\"root\": {\"subviews\": [{\"id\": \"a\", \"cornerRadus\": 4}]}}")
                .hasPrefix(
                    "doc.json:1:36: error: unknown key \"cornerRadus\" in UIView (known: alpha, background, borderColor, "
                ))
        #expect(
            try status2("{\"root\": {\"background\": \"blurple\"}}")
                == "doc.json:1:25: error: background \"blurple\" is not a colour: use #RRGGBB, #RRGGBBAA or a UIKit name such as systemBlue"
                + caret("{\"root\": {\"background\": \"blurple\"}}", 25))
        #expect(
            try status2("{\"root\": {\"class\": \"UITableView\"}}")
                == "doc.json:1:20: error: class \"UITableView\" is not UIView, UILabel, UIStackView or UIScrollView"
                + caret("{\"root\": {\"class\": \"UITableView\"}}", 20))
        #expect(
            try status2("{\"root\": {\"id\": \"a\", \"subviews\": [{\"id\": \"a\"}]}}")
                == "doc.json:1:42: error: id \"a\" is used by two views"
                + caret("{\"root\": {\"id\": \"a\", \"subviews\": [{\"id\": \"a\"}]}}", 42))
        #expect(
            try status2("{\"width\": 0, \"root\": {}}")
                == "doc.json:1:11: error: width must be between 1 and 10000, not 0"
                + caret("{\"width\": 0, \"root\": {}}", 11))
        #expect(
            try status2("{\"root\": {\"class\": \"UILabel\", \"font\": \"heavyish 12\"}}")
                .hasPrefix("doc.json:1:39: error: font \"heavyish 12\" is not a size, \"WEIGHT SIZE\""))
        #expect(try status2("{}") == "doc.json:1:1: error: the document has no \"root\" view" + caret("{}", 1))
        #expect(
            try status2("{\"root\": {\"subviews\": [{\"id\": \"a\"}]},\n \"constraints\": [\"H:|-[a]-[b]|\"]}") == """
                doc.json:2:29: error: in the visual format: b is not a key in the views dictionary.
                    H:|-[a]-[b]|
                              ^
                """)
        #expect(
            try status2("{\"root\": {\"subviews\": [{\"id\": \"a\"}]},\n \"constraints\": [\"a.top == b.top\"]}") == """
                doc.json:2:28: error: no view has the id "b"
                    a.top == b.top
                             ^
                """)
        #expect(
            try status2("{\"root\": {},\n \"constraints\": [1]}")
                == "doc.json:2:18: error: a constraint must be a string, not a number"
                + caret(" \"constraints\": [1]}", 18))
        #expect(
            try status2("{\"root\": {}, }")
                == "doc.json:1:14: error: expected a key in double quotes" + caret("{\"root\": {}, }", 14))
    }

    @Test func theDocumentationsDocumentRenders() throws {
        let root = SnapshotConfiguration.packageRoot(startingAt: #filePath)!
        let article = try String(
            contentsOfFile: root + "/Sources/PlumbTesting/Documentation.docc/LayoutDocuments.md", encoding: .utf8)
        let start = try #require(article.range(of: "```json\n"))
        let end = try #require(article.range(of: "```", range: start.upperBound..<article.endIndex))
        let dir = TempDir()
        let r = PlumbTool.render(
            try document(dir, String(article[start.upperBound..<end.lowerBound])), output: dir.sub("readme.png"))
        #expect(r.status == 0)
        #expect(
            r.output.split(separator: "\n").dropFirst().joined(separator: "\n") == """
                UIView#card (0, 0, 375, 72)
                  UIView#avatar (16, 16, 40, 40)
                  UILabel#name (68, 16, 291, 20.5) "Ada Lovelace"
                """)
    }

    @Test func scrollViewsAndGuidesInADocument() throws {
        let dir = TempDir()
        let path = try document(
            dir,
            """
            {"width": 375, "height": 812, "safeArea": [44, 0, 34, 0],
             "root": {"id": "screen", "subviews": [
               {"id": "scroll", "class": "UIScrollView", "subviews": [
                 {"id": "body", "background": "systemBlue"}]},
               {"id": "badge", "background": "systemRed"}]},
             "constraints": [
               "H:|[scroll]|", "V:|[scroll]|",
               "body.top == scroll.contentLayoutGuide.top", "body.bottom == scroll.contentLayoutGuide.bottom",
               "body.leading == scroll.contentLayoutGuide.leading", "body.trailing == scroll.contentLayoutGuide.trailing",
               "body.width == scroll.frameLayoutGuide.width", "body.height == 2000",
               "badge.top == screen.safeArea.top + 8", "badge.trailing == screen.margins.trailing", "H:[badge(20)]", "V:[badge(20)]"]}
            """)
        let r = PlumbTool.render(path, output: dir.sub("out.png"))
        #expect(r.status == 0)
        #expect(
            r.output.split(separator: "\n").dropFirst().joined(separator: "\n") == """
                UIView#screen (0, 0, 375, 812)
                  UIScrollView#scroll (0, 0, 375, 812)
                    UIView#body (0, 0, 375, 2000)
                  UIView#badge (347, 52, 20, 20)
                """)
        // The content starts below the 44-point inset (the scroll view's offset is -44).
        let png = try PNGDecoder().decode(contentsOf: dir.sub("out.png")).image
        #expect(png.pixel(x: 10, y: 2 * 44 - 1) == [255, 255, 255, 255])
        #expect(png.pixel(x: 10, y: 2 * 44) == [0, 122, 255, 255])
        let bad = try document(
            dir,
            """
            {"root": {"subviews": [{"id": "a"}]}, "constraints": ["a.top == a.contentLayoutGuide.top"]}
            """)
        #expect(
            PlumbTool.render(bad, output: dir.sub("bad.png")).output
                == "\(bad):1:65: error: \"a\" is not a UIScrollView, so it has no contentLayoutGuide\n    a.top == a.contentLayoutGuide.top\n             ^"
        )
    }

    /// Columns count the line as written: before, a JSON escape or a combining mark earlier in a
    /// constraint string moved the position (3:21 here) and the caret off the character.
    @Test func columnsCountTheLineAsWritten() throws {
        let dir = TempDir()
        func status2(_ text: String) throws -> String {
            let path = try document(dir, text)
            let r = PlumbTool.render(path, output: dir.sub("out.png"))
            #expect(r.status == 2)
            return r.output.replacingOccurrences(of: path, with: "doc.json")
        }
        #expect(
            try status2(
                "{\"root\": {\"subviews\": [{\"id\": \"a\"}, {\"id\": \"r\"}]},\n \"constraints\": [\n  \"a.top ==\\tr.top +\\tx\"]}"
            ) == #"""
                doc.json:3:23: error: expected a constant after '+'
                    a.top ==\tr.top +\tx
                                       ^
                """#)
        // "ä" as a and U+0308 (two columns, one character).
        #expect(
            try status2(
                "{\"root\": {\"subviews\": [{\"id\": \"a\u{308}\"}]},\n \"constraints\": [\"a\u{308}.top == zz.top\"]}")
                    == """
                    doc.json:2:29: error: no view has the id "zz"
                        a\u{308}.top == zz.top
                                 ^
                    """)
        #expect(
            try status2("{\"root\": {\"subviews\": [{\"id\": \"a\"}]},\n \"constraints\": [\"H:|-[a(\\u0031x)]\"]}")
                == #"""
                doc.json:2:32: error: in the visual format: A predicate on a view's thickness must end with ')' and the view must end with ']'
                    H:|-[a(\u0031x)]
                                 ^
                """#)
    }

    /// Every error names FILE:LINE:COL, the column of the offending character as written
    /// (scalars; a tab, an escape's characters and a combining mark each count), and shows the
    /// line with the caret under that character (a tab in the padding for a tab).
    @Test func everyErrorShowsItsLineWithTheCaretUnderTheCharacter() throws {
        let dir = TempDir()
        func status2(_ text: String) throws -> String {
            let path = try document(dir, text)
            let r = PlumbTool.render(path, output: dir.sub("out.png"))
            #expect(r.status == 2)
            return r.output.replacingOccurrences(of: path, with: "doc.json")
        }
        // A tab before the error: one column, and a tab in the caret's padding.
        #expect(
            try status2("{\"root\":\t@}") == "doc.json:1:10: error: unexpected '@'\n    {\"root\":\t@}\n            \t^"
        )
        // A combining mark: a column of its own, no space of its own under it.
        #expect(
            try status2("{\"root\": {\"id\": \"e\u{301}\"}, @}")
                == "doc.json:1:24: error: expected a key in double quotes\n    {\"root\": {\"id\": \"e\u{301}\"}, @}\n"
                + String(repeating: " ", count: 4 + 22) + "^")
        // A JSON escape counts as written (\t is two columns).
        #expect(
            try status2(#"{"root": {"id": "a\tb"}, @}"#)
                == "doc.json:1:26: error: expected a key in double quotes\n    " + #"{"root": {"id": "a\tb"}, @}"#
                + "\n"
                + String(repeating: " ", count: 4 + 25) + "^")
        // A bad escape: at its backslash.
        #expect(
            try status2(#"{"root": {"id": "a\qb"}}"#)
                == "doc.json:1:19: error: unknown escape '\\q'\n    " + #"{"root": {"id": "a\qb"}}"# + "\n"
                + String(repeating: " ", count: 4 + 18) + "^")
        // A value error on the second line.
        #expect(
            try status2("{\"root\": {},\n \"width\": 0}")
                == "doc.json:2:11: error: width must be between 1 and 10000, not 0\n     \"width\": 0}\n"
                + String(repeating: " ", count: 4 + 10) + "^")
        // A long line is cut around the column.
        let long = "{\"root\": {\"id\": \"" + String(repeating: "x", count: 100) + "\"}, @}"
        #expect(
            try status2(long)
                == "doc.json:1:122: error: expected a key in double quotes\n    …"
                + String(repeating: "x", count: 56) + "\"}, @}\n" + String(repeating: " ", count: 4 + 61) + "^")
    }

    /// Before: "error: invalid bitmap size 750x40000: ..." with no file, line or column.
    @Test func anImageTooLargeToDrawNamesTheValueThatMadeIt() throws {
        let dir = TempDir()
        let fitted = try document(
            dir,
            "{\"root\": {\"id\": \"r\", \"subviews\": [{\"id\": \"a\"}]},\n \"constraints\": [\"H:|[a]|\", \"V:|[a(20000)]|\"]}"
        )
        let r = PlumbTool.render(fitted, output: dir.sub("out.png"))
        #expect(r.status == 2)
        #expect(
            r.output
                == "\(fitted):1:10: error: invalid bitmap size 750x40000: 375.0x20000.0 points at scale 2.0 is not a valid pixel size (the height that fits the root view's content; set \"height\" or --height to draw part of it)"
                + caret("{\"root\": {\"id\": \"r\", \"subviews\": [{\"id\": \"a\"}]},", 10))
        let tall = try document(dir, "{\"scale\": 4,\n \"height\": 9000, \"root\": {}}")
        #expect(
            PlumbTool.render(tall, output: dir.sub("out.png")).output
                == "\(tall):2:12: error: invalid bitmap size 1500x36000: 375.0x9000.0 points at scale 4.0 is not a valid pixel size"
                + caret(" \"height\": 9000, \"root\": {}}", 12))
        #expect(!fileExists(dir.sub("out.png")))
    }

    /// Before: UIKit's message alone on the diagnostics, the document rendered, no position.
    @Test func anInvalidAttributePairingIsAnErrorAtItsPosition() throws {
        let dir = TempDir()
        let path = try document(
            dir,
            "{\"root\": {\"subviews\": [{\"id\": \"name\"}, {\"id\": \"avatar\"}]},\n \"constraints\": [\"name.left == avatar.top\"]}"
        )
        let (r, diagnostics) = LayoutDiagnostics.collect { PlumbTool.render(path, output: dir.sub("out.png")) }
        #expect(
            r
                == PlumbTool.Result(
                    status: 2,
                    output: """
                        \(path):2:19: error: Constraint improperly relates anchors of incompatible types: name.left == avatar.top
                            name.left == avatar.top
                            ^
                        """))
        #expect(diagnostics.isEmpty)
    }

    /// Before: any bad byte was reported at 1:1.
    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let dir = TempDir()
        let path = dir.sub("bad.json")
        try Data(Array("{\n \"root\": {},\n \"x".utf8) + [0xFF] + Array("\": 1}\n".utf8)).write(
            to: URL(fileURLWithPath: path))
        #expect(
            PlumbTool.render(path).output
                == "\(path):3:4: error: the file is not UTF-8 text (byte 0xFF)" + caret(" \"x\u{FFFD}\": 1}", 4))
        try Data(Array("[\"é\u{FFFD}\", \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)).write(
            to: URL(fileURLWithPath: path))
        #expect(
            PlumbTool.render(path).output
                == "\(path):1:9: error: the file is not UTF-8 text (byte 0xC3)"
                + caret("[\"é\u{FFFD}\", \"\u{FFFD}(\"]", 9))
    }

    @Test func framesBeyondIntAreWrittenNotTrapped() throws {
        // Before: FrameTree formatted 1e19 with Int(_:), which traps; the message for "width" too.
        let dir = TempDir()
        let path = try document(dir, #"{"root":{"id":"r","subviews":[{"id":"a"}]},"constraints":["H:[a(1e19)]"]}"#)
        let r = PlumbTool.render(path, output: dir.sub("big.png"))
        #expect(r.status == 1)  // a is ambiguous (no position), not an error
        #expect(r.output.contains("\nUIView#r (0, 0, 375, 1)\n  UIView#a (0, 0, 1e+19, 0)\n"))
        #expect(
            FrameTree.num(.infinity) == "inf" && FrameTree.num(-.infinity) == "-inf" && FrameTree.num(.nan) == "nan")
        #expect(FrameTree.num(9.3e18) == "9.3e+18" && FrameTree.num(123.456) == "123.46" && FrameTree.num(-42) == "-42")
        let wide = try document(dir, #"{"width": 1e19, "root": {}}"#)
        #expect(
            PlumbTool.render(wide, output: dir.sub("w.png")).output
                == "\(wide):1:11: error: width must be between 1 and 10000, not 1e+19"
                + caret(#"{"width": 1e19, "root": {}}"#, 11))
    }

    @Test func badOptionsAndFilesExitTwo() throws {
        let dir = TempDir()
        #expect(
            PlumbTool.render(dir.sub("none.json"))
                == PlumbTool.Result(status: 2, output: "\(dir.sub("none.json")): error: no such file"))
        #expect(PlumbTool.render(dir.path).output == "\(dir.path): error: a folder, not a layout document")
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: dir.sub("binary.json")))
        #expect(
            PlumbTool.render(dir.sub("binary.json")).output
                == "\(dir.sub("binary.json")):1:1: error: the file is not UTF-8 text (byte 0xFF)"
                + caret("\u{FFFD}\u{FFFD}", 1))
        #expect(
            PlumbTool.render(Self.example, output: dir.sub("huge.png"), width: 10000, height: 10000, scale: 4).output
                == "\(Self.example):6:11: error: invalid bitmap size 40000x40000: 10000.0x10000.0 points at scale 4.0 is not a valid pixel size"
                + caret("  \"root\": {", 11))
        #expect(
            PlumbTool.render(Self.example, output: dir.sub("x.png"), width: 0).output
                == "error: --width must be between 1 and 10000, not 0.0")
        #expect(
            PlumbTool.render(Self.example, output: dir.sub("x.png"), scale: 5).output
                == "error: --scale must be between 1 and 4, not 5.0")
        let blocked = dir.sub("file")
        try "x".write(toFile: blocked, atomically: true, encoding: .utf8)
        let r = PlumbTool.render(Self.example, output: blocked + "/out.png")
        #expect(r.status == 2)
        #expect(r.output.hasPrefix("error: ") && r.output.contains(blocked))
    }
}

extension RGBAImage {
    /// The RGBA bytes of one pixel.
    func pixel(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }
}
