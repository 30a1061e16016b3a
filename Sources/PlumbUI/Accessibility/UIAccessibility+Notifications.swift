import Foundation

/// UIKit's accessibility namespace: notifications an app posts to VoiceOver, and the user's
/// assistive-technology settings.
///
/// Plumb runs no VoiceOver: ``post(notification:argument:)`` speaks nothing and moves no focus;
/// it records what was posted in ``AccessibilityNotificationLog`` so that a test can check that a
/// screen change or an announcement was posted. The settings are those of a device with every
/// accessibility option off (`false`), as on a simulator out of the box; nothing posts their
/// change notifications.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// if UIAccessibility.isReduceMotionEnabled { ... }   // false in Plumb
/// ```
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies: UIKit's
    /// `UIAccessibility.Notification` (`UIAccessibilityNotifications`, a `uint32_t`).
    ///
    /// The raw values are estimates (UIKit exports these as variables and does not document
    /// their values); compare notifications, not numbers.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (a view controller, a sheet): VoiceOver reads it from the start,
        /// or from the element passed as the argument (raw value 1000, estimate).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed (an element appeared or went away): VoiceOver moves to the
        /// element passed as the argument, or speaks the string passed (raw value 1001, estimate).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// VoiceOver speaks the string (or attributed string) passed as the argument (raw value
        /// 1008, estimate).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: VoiceOver speaks the string passed, such as "Page 2 of 5" (raw value
        /// 1009, estimate).
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Asks an assistive technology (Switch Control) to pause scanning; the argument is its
        /// identifier (raw value 1016, estimate).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Asks an assistive technology to resume scanning (raw value 1017, estimate).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)

        /// The notification's UIKit name (`screenChanged`), or its raw value for others.
        package var name: String {
            switch self {
            case .screenChanged: return "screenChanged"
            case .layoutChanged: return "layoutChanged"
            case .announcement: return "announcement"
            case .pageScrolled: return "pageScrolled"
            case .pauseAssistiveTechnology: return "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: return "resumeAssistiveTechnology"
            default: return String(rawValue)
            }
        }
    }

    /// Posts a notification to assistive technologies (UIKit's `UIAccessibilityPostNotification`).
    ///
    /// The argument depends on the notification: an element (a view or a
    /// `UIAccessibilityElement`) VoiceOver moves to, or a `String` / `NSAttributedString` it
    /// speaks; `nil` for neither. Plumb runs no VoiceOver: the post is recorded in
    /// ``AccessibilityNotificationLog`` while one is collecting, and has no other effect.
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .screenChanged, argument: titleLabel)
    /// ```
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityNotificationLog.record(notification, argument: argument)
    }

    // MARK: Settings (all off in Plumb)

    /// Whether VoiceOver is on: `false` (Plumb runs no VoiceOver).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: `false`.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion (Settings > Accessibility > Motion): `false`.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for cross-fades instead of slides (with Reduce Motion): `false`.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether the user asked for less transparency (opaque bars and blurs): `false`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: `false` (a bold legibility weight is a trait in Plumb:
    /// `UITraitCollection.legibilityWeight`).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: `false` (a high contrast is a trait in Plumb:
    /// `UITraitCollection.accessibilityContrast`).
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Smart or Classic Invert is on: `false`.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the grayscale colour filter is on: `false`.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Differentiate Without Colour is on: `false`.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether On/Off Labels are on: `false`.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether closed captions are on: `false`.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Mono Audio is on: `false`.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Guided Access is on: `false`.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether AssistiveTouch is on: `false`.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Speak Screen is on: `false`.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: `false`.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Shake to Undo is on: `true`, iOS's default (Settings > Accessibility > Touch).
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether videos play automatically: `true`, iOS's default (Settings > Accessibility > Motion).
    public static var isVideoAutoplayEnabled: Bool { true }

    // MARK: Notification names
    //
    // The string values are the constants' Objective-C names (estimates: Apple documents the names,
    // not the strings). Plumb never posts them: its settings do not change.

    /// Posted when VoiceOver turns on or off.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control turns on or off.
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion turns on or off.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions turns on or off.
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when Reduce Transparency turns on or off.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast turns on or off.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when colour inversion turns on or off.
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when the grayscale filter turns on or off.
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Differentiate Without Colour turns on or off.
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when closed captioning turns on or off.
    public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when Mono Audio turns on or off.
    public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when Guided Access turns on or off.
    public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when AssistiveTouch turns on or off.
    public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Posted when VoiceOver finished speaking an announcement (userInfo:
    /// ``announcementStringValueUserInfoKey`` and ``announcementWasSuccessfulUserInfoKey``).
    public static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
    /// Posted when an assistive technology focused an element.
    public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// The announcement's text in ``announcementDidFinishNotification``'s userInfo.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was spoken to the end, in ``announcementDidFinishNotification``'s userInfo.
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}

