import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `UIImage.withTintColor(_:renderingMode:)` and `withTintColor(_:)`: the colour fills the
/// image's shape; the rendering mode decides whether a view tints it again.
@MainActor @Suite struct TintedImageTests {
    /// Two pixels at @1x: opaque black, then transparent.
    private func shape(_ mode: UIImage.RenderingMode = .automatic) throws -> UIImage {
        let bitmap = try Bitmap(width: 2, height: 1, scale: 1, premultipliedPixels: [0, 0, 0, 255, 0, 0, 0, 0])
        return UIImage(bitmap: bitmap, scale: 1, renderingMode: mode)
    }

    private func drawn(_ image: UIImage, tint: UIColor) throws -> PremultipliedColor {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        view.tintColor = tint
        return try ViewRenderer.render(view, scale: 1)[x: 0, y: 0]
    }

    private let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)

    @Test func theColourFillsTheShapeInTheModeAskedFor() throws {
        let original = try shape().withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal && original.size == CGSize(width: 2, height: 1))
        #expect(original.bitmap[x: 0, y: 0] == red)
        #expect(original.bitmap[x: 1, y: 0] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try drawn(original, tint: .blue) == red, "an original image keeps its colour in a tinted view")
        let template = try shape().withTintColor(.red, renderingMode: .alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(
            try drawn(template, tint: .blue) == PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255),
            "a template takes the view's tint")
    }

    @Test func withTintColorKeepsTheImagesRenderingMode() throws {
        #expect(try shape().withTintColor(.red).renderingMode == .automatic)
        #expect(try shape(.alwaysTemplate).withTintColor(.red).renderingMode == .alwaysTemplate)
        #expect(try shape(.alwaysOriginal).withTintColor(.red).renderingMode == .alwaysOriginal)
        #expect(
            try drawn(shape().withTintColor(.red), tint: .blue) == red, "an image view draws .automatic as original")
    }

    @Test func capInsetsAndSymbolsAreKept() throws {
        let caps = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
        let resizable = try shape().resizableImage(withCapInsets: caps, resizingMode: .stretch)
        let tinted = resizable.withTintColor(.green, renderingMode: .alwaysOriginal)
        #expect(tinted.capInsets == caps && tinted.resizingMode == .stretch)
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.withTintColor(.red).renderingMode == .alwaysOriginal, "a symbol always uses the colour given")
        #expect(star.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }
}
