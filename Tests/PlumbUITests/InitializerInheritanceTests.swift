import Foundation
import Testing
@testable import PlumbUI

// Subclasses written the way iOS code writes them: they override the designated initializers
// UIKit declares and are then made with the convenience initializers they inherit.

final class CardStack: UIStackView {
    private(set) var setUpFrames: [CGRect] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpFrames.append(frame)
        spacing = 12
    }
    required init(coder: NSCoder) { super.init(coder: coder) }
}

final class PillButton: UIButton {
    private(set) var setUpFrames: [CGRect] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpFrames.append(frame)
        layer.cornerRadius = 16
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class FilterControl: UISegmentedControl {
    private(set) var madeBy: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy.append("frame")
    }
    override init(items: [Any]?) {
        super.init(items: items)
        madeBy.append("items")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class NotesView: UITextView {
    private(set) var setUpCount = 0
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        setUpCount += 1
        font = .systemFont(ofSize: 13)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class QuietRefreshControl: UIRefreshControl {
    private(set) var setUp = false
    override init() {
        super.init()
        setUp = true
        tintColor = .systemGray
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class OverlayWindow: UIWindow {
    private(set) var madeBy: [String] = []
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        madeBy.append("scene")
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy.append("frame")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// UIKit's designated and convenience initializers: `UIStackView(arrangedSubviews:)` and
/// `UIButton(type:)` are convenience initializers that run a subclass's `init(frame:)`;
/// `UISegmentedControl`, `UITextView`, `UIRefreshControl` and `UIWindow` have UIKit's designated
/// initializers, so subclasses override them.
@MainActor @Suite struct InitializerInheritanceTests {
    @Test func stackSubclassInheritsArrangedSubviewsInitAndRunsItsFrameInit() {
        let a = UIView(), b = UIView()
        let stack = CardStack(arrangedSubviews: [a, b])
        #expect(stack.setUpFrames == [.zero])
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === a && stack.arrangedSubviews[1] === b)
        #expect(stack.spacing == 12)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        let empty = CardStack()
        #expect(empty.setUpFrames == [.zero] && empty.arrangedSubviews.isEmpty)
    }

    @Test func buttonSubclassMadeWithTypeIsTheSubclassWithThatType() {
        let plain = PillButton()
        #expect(plain.buttonType == .custom && plain.setUpFrames == [.zero])
        #expect(plain.titleLabel?.font == .systemFont(ofSize: 18, weight: .regular))
        let system = PillButton(type: .system)
        #expect(type(of: system) == PillButton.self)
        #expect(system.buttonType == .system && system.setUpFrames == [.zero])
        #expect(system.layer.cornerRadius == 16)
        #expect(system.titleLabel?.font == .systemFont(ofSize: 15, weight: .medium))
        let add = PillButton(type: .contactAdd)
        #expect(add.buttonType == .contactAdd && add.frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        #expect(add.image(for: .normal) != nil)
        let framed = PillButton(frame: CGRect(x: 4, y: 5, width: 60, height: 30))
        #expect(framed.setUpFrames == [CGRect(x: 4, y: 5, width: 60, height: 30)] && framed.buttonType == .custom)
        var ran = 0
        let action = PillButton(type: .system, primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        #expect(action.setUpFrames == [.zero] && action.title(for: .normal) == "Go")
        action.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let configured = PillButton(configuration: config)
        #expect(
            configured.setUpFrames == [.zero] && configured.buttonType == .system
                && configured.configuration?.title == "Buy")
    }

    @Test func plainButtonInitializersKeepTheirTypes() {
        #expect(UIButton().buttonType == .custom)
        #expect(
            UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame
                == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .close).frame.size == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .system).titleColor(for: .normal) == UIColor.systemBlue)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == UIColor.white)
    }

    @Test func segmentedControlSubclassOverridesBothDesignatedInitializers() {
        let byItems = FilterControl(items: ["All", "Unread"])
        #expect(byItems.madeBy == ["items"] && byItems.numberOfSegments == 2)
        #expect(byItems.titleForSegment(at: 1) == "Unread")
        let byFrame = FilterControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        #expect(byFrame.madeBy == ["frame"] && byFrame.numberOfSegments == 0)
        #expect(byFrame.frame == CGRect(x: 0, y: 0, width: 200, height: 32))
        #expect(UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 90, height: 32)).numberOfSegments == 0)
    }

    @Test func textViewSubclassOverridesFrameAndTextContainerInit() {
        let notes = NotesView()
        #expect(notes.setUpCount == 1 && notes.font == .systemFont(ofSize: 13))
        let framed = NotesView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(framed.setUpCount == 1 && framed.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        let container = NSTextContainer(size: .zero)
        container.lineFragmentPadding = 9
        let padded = UITextView(frame: .zero, textContainer: container)
        #expect(padded.textContainer.lineFragmentPadding == 9)
        #expect(UITextView().textContainer.lineFragmentPadding == 5)
        #expect(UITextView().backgroundColor == .systemBackground)
    }

    @Test func refreshControlSubclassOverridesInit() {
        let control = QuietRefreshControl()
        #expect(control.setUp && control.tintColor == .systemGray)
        #expect(control.isHidden && !control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing && !control.isHidden)
    }

    @Test func windowSubclassOverridesWindowSceneInit() {
        let scene = UIWindowScene(
            session: UISceneSession(role: .windowApplication),
            connectionOptions: UIScene.ConnectionOptions(), screen: .main)
        let overlay = OverlayWindow(windowScene: scene)
        #expect(overlay.madeBy == ["scene"])
        #expect(overlay.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(overlay.windowScene === scene && scene.windows.count == 1 && scene.windows[0] === overlay)
        let plain = OverlayWindow()
        #expect(plain.madeBy == ["frame"] && plain.windowScene == nil)
    }
}

final class BadgedTabItem: UITabBarItem {
    private(set) var setUp = false
    override init() {
        super.init()
        setUp = true
        badgeColor = .systemGreen
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite struct TabBarItemInitializerTests {
    @Test func tabItemSubclassInheritsTheConvenienceInitializers() {
        let item = BadgedTabItem(title: "Inbox", image: nil, tag: 3)
        #expect(item.setUp && item.title == "Inbox" && item.tag == 3 && item.badgeColor == .systemGreen)
        let system = BadgedTabItem(tabBarSystemItem: .favorites, tag: 1)
        #expect(system.setUp && system.title == "Favorites" && system.tag == 1)
        #expect(UITabBarItem().title == nil && UITabBarItem(title: "A", image: nil, selectedImage: nil).title == "A")
    }
}
