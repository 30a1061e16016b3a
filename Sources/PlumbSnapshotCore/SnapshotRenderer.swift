import Foundation
package import PlumbUI
import Raster

/// Lays a view out in a window for a strategy, renders it and runs the lint checks.
@MainActor
public enum SnapshotRenderer {
    /// Captures `subject` with `strategy`.
    ///
    /// The view is put in a `UIWindow` sized by the strategy (a device's screen with its safe area
    /// and size classes, a fixed size, or a width and the height that fits), with the strategy's
    /// direction, scale, Dynamic Type size, style and further traits as the window's traits;
    /// labels' text is doubled for `.doubled` strategies and restored afterwards; the view leaves
    /// the window at the end.
    ///
    /// A view controller becomes the window's root and goes through UIKit's lifecycle before it
    /// is drawn: `loadView`/`viewDidLoad` (if its view was not loaded), `viewWillAppear`,
    /// `updateViewConstraints` (when needed), `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
    /// `viewDidAppear`; and after the capture `viewWillDisappear`, `viewDidDisappear`. Containers
    /// (navigation, tab bar) and presented controllers are drawn with their bars and sheets.
    ///
    /// - Throws: `SnapshotError.renderFailed` when the laid-out size is empty or too large.
    public static func capture(_ subject: SnapshotSubject, as strategy: Snapshotting) throws(SnapshotError)
        -> CapturedSnapshot
    {
        let (result, diagnostics) = LayoutDiagnostics.collect { () -> Result<CapturedSnapshot, SnapshotError> in
            do throws(SnapshotError) {
                var captured = try captureCollecting(subject, strategy)
                if !strategy.auditTypes.isEmpty {
                    captured.audit = try AccessibilityAudit.run(
                        subject, as: strategy, for: strategy.auditTypes, suppressing: strategy.auditSuppressions)
                }
                return .success(captured)
            } catch {
                return .failure(error)
            }
        }
        var captured = try result.get()
        if strategy.lint.contains(.unsatisfiableConstraints) {
            for d in diagnostics where d.kind == .unsatisfiableConstraints || d.kind == .layoutLoop {
                // The finding's detail is the diagnostic's one-line summary; the whole log (a
                // conflict's constraints) goes with it when there is more.
                captured.lintProblems.insert(
                    LintFinding(
                        check: d.kind == .layoutLoop ? .layoutLoop : .unsatisfiableConstraints, detail: d.summary,
                        log: d.message == d.summary ? nil : d.message),
                    at: 0)
            }
        }
        var seen = Set<String>()
        captured.warnings = diagnostics.filter {
            $0.kind != .unsatisfiableConstraints && $0.kind != .layoutLoop && seen.insert($0.message).inserted
        }.map(\.message)
        return captured
    }

    /// Hosts the subject as ``capture(_:as:)`` does (window, traits, controller lifecycle), lays
    /// it out, and returns what `describe` says of it while it is on screen: for text strategies
    /// that read the laid-out tree in a format of their own (UIKit's `recursiveDescription`, a
    /// controller's `_printHierarchy`). `describe` gets the hosted view (a controller's view).
    package static func describe(
        _ subject: SnapshotSubject, as strategy: Snapshotting,
        _ describe: (UIView) -> String
    ) throws(SnapshotError) -> String {
        let hosted = host(subject, strategy)
        defer { unhost(subject, hosted) }
        guard hosted.window.bounds.width > 0, hosted.window.bounds.height > 0 else {
            throw .renderFailed(reason: "the laid-out size is \(FrameTree.format(hosted.window.bounds))")
        }
        return describe(hosted.view)
    }

    private static func captureCollecting(_ subject: SnapshotSubject, _ strategy: Snapshotting) throws(SnapshotError)
        -> CapturedSnapshot
    {
        let recorder = strategy.filmstripFrames != nil ? AnimationRecorder() : nil
        let hosted = recorder.map { r in r.record { host(subject, strategy, recorder: r) } } ?? host(subject, strategy)
        defer { unhost(subject, hosted) }
        var image: RGBAImage?
        var filmstripProblems: [LintFinding] = []
        if let recorder, let frames = strategy.filmstripFrames, case .image = strategy.format {
            do {
                (image, filmstripProblems) = try Filmstrip.render(
                    hosted.window, recorder: recorder, frames: frames, strategy: strategy)
            } catch {
                throw .renderFailed(reason: error.description)
            }
        } else if case .image = strategy.format {
            do {
                let screen = try ViewRenderer.render(
                    hosted.window, scale: strategy.scale, background: strategy.background)
                if strategy.drawsAccessibility {
                    let elements = AccessibilityElements.records(in: hosted.window, root: hosted.view)
                    image = try AccessibilityOverlay.render(
                        screen, size: hosted.window.bounds.size, elements: elements,
                        strategy: strategy
                    ).straightImageWithDigest()
                } else {
                    image = screen.straightImageWithDigest()
                }
            } catch {
                throw .renderFailed(reason: error.description)
            }
        } else if hosted.window.bounds.width <= 0 || hosted.window.bounds.height <= 0 {
            throw .renderFailed(reason: "the laid-out size is \(FrameTree.format(hosted.window.bounds))")
        }
        let records = FrameTree.records(of: hosted.view)
        var problems =
            filmstripProblems
            + Lint.check(hosted.view, records: records, checks: strategy.lint, exemptions: strategy.lintExemptions)
        if strategy.lint.contains(.missingAccessibilityLabels) {
            problems += Lint.missingLabels(in: hosted.window, root: hosted.view, exemptions: strategy.lintExemptions)
        }
        // An accessibility `.txt` lists the elements; an image keeps the frame tree (for frame changes).
        let elements =
            strategy.drawsAccessibility && image == nil
            ? AccessibilityElements.text(AccessibilityElements.records(in: hosted.window, root: hosted.view)) : nil
        if strategy.lint.contains(.rtlMirror), !subject.isWindow {
            var other = strategy.direction(strategy.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft)
            other.format = .frames
            unhost(subject, hosted)
            let mirrored = host(subject, other)
            let otherRecords = FrameTree.records(of: mirrored.view)
            unhost(subject, mirrored)
            let (ltr, rtl) =
                strategy.layoutDirection == .rightToLeft ? (otherRecords, records) : (records, otherRecords)
            problems += Lint.mirrorProblems(
                ltr: ltr, rtl: rtl, scale: strategy.scale, exemptions: strategy.lintExemptions)
        }
        if let elements { return CapturedSnapshot(image: image, frames: elements, lintProblems: problems) }
        return CapturedSnapshot(image: image, records: records, lintProblems: problems)
    }

