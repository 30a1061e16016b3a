import Foundation
public import PlumbSnapshotCore
public import PlumbUI

/// One screen of the gallery: a view controller written as iOS code (`import PureLayout`, the
/// seeds' `BaseViewControllerWithAutolayout` pattern), what it demonstrates, and the states it is
/// shown in.
///
/// ```swift
/// for example in Gallery.examples {
///     print(example.title, example.states.map(\.name))
/// }
/// ```
public struct GalleryExample: Sendable, Identifiable {
    /// A short, file-name-safe name (`purelayout-07`).
    public let id: String
    /// The title the seed lists it under.
    public let title: String
    /// Where it comes from (seed and original example).
    public let source: String
    /// What it demonstrates, in a sentence or two.
    public let demonstrates: String
    /// The states it is shown in (most have one; an animation has its start and end).
    public let states: [GalleryState]
    /// Whether the example breaks Auto Layout on purpose (a conflict, an ambiguity).
    public let isDeliberatelyBroken: Bool
    /// The layout lint its snapshots run: the default (no unsatisfiable constraints, no
    /// ambiguity), none for an example broken on purpose or one whose seed code logs a known
    /// warning (said in ``demonstrates``).
    public let lint: LintChecks
    let make: @MainActor @Sendable () -> UIViewController

    init(
        id: String, title: String, source: String, demonstrates: String, states: [GalleryState] = [.initial],
        isDeliberatelyBroken: Bool = false, lint: LintChecks? = nil,
        make: @escaping @MainActor @Sendable () -> UIViewController
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.demonstrates = demonstrates
        self.states = states
        self.isDeliberatelyBroken = isDeliberatelyBroken
        self.lint = lint ?? (isDeliberatelyBroken ? [] : .default)
        self.make = make
    }

    /// A new controller for the example.
    @MainActor public func makeController() -> UIViewController { make() }
}

/// A state an example is shown in: something done to the controller before it is shown
/// (`prepare`) and after its first layout (`afterLayout`, an interaction such as a tap).
public struct GalleryState: Sendable {
    /// A short, file-name-safe name (`start`, `end`).
    public let name: String
    /// What the state shows.
    public let caption: String
    let prepare: (@MainActor @Sendable (UIViewController) -> Void)?
    let afterLayout: (@MainActor @Sendable (UIViewController) -> Void)?

    init(
        _ name: String, _ caption: String, prepare: (@MainActor @Sendable (UIViewController) -> Void)? = nil,
        afterLayout: (@MainActor @Sendable (UIViewController) -> Void)? = nil
    ) {
        self.name = name
        self.caption = caption
        self.prepare = prepare
        self.afterLayout = afterLayout
    }

    /// The screen as it first appears.
    public static let initial = GalleryState("initial", "As it first appears.")
}

/// Every example of the seeds, in the order the seeds list them: PureLayout's examples 1-12,
/// content hugging and compression resistance, Apple's Dynamic Stack View, the table of image
/// and multi-line text (seed 001), the app's example list (seed 000), the flow demo (seed 004),
/// and the debugging cases (seeds 000 and 003).
public enum Gallery {
    /// The examples.
    public static let examples: [GalleryExample] =
        pureLayoutExamples + intrinsicSizeExamples + listExamples
        + flowExamples + debuggingExamples

    /// The example with this id.
    public static func example(_ id: String) -> GalleryExample? { examples.first { $0.id == id } }

