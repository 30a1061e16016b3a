import Foundation
import Raster
@testable import Typesetting

/// The text of each line (its UTF-16 range of the layout text), plus "…" where an ellipsis is,
/// in logical order.
func lineTexts(_ layout: TextLayout) -> [String] {
    let utf16 = Array(layout.text.utf16)
    return layout.lines.map { line in
        // Logical order: runs sorted by text position, ellipsis placed by its logical slot.
        var pieces: [(Int, String)] = []
        for run in line.runs {
            if run.isEllipsis { continue }
            pieces.append(
                (
                    run.textRange.lowerBound,
                    String(decoding: utf16[run.textRange], as: UTF16.self)
                ))
        }
        pieces.sort { $0.0 < $1.0 }
        var text = pieces.map(\.1).joined()
        if let e = line.runs.first(where: \.isEllipsis) {
            let ltr = line.paragraphLevel & 1 == 0
            let index = line.runs.firstIndex(of: e)!
            let atVisualStart = index == 0, atVisualEnd = index == line.runs.count - 1
            if (ltr && atVisualEnd) || (!ltr && atVisualStart) {
                text += "…"
            } else if (ltr && atVisualStart) || (!ltr && atVisualEnd) {
                text = "…" + text
            } else {
                // Middle: between the runs before and after it (logical order by position).
                let before = line.runs[..<index].filter { !$0.isEllipsis }
                let cut =
                    ltr
                    ? (before.map(\.textRange.upperBound).max() ?? 0)
                    : (line.runs[(index + 1)...].map(\.textRange.upperBound).max() ?? 0)
                let head = pieces.filter { $0.0 < cut }.map(\.1).joined()
                let tail = pieces.filter { $0.0 >= cut }.map(\.1).joined()
                text = head + "…" + tail
            }
        }
        return text
    }
}

/// The cluster of every glyph of a line, left to right.
func visualClusters(_ line: TextLine) -> [Int] {
    line.runs.flatMap(\.clusters)
}

/// Composites masks (black on white) into an 8-bit gray canvas, integer arithmetic only.
func composite(_ masks: [CoverageMask], width: Int, height: Int) -> [UInt8] {
    var image = [UInt8](repeating: 255, count: width * height)
    for m in masks {
        for y in 0..<m.height {
            for x in 0..<m.width {
                let X = m.originX + x, Y = m.originY + y
                guard X >= 0, Y >= 0, X < width, Y < height else { continue }
                let c = Int(m.coverage[y * m.width + x])
                let d = Int(image[Y * width + X])
                image[Y * width + X] = UInt8((d * (255 - c) + 127) / 255)
            }
        }
    }
    return image
}

/// SHA-256 as 64 hex digits (Raster's implementation).
func sha256Hex(_ data: [UInt8]) -> String { SHA256.hex(data) }

extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
