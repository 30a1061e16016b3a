import Foundation
import Raster

extension UIImage {
    /// The image as a template: every pixel in `color`, with the pixel's own alpha (how bars draw
    /// their items' images).
    func templateTinted(_ color: UIColor) -> UIImage {
        let c = color.rgba8
        var px = bitmap.pixels
        var i = 0
        while i < px.count {
            let a = Int(px[i + 3]) * Int(c.a) / 255
            px[i] = UInt8(Int(c.r) * a / 255)
            px[i + 1] = UInt8(Int(c.g) * a / 255)
            px[i + 2] = UInt8(Int(c.b) * a / 255)
            px[i + 3] = UInt8(a)
            i += 4
        }
        guard
            let tinted = try? Bitmap(
                width: bitmap.width, height: bitmap.height, scale: bitmap.scale, premultipliedPixels: px)
        else { return self }
        return UIImage(bitmap: tinted, scale: scale)
    }
}
