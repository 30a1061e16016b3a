import Foundation

/// A view's rarely used state, kept out of every view until first set.
@MainActor
final class ViewExtras {
    var isExclusiveTouch = false
    var mask: UIView?
    var motionEffects: [UIMotionEffect] = []
}

extension UIView {
    /// The view's extras, made on first use.
    var extras: ViewExtras {
        if let e = _extras { return e }
        let e = ViewExtras()
        _extras = e
        return e
    }

    // MARK: Mask

    /// ``mask``'s setter: the mask view's layer becomes the layer's mask, as in UIKit (the mask
    /// view's frame is in this view's coordinates; only its alpha counts: where it is clear,
    /// this view does not draw). Plumb draws the mask view's layer (its background, corners,
    /// contents and sublayers), not the mask view's subviews.
    ///
    /// ```swift
    /// let fade = UIView(frame: photo.bounds.insetBy(dx: 20, dy: 20))
    /// fade.backgroundColor = .black
    /// photo.mask = fade   // only the middle of the photo shows
    /// ```
    func setMask(_ newValue: UIView?) {
        guard newValue !== _extras?.mask else { return }
        if newValue == nil, _extras == nil { return }
        extras.mask = newValue
        layer.mask = newValue?.layer
        setNeedsDisplay()
    }

    // MARK: Snapshots

    /// A view that shows a copy of what this view draws now, its subviews included (UIKit's
    /// `snapshotView(afterScreenUpdates:)`): a plain view of the same bounds whose layer holds
    /// the pixels, at the display scale of the view's traits. Lays the tree out first, as an
    /// update would (`afterScreenUpdates` makes no other difference: Plumb has no screen).
    /// Later changes to this view do not change the copy. `nil` for an empty or huge view.
    ///
    /// ```swift
    /// let copy = card.snapshotView(afterScreenUpdates: true)!
    /// copy.frame = card.frame
    /// container.addSubview(copy)   // draws the card as it looked
    /// ```
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width * size.height <= 100_000_000 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        let scale = traitCollection.displayScale
        format.scale = scale > 0 && scale.isFinite ? scale : 2
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            _ = drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: afterUpdates)
        }
        let copy = _UIReplicantView(frame: CGRect(origin: .zero, size: size))
        copy.layer.contents = image.cgImage
        copy.layer.contentsScale = format.scale
        return copy
    }

    /// A snapshot of part of the view, stretched by `capInsets` (UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`); Plumb keeps the part
    /// unstretched (`.resize` contents fill the copy's bounds) and ignores the insets.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates), bounds.width > 0, bounds.height > 0 else {
            return nil
        }
        let r = rect.standardized.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        whole.bounds = CGRect(origin: .zero, size: r.size)
        whole.frame.origin = .zero
        whole.layer.contentsRect = CGRect(
            x: r.minX / bounds.width, y: r.minY / bounds.height,
            width: r.width / bounds.width, height: r.height / bounds.height)
        return whole
    }

    // MARK: Motion effects

    /// The motion effects added to the view (UIKit's `motionEffects`). Plumb has no device
    /// motion: they are kept and never change the view.
    public var motionEffects: [UIMotionEffect] {
        get { _extras?.motionEffects ?? [] }
        set { extras.motionEffects = newValue }
    }

    /// Adds a motion effect (once: adding it again does nothing, as in UIKit). Kept only.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        extras.motionEffects.append(effect)
    }

    /// Removes a motion effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        _extras?.motionEffects.removeAll { $0 === effect }
    }

    // MARK: Animations enabled

    /// Whether animations are enabled (default `true`; UIKit's `areAnimationsEnabled`). While
    /// they are not, animation blocks still run at once (as everything does in Plumb) but are
    /// not recorded as animations (a filmstrip snapshot shows no change for them).
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for the whole app (UIKit's `setAnimationsEnabled(_:)`).
    /// Process-wide, as in UIKit: restore it when done.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Runs `actions` with animations disabled, then restores the previous setting (UIKit's
    /// `performWithoutAnimation(_:)`): changes made in an animation block inside are not
    /// animated.
    ///
    /// ```swift
    /// UIView.performWithoutAnimation {
    ///     button.setTitle("Done", for: .normal)
    ///     button.layoutIfNeeded()
    /// }
    /// ```
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let before = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = before }
        actions()
    }

    /// The app's animation switch (UIKit's default: on).
    private static var animationsEnabled = true
}

/// The view `snapshotView(afterScreenUpdates:)` returns (UIKit's class name): a plain view whose
/// layer holds the copied pixels.
final class _UIReplicantView: UIView {}
