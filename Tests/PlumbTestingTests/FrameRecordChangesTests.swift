import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore

/// Frame changes are computed from the captured tree's records as values: the reference's side is
/// parsed from its text, the new side is not written as text and parsed back, and the changes are
/// the ones the text round trip gives.
@MainActor @Suite struct FrameRecordChanges {
    /// A 100×40 box holding a titled label, a hidden rule and a nested row.
    func tree(identifiers: [String] = ["title", "rule", "row"]) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let title = UILabel(frame: CGRect(x: 8, y: 4, width: 50, height: 20.5))
        title.text = "Hi \"there\""
        title.accessibilityIdentifier = identifiers[0]
        let rule = UIView(frame: CGRect(x: 0, y: 39, width: 100, height: 1))
        rule.isHidden = true
        rule.accessibilityIdentifier = identifiers[1]
        let row = UIView(frame: CGRect(x: 60, y: 4, width: 32, height: 32))
        row.accessibilityIdentifier = identifiers[2]
        row.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        for v in [title, rule, row] { root.addSubview(v) }
        return root
    }

    @Test func theEntriesAreTheRecordsPathsAndTheRestOfTheirLines() {
        let entries = FrameTree.entries(FrameTree.records(of: tree()))
        #expect(
            entries.map(\.path) == [
                "UIView", "UIView/UILabel#title", "UIView/UIView#rule", "UIView/UIView#row",
                "UIView/UIView#row/UIView[0]",
            ])
        #expect(
            entries.map(\.detail) == [
                "(0, 0, 100, 40)", "(8, 4, 50, 20.5) \"Hi \\\"there\\\"\"", "(0, 39, 100, 1) hidden", "(60, 4, 32, 32)",
                "(1, 2, 3, 4)",
            ])
    }

    /// Identifiers with a space or a slash, or beyond ASCII, make paths the text does not give back
    /// as they were: the entries are then the text's, so a reference's paths still match.
    @Test(arguments: [
        ["title", "rule", "row"], ["my title", "rule", "row"], ["title", "a/b", "row"], ["", "rule", "r o w"],
        ["tïtle", "/", "row/"],
    ])
    func theEntriesAreWhatTheTextReadsBackAs(identifiers: [String]) {
        let records = FrameTree.records(of: tree(identifiers: identifiers))
        let fromText = FrameTree.parse(FrameTree.text(records))
        let entries = FrameTree.entries(records)
        #expect(entries.map(\.path) == fromText.map(\.path))
        #expect(entries.map(\.detail) == fromText.map(\.detail))
    }

    @Test(arguments: [["title", "rule", "row"], ["my title", "a/b", "r o w"]])
    func theChangesFromARecordedTextToTheRecordsAreTheTextRoundTripsChanges(identifiers: [String]) {
        let old = FrameTree.text(FrameTree.records(of: tree(identifiers: identifiers)))
        let view = tree(identifiers: identifiers)
        view.subviews[0].frame.size.width = 60
        (view.subviews[0] as? UILabel)?.text = "Hello"
        view.subviews[1].removeFromSuperview()
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let records = FrameTree.records(of: view)
        let changes = FrameTree.changes(from: old, to: records)
        #expect(changes == FrameTree.changes(from: old, to: FrameTree.text(records)))
        #expect(changes.count == 3)
    }

    @Test func aCapturedTreeKeepsItsRecordsAndItsText() throws {
        let captured = try SnapshotRenderer.capture(.view(tree()), as: .frames(width: 100, height: 40))
        let records = try #require(captured.frameRecords)
        #expect(records.map(\.path).first == "UIView")
        #expect(captured.frames == FrameTree.text(records))
        #expect(
            captured.frameChanges(from: "UIView (0, 0, 100, 41)\n").map(\.description).first
                == "UIView: (0, 0, 100, 41) -> (0, 0, 100, 40)")
    }

    @Test func anAccessibilityListingOrAReplacedTextHasNoRecords() throws {
        let listing = try SnapshotRenderer.capture(.view(tree()), as: .frames(width: 100, height: 40).accessibility)
        #expect(listing.frameRecords == nil)
        var replaced = try SnapshotRenderer.capture(.view(tree()), as: .frames(width: 100, height: 40))
        replaced.frames = "UIView (0, 0, 1, 1)\n"
        #expect(replaced.frameRecords == nil)
        #expect(
            replaced.frameChanges(from: "UIView (0, 0, 1, 2)\n").map(\.description) == [
                "UIView: (0, 0, 1, 2) -> (0, 0, 1, 1)"
            ])
    }
}
