import Foundation
import Testing
@testable import PlumbUI

/// Small UIKit API gaps: table editing selection flags, row actions, NSString drawing.
@MainActor @Suite struct ListAndTextGapTests {
    @Test func editingSelectionFlagsDefaultToFalse() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        #expect(table.allowsSelectionDuringEditing && table.allowsMultipleSelectionDuringEditing)
    }

    @Test func rowActionsKeepTheirStyleTitleColourAndHandler() {
        var handled: [IndexPath] = []
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in
            handled.append(indexPath)
        }
        let more = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
        #expect(delete.style == .default && delete.style.rawValue == 0 && more.style.rawValue == 1)
        #expect(delete.title == "Delete" && delete.backgroundColor == nil)
        more.backgroundColor = .systemBlue
        #expect(more.backgroundColor == .systemBlue)
        delete.handler(delete, IndexPath(row: 2, section: 0))
        #expect(handled == [IndexPath(row: 2, section: 0)])
    }

    @Test func theDelegatesEditActionsDefaultToNilAndOverride() {
        final class Plain: NSObject, UITableViewDelegate {}
        final class Custom: UITableViewController {
            override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
                -> [UITableViewRowAction]?
            {
                [UITableViewRowAction(style: .normal, title: "Row \(indexPath.row)") { _, _ in }]
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        #expect(Plain().tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0)) == nil)
        let delegate: UITableViewDelegate = Custom(style: .plain)
        #expect(delegate.tableView(table, editActionsForRowAt: IndexPath(row: 3, section: 0))?.first?.title == "Row 3")
    }

    @Test func nsStringMeasuresAsStringDoes() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let text: NSString = "Continue"
        #expect(text.size(withAttributes: attrs) == "Continue".size(withAttributes: attrs))
        #expect(text.size(withAttributes: attrs).width > 0)
        let box = CGSize(width: 60, height: 1000)
        #expect(
            text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
                == "Continue".boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        )
    }

    @Test func nsStringDrawsTheSamePixelsAsString() {
        let attrs: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemBlue,
        ]
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60))
        let viaNSString = renderer.image { _ in
            ("Hi" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: attrs)
            ("wrap me" as NSString).draw(in: CGRect(x: 0, y: 24, width: 40, height: 36), withAttributes: attrs)
        }
        let viaString = renderer.image { _ in
            "Hi".draw(at: CGPoint(x: 4, y: 4), withAttributes: attrs)
            "wrap me".draw(in: CGRect(x: 0, y: 24, width: 40, height: 36), withAttributes: attrs)
        }
        let blank = renderer.image { _ in }
        #expect(viaNSString.bitmap == viaString.bitmap)
        #expect(viaNSString.bitmap != blank.bitmap)
    }
}
