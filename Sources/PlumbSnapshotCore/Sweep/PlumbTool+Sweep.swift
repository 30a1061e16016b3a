import Foundation
import PlumbUI
import Raster
import Typesetting

extension PlumbTool {
    /// What `plumb sweep` sweeps: widths, heights, the Dynamic Type sizes or both directions.
    public enum SweepAxisOption: Sendable, Equatable {
        case widths(String)
        case heights(String)
        case contentSizes
        case directions
    }

    /// Sweeps a layout document (as `plumb render` reads it) and prints its breakpoints and stable
    /// ranges (`plumb sweep`).
    ///
    /// The root view is laid out as `plumb render` lays it out (the document's scale, direction and
    /// content size; its safe area is not applied) at each step; breakpoints are found to the
    /// pixel. With `reference`, the text is compared with that file and each breakpoint that
    /// moved, appeared or went away is named; with `record`, the file is written (atomically).
    ///
    /// ```shell
    /// swift run plumb sweep Examples/card.json --widths 280...1024 --strip card-sweep.png
    /// ```
    ///
    /// - Parameters:
    ///   - document: The layout document (JSON).
    ///   - axis: What to sweep; a range is `LOW...HIGH` in points (1 ... 10000).
    ///   - step: Points between sampled widths or heights (each change is bisected to the pixel).
    ///   - width: The width when heights are swept (default: the document's width).
    ///   - height: The height when widths are swept (default: the height that fits).
    ///   - rightToLeft: Override the document's direction.
    ///   - strip: Where to write the strip image (each breakpoint's two sides), atomically.
    ///   - reference: A breakpoints file to compare with (or to write, with `record`).
    ///   - record: Write the breakpoints to `reference` instead of comparing with it.
    /// - Returns: status 0 when it ran (and matches the reference), 1 when the breakpoints differ
    ///   from the reference, 2 when the document, the arguments or a file cannot be used.
    @MainActor
    public static func sweep(
        _ document: String, axis: SweepAxisOption, step: Double = 1, width: Double? = nil, height: Double? = nil,
        rightToLeft: Bool? = nil, strip: String? = nil, reference: String? = nil, record: Bool = false
    ) -> Result {
        var doc: LayoutDocument
        do { doc = try LayoutDocument.load(document) } catch {
            return Result(status: 2, output: error.description)
        }
        guard step >= 0.01, step <= 10000 else {
            return Result(status: 2, output: "error: --step must be between 0.01 and 10000, not \(FrameTree.num(step))")
        }
        for (name, v) in [("--width", width), ("--height", height)] {
            if let v, !(1...10000).contains(v) {
                return Result(status: 2, output: "error: \(name) must be between 1 and 10000, not \(FrameTree.num(v))")
            }
        }
        if record, reference == nil {
            return Result(status: 2, output: "error: --record needs --reference FILE (the breakpoints file to write)")
        }
        if let rightToLeft { doc.direction = rightToLeft ? .rightToLeft : .leftToRight }
        do { try FontRegistry.checkFonts() } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let fixedHeight = height.map { CGFloat($0) } ?? doc.height
        let across = CGFloat(width ?? Double(doc.width))
        var sweep: LayoutSweep
        switch axis {
        case .widths(let text):
            guard let r = parseRange(text) else { return rangeError("--widths", text) }
            sweep = .widths(r, step: CGFloat(step), height: fixedHeight, scale: doc.scale)
        case .heights(let text):
            guard let r = parseRange(text) else { return rangeError("--heights", text) }
            sweep = .heights(r, step: CGFloat(step), width: across, scale: doc.scale)
        case .contentSizes:
            sweep = .contentSizes(width: across, height: fixedHeight, scale: doc.scale)
        case .directions:
            sweep = .directions(width: across, height: fixedHeight, scale: doc.scale)
        }
        sweep.strategy.layoutDirection = doc.direction
        sweep.strategy.background = doc.background ?? .white
        if case .contentSizes = axis {} else { sweep.strategy.contentSizeCategory = doc.contentSize }
        let root = doc.root
        NSLayoutConstraint.activate(doc.constraints)
        let captured: CapturedSweep
        do { captured = try sweep.capture(.view(root), strip: strip != nil) } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        var lines = [captured.result.text.trimmingCharacters(in: .newlines)]
        var status: Int32 = 0
        if let strip {
            StaleTemporaryFiles.clean([(strip as NSString).deletingLastPathComponent])
            if let image = captured.strip {
                do { try PNGEncoder().write(image, to: strip) } catch {
                    return Result(status: 2, output: "error: \(error.description)")
                }
                lines.append("strip: \(strip) (\(image.width)x\(image.height) px)")
            } else {
                lines.append("strip: none written (no breakpoints)")
            }
        }
        if let reference {
            if record {
                do { try FileSystem.writeAtomically(Data(captured.result.text.utf8), to: reference) } catch {
                    return Result(status: 2, output: "error: \(error.description)")
                }
                lines.append("recorded the breakpoints to \(reference)")
            } else {
                guard let data = FileManager.default.contents(atPath: reference) else {
                    return Result(
                        status: 2,
                        output: "error: cannot read the reference \(reference) (write it with --record)")
                }
                let old = String(decoding: data, as: UTF8.self)
                if old == captured.result.text {
                    lines.append("the breakpoints match \(reference)")
                } else {
                    status = 1
                    let changes = SnapshotFormat.sweepText(captured.result).compare(
                        CapturedSnapshot(image: nil, frames: captured.result.text, lintProblems: []), reference)
                    lines.append("the breakpoints differ from \(reference):")
                    lines += changes.details
                }
            }
        }
        return Result(status: status, output: lines.joined(separator: "\n"))
    }

    /// `LOW...HIGH` in points, 1 ≤ LOW < HIGH ≤ 10000.
    static func parseRange(_ s: String) -> ClosedRange<CGFloat>? {
        let parts = s.components(separatedBy: "...")
        guard parts.count == 2, let lo = Double(parts[0]), let hi = Double(parts[1]), lo >= 1, hi <= 10000, lo < hi
        else { return nil }
        return CGFloat(lo)...CGFloat(hi)
    }

    static func rangeError(_ option: String, _ value: String) -> Result {
        Result(
            status: 2,
            output:
                "error: \(option) \"\(value)\" is not a range LOW...HIGH in points with 1 <= LOW < HIGH <= 10000 (for example 280...1024)"
        )
    }
}
