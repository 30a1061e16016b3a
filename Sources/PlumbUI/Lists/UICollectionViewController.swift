import Foundation

/// A view controller whose view is a collection view, acting as its data source and delegate:
/// UIKit's `UICollectionViewController`.
///
/// Override the data source and delegate methods you need, as in UIKit; each is declared here
/// (with UIKit's default behaviour) so that overrides in subclasses are called. Declare
/// `UICollectionViewDelegateFlowLayout` on the subclass for per-item sizes, as on iOS.
///
/// ```swift
/// final class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     }
///     func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
/// }
/// let controller = PhotosController(collectionViewLayout: UICollectionViewFlowLayout())
/// ```
///
/// Where Plumb differs: UIKit raises when the controller was made without a layout
/// (`init(nibName:bundle:)`) and loads its view; Plumb reports UIKit's message on
/// `LayoutDiagnostics` and uses a `UICollectionViewFlowLayout`.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout?

    /// Creates a controller whose collection view uses a layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller without a layout: set ``collectionView`` (or use
    /// ``init(collectionViewLayout:)``) before its view loads.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Nib loading is not supported; creates a controller with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at creation until the view loads).
    public var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
    }

    /// Kept for source compatibility (Plumb has no appearance transitions to clear selection in).
    open var clearsSelectionOnViewWillAppear = true
    /// Kept for source compatibility (Plumb has no touches to reorder with).
    open var installsStandardGestureForInteractiveMovement = false
    /// Kept for source compatibility (Plumb has no navigation transitions).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view with the layout, the controller as its data source and delegate.
    open override func loadView() {
        let layout: UICollectionViewLayout
        if let initialLayout {
            layout = initialLayout
        } else {
            // UIKit raises NSInvalidArgumentException here.
            LayoutDiagnostics.report(
                .warning,
                "UICollectionView must be initialized with a non-nil layout parameter (\(typeName(self)) was created without a layout); using a UICollectionViewFlowLayout."
            )
            layout = UICollectionViewFlowLayout()
        }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for an item. The default (not overridden) reports that the data source gave no
    /// cell and returns an empty one.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        LayoutDiagnostics.report(
            .warning,
            "\(typeName(self)) does not override collectionView(_:cellForItemAt:): the collection view (\(collectionView.itemDescription)) got no cell for the item at \(UITableView.describe(indexPath))."
        )
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind, at: indexPath)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate (declared so that subclasses override them, as in UIKit)

    /// The content offset changed (default: nothing).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The zoom scale changed (default: nothing).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// A drag is about to begin (default: nothing).
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The finger lifted; `targetContentOffset` may be changed (default: nothing).
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// A drag ended (default: nothing).
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The content moves on after a drag (default: nothing).
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The content came to rest after a drag (default: nothing).
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// An animated scroll ended (default: nothing).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to zoom (default `nil`).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// A pinch is about to zoom (default: nothing).
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// A pinch ended (default: nothing).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a status bar tap may scroll to the top (default `true`).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// A status bar tap scrolled to the top (default: nothing).
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed (default: nothing).
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
