import Foundation
import Testing

/// The version a user is told to depend on is the newest one the changelog releases: every
/// `from: "X.Y.Z"` of the README, the articles and the quoted manifests names the first
/// `## X.Y.Z - YYYY-MM-DD` section of CHANGELOG.md.
@Suite struct ReleaseVersionTests {
    /// The versions of the changelog's release sections (`## 0.1.0 - 2026-11-29`), newest first.
    static func releasedVersions(inChangelog text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ") else { return nil }
            let words = line.dropFirst(3).split(separator: " ")
            guard words.count == 3, words[1] == "-", isVersion(words[0]), words[2].count == 10 else { return nil }
            return String(words[0])
        }
    }

    /// Whether `text` is a semantic version's core, `MAJOR.MINOR.PATCH`.
    static func isVersion(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// The versions named by `from: "…"` in a text, in order.
    static func dependencyVersions(in text: String) -> [String] {
        text.components(separatedBy: "from: \"").dropFirst().compactMap { rest in
            rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    @Test func everyDependencyLineNamesTheNewestRelease() throws {
        let root = ReadmeCodeBlockTests.packageRoot
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(Self.releasedVersions(inChangelog: changelog).first)
        let files =
            ["README.md", "Tests/PlumbReadmeTests/Manifests/Package.swift"]
            + ["Tests/PlumbReadmeTests/Manifests/Screens/Package.swift"] + (try ReadmeCodeBlockTests.articles())
        var named: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let versions = Self.dependencyVersions(in: text)
            if !versions.isEmpty { named[file] = versions }
        }
        #expect(named["README.md"] == [newest])
        #expect(named.count >= 4)
        #expect(named.filter { $0.value.contains { $0 != newest } } == [:])
    }

    @Test func releaseSectionsAndDependencyLinesAreRead() {
        let changelog = """
            # Changelog

            ## Unreleased

            - Something new.

            ## 0.2.0 - 2026-12-24

            ## 0.1.0 - 2026-11-29
            ## 1.x - someday
            """
        #expect(Self.releasedVersions(inChangelog: changelog) == ["0.2.0", "0.1.0"])
        #expect(
            Self.dependencyVersions(in: #".package(url: "u", from: "0.1.0"), .package(url: "v", from: "1.8.2")"#)
                == ["0.1.0", "1.8.2"])
        #expect(Self.dependencyVersions(in: #".package(url: "u", branch: "main")"#) == [])
    }
}
