import Foundation
import Raster
import Testing
@testable import PlumbUI

/// UIView's one-argument layout-direction method and `UIColor()`.
@MainActor @Suite struct SmallUIKitGapTests {
    @Test func layoutDirectionForAnAttributeFollowsTheApp() {
        let app = UIApplication.shared.userInterfaceLayoutDirection
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == app)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    @Test func anEmptyColorDrawsNothing() throws {
        let color = UIColor()
        #expect(color.alpha == 0 && color == .clear)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.backgroundColor = color
        let white = try ViewRenderer.render(view, scale: 1, background: .white)
        #expect(white.color(x: 1, y: 1) == Color(red: 255, green: 255, blue: 255))
    }
}
