#if SwiftSnapshotTesting
    import Foundation
    @testable import PlumbSnapshotTesting
    import PlumbUI
    import Raster
    import SnapshotTesting
    import Testing
    import PlumbSnapshotCore

    /// swift-snapshot-testing's `assertSnapshot`/`verifySnapshot` driving Plumb's renderer.
    ///
    /// Every call passes `record:` explicitly and (except the user-style test) a temporary
    /// `snapshotDirectory:`, so `SNAPSHOT_TESTING_RECORD`, `CI` and earlier runs change nothing.
    @MainActor @Suite struct SnapshotTestingCompatibilityTests {
        /// A white view with a 100×50 pt box 20 pt from the leading edge and 10 pt below the top of
        /// the safe area.
        static func makeView(box color: UIColor = .systemBlue) -> (UIView, UIView) {
            let root = UIView()
            root.backgroundColor = .white
            let box = UIView()
            box.backgroundColor = color
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
            return (root, box)
        }

        /// A fresh directory for one test's references, removed when the test ends.
        final class TemporaryDirectory {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("plumb-sst-\(UUID().uuidString)", isDirectory: true).path
            deinit { try? FileManager.default.removeItem(atPath: path) }
        }

        let temporary = TemporaryDirectory()

        func temporaryDirectory() throws -> String {
            try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
            return temporary.path
        }

        static func decode(_ path: String) throws -> RGBAImage {
            try PNGDecoder().decode(contentsOf: path).image
        }

        static let blue = Color(red: 0, green: 122, blue: 255, alpha: 255)
        static let white = Color(red: 255, green: 255, blue: 255, alpha: 255)

        // MARK: record and verify

        @Test func recordsAnIPhone8ReferenceAt750x1334AndThenPasses() throws {
            let dir = try temporaryDirectory()
            let (view, _) = Self.makeView()
            let recorded = verifySnapshot(
                of: view, as: .image(on: .iPhone8), named: "iPhone8", record: .all,
                snapshotDirectory: dir, testName: "card")
            let path = dir + "/card.iPhone8.plumb.png"
            #expect(recorded?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
            #expect(recorded?.contains("open \"file://\(path)\"") == true)

            let png = try Self.decode(path)
            #expect(png.width == 750)
            #expect(png.height == 1334)
            // The box: 20 pt from the leading edge, 10 pt below the 20 pt status bar, 100×50 pt, @2x.
            #expect(png[x: 40, y: 60] == Self.blue)
            #expect(png[x: 239, y: 159] == Self.blue)
            #expect(png[x: 39, y: 60] == Self.white)
            #expect(png[x: 40, y: 59] == Self.white)
            #expect(png[x: 240, y: 159] == Self.white)
            #expect(png[x: 239, y: 160] == Self.white)
            #expect(png[x: 749, y: 1333] == Self.white)

            let verified = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "iPhone8",
                record: .never, snapshotDirectory: dir, testName: "card")
            #expect(verified == nil)
        }

        @Test func aChangedColourFailsNamingThePixelCountAndRegion() throws {
            let dir = try temporaryDirectory()
            _ = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "iPhone8", record: .all,
                snapshotDirectory: dir, testName: "card")
            let message = try #require(
                verifySnapshot(
                    of: Self.makeView(box: .systemRed).0, as: .image(on: .iPhone8),
                    named: "iPhone8", record: .never, snapshotDirectory: dir,
                    testName: "card"))
            #expect(message.hasPrefix("Snapshot \"iPhone8\" does not match reference."))
            #expect(message.contains("@−\n\"file://\(dir)/card.iPhone8.plumb.png\""))
            #expect(
                message.contains(
                    """
                    Newly-taken snapshot does not match reference.
                    Plumb: 20000 of 1000500 pixels differ (1.9990%); 0 allowed.
                      reference: 750x1334 px, new: 750x1334 px
                      changed regions (x, y, width x height, in pixels): (40, 60, 200x100)
                      difference: file://
                    """))
            let line = try #require(message.split(separator: "\n").last)
            #expect(line.hasSuffix(".png (red: pixels that differ)"))
            let path = String(
                line.dropFirst("  difference: file://".count).dropLast(" (red: pixels that differ)".count))
            // In the package's artifacts folder, where Plumb's own failures go (not /tmp).
            let artifacts = try SnapshotConfiguration.resolve(
                record: .never, environment: ProcessInfo.processInfo.environment, filePath: #filePath
            ).artifactsDirectory
            #expect(path.hasPrefix(artifacts + "/PlumbDifferences/"))
            let diff = try Self.decode(path)
            #expect(diff.width == 750)
            #expect(diff.height == 1334)
            #expect(diff[x: 40, y: 60] == Color(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(diff[x: 239, y: 159] == Color(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(diff[x: 39, y: 60] != Color(red: 255, green: 0, blue: 0, alpha: 255))
        }

        @Test func aDifferentSizeFailsWithBothSizes() throws {
            let dir = try temporaryDirectory()
            _ = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "screen", record: .all,
                snapshotDirectory: dir, testName: "card")
            let message = try #require(
                verifySnapshot(
                    of: Self.makeView().0, as: .image(on: .iPhoneSe), named: "screen",
                    record: .never, snapshotDirectory: dir, testName: "card"))
            #expect(message.contains("Newly-taken snapshot@(320.0, 568.0) does not match reference@(375.0, 667.0)."))
            // The union is 750×1334; the 640×1136 overlap matches, the rest differs.
            #expect(message.contains("Plumb: \(750 * 1334 - 640 * 1136) of 1000500 pixels differ"))
            #expect(message.contains("; the sizes differ."))
            #expect(message.contains("  reference: 750x1334 px, new: 640x1136 px"))
        }

        @Test func recordModeMissingWritesOnceThenComparesAndNeverDoesNotWrite() throws {
            let dir = try temporaryDirectory()
            let never = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "a", record: .never,
                snapshotDirectory: dir, testName: "card")
            #expect(
                never == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
            #expect(!FileManager.default.fileExists(atPath: dir + "/card.a.plumb.png"))
            let missing = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "a", record: .missing,
                snapshotDirectory: dir, testName: "card")
            #expect(missing?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
            #expect(FileManager.default.fileExists(atPath: dir + "/card.a.plumb.png"))
            #expect(
                verifySnapshot(
                    of: Self.makeView().0, as: .image(on: .iPhone8), named: "a", record: .missing,
                    snapshotDirectory: dir, testName: "card") == nil)
        }

        // MARK: tolerance

        /// Records the plain view, then verifies a view with a 10×10 pt (20×20 px = 400 px) red square
        /// added at (200, 300) pt.
        func verifyWithSquare(
            precision: Float, perceptualPrecision: Float = 1, square: UIColor = .red,
            function: String = #function
        ) throws -> String? {
            let dir = try temporaryDirectory()
            _ = verifySnapshot(
                of: Self.makeView().0, as: .image(on: .iPhone8), named: "p", record: .all,
                snapshotDirectory: dir, testName: function)
            let (view, _) = Self.makeView()
            let dot = UIView(frame: CGRect(x: 200, y: 300, width: 10, height: 10))
            dot.backgroundColor = square
            view.addSubview(dot)
            // The test's own name keeps the failure artifacts SST writes of parallel tests apart.
            return verifySnapshot(
                of: view, as: .image(on: .iPhone8, precision: precision, perceptualPrecision: perceptualPrecision),
                named: "p", record: .never, snapshotDirectory: dir, testName: function)
        }

        @Test func precisionAllowsExactlyTheDocumentedNumberOfPixels() throws {
            // 1,000,500 pixels: 0.9996 must match ⌈1000099.8⌉ = 1000100, so 400 may differ.
            #expect(try verifyWithSquare(precision: 0.9996) == nil)
            // 0.9997: ⌈1000199.85⌉ = 1000200 must match, 300 may differ; 400 do.
            let message = try #require(try verifyWithSquare(precision: 0.9997))
            #expect(
                message.contains(
                    """
                    Actual image precision 0.9996002 is less than required 0.9997
                    Plumb: 400 of 1000500 pixels differ (0.0400%); 300 allowed.
                      reference: 750x1334 px, new: 750x1334 px
                      changed regions (x, y, width x height, in pixels): (400, 600, 20x20)
                      difference: file://
                    """))
        }

        @Test func allowedPixelCountsReadPrecisionAsItsDecimal() {
            #expect(
                ImageTolerance(precision: 0.99, perceptualPrecision: 1).allowedDifferingPixels(of: 1_000_500) == 10_005)
            #expect(ImageTolerance(precision: 0.9, perceptualPrecision: 1).allowedDifferingPixels(of: 100) == 10)
            #expect(ImageTolerance(precision: 1, perceptualPrecision: 1).allowedDifferingPixels(of: 100) == 0)
            #expect(ImageTolerance(precision: 0, perceptualPrecision: 1).allowedDifferingPixels(of: 100) == 100)
            #expect(ImageTolerance(precision: 0.999, perceptualPrecision: 1).allowedDifferingPixels(of: 1001) == 1)
            #expect(ImageTolerance(precision: 2, perceptualPrecision: 1).allowedDifferingPixels(of: 100) == 0)
        }

        @Test func perceptualPrecisionIsPixelmatchsThresholdOneMinusIt() throws {
            #expect(ImageTolerance(precision: 1, perceptualPrecision: 0.98).threshold == 0.020000000000000018)
            #expect(ImageTolerance(precision: 1, perceptualPrecision: 1).threshold == 0)
            // White → (255, 255, 250): YIQ distance 1.41, within 35215 × 0.02² = 14.1 but not 35215 × 0.001² = 0.035.
            let nearWhite = UIColor(red: 1, green: 1, blue: 250.0 / 255, alpha: 1)
            #expect(try verifyWithSquare(precision: 1, perceptualPrecision: 0.98, square: nearWhite) == nil)
            let strict = try #require(try verifyWithSquare(precision: 1, perceptualPrecision: 0.999, square: nearWhite))
            #expect(
                strict.contains(
                    "The percentage of pixels that match 0.9996002 is less than required 1.0\n"
                        + "A pixel matches when its colour is within perceptual precision 0.999 (Plumb: pixelmatch YIQ threshold 0.001, not CIE ΔE 1994)\n"
                        + "Plumb: 400 of 1000500 pixels differ (0.0400%); 0 allowed."))
            // At perceptual precision 1 every changed byte counts, even where YIQ sees no difference.
            let exact = try #require(try verifyWithSquare(precision: 1, square: nearWhite))
            #expect(
                exact.contains("Newly-taken snapshot does not match reference.\nPlumb: 400 of 1000500 pixels differ"))
        }

        @Test func transparentAndWhiteDifferAtPerceptualPrecisionOne() {
            let tolerance = ImageTolerance(precision: 1, perceptualPrecision: 1)
            let clear = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in }
            let white = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            }
            #expect(tolerance.compare(reference: clear, actual: clear) == nil)
            #expect(
                tolerance.compare(reference: clear, actual: white)?.message.contains("Plumb: 8 of 8 pixels differ")
                    == true)
        }

        // MARK: text snapshots

        @Test func recursiveDescriptionIsUIKitsFormatWithoutAddresses() throws {
            let dir = try temporaryDirectory()
            let (view, box) = Self.makeView()
            let title = UILabel()
            title.text = "What's new"
            title.frame = CGRect(x: 0, y: 60, width: 80, height: 20.5)
            box.addSubview(title)
            box.clipsToBounds = true
            box.tag = 7
            let rtl = Snapshotting<UIView, String>.recursiveDescription(
                size: CGSize(width: 200, height: 100),
                traits: UITraitCollection(layoutDirection: .rightToLeft))
            _ = verifySnapshot(of: view, as: rtl, named: "rtl", record: .all, snapshotDirectory: dir, testName: "tree")
            // Right to left, the box's leading edge is 20 pt from the right: x = 200 − 20 − 100. The
            // label keeps the frame it was given (it translates its autoresizing mask).
            #expect(
                try String(contentsOfFile: dir + "/tree.rtl.plumb.txt", encoding: .utf8) == """
                    <UIView; frame = (0 0; 200 100); autoresize = W+H; layer = <CALayer>>
                       | <UIView; frame = (80 10; 100 50); clipsToBounds = YES; tag = 7; layer = <CALayer>>
                       |    | <UILabel; frame = (0 60; 80 20.5); text = 'What's new'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
                    """)
            #expect(
                verifySnapshot(
                    of: view, as: rtl, named: "rtl", record: .never, snapshotDirectory: dir,
                    testName: "tree") == nil)
            // The view's own frame is given back after the snapshot, as swift-snapshot-testing does.
            #expect(view.frame == .zero)

            final class Controller: UIViewController {
                override func loadView() {
                    let (content, box) = SnapshotTestingCompatibilityTests.makeView()
                    box.isHidden = true
                    box.alpha = 0.5
                    view = content
                }
            }
            _ = verifySnapshot(
                of: Controller(), as: .recursiveDescription(on: .iPhone8), named: "vc", record: .all,
                snapshotDirectory: dir, testName: "tree")
            // 10 pt below the 20 pt status bar.
            #expect(
                try String(contentsOfFile: dir + "/tree.vc.plumb.txt", encoding: .utf8) == """
                    <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
                       | <UIView; frame = (20 30; 100 50); alpha = 0.5; hidden = YES; layer = <CALayer>>
                    """)
        }

        @Test func recursiveDescriptionListsButtonsAndImageViewsAsUIKitDoes() {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            image.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
            button.addSubview(image)
            // The button's own line; its private subviews (image view, title label) are Plumb's.
            #expect(
                purgingPointers(button.recursiveDescription()).split(separator: "\n").first
                    == "<UIButton; frame = (0 0; 24 24); opaque = NO; layer = <CALayer>>")
            #expect(
                purgingPointers(button.recursiveDescription()).hasSuffix(
                    "\n   | <UIImageView; frame = (0 0; 24 24); opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <CALayer>>"
                ))
            // With addresses, as `po view.recursiveDescription()` prints it.
            #expect(
                image.recursiveDescription()
                    == "<UIImageView: \(image.debugAddress); frame = (0 0; 24 24); opaque = NO; "
                    + "autoresize = RM+BM; userInteractionEnabled = NO; layer = <CALayer: \(image.layer.debugAddress)>>"
            )
        }

        /// Tabs of navigation controllers, as in swift-snapshot-testing's own
        /// `testViewControllerHierarchy`. One difference from that iOS reference: UIKit has loaded the
        /// views of the tabs not shown (`view: <UILayoutContainerView> not in the window`); Plumb
        /// loads a tab's view when the tab is first shown, so it says `(view not loaded)`.
        @Test func hierarchyIsUIKitsPrintHierarchyWithoutAddresses() throws {
            let dir = try temporaryDirectory()
            let first = UINavigationController(rootViewController: UIViewController())
            let second = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            _ = verifySnapshot(of: tabs, as: .hierarchy, record: .all, snapshotDirectory: dir, testName: "tabs")
            #expect(
                try String(contentsOfFile: dir + "/tabs.1.plumb.txt", encoding: .utf8) == """
                    <UITabBarController>, state: appeared, view: <UILayoutContainerView>
                       | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
                       |    | <UIViewController>, state: appeared, view: <UIView>
                       | <UINavigationController>, state: disappeared, view: (view not loaded)
                       |    | <UIViewController>, state: disappeared, view: (view not loaded)
                    """)
            // After the snapshot the window is gone: nothing is on screen any more.
            #expect(
                purgingPointers(tabs._printHierarchy()).hasPrefix(
                    "<UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window"))
        }

        /// With the `.plumb` diff tool, a failure of swift-snapshot-testing's own assertion lands in
        /// Plumb's manifest, with the new image and its diff, ready for `plumb report` and `plumb accept`.
        @Test func thePlumbDiffToolRecordsFailuresInPlumbsManifest() throws {
            let dir = try temporaryDirectory()
            let artifacts = dir + "/plumb-artifacts"
            let strategy = Snapshotting<UIView, UIImage>.image(size: CGSize(width: 40, height: 20))
            _ = verifySnapshot(
                of: Self.makeView().0, as: strategy, named: "box", record: .all, snapshotDirectory: dir + "/Cards",
                testName: "card")
            let message = withSnapshotTesting(diffTool: .plumb) {
                withSnapshotSettings(artifactsDirectory: artifacts) {
                    verifySnapshot(
                        of: Self.makeView(box: .systemRed).0, as: strategy, named: "box", record: .never,
                        snapshotDirectory: dir + "/Cards", testName: "card")
                }
            }
            let text = try #require(message)
            // The two paths as swift-snapshot-testing names them, without its advice to use .ksdiff.
            #expect(
                text.contains(
                    """
                    @\u{2212}
                    "file://\(dir)/Cards/card.box.plumb.png"
                    @+
                    "file://
                    """))
            #expect(!text.contains("ksdiff") && !text.contains("To configure output for a custom diff tool"))
            #expect(
                text.contains(
                    """
                    Plumb recorded this failure for `plumb report` and `plumb accept`:
                      actual:    file://\(artifacts)/Cards/card.box.plumb.png
                      diff:      file://\(artifacts)/Cards/card.box.diff.png
                      compare:   file://\(artifacts)/Cards/card.box.compare.png (expected | diff | actual)
                    To accept the new snapshot: swift run plumb accept \(artifacts) --only Cards/card.box
                    """))
            let entry = try #require(try Manifest.load(artifacts: artifacts).first)
            #expect(entry.reference == dir + "/Cards/card.box.plumb.png" && entry.origin == "swift-snapshot-testing")
            // The box (40×20 pt at @2x, minus the 20 pt inset and the 10 pt top) is what changed: 40×20 px.
            #expect(entry.expectedSize == [80, 40] && entry.differingPixels == 40 * 20)
            #expect(PlumbTool.accept(artifacts: artifacts).status == 0)
            #expect(
                verifySnapshot(
                    of: Self.makeView(box: .systemRed).0, as: strategy, named: "box", record: .never,
                    snapshotDirectory: dir + "/Cards", testName: "card") == nil)
        }

        /// Difference images go where Plumb's own artifacts go: a `withSnapshotSettings` scope,
        /// `SNAPSHOT_ARTIFACTS`, the package of the test's file or of the working directory, and
        /// only without a package the temporary folder.
        @Test func differenceImagesGoToPlumbsArtifactsFolder() throws {
            let dir = try temporaryDirectory()
            let package = dir + "/App"
            try FileManager.default.createDirectory(
                atPath: package + "/Tests/AppTests", withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: package + "/Package.swift", contents: Data()))
            let testFile = package + "/Tests/AppTests/ProfileTests.swift"
            #expect(
                ImageTolerance.differencesDirectory(environment: [:], testFile: testFile, workingDirectory: "/")
                    == package + "/.build/plumb-artifacts/PlumbDifferences")
            #expect(
                ImageTolerance.differencesDirectory(environment: [:], testFile: nil, workingDirectory: package)
                    == package + "/.build/plumb-artifacts/PlumbDifferences")
            #expect(
                ImageTolerance.differencesDirectory(
                    environment: ["SNAPSHOT_ARTIFACTS": dir + "/shard-1"], testFile: testFile, workingDirectory: "/")
                    == dir + "/shard-1/PlumbDifferences")
            withSnapshotSettings(artifactsDirectory: dir + "/scoped") {
                #expect(
                    ImageTolerance.differencesDirectory(environment: [:], testFile: testFile, workingDirectory: "/")
                        == dir + "/scoped/PlumbDifferences")
            }
            #expect(
                ImageTolerance.differencesDirectory(environment: [:], testFile: nil, workingDirectory: dir)
                    == (NSTemporaryDirectory() as NSString).appendingPathComponent("PlumbDifferences"))
        }

        // MARK: configurations and values

        @Test func viewControllersGetTheSafeArea() throws {
            final class Controller: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let content = UIView()
                    content.backgroundColor = .systemBlue
                    content.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(content)
                    NSLayoutConstraint.activate([
                        content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            let dir = try temporaryDirectory()
            _ = verifySnapshot(
                of: Controller(), as: .image(on: .iPhoneX), named: "x", record: .all,
                snapshotDirectory: dir, testName: "controller")
            let png = try Self.decode(dir + "/controller.x.plumb.png")
            #expect(png.width == 1125)
            #expect(png.height == 2436)
            // Safe area 44 pt above, 34 pt below, @3x: rows 132 ..< 2334 are content.
            #expect(png[x: 10, y: 131] == Self.white)
            #expect(png[x: 10, y: 132] == Self.blue)
            #expect(png[x: 1124, y: 2333] == Self.blue)
            #expect(png[x: 10, y: 2334] == Self.white)
            #expect(
                verifySnapshot(
                    of: Controller(), as: .image(on: .iPhoneX), named: "x", record: .never,
                    snapshotDirectory: dir, testName: "controller") == nil)

            // Landscape: the sensor housing and the home indicator move to the sides and the bottom.
            _ = verifySnapshot(
                of: Controller(), as: .image(on: .iPhoneX(.landscape)), named: "xl", record: .all,
                snapshotDirectory: dir, testName: "controller")
            let landscape = try Self.decode(dir + "/controller.xl.plumb.png")
            #expect(landscape.width == 2436)
            #expect(landscape.height == 1125)
            #expect(landscape[x: 0, y: 0] == Self.blue)
            #expect(landscape[x: 0, y: 1124 - 72] == Self.blue)
            #expect(landscape[x: 0, y: 1125 - 72] == Self.white)
        }

        @Test func viewsWithoutAConfigUseTheirFrameTraitsAndATransparentBackground() throws {
            let dir = try temporaryDirectory()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            dot.backgroundColor = .systemBlue
            view.addSubview(dot)
            _ = verifySnapshot(
                of: view, as: .image, named: "2x", record: .all, snapshotDirectory: dir, testName: "plain")
            let at2x = try Self.decode(dir + "/plain.2x.plumb.png")
            #expect(at2x.width == 80)
            #expect(at2x.height == 40)
            #expect(at2x[x: 19, y: 19] == Self.blue)
            #expect(at2x[x: 20, y: 19] == Color(red: 0, green: 0, blue: 0, alpha: 0))

            let rtl = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
            _ = verifySnapshot(
                of: view, as: .image(size: CGSize(width: 30, height: 10), traits: rtl), named: "3x",
                record: .all, snapshotDirectory: dir, testName: "plain")
            let at3x = try Self.decode(dir + "/plain.3x.plumb.png")
            #expect(at3x.width == 90)
            #expect(at3x.height == 30)
        }

        @Test func aViewGetsItsFrameBackAfterADeviceSnapshot() throws {
            let dir = try temporaryDirectory()
            let (view, _) = Self.makeView()
            view.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
            view.translatesAutoresizingMaskIntoConstraints = false
            _ = verifySnapshot(
                of: view, as: .image(on: .iPhone8), named: "a", record: .all, snapshotDirectory: dir,
                testName: "frame")
            #expect(try Self.decode(dir + "/frame.a.plumb.png").width == 750)
            #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
            #expect(view.translatesAutoresizingMaskIntoConstraints == false)
            #expect(view.superview == nil)
        }

        @Test func imagesThemselvesUseTheImageStrategy() throws {
            let dir = try temporaryDirectory()
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            func image(_ color: UIColor) -> UIImage {
                UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format).image { ctx in
                    color.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
                }
            }
            _ = verifySnapshot(
                of: image(.red), as: .image, named: "red", record: .all, snapshotDirectory: dir,
                testName: "image")
            #expect(
                try Self.decode(dir + "/image.red.plumb.png")[x: 3, y: 2]
                    == Color(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(
                verifySnapshot(
                    of: image(.red), as: .image, named: "red", record: .never, snapshotDirectory: dir,
                    testName: "image") == nil)
            let message = verifySnapshot(
                of: image(.blue), as: .image(precision: 0.5), named: "red", record: .never,
                snapshotDirectory: dir, testName: "image")
            #expect(
                message?.contains(
                    "Actual image precision 0.0 is less than required 0.5\nPlumb: 12 of 12 pixels differ (100.0000%); 6 allowed."
                ) == true)
        }

        @Test func anUnrenderableViewRecordsAnExplainingErrorImage() throws {
            let dir = try temporaryDirectory()
            _ = verifySnapshot(
                of: UIView(), as: .image, named: "empty", record: .all, snapshotDirectory: dir,
                testName: "plain")
            let png = try Self.decode(dir + "/plain.empty.plumb.png")
            #expect(png.width == 800)
            #expect(png.height == 160)
            #expect(png[x: 0, y: 0] == Color(red: 255, green: 0, blue: 0, alpha: 255))
            // Verifying again fails with the reason, although the placeholder matches its recording.
            let message = try #require(
                verifySnapshot(
                    of: UIView(), as: .image, named: "empty", record: .never,
                    snapshotDirectory: dir, testName: "plain"))
            #expect(
                message.hasSuffix(
                    "Newly-taken snapshot could not be generated: cannot render the view: "
                        + "invalid bitmap size 0x0: 0.0x0.0 points at scale 2.0 is not a valid pixel size"))
        }

        @Test func aReferenceThatIsNotAPNGFailsSayingSo() throws {
            let dir = try temporaryDirectory()
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.a.plumb.png"))
            let message = try #require(
                verifySnapshot(
                    of: Self.makeView().0, as: .image(on: .iPhone8), named: "a",
                    record: .never, snapshotDirectory: dir, testName: "bad"))
            #expect(
                message.hasSuffix("Reference image could not be loaded: the reference is not a PNG image (9 bytes)"))
        }

        @Test func presetsHaveUIKitSizesSafeAreasAndScales() {
            #expect(
                ViewImageConfig.iPhone8
                    == ViewImageConfig(
                        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                        size: CGSize(width: 375, height: 667),
                        traits: UITraitCollection(displayScale: 2, preferredContentSizeCategory: .medium)))
            #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
            #expect(
                ViewImageConfig.iPhoneX(.landscape)
                    == ViewImageConfig(
                        safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
                        size: CGSize(width: 812, height: 375),
                        traits: UITraitCollection(
                            displayScale: 3, preferredContentSizeCategory: .medium,
                            horizontalSizeClass: .compact, verticalSizeClass: .compact)))
            #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
            #expect(ViewImageConfig.iPhone13Mini.safeArea == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
            #expect(ViewImageConfig.iPhoneXr.traits.displayScale == 2)
            #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
            #expect(ViewImageConfig.iPadMini.traits.horizontalSizeClass == .regular)
            #expect(
                ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird))
                    == ViewImageConfig(
                        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                        size: CGSize(width: 320, height: 1194),
                        traits: UITraitCollection(
                            displayScale: 2, horizontalSizeClass: .compact, verticalSizeClass: .regular,
                            userInterfaceIdiom: .pad)))
            #expect(ViewImageConfig.iPadMini.traits.userInterfaceIdiom == .pad)
            #expect(ViewImageConfig.iPhoneX.traits.userInterfaceIdiom == .phone)
            #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
            #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        }

        @Test func strategyTraitsOverrideTheConfigsWhenTheyDifferFromTheDefaults() {
            let merged = ImageCapture.merge(
                UITraitCollection(layoutDirection: .rightToLeft),
                over: ViewImageConfig.iPhoneX.traits)
            #expect(
                merged
                    == UITraitCollection(
                        layoutDirection: .rightToLeft, displayScale: 3,
                        preferredContentSizeCategory: .medium))
            let scaled = ImageCapture.merge(UITraitCollection(displayScale: 1), over: ViewImageConfig.iPhoneX.traits)
            #expect(scaled.displayScale == 1)
        }

        @Test func aDarkTraitDrawsDarkAndALightOneCanOverrideIt() {
            var config = ViewImageConfig.iPhoneX
            config.traits.userInterfaceStyle = .dark
            // A given trait overrides even when it is the default value (UIKit's unspecified rule).
            let light = ImageCapture.merge(UITraitCollection(userInterfaceStyle: .light), over: config.traits)
            #expect(light.userInterfaceStyle == .light && light.displayScale == 3)
            let dark = ImageCapture.merge(UITraitCollection(), over: config.traits)
            let strategy = ImageCapture.strategy(
                size: CGSize(width: 375, height: 812), safeArea: .zero,
                traits: ImageCapture.merge(UITraitCollection(accessibilityContrast: .high), over: dark))
            #expect(strategy.userInterfaceStyle == .dark && strategy.traits.accessibilityContrast == .high)
        }
    }
#endif