    static let pureLayoutExamples: [GalleryExample] = [
        GalleryExample(
            id: "purelayout-01", title: "1.Basic Auto Layout", source: "Seed 001 · PureLayout example 1",
            demonstrates:
                "Centring, fixed sizes, edges pinned to other views and to the superview, a dimension matched with a multiplier. Left and right edges do not mirror in right-to-left."
        ) {
            PurelayoutExample1ViewController()
        },
        GalleryExample(
            id: "purelayout-02", title: "2.Working with Arrays of Views", source: "Seed 001 · PureLayout example 2",
            demonstrates:
                "Sizes set and matched for arrays of views at once (NSArray), a staircase chained edge to edge below the top layout guide."
        ) {
            PurelayoutExample2ViewController()
        },
        GalleryExample(
            id: "purelayout-03", title: "3.Distributing Views", source: "Seed 001 · PureLayout example 3",
            demonstrates:
                "autoDistributeViews: fixed spacing, matched widths, aligned centre lines; the order follows the layout direction."
        ) {
            PurelayoutExample3ViewController()
        },
        GalleryExample(
            id: "purelayout-04", title: "4.Leading & Trailing Attributes", source: "Seed 001 · PureLayout example 4",
            demonstrates:
                "Leading and trailing edges: the same constraints mirror in right-to-left; a multi-line label 60% of another's width; a square by aspect ratio."
        ) {
            PurelayoutExample4ViewController()
        },
        GalleryExample(
            id: "purelayout-05", title: "5.Cross-Attribute Constraints", source: "Seed 001 · PureLayout example 5",
            demonstrates:
                "An axis constrained to an edge (the red centre line on the blue bottom edge) and a label's baseline to a top edge."
        ) {
            PurelayoutExample5ViewController()
        },
        GalleryExample(
            id: "purelayout-06", title: "6.Priorities & Inequalities", source: "Seed 001 · PureLayout example 6",
            demonstrates:
                "A square as large as the required inequalities allow: a 10000-point size at priority 750 gives way to at-least-20-point insets."
        ) {
            PurelayoutExample6ViewController()
        },
        GalleryExample(
            id: "purelayout-07", title: "7.Animating Constraints", source: "Seed 001 · PureLayout example 7",
            demonstrates:
                "setupConstraints() once, modifyConstraints() on every update pass: a constant changed and a constraint swapped, then laid out in a spring animation (Plumb shows where it ends).",
            states: [
                GalleryState(
                    "start", "Before the animation: the first layout pass.",
                    prepare: { ($0 as? PurelayoutExample7ViewController)?.animatesWhenVisible = false }),
                GalleryState("end", "After the animation started in viewDidAppear: its end state."),
            ]
        ) {
            PurelayoutExample7ViewController()
        },
        GalleryExample(
            id: "purelayout-08", title: "8.Constraint Identifiers (iOS 7.0+)",
            source: "Seed 001 · PureLayout example 8",
            demonstrates:
                "Constraint identifiers from a block, for an array and for one constraint; the log prints them in every description."
        ) {
            PurelayoutExample8ViewController()
        },
        GalleryExample(
            id: "purelayout-09", title: "9.Layout Margins (iOS 8.0+)", source: "Seed 001 · PureLayout example 9",
            demonstrates:
                "Edges pinned to margins, a margin axis, preservesSuperviewLayoutMargins (inherited only where the superview's margins overlap the view) and the default 8-point margins."
        ) {
            PurelayoutExample9ViewController()
        },
        GalleryExample(
            id: "purelayout-10", title: "10.Constraints Without Installing", source: "Seed 001 · PureLayout example 10",
            demonstrates:
                "Two layouts made up front: one installed with autoCreateAndInstallConstraints, one kept with autoCreateConstraintsWithoutInstalling; the button swaps them.",
            states: [
                GalleryState("horizontal", "The installed horizontal layout."),
                GalleryState(
                    "vertical", "After tapping Toggle Constraints: the vertical layout installed instead.",
                    afterLayout: {
                        ($0 as? PurelayoutExample10ViewController)?.toggleConstraintsButton.sendActions(
                            for: .touchUpInside)
                    }),
            ]
        ) {
            PurelayoutExample10ViewController()
        },
        GalleryExample(
            id: "purelayout-11", title: "11.Basic UIScrollView", source: "Seed 001 · PureLayout example 11",
            demonstrates:
                "A scroll view whose content size comes from a content view pinned to its edges and matched to the screen's width, filled by a multi-line label."
        ) {
            PurelayoutExample11ViewController()
        },
        GalleryExample(
            id: "purelayout-12", title: "12.Basic Auto Layout with Constraint toggle", source: "Seed 001 · example 12",
            demonstrates:
                "A constraint's constant changed by a button and animated: the green view grows by 100 points.",
            states: [
                GalleryState("initial", "As it first appears."),
                GalleryState(
                    "toggled",
                    "After tapping Toggle Constraints. On the 320 × 568 screen the taller green view reaches the button: the seed's constraints do not keep them apart.",
                    afterLayout: {
                        ($0 as? PurelayoutExample12ViewController)?.toggleConstraintsButton.sendActions(
                            for: .touchUpInside)
                    }),
            ]
        ) {
            PurelayoutExample12ViewController()
        },
    ]

