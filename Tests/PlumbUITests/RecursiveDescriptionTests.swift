import Foundation
import Testing
@testable import PlumbUI

/// A Swift subclass of a UIKit class from the app's module: iOS prints it with its module and
/// `baseClass = UILabel`.
final class DescribedCustomLabel: UILabel {}
/// A Swift subclass of UIView: iOS prints its module and no `baseClass`.
final class DescribedExampleView: UIView {}
/// A subclass two levels below UIButton: the nearest UIKit class is printed.
class DescribedBaseButton: UIButton {}
final class DescribedFireflyButton: DescribedBaseButton {}

/// `recursiveDescription()` in UIKit's exact format, checked line by line against
/// `.recursiveDescription` references recorded on iOS simulators (pointers purged as
/// swift-snapshot-testing purges them), rebuilt here with the frames iOS gave the views.
@MainActor @Suite struct RecursiveDescriptionTests {
    /// swift-snapshot-testing's own reference, recorded on iOS:
    /// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-x.txt`.
    static let traitsIPhoneX = """
        <UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (161.333 44; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 401.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (338 401.333; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (184 761; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """

    static func purged(_ text: String) -> String {
        text.replacingOccurrences(of: ":?[ \\t]*0x[0-9a-f]+", with: "", options: .regularExpression)
    }

    @Test func labelsPrintAsOnIOS() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let third = 1.0 / 3
        for (text, frame) in [
            ("What's", CGRect(x: 161 + third, y: 44, width: 52 + 2 * third, height: 19 + third)),
            ("the", CGRect(x: 0, y: 401 + third, width: 23 + 2 * third, height: 19 + third)),
            ("point", CGRect(x: 338, y: 401 + third, width: 37, height: 19 + third)),
            ("?", CGRect(x: 184, y: 761, width: 7 + third, height: 17)),
        ] {
            let label = UILabel(frame: frame)
            label.text = text
            root.addSubview(label)
        }
        #expect(Self.purged(root.recursiveDescription()) == Self.traitsIPhoneX)
    }

    /// A button's title label is `UIButtonLabel` and keeps `opaque = NO`; a title-only button
    /// lists no image view (getsentry/sentry `mockViewHierarchyData.tsx`, recorded on iOS).
    @Test func aButtonsTitleIsAUIButtonLabel() {
        let button = UIButton(type: .system)
        button.setTitle("add Breadcrumb", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 163.5, height: 30)
        button.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        button.layoutIfNeeded()
        // iOS's system font (SF, 15 pt) sets the title 114.5 wide at x 24.5; Inter's widths
        // differ, so the frame iOS gave it is put back to compare the rest of the line.
        button.titleLabel?.frame = CGRect(x: 24.5, y: 6, width: 114.5, height: 18)
        #expect(
            Self.purged(button.recursiveDescription()) == """
                <UIButton; frame = (0 0; 163.5 30); opaque = NO; autoresize = RM+BM; layer = <CALayer>>
                   | <UIButtonLabel; frame = (24.5 6; 114.5 18); text = 'add Breadcrumb'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
                """)
        #expect(button.titleLabel is UIButtonLabel)
        #expect(String(describing: type(of: button.titleLabel!)) == "UIButtonLabel")
    }

    /// Text longer than 25 UTF-16 units is cut to 25 and `...` (iOS dumps: `'Frames Total:197
    /// Slow:6 F...'`, `'{ category: ui.lifecycle,...'`, `'A Secret Is Found In The ...'`).
    @Test func longTextIsCutAt25Units() {
        #expect(UIView.describedText("Frames Total:197 Slow:6 Frozen:0") == "Frames Total:197 Slow:6 F...")
        #expect(UIView.describedText("{ category: ui.lifecycle, level: info }") == "{ category: ui.lifecycle,...")
        #expect(UIView.describedText("A Secret Is Found In The Garden") == "A Secret Is Found In The ...")
        #expect(UIView.describedText(String(repeating: "内容", count: 20)) == String(repeating: "内容", count: 12) + "内...")
        #expect(UIView.describedText("Navigation Transaction") == "Navigation Transaction")
        #expect(UIView.describedText(String(repeating: "a", count: 25)) == String(repeating: "a", count: 25))
        #expect(UIView.describedText(String(repeating: "a", count: 26)) == String(repeating: "a", count: 25) + "...")
        let label = UILabel(frame: CGRect(x: 8, y: 112.5, width: 343, height: 20.5))
        label.text = "Frames Total:197 Slow:6 Frozen:0"
        #expect(
            Self.purged(label.recursiveDescription())
                == "<UILabel; frame = (8 112.5; 343 20.5); text = 'Frames Total:197 Slow:6 F...'; userInteractionEnabled = NO; layer = <_UILabelLayer>>"
        )
        let field = UITextField(frame: CGRect(x: 8, y: 141, width: 304, height: 30))
        #expect(Self.purged(field.debuggingDescription).hasPrefix("<UITextField; frame = (8 141; 304 30); text = ''; "))
        field.text = "https://6cc9bae94def43cab8f0aa7d0b4d6f9e@o1.ingest.sentry.io/1"
        #expect(
            Self.purged(field.debuggingDescription).hasPrefix(
                "<UITextField; frame = (8 141; 304 30); text = 'https://6cc9bae94def43cab...'; "))
    }

    /// Swift classes of the app print with their module, and the nearest UIKit class unless it
    /// is UIView (`<MyApp.CustomUILabel: 0x104ec9370; baseClass = UILabel; frame = (0 0; 287
    /// 21); …>`, `<ADLayoutTest_Example.ExampleView: 0x7f8af7c291e0; frame = (0 0; 320 150);
    /// autoresize = W+H; …>`, `<FireflyButton: 0x144f6e6c0; baseClass = UIButton; …>`).
    @Test func appClassesPrintWithModuleAndBaseClass() {
        let example = DescribedExampleView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        example.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = DescribedCustomLabel(frame: CGRect(x: 0, y: 0, width: 287, height: 21))
        label.text = "Boring default text..."
        example.addSubview(label)
        let button = DescribedFireflyButton(frame: CGRect(x: 38, y: 120.5, width: 183, height: 34))
        button.clipsToBounds = true
        example.addSubview(button)
        #expect(
            Self.purged(example.recursiveDescription()) == """
                <PlumbUITests.DescribedExampleView; frame = (0 0; 320 150); autoresize = W+H; layer = <CALayer>>
                   | <PlumbUITests.DescribedCustomLabel; baseClass = UILabel; frame = (0 0; 287 21); text = 'Boring default text...'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
                   | <PlumbUITests.DescribedFireflyButton; baseClass = UIButton; frame = (38 120.5; 183 34); clipsToBounds = YES; opaque = NO; layer = <CALayer>>
                """)
        // UIKit's own classes: no module, no base class.
        #expect(UIView.describedClassName(UIStackView.self) == "UIStackView")
        #expect(UIView.describedBaseClass(UIStackView.self) == nil)
    }
}
