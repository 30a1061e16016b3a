import Foundation
import Raster

extension SHA256 {
    /// The CSP source expression for an inline script or style: `'sha256-BASE64'`.
    static func cspSource(_ text: String) -> String {
        "'sha256-" + Data(digest(Array(text.utf8))).base64EncodedString() + "'"
    }
}
