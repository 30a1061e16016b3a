import Foundation
import Raster

/// What the `plumb` command-line tool does, as functions that return their output and exit
/// status (so they can be tested without starting a process).
///
/// ```swift
/// let r = PlumbTool.diff("a.png", "b.png", out: "diff.png")
/// print(r.output); exit(r.status)   // 0: same, 1: different, 2: error
/// ```
public enum PlumbTool {
    /// The result of a command: what it printed and its exit status.
    public struct Result: Sendable, Equatable {
        public var status: Int32
        public var output: String

        public init(status: Int32, output: String) {
            (self.status, self.output) = (status, output)
        }
    }

    /// Compares two PNG files the way pixelmatch does (`plumb diff`).
    ///
    /// - Parameters:
    ///   - a: The expected image.
    ///   - b: The actual image.
    ///   - out: Where to write the diff image (nil: none).
    ///   - threshold: Per-pixel colour threshold, 0 ... 1 (pixelmatch's, default 0.1).
    ///   - includeAA: Count anti-aliased pixels as differences.
    /// - Returns: status 0 when no pixel differs, 1 when some do (or the sizes differ), 2 on an
    ///   error (an unreadable file, a bad threshold), with a message naming the file.
    public static func diff(
        _ a: String, _ b: String, out: String? = nil, threshold: Double = 0.1,
        includeAA: Bool = false
    ) -> Result {
        guard threshold >= 0, threshold <= 1 else {
            return Result(status: 2, output: "error: --threshold must be between 0 and 1, not \(threshold)")
        }
        let expected: RGBAImage, actual: RGBAImage
        do { expected = try PNGDecoder().decode(contentsOf: a).image } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        do { actual = try PNGDecoder().decode(contentsOf: b).image } catch {
            return Result(status: 2, output: "error: \(error.description)")
        }
        let options = ComparisonOptions(threshold: threshold, includeAA: includeAA, maxDiffPixels: 0)
        let (result, diffImage) = ImageComparison(options: options).compareWithDiff(expected: expected, actual: actual)
        var lines = ["\(a): \(expected.width)x\(expected.height) px", "\(b): \(actual.width)x\(actual.height) px"]
        if result.sizeMismatch { lines.append("the sizes differ") }
        let pct = String(format: "%.2f", result.differingRatio * 100)
        lines.append(
            "\(result.differingPixels) of \(result.comparedPixels) pixels differ (\(pct)%)"
                + (includeAA ? "" : ", \(result.antiAliasedPixels) anti-aliased pixels ignored"))
        if !result.regions.isEmpty {
            lines.append(
                "changed regions (x, y, width x height): "
                    + result.regions.map { "(\($0.x), \($0.y), \($0.width)x\($0.height))" }.joined(separator: ", "))
        }
        if let out {
            StaleTemporaryFiles.clean([(out as NSString).deletingLastPathComponent])
            do { try PNGEncoder().write(diffImage, to: out) } catch {
                return Result(status: 2, output: (lines + ["error: \(error.description)"]).joined(separator: "\n"))
            }
            lines.append("diff: \(out)")
        }
        let same = result.differingPixels == 0 && !result.sizeMismatch
        return Result(status: same ? 0 : 1, output: lines.joined(separator: "\n"))
    }
}
