import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Layout sweeps: breakpoints found to the pixel, checked against values worked out by hand in
/// `SweepFixtures` (font metrics and constraint constants), in both directions.
@MainActor @Suite struct LayoutSweepTests {
    /// The panel's breakpoints over 140 ... 400 pt, roomiest first (see `SweepFixtures.panel()`
    /// for where each number comes from).
    static let panelBreakpoints = [
        "`box` leaves its superview below 316 pt",
        "`bio` wraps to 2 lines below 302 pt",
        "constraint `bar.width` breaks below 282 pt",
        "`follow` and `badge` overlap below 208 pt",
        "`bio` wraps to 3 lines below 205.5 pt",
        "`follow` truncates below 148 pt",
    ]

    static func panelText(_ direction: String) -> String {
        """
        layout sweep: widths 140...400 pt every 1 pt, to the pixel (0.5 pt), 400 pt tall; \(direction)@2x
        breakpoints, roomiest first:
        \(panelBreakpoints.map { "  " + $0 }.joined(separator: "\n"))
        stable ranges:
          316...400 pt: `bio` 1 line
          302...315.5 pt: `box` outside its superview, `bio` 1 line
          282...301.5 pt: `box` outside its superview, `bio` 2 lines
          208...281.5 pt: constraint `bar.width` broken, `box` outside its superview, `bio` 2 lines
          205.5...207.5 pt: constraint `bar.width` broken, `box` outside its superview, `follow` and `badge` overlap, `bio` 2 lines
          148...205 pt: constraint `bar.width` broken, `box` outside its superview, `follow` and `badge` overlap, `bio` 3 lines
          140...147.5 pt: constraint `bar.width` broken, `box` outside its superview, `follow` and `badge` overlap, `follow` truncated, `bio` 3 lines

        """
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func widthBreakpointsAreFoundToThePixelInBothDirections(_ direction: UITraitEnvironmentLayoutDirection) throws {
        var sweep = LayoutSweep.widths(140...400, height: 400)
        if direction == .rightToLeft { sweep = sweep.rightToLeft }
        let captured = try sweep.capture(.view(SweepFixtures.panel()))
        #expect(captured.result.breakpoints.map(\.description) == Self.panelBreakpoints)
        #expect(captured.result.breakpoints.map(\.value) == [316, 302, 282, 208, 205.5, 148])
        #expect(captured.result.text == Self.panelText(direction == .rightToLeft ? "rtl" : "ltr"))
        // 261 widths, and one half-point probe for each of the six changes.
        #expect(captured.result.layouts == 261 + 6)
    }

    @Test func aCoarseStepFindsTheSameBreakpointsByBisection() throws {
        // Every 50 pt: 140, 190, ..., 390 and 400; each change is bisected down to the half point.
        let captured = try LayoutSweep.widths(140...400, step: 50, height: 400).capture(
            .view(SweepFixtures.panel()), strip: false)
        #expect(captured.result.breakpoints.map(\.description) == Self.panelBreakpoints)
        #expect(captured.result.layouts < 80)
    }

    @Test func theStripShowsBothSidesOfEveryBreakpoint() throws {
        let captured = try LayoutSweep.widths(140...400, height: 400).capture(.view(SweepFixtures.panel()))
        let strip = try #require(captured.strip)
        // Rows of (tighter | breakpoint) at @2x with 8 pt (16 px) gaps: the widest row is the
        // first, 315.5 | 316 pt = 631 + 632 px; six rows of 400 pt = 800 px.
        #expect(strip.width == 16 + 631 + 16 + 632 + 16)
        #expect(strip.height == 16 + 6 * (800 + 16))
    }

    @Test func contentSizeBreakpointsNameTheFirstSizeOfTheTighterSide() throws {
        let captured = try LayoutSweep.contentSizes(width: 300).capture(.view(SweepFixtures.scalingLabel()))
        #expect(
            captured.result.breakpoints.map(\.description) == [
                "`bio` wraps to 2 lines from ax2",
                "`bio` wraps to 3 lines from ax5",
            ])
        #expect(
            captured.result.ranges == [
                "xs...ax1: `bio` 1 line", "ax2...ax4: `bio` 2 lines", "ax5: `bio` 3 lines",
            ])
    }

    @Test func aDirectionSweepFindsWhatOnlyRightToLeftBreaks() throws {
        let captured = try LayoutSweep.directions(width: 300).capture(.view(SweepFixtures.leftPinnedRow()))
        #expect(captured.result.breakpoints.map(\.description) == ["`tag` and `name` overlap in RTL"])
        #expect(captured.result.ranges == ["LTR: sound", "RTL: `tag` and `name` overlap"])
        #expect(
            captured.result.header == "layout sweep: directions LTR, RTL at 300 pt wide, the height that fits; ltr@2x")
    }

    @Test func aHeightSweepFindsWhereViewsStartToOverlap() throws {
        let captured = try LayoutSweep.heights(100...300, width: 200).capture(.view(SweepFixtures.headerFooter()))
        #expect(captured.result.breakpoints.map(\.description) == ["`header` and `footer` overlap below 150 pt"])
        #expect(captured.result.ranges == ["150...300 pt: sound", "100...149.5 pt: `header` and `footer` overlap"])
    }

    @Test func aControllerIsSweptAsTheWindowsRoot() throws {
        final class Screen: UIViewController {
            override func loadView() { view = SweepFixtures.headerFooter() }
        }
        let captured = try LayoutSweep.heights(100...300, step: 25, width: 200).capture(.controller(Screen()))
        // The same breakpoint as the view's (150 pt, see SweepFixtures.headerFooter()), found by
        // bisecting between the steps at 125 and 150 pt.
        #expect(captured.result.breakpoints.map(\.description) == ["`header` and `footer` overlap below 150 pt"])
    }

    @Test func variantNamesSayWhatWasSwept() {
        #expect(LayoutSweep.widths(280...1024).variantName == "w280-1024.ltr@2x.sweep")
        #expect(LayoutSweep.widths(280...1024, step: 8).rightToLeft.variantName == "w280-1024by8.rtl@2x.sweep")
        #expect(LayoutSweep.widths(280...1024, height: 600).variantName == "h600.w280-1024.ltr@2x.sweep")
        #expect(LayoutSweep.heights(400...900, width: 375).variantName == "w375.h400-900.ltr@2x.sweep")
        #expect(LayoutSweep.contentSizes(width: 375).variantName == "w375.ltr@2x.sizes.sweep")
        #expect(
            LayoutSweep.contentSizes([.large, .accessibilityMedium], width: 375).variantName
                == "w375.ltr@2x.sizes-l-ax1.sweep")
        #expect(LayoutSweep.directions(width: 375).variantName == "w375@2x.directions.sweep")
    }

    @Test func aMovedBreakpointFailsWithAMessageNamingIt() throws {
        let dir = TempDir()
        let log = IssueLog()
        let sweep = LayoutSweep.widths(140...400, step: 4, height: 400)
        let name = "LayoutSweepTests/aMovedBreakpointFailsWithAMessageNamingIt.h400.w140-400by4.ltr@2x.sweep"
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run1")) {
            withKnownIssue {
                assertLayoutSweep(of: SweepFixtures.panel(), over: sweep, record: .missing)
            } matching: {
                log.add($0); return true
            }
        }
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.sub("run2")) {
            // The same layout: no issue.
            assertLayoutSweep(of: SweepFixtures.panel(), over: sweep, record: .never)
        }
        // "Follow!" is one glyph wider: 7 × 19.265625 = 134.859375 pt, so it truncates below
        // 167 pt (W − 32 < 134.859375 at 166.5) and reaches 16 + 135 = 151 pt, overlapping the
        // badge below 227 pt (151 > W − 76).
        let changed = SweepFixtures.panel()
        (changed.subviews[1] as! UILabel).text = "Follow!"
        let line = #line + 3
        withSnapshotSettings(snapshotDirectory: dir.snapshots, artifactsDirectory: dir.artifacts) {
            withKnownIssue {
                assertLayoutSweep(of: changed, over: sweep, record: .never)
            } matching: {
                log.add($0); return true
            }
        }
        let issues = log.all
        try #require(issues.count == 2)
        #expect(issues[0].comment.hasPrefix("No reference was found on disk. Recorded snapshot \"\(name)\""))
        #expect(issues[1].line == line)
        let artifacts = dir.artifacts + "/" + name
        #expect(
            issues[1].comment == """
                Layout sweep "\(name)" does not match its reference: the breakpoints are not where they were.
                  - `follow` and `badge` overlap: was below 208 pt, now below 227 pt
                  - `follow` truncates: was below 148 pt, now below 167 pt
                  reference: file://\(dir.snapshots)/\(name).txt
                  actual:    file://\(artifacts).txt
                  strip:     file://\(artifacts).png (each breakpoint: tighter side | breakpoint)
                To accept the new breakpoints: swift run plumb accept \(dir.artifacts) --only \(name)
                """)
        let entry = try #require(try Manifest.load(artifacts: dir.artifacts).first)
        #expect(entry.status == .failed)
        #expect(entry.strip == artifacts + ".png")
        #expect(entry.breakpoints?.contains("`follow` truncates below 167 pt") == true)
    }
}