    struct Hosted {
        var window: UIWindow
        var view: UIView
        var doubled: [(UILabel, String?)]
    }

    static func host(_ subject: SnapshotSubject, _ s: Snapshotting, recorder: AnimationRecorder? = nil) -> Hosted {
        if case .window(let w) = subject {
            recorder?.root = w
            w.layoutIfNeeded()
            return Hosted(window: w, view: w.rootViewController?.view ?? w, doubled: [])
        }
        let width: CGFloat, height: CGFloat
        var insets = UIEdgeInsets.zero
        var hClass = UIUserInterfaceSizeClass.compact, vClass = UIUserInterfaceSizeClass.regular
        var idiom = UIUserInterfaceIdiom.phone
        switch s.size {
        case .device(let d):
            (width, height, insets, hClass, vClass) = (
                d.size.width, d.size.height, d.safeAreaInsets, d.horizontalSizeClass, d.verticalSizeClass
            )
            idiom = d.userInterfaceIdiom
        case .fixed(let w, let h): (width, height) = (w, h)
        case .width(let w): (width, height) = (w, 1000)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        recorder?.root = window
        window.overrideTraitCollection = s.windowTraits(
            horizontalSizeClass: hClass, verticalSizeClass: vClass, userInterfaceIdiom: idiom)
        window.hostSafeAreaInsets = insets
        let view: UIView
        switch subject {
        case .controller(let vc):
            window.rootViewController = vc
            view = vc.view
        case .view(let v):
            view = v
            window.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = true
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.frame = window.bounds
        case .window(let w):
            view = w  // returned above
        }
        var doubled: [(UILabel, String?)] = []
        if s.doublesStrings {
            func visit(_ v: UIView) {
                if let l = v as? UILabel, let t = l.text, !t.isEmpty {
                    doubled.append((l, t))
                    l.text = t + " " + t
                }
                v.subviews.forEach(visit)
            }
            visit(view)
        }
        if case .width(let w) = s.size, !(s.drawsWholeContent && firstScrollView(in: view) != nil) {
            let fit = view.systemLayoutSizeFitting(
                CGSize(width: w, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            // Sized before it is shown: not a size transition for the controller.
            window.setFrameWithoutTransition(CGRect(x: 0, y: 0, width: w, height: fit.height))
            view.frame = window.bounds
        }
        // Lays out, then finishes the appearance (viewDidAppear), as the first screen update does.
        window.makeKeyAndVisible()
        if s.drawsWholeContent { growToWholeContent(window, view, s) }
        return Hosted(window: window, view: view, doubled: doubled)
    }

    /// The view itself if it scrolls, else the first scroll view inside it (depth first).
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let s = view as? UIScrollView { return s }
        for sub in view.subviews {
            if let s = firstScrollView(in: sub) { return s }
        }
        return nil
    }

    /// Grows (or, at a width, sizes) the window so the scroll view shows its whole content:
    /// each round lays out again, as rows laid out for the first time replace estimates.
    static func growToWholeContent(_ window: UIWindow, _ view: UIView, _ s: Snapshotting) {
        let sizedByWidth: Bool = if case .width = s.size { true } else { false }
        for _ in 0..<16 {
            guard let scroll = firstScrollView(in: view) else { return }
            let inset = scroll.adjustedContentInset
            let needed = scroll.contentSize.height + inset.top + inset.bottom
            let extra = needed - scroll.bounds.height
            guard sizedByWidth ? abs(extra) > 0.001 : extra > 0.001 else { return }
            // The content size shows before the screen does: not a size transition.
            window.setFrameWithoutTransition(
                CGRect(x: 0, y: 0, width: window.bounds.width, height: max(1, window.bounds.height + extra)))
            view.frame = window.bounds
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -inset.top)
            window.layoutIfNeeded()
        }
    }

    static func unhost(_ subject: SnapshotSubject, _ h: Hosted) {
        for (label, text) in h.doubled where label.text != text { label.text = text }
        switch subject {
        case .controller(let vc):
            if h.window.rootViewController === vc {
                h.window.rootViewController = nil
                h.window.layoutIfNeeded()  // viewDidDisappear
            }
        case .view(let v): if v.superview === h.window { v.removeFromSuperview() }
        case .window: break
        }
    }
}
