import Foundation

/// Changes a colour for a state (UIKit's `UIConfigurationColorTransformer`), e.g. the grey of a
/// disabled button or the tint of a selected sidebar row.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transform.
    public let transform: @Sendable (UIColor) -> UIColor
    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    /// Transforms a colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// The colour's grey of equal luminance, alpha kept (Rec. 709 weights on the 8-bit
    /// components: an estimate of UIKit's formula).
    public static let grayscale = UIConfigurationColorTransformer { c in
        let v = c.rgba8
        let y = (0.2126 * CGFloat(v.r) + 0.7152 * CGFloat(v.g) + 0.0722 * CGFloat(v.b)) / 255
        return UIColor(white: y, alpha: CGFloat(v.a) / 255)
    }
    /// The view's tint colour (Plumb: the system blue, the default tint).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// The system blue tint at the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { c in
        UIColor.systemBlue.withAlphaComponent(CGFloat(c.rgba8.a) / 255)
    }
}

/// The background of a cell, header, footer or button: UIKit's `UIBackgroundConfiguration`
/// (iOS 14): a fill, corner radius, stroke and insets, with list presets.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 8
/// cell.backgroundConfiguration = background
/// ```
///
/// A cell draws it behind its content, inset by ``backgroundInsets``, and replaces it with
/// `updated(for:)` when its state changes (while `automaticallyUpdatesBackgroundConfiguration`).
/// The list presets' selected and highlighted colours are estimates (UIKit does not publish
/// them): `systemGray4` for plain and grouped rows, the tint for sidebar rows.
public struct UIBackgroundConfiguration: Sendable {
    enum Preset: Sendable { case none, plainCell, groupedCell, sidebarCell, header }
    var preset: Preset = .none

    /// The fill colour (`nil`: the view's tint colour in UIKit; Plumb draws none).
    public var backgroundColor: UIColor?
    /// Changes ``backgroundColor`` before drawing.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (`nil`: no stroke).
    public var strokeColor: UIColor?
    /// Changes ``strokeColor`` before drawing.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0
    /// The background's insets from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose layout margins are added to ``backgroundInsets``.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// A view shown in the background, under the fill's colour.
    public var customView: UIView? {
        get { customViewBox?.view }
        set { customViewBox = newValue.map(ViewBox.init) }
    }
    var customViewBox: ViewBox?
    /// An image shown in the background (kept; Plumb does not draw it).
    public var image: UIImage?

    /// The custom view is made and used on the main actor; the box lets the configuration stay
    /// `Sendable` as UIKit's struct is.
    final class ViewBox: @unchecked Sendable {
        let view: UIView
        init(_ view: UIView) { self.view = view }
    }

    /// An empty background.
    public init() {}

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A plain list's row: `systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration { preset(.plainCell, .systemBackground) }
    /// A grouped or inset-grouped list's row: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        preset(.groupedCell, .secondarySystemGroupedBackground)
    }
    /// A sidebar row: clear, the tint when selected (estimate).
    public static func listSidebarCell() -> UIBackgroundConfiguration { preset(.sidebarCell, .clear) }
    /// A sidebar row beside other content (as ``listSidebarCell()``).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { preset(.sidebarCell, .clear) }
    /// A plain list's header or footer: `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { preset(.header, .systemBackground) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { preset(.header, .clear) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { preset(.header, .clear) }

    private static func preset(_ p: Preset, _ color: UIColor) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.preset = p
        c.backgroundColor = color
        return c
    }

    /// The configuration for a cell state: a list preset's selected or highlighted colour.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState else { return self }
        var c = self
        let active = cell.isSelected || cell.isHighlighted
        switch preset {
        case .plainCell: c.backgroundColor = active ? .systemGray4 : .systemBackground
        case .groupedCell: c.backgroundColor = active ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell: c.backgroundColor = active ? .systemBlue : .clear
        case .header, .none: break
        }
        return c
    }

    /// The fill colour as drawn: ``backgroundColor`` through its transformer, or `tintColor`
    /// when there is no background colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke colour as drawn.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }
}
