import Foundation
import PlumbUI
import Typesetting
import Raster

extension PlumbTool {
    /// Lays out a JSON layout document (see the "Layout documents" article) with Auto
    /// Layout, writes the PNG, and prints the frame tree and everything Auto Layout had to say
    /// (`plumb render`).
    ///
    /// The root view fills a window of the document's width and height (or the height that fits
    /// the content when there is none), with its direction, scale and content size as traits.
    /// Unsatisfiable constraints are logged in UIKit's format (constraints are named by their
    /// source text) and ambiguous views are listed with `_autolayoutTrace()`; the image is written
    /// anyway, so the broken layout can be looked at.
    ///
    /// ```shell
    /// swift run plumb render Examples/card.json -o card.png --rtl
    /// ```
    ///
    /// - Parameters:
    ///   - document: The layout document (JSON).
    ///   - output: The PNG to write (atomically); nil: the document's path with `.png`.
    ///   - width: Overrides the document's width.
    ///   - height: Overrides the document's height.
    ///   - scale: Overrides the document's scale.
    ///   - rightToLeft: Override the document's direction.
    ///   - trace: Print `_autolayoutTrace()` even when no view is ambiguous.
    /// - Returns: status 0 when the layout is sound, 1 when it logged unsatisfiable or invalid
    ///   constraints, a layout loop or ambiguous views (the image is still written), 2 when the
    ///   document cannot be read or used (the message names the file, line and column) or the
    ///   image cannot be written.
    @MainActor
    public static func render(
        _ document: String, output: String? = nil, width: Double? = nil, height: Double? = nil,
        scale: Double? = nil, rightToLeft: Bool? = nil, trace: Bool = false
    ) -> Result {
        var doc: LayoutDocument
        do { doc = try LayoutDocument.load(document) } catch {
            return Result(status: 2, output: error.description)
        }
        if let width {
            guard width >= 1, width <= 10000 else {
                return Result(status: 2, output: "error: --width must be between 1 and 10000, not \(width)")
            }
            doc.width = CGFloat(width)
        }
        if let height {
            guard height >= 1, height <= 10000 else {
                return Result(status: 2, output: "error: --height must be between 1 and 10000, not \(height)")
            }
            doc.height = CGFloat(height)
        }
        if let scale {
            guard scale >= 1, scale <= 4 else {
                return Result(status: 2, output: "error: --scale must be between 1 and 4, not \(scale)")
            }
            doc.scale = CGFloat(scale)
        }
        if let rightToLeft { doc.direction = rightToLeft ? .rightToLeft : .leftToRight }
        let out = output ?? ((document as NSString).deletingPathExtension + ".png")
        // No picture without its fonts: text drawn without glyphs is a wrong picture, not a warning.
        do { try FontRegistry.checkFonts() } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: doc.width, height: doc.height ?? 1000))
        window.overrideTraitCollection = UITraitCollection(
            layoutDirection: doc.direction, displayScale: doc.scale,
            preferredContentSizeCategory: doc.contentSize)
        window.hostSafeAreaInsets = doc.safeArea
        let root = doc.root
        let (_, diagnostics) = LayoutDiagnostics.collect {
            window.addSubview(root)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = window.bounds
            NSLayoutConstraint.activate(doc.constraints)
            if doc.height == nil {
                let fit = root.systemLayoutSizeFitting(
                    CGSize(width: doc.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                window.frame = CGRect(x: 0, y: 0, width: doc.width, height: max(1, fit.height))
                root.frame = window.bounds
            }
            window.layoutIfNeeded()
        }
        var ambiguous: [String] = []
        func visit(_ v: UIView, path: String) {
            if v.hasAmbiguousLayout { ambiguous.append("\(path) \(FrameTree.format(v.frame))") }
            for (i, s) in v.subviews.enumerated() { visit(s, path: path + "/" + FrameTree.component(s, index: i)) }
        }
        visit(root, path: FrameTree.component(root, index: nil))

        let image: RGBAImage
        do {
            image = try ViewRenderer.render(window, scale: doc.scale, background: doc.background ?? .white)
                .straightImage()
        } catch let RasterError.invalidSize(w, h, reason) {
            // The image's size comes from the document: point at the value that made it too
            // large (the root view when the size is an option's or the content's).
            let tooWide = !(1...Bitmap.maxDimension).contains(w)
            let key = tooWide ? (width == nil ? "width" : "root") : (height == nil ? "height" : "root")
            var message = "invalid bitmap size \(w)x\(h): \(reason)"
            if !tooWide, doc.height == nil {
                message +=
                    " (the height that fits the root view's content; set \"height\" or --height to draw part of it)"
            }
            return Result(status: 2, output: doc.error(at: key, message).description)
        } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        // Temporary files a killed run left beside the image.
        StaleTemporaryFiles.clean([(out as NSString).deletingLastPathComponent])
        do {
            var metadata = [
                SnapshotVerifier.MetadataKey.renderer: SnapshotSupport.rendererVersion,
                SnapshotVerifier.MetadataKey.fonts: SnapshotVerifier.fontSetHash,
                SnapshotVerifier.MetadataKey.libraries: SnapshotVerifier.libraryVersions,
            ]
            let systemFonts = SystemFonts.current
            if !systemFonts.isEmpty { metadata[SnapshotVerifier.MetadataKey.systemFonts] = systemFonts.identity }
            try PNGEncoder().write(image, to: out, metadata: metadata)
        } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let pt = "\(FrameTree.num(window.bounds.width))x\(FrameTree.num(window.bounds.height)) pt"
        var lines = [
            "wrote \(out): \(image.width)x\(image.height) px (\(pt) @\(FrameTree.num(doc.scale))x, \(doc.direction == .rightToLeft ? "rtl" : "ltr"))"
        ]
        // Trimmed in Swift: Foundation's trimming copies a text of megabytes through NSString.
        var frames = Substring(FrameTree.text(FrameTree.records(of: root)))
        while frames.first?.isNewline == true { frames.removeFirst() }
        while frames.last?.isNewline == true { frames.removeLast() }
        lines.append(String(frames))
        // The fitting pass and the layout pass may report the same conflict: print it once.
        var seen = Set<String>()
        let unique = diagnostics.filter { seen.insert($0.message).inserted }
        let problems = unique.filter { $0.kind != .warning }
        for d in unique {
            lines.append("")
            lines.append(d.kind == .warning ? "warning: \(d.message)" : d.message)
        }
        if !ambiguous.isEmpty {
            lines.append("")
            lines.append(
                "ambiguous layout (\(ambiguous.count) view\(ambiguous.count == 1 ? "" : "s")): "
                    + ambiguous.joined(separator: ", "))
        }
        if trace || !ambiguous.isEmpty {
            lines.append("")
            lines.append(root._autolayoutTrace().trimmingCharacters(in: .newlines))
        }
        let sound = problems.isEmpty && ambiguous.isEmpty
        return Result(status: sound ? 0 : 1, output: lines.joined(separator: "\n"))
    }
}
