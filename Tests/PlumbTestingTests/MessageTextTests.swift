import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Text in messages and reports prints as text in any script; only characters that hide or
/// reorder what surrounds them are escaped, visibly.
@MainActor @Suite struct MessageText {
    @Test func germanArabicAndEmojiPrintAsThemselves() {
        #expect(SnapshotText.escape("während") == "während")
        #expect(SnapshotText.escape("لوحة المفاتيح") == "لوحة المفاتيح")
        #expect(SnapshotText.escape("👩🏽‍💻 ok") == "👩🏽‍💻 ok")
        #expect(SnapshotText.quoted("Grüße \"x\" \\") == #""Grüße \"x\" \\""#)
    }

    @Test func controlAndBidiCharactersAreEscapedVisibly() {
        #expect(
            SnapshotText.escape("a\u{202E}b\u{2066}c\u{200F}\u{61C}\u{FEFF}\u{1B}\n\t\u{85}")
                == #"a\u{202E}b\u{2066}c\u{200F}\u{61C}\u{FEFF}\u{1B}\n\t\u{85}"#)
        // Joiners that Arabic, Persian and emoji need are text, not escaped.
        #expect(SnapshotText.escape("\u{200C}\u{200D}") == "\u{200C}\u{200D}")
    }

    @Test func storedEscapesBecomeReadableExceptTheDangerousOnes() {
        #expect(
            SnapshotText.readable(#"UILabel#name (0, 0, 40, 20) "w\u{e4}hrend""#)
                == #"UILabel#name (0, 0, 40, 20) "während""#)
        #expect(SnapshotText.readable(#"\u{644}\u{648}\u{62d}\u{629}"#) == "لوحة")
        #expect(SnapshotText.readable(#"x\u{202e}y \u{a}"#) == #"x\u{202E}y \u{A}"#)
        // An escaped backslash before `u{` is not an escape of a character; broken escapes stay.
        #expect(SnapshotText.readable(#"a\\u{e4} \u{zz} \u{110000} \u{e4"#) == #"a\\u{e4} \u{zz} \u{110000} \u{e4"#)
    }

    func labelled(_ text: String, width: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        label.text = text
        label.accessibilityIdentifier = "Überschrift"
        root.addSubview(label)
        return root
    }

    @Test func frameChangesInTheFailureMessageShowGermanAndArabicAsText() throws {
        let dir = TempDir()
        let strategy = Snapshotting.frames(width: 100, height: 30)
        let identity = SnapshotIdentity(fileID: "M/Texts.swift", function: "label()")
        func verify(_ view: UIView, _ mode: RecordMode) throws -> SnapshotOutcome {
            SnapshotVerifier.verify(
                try SnapshotRenderer.capture(.view(view), as: strategy), identity: identity,
                strategy: strategy, configuration: dir.configuration(mode))
        }
        _ = try verify(labelled("während", width: 40), .missing)
        let outcome = try verify(labelled("لوحة\u{202E}", width: 60), .never)
        let message = try #require(outcome.message)
        #expect(
            message.contains(#"UIView/UILabel#Überschrift: (0, 0, 40, 20) "während" -> (0, 0, 60, 20) "لوحة\u{202E}""#))
        // The stored .frames text stays ASCII (it also travels in PNG tEXt metadata).
        let stored = try String(contentsOfFile: dir.snapshots + "/Texts/label.100x30.ltr@2x.txt", encoding: .utf8)
        #expect(stored.contains(#"UILabel#\u{dc}berschrift (0, 0, 40, 20) "w\u{e4}hrend""#))
    }
}
