import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore

/// A variant that records what another variant of the same call recorded, though it asks for a
/// larger content size, doubled strings, dark mode or other traits, is named in a warning.
@MainActor @Suite struct UnchangedVariantWarnings {
    let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Variants.swift", function: "label()")

    func label(adjusting: Bool) -> UIView {
        let root = UIView()
        let label = UILabel()
        label.text = "Hello"
        label.font = adjusting ? .preferredFont(forTextStyle: .body) : .systemFont(ofSize: 17)
        label.adjustsFontForContentSizeCategory = adjusting
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            root.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        return root
    }

    /// 100 pt wide on white in both styles (the default background, systemBackground, is dark in dark mode).
    var whiteImage: Snapshotting {
        var s = Snapshotting.image(width: 100)
        s.background = .white
        return s
    }

    func warnings(for view: UIView, _ strategies: [Snapshotting]) -> [String] {
        let dir = TempDir()
        return UnchangedVariants.warnings(
            strategies.map { s in
                let outcome = verify(.view(view), as: s, identity: identity, configuration: dir.configuration(.missing))
                return (s, outcome.entry.name, outcome.recordedDigest)
            })
    }

    @Test func aContentSizeVariantOfAFixedFontIsNamed() {
        let base = whiteImage
        #expect(
            warnings(for: label(adjusting: false), [base, base.contentSize(.extraExtraLarge)]) == [
                "Variant \"Variants/label.w100.ltr@2x.xxl\" records the same image as \"Variants/label.w100.ltr@2x\": its content "
                    + "size (xxl) changes nothing. Do its labels use UIFont.preferredFont(forTextStyle:) with "
                    + "adjustsFontForContentSizeCategory = true? UIKit does not resize other fonts either, so the variant adds no coverage."
            ])
        // A label that adjusts grows: no warning.
        #expect(warnings(for: label(adjusting: true), [base, base.contentSize(.extraExtraLarge)]).isEmpty)
    }

    @Test func darkModeWithFixedColoursAndFramesTextsAreNamedButMirroringIsNot() {
        let base = whiteImage
        #expect(
            warnings(for: label(adjusting: false), [base, base.dark]) == [
                "Variant \"Variants/label.w100.ltr.dark@2x\" records the same image as \"Variants/label.w100.ltr@2x\": the dark "
                    + "style changes nothing. Does the view use dynamic colours (systemBackground, label, UIColor { traits in ... })? "
                    + "Fixed colours look the same in both."
            ])
        let frames = Snapshotting.frames(width: 100)
        #expect(
            warnings(for: label(adjusting: false), [frames, frames.contentSize(.extraSmall)]) == [
                "Variant \"Variants/label.w100.ltr@2x.xs\" records the same .frames text as \"Variants/label.w100.ltr@2x\": its "
                    + "content size (xs) changes nothing. Do its labels use UIFont.preferredFont(forTextStyle:) with "
                    + "adjustsFontForContentSizeCategory = true? UIKit does not resize other fonts either, so the variant adds no coverage."
            ])
        // A view that is the same mirrored is right to be: directions are not checked.
        let centred = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(warnings(for: centred, [base, base.rightToLeft]).isEmpty)
    }
}
