import Foundation
import Testing
@testable import PlumbUI

/// A view that logs the trait changes it is told about.
private final class TraitLog: UIView {
    let name: String
    let log: TraitJournal
    init(_ name: String, _ log: TraitJournal) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let old = previousTraitCollection?.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let new = traitCollection.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        log.add("\(name): \(old)→\(new)")
    }
}

private final class TraitJournal: @unchecked Sendable {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] { defer { entries = [] }; return entries }
}

/// Moving a view between trees with different traits tells it (and its subtree) once.
@MainActor @Suite struct TraitChangesOnMoves {
    @Test func addingToAndRemovingFromAWindowNotifiesTheSubtree() {
        let log = TraitJournal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let card = TraitLog("card", log), title = TraitLog("title", log)
        card.addSubview(title)
        #expect(log.take() == [])  // same (default) traits: no call
        window.addSubview(card)
        #expect(log.take() == ["card: ltr→rtl", "title: ltr→rtl"])
        #expect(title.traitCollection.layoutDirection == .rightToLeft)
        card.removeFromSuperview()
        #expect(log.take() == ["card: rtl→ltr", "title: rtl→ltr"])
    }

    @Test func movingBetweenTreesNotifiesOnceFromOldToNew() {
        let log = TraitJournal()
        let ltr = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ltr.overrideTraitCollection = UITraitCollection(layoutDirection: .leftToRight, displayScale: 3)
        let rtl = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rtl.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
        let card = TraitLog("card", log)
        ltr.addSubview(card)
        _ = log.take()
        rtl.addSubview(card)  // not ltr → default → rtl
        #expect(log.take() == ["card: ltr→rtl"])
        rtl.insertSubview(card, at: 0)  // same tree: nothing changes
        #expect(log.take() == [])
    }

    @Test func aViewWithItsOwnTraitsIsNotToldAboutItsNewTree() {
        let log = TraitJournal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let pinned = TraitLog("pinned", log), child = TraitLog("child", log)
        pinned.overrideTraitCollection = UITraitCollection(layoutDirection: .leftToRight)
        pinned.addSubview(child)
        _ = log.take()
        window.addSubview(pinned)
        pinned.removeFromSuperview()
        #expect(log.take() == [])
    }

}

/// `adjustsFontForContentSizeCategory`: Dynamic Type fonts follow the content size category.
@MainActor @Suite struct AdjustingFonts {
    func label(adjusts: Bool, font: UIFont) -> UILabel {
        let l = UILabel()
        l.adjustsFontForContentSizeCategory = adjusts
        l.font = font
        l.text = "Hello"
        return l
    }

    @Test func aPreferredFontFollowsTheCategory() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.overrideTraitCollection = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let l = label(adjusts: true, font: .preferredFont(forTextStyle: .body))
        #expect(l.font.pointSize == 17)
        window.addSubview(l)
        #expect(l.font.pointSize == 53)  // body at AX5
        window.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(l.font.pointSize == 14)
        // The intrinsic size follows the new font: the same as a label made with that font.
        let reference = label(
            adjusts: false, font: .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection))
        window.addSubview(reference)
        #expect(reference.font.pointSize == 14)
        #expect(l.intrinsicContentSize == reference.intrinsicContentSize)
        l.removeFromSuperview()  // back to the default category, large
        #expect(l.font.pointSize == 17)
    }

    @Test func otherFontsAndNonAdjustingLabelsStay() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let fixed = label(adjusts: true, font: .systemFont(ofSize: 12))
        let off = label(adjusts: false, font: .preferredFont(forTextStyle: .headline))
        window.addSubview(fixed)
        window.addSubview(off)
        #expect(fixed.font.pointSize == 12)
        #expect(off.font.pointSize == 17)
    }
}
