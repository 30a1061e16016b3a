import Foundation
import Testing

/// The README and the documentation tested as code: every ```swift block of README.md and of
/// every article of a DocC catalog (`Sources/*/*.docc/*.md`) is quoted, line for line, from a file
/// of this test target, where it is compiled (Swift 6 language mode) and run by `swift test`; a
/// package manifest block is quoted from `Manifests/`, whose manifests
/// `scripts/checks/readme-manifest.sh` evaluates with `swift package dump-package`.
///
/// A block matches when its lines, with the block's common indentation removed, appear one after
/// another in a file with the same relative indentation (so a block may be the body of a test).
/// To add an example to the README or an article, write it in a file here first, then copy it.
@Suite struct ReadmeCodeBlockTests {
    /// A fenced block of a Markdown text: its language, first line number and lines.
    struct Block: Equatable {
        var language: String
        var line: Int
        var lines: [String]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent()
    static let readme = packageRoot.appendingPathComponent("README.md")

    /// The fenced code blocks of a Markdown text (```lang ... ```), with their languages.
    static func blocks(in markdown: String) -> [Block] {
        var out: [Block] = []
        var current: Block?
        for (i, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    out.append(block)
                    current = nil
                } else {
                    block.lines.append(String(raw))
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                current = Block(language: String(trimmed.dropFirst(3)), line: i + 1, lines: [])
            }
        }
        return out
    }

    /// The lines without their common leading spaces (blank lines kept, as empty lines).
    static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
            $0.prefix { $0 == " " }.count
        }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(common)) }
    }

    /// Whether `block` appears in `source` as consecutive lines, indented alike.
    static func quotes(_ source: String, _ block: [String]) -> Bool {
        let wanted = dedented(block)
        guard !wanted.isEmpty else { return true }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= wanted.count else { return false }
        for start in 0...(lines.count - wanted.count)
        where dedented(Array(lines[start..<(start + wanted.count)])) == wanted {
            return true
        }
        return false
    }

    /// The Swift blocks of a Markdown text that no file of `sources` quotes, as `NAME:LINE`.
    static func unquoted(markdown: String, named name: String = "README.md", sources: [String]) -> [String] {
        blocks(in: markdown).filter { $0.language == "swift" }.filter { block in
            !sources.contains { quotes($0, block.lines) }
        }.map { "\(name):\($0.line)" }
    }

    /// The articles of every DocC catalog under `Sources/`, as paths relative to the package root
    /// (`Sources/PlumbTesting/Documentation.docc/GettingStarted.md`), sorted.
    static func articles() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".md") && $0.contains(".docc/") }.sorted().map { "Sources/" + $0 }
    }

    /// The `<doc:Name>` links of a Markdown text, in order.
    static func docLinks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "<doc:").dropFirst().compactMap { rest in
            rest.firstIndex(of: ">").map { String(rest[..<$0]) }
        }
    }

    /// Every `.swift` file of this test target, manifests included.
    static func sources() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
    }

    @Test func everySwiftBlockOfTheReadmeIsQuotedFromThisTarget() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let swiftBlocks = Self.blocks(in: markdown).filter { $0.language == "swift" }
        // At least the dependency line and the first snapshot test; the rest lives in the articles.
        #expect(swiftBlocks.count >= 2)
        #expect(Self.unquoted(markdown: markdown, sources: try Self.sources()) == [])
    }

    @Test func everySwiftBlockOfTheDocumentationIsQuotedFromThisTarget() throws {
        let sources = try Self.sources()
        let articles = try Self.articles()
        var swiftBlocks = 0
        var unquoted: [String] = []
        for article in articles {
            let markdown = try String(contentsOf: Self.packageRoot.appendingPathComponent(article), encoding: .utf8)
            swiftBlocks += Self.blocks(in: markdown).filter { $0.language == "swift" }.count
            unquoted += Self.unquoted(markdown: markdown, named: article, sources: sources)
        }
        #expect(articles.count >= 10)
        #expect(swiftBlocks >= 12)
        #expect(unquoted == [])
    }

    @Test func theLandingArticleLinksEveryArticleOfItsCatalog() throws {
        let catalog = Self.packageRoot.appendingPathComponent("Sources/PlumbTesting/Documentation.docc")
        let landing = try String(contentsOf: catalog.appendingPathComponent("PlumbTesting.md"), encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") && $0 != "PlumbTesting.md" }
            .map { String($0.dropLast(3)) }.sorted()
        #expect(names.count >= 10)
        #expect(Set(names).subtracting(Self.docLinks(in: landing)).sorted() == [])
    }

    @Test func aChangedOrUnquotedBlockIsNamedByItsLine() {
        let markdown = """
            Intro

            ```swift
            let a = 1
                + 2
            ```

            ```sh
            swift test
            ```

              ```swift
              print(a)
              ```
            """
        #expect(
            Self.blocks(in: markdown) == [
                Block(language: "swift", line: 3, lines: ["let a = 1", "    + 2"]),
                Block(language: "sh", line: 8, lines: ["swift test"]),
                Block(language: "swift", line: 12, lines: ["  print(a)"]),
            ])
        // Quoted inside a function, indented by 4: found. Indented differently inside: not found.
        let source = "func f() {\n    let a = 1\n        + 2\n    print(a)\n}"
        #expect(Self.unquoted(markdown: markdown, sources: [source]) == [])
        #expect(Self.unquoted(markdown: markdown, sources: ["let a = 1\n+ 2\nprint(a)"]) == ["README.md:3"])
        #expect(Self.unquoted(markdown: markdown, sources: ["let a = 2\n    + 2"]) == ["README.md:3", "README.md:12"])
        #expect(Self.unquoted(markdown: markdown, named: "Guide.md", sources: ["print(a)"]) == ["Guide.md:3"])
    }

    @Test func docLinksAreReadInOrder() {
        #expect(
            Self.docLinks(in: "Start with <doc:GettingStarted>.\n- <doc:CIAndSharding>\n- <doc:Architecture>")
                == ["GettingStarted", "CIAndSharding", "Architecture"])
        #expect(Self.docLinks(in: "No links, and a broken one: <doc:Unclosed") == [])
    }
}
