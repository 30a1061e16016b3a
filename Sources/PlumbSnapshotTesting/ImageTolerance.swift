#if SwiftSnapshotTesting
    internal import Foundation
    internal import PlumbSnapshotCore
    internal import PlumbTesting
    internal import PlumbUI
    internal import Raster

    /// The comparison behind `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)`.
    ///
    /// This file does not import SnapshotTesting; it knows nothing of strategies.
    struct ImageTolerance: Sendable {
        /// The fraction of pixels that must match, read as its shortest decimal (0 ... 1).
        let precision: Decimal
        /// As given (clamped to 0 ... 1), for messages.
        let precisionValue: Float
        let perceptualPrecision: Float
        /// pixelmatch's threshold, `1 − perceptualPrecision`; 0 means "bytes equal".
        let threshold: Double

        /// A failed comparison: the message and the PNG of the difference image.
        struct Failure {
            var message: String
            var difference: Data?
        }

        init(precision: Float, perceptualPrecision: Float) {
            let p = precision.isNaN ? 1 : min(max(precision, 0), 1)
            let q = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
            precisionValue = p
            self.perceptualPrecision = q
            self.precision = Decimal(string: "\(p)") ?? Decimal(Double(p))
            threshold = q >= 1 ? 0 : max(0, 1 - (Double("\(q)") ?? Double(q)))
        }

        /// How many of `pixelCount` pixels may differ: `pixelCount − ⌈precision × pixelCount⌉`.
        func allowedDifferingPixels(of pixelCount: Int) -> Int {
            var required = precision * Decimal(pixelCount)
            var rounded = Decimal()
            NSDecimalRound(&rounded, &required, 0, .up)
            let need = NSDecimalNumber(decimal: rounded).intValue
            return max(0, pixelCount - min(need, pixelCount))
        }

        /// Compares `actual` with `reference`; nil when they match within the tolerance.
        func compare(reference: UIImage, actual: UIImage) -> Failure? {
            // Placeholders stand for images that could not be made: never a match, whatever the other.
            if let why = ErrorImages.shared.reason(for: actual) {
                return Failure(message: "Newly-taken snapshot could not be generated: \(why)", difference: nil)
            }
            if let why = ErrorImages.shared.reason(for: reference) {
                return Failure(message: "Reference image could not be loaded: \(why)", difference: nil)
            }
            let expected = reference.bitmap.straightImage(), new = actual.bitmap.straightImage()
            if expected == new { return nil }
            let sizeMismatch = expected.width != new.width || expected.height != new.height
            let compared = max(expected.width, new.width) * max(expected.height, new.height)
            let allowed = allowedDifferingPixels(of: compared)
            let options = ComparisonOptions(threshold: threshold, includeAA: true, maxDiffPixels: allowed)
            let differing: Int
            if threshold == 0 {
                differing = Self.differingPixels(expected, new)
            } else {
                differing = ImageComparison(options: options).compare(expected: expected, actual: new).differingPixels
            }
            if !sizeMismatch, differing <= allowed { return nil }

            let (result, diff) = ImageComparison(options: options).compareWithDiff(expected: expected, actual: new)
            var lines: [String] = []
            if sizeMismatch {
                lines.append(
                    "Newly-taken snapshot@\(Self.points(actual)) does not match reference@\(Self.points(reference)).")
            } else if precisionValue >= 1, perceptualPrecision >= 1 {
                lines.append("Newly-taken snapshot does not match reference.")
            } else {
                let matching = 1 - Float(differing) / Float(compared)
                if perceptualPrecision >= 1 {
                    lines.append("Actual image precision \(matching) is less than required \(precisionValue)")
                } else {
                    lines.append(
                        "The percentage of pixels that match \(matching) is less than required \(precisionValue)")
                    lines.append(
                        "A pixel matches when its colour is within perceptual precision \(perceptualPrecision) "
                            + "(Plumb: pixelmatch YIQ threshold \(Self.decimal(threshold)), not CIE ΔE 1994)")
                }
            }
            let percent = String(format: "%.4f", 100 * Double(differing) / Double(max(compared, 1)))
            lines.append(
                "Plumb: \(differing) of \(compared) pixels differ (\(percent)%); \(allowed) allowed"
                    + (sizeMismatch ? "; the sizes differ" : "") + ".")
            lines.append("  reference: \(expected.width)x\(expected.height) px, new: \(new.width)x\(new.height) px")
            if !result.regions.isEmpty {
                lines.append(
                    "  changed regions (x, y, width x height, in pixels): "
                        + result.regions.map { "(\($0.x), \($0.y), \($0.width)x\($0.height))" }.joined(separator: ", "))
            }
            let png = (try? PNGEncoder().encode(diff)).map { Data($0) }
            if let png, let path = Self.writeDifference(png) {
                lines.append("  difference: file://\(path) (red: pixels that differ)")
            }
            return Failure(message: lines.joined(separator: "\n"), difference: png)
        }

        /// Writes a difference image where a CI log can point to it (swift-snapshot-testing drops
        /// attachments on Linux): `PlumbDifferences/<FNV-1a of the PNG>.png` in Plumb's artifacts
        /// folder (``differencesDirectory(environment:testFile:workingDirectory:)``), so the same
        /// failure always has the same name. Returns the path, or nil when it cannot be written.
        static func writeDifference(_ png: Data) -> String? {
            let dir = URL(
                fileURLWithPath: differencesDirectory(
                    environment: ProcessInfo.processInfo.environment, testFile: currentTestFilePath(),
                    workingDirectory: FileManager.default.currentDirectoryPath),
                isDirectory: true)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in png {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            let file = dir.appendingPathComponent(String(hash, radix: 16) + ".png")
            do {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                try png.write(to: file, options: .atomic)
                return file.path
            } catch {
                return nil
            }
        }

        /// Where difference images go: `PlumbDifferences/` in the folder Plumb's own failure
        /// artifacts go to (`withSnapshotSettings(artifactsDirectory:)`, else `SNAPSHOT_ARTIFACTS`,
        /// else `.build/plumb-artifacts` of the package holding the running Swift Testing test's
        /// file, or of the package in the working directory, which is where `swift test` runs
        /// XCTest), else the temporary folder when no package is found.
        static func differencesDirectory(environment: [String: String], testFile: String?, workingDirectory: String)
            -> String
        {
            let start = testFile ?? (workingDirectory as NSString).appendingPathComponent("Package.swift")
            let found =
                SnapshotSettings.current.artifactsDirectory != nil
                || !(environment["SNAPSHOT_ARTIFACTS"] ?? "").isEmpty
                || SnapshotConfiguration.packageRoot(startingAt: start) != nil
            let artifacts =
                found
                ? (try? SnapshotConfiguration.resolve(record: .never, environment: environment, filePath: start))?
                    .artifactsDirectory : nil
            return ((artifacts ?? NSTemporaryDirectory()) as NSString).appendingPathComponent("PlumbDifferences")
        }

        /// Pixels whose four bytes differ, over the union of both sizes (every pixel outside the
        /// common top-left overlap counts as different).
        static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
            let w = min(a.width, b.width), h = min(a.height, b.height)
            var count = max(a.width, b.width) * max(a.height, b.height) - w * h
            a.pixels.withUnsafeBufferPointer { pa in
                b.pixels.withUnsafeBufferPointer { pb in
                    pa.withMemoryRebound(to: UInt32.self) { wa in
                        pb.withMemoryRebound(to: UInt32.self) { wb in
                            for y in 0..<h {
                                let ra = y * a.width, rb = y * b.width
                                for x in 0..<w where wa[ra + x] != wb[rb + x] { count += 1 }
                            }
                        }
                    }
                }
            }
            return count
        }

        /// An image's size in points, as `(375.0, 667.0)`.
        static func points(_ image: UIImage) -> String {
            "(\(Double(image.size.width)), \(Double(image.size.height)))"
        }

        /// A short decimal: `0.02`, not `0.020000000000000018`.
        static func decimal(_ v: Double) -> String {
            String(format: "%.6g", v)
        }
    }
#endif
