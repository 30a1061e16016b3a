import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// The accessibility audit: each check's findings on small screens whose values are worked out
/// by hand, in both directions, and the ways they reach a test, the manifest, the report and `plumb`.
@MainActor @Suite struct AccessibilityAuditFindings {
    /// A 320 x 240 white screen `screen`; `place` pins a view by leading/top/width/height, so that
    /// right to left it sits at x' = 320 - x - width.
    func screen(_ body: (UIView, (UIView, UIView, CGRect) -> Void) -> Void) -> UIView {
        let root = UIView()
        root.backgroundColor = .white
        root.accessibilityIdentifier = "screen"
        body(root) { view, parent, r in
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: r.minX),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: r.minY),
                view.widthAnchor.constraint(equalToConstant: r.width),
                view.heightAnchor.constraint(equalToConstant: r.height),
            ])
        }
        return root
    }

    func label(_ id: String, _ text: String, _ color: UIColor, _ font: UIFont) -> UILabel {
        let l = UILabel()
        (l.accessibilityIdentifier, l.text, l.textColor, l.font) = (id, text, color, font)
        return l
    }

    static func grey(_ v: Int) -> UIColor {
        UIColor(red: CGFloat(v) / 255, green: CGFloat(v) / 255, blue: CGFloat(v) / 255, alpha: 1)
    }

    /// Labels on white (#FFFFFF, luminance 1) and on a blue label background. Ratios by hand with
    /// WCAG 2.1's formulas: a grey g has luminance ((g/255 + 0.055) / 1.055)^2.4, and the ratio on
    /// white is 1.05 / (L + 0.05):
    /// - #999999: L = 0.31855, 1.05 / 0.36855 = 2.849 -> "2.84:1" (fails 4.5, 14 pt regular);
    /// - #767676: L = 0.18116, 4.542 (passes 4.5);
    /// - #888888: L = 0.24620, 3.545: passes 3:1 as 14 pt bold (large), fails 4.5 as 14 pt regular;
    /// - black at alpha 0.5 over white is 127.5 -> #808080: L = 0.21586, 3.949 -> "3.94:1";
    /// - white on #4A90E2: L = 0.2126*0.06848 + 0.7152*0.27889 + 0.0722*0.76052 = 0.26893,
    ///   1.05 / 0.31893 = 3.292 -> "3.29:1" (fails 4.5);
    /// - 20 pt #999999 is large text: 2.849 fails 3:1 too.
    func contrastScreen() -> UIView {
        screen { root, place in
            place(
                label("note", "Last seen today", Self.grey(0x99), .systemFont(ofSize: 14)), root,
                CGRect(x: 16, y: 16, width: 200, height: 20))
            place(
                label("caption", "Caption", Self.grey(0x76), .systemFont(ofSize: 14)), root,
                CGRect(x: 16, y: 44, width: 200, height: 20))
            place(
                label("heading", "Heading", Self.grey(0x88), .boldSystemFont(ofSize: 14)), root,
                CGRect(x: 16, y: 72, width: 200, height: 20))
            place(
                label("small", "Small print", Self.grey(0x88), .systemFont(ofSize: 14)), root,
                CGRect(x: 16, y: 100, width: 200, height: 20))
            let faded = label("faded", "Faded", .black, .systemFont(ofSize: 14))
            faded.alpha = 0.5
            place(faded, root, CGRect(x: 16, y: 128, width: 200, height: 20))
            let badge = label("badge", "NEW", .white, .systemFont(ofSize: 14))
            badge.backgroundColor = UIColor(red: 0x4A / 255.0, green: 0x90 / 255.0, blue: 0xE2 / 255.0, alpha: 1)
            place(badge, root, CGRect(x: 16, y: 156, width: 60, height: 20))
            place(
                label("title", "Title", Self.grey(0x99), .systemFont(ofSize: 20)), root,
                CGRect(x: 16, y: 184, width: 200, height: 28))
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func contrastIsTheWCAGRatioOfTheTextColourOverThePixelsBehindIt(direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let strategy = Snapshotting.image(width: 320, height: 240).direction(direction)
        let result = try AccessibilityAudit.run(.view(contrastScreen()), as: strategy, for: .contrast)
        let v = direction == .rightToLeft ? "320x240.rtl@2x" : "320x240.ltr@2x"
        let small = "(WCAG 2.x, text under 18 pt, or under 14 pt bold)"
        #expect(
            result.issues.map(\.description) == [
                "contrast: UIView#screen/UILabel#note \"Last seen today\" in \(v): 2.84:1 (#999999 on #FFFFFF), needs at least 4.50:1 \(small)",
                "contrast: UIView#screen/UILabel#small \"Small print\" in \(v): 3.54:1 (#888888 on #FFFFFF), needs at least 4.50:1 \(small)",
                "contrast: UIView#screen/UILabel#faded \"Faded\" in \(v): 3.94:1 (#808080 on #FFFFFF), needs at least 4.50:1 \(small)",
                "contrast: UIView#screen/UILabel#badge \"NEW\" in \(v): 3.29:1 (#FFFFFF on #4A90E2), needs at least 4.50:1 \(small)",
                "contrast: UIView#screen/UILabel#title \"Title\" in \(v): 2.84:1 (#999999 on #FFFFFF), needs at least 3.00:1 (WCAG 2.x, large text: 18 pt or more, or 14 pt bold or more)",
            ])
        // Frames mirror: x' = 320 - 16 - 200 = 104 right to left.
        #expect(
            result.issues[0].frame == CGRect(x: direction == .rightToLeft ? 104 : 16, y: 16, width: 200, height: 20))
        #expect(
            result.issues[3].frame == CGRect(x: direction == .rightToLeft ? 244 : 16, y: 156, width: 60, height: 20))
        #expect(result.image.width == 640 && result.image.height == 480)
    }

    @Test func theRatiosMatchWCAGsFormulaAndReadRoundedDown() {
        let white = ContrastRatio.RGB(255, 255, 255)
        #expect(ContrastRatio.format(ContrastRatio.ratio(ContrastRatio.RGB(0x76, 0x76, 0x76), white)) == "4.54:1")
        #expect(ContrastRatio.ratio(ContrastRatio.RGB(0, 0, 0), white) == 21)
        #expect(ContrastRatio.format(4.4999) == "4.49:1")
        #expect(ContrastRatio.isLarge(pointSize: 18, bold: false) && ContrastRatio.isLarge(pointSize: 14, bold: true))
        #expect(
            !ContrastRatio.isLarge(pointSize: 17.9, bold: false) && !ContrastRatio.isLarge(pointSize: 13.9, bold: true))
    }

    /// The article's floating "Share" pill (`ArticleSnapshotTests`): white text on systemBlue
    /// with a 22 pt corner radius, pinned to the scroll view's frame layout guide over the
    /// paragraphs, on an iPhone X (content offset -44 for the safe area). The paragraphs' text
    /// shows at the pill's transparent corners; it is not behind the pill's text and must not count
    /// (it did: "1.00:1 (#FFFFFF on #FFFFFF)"). WCAG 2.1 by hand: #007AFF has R 0, G 122/255 =
    /// 0.478431 -> ((0.478431 + 0.055) / 1.055)^2.4 = 0.194618, B 1; L = 0.7152 * 0.194618 + 0.0722 *
    /// 1 = 0.211391; white: 1.05 / (0.211391 + 0.05) = 4.01698 -> "4.01:1" (read rounded down).
    /// At 15 pt bold (large text, 3:1) it passes; at 15 pt regular (4.5:1) it fails with that ratio.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func contrastReadsThePixelsBehindTheTextOfALabelPinnedToAScrollViewsFrame(
        direction: UITraitEnvironmentLayoutDirection
    ) throws {
        let strategy = Snapshotting.image(on: .iPhoneX).direction(direction)
        let bold = try AccessibilityAudit.run(
            .controller(ArticleSnapshotTests.ArticleViewController()), as: strategy, for: .contrast)
        #expect(bold.issues.map(\.description) == [])
        let vc = ArticleSnapshotTests.ArticleViewController()
        let share = try #require(vc.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(share.accessibilityIdentifier == "share")
        share.font = .systemFont(ofSize: 15)
        let regular = try AccessibilityAudit.run(.controller(vc), as: strategy, for: .contrast)
        let v = direction == .rightToLeft ? "iPhoneX.rtl@3x" : "iPhoneX.ltr@3x"
        #expect(
            regular.issues.map(\.description) == [
                "contrast: UIScrollView/UILabel#share \"Share\" in \(v): 4.01:1 (#FFFFFF on #007AFF), needs at least 4.50:1 (WCAG 2.x, text under 18 pt, or under 14 pt bold)"
            ])
        // 20 pt from the frame's trailing edge, 12 above the 34 pt bottom safe area of 375 x 812:
        // x = 375 - 20 - 96 = 259 (20 right to left), y = 812 - 34 - 12 - 44 = 722.
        #expect(
            regular.issues.first?.frame
                == CGRect(x: direction == .rightToLeft ? 20 : 259, y: 722, width: 96, height: 44))
    }

    /// close: a 30 x 30 button; share: a 44 x 44 button without a name; plain: a button that says
    /// it is static text; follow: a tappable view VoiceOver reads without traits; logo: an image
    /// element without a label; toggle: a switch hidden from VoiceOver.
    func elementScreen() -> UIView {
        screen { root, place in
            let close = UIButton(type: .system)
            (close.accessibilityIdentifier, close.accessibilityLabel) = ("close", "Close")
            place(close, root, CGRect(x: 16, y: 16, width: 30, height: 30))
            let share = UIButton(type: .system)
            share.accessibilityIdentifier = "share"
            place(share, root, CGRect(x: 60, y: 16, width: 44, height: 44))
            let plain = UIButton(type: .system)
            plain.setTitle("Details", for: .normal)
            (plain.accessibilityIdentifier, plain.accessibilityTraits) = ("plain", .staticText)
            place(plain, root, CGRect(x: 120, y: 16, width: 100, height: 44))
            let follow = UIView()
            (follow.accessibilityIdentifier, follow.isAccessibilityElement) = ("follow", true)
            follow.accessibilityLabel = "Follow"
            follow.addGestureRecognizer(UITapGestureRecognizer())
            place(follow, root, CGRect(x: 16, y: 80, width: 100, height: 44))
            let logo = UIImageView()
            (logo.accessibilityIdentifier, logo.isAccessibilityElement) = ("logo", true)
            place(logo, root, CGRect(x: 140, y: 80, width: 40, height: 40))
            let toggle = UISwitch()
            (toggle.accessibilityIdentifier, toggle.accessibilityElementsHidden) = ("toggle", true)
            place(toggle, root, CGRect(x: 200, y: 80, width: 51, height: 31))
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func interactiveElementsNeedSizeNamesTraitsAndVoiceOver(direction: UITraitEnvironmentLayoutDirection) throws {
        let strategy = Snapshotting.image(width: 320, height: 240).direction(direction)
        let result = try AccessibilityAudit.run(
            .view(elementScreen()), as: strategy,
            for: [.hitRegion, .sufficientElementDescription, .trait, .elementDetection])
        let v = strategy.variantName
        let name = "an accessibilityLabel that says what it is or does"
        #expect(
            result.issues.map(\.description) == [
                "hitRegion: UIView#screen/UIButton#close \"Close\" in \(v): 30 x 30 pt, needs at least 44 x 44 pt (Apple Human Interface Guidelines)",
                "sufficientElementDescription: UIView#screen/UIButton#share in \(v): no label: VoiceOver reads this button without a name, needs \(name)",
                "trait: UIView#screen/UIButton#plain \"Details\" in \(v): traits [staticText], needs the button trait (or link) on an element that acts when tapped",
                "trait: UIView#screen/UIView#follow \"Follow\" in \(v): no traits, needs the button trait (or link) on an element that acts when tapped",
                "sufficientElementDescription: UIView#screen/UIImageView#logo in \(v): no label: VoiceOver reads this image without a name, needs \(name)",
                "elementDetection: UIView#screen/UISwitch#toggle in \(v): VoiceOver cannot reach this switch (accessibilityElementsHidden), needs every control on screen reachable by VoiceOver",
            ])
        let rtl = direction == .rightToLeft
        #expect(
            result.issues.map(\.frame.minX) == (rtl ? [274, 216, 100, 204, 140, 69] : [16, 60, 120, 16, 140, 200]))
    }

    /// fixed: a 15 pt system font (not a text style); body: body style, adjusting, 24 pt tall: one
    /// line of 17 pt at the default size (20.29 pt); at AX1 body is 28 pt (Apple's Dynamic Type
    /// table), one line of which is San Francisco's (1950 + 494) / 2048 em = 33.414 pt, 33.5 on
    /// the @2x grid (the style's 34 pt leading goes between lines only); cut: a body label 24 pt
    /// tall at y 20 in a 30 pt clipping box, so 10 pt show.
    func textScreen() -> UIView {
        screen { root, place in
            place(
                label("fixed", "Fixed", .black, .systemFont(ofSize: 15)), root,
                CGRect(x: 16, y: 16, width: 200, height: 24))
            let body = label("body", "Body text", .black, .preferredFont(forTextStyle: .body))
            (body.adjustsFontForContentSizeCategory, body.numberOfLines) = (true, 0)
            place(body, root, CGRect(x: 16, y: 50, width: 288, height: 24))
            let clip = UIView()
            (clip.accessibilityIdentifier, clip.clipsToBounds) = ("clip", true)
            place(clip, root, CGRect(x: 16, y: 100, width: 100, height: 30))
            let cut = label("cut", "Cut", .black, .preferredFont(forTextStyle: .body))
            cut.adjustsFontForContentSizeCategory = true
            place(cut, clip, CGRect(x: 0, y: 20, width: 80, height: 24))
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func textMustGrowWithDynamicTypeAndShowWholeAtEverySize(direction: UITraitEnvironmentLayoutDirection) throws {
        let strategy = Snapshotting.image(width: 320, height: 240).direction(direction)
        let result = try AccessibilityAudit.run(.view(textScreen()), as: strategy, for: [.dynamicType, .textClipped])
        let v = strategy.variantName
        let rtl = direction == .rightToLeft
        // The box is at x 16 (LTR) or 320 - 16 - 100 = 204 (RTL); the label at its leading edge.
        let (box, x) = rtl ? ("(204, 100, 100, 30)", "224") : ("(16, 100, 100, 30)", "16")
        #expect(
            result.issues.map(\.description) == [
                "textClipped: UIView#screen/UIView#clip/UILabel#cut \"Cut\" in \(v): cut by UIView#screen/UIView#clip \(box): shows (\(x), 120, 80, 10) of (\(x), 120, 80, 24), needs the whole label inside its clipping ancestors",
                "textClipped: UIView#screen/UILabel#body \"Body text\" in \(v): clipped: the text needs 288 x 33.5 pt, the label shows 288 x 24 pt at ax1 (UICTContentSizeCategoryAccessibilityM), needs the whole text inside the label's bounds",
                "dynamicType: UIView#screen/UILabel#fixed \"Fixed\" in \(v): 15 pt at l and at ax5, needs a size that grows with the content size category (a text style or UIFontMetrics font, and adjustsFontForContentSizeCategory)",
            ])
    }

    @Test func aSuppressionAcceptsOneIssueOfOneElementWithItsReason() throws {
        let reason = "the 44 pt toolbar row around it takes the tap"
        let result = try AccessibilityAudit.run(
            .view(elementScreen()), as: .image(width: 320, height: 240),
            for: [.hitRegion, .sufficientElementDescription],
            suppressing: [
                AccessibilityAuditSuppression(.hitRegion, element: "close", reason: reason),
                // Another type for the same element accepts nothing.
                AccessibilityAuditSuppression(.trait, element: "share", reason: "unused"),
            ],
            handler: { $0.identifier == "logo" ? "decorative, checked by hand" : nil })
        #expect(result.issues.map(\.suppressed) == [reason, nil, "decorative, checked by hand"])
        #expect(result.failing.map(\.element) == ["UIView#screen/UIButton#share"])
        #expect(result.issues[0].description.hasSuffix("(suppressed: \(reason))"))
        // A container's path accepts the issues of everything inside it, not of a sibling path
        // that merely starts with the same characters.
        let inside = AccessibilityAuditSuppression(.hitRegion, element: "UIView#screen", reason: "r")
        #expect(inside.matches(result.issues[0]))
        #expect(
            !AccessibilityAuditSuppression(.hitRegion, element: "UIView#scr", reason: "r").matches(result.issues[0]))
        // So does a containing view's identifier ("screen" holds the close button), not a part of one.
        #expect(AccessibilityAuditSuppression(.hitRegion, element: "screen", reason: "r").matches(result.issues[0]))
        #expect(!AccessibilityAuditSuppression(.hitRegion, element: "creen", reason: "r").matches(result.issues[0]))
    }

    @Test func anAuditWritesItsImageAndAManifestEntryTheReportDrawsOver() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Audit.swift", function: "card()")
        let (outcomes, unused) = try AccessibilityAudit.verify(
            .view(contrastScreen()), on: [.image(width: 320, height: 240)], for: .contrast,
            suppressing: [AccessibilityAuditSuppression(.contrast, element: "title", reason: "a placeholder")],
            identity: identity, configuration: dir.configuration(.never))
        #expect(unused.isEmpty)
        let entry = try #require(outcomes.first?.entry)
        #expect(entry.name == "Audit/card.320x240.ltr@2x.audit")
        #expect(entry.status == .failed && entry.origin == AccessibilityAudit.origin)
        #expect(entry.auditImage == dir.artifacts + "/Audit/card.320x240.ltr@2x.audit.png")
        #expect(outcomes[0].failures.count == 4)
        #expect(
            outcomes[0].failures[0]
                == "Accessibility audit: contrast: UIView#screen/UILabel#note \"Last seen today\" in 320x240.ltr@2x: 2.84:1 (#999999 on #FFFFFF), needs at least 4.50:1 (WCAG 2.x, text under 18 pt, or under 14 pt bold)\n  image: file://\(dir.artifacts)/Audit/card.320x240.ltr@2x.audit.png"
        )
        #expect(FileManager.default.fileExists(atPath: dir.artifacts + "/Audit/card.320x240.ltr@2x.audit.png"))
        let r = PlumbTool.report(artifacts: [dir.artifacts], html: dir.sub("report.html"))
        #expect(r.status == 0)
        let html = try String(contentsOfFile: dir.sub("report.html"), encoding: .utf8)
        // note at (16, 16, 200, 20) pt on a 640 x 480 px image at @2x: 5%, 6.6667%, 62.5%, 8.3333%.
        #expect(
            html.contains(
                "style=\"left: 5.0000%; top: 6.6667%; width: 62.5000%; height: 8.3333%\"><span>1</span></a>"))
        #expect(html.components(separatedBy: "class=\"audit-box failing\"").count - 1 == 4)
        #expect(html.components(separatedBy: "class=\"audit-box suppressed\"").count - 1 == 1)
        #expect(html.contains("<i class=\"reason\">suppressed: a placeholder</i>"))
    }

    @Test func theAuditOptionFailsASnapshotThatMatchesItsReference() throws {
        let dir = TempDir()
        let identity = SnapshotIdentity(fileID: "PlumbTestingTests/Audit.swift", function: "badge()")
        let strategy = Snapshotting.image(width: 320, height: 240).audit(.contrast)
        #expect(strategy.variantName == "320x240.ltr@2x")
        _ = verify(.view(contrastScreen()), as: strategy, identity: identity, configuration: dir.configuration(.all))
        let outcome = verify(
            .view(contrastScreen()), as: strategy, identity: identity, configuration: dir.configuration(.never))
        let lines = try #require(outcome.message).split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "No image differs from the reference (it matches); the accessibility audit found 5 issues in \"Audit/badge.320x240.ltr@2x\":"
        )
        #expect(lines.count == 6)
        #expect(outcome.entry.auditIssues?.count == 5)
        #expect(outcome.entry.auditImage == dir.artifacts + "/Audit/badge.320x240.ltr@2x.audit.png")
    }

    @Test func plumbAuditChecksALayoutDocument() throws {
        let dir = TempDir()
        let doc = dir.sub("card.json")
        try Data(
            """
            {"width": 200, "height": 60, "root": {"id": "card", "background": "#FFFFFF", "subviews": [
              {"id": "note", "class": "UILabel", "text": "Note", "font": 14, "color": "#999999"}]},
             "constraints": ["H:|-16-[note(100)]", "V:|-16-[note(20)]"]}
            """.utf8
        ).write(to: URL(fileURLWithPath: doc))
        let r = PlumbTool.audit(doc, rightToLeft: [false, true], types: ["contrast", "dynamicType"])
        #expect(r.status == 1)
        #expect(
            r.output.split(separator: "\n").map(String.init) == [
                "200x60.ltr@2x: 2 issues",
                "  contrast: UIView#card/UILabel#note \"Note\" in 200x60.ltr@2x: 2.84:1 (#999999 on #FFFFFF), needs at least 4.50:1 (WCAG 2.x, text under 18 pt, or under 14 pt bold)",
                "  dynamicType: UIView#card/UILabel#note \"Note\" in 200x60.ltr@2x: 14 pt at l and at ax5, needs a size that grows with the content size category (a text style or UIFontMetrics font, and adjustsFontForContentSizeCategory)",
                "200x60.rtl@2x: 2 issues",
                "  contrast: UIView#card/UILabel#note \"Note\" in 200x60.rtl@2x: 2.84:1 (#999999 on #FFFFFF), needs at least 4.50:1 (WCAG 2.x, text under 18 pt, or under 14 pt bold)",
                "  dynamicType: UIView#card/UILabel#note \"Note\" in 200x60.rtl@2x: 14 pt at l and at ax5, needs a size that grows with the content size category (a text style or UIFontMetrics font, and adjustsFontForContentSizeCategory)",
            ])
        let suppressed = PlumbTool.audit(
            doc, types: ["contrast"], suppressions: ["contrast:note:a sample, not shipped"])
        #expect(suppressed.status == 0)
        #expect(suppressed.output.hasPrefix("200x60.ltr@2x: 0 issues (1 suppressed)"))
        #expect(
            PlumbTool.audit(doc, types: ["colour"]).output.hasPrefix("error: --types: unknown audit type \"colour\""))
        #expect(PlumbTool.audit(doc, suppressions: ["contrast:note"]).status == 2)
    }
}

