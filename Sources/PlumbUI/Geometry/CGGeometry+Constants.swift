import Foundation

// Core Graphics' geometric constants under their C names, which Swift code on iOS still uses
// (ProgressHUD: `setupSizes(width, height, CGPointZero, rect)`). Apple's documentation declares
// each as a Swift global (`let CGRectZero: CGRect`, "Geometric Zeros" and CGRectNull /
// CGRectInfinite, iOS 2.0 and later); swift-corelibs-foundation has only the `.zero`, `.null`
// and `.infinite` properties they equal.

/// The point (0, 0): Core Graphics' `CGPointZero`, equal to `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// The size 0 × 0: Core Graphics' `CGSizeZero`, equal to `CGSize.zero`.
public let CGSizeZero = CGSize.zero
/// The rectangle at (0, 0) of size 0 × 0: Core Graphics' `CGRectZero`, equal to `CGRect.zero`.
public let CGRectZero = CGRect.zero
/// The null rectangle (the result of intersecting disjoint rectangles): `CGRect.null`.
public let CGRectNull = CGRect.null
/// The infinite rectangle: `CGRect.infinite`.
public let CGRectInfinite = CGRect.infinite
