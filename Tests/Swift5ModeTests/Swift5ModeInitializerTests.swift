import Foundation
// Swift 5 language mode: subclasses of UIKit views written as iOS code writes them, overriding
// UIKit's designated initializers and made with the convenience initializers they inherit.
import PlumbUI
import Testing

/// A stack view subclass with UIKit's two designated initializers (`init(coder:)` is not failable
/// on `UIStackView`).
class ToolbarStack: UIStackView {
    var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setUpCount += 1
        axis = .horizontal
        spacing = 8
    }
}

/// A button subclass that overrides `init(frame:)`, UIButton's designated initializer.
class RoundedButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A text view subclass that overrides UITextView's designated initializer.
class CommentView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        isScrollEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

func makeToolbar() -> ToolbarStack {
    let save = RoundedButton(type: .system)
    save.setTitle("Save", for: .normal)
    return ToolbarStack(arrangedSubviews: [save, RoundedButton()])
}

@Suite struct Swift5ModeInitializers {
    @MainActor @Test func subclassesInheritUIKitsConvenienceInitializers() {
        let toolbar = makeToolbar()
        #expect(toolbar.setUpCount == 1 && toolbar.spacing == 8)
        #expect(toolbar.arrangedSubviews.count == 2)
        let save = toolbar.arrangedSubviews[0] as? RoundedButton
        #expect(save?.buttonType == .system && save?.layer.cornerRadius == 8)
        #expect((toolbar.arrangedSubviews[1] as? RoundedButton)?.buttonType == .custom)
        #expect(ToolbarStack().setUpCount == 1)
        #expect(CommentView().isScrollEnabled == false)
    }
}