@MainActor @Suite struct AccessibilityAuditSideEffects {
    /// A card whose headline label adjusts to the content size (it grows at AX5 and must come back).
    func card() -> UIView {
        let title = UILabel()
        title.text = "Ada Lovelace"
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title])
        stack.axis = .vertical
        stack.alignment = .leading
        return stack
    }

    @Test func theViewIsLaidOutAsBeforeAfterAnAuditAtTheAccessibilitySizes() throws {
        let view = card()
        let before = try SnapshotRenderer.capture(.view(view), as: .frames(width: 320)).frames
        _ = try AccessibilityAudit.run(.view(view), as: .image(width: 320), for: .textClipped)
        let after = try SnapshotRenderer.capture(.view(view), as: .frames(width: 320).rightToLeft).frames
        let fresh = try SnapshotRenderer.capture(.view(card()), as: .frames(width: 320).rightToLeft).frames
        #expect(after == fresh)
        #expect(before.contains("UILabel[0]"))
    }

    /// The plain table of `ListSnapshotTests.cellStylesAndAccessories` (two title headers, one
    /// selected row), snapshotted in three variants one after the other, with `.audit` and without:
    /// the audit lays the table out again at the accessibility sizes between the variants, and
    /// each image must still be the one a table that was never audited draws, pixel for pixel.
    @Test func aTableDrawsTheSameImagesWhenItsSnapshotsAreAudited() throws {
        func table() -> (UITableView, ListSnapshotTests.StylesDataSource) {
            let ds = ListSnapshotTests.StylesDataSource()
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = ds
            table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
            return (table, ds)
        }
        let base = Snapshotting.image(width: 375, height: 600)
        let variants = [base, base.rightToLeft, base.dark, base]
        let (audited, ds1) = table()
        let (plain, ds2) = table()
        for strategy in variants {
            let a = try SnapshotRenderer.capture(.view(audited), as: strategy.audit)
            let b = try SnapshotRenderer.capture(.view(plain), as: strategy)
            let (x, y) = (try #require(a.image), try #require(b.image))
            let differing = zip(x.pixels, y.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
                .map { $0.offset / 4 }
            #expect(Set(differing).count == 0, "\(strategy.variantName)")
            #expect(a.audit != nil && b.audit == nil)
        }
        #expect(audited.dataSource === ds1 && plain.dataSource === ds2)
    }
}
