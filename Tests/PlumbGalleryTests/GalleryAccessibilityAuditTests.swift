import Foundation
import PlumbGallery
import PlumbTesting
import PlumbUI
import Testing

/// Every gallery example passes the accessibility audit on the iPhone 8 screen in both directions,
/// with what the audit finds in the seeds' iOS code accepted, each with its reason: the examples
/// reproduce that code as written (changing it would change what they demonstrate).
@MainActor @Suite struct GalleryAccessibilityAuditTests {
    @Test(arguments: Gallery.examples.map(\.id))
    func audit(example id: String) throws {
        let example = try #require(Gallery.example(id))
        assertAccessibilityAudit(
            of: example.makeController(), on: [.image(on: .iPhone8), .image(on: .iPhone8).rightToLeft],
            suppressing: GalleryAuditSuppressions.all[id] ?? [])
    }
}

/// What the audit finds in the gallery and keeps, by example.
enum GalleryAuditSuppressions {
    static let seedFonts = "the seed's code sets fixed-size fonts (systemFont(ofSize:)); kept as written"
    static let seedButton = "the seed's system button: 15-18 pt title, 30-34 pt tall; kept as written"
    static let listRows =
        "the seed's list sets its cells' font to boldSystemFont(ofSize: 17), a fixed size; kept as written"

    static let all: [String: [AccessibilityAuditSuppression]] = [
        "compression": [
            .init(.dynamicType, element: "UIView#Compression", reason: seedFonts),
            .init(
                .textClipped, element: "label2",
                reason: "the example truncates the label with the lower compression resistance on purpose"),
        ],
        "dynamic-stack-view": [
            .init([.dynamicType, .hitRegion], element: "addButton", reason: seedButton),
            .init(
                .contrast,
                element: "UIView#DynamicStackView/UIScrollView#scrollView/UIStackView#stackView/UIButton#addButton",
                reason: "UIKit's default system blue (#007AFF) on white is 4.01:1, under WCAG's 4.5:1, as on iOS"),
        ],
        "example-list": [
            .init(
                .dynamicType,
                element:
                    "UILayoutContainerView/UINavigationTransitionView[0]/UIViewControllerWrapperView[0]/UIView#Main/UITableView#tableView",
                reason: listRows)
        ],
        "flow-demo": [.init(.dynamicType, element: "FlowRootView", reason: seedFonts)],
        "purelayout-04": [
            .init(.dynamicType, element: "UIView#E4", reason: seedFonts),
            .init(
                .contrast, element: "redLabel",
                reason: "the seed's white on pure red (#FF0000) is 3.99:1; kept as written"),
        ],
        "purelayout-05": [.init(.dynamicType, element: "UIView#E5", reason: seedFonts)],
        "purelayout-10": [.init([.dynamicType, .hitRegion], element: "toggleConstraintsButton", reason: seedButton)],
        "purelayout-11": [.init(.dynamicType, element: "UIView#E11", reason: seedFonts)],
        "purelayout-12": [.init([.dynamicType, .hitRegion], element: "toggleConstraintsButton", reason: seedButton)],
        "table": [.init(.dynamicType, element: "UIView#CodeTableVC", reason: seedFonts)],
        "unsatisfiable": brokenForm,
        "unsatisfiable-identified": brokenForm,
    ]

    /// The deliberately unsatisfiable form: the text field loses its width to the conflict.
    static let brokenForm: [AccessibilityAuditSuppression] = [
        .init(.dynamicType, element: "UIView", reason: seedFonts),
        .init(
            [.hitRegion, .textClipped], element: "UIView/UITextField[1]",
            reason: "the example breaks its constraints on purpose: the text field is 0 points wide"),
        .init(
            .contrast, element: "UIView/UITextField[1]",
            reason: "UIKit's placeholderText colour (#C5C5C7 on white, 1.72:1), as on iOS"),
    ]
}
