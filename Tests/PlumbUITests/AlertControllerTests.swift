import Foundation
import Testing
@testable import PlumbUI

/// UIAlertController: presentation over the presenter, the card's and buttons' frames in both
/// directions, the action sheet's groups, tapping actions, and UIKit's refusals.
@MainActor @Suite struct AlertControllerTests {
    func presented(
        _ alert: UIAlertController, width: CGFloat = 375, height: CGFloat = 667,
        safeArea: UIEdgeInsets = seSafeArea, _ dir: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> (UIWindow, UIViewController) {
        let window = makeWindow(width, height, safeArea: safeArea, dir)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(alert, animated: true)
        window.layoutIfNeeded()
        return (window, root)
    }

    func twoButtons() -> UIAlertController {
        let alert = UIAlertController(title: "Delete Draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func twoButtonsSitSideBySideWithCancelLeading(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let alert = twoButtons()
        let (window, root) = presented(alert, dir)
        defer { withExtendedLifetime(window) {} }
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        #expect(root.view.window === window)  // the presenter stays in the window
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(view.card.frame.width == 270 && view.card.frame.minX == 53)
        #expect(view.actionsSideBySide)
        let cancel = try #require(view.actionViews.first { $0.action.style == .cancel })
        let delete = try #require(view.actionViews.first { $0.action.style == .destructive })
        #expect(
            cancel.frame.size == CGSize(width: 135, height: 44) && delete.frame.size == CGSize(width: 135, height: 44))
        #expect(cancel.frame.minX == (dir == .leftToRight ? 0 : 135))
        #expect(delete.frame.minX == (dir == .leftToRight ? 135 : 0))
        #expect(cancel.frame.maxY == view.card.bounds.height)
        #expect(
            cancel.label.font == .systemFont(ofSize: 17, weight: .semibold)
                && delete.label.font == .systemFont(ofSize: 17))
        #expect(delete.label.textColor == .systemRed && cancel.label.textColor == .systemBlue)
        // Centred in the safe area.
        let card = view.card.frame
        #expect(abs(card.midY - (20 + (667 - 20) / 2)) <= 0.5)
    }

    @Test func threeActionsStackWithCancelLastAndPreferredBold() throws {
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        _ = presented(alert)
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(!view.actionsSideBySide)
        let byY = view.actionViews.sorted { $0.frame.minY < $1.frame.minY }
        #expect(byY.map { $0.action.title ?? "" } == ["Don't Save", "Save", "Cancel"])
        #expect(byY.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        #expect(
            byY[1].label.font == .systemFont(ofSize: 17, weight: .semibold)
                && byY[2].label.font == .systemFont(ofSize: 17))
        #expect(view.card.frame.height == byY[2].frame.maxY)
    }

    @Test func longTitlesStack() throws {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Remove from Home Screen", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        _ = presented(alert)
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(!view.actionsSideBySide)
        #expect(view.actionViews.map(\.frame.width) == [270, 270])
    }

    @Test func actionSheetHasASeparateCancelGroupAtTheBottom() throws {
        for (height, safe, bottomGap) in [(CGFloat(667), seSafeArea, CGFloat(10)), (812, xSafeArea, 34)] {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Reply", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            _ = presented(sheet, height: height, safeArea: safe)
            let view = try #require(sheet.view as? UIAlertControllerView)
            #expect(view.cancelCard.frame == CGRect(x: 10, y: height - bottomGap - 57, width: 355, height: 57))
            #expect(view.card.frame == CGRect(x: 10, y: height - bottomGap - 57 - 8 - 57, width: 355, height: 57))
        }
    }

    @Test func tappingAnActionDismissesThenRunsItsHandler() {
        var log: [String] = []
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { action in log.append("handler \(action.title ?? "")") }
        alert.addAction(ok)
        let (window, root) = presented(alert)
        alert.simulateTap(on: ok)
        window.layoutIfNeeded()
        #expect(log == ["handler OK"])
        #expect(root.presentedViewController == nil)
        #expect(alert.view.superview == nil)
    }

    @Test func alertWithNoActionsIsPresentedWithoutButtons() throws {
        let alert = UIAlertController(title: "Loading", message: nil, preferredStyle: .alert)
        let (_, messages) = LayoutDiagnostics.collect { _ = presented(alert) }
        #expect(messages.isEmpty)
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(view.actionViews.isEmpty && view.card.frame.width == 270)
    }

    @Test func textFieldsGoUnderTheMessage() throws {
        let alert = UIAlertController(title: "New Folder", message: "Name it.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        _ = presented(alert)
        let field = try #require(alert.textFields?.first)
        #expect(
            field.placeholder == "Name" && field.frame.width == 238 && field.frame.height == 25
                && field.frame.minX == 16)
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(field.frame.minY == view.messageLabel.frame.maxY + 8)
    }

    @Test func uikitRefusalsAreReported() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        let (_, m1) = LayoutDiagnostics.collect { alert.addAction(UIAlertAction(title: "B", style: .cancel)) }
        #expect(alert.actions.count == 1)
        #expect(
            m1.first?.message.hasPrefix(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel.") == true)
        let stray = UIAlertAction(title: "C", style: .default)
        let (_, m2) = LayoutDiagnostics.collect { alert.preferredAction = stray }
        #expect(alert.preferredAction == nil && m2.count == 1)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (_, m3) = LayoutDiagnostics.collect { sheet.addTextField() }
        #expect(sheet.textFields == nil)
        #expect(
            m3.first?.message.hasPrefix(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") == true)
        #expect(alert.popoverPresentationController == nil && sheet.popoverPresentationController != nil)
    }

    @Test func actionSheetWithoutSourceInARegularWidthIsRefused() throws {
        let window = makeWindow(1024, 768)
        window.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        let (_, messages) = LayoutDiagnostics.collect { root.present(sheet, animated: true) }
        #expect(root.presentedViewController == nil)
        #expect(
            messages.first?.message.contains("You must provide either a sourceView and sourceRect or a barButtonItem.")
                == true)
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        sheet.popoverPresentationController?.sourceView = source
        root.present(sheet, animated: true)
        window.layoutIfNeeded()
        let view = try #require(sheet.view as? UIAlertControllerView)
        #expect(root.presentedViewController === sheet)
        #expect(view.card.frame == CGRect(x: 0, y: 148, width: 304, height: 57))
    }

    /// `init(title:message:preferredStyle:)` is a convenience initializer, as UIKit declares it:
    /// a subclass overriding the designated initializers inherits it, and is drawn as an alert.
    @Test func subclassInheritsTheConvenienceInitializer() throws {
        final class ConfirmAlert: UIAlertController {
            var setUp = 0
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                setUp += 1
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let alert = ConfirmAlert(title: "Delete Draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.setUp == 1 && alert.preferredStyle == .alert && alert.title == "Delete Draft?")
        #expect(alert.modalPresentationStyle == .overFullScreen)
        let (window, root) = presented(alert)
        defer { withExtendedLifetime(window) {} }
        #expect(root.presentedViewController === alert)
        let view = try #require(alert.view as? UIAlertControllerView)
        #expect(view.card.frame.width == 270 && view.actionsSideBySide)
        #expect(UIAlertController().preferredStyle == .actionSheet)
    }
}
