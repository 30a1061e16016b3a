import Foundation
import PlumbUI

extension Gallery {
    /// The examples that need `UITableView` (branch `lists`) and `UINavigationController`
    /// (branch `app`); part of ``examples`` once both are on main.
    static let pendingExamples: [GalleryExample] = [
        GalleryExample(id: "table", title: "Table图片+多行文字", source: "Seed 001 · CodeTableViewController",
                       demonstrates: "A table of self-sizing cells laid out with PureLayout (a picture, a one-line name, a multi-line paragraph, a company); selecting a row lengthens its paragraph and the row grows.",
                       states: [
                           GalleryState("initial", "As it first appears."),
                           GalleryState("selected", "After selecting the second row.",
                                        afterLayout: { vc in
                                            guard let vc = vc as? CodeTableViewController else { return }
                                            vc.tableView(vc.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
                                        }),
                       ]) {
            CodeTableViewController()
        },
        GalleryExample(id: "example-list", title: "Example List", source: "Seed 000 · the app's first screen",
                       demonstrates: "A navigation controller holding a table pinned with PureLayout to a root view that keeps its autoresizing mask: its constraints and the trace, as seed 000 prints them; selecting a row pushes an example.",
                       states: [
                           GalleryState("list", "The list, with its printed constraints and trace."),
                           GalleryState("pushed", "After selecting 1.Basic Auto Layout.",
                                        afterLayout: { vc in
                                            guard let list = (vc as? UINavigationController)?.viewControllers.first as? ExampleListViewController else { return }
                                            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 2))
                                        }),
                       ]) {
            UINavigationController(rootViewController: ExampleListViewController())
        },
    ]
}
