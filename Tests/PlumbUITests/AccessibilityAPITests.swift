import Foundation
import Testing
@testable import PlumbUI

/// UIKit's accessibility API beyond the element properties: posted notifications (recorded in
/// `AccessibilityNotificationLog`), the settings, custom actions, the action override points,
/// the informal container protocol, attributed labels and images' labels.
@MainActor @Suite struct AccessibilityAPITests {
    @Test func postedNotificationsAreRecordedInOrderWithTheirArguments() {
        let title = UILabel()
        let (_, posted) = AccessibilityNotificationLog.collect {
            UIAccessibility.post(notification: .screenChanged, argument: title)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            UIAccessibility.post(notification: .pageScrolled, argument: NSAttributedString(string: "Page 2 of 5"))
        }
        #expect(
            posted.map(\.description) == [
                "screenChanged UILabel", "announcement \"Saved\"", "layoutChanged nil",
                "pageScrolled \"Page 2 of 5\"",
            ])
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged, .pageScrolled])
        #expect(
            (posted[0].argument as AnyObject) === title && posted[1].argumentText == "Saved"
                && posted[2].argument == nil)
        // Outside a collection a post is dropped; nested collections see only their own.
        UIAccessibility.post(notification: .announcement, argument: "dropped")
        let (inner, outer) = AccessibilityNotificationLog.collect {
            AccessibilityNotificationLog.collect {
                UIAccessibility.post(notification: .layoutChanged, argument: "inner")
            }.1
        }
        #expect(inner.map(\.description) == ["layoutChanged \"inner\""] && outer.isEmpty)
    }

    @Test func theSettingsAreThoseOfADeviceWithAccessibilityOff() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(
            !UIAccessibility.isSwitchControlRunning && !UIAccessibility.isReduceTransparencyEnabled
                && !UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isShakeToUndoEnabled && UIAccessibility.isVideoAutoplayEnabled)
        #expect(
            UIAccessibility.voiceOverStatusDidChangeNotification.rawValue
                == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(
            UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
                == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        #expect(
            UIAccessibility.announcementDidFinishNotification.rawValue
                == "UIAccessibilityAnnouncementDidFinishNotification")
        #expect(UIAccessibility.Notification.screenChanged != .layoutChanged)
        #expect(NSAttributedString.Key.accessibilitySpeechLanguage.rawValue == "UIAccessibilitySpeechAttributeLanguage")
    }

    @Test func customActionsKeepTheirNameImageAndHandler() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessibilityCustomActions == nil)
        var ran: [String] = []
        let delete = UIAccessibilityCustomAction(name: "Delete") { action in
            ran.append(action.name); return true
        }
        let star = UIImage()
        let flag = UIAccessibilityCustomAction(name: "Flag", image: star) { _ in
            ran.append("flag"); return false
        }
        cell.accessibilityCustomActions = [delete, flag]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete", "Flag"])
        #expect(flag.image === star && delete.image == nil && delete.attributedName.string == "Delete")
        #expect(delete.actionHandler?(delete) == true && flag.actionHandler?(flag) == false)
        #expect(ran == ["Delete", "flag"])
        delete.name = "Remove"
        #expect(
            delete.attributedName.string == "Remove"
                && delete.description == "<UIAccessibilityCustomAction: name = 'Remove'>")
        let spoken = NSAttributedString(string: "Borrar", attributes: [.accessibilitySpeechLanguage: "es"])
        let localized = UIAccessibilityCustomAction(attributedName: spoken)
        #expect(localized.name == "Borrar" && localized.actionHandler == nil)
        #expect(
            localized.attributedName.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) as? String
                == "es")
    }

    final class Sheet: UIView {
        var calls: [String] = []
        override func accessibilityPerformEscape() -> Bool { calls.append("escape"); return true }
        override func accessibilityPerformMagicTap() -> Bool { calls.append("magicTap"); return true }
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            calls.append("scroll \(direction.rawValue)")
            UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
            return true
        }
    }

    @Test func actionOverridePointsDefaultToUnhandledAndCanBeOverridden() {
        let plain = UIView()
        #expect(
            !plain.accessibilityPerformEscape() && !plain.accessibilityPerformMagicTap()
                && !plain.accessibilityScroll(.down))
        let sheet = Sheet()
        let (handled, posted) = AccessibilityNotificationLog.collect {
            [
                sheet.accessibilityPerformEscape(), sheet.accessibilityPerformMagicTap(),
                sheet.accessibilityScroll(.next),
            ]
        }
        #expect(handled == [true, true, true] && sheet.calls == ["escape", "magicTap", "scroll 5"])
        #expect(posted.map(\.description) == ["pageScrolled \"Page 2 of 3\""])
        #expect(
            UIAccessibilityScrollDirection.right.rawValue == 1 && UIAccessibilityScrollDirection.previous.rawValue == 6)
    }

    @Test func theContainerMethodsReadAccessibilityElementsByDefault() {
        let chart = UIView()
        #expect(chart.accessibilityElementCount() == 0 && chart.accessibilityElement(at: 0) == nil)
        #expect(chart.index(ofAccessibilityElement: chart) == NSNotFound)
        let bar1 = UIAccessibilityElement(accessibilityContainer: chart),
            bar2 = UIAccessibilityElement(accessibilityContainer: chart)
        chart.accessibilityElements = [bar1, bar2]
        #expect(chart.accessibilityElementCount() == 2 && (chart.accessibilityElement(at: 1) as AnyObject) === bar2)
        #expect(chart.accessibilityElement(at: 2) == nil && chart.accessibilityElement(at: -1) == nil)
        #expect(
            chart.index(ofAccessibilityElement: bar2) == 1
                && chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    /// A container that vends its elements on demand, as SwipeCellKit's cells do.
    final class Vending: UIView {
        var vended: [UIAccessibilityElement] = []
        override func accessibilityElementCount() -> Int { vended.count }
        override func accessibilityElement(at index: Int) -> Any? {
            vended.indices.contains(index) ? vended[index] : nil
        }
        override func index(ofAccessibilityElement element: Any) -> Int {
            vended.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }
    }

    @Test func theHierarchyReadsElementsAContainerVends() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = Vending(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(container)
        let ignored = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        ignored.text = "Subview"
        container.addSubview(ignored)
        // No vended elements: the subviews are read.
        #expect(AccessibilityHierarchy.elements(in: root).map(\.accessibilityLabel) == ["Subview"])
        // Vended elements are read in the container's order, not by position, instead of the subviews.
        for (name, y) in [("Second row", 60.0), ("First row", 10.0)] {
            let e = UIAccessibilityElement(accessibilityContainer: container)
            e.accessibilityLabel = name
            e.accessibilityFrameInContainerSpace = CGRect(x: 0, y: y, width: 200, height: 30)
            container.vended.append(e)
        }
        #expect(AccessibilityHierarchy.elements(in: root).map(\.accessibilityLabel) == ["Second row", "First row"])
    }

    @Test func attributedLabelsMirrorThePlainOnes() {
        let v = UIView()
        #expect(
            v.accessibilityAttributedLabel == nil && v.accessibilityAttributedHint == nil
                && v.accessibilityAttributedValue == nil)
        let spoken = NSAttributedString(string: "Hablar", attributes: [.accessibilitySpeechLanguage: "es"])
        v.accessibilityAttributedLabel = spoken
        #expect(v.accessibilityLabel == "Hablar" && v.accessibilityAttributedLabel === spoken)
        v.accessibilityLabel = "Speak"
        #expect(v.accessibilityAttributedLabel?.string == "Speak")
        #expect(
            v.accessibilityAttributedLabel?.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) == nil)
        v.accessibilityAttributedHint = NSAttributedString(string: "Plays it")
        v.accessibilityAttributedValue = NSAttributedString(string: "3")
        #expect(v.accessibilityHint == "Plays it" && v.accessibilityValue == "3")
        // A label's default (its text) is the attributed label's string too.
        let l = UILabel()
        l.text = "Wi-Fi"
        #expect(l.accessibilityAttributedLabel?.string == "Wi-Fi")
    }

    @Test func anImagesLabelNamesTheButtonAndImageViewShowingIt() {
        let image = UIImage()
        #expect(image.accessibilityLabel == nil && image.accessibilityIdentifier == nil)
        image.accessibilityLabel = "Favourite"
        image.accessibilityIdentifier = "star"
        #expect(image.accessibilityLabel == "Favourite" && image.accessibilityIdentifier == "star")
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(button.accessibilityLabel == "Favourite")
        button.setTitle("Star", for: .normal)
        #expect(button.accessibilityLabel == "Star")
        let imageView = UIImageView(image: image)
        #expect(imageView.accessibilityLabel == "Favourite" && !imageView.isAccessibilityElement)
        #expect(UIImageView().accessibilityLabel == nil)
    }
}
