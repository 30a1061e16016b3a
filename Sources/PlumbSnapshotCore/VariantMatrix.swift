public import Foundation
public import PlumbUI

/// A matrix of variants: every combination of sizes × directions × styles × scales × content
/// sizes × trait sets × doubled strings, for one `assertSnapshots` call.
///
/// ```swift
/// assertSnapshots(of: view, matrix: VariantMatrix(sizes: [.width(320), .width(375)],
///                                                 directions: [.leftToRight, .rightToLeft],
///                                                 doubledStrings: [false, true]))
/// ```
public struct VariantMatrix: Sendable, Hashable {
    public var sizes: [SnapshotSize]
    public var directions: [UITraitEnvironmentLayoutDirection]
    /// Scales; nil uses each size's own (the device's, else 2).
    public var scales: [CGFloat]?
    public var contentSizes: [UIContentSizeCategory]
    public var doubledStrings: [Bool]
    /// Light, dark or both (`[.light, .dark]` records `w375.ltr@2x` and `w375.ltr.dark@2x`).
    public var styles: [UIUserInterfaceStyle]
    /// Further trait sets (size classes, level, contrast, legibility weight), one variant each.
    public var traits: [UITraitCollection]
    /// Record images, `.frames` texts, or both.
    public var formats: [Snapshotting.Format]
    public var lint: LintChecks

    /// Creates a matrix (defaults: both directions, the default content size, light only, images only).
    public init(
        sizes: [SnapshotSize], directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft],
        scales: [CGFloat]? = nil, contentSizes: [UIContentSizeCategory] = [.large],
        doubledStrings: [Bool] = [false], styles: [UIUserInterfaceStyle] = [.light],
        traits: [UITraitCollection] = [UITraitCollection()], formats: [Snapshotting.Format] = [.image(.exact)],
        lint: LintChecks = .default
    ) {
        self.sizes = sizes
        self.directions = directions
        self.scales = scales
        self.contentSizes = contentSizes
        self.doubledStrings = doubledStrings
        self.styles = styles
        self.traits = traits
        self.formats = formats
        self.lint = lint
    }

    /// Every strategy of the matrix, in a stable order (sizes outermost, then directions,
    /// styles, scales, content sizes, trait sets, doubled strings, formats innermost).
    public var strategies: [Snapshotting] {
        var out: [Snapshotting] = []
        for size in sizes {
            for direction in directions {
                for style in styles {
                    for scale in scales.map({ $0.map(Optional.some) }) ?? [nil] {
                        for category in contentSizes {
                            for extra in traits {
                                for doubled in doubledStrings {
                                    for format in formats {
                                        out.append(
                                            Snapshotting(
                                                size: size, layoutDirection: direction, scale: scale,
                                                contentSizeCategory: category, doublesStrings: doubled,
                                                format: format, lint: lint, userInterfaceStyle: style, traits: extra))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
