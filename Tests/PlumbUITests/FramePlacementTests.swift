import Foundation
import Testing
@testable import PlumbUI

/// A container that places its cell by frame in `layoutSubviews()`, after `super`, the way a
/// hand-written list or the seeds' `configureForAutoLayout()` cells do: the cell has
/// `translatesAutoresizingMaskIntoConstraints == false` and no constraints that place it.
final class FramePlacingContainer: UIView {
    let cell = UIView()
    let label = UILabel()
    var layouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        cell.translatesAutoresizingMaskIntoConstraints = false  // configureForAutoLayout()
        addSubview(cell)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Cell"
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
        ])
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
        cell.frame = CGRect(x: 10, y: 20, width: bounds.width - 20, height: 44)
    }
}

/// A hand-written list: each cell (autoresizing mask off, a multi-line label pinned inside) is
/// sized with `systemLayoutSizeFitting` and placed by frame in `layoutSubviews()`.
final class SelfSizingListContainer: UIView {
    var cells: [UIView] = []
    var layouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        for i in 0..<3 {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            label.text = String(repeating: "Row \(i) text that wraps ", count: i + 1)
            cell.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
            ])
            addSubview(cell)
            cells.append(cell)
        }
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
        var y: CGFloat = 0
        for cell in cells {
            let h = cell.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
            y += h
        }
    }
}

@MainActor @Suite struct FramePlacement {
    /// Before the fix this ran 100 passes and reported a layout loop (each pass compared the cells'
    /// frames with the engine's ambiguous rectangles and laid the container out again).
    @Test(arguments: directions)
    func selfSizedCellsPlacedByFrameSettleInOnePass(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 400, dir)
        let list = SelfSizingListContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.addSubview(list)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(list.layouts == 1)
        // A 17-pt line is 20.287 pt (San Francisco's metrics): one line 20.5 at @2x, so
        // 11 + 20.5 + 11 = 42.5; two lines 40.57 → 41, so 11 + 41 + 11 = 63.
        #expect(list.cells.map(\.frame) == [rect(0, 0, 320, 42.5), rect(0, 42.5, 320, 63), rect(0, 105.5, 320, 63)])
    }

    @Test(arguments: directions)
    func aCellPlacedByFrameSettlesInOnePass(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 200, dir)
        let container = FramePlacingContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.addSubview(container)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.filter { $0.kind == .layoutLoop }.isEmpty)
        #expect(container.layouts == 1)
        #expect(container.cell.frame == rect(10, 20, 300, 44))
        // Another layoutIfNeeded() with nothing changed does nothing.
        root.layoutIfNeeded()
        #expect(container.layouts == 1)
        #expect(container.cell.frame == rect(10, 20, 300, 44))
    }

    @Test func aResizedContainerPlacesTheCellAgain() {
        let root = makeRoot(320, 200, .leftToRight)
        let container = FramePlacingContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.addSubview(container)
        root.layoutIfNeeded()
        container.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(container.layouts == 2)
        #expect(container.cell.frame == rect(10, 20, 180, 44))
    }
}
