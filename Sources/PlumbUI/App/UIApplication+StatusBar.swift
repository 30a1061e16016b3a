import Foundation

/// What a window scene's status bar looks like: UIKit's `UIStatusBarManager`.
///
/// Plumb draws no status bar; its frame is the band the scene's key window reserves for it at
/// the top of its safe area (see ``statusBarFrame``), and its style and hidden state are those
/// the window's controllers ask for (`preferredStatusBarStyle`, `prefersStatusBarHidden`, with
/// UIKit's presentation and `childForStatusBar...` rules).
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame in screen coordinates: the width of the scene's key window and
    /// the height of the bar on its device (`.zero` with no key window or no top safe area,
    /// where the bar is hidden, as in an iPhone's landscape).
    ///
    /// The height is the window's top safe-area inset (the status bar is what makes it: 20
    /// points on iPhones with a home button, 44 on iPhone X and XS, 47 on iPhone 12 to 14),
    /// except on Dynamic Island iPhones, whose 59-point inset holds a 54-point status bar
    /// (published measurements; estimates, Apple documents neither). `.zero` too when the
    /// window's controllers hide the status bar (`prefersStatusBarHidden`).
    open var statusBarFrame: CGRect { StatusBarGeometry.frame(of: scene?.keyWindow) }

    /// Whether the status bar is hidden (no height).
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// The status bar's style: the `preferredStatusBarStyle` of the controller that decides in
    /// the key window (`.default`, dark text in light mode, without one).
    open var statusBarStyle: UIStatusBarStyle { StatusBarAppearance.style(in: scene?.keyWindow) }
}

/// The status bar's frame from a window's safe area.
@MainActor
enum StatusBarGeometry {
    static func frame(of window: UIWindow?) -> CGRect {
        guard let window, !StatusBarAppearance.isHidden(in: window) else { return .zero }
        let top = window.hostSafeAreaInsets.top
        guard top > 0, top.isFinite else { return .zero }
        let height = top == 59 ? 54 : top
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: height)
    }
}

extension UIWindowScene {
    /// The scene's status bar manager.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

extension UIApplication {
    /// The status bar's frame: the key window's (see `UIStatusBarManager.statusBarFrame`),
    /// `.zero` when there is no key window or the bar is hidden.
    ///
    /// ```swift
    /// let top = UIApplication.shared.statusBarFrame.height   // 20 on an iPhone SE
    /// ```
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { StatusBarGeometry.frame(of: keyWindow) }

    /// Whether the status bar is hidden.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { StatusBarGeometry.frame(of: keyWindow).height == 0 }
}
