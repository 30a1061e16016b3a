import Foundation

/// A table's vertical geometry: the height of every header, row and footer (measured, fixed, or
/// estimated until laid out) and their offsets. Pure arithmetic: O(rows) to recompute the offsets,
/// O(log rows) to find the rows in a rectangle, no views.
struct TableGeometry {
    struct Section {
        var rowCount = 0
        var rowHeights: [CGFloat] = []
        /// Rows whose height is final (fixed, or measured from their cell).
        var rowIsFinal: [Bool] = []
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var headerIsFinal = false
        var footerIsFinal = false
        var headerTitle: String?
        var footerTitle: String?
        /// Offsets (from the top of the section's first row) of each row's top, plus the end.
        var rowTops: [CGFloat] = [0]

        var rowsHeight: CGFloat { rowTops.last ?? 0 }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// The top of each section (its header), plus the end of the last section.
    private(set) var sectionTops: [CGFloat] = [0]

    /// Recomputes every offset from the heights.
    mutating func computeOffsets() {
        var y = tableHeaderHeight
        sectionTops = []
        sectionTops.reserveCapacity(sections.count + 1)
        for i in sections.indices {
            sectionTops.append(y)
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[i].rowCount + 1)
            var r: CGFloat = 0
            for h in sections[i].rowHeights {
                tops.append(r)
                r += h
            }
            tops.append(r)
            sections[i].rowTops = tops
            y += sections[i].headerHeight + r + sections[i].footerHeight
        }
        sectionTops.append(y)
    }

    /// The height of everything: table header, sections, table footer.
    var contentHeight: CGFloat { (sectionTops.last ?? tableHeaderHeight) + tableFooterHeight }

    /// The vertical extent of a section (header to footer).
    func sectionRange(_ s: Int) -> (top: CGFloat, bottom: CGFloat) {
        (sectionTops[s], sectionTops[s + 1])
    }

    /// A row's top and height in the content.
    func rowExtent(_ p: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let sec = sections[p.section]
        let y = sectionTops[p.section] + sec.headerHeight + sec.rowTops[p.row]
        return (y, sec.rowHeights[p.row])
    }

    /// The header's top and height.
    func headerExtent(_ s: Int) -> (y: CGFloat, height: CGFloat) { (sectionTops[s], sections[s].headerHeight) }

    /// The footer's top and height.
    func footerExtent(_ s: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionTops[s] + sections[s].headerHeight + sections[s].rowsHeight, sections[s].footerHeight)
    }

    /// The rows that intersect `minY ..< maxY` (rows of zero height at the edges included once
    /// they are inside), in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var out: [IndexPath] = []
        guard maxY > minY else { return out }
        // The first section that ends below minY.
        var s = firstIndex(in: sectionTops, endingAfter: minY)
        while s < sections.count, sectionTops[s] < maxY {
            let sec = sections[s]
            let base = sectionTops[s] + sec.headerHeight
            let localMin = minY - base, localMax = maxY - base
            var r = firstIndex(in: sec.rowTops, endingAfter: localMin)
            while r < sec.rowCount, sec.rowTops[r] < localMax {
                if sec.rowTops[r + 1] > localMin || (sec.rowHeights[r] == 0 && sec.rowTops[r] >= localMin) {
                    out.append(IndexPath(row: r, section: s))
                }
                r += 1
            }
            s += 1
        }
        return out
    }

    /// The index `i` of the first interval `[tops[i], tops[i+1])` whose end is after `y`
    /// (binary search; `tops` ascends and has one more element than there are intervals).
    private func firstIndex(in tops: [CGFloat], endingAfter y: CGFloat) -> Int {
        var lo = 0, hi = max(0, tops.count - 1)
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid + 1] > y { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
