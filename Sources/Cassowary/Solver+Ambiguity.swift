// Whether a variable's optimal value is unique, and moving to another optimum when it is not.

extension Solver {
  /// Whether `variable` can take more than one value among the optimal solutions.
  ///
  /// A variable is ambiguous when some other solution satisfies every required constraint and
  /// has the same error at every priority level but gives the variable a different value: a
  /// missing constraint (a free, parametric variable), or optional constraints that tie (two views
  /// with equal hugging priority competing for space). The answer is exact: the solver maximises
  /// and minimises the variable over the optimal face of the current tableau (only symbols with a
  /// zero reduced cost at every level may move).
  ///
  /// ```swift
  /// try solver.add((a + b).equals(100))
  /// solver.isAmbiguous(a)   // true: nothing says how to split 100
  /// ```
  ///
  /// - Returns: `false` for a variable that no constraint in the solver mentions.
  /// - Complexity: O(1) when the variable's row shows it is pinned; otherwise a copy of the
  ///   tableau and the simplex pivots along the optimal face.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    flushIfNeeded()
    guard let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0 else {
      return false
    }
    if tableau.isPinned(s) { return false }
    for direction in [1.0, -1.0] {
      if tableau.movedAlongOptimalFace(s, direction: direction) != .stays { return true }
    }
    return false
  }

  /// The variables whose values are not unique at the optimum, in creation order.
  ///
  /// - Complexity: ``isAmbiguous(_:)`` for each variable in the solver.
  public var ambiguousVariables: [Variable] {
    flushIfNeeded()
    return tableau.variables.compactMap { $0 }
      .filter { tableau.useCount[tableau.symbolOfVariable[$0.id]!] > 0 }
      .sorted { $0.id < $1.id }
      .filter { isAmbiguous($0) }
  }

  /// Moves to another optimal solution in which `variable` has a different value.
  ///
  /// The solver first tries to increase the variable as far as the optimal face allows, then to
  /// decrease it, so calling this repeatedly alternates between the extremes (UIKit's
  /// `exerciseAmbiguityInLayout`). Every constraint keeps the same satisfaction at every level;
  /// only values of ambiguous variables change.
  ///
  /// ```swift
  /// if solver.exerciseAmbiguity(of: a) { print(solver.value(of: a)) }
  /// ```
  ///
  /// - Returns: `false` if the variable is determined (then nothing changes). A variable that is
  ///   ambiguous but mentioned by no row of the tableau cannot be moved and also returns `false`.
  @discardableResult
  public func exerciseAmbiguity(of variable: Variable) -> Bool {
    flushIfNeeded()
    guard let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0,
      !tableau.isPinned(s)
    else { return false }
    for direction in [1.0, -1.0] {
      if case .moved(let moved) = tableau.movedAlongOptimalFace(s, direction: direction) {
        tableau = moved
        checkInvariants()
        return true
      }
    }
    return false
  }
}

/// The outcome of pushing a variable along the optimal face.
enum FaceMove: Equatable {
  /// The variable cannot move in that direction.
  case stays
  /// The variable can move without bound, but no basis represents a moved point.
  case unboundedButStuck
  /// A tableau of another optimal vertex where the variable moved.
  case moved(Tableau)

  static func == (lhs: FaceMove, rhs: FaceMove) -> Bool {
    switch (lhs, rhs) {
    case (.stays, .stays), (.unboundedButStuck, .unboundedButStuck): true
    case (.moved, .moved): true
    default: false
    }
  }
}

extension Tableau {
  /// Whether the symbol's value is fixed at the optimum by a quick test: it is basic and every
  /// symbol in its row is a dummy or has a positive reduced cost, so none of them can move
  /// without losing optimality.
  func isPinned(_ s: Int) -> Bool {
    let r = rowOf[s]
    guard r >= 0 else { return false }
    for symbol in rows[r].symbols where kinds[symbol] != .dummy {
      if hasZeroReducedCost(symbol) { return false }
    }
    return true
  }

  /// Maximises `direction · symbol` over the optimal face, on a copy.
  ///
  /// A temporary objective level below every real level holds `-direction · symbol`; the primal
  /// simplex may then only enter symbols with zero reduced cost at every real level, so the real
  /// levels keep their optimal values.
  func movedAlongOptimalFace(_ s: Int, direction: Double) -> FaceMove {
    let before = value(ofSymbol: s)
    var scratch = self
    scratch.journal = nil
    let level = scratch.objectives.count
    scratch.objectives.append(Row())
    scratch.levelPriorities.append(-1)
    scratch.levelStamps.append(0)
    scratch.levelOrder.append(level)
    scratch.addToObjective(level: level, s, -direction)
    var stuck = false
    var steps = 0
    while let (entering, sense) = scratch.enteringSymbol(), steps < 10_000 {
      steps += 1
      if let r = scratch.leavingRow(for: entering, direction: sense) {
        scratch.pivot(entering: entering, row: r)
        continue
      }
      // Unbounded along `entering`: swap it with a free basic symbol if that moves `s`.
      var moved = false
      let candidates = scratch.columns[entering]
        .filter { scratch.kinds[scratch.basics[$0]] == .external }
        .sorted { scratch.basics[$0] < scratch.basics[$1] }
      for r in candidates {
        var trial = scratch
        trial.pivot(entering: entering, row: r)
        // Only a point on the ray (the entering symbol moved the way it may) is feasible.
        guard trial.value(ofSymbol: entering) * sense >= -Tableau.epsilon else { continue }
        if (trial.value(ofSymbol: s) - before) * direction > tolerance(before) {
          scratch = trial
          moved = true
          break
        }
      }
      if !moved { stuck = true }
      break
    }
    scratch.objectives.removeLast()
    scratch.levelPriorities.removeLast()
    scratch.levelStamps.removeLast()
    scratch.levelOrder.removeLast()
    if (scratch.value(ofSymbol: s) - before) * direction > tolerance(before) {
      return .moved(scratch)
    }
    return stuck ? .unboundedButStuck : .stays
  }

  func tolerance(_ value: Double) -> Double { 1e-7 * max(1, abs(value)) }
}
