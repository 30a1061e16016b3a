// The cone of the optimal face at the solver's current vertex: exact ambiguity for every
// variable from one pass over the solved tableau.

/// The directions in which the current optimal solution can move without leaving the optimal
/// face, in the coordinates of the tableau's movable non-basic symbols.
///
/// At an optimal tableau every restricted non-basic symbol has a reduced-cost vector that is zero
/// or lexicographically positive, and every free one a zero vector. A solution keeps every
/// level's error exactly when the symbols with a positive vector stay at zero, so the optimal face
/// is the feasible region with those symbols fixed: the *movable* symbols (non-basic, not a dummy,
/// zero reduced cost at every user level) may change, each restricted one only upward, and every
/// restricted basic row must stay non-negative and every basic dummy at zero. A variable is
/// constant on that face exactly when it is constant on the face's cone at the current vertex
/// (the face is convex and contains the vertex), and near the vertex only the rows that are at
/// zero now (*tight*) can stop a move. So the cone is
///
///     d_j >= 0 (restricted movable j),   A_t·d >= 0 (tight rows),   A_e·d = 0 (basic dummies),
///
/// and a variable whose row is `x = b + a·d` is ambiguous exactly when `a·d != 0` for some `d` in
/// it (`a` is the unit vector of a movable non-basic variable).
///
/// Most variables are decided by looking at their own row: no movable symbol in it means fixed,
/// a movable symbol that no tight row or basic dummy mentions means free to move. The others need
/// the sign of `max ±a·d` over the cone, which is 0 or unbounded; a small tableau holds the cone
/// (the tight rows and basic dummies over the movable symbols, every constant 0) and the primal
/// simplex with Bland's rule answers it, on a copy of that small tableau, never of the solver's.
///
/// The tolerances are the solver's: a row is tight when its constant is within
/// ``Tableau/zeroValue`` of zero, and a coefficient or reduced cost counts beyond
/// ``Tableau/optimalityTolerance``.
struct FaceCone {
  /// The ``Solver/version`` of the tableau this cone was derived from.
  let version: Int
  /// The movable symbol of the small tableau for each symbol of the solver's tableau, or -1.
  private var local: [Int]
  /// For each symbol of the small tableau, whether some tight row or basic dummy mentions it.
  private var blocked: [Bool]
  /// The cone: the tight rows and basic dummies over the movable symbols, constants 0; no
  /// objective level yet.
  private var cone: Tableau

  init(_ t: Tableau, version: Int) {
    self.version = version
    let count = t.kinds.count
    // Symbols with a non-zero reduced cost at a user level (ambiguity biases live below them).
    var costly = [Bool](repeating: false, count: count)
    for position in t.levelOrder.indices {
      let level = t.levelOrder[position]
      guard t.levelPriorities[level] > Tableau.biasPriority else { continue }
      let row = t.objectives[level]
      for i in row.symbols.indices where abs(row.coefficients[i]) > Tableau.optimalityTolerance {
        costly[row.symbols[i]] = true
      }
    }
    local = [Int](repeating: -1, count: count)
    cone = Tableau()
    for s in 0..<count where t.rowOf[s] < 0 && t.kinds[s] != .dummy && !costly[s] {
      local[s] = cone.newSymbol(t.kinds[s] == .external ? .external : .slack)
    }
    blocked = [Bool](repeating: false, count: cone.kinds.count)
    for id in t.rows.indices {
      let basic = t.basics[id]
      guard basic >= 0 else { continue }
      let kind = t.kinds[basic]
      switch kind {
      case .external: continue
      case .slack, .error: if t.rows[id].constant > Tableau.zeroValue { continue }
      case .dummy: break
      }
      var row = Row()
      let source = t.rows[id]
      for i in source.symbols.indices {
        let j = local[source.symbols[i]]
        guard j >= 0, abs(source.coefficients[i]) > Tableau.optimalityTolerance else { continue }
        // Symbols of the small tableau are made in the order of the solver's, so the row stays
        // sorted.
        row.symbols.append(j)
        row.coefficients.append(source.coefficients[i])
      }
      guard !row.symbols.isEmpty else { continue }
      for j in row.symbols { blocked[j] = true }
      let marker = cone.newSymbol(kind == .dummy ? .dummy : .slack)
      cone.allocateRow(basic: marker, row)
    }
  }

  /// Whether the symbol `s` of `t` (the tableau this cone was derived from) can move along the
  /// optimal face.
  func canMove(_ s: Int, in t: Tableau) -> Bool {
    var target = Row()
    let r = t.rowOf[s]
    if r < 0 {
      let j = local[s]
      guard j >= 0 else { return false }
      if !blocked[j] { return true }
      target.symbols = [j]
      target.coefficients = [1]
    } else {
      let source = t.rows[r]
      for i in source.symbols.indices {
        let j = local[source.symbols[i]]
        guard j >= 0, abs(source.coefficients[i]) > Tableau.optimalityTolerance else { continue }
        if !blocked[j] { return true }
        target.symbols.append(j)
        target.coefficients.append(source.coefficients[i])
      }
      if target.symbols.isEmpty { return false }
    }
    return isUnbounded(target) || isUnbounded(target.negated)
  }

  /// Whether `target · d` grows without bound over the cone (it is 0 at best otherwise).
  private func isUnbounded(_ target: Row) -> Bool {
    var t = cone
    let level = t.level(for: -1)
    // Minimise −target, as the solver minimises errors.
    for i in target.symbols.indices { t.addToObjective(level: level, target.symbols[i], -target.coefficients[i]) }
    // Every step is degenerate (all constants are 0): Bland's rule for the leaving row, the
    // lowest entering symbol, so the walk cannot cycle.
    var steps = 0
    while let (entering, sense) = t.enteringSymbol(), steps < t.pivotLimit {
      steps += 1
      guard let id = t.leavingRow(for: entering, direction: sense, bland: true) else { return true }
      t.pivot(entering: entering, row: id)
    }
    return false
  }
}

extension Row {
  /// The row with every coefficient and the constant negated.
  var negated: Row {
    var out = self
    out.constant = -constant
    for i in out.coefficients.indices { out.coefficients[i] = -out.coefficients[i] }
    return out
  }
}
