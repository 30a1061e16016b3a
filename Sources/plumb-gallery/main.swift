import ArgumentParser
import Foundation
import PlumbGallery
import PlumbSnapshotCore
import PlumbUI
import Raster

/// `swift run plumb-gallery OUT_DIR`: renders every example of the gallery (the seeds' Auto Layout
/// and PureLayout examples) on two iPhone screens in both directions, writes the PNGs and
/// `index.html`, a self-contained contact sheet, into OUT_DIR, and prints its progress.
@main
struct PlumbGalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb-gallery",
        abstract:
            "Render the seeds' examples (PureLayout 1-12, hugging, compression, Dynamic Stack View, the flow demo, the debugging cases) to PNGs and one HTML contact sheet.",
        discussion:
            "Exit status: 0 every image written, 1 some example could not be rendered (the others are), 2 bad arguments or an output folder that cannot be written."
    )

    @Argument(help: "The folder to write the PNGs and index.html into (created if missing).")
    var outDir: String

    @Option(name: .customLong("only"), help: "Render only the examples with these ids (repeatable).")
    var only: [String] = []

    @Flag(help: "List the examples' ids and titles, and render nothing.")
    var list = false

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .failure ? 1 : 2)
        }
    }

    func run() throws {
        // Views are main-actor isolated, as in UIKit; the command runs on the main thread.
        let failures = try MainActor.assumeIsolated { try render() }
        if failures > 0 { throw ExitCode.failure }
    }

    @MainActor
    func render() throws -> Int {
        let examples = Gallery.examples.filter { only.isEmpty || only.contains($0.id) }
        if list {
            for e in Gallery.examples { print("\(e.id)\t\(e.title)\t\(e.states.map(\.name).joined(separator: ", "))") }
            return 0
        }
        let unknown = only.filter { id in !Gallery.examples.contains { $0.id == id } }
        if !unknown.isEmpty {
            throw ValidationError("unknown example id: \(unknown.joined(separator: ", ")) (see --list)")
        }
        do {
            try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the output folder \(outDir): \(error.localizedDescription)")
        }
        var sheet = GalleryContactSheet(title: "Plumb gallery: the seeds' Auto Layout and PureLayout examples")
        var failures = 0, written = 0
        for (n, example) in examples.enumerated() {
            let prefix = "[\(n + 1)/\(examples.count)] \(example.id)"
            for state in example.states {
                var images: [GalleryContactSheet.Image] = []
                var log = "", problems: [String] = []
                var line = "\(prefix) \(example.title) · \(state.name):"
                for device in GalleryRenderer.screens {
                    for direction in GalleryRenderer.directions {
                        let dir = direction == .rightToLeft ? "rtl" : "ltr"
                        let file = "\(example.id).\(state.name).\(device.name).\(dir)@\(Int(device.scale))x.png"
                        let shown = GalleryRenderer.show(example, state, on: device, direction)
                        if log.isEmpty { log = shown.log.text }
                        do {
                            let captured = try GalleryRenderer.capture(shown, lint: GalleryRenderer.lint(for: example))
                            guard let image = captured.image else { continue }
                            let png = try PNGEncoder().encode(image)
                            let path = (outDir as NSString).appendingPathComponent(file)
                            try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
                            images.append(
                                .init(
                                    caption: "\(Int(device.size.width)) pt · \(dir.uppercased())", file: file, png: png)
                            )
                            problems += captured.lintProblems.map {
                                "\(Int(device.size.width)) pt \(dir.uppercased()): \($0)"
                            }
                            written += 1
                            line += " \(Int(device.size.width))\(dir)✓"
                        } catch {
                            failures += 1
                            line += " \(Int(device.size.width))\(dir)✗"
                            FileHandle.standardError.write(Data("\(prefix) \(state.name) \(file): \(error)\n".utf8))
                        }
                    }
                }
                print(line)
                sheet.add(example, state: state, images: images, log: log, problems: problems)
            }
        }
        let index = (outDir as NSString).appendingPathComponent("index.html")
        do {
            try Data(sheet.html.utf8).write(to: URL(fileURLWithPath: index), options: .atomic)
        } catch {
            throw ValidationError("cannot write \(index): \(error.localizedDescription)")
        }
        print("wrote \(written) images and \(index)\(failures > 0 ? " (\(failures) could not be rendered)" : "")")
        return failures
    }
}
