/// One linear equation of the tableau, kept sparse and sorted by symbol id.
///
/// As a tableau row it reads `basic = constant + Σ coefficients[i]·symbols[i]`; while a constraint
/// is being turned into a row it reads `0 = constant + Σ …`. Coefficients whose magnitude falls
/// below ``Tableau/epsilon`` are dropped, so every stored coefficient is meaningful.
struct Row: Equatable {
    /// Symbol ids, strictly increasing.
    var symbols: [Int] = []
    /// The coefficient of each symbol in ``symbols``.
    var coefficients: [Double] = []
    /// The constant term.
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { symbols.isEmpty }

    /// The largest coefficient magnitude (0 for a constant row).
    var largestCoefficient: Double {
        var m = 0.0
        for c in coefficients { m = max(m, abs(c)) }
        return m
    }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) &>> 1
            let s = symbols[mid]
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient` to the coefficient of `symbol`, dropping it if the sum is negligible.
    mutating func add(_ coefficient: Double, to symbol: Int) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Row.cancels(sum, coefficient) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if abs(coefficient) >= Tableau.epsilon {
            if index == symbols.count {
                symbols.append(symbol)
                coefficients.append(coefficient)
            } else {
                symbols.insert(symbol, at: index)
                coefficients.insert(coefficient, at: index)
            }
        }
    }

    /// Sets the coefficient of `symbol` exactly (`nil`: removes it); what an undo log restores.
    mutating func set(_ symbol: Int, to coefficient: Double?) {
        let (index, found) = position(of: symbol)
        switch (found, coefficient) {
        case (true, let c?): coefficients[index] = c
        case (true, nil):
            symbols.remove(at: index)
            coefficients.remove(at: index)
        case (false, let c?):
            symbols.insert(symbol, at: index)
            coefficients.insert(c, at: index)
        case (false, nil): break
        }
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Whether `sum`, the result of adding `added` to a coefficient, is zero: below
    /// ``Tableau/epsilon``, or so small next to the numbers that produced it
    /// (``Tableau/cancellation``) that it can only be their rounding error. Coefficients carry the
    /// rounding of every pivot that made them; when two of them cancel, what is left of a true zero
    /// is that rounding times their size, which an absolute threshold alone keeps once the numbers
    /// are large.
    @inline(__always)
    static func cancels(_ sum: Double, _ added: Double) -> Bool {
        abs(sum) < max(Tableau.epsilon, Tableau.cancellation * abs(added))
    }

    /// `constant + added`, or exactly zero when that is only their rounding error, so degenerate
    /// rows (a restricted symbol at zero) stay exactly degenerate and tie in the ratio test.
    @inline(__always)
    static func sumOfConstants(_ constant: Double, _ added: Double) -> Double {
        let sum = constant + added
        return abs(sum) < Tableau.cancellation * abs(added) ? 0 : sum
    }

    /// Multiplies the constant and every coefficient by `factor`, dropping coefficients that become
    /// negligible (a row solved for a symbol with a large coefficient shrinks the others), so the
    /// row keeps the invariant that every stored coefficient is at least ``Tableau/epsilon``.
    mutating func scale(by factor: Double) {
        constant *= factor
        // One tight pass (the common case drops nothing), then a compaction only when needed.
        var smallest = Double.infinity
        coefficients.withUnsafeMutableBufferPointer { c in
            for i in c.indices {
                let scaled = c[i] * factor
                c[i] = scaled
                smallest = min(smallest, abs(scaled))
            }
        }
        guard smallest < Tableau.epsilon else { return }
        var kept = 0
        for i in coefficients.indices where abs(coefficients[i]) >= Tableau.epsilon {
            symbols[kept] = symbols[i]
            coefficients[kept] = coefficients[i]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        coefficients.removeLast(coefficients.count - kept)
    }

    /// Rewrites `0 = constant + a·symbol + rest` as `symbol = -(constant + rest)/a`.
    mutating func solve(for symbol: Int) {
        let a = remove(symbol)
        scale(by: -1 / a)
    }

    /// Adds `factor · other` to this row in place, calling `inserted` for each new symbol and
    /// `removed` for each symbol that cancels out.
    ///
    /// Each symbol of `other` costs a binary search (and a shift when it is new), so this is the
    /// right choice when `other` is much shorter than the row, the common case of substituting a
    /// short definition into a long row; ``merge(_:skipping:adding:of:inserted:removed:)`` is
    /// linear in both lengths.
    @inline(__always)
    mutating func addInPlace(
        _ factor: Double, _ other: Row, inserted: (Int) -> Void, removed: (Int) -> Void
    ) {
        constant = Row.sumOfConstants(constant, factor * other.constant)
        var low = 0
        let eps = Tableau.epsilon
        for j in other.symbols.indices {
            let s = other.symbols[j]
            // Binary search in symbols[low...]: `other` is sorted too, so the start only moves right.
            var lo = low
            var hi = symbols.count
            while lo < hi {
                let mid = (lo + hi) &>> 1
                if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
            }
            let c = factor * other.coefficients[j]
            if lo < symbols.count && symbols[lo] == s {
                let sum = coefficients[lo] + c
                if Row.cancels(sum, c) {
                    symbols.remove(at: lo)
                    coefficients.remove(at: lo)
                    removed(s)
                } else {
                    coefficients[lo] = sum
                    lo += 1
                }
            } else if abs(c) >= eps {
                symbols.insert(s, at: lo)
                coefficients.insert(c, at: lo)
                inserted(s)
                lo += 1
            }
            low = lo
        }
    }

    /// Returns `base` (without its `skip` symbol) plus `factor · other`, calling `inserted` for each
    /// symbol that appears in the result but not in `base`, and `removed` for each symbol of `base`
    /// (other than `skip`) that cancels out.
    ///
    /// - Complexity: O(`base.symbols.count + other.symbols.count`).
    @inline(__always)
    static func merge(
        _ base: Row, skipping skip: Int, adding factor: Double, of other: Row,
        inserted: (Int) -> Void, removed: (Int) -> Void
    ) -> Row {
        var out = Row(constant: Row.sumOfConstants(base.constant, factor * other.constant))
        let n = base.symbols.count
        let m = other.symbols.count
        out.symbols.reserveCapacity(n + m)
        out.coefficients.reserveCapacity(n + m)
        var i = 0
        var j = 0
        let eps = Tableau.epsilon
        while i < n || j < m {
            let a = i < n ? base.symbols[i] : Int.max
            let b = j < m ? other.symbols[j] : Int.max
            if a == skip {
                i += 1
                continue
            }
            if a < b {
                out.symbols.append(a)
                out.coefficients.append(base.coefficients[i])
                i += 1
            } else if b < a {
                let c = factor * other.coefficients[j]
                if abs(c) >= eps {
                    out.symbols.append(b)
                    out.coefficients.append(c)
                    inserted(b)
                }
                j += 1
            } else {
                let added = factor * other.coefficients[j]
                let c = base.coefficients[i] + added
                if !Row.cancels(c, added) {
                    out.symbols.append(a)
                    out.coefficients.append(c)
                } else {
                    removed(a)
                }
                i += 1
                j += 1
            }
        }
        return out
    }
}

/// A binary min-heap of symbol ids: the infeasible rows waiting for the dual simplex, always
/// handled lowest id first so the order never depends on hash-table iteration.
struct SymbolHeap {
    private var items: [Int] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count && items[left] < items[smallest] { smallest = left }
            if right < items.count && items[right] < items[smallest] { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
