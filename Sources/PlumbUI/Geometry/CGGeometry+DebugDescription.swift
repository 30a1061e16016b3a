import Foundation

// How Foundation on iOS prints geometry: the CoreGraphics overlay of Apple's Swift
// (stdlib/public/Darwin/CoreGraphics, `extension CGRect : CustomDebugStringConvertible`)
// prints "(x, y, width, height)", a point "(x, y)" and a size "(width, height)".
// swift-corelibs-foundation has no such conformance, so `print(rect)` and string interpolation
// printed the memberwise form on Linux.

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as on iOS: `CGRect(x: 1, y: 2.5, width: 3, height: 4)` prints
    /// `(1.0, 2.5, 3.0, 4.0)`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as on iOS.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as on iOS.
    public var debugDescription: String { "(\(width), \(height))" }
}
