import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// Many assertions at once, in one snapshots folder and one artifacts folder: every reference
/// and manifest entry is written whole, none is lost, and nothing is left half-written.
@MainActor @Suite struct ParallelSafety {
    @Test func concurrentAssertionsRecordVerifyAndFailIndependently() async throws {
        let dir = TempDir()
        let configuration = dir.configuration(.missing)
        let count = 24
        // Round 1: record 24 snapshots (two suites) concurrently.
        let recorded = await run(count, configuration) { i in block(20, 10 + CGFloat(i % 4)) }
        #expect(recorded.allSatisfy { $0.status == .missing })
        // Round 2: verify them concurrently; every fourth view changed colour.
        let never = dir.configuration(.never)
        let verified = await run(count, never) { i in
            block(20, 10 + CGFloat(i % 4), i % 4 == 0 ? .systemRed : .systemBlue)
        }
        #expect(verified.filter { $0.status == .failed }.count == count / 4)
        #expect(verified.filter { $0.status == .passed }.count == count - count / 4)
        for (i, e) in verified.enumerated() {
            #expect(e.status == (i % 4 == 0 ? .failed : .passed), "\(e.name)")
            if i % 4 == 0 { #expect(e.differingPixels == 384, "\(e.name)") }  // the 32x12-pixel inner block
        }
        // The manifest holds exactly one entry per snapshot, each decodable.
        let entries = try Manifest.load(artifacts: dir.artifacts)
        #expect(entries.count == count)
        #expect(Set(entries.map(\.name)).count == count)
        // No temporary files anywhere.
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
        #expect(leftovers == [])
    }

    /// Verifies snapshot `i` of `count` (suite A or B, test `view<i>`) on concurrent tasks: each view
    /// is captured on the main actor (views are main-actor isolated) and verified, which reads and
    /// writes the folders, off it, all at once; returns the manifest entries in index order.
    func run(
        _ count: Int, _ configuration: SnapshotConfiguration,
        _ make: @escaping @MainActor @Sendable (Int) -> UIView
    ) async -> [ManifestEntry] {
        let strategy = Snapshotting.image(width: 20)
        return await withTaskGroup(of: (Int, ManifestEntry?).self) { group in
            for i in 0..<count {
                group.addTask {
                    let identity = SnapshotIdentity(
                        fileID: "PlumbTestingTests/\(i % 2 == 0 ? "A" : "B").swift", function: "view\(i)()")
                    guard
                        let captured = try? await MainActor.run(body: {
                            try SnapshotRenderer.capture(.view(make(i)), as: strategy)
                        })
                    else { return (i, nil) }
                    return (
                        i,
                        SnapshotVerifier.verify(
                            captured, identity: identity, strategy: strategy,
                            configuration: configuration
                        ).entry
                    )
                }
            }
            var out = [ManifestEntry?](repeating: nil, count: count)
            for await (i, e) in group { out[i] = e }
            return out.compactMap { $0 }
        }
    }
}
