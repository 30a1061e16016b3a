public import Foundation
public import PlumbUI
import Raster

/// A snapshot strategy: how a view is laid out (size, direction, scale, Dynamic Type size,
/// doubled strings) and what is recorded (a PNG image or the `.frames` text of the laid-out tree).
///
/// Strategies are small values that compose: start from `.image(...)` or `.frames(...)` and
/// change one trait at a time.
///
/// ```swift
/// assertSnapshot(of: view, as: .image(width: 375))                       // w375.ltr@2x.png
/// assertSnapshot(of: view, as: .image(on: .iPhoneX).rightToLeft)       // iPhoneX.rtl@3x.png
/// assertSnapshot(of: view, as: .frames(width: 320).contentSize(.extraExtraLarge).doubled)
/// ```
public struct Snapshotting: Sendable, Hashable {
    /// What a snapshot records.
    public enum Format: Sendable, Hashable {
        /// A PNG image compared with the given tolerance.
        case image(Tolerance)
        /// A text listing of every view's path, frame and text (`.txt`).
        case frames
    }

    /// How the view is sized.
    public var size: SnapshotSize
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point (defaults to the device's, else 2).
    public var scale: CGFloat
    /// The Dynamic Type size.
    public var contentSizeCategory: UIContentSizeCategory
    /// Every label's text doubled (like iOS's `NSDoubleLocalizedStrings`).
    public var doublesStrings: Bool
    /// What is recorded.
    public var format: Format
    /// Layout checks that fail the snapshot.
    public var lint: LintChecks
    /// Checks turned off for some views, by `accessibilityIdentifier` (see ``lintExempting(_:identifiers:)``).
    public var lintExemptions: [String: LintChecks] = [:]
    /// Drawn behind the view, resolved with the window's traits (nil: transparent). The default,
    /// `systemBackground`, is white in light mode and black in dark mode.
    public var background: UIColor?
    /// Light or dark (see ``dark``).
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Further traits for the window: the size classes, level, contrast and legibility weight it
    /// gives (see ``traits(_:)``).
    public var traits: UITraitCollection
    /// Whether the snapshot grows the view's scroll view (a table or collection view, the view
    /// itself or the first one inside it) to its whole content height, instead of showing the
    /// rows that fit on the screen. See ``wholeContent``.
    public var drawsWholeContent = false
    /// The number of frames of a filmstrip (`nil`: a still image). See ``filmstrip(frames:)``.
    public var filmstripFrames: Int?
    /// Whether the snapshot shows the accessibility elements (an image with each element outlined
    /// and numbered beside a legend, or the `.txt` list of elements). See ``accessibility``.
    public var drawsAccessibility = false
    /// The accessibility audit run with the snapshot (none by default; see ``audit``).
    public var auditTypes: AccessibilityAuditType = []
    /// Audit issues accepted, each with its reason (see ``audit(_:suppressing:)``).
    public var auditSuppressions: [AccessibilityAuditSuppression] = []

    /// Creates a strategy; prefer the `.image(...)` and `.frames(...)` factories.
    public init(
        size: SnapshotSize, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        scale: CGFloat? = nil, contentSizeCategory: UIContentSizeCategory = .large,
        doublesStrings: Bool = false, format: Format = .image(.exact), lint: LintChecks = .default,
        background: UIColor? = .systemBackground, userInterfaceStyle: UIUserInterfaceStyle = .light,
        traits: UITraitCollection = UITraitCollection()
    ) {
        self.size = size
        self.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let scale {
            self.scale = scale
        } else if case .device(let d) = size {
            self.scale = d.scale
        } else {
            self.scale = 2
        }
        self.contentSizeCategory = contentSizeCategory
        self.doublesStrings = doublesStrings
        self.format = format
        self.lint = lint
        self.background = background
        self.userInterfaceStyle = userInterfaceStyle == .dark ? .dark : .light
        self.traits = UITraitCollection()
        self = self.traits(traits)
    }

    /// An image on a device's screen; `traits` are applied with ``traits(_:)``.
    public static func image(
        on device: Device, traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact,
        lint: LintChecks = .default
    ) -> Snapshotting {
        Snapshotting(size: .device(device), format: .image(tolerance), lint: lint, traits: traits)
    }

    /// An image at a width, with the height that fits the content or a fixed height; `traits`
    /// are applied with ``traits(_:)``.
    public static func image(
        width: CGFloat, height: CGFloat? = nil, scale: CGFloat = 2, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact, lint: LintChecks = .default
    ) -> Snapshotting {
        Snapshotting(
            size: height.map { .fixed(width: width, height: $0) } ?? .width(width), scale: scale,
            format: .image(tolerance), lint: lint, traits: traits)
    }

    /// The `.frames` text of the laid-out tree at a width (or on a device).
    public static func frames(width: CGFloat, height: CGFloat? = nil, lint: LintChecks = .default) -> Snapshotting {
        Snapshotting(
            size: height.map { .fixed(width: width, height: $0) } ?? .width(width), format: .frames, lint: lint)
    }

    /// The `.frames` text of the laid-out tree on a device.
    public static func frames(on device: Device, lint: LintChecks = .default) -> Snapshotting {
        Snapshotting(size: .device(device), format: .frames, lint: lint)
    }

    /// The same strategy laid out right to left.
    public var rightToLeft: Snapshotting { direction(.rightToLeft) }
    /// The same strategy with every label's text doubled.
    public var doubled: Snapshotting { var s = self; s.doublesStrings = true; return s }
    /// The same strategy drawing the whole content of the view's scroll view (a table or
    /// collection view, or the first scroll view in the view): the window grows by what the
    /// content needs beyond the screen, so every row is laid out and drawn, top to bottom, on one
    /// image. On iOS a snapshot shows only the rows on screen (the default here too); users of
    /// other snapshot tools ask for this often.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneX).wholeContent)   // iPhoneX.ltr@3x.whole.png
    /// assertSnapshot(of: table, as: .image(width: 390).wholeContent)                       // w390.ltr@2x.whole.png
    /// ```
    public var wholeContent: Snapshotting { var s = self; s.drawsWholeContent = true; return s }
    /// The same strategy recording the `.frames` text instead of an image.
    public var asFrames: Snapshotting { var s = self; s.format = .frames; return s }

    /// The same strategy in a layout direction.
    public func direction(_ d: UITraitEnvironmentLayoutDirection) -> Snapshotting {
        var s = self; s.layoutDirection = d == .rightToLeft ? .rightToLeft : .leftToRight; return s
    }
    /// The same strategy at another display scale.
    public func scale(_ scale: CGFloat) -> Snapshotting { var s = self; s.scale = scale; return s }
    /// The same strategy at another Dynamic Type size.
    public func contentSize(_ c: UIContentSizeCategory) -> Snapshotting {
        var s = self; s.contentSizeCategory = c; return s
    }
    /// The same strategy with other lint checks.
    public func lint(_ checks: LintChecks) -> Snapshotting { var s = self; s.lint = checks; return s }
    /// The same strategy with `checks` turned off for the views with these accessibility
    /// identifiers and everything inside them, for a label truncated on purpose or a badge that
    /// overlaps its neighbour by design; every other view is still checked. Exemptions add up
    /// over calls. For the rtlMirror check the identifier must be on the view or an ancestor
    /// in both directions.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(width: 320).lint(.all)
    ///     .lintExempting(.truncatedLabels, identifiers: ["subtitle"]))
    /// ```
    public func lintExempting(_ checks: LintChecks, identifiers: Set<String>) -> Snapshotting {
        var s = self
        for id in identifiers { s.lintExemptions[id, default: []].formUnion(checks) }
        return s
    }
    /// The same strategy with another tolerance (images only).
    public func tolerance(_ t: Tolerance) -> Snapshotting {
        var s = self; if case .image = format { s.format = .image(t) }; return s
    }

    /// The stable variant name used in file names: size, direction, `.dark` in dark mode, and
    /// scale, then the content size (omitted for the default `.large`), the further traits
    /// (`.elevated`, `.hc`, `.bold`, `.regularWidth`...; see ``traits(_:)``), `.doubled` and
    /// `.whole`: `w375.rtl@2x`, `w375.ltr.dark@2x`, `iPhoneX.ltr@3x.xxl.doubled`. Light names
    /// are those of strategies without a style.
    public var variantName: String {
        var name = "\(size.variantName).\(layoutDirection == .rightToLeft ? "rtl" : "ltr")"
        if userInterfaceStyle == .dark { name += ".dark" }
        name += "@\(SnapshotSize.number(scale))x"
        if contentSizeCategory != .large { name += "." + Self.shortName(contentSizeCategory) }
        name += traitsSuffix
        if doublesStrings { name += ".doubled" }
        if drawsWholeContent { name += ".whole" }
        if let filmstripFrames { name += ".filmstrip\(filmstripFrames)" }
        if drawsAccessibility { name += ".accessibility" }
        return name
    }

    /// The file extension: `png` or `txt` (the extension of the format it records).
    public var pathExtension: String { SnapshotFormat.for(format).pathExtension }

    static func shortName(_ c: UIContentSizeCategory) -> String {
        switch c {
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        default: SnapshotNaming.sanitize(c.rawValue)
        }
    }
}
