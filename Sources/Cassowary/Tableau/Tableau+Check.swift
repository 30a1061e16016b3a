// The internal consistency check, compiled in with -DCASSOWARY_CHECKS (debug builds, tests).

extension Tableau {
  /// Verifies every invariant of the tableau and stops with a message naming the first broken one.
  ///
  /// - Parameter optimal: Also require that no symbol can improve any level.
  /// - Complexity: O(size of the tableau + constraints × terms).
  func checkInvariants(optimal: Bool) {
    precondition(journal == nil, "Cassowary check: a transaction is still open")
    precondition(phaseOne == nil, "Cassowary check: phase one is still active")
    for id in rows.indices {
      let basic = basics[id]
      let row = rows[id]
      guard basic >= 0 else {
        precondition(row.isConstant && row.constant == 0, "Cassowary check: free row \(id) not empty")
        continue
      }
      precondition(rowOf[basic] == id, "Cassowary check: row \(id) basic \(basic) not indexed")
      precondition(row.symbols.count == row.coefficients.count, "Cassowary check: row shape")
      var previous = -1
      for (s, c) in zip(row.symbols, row.coefficients) {
        precondition(s > previous, "Cassowary check: row \(id) not sorted")
        previous = s
        precondition(rowOf[s] < 0, "Cassowary check: basic symbol \(s) inside row \(id)")
        precondition(abs(c) >= Tableau.epsilon && c.isFinite, "Cassowary check: coefficient \(c)")
        precondition(columns[s].contains(id), "Cassowary check: column \(s) misses row \(id)")
      }
      precondition(row.constant.isFinite, "Cassowary check: non-finite constant in row \(id)")
      switch kinds[basic] {
      case .external: break
      case .dummy:
        precondition(abs(row.constant) <= 1e-6, "Cassowary check: dummy \(basic) is \(row.constant)")
      case .slack, .error:
        precondition(row.constant >= -1e-6, "Cassowary check: \(basic) is \(row.constant) < 0")
      }
    }
    for level in objectives.indices {
      for s in objectives[level].symbols {
        precondition(rowOf[s] < 0, "Cassowary check: basic symbol \(s) in objective \(level)")
      }
    }
    for record in records.values {
      let expression = record.constraint.expression
      var sum = record.constant
      var scale = abs(record.constant)
      for term in expression.terms {
        let x = symbolOfVariable[term.variable.id].map { value(ofSymbol: $0) } ?? 0
        sum += term.coefficient * x
        scale = max(scale, abs(term.coefficient * x))
      }
      guard record.level < 0 else { continue }
      let tolerance = 1e-6 * max(1, scale)
      switch record.constraint.relation {
      case .equal:
        precondition(abs(sum) <= tolerance, "Cassowary check: \(record.constraint) is \(sum)")
      case .lessThanOrEqual:
        precondition(sum <= tolerance, "Cassowary check: \(record.constraint) is \(sum)")
      case .greaterThanOrEqual:
        precondition(sum >= -tolerance, "Cassowary check: \(record.constraint) is \(sum)")
      }
    }
    if optimal {
      // A full scan, independent of the entering-symbol hints.
      var hints = [Int](repeating: 0, count: objectives.count)
      precondition(
        enteringSymbol(hints: &hints) == nil, "Cassowary check: the tableau is not optimal")
    }
  }
}