/// The accessibility notifications an app posted (Plumb): what
/// `UIAccessibility.post(notification:argument:)` would have told VoiceOver.
///
/// Posts are collected per task inside ``collect(_:)``, as ``LayoutDiagnostics`` collects
/// messages, so tests running in parallel see only their own; outside, a post is dropped.
///
/// ```swift
/// let (_, posted) = AccessibilityNotificationLog.collect { controller.showError("No network") }
/// posted.map(\.description)   // ["announcement \"No network\""]
/// ```
public enum AccessibilityNotificationLog {
    /// One posted notification.
    public struct Entry: CustomStringConvertible, @unchecked Sendable {
        /// The notification posted.
        public let notification: UIAccessibility.Notification
        /// The argument posted with it: an element, a `String`, an `NSAttributedString`, or nil.
        /// (`@unchecked Sendable`: it is read by the task that collected it.)
        public let argument: Any?

        /// The argument as a string, when it is text (a `String` or an attributed string's string).
        public var argumentText: String? {
            if let s = argument as? String { return s }
            if let a = argument as? NSAttributedString { return a.string }
            return nil
        }

        /// `screenChanged UILabel`, `announcement "Saved"`, `layoutChanged nil`: the notification's
        /// name, then the argument's text quoted or its type.
        public var description: String {
            let arg: String
            if let text = argumentText {
                arg = "\"" + text + "\""
            } else if let argument {
                arg = String(describing: type(of: argument))
            } else {
                arg = "nil"
            }
            return notification.name + " " + arg
        }
    }

    final class Collector: @unchecked Sendable {
        // Only touched by the task that owns the collect() call.
        var entries: [Entry] = []
    }

    @TaskLocal static var collector: Collector?

    /// Runs `body` and returns what it returned together with every notification posted
    /// during it, in order.
    public static func collect<R>(_ body: () throws -> R) rethrows -> (R, [Entry]) {
        let c = Collector()
        let result = try $collector.withValue(c) { try body() }
        return (result, c.entries)
    }

    static func record(_ notification: UIAccessibility.Notification, argument: Any?) {
        collector?.entries.append(Entry(notification: notification, argument: argument))
    }
}

extension NSAttributedString.Key {
    // Speech and text attributes VoiceOver reads in accessibility attributed strings (UIKit's
    // `UIAccessibilitySpeechAttribute...` and `UIAccessibilityTextAttribute...`). Plumb's text
    // drawing ignores them, as UIKit's does. The string values are the constants' Objective-C
    // names (estimates).

    /// The BCP 47 language to speak the range in (a `String`, `"es-ES"`).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// Whether to speak punctuation (an `NSNumber` Boolean).
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributePunctuation")
    /// The pitch, 0.0 to 2.0, 1.0 normal (an `NSNumber`).
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// Whether an announcement waits for current speech to finish (an `NSNumber` Boolean).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// The pronunciation in the International Phonetic Alphabet (a `String`).
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeIPANotation")
    /// Whether to spell the range out letter by letter (an `NSNumber` Boolean).
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// The priority of an announcement (a `UIAccessibilityPriority` string).
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// The heading level, 0 to 6 (an `NSNumber`).
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    /// Custom attributes VoiceOver's rotor reads (an array of strings).
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}
