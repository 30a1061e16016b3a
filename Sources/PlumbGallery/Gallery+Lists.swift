import Foundation
import PlumbSnapshotCore
import PlumbUI

extension Gallery {
    /// The examples built on `UITableView`: the table of self-sizing cells (seed 001) and the
    /// seed app's first screen, a list in a navigation controller (seed 000).
    static let listExamples: [GalleryExample] = [
        GalleryExample(
            id: "table", title: "Table图片+多行文字", source: "Seed 001 · CodeTableViewController",
            demonstrates:
                "A table of self-sizing cells laid out with PureLayout (a picture, a one-line name, a multi-line paragraph, a company); selecting a row lengthens its paragraph and the row grows. As the seed's code does on iOS, the first pass at the 44-point estimated height logs UIKit's well-known 'UIView-Encapsulated-Layout-Height' conflict with the picture's required height, and the cells, which turn off their own autoresizing translation, have positions Auto Layout calls ambiguous (the table places them by frame).",
            states: [
                GalleryState("initial", "As it first appears."),
                GalleryState(
                    "selected", "After selecting the second row.",
                    afterLayout: { vc in
                        guard let vc = vc as? CodeTableViewController else { return }
                        vc.tableView(vc.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
                    }),
            ],
            lint: []
        ) {
            CodeTableViewController()
        },
        GalleryExample(
            id: "example-list", title: "Example List", source: "Seed 000 · the app's first screen",
            demonstrates:
                "A navigation controller holding a table pinned with PureLayout to a root view that keeps its autoresizing mask: its constraints and the trace, as seed 000 prints them; selecting a row pushes an example.",
            states: [
                GalleryState("list", "The list, with its printed constraints and trace."),
                GalleryState(
                    "pushed", "After selecting 1.Basic Auto Layout.",
                    afterLayout: { vc in
                        guard
                            let list = (vc as? UINavigationController)?.viewControllers.first
                                as? ExampleListViewController
                        else { return }
                        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 2))
                    }),
            ]
        ) {
            UINavigationController(rootViewController: ExampleListViewController())
        },
    ]
}
