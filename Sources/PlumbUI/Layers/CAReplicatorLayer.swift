import Foundation

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted a
/// step further than the last: Core Animation's `CAReplicatorLayer`.
///
/// ```swift
/// let dots = CAReplicatorLayer()
/// dots.instanceCount = 3
/// dots.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
/// dots.instanceDelay = 0.2
/// dots.addSublayer(dot)
/// ```
///
/// Where Plumb differs: the properties are kept with Core Animation's defaults, and the layer is
/// drawn as a plain layer: its sublayers once, as the first instance (the one Core Animation
/// draws untransformed). The copies are not drawn.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included (default 1, Apple's
    /// `instanceCount` documentation).
    open var instanceCount: Int = 1
    /// Whether the copies are flattened into the layer's plane (default `false`; kept: Plumb
    /// draws in two dimensions).
    open var preservesDepth = false
    /// The delay, in seconds, of each copy's animations after the previous one's (default 0).
    open var instanceDelay: CFTimeInterval = 0
    /// The transform of each copy relative to the previous one, about the layer's centre
    /// (default the identity).
    open var instanceTransform: CATransform3D = CATransform3DIdentity
    /// The colour that multiplies the first copy (default `nil`, which Core Animation treats
    /// as opaque white: no tint, Apple's `instanceColor` documentation).
    open var instanceColor: CGColor?
    /// What is added to the red component of each copy's colour after the previous one's
    /// (default 0).
    open var instanceRedOffset: Float = 0
    /// What is added to the green component of each copy's colour (default 0).
    open var instanceGreenOffset: Float = 0
    /// What is added to the blue component of each copy's colour (default 0).
    open var instanceBlueOffset: Float = 0
    /// What is added to the alpha of each copy's colour (default 0).
    open var instanceAlphaOffset: Float = 0
}