    static let intrinsicSizeExamples: [GalleryExample] = [
        GalleryExample(
            id: "hugging", title: "尺寸拉伸 Content Hugging", source: "Seed 001 · ContentHuggingPriority",
            demonstrates:
                "Two views with the same intrinsic size share the height between them: the one whose vertical hugging is 249 (below the default 250) stretches."
        ) {
            HuggingExampleViewController()
        },
        GalleryExample(
            id: "compression", title: "尺寸压缩 Compression Resistance",
            source: "Seed 001 · ContentCompressionResistancePriority",
            demonstrates:
                "Two Chinese labels in a row too narrow for both: the one whose compression resistance is 749 (below the default 750) is compressed and truncated."
        ) {
            CompressionExampleViewController()
        },
        GalleryExample(
            id: "dynamic-stack-view", title: "Dynamic Stack View",
            source: "Seed 001 · Apple's Dynamic Stack View sample",
            demonstrates:
                "A vertical stack in a scroll view: rows inserted and removed at run time, the content size following the stack.",
            states: [
                GalleryState("initial", "Only the Add Entry button."),
                GalleryState(
                    "entries", "After adding four entries and deleting the second.",
                    afterLayout: { vc in
                        guard let vc = vc as? DynamicStackViewController else { return }
                        for _ in 0..<4 { vc.addButton.sendActions(for: .touchUpInside) }
                        let second = vc.stackView.arrangedSubviews[1] as? UIStackView
                        (second?.arrangedSubviews.last as? UIButton)?.sendActions(for: .touchUpInside)
                    }),
            ]
        ) {
            DynamicStackViewController()
        },
    ]

    static let flowExamples: [GalleryExample] = [
        GalleryExample(
            id: "flow-demo", title: "AutoLayoutFlowDemo",
            source: "Seed 004 · AutoLayoutController and AutoSizeViewController",
            demonstrates:
                "The order from constraints to frames, printed as it happens; a scroll view sized by its content; a bounds change animated with setNeedsLayout and layoutIfNeeded; a card sized by systemLayoutSizeFitting.",
            states: [
                GalleryState("initial", "As it first appears."),
                GalleryState(
                    "animated", "After the bounds animation: its end state.",
                    afterLayout: { ($0 as? AutoLayoutFlowViewController)?.animateBounds() }),
            ]
        ) {
            AutoLayoutFlowViewController()
        }
    ]

    static let debuggingExamples: [GalleryExample] = [
        GalleryExample(
            id: "unsatisfiable", title: "Unsatisfiable constraints", source: "Seed 003 · Debugging Tricks and Tips",
            demonstrates:
                "A label at least 400 wide between the margins of a phone: Auto Layout logs the conflict and breaks the width constraint (Plumb keeps a broken constraint just below required, so the label still takes all the width it can and squeezes the text field).",
            isDeliberatelyBroken: true
        ) {
            UnsatisfiableConstraintsViewController(identifiesConstraints: false)
        },
        GalleryExample(
            id: "unsatisfiable-identified", title: "Unsatisfiable constraints, with identifiers",
            source: "Seed 003 · Adding Identifiers to the Logs",
            demonstrates: "The same conflict with every constraint named: the log says which rule is which.",
            isDeliberatelyBroken: true
        ) {
            UnsatisfiableConstraintsViewController(identifiesConstraints: true)
        },
        GalleryExample(
            id: "autoresizing-conflict", title: "Autoresizing mask conflict",
            source: "Seed 003 · Understanding the Logs",
            demonstrates:
                "A view made in code still translates its frame into constraints (h=--& v=--&), which fight the constraints added for it.",
            isDeliberatelyBroken: true
        ) {
            AutoresizingMaskConflictViewController()
        },
        GalleryExample(
            id: "ambiguous", title: "Ambiguous layout", source: "Seeds 000 and 003 · Ambiguous Layouts",
            demonstrates:
                "A view without a horizontal position: hasAmbiguousLayout, the AMBIGUOUS LAYOUT line of _autolayoutTrace, and exerciseAmbiguityInLayout moving it.",
            states: [
                GalleryState(
                    "diagnosed", "The solution Auto Layout picked, with the trace.",
                    afterLayout: { ($0 as? AmbiguousLayoutViewController)?.printDiagnosis() }),
                GalleryState(
                    "exercised", "After exerciseAmbiguityInLayout(): another solution.",
                    afterLayout: { ($0 as? AmbiguousLayoutViewController)?.exerciseAmbiguity() }),
            ],
            isDeliberatelyBroken: true
        ) {
            AmbiguousLayoutViewController()
        },
    ]
}
