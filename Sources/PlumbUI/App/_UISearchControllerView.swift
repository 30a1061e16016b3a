import Foundation

/// A search controller's view: the dimming and the results controller's view.
final class _UISearchControllerView: UIView {
    unowned(unsafe) let controller: UISearchController

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundColor = controller.obscuresBackgroundDuringPresentation ? UIColor(white: 0, alpha: 0.2) : nil
        guard let results = controller.searchResultsController else { return }
        if controller.showsSearchResultsController {
            if results.parent !== controller {
                controller.addChild(results)
                let v: UIView = results.view
                v.translatesAutoresizingMaskIntoConstraints = true
                addSubview(v)
                results.didMove(toParent: controller)
            }
            results.view.setManualFrame(bounds)
        } else if results.parent === controller {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }
}
