import Foundation

/// An attributed string you can change: Foundation's `NSMutableAttributedString`.
///
/// ```swift
/// let text = NSMutableAttributedString(string: "Read the terms")
/// text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
/// text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], range: NSRange(location: 0, length: 4))
/// ```
///
/// A range outside the string is reported on ``LayoutDiagnostics`` (Foundation raises) and
/// clamped; see ``NSAttributedString``.
open class NSMutableAttributedString: NSAttributedString, @unchecked Sendable {
    /// Adds (or replaces) one attribute over a range.
    open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        let r = checked(range, "addAttribute:value:range:")
        modify(r) { $0[name] = value }
    }

    /// Adds (or replaces) attributes over a range, keeping the others.
    open func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange) {
        let r = checked(range, "addAttributes:range:")
        modify(r) { $0.merge(attrs) { _, new in new } }
    }

    /// Replaces all attributes over a range.
    open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        let r = checked(range, "setAttributes:range:")
        modify(r) { $0 = attrs ?? [:] }
    }

    /// Removes one attribute over a range.
    open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        let r = checked(range, "removeAttribute:range:")
        modify(r) { $0[name] = nil }
    }

    /// Replaces characters; the new ones take the attributes of the first replaced character
    /// (for an empty range: of the character before it, else after it), as in Foundation.
    open func replaceCharacters(in range: NSRange, with str: String) {
        let r = checked(range, "replaceCharactersInRange:withString:")
        let inherited: [Key: Any]
        if length == 0 {
            inherited = [:]
        } else if r.length > 0 {
            inherited = runs[runIndex(containing: r.location).0].attributes
        } else if r.location > 0 {
            inherited = runs[runIndex(containing: r.location - 1).0].attributes
        } else {
            inherited = runs[0].attributes
        }
        let new = Array(str.utf16)
        replace(r, units: new, runs: new.isEmpty ? [] : [Run(length: new.count, attributes: inherited)])
    }

    /// Replaces characters with an attributed string (its attributes come along).
    open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let r = checked(range, "replaceCharactersInRange:withAttributedString:")
        replace(r, units: attrString.units, runs: attrString.runs)
    }

    /// Inserts an attributed string at a location.
    open func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Appends an attributed string.
    open func append(_ attrString: NSAttributedString) {
        replace(NSRange(location: length, length: 0), units: attrString.units, runs: attrString.runs)
    }

    /// Deletes the characters in a range.
    open func deleteCharacters(in range: NSRange) {
        let r = checked(range, "deleteCharactersInRange:")
        replace(r, units: [], runs: [])
    }

    /// Replaces the whole content with another attributed string.
    open func setAttributedString(_ attrString: NSAttributedString) {
        replace(NSRange(location: 0, length: length), units: attrString.units, runs: attrString.runs)
    }

    /// Groups changes (nothing to do: changes apply at once).
    open func beginEditing() {}
    /// Ends a group of changes.
    open func endEditing() {}

    // MARK: Internals

    /// Splits runs so that `offset` starts one; returns that run's index.
    private func split(at offset: Int) -> Int {
        var start = 0
        for i in runs.indices {
            if offset == start { return i }
            let end = start + runs[i].length
            if offset < end {
                let head = Run(length: offset - start, attributes: runs[i].attributes)
                runs[i].length = end - offset
                runs.insert(head, at: i)
                return i + 1
            }
            start = end
        }
        return runs.count
    }

    /// Applies `change` to the attributes over `range` (valid), then joins equal neighbours.
    private func modify(_ range: NSRange, _ change: (inout [Key: Any]) -> Void) {
        guard range.length > 0 else { return }
        let first = split(at: range.location)
        let last = split(at: range.location + range.length)
        for i in first..<last { change(&runs[i].attributes) }
        coalesce()
    }

    private func replace(_ range: NSRange, units new: [UInt16], runs newRuns: [Run]) {
        let first = split(at: range.location)
        let last = split(at: range.location + range.length)
        runs.replaceSubrange(first..<last, with: newRuns)
        units.replaceSubrange(range.location..<range.location + range.length, with: new)
        runs.removeAll { $0.length == 0 }
        coalesce()
        stringDidChange()
    }

    private func coalesce() {
        var i = 1
        while i < runs.count {
            if NSAttributedString.attributesEqual(runs[i - 1].attributes, runs[i].attributes) {
                runs[i - 1].length += runs[i].length
                runs.remove(at: i)
            } else {
                i += 1
            }
        }
    }
}
