// Primal simplex over the lexicographic objective (and phase one), and dual simplex.

extension Tableau {
  /// Whether `symbol`'s coefficient is zero in every level ranked above position `position` of
  /// ``levelOrder``.
  @inline(__always)
  func isZeroAbove(_ symbol: Int, position: Int) -> Bool {
    var p = 0
    while p < position {
      if abs(objectives[levelOrder[p]].coefficient(of: symbol)) > Tableau.epsilon { return false }
      p += 1
    }
    return true
  }

  /// Whether the reduced cost of `symbol` is zero at every level.
  func hasZeroReducedCost(_ symbol: Int) -> Bool {
    isZeroAbove(symbol, position: levelOrder.count)
  }

  /// The entering symbol and its direction (+1 increase, -1 decrease for a free symbol) for the
  /// primal simplex: the lowest symbol id whose reduced-cost vector is lexicographically negative
  /// in that direction (Bland's rule, so degenerate pivots cannot cycle).
  func enteringSymbol() -> (symbol: Int, direction: Double)? {
    var hints = levelHints
    return enteringSymbol(hints: &hints)
  }

  /// ``enteringSymbol()`` that also raises each level's scan hint past the coefficients it proved
  /// non-negative.
  mutating func enteringSymbolUpdatingHints() -> (symbol: Int, direction: Double)? {
    var hints: [Int] = []
    swap(&hints, &levelHints)
    defer { swap(&hints, &levelHints) }
    return enteringSymbol(hints: &hints)
  }

  func enteringSymbol(hints: inout [Int]) -> (symbol: Int, direction: Double)? {
    var best = -1
    var bestDirection = 0.0
    for position in levelOrder.indices {
      let level = levelOrder[position]
      let row = objectives[level]
      var i = row.position(of: hints[level]).index
      var firstNegative = Int.max
      while i < row.symbols.count {
        let s = row.symbols[i]
        if best >= 0 && s >= best { break }
        let c = row.coefficients[i]
        i += 1
        let direction: Double
        switch kinds[s] {
        case .dummy: continue
        case .external:
          if abs(c) <= Tableau.epsilon { continue }
          direction = c < 0 ? 1 : -1
        case .slack, .error:
          if c >= -Tableau.epsilon { continue }
          direction = 1
        }
        if firstNegative == Int.max { firstNegative = s }
        if !isZeroAbove(s, position: position) { continue }
        best = s
        bestDirection = direction
        break
      }
      // Everything below `firstNegative` (or the whole scanned tail) is non-negative.
      if i >= row.symbols.count || firstNegative != Int.max {
        hints[level] = max(hints[level], firstNegative)
      }
    }
    return best >= 0 ? (best, bestDirection) : nil
  }

  /// The entering symbol for phase one: the lowest id that decreases the artificial objective.
  func phaseOneEnteringSymbol() -> (symbol: Int, direction: Double)? {
    guard let row = phaseOne else { return nil }
    for i in row.symbols.indices {
      let s = row.symbols[i]
      let c = row.coefficients[i]
      switch kinds[s] {
      case .dummy: continue
      case .external:
        if abs(c) > Tableau.epsilon { return (s, c < 0 ? 1 : -1) }
      case .slack, .error:
        if c < -Tableau.epsilon { return (s, 1) }
      }
    }
    return nil
  }

  /// The row whose basic symbol leaves when `entering` moves in `direction`: minimum ratio over
  /// the restricted rows it would drive negative; ties go to the lowest basic symbol id.
  func leavingRow(for entering: Int, direction: Double) -> Int? {
    var best = -1
    var bestRatio = Double.infinity
    var bestBasic = Int.max
    for id in columns[entering] where isLive(id, entering) {
      let basic = basics[id]
      let kind = kinds[basic]
      if kind == .external { continue }
      let a = rows[id].coefficient(of: entering) * direction
      let ratio: Double
      if kind == .dummy {
        ratio = 0
      } else if a < 0 {
        ratio = max(0, rows[id].constant) / -a
      } else {
        continue
      }
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = id
        bestRatio = ratio
        bestBasic = basic
      }
    }
    return best >= 0 ? best : nil
  }

  /// Runs the primal simplex until no symbol improves the objective (or phase one's artificial
  /// objective when it is set).
  mutating func optimize() {
    while true {
      let choice = phaseOne != nil ? phaseOneEnteringSymbol() : enteringSymbolUpdatingHints()
      guard let (entering, direction) = choice else { return }
      guard let id = leavingRow(for: entering, direction: direction) else {
        // Unbounded: impossible for a sum of non-negative errors; stop rather than loop.
        assertionFailure("Cassowary: the objective is unbounded")
        return
      }
      pivot(entering: entering, row: id)
    }
  }

  /// Compares the dual ratios `cost(a)/ca` and `cost(b)/cb` level by level.
  func dualRatio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
    for level in levelOrder {
      let ra = objectives[level].coefficient(of: a) / ca
      let rb = objectives[level].coefficient(of: b) / cb
      if ra < rb { return true }
      if ra > rb { return false }
    }
    return a < b
  }

  /// The symbol that enters when the restricted basic symbol of row `id` (which is negative)
  /// leaves: the least lexicographic ratio of reduced cost to coefficient.
  func dualEnteringSymbol(row id: Int) -> Int? {
    let row = rows[id]
    var best = -1
    var bestCoefficient = 0.0
    for i in row.symbols.indices {
      let s = row.symbols[i]
      var c = row.coefficients[i]
      switch kinds[s] {
      case .dummy: continue
      case .external: c = abs(c)
      case .slack, .error: if c <= 0 { continue }
      }
      if best < 0 || dualRatio(s, c, isLessThan: best, bestCoefficient) {
        best = s
        bestCoefficient = c
      }
    }
    return best >= 0 ? best : nil
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// - Returns: The basic symbol of a row that cannot be made feasible, or `nil` on success.
  mutating func dualOptimize() -> Int? {
    collectsInfeasible = true
    defer { collectsInfeasible = false }
    while let basic = infeasible.popMin() {
      let id = rowOf[basic]
      guard id >= 0, rows[id].constant < -Tableau.epsilon else { continue }
      guard let entering = dualEnteringSymbol(row: id) else {
        infeasible.removeAll()
        return basic
      }
      pivot(entering: entering, row: id)
    }
    return nil
  }

  /// Whether the current basic solution is optimal at every level.
  var isOptimal: Bool { enteringSymbol() == nil }
}
