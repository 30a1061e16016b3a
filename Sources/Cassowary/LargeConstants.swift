// Constants far beyond a layout's own sizes (a bound of 1e13, a spacing of 1e12, a suggestion of
// 1e19): where the solver's doubles must stay exact, and where they are checked.
//
// A tableau with such a constant is ``Tableau/wide``: its answer is recomputed from the
// constraints in double-double arithmetic and checked (``Tableau/certify()``), so an ordinary
// value next to a huge one (700 next to 1e13) is not lost in the double-precision rows. The
// definitions (``Definitions``) compute their constants and the expanded constants of the
// tableau's constraints in doubles; those sums are checked here, and a change whose sum a double
// cannot hold exactly next to such a constant is refused with
// ``SolverError/imprecise(_:violating:)``: `1e19 + 0.5` is 1e19 in a double, and a layout that
// subtracts 1e19 again would read 0 where 0.5 is right.

extension Tableau {
    /// The constant magnitude beyond which a constraint makes the tableau ``wide``.
    ///
    /// Layouts stay far below it (a 100,000-row table of 100-point rows is 1e7 points tall). Up to
    /// it the double-precision rows carry about 1e-7 of absolute rounding, below every tolerance
    /// that decides a pivot; beyond it, rounding of an ordinary value next to a huge one reached
    /// the relative cancellation threshold (1e-10 of 1e13 is 1,000: `1e13 - (1e13 - 700)` read 0,
    /// issue 31).
    static let largeConstant = 1e9
}

/// Exact sums and products of doubles, for the definitions' arithmetic next to large constants.
enum ExactArithmetic {
    /// `a + b` rounded, and whether that is exact (Knuth's two-sum: the rounding error is zero).
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> (value: Double, exact: Bool) {
        let s = a + b
        let v = s - a
        let e = (a - (s - v)) + (b - v)
        return (s, e == 0 && s.isFinite)
    }

    /// `a · b` rounded, and whether that is exact (the fused multiply-add gives the error).
    @inline(__always)
    static func product(_ a: Double, _ b: Double) -> (value: Double, exact: Bool) {
        let p = a * b
        return (p, p.isFinite && (-p).addingProduct(a, b) == 0)
    }

    /// `a / b` rounded, and whether that is exact.
    @inline(__always)
    static func quotient(_ a: Double, _ b: Double) -> (value: Double, exact: Bool) {
        let q = a / b
        return (q, q.isFinite && (-a).addingProduct(q, b) == 0)
    }

    /// Whether any of the magnitudes is beyond ``Tableau/largeConstant``, so that rounding in a
    /// sum of them can hide an ordinary value.
    @inline(__always)
    static func isLarge(_ a: Double, _ b: Double = 0, _ c: Double = 0) -> Bool {
        max(abs(a), abs(b), abs(c)) > Tableau.largeConstant
    }
}

extension Solver {
    /// Checks the expanded constant of `form` (the caller's constant plus each used definition's
    /// constant times its coefficient, summed in doubles by ``Definitions/expand(_:)``).
    ///
    /// - Throws: ``SolverError/overflow(_:)`` when it is not finite, and
    ///   ``SolverError/imprecise(_:violating:)`` (naming the first definition used) when a large
    ///   constant takes part and the double sum is not exact. Without a large constant, rounding
    ///   is relative to ordinary values, as everywhere else in the solver.
    func checkExpansion(
        _ constraint: Constraint, _ form: Constraint, _ used: [(definition: Int, coefficient: Double)]
    ) throws(SolverError) {
        guard !used.isEmpty else { return }
        guard form.expression.constant.isFinite else { throw .overflow(constraint) }
        if !expansionIsExact(constraint, form, used) {
            throw .imprecise(constraint, violating: definitions.list[used[0].definition]!.constraint)
        }
    }

    /// Whether the expanded constant of `form` is the exact sum, or no large constant takes part.
    private func expansionIsExact(
        _ constraint: Constraint, _ form: Constraint, _ used: [(definition: Int, coefficient: Double)]
    ) -> Bool {
        // The common case, no large constant anywhere, costs two comparisons.
        if !definitions.hasLargeConstant
            && !ExactArithmetic.isLarge(constraint.expression.constant, form.expression.constant)
        {
            return true
        }
        var large = ExactArithmetic.isLarge(constraint.expression.constant, form.expression.constant)
        var exact = DoubleDouble(constraint.expression.constant)
        for (index, coefficient) in used {
            guard let d = definitions.list[index] else { continue }
            if abs(d.constant) > Tableau.largeConstant { large = true }
            exact = exact + DoubleDouble(coefficient) * DoubleDouble(d.constant)
        }
        return !large || (exact.hi == form.expression.constant && exact.lo == 0)
    }

    /// The constant a tableau constraint gets for the caller's `constant`: plus what its
    /// definitions add (``offset(_:)``).
    ///
    /// - Throws: ``SolverError/overflow(_:)`` when the sum is not finite, and
    ///   ``SolverError/imprecise(_:violating:)`` when a large constant takes part and the double
    ///   sum is not exact.
    func tableauConstant(_ constant: Double, of id: Int, for constraint: Constraint) throws(SolverError) -> Double {
        let offset = offset(id)
        guard offset != 0 else { return constant }
        let (sum, exact) = ExactArithmetic.sum(constant, offset)
        guard sum.isFinite else { throw .overflow(constraint) }
        if !exact && ExactArithmetic.isLarge(constant, offset, sum) {
            throw .imprecise(constraint, violating: constraint)
        }
        return sum
    }
}
