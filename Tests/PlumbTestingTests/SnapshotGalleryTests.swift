import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// The gallery: every snapshot of a run as a thumbnail, grouped by test and variant
/// (`plumb gallery`, and the end of `plumb report`'s page).
@MainActor @Suite struct SnapshotGalleryTests {
    @discardableResult
    func verify(_ view: UIView, test: String, _ strategy: Snapshotting, _ dir: TempDir, _ mode: RecordMode) throws
        -> SnapshotOutcome
    {
        SnapshotVerifier.verify(
            try SnapshotRenderer.capture(.view(view), as: strategy),
            identity: SnapshotIdentity(fileID: "M/Screens.swift", function: test),
            strategy: strategy, configuration: dir.configuration(mode))
    }

    /// Records `card` at 20 and 200 points wide and left to right and right to left, and `badge`
    /// at 20 points; then verifies them with `badge` changed (a failure).
    func run(_ dir: TempDir) throws {
        for mode in [RecordMode.missing, .never] {
            try verify(block(20, 10), test: "card()", .image(width: 20), dir, mode)
            try verify(block(200, 10), test: "card()", .image(width: 200), dir, mode)
            try verify(block(20, 10), test: "card()", Snapshotting.image(width: 20).rightToLeft, dir, mode)
            try verify(block(20, mode == .never ? 12 : 10, .systemRed), test: "badge()", .image(width: 20), dir, mode)
        }
    }

    /// The `data:` PNG of the tile named `name`, decoded.
    func thumbnail(_ html: String, name: String) throws -> RGBAImage {
        let tile = try #require(html.range(of: "data-name=\"\(name)\" data-variant="))
        let src = try #require(html.range(of: "src=\"data:image/png;base64,", range: tile.upperBound..<html.endIndex))
        let end = try #require(html.range(of: "\"", range: src.upperBound..<html.endIndex))
        let data = try #require(Data(base64Encoded: String(html[src.upperBound..<end.lowerBound])))
        return try PNGDecoder().decode([UInt8](data)).image
    }

    @Test func aThumbnailAveragesEachBlockWeightedByAlpha() throws {
        // 4×2: red, red, blue, white over transparent green, transparent green, blue, white.
        let px: [UInt8] = [
            255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
            0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255,
        ]
        let small = Thumbnail.shrink(try RGBAImage(width: 4, height: 2, pixels: px), toFit: 2)
        #expect(small.width == 2 && small.height == 1)
        // Left block: only the red pixels carry colour; alpha (255 + 255 + 0 + 0) / 4 rounds to 128.
        // Right block: blue and white averaged: (0 + 0 + 255 + 255) / 4 rounds to 128.
        #expect(small.pixels == [255, 0, 0, 128, 128, 128, 255, 255])
        // An image that fits is not touched.
        let fits = try RGBAImage(width: 4, height: 2, pixels: px)
        #expect(Thumbnail.shrink(fits, toFit: 4) == fits)
    }

    @Test func theFactorBringsTheLongestSideWithinTheLimit() {
        #expect(Thumbnail.factor(width: 750, height: 400, limit: 240) == 4)
        #expect(Thumbnail.factor(width: 240, height: 240, limit: 240) == 1)
        #expect(Thumbnail.factor(width: 241, height: 10, limit: 240) == 2)
        #expect(Thumbnail.factor(width: 10, height: 1334, limit: 240) == 6)
    }

    @Test func theGalleryGroupsEveryVariantByTest() throws {
        let dir = TempDir()
        try run(dir)
        let page = dir.sub("gallery.html")
        let r = PlumbTool.gallery(artifacts: [dir.artifacts], html: page)
        #expect(r.status == 0)
        #expect(r.output == "gallery: 4 snapshots of 2 tests\nwrote the gallery: \(page)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // Groups in name order, each with its variants in name order.
        let groups = html.components(separatedBy: "<div class=\"gallery-group\" data-test=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(groups == ["Screens/badge", "Screens/card"])
        let variants = html.components(separatedBy: "data-variant=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(variants == ["w20.ltr@2x", "w20.ltr@2x", "w20.rtl@2x", "w200.ltr@2x"])
        let statuses = html.components(separatedBy: "<figure class=\"tile ").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(statuses == ["failed", "passed", "passed", "passed"])
        #expect(html.contains("<span class=\"gallery-count muted\">4 of 4 shown</span>"))
        #expect(html.contains("<details open>"))
        // A small reference is its own thumbnail; the 400-pixel one is halved (at most 240 a side).
        let reference = try PNGDecoder().decode(contentsOf: dir.snapshots + "/Screens/card.w20.ltr@2x.png").image
        #expect(try thumbnail(html, name: "Screens/card.w20.ltr@2x") == reference)
        let wide = try thumbnail(html, name: "Screens/card.w200.ltr@2x")
        #expect(wide.width == 200 && wide.height == 10)
        // The failed tile shows the reference (the gallery shows references), its size and path.
        #expect(try thumbnail(html, name: "Screens/badge.w20.ltr@2x").height == 20)
        #expect(html.contains("<b class=\"variant\">w200.ltr@2x</b> <span class=\"muted\">400x20 px</span>"))
        #expect(html.contains("<code class=\"path\">\(dir.snapshots)/Screens/card.w200.ltr@2x.png</code>"))
    }

    @Test func theReportEndsWithTheGalleryCollapsedUnlessLeftOut() throws {
        let dir = TempDir()
        try run(dir)
        #expect(PlumbTool.report(artifacts: dir.artifacts).status == 0)
        let html = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(html.contains("<section class=\"gallery\" id=\"gallery\" data-total=\"4\">\n<details>\n"))
        #expect(html.contains("<h2>Gallery (4 snapshots of 2 tests)</h2>"))
        #expect(PlumbTool.report(artifacts: dir.artifacts, gallery: false).status == 0)
        let without = try String(contentsOfFile: dir.artifacts + "/report.html", encoding: .utf8)
        #expect(!without.contains("class=\"gallery\""))
        #expect(without.contains("section.gallery{"))  // the style sheet is shared
    }

    @Test func aMissingManifestIsAnErrorNamingTheFolder() {
        let dir = TempDir()
        let r = PlumbTool.gallery(artifacts: [dir.sub("none")])
        #expect(r.status == 2)
        #expect(r.output.contains(dir.sub("none")))
    }

    @Test func aReferenceDeletedAfterTheRunIsShownAsMissing() throws {
        let dir = TempDir()
        try run(dir)
        try FileManager.default.removeItem(atPath: dir.snapshots + "/Screens/card.w20.rtl@2x.png")
        let page = dir.sub("g.html")
        #expect(PlumbTool.gallery(artifacts: [dir.artifacts], html: page).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(
            html.contains("<p class=\"file-problem\">file missing: \(dir.snapshots)/Screens/card.w20.rtl@2x.png</p>"))
    }
}
