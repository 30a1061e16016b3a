import Foundation
import Testing
@testable import PlumbUI

/// UIKit names a view with an `accessibilityIdentifier` by that identifier in constraint
/// descriptions, lists it as `identifier:0x…` after `names:`, and shows it that way in
/// `_autolayoutTrace()` (the format seed 001 prints for its table screen).
@MainActor @Suite struct IdentifiedNames {
    func screen(identifyingTheRoot: Bool) -> (root: UIView, table: UIView, constraints: [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
        if identifyingTheRoot { root.accessibilityIdentifier = "main" }
        let table = UIView()
        table.translatesAutoresizingMaskIntoConstraints = false
        table.accessibilityIdentifier = "tableView"
        root.addSubview(table)
        let constraints = [
            table.topAnchor.constraint(equalTo: root.topAnchor),
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        return (root, table, constraints)
    }

    @Test func anUnidentifiedSuperviewIsNamedByClassAndAddress() {
        let (root, table, cs) = screen(identifyingTheRoot: false)
        let T = "tableView:\(table.debugAddress)", R = "UIView:\(root.debugAddress)"
        #expect(
            cs.map(\.description) == [
                "<NSLayoutConstraint:\(cs[0].debugAddress) V:|-(0)-[tableView]   (active, names: \(T), '|':\(R) )>",
                "<NSLayoutConstraint:\(cs[1].debugAddress) H:|-(0)-[tableView]   (active, names: \(T), '|':\(R) )>",
                "<NSLayoutConstraint:\(cs[2].debugAddress) tableView.bottom == \(R).bottom   (active, names: \(T) )>",
                "<NSLayoutConstraint:\(cs[3].debugAddress) tableView.trailing == \(R).trailing   (active, names: \(T) )>",
            ])
    }

    @Test func anIdentifiedSuperviewIsListedTwiceInVisualFormats() {
        let (root, table, cs) = screen(identifyingTheRoot: true)
        let T = "tableView:\(table.debugAddress)", M = "main:\(root.debugAddress)"
        #expect(
            cs.map(\.description) == [
                "<NSLayoutConstraint:\(cs[0].debugAddress) V:|-(0)-[tableView]   (active, names: \(T), \(M), '|':\(M) )>",
                "<NSLayoutConstraint:\(cs[1].debugAddress) H:|-(0)-[tableView]   (active, names: \(T), \(M), '|':\(M) )>",
                "<NSLayoutConstraint:\(cs[2].debugAddress) tableView.bottom == main.bottom   (active, names: \(T), \(M) )>",
                "<NSLayoutConstraint:\(cs[3].debugAddress) tableView.trailing == main.trailing   (active, names: \(T), \(M) )>",
            ])
    }

    @Test func theTraceShowsIdentifiedViewsWithTheirAddresses() {
        let (root, table, _) = screen(identifyingTheRoot: false)
        let label = UILabel()
        label.text = "Title"
        root.addSubview(label)
        let trace = root._autolayoutTrace()
        let lines = trace.components(separatedBy: "\n")
        #expect(
            lines.prefix(3) == [
                "•UIView:\(root.debugAddress)",
                "|   *tableView:\(table.debugAddress)",
                "|   +UILabel:\(label.debugAddress)'Title'",
            ])
    }
}
