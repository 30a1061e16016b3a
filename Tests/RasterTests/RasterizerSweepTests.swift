import Foundation
import Testing
@testable import Raster

/// `Rasterizer.polygons` resolves each row only at the columns its crossings touched; these
/// tests hold it to a plain reference that sums every pixel's cells directly (64 sub-scanlines,
/// crossings at 1/256 pixel, the same rounding), on shapes whose rows touch few columns
/// (rectangles, rounded corners) and many (slanted and nearly horizontal edges, stars,
/// self-intersections), under both fill rules and with clips that cut the shapes.
@Suite struct RasterizerSweepTests {
    /// The coverage the rasterizer's description defines, pixel by pixel, over `bounds`.
    static func reference(_ polys: [[Point]], rule: FillRule, bounds b: PixelRect) -> [UInt8] {
        var edges: [(x0: Int64, y0: Int64, x1: Int64, y1: Int64, dir: Int32)] = []
        for poly in polys where poly.count >= 2 {
            for i in poly.indices {
                let p = poly[(i + poly.count - 1) % poly.count], q = poly[i]
                let (px, py, x, y) = (fixed(p.x), fixed(p.y), fixed(q.x), fixed(q.y))
                if py < y { edges.append((px, py, x, y, 1)) } else if py > y { edges.append((x, y, px, py, -1)) }
            }
        }
        var cells = [Int32](repeating: 0, count: b.width * b.height)
        for row in 0..<b.height {
            for k in 0..<64 {
                let sy = Int64(b.y + row) * 256 + Int64(k) * 4 + 2
                var crossings: [(x: Int64, dir: Int32)] = []
                for e in edges where e.y0 <= sy && e.y1 > sy {
                    let dy = e.y1 - e.y0
                    crossings.append((e.x0 + floorDiv(2 * (sy - e.y0) * (e.x1 - e.x0) + dy, 2 * dy), e.dir))
                }
                crossings.sort { $0.x < $1.x }
                var winding: Int32 = 0
                for c in crossings.indices.dropLast() {
                    winding += crossings[c].dir
                    guard rule == .nonZero ? winding != 0 : winding & 1 != 0 else { continue }
                    for col in 0..<b.width {
                        let lo = Int64(b.x + col) * 256
                        let covered = min(crossings[c + 1].x, lo + 256) - max(crossings[c].x, lo)
                        if covered > 0 { cells[row * b.width + col] += Int32(covered) }
                    }
                }
            }
        }
        return cells.map { UInt8(min(($0 * 255 + 8192) >> 14, 255)) }
    }

    static func check(_ polys: [[Point]], clip: PixelRect = PixelRect(x: -50, y: -50, width: 400, height: 400)) {
        for rule in [FillRule.nonZero, .evenOdd] {
            guard let cov = Rasterizer.polygons(polys, rule: rule, clip: clip) else {
                Issue.record("no coverage for \(polys)")
                continue
            }
            guard case .mask(let mask) = cov.storage else {
                Issue.record("polygons did not give a mask")
                continue
            }
            let expected = reference(polys, rule: rule, bounds: cov.bounds)
            let differing = zip(mask, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) of \(mask.count) pixels differ (\(rule))")
            #expect(mask.count == expected.count)
        }
    }

    static func roundedRect(x: Double, y: Double, w: Double, h: Double, r: Double) -> [Point] {
        var pts: [Point] = []
        let corners = [
            (x + w - r, y + r, -90.0), (x + w - r, y + h - r, 0.0), (x + r, y + h - r, 90.0), (x + r, y + r, 180.0),
        ]
        for (cx, cy, start) in corners {
            for s in 0...8 {
                let a = (start + Double(s) * 90 / 8) * .pi / 180
                pts.append(Point(x: cx + r * cos(a), y: cy + r * sin(a)))
            }
        }
        return pts
    }

    @Test func roundedRectanglesAtFractionalPositions() {
        Self.check([Self.roundedRect(x: 3.3, y: 2.7, w: 120.5, h: 41.25, r: 14)])
        Self.check([Self.roundedRect(x: 0.5, y: 0.5, w: 58, h: 58, r: 29)])
    }

    @Test func slantedAndNearlyHorizontalEdgesSpanningManyColumns() {
        Self.check([[Point(x: 1.2, y: 3.4), Point(x: 197.9, y: 11.1), Point(x: 150.3, y: 60.7), Point(x: 4.1, y: 9.9)]])
        Self.check([[Point(x: 0, y: 0), Point(x: 300, y: 0.6), Point(x: 300, y: 2.2), Point(x: 0, y: 1.1)]])
    }

    @Test func selfIntersectingStarAndNestedContours() {
        var star: [Point] = []
        for i in 0..<5 {
            let a = Double(i) * 4 * .pi / 5 - .pi / 2
            star.append(Point(x: 60 + 55 * cos(a), y: 60 + 55 * sin(a)))
        }
        Self.check([star])
        Self.check([
            Self.roundedRect(x: 2, y: 2, w: 100, h: 80, r: 10), Self.roundedRect(x: 20.25, y: 15.5, w: 40, h: 30, r: 6),
        ])
    }

    @Test func clipsCuttingTheShape() {
        let shape = [Self.roundedRect(x: -10.5, y: 4.25, w: 150, h: 90, r: 20)]
        Self.check(shape, clip: PixelRect(x: 0, y: 0, width: 64, height: 50))
        Self.check(shape, clip: PixelRect(x: 30, y: 10, width: 17, height: 200))
    }
}
