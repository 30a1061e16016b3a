import Foundation
import Raster
import Synchronization
import Testing
@testable import PlumbUI

/// UIKit's image context functions and the context stack.
@MainActor @Suite struct ImageContextTests {
    let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    @Test func anImageContextDrawsIntoAnImageAtItsScale() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 0)  // 0: the main screen's scale
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 3))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == UIScreen.main.scale && image.scale == 2 && image.size == CGSize(width: 4, height: 3))
        #expect(image.bitmap.color(x: 3, y: 2) == red && image.bitmap.color(x: 4, y: 2).alpha == 0)
        // UIGraphicsBeginImageContext: scale 1, transparent.
        UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
        let plain = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(plain?.scale == 1 && plain?.bitmap.width == 5 && plain?.bitmap.color(x: 0, y: 0).alpha == 0)
    }

    @Test func anOpaqueImageContextStartsBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.bitmap.color(x: 1, y: 1) == Color(red: 0, green: 0, blue: 0))
    }

    @Test func contextsNestAsAStack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        let inner = try #require(UIGraphicsGetCurrentContext())
        #expect(inner !== outer)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let small = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIGraphicsPopContext()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let big = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(small?.bitmap.color(x: 0, y: 0) == blue && big?.bitmap.color(x: 1, y: 1) == red)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aDrawingScopeOpenedAfterAPushDrawsIntoItsOwnContext() throws {
        // A view drawn into an image context with drawHierarchy: its draw(_:) gets its own context.
        final class Mark: UIView {
            var seen: CGContext?
            override func draw(_ rect: CGRect) { seen = UIGraphicsGetCurrentContext() }
        }
        let mark = Mark(frame: rect(0, 0, 2, 2))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let pushed = UIGraphicsGetCurrentContext()
        mark.drawHierarchy(in: mark.bounds, afterScreenUpdates: true)
        #expect(mark.seen != nil && mark.seen !== pushed)
        #expect(UIGraphicsGetCurrentContext() === pushed)
        // Pushed inside a renderer's block, a context is current until it is popped.
        let outer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { ctx in
            UIGraphicsPushContext(pushed!)
            #expect(UIGraphicsGetCurrentContext() === pushed)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
            // A renderer's context is an image context too.
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 2)
        }
        UIGraphicsEndImageContext()
        #expect(outer.size == CGSize(width: 1, height: 1))
    }

    @Test func unbalancedCallsAreReportedNotFatal() {
        let (_, reports) = LayoutDiagnostics.collect {
            UIGraphicsEndImageContext()
            UIGraphicsPopContext()
            UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
            UIGraphicsPushContext(UIGraphicsGetCurrentContext()!)
            UIGraphicsEndImageContext()  // a pushed context is on top: not ended
            UIGraphicsPopContext()
            UIGraphicsEndImageContext()
        }
        #expect(reports.count == 3)
        #expect(
            reports.first?.message.hasPrefix("UIGraphicsEndImageContext() with no image context on top of the stack")
                == true)
        #expect(reports[1].message.hasPrefix("UIGraphicsPopContext() with no context pushed") == true)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func anImageContextWithoutPixelsIsReportedAndStaysBalanced() {
        let (_, reports) = LayoutDiagnostics.collect {
            UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))  // nowhere to draw: nothing happens
            UIGraphicsEndImageContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, -1)
            UIGraphicsEndImageContext()
        }
        #expect(
            reports.count == 2
                && reports.allSatisfy { $0.message.hasPrefix("UIGraphicsBeginImageContext() failed to allocate") })
    }

    @Test func eachThreadHasItsOwnStack() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        defer { UIGraphicsEndImageContext() }
        let elsewhere = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            elsewhere.withLock { $0 = UIGraphicsGetCurrentContext() == nil }
            done.signal()
        }
        done.wait()
        #expect(UIGraphicsGetCurrentContext() != nil && elsewhere.withLock { $0 } == true)
    }
}
