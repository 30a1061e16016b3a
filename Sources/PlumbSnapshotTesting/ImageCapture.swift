#if SwiftSnapshotTesting
    internal import Foundation
    internal import PlumbTesting
    internal import PlumbUI
    internal import Raster
    internal import Synchronization

    /// Renders a view or a view controller for the swift-snapshot-testing strategies with
    /// PlumbTesting's renderer: hosted in a `UIWindow` with the configuration's size, safe area and
    /// traits, laid out, drawn, and taken out of the window again.
    ///
    /// This file does not import SnapshotTesting, so `Snapshotting` here is PlumbTesting's strategy.
    ///
    /// swift-snapshot-testing calls a strategy synchronously from the test; Plumb's views are
    /// main-actor isolated (as UIKit's are), so the entry points check that the test runs on the main
    /// actor and stop with a message that says what to change when it does not.
    @MainActor
    enum ImageCapture {
        /// What to render: the value, the configuration and the traits passed to the strategy.
        struct Request {
            var config: ViewImageConfig
            /// The strategy's `traits:` argument, merged over `config.traits` (see ``merge(_:over:)``).
            var traits: UITraitCollection
        }

        /// Renders a view; a nil `config.size` uses the view's frame size.
        nonisolated static func image(of view: UIView, _ request: Request) -> UIImage {
            requireMainActor()
            return MainActor.assumeIsolated {
                image(capture(view: view, request, format: .image(.exact)), scale: scale(request))
            }
        }

        /// Renders a view controller's view as the window's root; a nil `config.size` uses the
        /// view's bounds size.
        nonisolated static func image(of controller: UIViewController, _ request: Request) -> UIImage {
            requireMainActor()
            return MainActor.assumeIsolated {
                image(capture(controller: controller, request, format: .image(.exact)), scale: scale(request))
            }
        }

        /// The `.frames` text of a view laid out for the request (see PlumbTesting's `FrameTree`).
        nonisolated static func frames(of view: UIView, _ request: Request) -> String {
            requireMainActor()
            return MainActor.assumeIsolated {
                frames(capture(view: view, request, format: .frames))
            }
        }

        /// The `.frames` text of a view controller's view laid out as the window's root.
        nonisolated static func frames(of controller: UIViewController, _ request: Request) -> String {
            requireMainActor()
            return MainActor.assumeIsolated {
                frames(capture(controller: controller, request, format: .frames))
            }
        }

        /// Lays out and captures a view. Its frame, autoresizing mask and
        /// `translatesAutoresizingMaskIntoConstraints` are restored afterwards, as
        /// swift-snapshot-testing restores the frame.
        private static func capture(
            view: UIView, _ request: Request,
            format: Snapshotting.Format
        ) -> Result<CapturedSnapshot, SnapshotError> {
            let frame = view.frame, mask = view.autoresizingMask
            let translates = view.translatesAutoresizingMaskIntoConstraints
            defer {
                view.translatesAutoresizingMaskIntoConstraints = translates
                view.autoresizingMask = mask
                view.frame = frame
            }
            return capture(.view(view), defaultSize: frame.size, fitting: view, request, format: format)
        }

        private static func capture(
            controller: UIViewController, _ request: Request,
            format: Snapshotting.Format
        ) -> Result<CapturedSnapshot, SnapshotError> {
            let view: UIView = controller.view
            return capture(
                .controller(controller), defaultSize: view.bounds.size, fitting: view, request, format: format)
        }

        /// Stops with a message naming the fix when a strategy is used off the main actor.
        nonisolated private static func requireMainActor() {
            MainActor.preconditionIsolated(
                "PlumbSnapshotTesting draws PlumbUI views, which are main-actor isolated as UIKit's are: run the test on the main actor (mark it or its suite @MainActor; in XCTest on Linux, write `@MainActor func testName() async`)."
            )
        }

        nonisolated private static func scale(_ request: Request) -> CGFloat {
            merge(request.traits, over: request.config.traits).displayScale
        }

        private static func image(_ result: Result<CapturedSnapshot, SnapshotError>, scale: CGFloat) -> UIImage {
            do {
                guard let image = try result.get().image else { return errorImage("the renderer returned no image") }
                return UIImage(bitmap: try Bitmap(image, scale: Double(scale)), scale: scale)
            } catch {
                return errorImage("\(error)")
            }
        }

        private static func frames(_ result: Result<CapturedSnapshot, SnapshotError>) -> String {
            switch result {
            case .success(let captured): return captured.frames
            case .failure(let error): return "Error: no description could be generated for this view: \(error)\n"
            }
        }

        /// The traits `overrides` was made with replace those of `base` (`UITraitCollection(traitsFrom:)`:
        /// what swift-snapshot-testing does with UIKit's unspecified traits).
        nonisolated static func merge(_ overrides: UITraitCollection, over base: UITraitCollection) -> UITraitCollection
        {
            UITraitCollection(traitsFrom: [base, overrides])
        }

        /// PlumbTesting's strategy for a configuration: a device with the configuration's size, scale,
        /// safe area and size classes, its style and other traits; no lint checks and a transparent
        /// background, as swift-snapshot-testing draws the view's layer alone.
        nonisolated static func strategy(
            size: CGSize, safeArea: UIEdgeInsets, traits t: UITraitCollection,
            format: Snapshotting.Format = .image(.exact)
        ) -> Snapshotting {
            let device = Device(
                name: "ViewImageConfig", width: size.width, height: size.height, scale: t.displayScale,
                safeAreaInsets: safeArea, horizontalSizeClass: t.horizontalSizeClass,
                verticalSizeClass: t.verticalSizeClass, userInterfaceIdiom: t.userInterfaceIdiom)
            let category = t.preferredContentSizeCategory == .unspecified ? .large : t.preferredContentSizeCategory
            return Snapshotting(
                size: .device(device), layoutDirection: t.layoutDirection, scale: t.displayScale,
                contentSizeCategory: category, format: format, lint: [], background: nil,
                userInterfaceStyle: t.userInterfaceStyle, traits: t)
        }

        private static func capture(
            _ subject: SnapshotSubject, defaultSize: CGSize, fitting view: UIView,
            _ request: Request, format: Snapshotting.Format
        ) -> Result<CapturedSnapshot, SnapshotError> {
            let strategy = strategy(for: request, defaultSize: defaultSize, fitting: view, format: format)
            do throws(SnapshotError) {
                return .success(try SnapshotRenderer.capture(subject, as: strategy))
            } catch {
                return .failure(error)
            }
        }

        /// The strategy for a request: its configuration's size, or (when that is empty) the size
        /// that fits the view's content, keeping a given width.
        private static func strategy(
            for request: Request, defaultSize: CGSize, fitting view: UIView,
            format: Snapshotting.Format
        ) -> Snapshotting {
            let traits = merge(request.traits, over: request.config.traits)
            var size = request.config.size ?? defaultSize
            if !(size.width > 0 && size.height > 0) {
                // Like swift-snapshot-testing's `sizeToFit()` fallback: the size that fits the content,
                // keeping a given width.
                let fit = view.systemLayoutSizeFitting(
                    CGSize(width: max(0, size.width), height: 0),
                    withHorizontalFittingPriority: size.width > 0 ? .required : .fittingSizeLevel,
                    verticalFittingPriority: .fittingSizeLevel)
                size = CGSize(width: size.width > 0 ? size.width : fit.width, height: fit.height)
            }
            return strategy(size: size, safeArea: request.config.safeArea, traits: traits, format: format)
        }

        /// A view laid out for the request, described while it is on screen (its frame, autoresizing
        /// mask and `translatesAutoresizingMaskIntoConstraints` restored afterwards).
        nonisolated static func describe(_ view: UIView, _ request: Request, _ describe: @MainActor (UIView) -> String)
            -> String
        {
            requireMainActor()
            return MainActor.assumeIsolated {
                let frame = view.frame, mask = view.autoresizingMask
                let translates = view.translatesAutoresizingMaskIntoConstraints
                defer {
                    view.translatesAutoresizingMaskIntoConstraints = translates
                    view.autoresizingMask = mask
                    view.frame = frame
                }
                let s = strategy(for: request, defaultSize: frame.size, fitting: view, format: .frames)
                return describing(.view(view), s, describe)
            }
        }

        /// A view controller laid out as the window's root, described while it is on screen (its
        /// appearance state `appeared`).
        nonisolated static func describe(
            _ controller: UIViewController, _ request: Request,
            _ describe: @MainActor (UIView) -> String
        ) -> String {
            requireMainActor()
            return MainActor.assumeIsolated {
                let view: UIView = controller.view
                let s = strategy(for: request, defaultSize: view.bounds.size, fitting: view, format: .frames)
                return describing(.controller(controller), s, describe)
            }
        }

        private static func describing(
            _ subject: SnapshotSubject, _ strategy: Snapshotting,
            _ describe: @MainActor (UIView) -> String
        ) -> String {
            do throws(SnapshotError) {
                return try SnapshotRenderer.describe(subject, as: strategy) { describe($0) }
            } catch {
                return "Error: no description could be generated for this view: \(error)\n"
            }
        }

        /// The image recorded when the view cannot be rendered (an empty or huge size): red, with the
        /// reason, so that it explains itself when opened. The comparison recognizes it (see
        /// ``ErrorImages``) and fails with the reason.
        nonisolated static func errorImage(
            _ reason: String, text: String = "Error: no image could be generated for this view"
        ) -> UIImage {
            requireMainActor()
            return MainActor.assumeIsolated { drawErrorImage(reason, text: text) }
        }

        private static func drawErrorImage(_ reason: String, text: String) -> UIImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
            label.backgroundColor = .red
            label.textColor = .white
            label.textAlignment = .center
            label.numberOfLines = 3
            label.text = "\(text): \(reason)"
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
                label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
            }
            ErrorImages.shared.mark(image, reason: reason)
            return image
        }
    }

    /// The images ``ImageCapture/errorImage(_:text:)`` made, with their reasons, so that a failure
    /// message can say why there is no real image. Holds the images weakly.
    final class ErrorImages: Sendable {
        static let shared = ErrorImages()

        private struct Entry {
            weak var image: UIImage?
            var reason: String
        }

        private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

        func mark(_ image: UIImage, reason: String) {
            entries.withLock { entries in
                if entries.count >= 64 { entries = entries.filter { $0.value.image != nil } }
                entries[ObjectIdentifier(image)] = Entry(image: image, reason: reason)
            }
        }

        /// Why `image` is an error image; nil for real images.
        func reason(for image: UIImage) -> String? {
            entries.withLock { entries in
                guard let entry = entries[ObjectIdentifier(image)], entry.image === image else { return nil }
                return entry.reason
            }
        }
    }
#endif
