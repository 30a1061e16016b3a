import Foundation
import Typesetting

extension UIFont {
    /// Whether the font draws with a bold face (weight 700 or more), for the accessibility audit's
    /// WCAG large-text rule ("14 point bold"). Not API: the audit's view of a font.
    package var auditIsBold: Bool { font.weight >= .bold }
}
