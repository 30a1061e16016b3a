import Foundation
import PlumbUI

/// Finds the variants of one `assertSnapshots` call that recorded exactly what another variant
/// recorded, though they ask for something that should show: a larger content size, doubled
/// strings, dark mode, other traits. UIKit behaves the same (a label whose font does not adjust
/// keeps its size), so it is a warning, not a failure: the variant adds a reference and no
/// coverage, which is usually not what its author meant.
///
/// Layout direction is not checked (a symmetric view is the same in both directions, rightly),
/// nor sizes and scales (they always change the image).
///
/// ```swift
/// let warnings = UnchangedVariants.warnings([(strategy, name, outcome.recordedDigest), ...])
/// // Variant "Cards/card.w320.ltr@2x.xxl" records the same image as "Cards/card.w320.ltr@2x": ...
/// ```
package enum UnchangedVariants {
    /// One verified strategy: its snapshot name (`Suite/test.variant`) and a digest of what it
    /// recorded (nil when nothing was captured).
    package typealias Result = (strategy: Snapshotting, name: String, digest: String?)

    /// One warning per variant that recorded the same as an earlier variant differing from it in
    /// one checked trait only.
    package static func warnings(_ results: [Result]) -> [String] {
        var out: [String] = []
        for (i, b) in results.enumerated() {
            guard let digest = b.digest else { continue }
            for a in results[..<i] where a.digest == digest {
                guard let why = difference(a.strategy, b.strategy) else { continue }
                let what = b.strategy.pathExtension == SnapshotPlan.imageExtension ? "image" : ".frames text"
                out.append(
                    "Variant \(SnapshotText.quoted(b.name)) records the same \(what) as \(SnapshotText.quoted(a.name)): \(why)"
                )
                break
            }
        }
        return out
    }

    /// Why `b` should differ from `a` when they differ in exactly one checked trait; nil otherwise.
    static func difference(_ a: Snapshotting, _ b: Snapshotting) -> String? {
        var x = b
        x.contentSizeCategory = a.contentSizeCategory
        if x == a, a.contentSizeCategory != b.contentSizeCategory {
            return
                "its content size (\(Snapshotting.shortName(b.contentSizeCategory))) changes nothing. Do its labels use "
                + "UIFont.preferredFont(forTextStyle:) with adjustsFontForContentSizeCategory = true? UIKit does not resize "
                + "other fonts either, so the variant adds no coverage."
        }
        x = b
        x.doublesStrings = a.doublesStrings
        if x == a, a.doublesStrings != b.doublesStrings {
            return "doubling the strings changes nothing. Does the view show its text in UILabels (doubled strings "
                + "reach label text only)?"
        }
        x = b
        x.userInterfaceStyle = a.userInterfaceStyle
        if x == a, a.userInterfaceStyle != b.userInterfaceStyle {
            return "the \(b.userInterfaceStyle == .dark ? "dark" : "light") style changes nothing. Does the view use "
                + "dynamic colours (systemBackground, label, UIColor { traits in ... })? Fixed colours look the same in both."
        }
        x = b
        x.traits = a.traits
        if x == a, a.traits != b.traits {
            return "its traits change nothing; the variant adds no coverage."
        }
        return nil
    }
}
