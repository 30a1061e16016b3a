import Foundation
import Raster

/// File names for snapshots: every part sanitized so nothing can escape the snapshots folder.
///
/// Sanitising is not injective (`"a/b"`, `"a b"` and `"a\\b"` all become `a-b`), so two
/// assertions can still map to one file; ``SnapshotClaims`` makes that a failure naming both call
/// sites instead of a silent overwrite.
package enum SnapshotNaming {
    /// The longest sanitized component kept whole; longer ones are cut and get a hash suffix.
    public static let maxComponentLength = 80

    /// Makes one file-name component: letters, digits and `_-+@` are kept, every other run of
    /// characters becomes one `-`; leading dots and dashes are dropped (no `..`, no hidden files);
    /// an empty result becomes `_`; a result longer than ``maxComponentLength`` is cut to 64
    /// characters plus `-` and 16 hex digits of a hash of the original text (stable across runs).
    ///
    /// ```swift
    /// SnapshotNaming.sanitize("../etc/passwd")   // "etc-passwd"
    /// SnapshotNaming.sanitize("testLogin()")     // "testLogin"
    /// ```
    public static func sanitize(_ raw: String) -> String {
        var out = ""
        var pendingDash = false
        for u in raw.unicodeScalars {
            let ok =
                (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "_" || u == "+"
                || u == "@" || u == "-"
            if ok {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(u)
            } else {
                pendingDash = true
            }
        }
        while out.first == "-" { out.removeFirst() }
        while out.last == "-" { out.removeLast() }
        if out.isEmpty { out = "_" }
        if out.count > maxComponentLength {
            out = String(out.prefix(64)) + "-" + hexHash(raw)
        }
        return out
    }

    /// The test name from `#function`: `testLogin()` → `testLogin`, `rendersRTL(width:)` → `rendersRTL-width`.
    public static func testName(_ function: String) -> String {
        var f = function
        if f.hasSuffix("()") { f.removeLast(2) }
        return sanitize(f)
    }

    /// The suite name from `#fileID`/`#filePath`: the file name without its extension.
    public static func suiteName(_ fileID: String) -> String {
        let file = (fileID as NSString).lastPathComponent
        return sanitize((file as NSString).deletingPathExtension)
    }

    /// `<test>[.<name>].<variant>.<ext>`.
    public static func fileName(test: String, name: String?, variant: String, pathExtension: String) -> String {
        var parts = [testName(test)]
        if let name { parts.append(sanitize(name)) }
        parts.append(variant)
        parts.append(pathExtension)
        return parts.joined(separator: ".")
    }

    /// `[<Type>.]<test>[.<arguments>][.<name>].<variant>.<ext>` for an identity: the Swift Testing
    /// suite type qualifies the test when ``SnapshotIdentity/qualifier`` is set (two suites of
    /// one file with a test of the same name), and a parameterised test case's arguments follow
    /// the test. Without either, the name is the one Plumb always used.
    ///
    /// ```swift
    /// // @Suite struct Dark { @Test(arguments: [false, true]) func card(rtl: Bool) }
    /// // Dark.card-rtl.true.w320.ltr@2x.png
    /// ```
    public static func fileName(_ identity: SnapshotIdentity, variant: String, pathExtension: String) -> String {
        var parts: [String] = []
        if let q = identity.qualifier { parts += q.split(separator: ".").map { sanitize(String($0)) } }
        parts.append(sanitize(identity.test))
        if let a = identity.arguments { parts.append(sanitize(a)) }
        if let name = identity.name { parts.append(sanitize(name)) }
        parts.append(variant)
        parts.append(pathExtension)
        return parts.joined(separator: ".")
    }

    /// Whether `s` can be one component of a path below a root: not empty, no `/` or NUL, not
    /// hidden (`.`, `..`, `.git`), at most 255 bytes.
    public static func isSafeComponent(_ s: String) -> Bool {
        !s.isEmpty && !s.hasPrefix(".") && !s.contains("/") && !s.unicodeScalars.contains("\0") && s.utf8.count <= 255
    }

    /// Whether `path` lies strictly inside `root`, comparing the standardised paths.
    public static func isInside(_ path: String, root: String) -> Bool {
        let r = (root as NSString).standardizingPath, p = (path as NSString).standardizingPath
        return !r.isEmpty && p.hasPrefix(r.hasSuffix("/") ? r : r + "/") && !p.split(separator: "/").contains("..")
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits.
    public static func hexHash(_ s: String) -> String { FNV1a.hex(s) }

    /// The `@Test` functions declared more than once in a Swift source text, as `#function` names
    /// them (`card()`, `card(rtl:)`, `f(_:)`): the tests two suites of one file share. Comments and
    /// string literals are skipped; a helper with a test's name (`static func card() -> UIView`)
    /// does not count.
    ///
    /// ```swift
    /// SnapshotNaming.repeatedFunctions(in: "struct A { @Test func card() {} }\nstruct B { @Test func card() {} }")
    /// // ["card()"]
    /// ```
    public static func repeatedFunctions(in source: String) -> Set<String> {
        let code = Array(stripCommentsAndStrings(source).unicodeScalars)
        var counts: [String: Int] = [:]
        var i = 0
        func isIdent(_ u: Unicode.Scalar) -> Bool { CharacterSet.alphanumerics.contains(u) || u == "_" }
        func skipSpace() { while i < code.count, CharacterSet.whitespacesAndNewlines.contains(code[i]) { i += 1 } }
        while i + 4 < code.count {
            guard code[i] == "f", code[i + 1] == "u", code[i + 2] == "n", code[i + 3] == "c",
                i == 0 || !isIdent(code[i - 1]), CharacterSet.whitespacesAndNewlines.contains(code[i + 4])
            else { i += 1; continue }
            let isTest = attributes(before: i, in: code).contains("Test")
            i += 4
            skipSpace()
            var name = ""
            while i < code.count, isIdent(code[i]) { name.unicodeScalars.append(code[i]); i += 1 }
            skipSpace()
            if i < code.count, code[i] == "<" {  // generic parameters
                var depth = 0
                while i < code.count {
                    if code[i] == "<" {
                        depth += 1
                    } else if code[i] == ">" {
                        depth -= 1; if depth == 0 { i += 1; break }
                    }
                    i += 1
                }
                skipSpace()
            }
            guard !name.isEmpty, i < code.count, code[i] == "(" else { continue }
            // The parameter list: split at top-level commas, the label is each one's first word.
            var depth = 0, current = "", params: [String] = []
            while i < code.count {
                let u = code[i]
                let arrow = u == ">" && i > 0 && code[i - 1] == "-"  // `->` closes nothing
                i += 1
                if "([{<".unicodeScalars.contains(u) { depth += 1 }
                if ")]}>".unicodeScalars.contains(u), !arrow { depth -= 1 }
                if depth == 0 { break }
                if depth == 1, u == "," { params.append(current); current = ""; continue }
                if !(depth == 1 && u == "(" && current.isEmpty && params.isEmpty) { current.unicodeScalars.append(u) }
            }
            if current.contains(":") { params.append(current) }
            let labels = params.map { p in
                String(p.split(separator: ":", maxSplits: 1).first ?? "").split(whereSeparator: \.isWhitespace).first
                    .map(String.init) ?? "_"
            }
            if isTest { counts[name + "(" + labels.map { $0 + ":" }.joined() + ")", default: 0] += 1 }
        }
        return Set(counts.filter { $0.value > 1 }.keys)
    }

    /// The attribute names (`Test`, `MainActor`) before the declaration keyword at `end`, reading
    /// back over modifiers (`static`, `private`, ...) and attributes with their arguments.
    static func attributes(before end: Int, in code: [Unicode.Scalar]) -> [String] {
        var names: [String] = []
        var i = end - 1
        func isIdent(_ u: Unicode.Scalar) -> Bool { CharacterSet.alphanumerics.contains(u) || u == "_" }
        while true {
            while i >= 0, CharacterSet.whitespacesAndNewlines.contains(code[i]) { i -= 1 }
            guard i >= 0 else { return names }
            if code[i] == ")" {  // an attribute's arguments
                var depth = 0
                while i >= 0 {
                    if code[i] == ")" {
                        depth += 1
                    } else if code[i] == "(" {
                        depth -= 1; if depth == 0 { i -= 1; break }
                    }
                    i -= 1
                }
                while i >= 0, CharacterSet.whitespacesAndNewlines.contains(code[i]) { i -= 1 }
            }
            var word = ""
            while i >= 0, isIdent(code[i]) {
                word.unicodeScalars.insert(code[i], at: word.unicodeScalars.startIndex); i -= 1
            }
            guard !word.isEmpty else { return names }
            if i >= 0, code[i] == "@" {
                names.append(word)
                i -= 1
            } else if ![
                "static", "class", "private", "fileprivate", "internal", "public", "package", "final",
                "override", "mutating", "nonisolated", "dynamic", "open",
            ].contains(word) {
                return names
            }
        }
    }

    /// The source with comments and string literals replaced by spaces (line breaks kept).
    static func stripCommentsAndStrings(_ source: String) -> String {
        let s = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func at(_ k: Int, _ text: String) -> Bool {
            let t = Array(text.unicodeScalars)
            return k + t.count <= s.count && Array(s[k..<(k + t.count)]) == t
        }
        while i < s.count {
            if at(i, "//") {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if at(i, "/*") {
                var depth = 0
                while i < s.count {
                    if at(i, "/*") { depth += 1; i += 2; continue }
                    if at(i, "*/") { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    if s[i] == "\n" { out.append("\n") }
                    i += 1
                }
            } else if at(i, "\"\"\"") {
                i += 3
                while i < s.count, !at(i, "\"\"\"") { if s[i] == "\n" { out.append("\n") }; i += s[i] == "\\" ? 2 : 1 }
                i += 3
                out.append(" ")
            } else if s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"", s[i] != "\n" { i += s[i] == "\\" ? 2 : 1 }
                i += 1
                out.append(" ")
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(out)
    }
}
