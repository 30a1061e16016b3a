import Foundation
import Testing
@testable import PlumbUI

/// A grid written as on iOS: a `UICollectionViewController` subclass that overrides the data
/// source and adds `UICollectionViewDelegateFlowLayout` for its item sizes.
@MainActor final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var calls: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        collectionView?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.backgroundColor = .white
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        calls.append("cell \(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        calls.append("willDisplay \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 50) }
}

@MainActor @Suite struct CollectionViewControllerTests {
    @Test(arguments: directions)
    func aSubclassSuppliesItemsAndSizesThroughItsOverrides(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let grid = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: direction)
        window.rootViewController = grid
        window.layoutIfNeeded()
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        #expect(grid.collectionViewLayout === grid.collectionView.collectionViewLayout)
        // 100 + 10 + 100 + 10 + 100 = 320: three items a row, the flow layout's 10-point spacing
        // (UICollectionViewFlowLayout's documented minimumInteritemSpacing and minimumLineSpacing).
        let frames = (0..<6).map {
            grid.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        let xs: [CGFloat] = direction == .leftToRight ? [0, 110, 220] : [220, 110, 0]
        #expect(frames == (0..<6).map { CGRect(x: xs[$0 % 3], y: $0 < 3 ? 0 : 60, width: 100, height: 50) })
        // The view loads first; each item's cell is asked for once and displayed after it was made.
        #expect(grid.calls.first == "viewDidLoad")
        #expect(grid.calls.filter { $0.hasPrefix("cell") } == (0..<6).map { "cell \($0)" })
        #expect(grid.calls.filter { $0.hasPrefix("willDisplay") } == (0..<6).map { "willDisplay \($0)" })
        for i in 0..<6 {
            #expect(grid.calls.firstIndex(of: "cell \(i)")! < grid.calls.firstIndex(of: "willDisplay \(i)")!)
        }
    }

    @Test func aControllerWithoutALayoutReportsUIKitsMessageAndUsesAFlowLayout() {
        let (controller, diagnostics) = LayoutDiagnostics.collect { () -> UICollectionViewController in
            let c = UICollectionViewController(nibName: nil, bundle: nil)
            c.loadViewIfNeeded()
            return c
        }
        #expect(controller.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(
            diagnostics.map(\.message) == [
                "UICollectionView must be initialized with a non-nil layout parameter (UICollectionViewController was created without a layout); using a UICollectionViewFlowLayout."
            ])
    }

    @Test func aHeaderTheSubclassDoesNotSupplyIsReportedAndLeftEmpty() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let grid = GridController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (_, diagnostics) = LayoutDiagnostics.collect {
            window.rootViewController = grid
            window.layoutIfNeeded()
        }
        let text =
            "The data source of \(grid.collectionView.itemDescription) does not implement "
            + "collectionView(_:viewForSupplementaryElementOfKind:at:) but the layout has a 'UICollectionElementKindSectionHeader' "
            + "view at <NSIndexPath> {length = 2, path = 0 - 0}; it is left empty."
        #expect(diagnostics.map(\.message) == [text])
        // The items start below the 44-point header.
        #expect(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 44)
    }
}
