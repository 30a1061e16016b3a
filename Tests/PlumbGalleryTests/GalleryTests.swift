import Foundation
@testable import PlumbGallery
import PlumbTesting
import PlumbUI
import PureLayout
import Testing

/// The gallery's catalogue, the examples' layouts and logs (exact frames, exact log lines), and
/// the contact sheet.
@MainActor @Suite struct GalleryTests {
    let narrow = GalleryRenderer.screens[0], regular = GalleryRenderer.screens[1]

    func show(
        _ id: String, state: String? = nil, on device: Device? = nil,
        _ direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> GalleryRenderer.Shown {
        let example = try #require(Gallery.example(id))
        let s = try #require(state.map { name in example.states.first { $0.name == name } } ?? example.states.first)
        return GalleryRenderer.show(example, s, on: device ?? narrow, direction)
    }

    @Test func theCatalogueHasEverySeedExampleOnceWithDistinctStates() {
        let ids = Gallery.examples.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(
            ids == (1...12).map { String(format: "purelayout-%02d", $0) }
                + [
                    "hugging", "compression", "dynamic-stack-view", "table", "example-list", "flow-demo",
                    "unsatisfiable", "unsatisfiable-identified", "autoresizing-conflict", "ambiguous",
                ])
        for e in Gallery.examples {
            #expect(!e.states.isEmpty && Set(e.states.map(\.name)).count == e.states.count, "\(e.id)")
            #expect(e.id == SnapshotNaming.sanitize(e.id), "\(e.id) is file-name safe")
        }
        #expect(Gallery.example("purelayout-07")?.states.map(\.name) == ["start", "end"])
        #expect(
            Gallery.examples.filter(\.isDeliberatelyBroken).map(\.id)
                == ["unsatisfiable", "unsatisfiable-identified", "autoresizing-conflict", "ambiguous"])
        // Every other example passes the default lint, but the table (the seed's known warnings).
        #expect(
            Gallery.examples.filter { $0.lint != .default }.map(\.id)
                == ["table", "unsatisfiable", "unsatisfiable-identified", "autoresizing-conflict", "ambiguous"])
    }

    @Test func theScreensAreTwoIPhoneWidthsAtTwoX() {
        #expect(
            GalleryRenderer.screens.map(\.size) == [CGSize(width: 320, height: 568), CGSize(width: 375, height: 667)])
        #expect(GalleryRenderer.screens.map(\.scale) == [2, 2])
        #expect(GalleryRenderer.screens.map(\.safeAreaInsets.top) == [20, 20])
    }

    @Test func theSeedsLifecycleIsPrintedInOrder() throws {
        let shown = try show("purelayout-01")
        let t = "1.Basic Auto Layout"
        // loadView runs before setupAndComposeView sets the title (as in the seed's own log).
        #expect(
            shown.log.printed == [
                " loadView~~~", " setupAndComposeView.", "\(t) loadView...",
                "\(t) viewDidLoad~~~", "\(t) viewDidLoad...",
                "\(t) viewWillAppear(false)~~~", "\(t) viewWillAppear(false)...",
                "\(t) updateViewConstraints~~~", "\(t) setupConstraints.", "\(t) modifyConstraints.",
                "\(t) updateViewConstraints...",
                "\(t) viewWillLayoutSubviews~~~", "\(t) viewWillLayoutSubviews...",
                "\(t) viewDidLayoutSubviews~~~", "\(t) viewDidLayoutSubviews...",
                "\(t) viewDidAppear(false)~~~", "\(t) viewDidAppear(false)...",
            ])
        #expect(shown.log.diagnostics.isEmpty)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func example7StartsAndEndsWhereItsConstraintsSay(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let start = try show("purelayout-07", state: "start", direction)
        let end = try show("purelayout-07", state: "end", direction)
        let a = try #require(start.controller as? PurelayoutExample7ViewController)
        let b = try #require(end.controller as? PurelayoutExample7ViewController)
        // Blue 20 below the top layout guide (the status bar, 20, and the navigation bar, 44),
        // centred, 50 wide; red 1.5 × blue's height wide.
        #expect(a.blueView.frame == CGRect(x: 135, y: 84, width: 50, height: 40))
        #expect(a.redView.frame == CGRect(x: 130, y: 144, width: 60, height: 50))
        #expect(b.blueView.frame == CGRect(x: 135, y: 84, width: 50, height: 100))
        #expect(b.redView.frame == CGRect(x: 85, y: 568 - 150 - 50, width: 150, height: 50))
        // The completion runs when the animation would end, not while the state is shown.
        let finished = "7.Animating Constraints animation finished: true"
        #expect(!end.log.printed.contains(finished))
        #expect(PendingAnimations.finishAll() >= 1)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func example10TogglesToTheLayoutMadeWithoutInstalling(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = try show("purelayout-10", state: "vertical", direction)
        let vc = try #require(shown.controller as? PurelayoutExample10ViewController)
        // (568 - 5 × 70) / 4 = 54.5 tall, 60 wide, centred.
        let views = [vc.redView, vc.blueView, vc.yellowView, vc.greenView]
        #expect(views.map(\.frame) == [70, 194.5, 319, 443.5].map { CGRect(x: 130, y: $0, width: 60, height: 54.5) })
        // The toggle, then the layout pass of the animation block (no update pass: nothing asked for one).
        let t = "10.Constraints Without Installing"
        #expect(
            Array(shown.log.printed.suffix(5)) == [
                "\(t) toggled to the vertical layout",
                "\(t) viewWillLayoutSubviews~~~", "\(t) viewWillLayoutSubviews...",
                "\(t) viewDidLayoutSubviews~~~", "\(t) viewDidLayoutSubviews...",
            ])
        #expect((vc.horizontalLayoutConstraints as? [NSLayoutConstraint])?.contains { $0.isActive } == false)
    }

    @Test func example3DistributesLeadingToTrailing() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let vc = try #require(
                try show("purelayout-03", on: regular, direction).controller as? PurelayoutExample3ViewController)
            // (375 - 5 × 10) / 4 = 81.25 wide: 10, 101.25, 192.5, 283.75 from the leading side.
            let xs = [vc.redView, vc.blueView, vc.yellowView, vc.greenView].map(\.frame.minX)
            #expect(xs == (direction == .leftToRight ? [10, 101.5, 192.5, 284] : [284, 192.5, 101.5, 10]))
        }
    }

    @Test func theHuggingExamplePrintsThePriorityItLowered() throws {
        let shown = try show("hugging")
        // As on iOS, where printing a UILayoutPriority shows the struct.
        #expect(
            shown.log.printed.contains("hugging before: UILayoutPriority(rawValue: 250.0)")
                && shown.log.printed.contains("hugging after: UILayoutPriority(rawValue: 249.0)"))
        let vc = try #require(shown.controller as? HuggingExampleViewController)
        // The first at the top of the safe area (under the navigation bar, 64); the 249 view
        // stretches from 50 below it down to the bottom of the screen.
        #expect(vc.intrinsicView1.frame == CGRect(x: 85, y: 64, width: 150, height: 66))
        #expect(vc.intrinsicView2.frame == CGRect(x: 85, y: 180, width: 150, height: 388))
    }

    @Test func example8LogsItsIdentifiers() throws {
        let log = try show("purelayout-08").log.printed
        #expect(log.contains("Just added 4 constraints!"))
        #expect(
            log.contains("Just added one constraint with the identifier: Align Red View to Superview Vertical Axis"))
        #expect(log.filter { $0.contains("'Distribute Views Vertically'") }.count == 7)
        #expect(
            log.filter {
                $0.contains("'Align Red View to Superview Vertical Axis' redView.centerX == containerView.centerX")
            }.count == 1)
    }

    @Test(arguments: [false, true])
    func theUnsatisfiableLabelLogsTheConflictAndBreaksItsWidth(_ identified: Bool) throws {
        let shown = try show(identified ? "unsatisfiable-identified" : "unsatisfiable")
        let vc = try #require(shown.controller as? UnsatisfiableConstraintsViewController)
        let width = try #require(vc.nameLabel.constraints.first { $0.firstAttribute == .width })
        let label = "UILabel:\(vc.nameLabel.debugAddress)'Name'", root = "UIView:\(vc.view.debugAddress)"
        let id = { (s: String) in identified ? "'\(s)' " : "" }
        let broken = "<NSLayoutConstraint:\(width.debugAddress) \(id("Label Width"))H:[\(label)(>=400)]   (active)>"
        #expect(shown.log.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        let message = try #require(shown.log.diagnostics.first?.message)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(broken)\n"))
        #expect(message.contains("\(id("Label Leading"))\(label).leading == \(root).leadingMargin   (active)>\""))
        #expect(
            message.contains(
                "\(id("Space Between Controls"))H:[\(label)]-(NSSpace(8))-[UITextField:\(vc.textField.debugAddress)'Enter your name']   (active)>\""
            ))
        #expect(
            message.contains(
                "\(id("Text Field Trailing"))UITextField:\(vc.textField.debugAddress)'Enter your name'.trailing == \(root).trailingMargin   (active)>\""
            ))
        #expect(shown.log.text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    }

    @Test func theAutoresizingConflictPrintsItsMask() throws {
        let shown = try show("autoresizing-conflict")
        let vc = try #require(shown.controller as? AutoresizingMaskConflictViewController)
        let badge = "UIView:\(vc.badge.debugAddress)", root = "UIView:\(vc.view.debugAddress)"
        let messages = shown.log.diagnostics.map(\.message)
        #expect(shown.log.printed == ["badge.translatesAutoresizingMaskIntoConstraints = true"])
        #expect(messages.contains { $0.contains("h=--& v=--& \(badge).width == 50   (active, names: '|':\(root) )>") })
        #expect(messages.contains { $0.contains("h=--& v=--& \(badge).height == 50   (active, names: '|':\(root) )>") })
        // The badge stays where its frame put it, not centred at 100 × 100.
        #expect(vc.badge.frame == CGRect(x: 20, y: 100, width: 50, height: 50))
    }

    @Test func theAmbiguousViewIsTracedAndExercisedToAnotherSolution() throws {
        let diagnosed = try show("ambiguous", state: "diagnosed")
        let exercised = try show("ambiguous", state: "exercised")
        let a = try #require(diagnosed.controller as? AmbiguousLayoutViewController)
        let b = try #require(exercised.controller as? AmbiguousLayoutViewController)
        #expect(diagnosed.log.printed.first == "lostView.hasAmbiguousLayout = true")
        // The trace runs from the window through the navigation controller's views (seed 000's).
        let indent = String(repeating: "|   ", count: 5)
        #expect(
            diagnosed.log.printed.contains {
                $0.hasPrefix(
                    "\(indent)*lostView:\(a.lostView.debugAddress)- AMBIGUOUS LAYOUT for UIView:\(a.lostView.debugAddress).minX{id: "
                )
            })
        #expect(diagnosed.log.printed.contains("\(indent)*knownView:\(a.knownView.debugAddress)"))
        #expect(diagnosed.log.printed.contains { $0.hasPrefix("|   +UILayoutContainerView:") })
        // The known view is centred 40 below the safe area (64); the lost one 40 below it, anywhere along the row.
        #expect(a.knownView.frame == CGRect(x: 100, y: 104, width: 120, height: 60))
        #expect(a.lostView.frame.origin.y == 204 && b.lostView.frame.origin.y == 204)
        #expect(a.lostView.frame.size == b.lostView.frame.size)
        #expect(a.lostView.frame.minX != b.lostView.frame.minX && b.lostView.hasAmbiguousLayout)
        #expect(exercised.log.printed == ["after exerciseAmbiguityInLayout: lostView.frame = \(b.lostView.frame)"])
    }

    @Test func theFlowDemoPrintsTheStepsInOrderAndSizesItsScrollContent() throws {
        let shown = try show("flow-demo", state: "animated")
        let vc = try #require(shown.controller as? AutoLayoutFlowViewController)
        let log = shown.log.printed
        #expect(
            Array(log.prefix(8)) == [
                "initWithNibName", "loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints",
                "[FlowRootView updateConstraints]", "viewWillLayoutSubviews", "[FlowRootView layoutSubviews]",
            ])
        #expect(log.contains("animateBounds: box height 60 -> 180"))
        // The content: 20 + the intro label + 20 + the box + 20 + the card + 300.
        let expected = 20 + vc.introLabel.frame.height + 20 + 180 + 20 + vc.card.frame.height + 300
        #expect(vc.boxView.frame.height == 180 && vc.scrollView.contentSize == CGSize(width: 320, height: expected))
        #expect(vc.card.frame.size == vc.card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
        #expect(shown.log.diagnostics.isEmpty)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theTablesRowsSizeThemselvesAndTheSelectedOneGrows(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let initial = try show("table", state: "initial", direction)
        let selected = try show("table", state: "selected", direction)
        func cell(_ shown: GalleryRenderer.Shown, _ row: Int) throws -> CodeLayoutCell {
            let vc = try #require(shown.controller as? CodeTableViewController)
            return try #require(vc.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? CodeLayoutCell)
        }
        for shown in [initial, selected] {
            for row in 0..<3 {
                let c = try cell(shown, row)
                // Each row as tall as its labels (10 + name + 6 + paragraph + 6 + company + 10) or its
                // picture (10 + 60 + 10), whichever is taller; the picture at its own size.
                #expect(c.contentView.frame.height == max(c.companyLabel.frame.maxY, c.cellImageView.frame.maxY) + 10)
                #expect(c.nameLabel.frame.minY == 10 && c.contentLabel.frame.minY == c.nameLabel.frame.maxY + 6)
                #expect(c.cellImageView.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
            }
        }
        // Selecting row 1 lengthened its paragraph: the row, as short as its picture allowed
        // (80), grew to its labels' height, and the next row moved down by as much.
        let before = try cell(initial, 1), after = try cell(selected, 1)
        #expect(
            before.contentView.frame.height == 80 && after.contentLabel.frame.height > before.contentLabel.frame.height)
        #expect(after.contentView.frame.height == after.companyLabel.frame.maxY + 10)
        let grown = after.frame.height - before.frame.height
        let moved = try cell(selected, 2).frame.minY - cell(initial, 2).frame.minY
        #expect(grown > 0 && moved == grown)
        #expect(selected.log.printed.last == "纯代码布局tablecell row 1 grew")
    }

    @Test func theExampleListPrintsItsConstraintsAsSeed000AndPushesAnExample() throws {
        let list = try show("example-list", state: "list")
        let nav = try #require(list.controller as? UINavigationController)
        let vc = try #require(nav.viewControllers.first as? ExampleListViewController)
        let table = vc.tableView.debugAddress, main = try #require(vc.view).debugAddress
        let printed = vc.view.constraints.map(\.description)
        // The root view keeps its mask; PureLayout's four edges are installed on it, printed as seed 000 shows them.
        #expect(
            printed == [
                "<NSLayoutConstraint:\(vc.view.constraints[0].debugAddress) V:|-(0)-[tableView]   (active, names: tableView:\(table), Main:\(main), '|':Main:\(main) )>",
                "<NSLayoutConstraint:\(vc.view.constraints[1].debugAddress) H:|-(0)-[tableView]   (active, names: tableView:\(table), Main:\(main), '|':Main:\(main) )>",
                "<NSLayoutConstraint:\(vc.view.constraints[2].debugAddress) tableView.bottom == Main.bottom   (active, names: tableView:\(table), Main:\(main) )>",
                "<NSLayoutConstraint:\(vc.view.constraints[3].debugAddress) tableView.trailing == Main.trailing   (active, names: tableView:\(table), Main:\(main) )>",
            ])
        #expect(list.log.printed.contains(printed[0]) && list.log.printed.contains(printed[3]))
        #expect(
            list.log.printed.contains("|   |   |   |   +Main:\(main)")
                && list.log.printed.contains("|   |   |   |   |   *tableView:\(table)"))
        // Selecting "1.Basic Auto Layout" shows it on the navigation stack.
        let pushed = try show("example-list", state: "pushed")
        let stack = try #require(pushed.controller as? UINavigationController)
        let example = try #require(stack.topViewController as? PurelayoutExample1ViewController)
        #expect(
            stack.viewControllers.count == 2 && example.blueView.frame == CGRect(x: 135, y: 259, width: 50, height: 50))
    }

    @Test func theContactSheetEmbedsEveryImageAndEscapesLogs() throws {
        let example = try #require(Gallery.example("purelayout-07"))
        var sheet = GalleryContactSheet(title: "Gallery <test>")
        for state in example.states {
            let images = (0..<4).map {
                GalleryContactSheet.Image(caption: "shot \($0)", file: "f\($0).png", png: [0x89, 0x50, UInt8($0)])
            }
            sheet.add(example, state: state, images: images, log: state.name == "end" ? "a < b & \"c\"" : "")
        }
        let html = sheet.html
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<title>Gallery &lt;test&gt;</title>"))
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 8)
        #expect(html.contains("src=\"data:image/png;base64,\(Data([0x89, 0x50, 3]).base64EncodedString())\""))
        #expect(html.contains("<h3>start: Before the animation: the first layout pass.</h3>"))
        #expect(
            html.contains("<pre>a &lt; b &amp; &quot;c&quot;</pre>") && html.components(separatedBy: "<pre>").count == 2
        )
        #expect(!html.contains("http://") && !html.contains("https://"))  // self-contained
    }
}
