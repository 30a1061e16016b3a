/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): `>= 0`.
    case slack
    /// The error of an optional constraint: `>= 0`, counted in its level's objective.
    case error
    /// The marker of a required equality: always `0`, never enters the basis.
    case dummy
}

/// The solver's bookkeeping for one constraint in the tableau.
struct ConstraintRecord {
    /// The constraint.
    let constraint: Constraint
    /// The symbol that identifies the constraint's row: the slack of an inequality, the positive
    /// error of an optional equality, or the dummy of a required equality.
    var marker: Int
    /// The second error of an optional equality or the error of an optional inequality; -1 if none.
    var other: Int
    /// The coefficient of ``marker`` in the constraint's equation before any sign flip.
    var markerSign: Double
    /// The constant the expression has now (``Solver/setConstant(_:of:)`` changes it).
    var constant: Double
    /// The objective level of the constraint's errors, or -1 for a required constraint.
    var level: Int
    /// The external symbols of the constraint's variables.
    var variables: [Int]
    /// The coefficient of each of ``variables`` (the reduced expression's), for the residual
    /// check (see ``Tableau/worstRequiredResidual()``).
    var coefficients: [Double] = []
}

/// One undo step of a transaction.
enum Undo {
    case row(Int, Row, basic: Int)
    case rowOf(Int, Int)
    case level(Int, Row)
    /// One coefficient of a level's objective before an in-place change (`nil`: absent).
    case levelTerm(Int, symbol: Int, old: Double?)
    /// A level's objective constant before an in-place change.
    case levelConstant(Int, Double)
    case poppedFree(Int)
    case pushedFree
    case record(Int, ConstraintRecord?)
    case useCount(Int, Int)
}

/// The undo log of an open transaction: what to restore if the operation fails.
struct Journal {
    let stamp: Int
    let symbolCount: Int
    let rowCount: Int
    let levelCount: Int
    /// The numeric state when the transaction began: ``Tableau/wide`` and the pivot and growth
    /// counters, which decide when the rows are recomputed and checked.
    let numerics: Numerics
    var entries: [Undo] = []
}

/// What a tableau knows about its own rounding (see ``Tableau/wide``,
/// ``Tableau/pivotsSinceRefactor``, ``Tableau/growthSinceRefactor`` and
/// ``Tableau/growthSinceCheck``).
struct Numerics {
    var wide: Bool
    var pivotsSinceRefactor: Int
    var growthSinceRefactor: Double
    var growthSinceCheck: Double
}

/// The simplex tableau with a lexicographic (priority-level) objective.
///
/// Rows are sparse and keyed by small integer symbol ids; ``columns`` records, for every symbol,
/// which rows contain it, so a pivot only visits the rows it changes. Each optional priority value
/// has its own objective row (a *level*); the reduced cost of a symbol is the vector of its
/// coefficients in the level rows, highest priority first, compared lexicographically. The whole
/// state is a value: copying a tableau gives an independent snapshot, which the ambiguity and
/// conflict code use for scratch work. Nothing here iterates a hash table when it makes a choice:
/// every tie is broken by the lowest symbol id.
struct Tableau {
    /// Coefficients below this are zero: no row or objective stores a smaller one. It is only a
    /// floor against subnormal numbers: rounding noise is removed relative to the numbers that
    /// cancelled (see ``cancellation``), never by size alone. A small coefficient is not a
    /// negligible one: with coefficients at both ends of ``Solver/coefficientRange`` a row holds
    /// products such as 1e-15 next to symbols whose values reach 1e9, and a later substitution
    /// multiplies them by 1e3 or more. An absolute floor of 1e-12 dropped such terms, the rows no
    /// longer agreed with their constraints, and the next pivot left required constraints
    /// violated by tens of units (issue 19).
    static let epsilon = 1e-200
    /// A constant (a symbol's value) within this of zero is zero: a basic dummy still holds, a
    /// restricted symbol is not infeasible, phase one has driven its artificial variable out
    /// (relative to where the artificial variable started).
    static let zeroValue = 1e-8
    /// The relative size below which the sum of two coefficients counts as their rounding error
    /// (see ``Row/cancels(_:_:)``).
    static let cancellation = 1e-10
    /// How negative a reduced cost must be for its symbol to improve the objective.
    static let optimalityTolerance = 1e-9
    /// The smallest coefficient, relative to the largest external one in the row, of an external
    /// symbol a new row may be solved for (threshold partial pivoting). Solving for a coefficient
    /// of 1e-3 next to one of 1e3 multiplies the row by 1e6: the next rows hold values of 1e16 and
    /// the simplex walks through bases whose rounding hides the optimum (issue 19). Auto Layout's
    /// multipliers (0.25 to 3, 16/9) are all within this of each other, so ordinary systems choose
    /// by fill-in alone, as before.
    static let subjectThreshold = 1e-2
    /// The smallest coefficient the simplex pivots on. Rounding leaves noise of about
    /// ``epsilon`` in coefficients that are really zero after long pivot sequences; dividing by
    /// such a coefficient multiplies every error by its inverse.
    static let pivotTolerance = 1e-11
    /// The smallest pivot relative to the largest coefficient of its row: a coefficient a
    /// hundred million times smaller than its neighbours is their rounding error.
    static let relativePivotTolerance = 1e-10
    /// Pivots at least this large pass the relative test without scanning their row (a row would
    /// need a coefficient of 1e5 to reject them).
    static let clearPivot = 1e-3
    /// How far below zero a restricted symbol may be pushed by one ratio-test step (Harris's
    /// tolerance): it lets the ratio test prefer a larger, more accurate pivot among rows that
    /// block at almost the same step.
    static let feasibilityTolerance = 1e-9
    /// Degenerate pivots in a row after which the primal simplex chooses leaving rows by Bland's
    /// rule (lowest basic symbol), which cannot cycle, until a pivot makes progress again.
    static let blandAfter = 20
    /// Pivots allowed between refactorizations beyond two per constraint (see ``needsRefactor``).
    static let refactorPivots = 64
    /// The growth (see ``growthSinceRefactor``) after which the rows are recomputed.
    static let refactorGrowth = 1e4
    /// The priority of the internal level that holds ambiguity exercises: below every user level.
    static let biasPriority: Float = 0

    // MARK: Symbols (indexed by symbol id)
    var kinds: [SymbolKind] = []
    /// The row whose basic symbol this is, or -1 when the symbol is not basic.
    var rowOf: [Int] = []
    /// The rows in which a (non-basic) symbol appears, in the order they gained it. Removal is
    /// lazy: an entry may be stale (the row lost the symbol, or was freed) or repeated, and
    /// ``liveColumn(_:)`` drops such entries when it walks the list, so keeping the index costs one
    /// append per new nonzero and nothing per cancellation.
    var columns: [[Int]] = []
    /// The id of the constraint a slack, error or dummy belongs to; -1 for externals.
    var owner: [Int] = []
    /// The variable of an external symbol.
    var variables: [Variable?] = []
    /// How many constraints in the tableau mention an external symbol.
    var useCount: [Int] = []
    /// Variable id to external symbol.
    var symbolOfVariable = IntMap<Int>()

    // MARK: Rows (indexed by row id; a row keeps its id while its basic symbol changes)
    var rows: [Row] = []
    var basics: [Int] = []
    var freeRows: [Int] = []
    var rowStamps: [Int] = []
    /// Scratch marks used by ``liveColumn(_:)`` to drop repeated entries.
    var rowMarks: [Int] = []
    var markCounter = 0

    // MARK: Objective (indexed by level id, in order of creation)
    var objectives: [Row] = []
    var levelPriorities: [Float] = []
    /// Level ids, highest priority first.
    var levelOrder: [Int] = []
    var levelOfPriority: [Float: Int] = [:]
    var levelStamps: [Int] = []
    /// For each level, a symbol id below which no coefficient is negative: the entering-symbol scan
    /// starts there. Every change to a level lowers it to the smallest symbol it touched.
    var levelHints: [Int] = []
    /// The artificial objective while phase one runs.
    var phaseOne: Row? = nil

    // MARK: Constraints (keyed by constraint id)
    var records = IntMap<ConstraintRecord>()

    // MARK: Dual simplex and transactions
    var infeasible = SymbolHeap()
    var collectsInfeasible = false
    /// Whether the last failure of ``certifiedDualOptimize(failing:)`` was proved in double-double
    /// arithmetic (a wide tableau's row that no pivot can make feasible), not only judged so in
    /// double precision.
    var infeasibilityCertified = false
    var journal: Journal? = nil
    /// The storage of the last committed journal, empty, reused by the next transaction.
    var spareJournalEntries: [Undo] = []
    var transactionCounter = 0
    /// Pivots since the rows were last computed from the constraints (see ``refactor()``).
    var pivotsSinceRefactor = 0
    /// Every pivot this tableau has taken, rolled back ones included (for tests that bound the
    /// simplex's work; nothing in the solver reads it).
    var pivotCount = 0
    /// Every certificate (``certify()``) this tableau has computed, for the same tests.
    var certificateCount = 0
    /// The product of the pivots' growth factors (largest coefficient of the pivot row over the
    /// pivot) since the rows were last computed from the constraints: a bound on how much the
    /// rounding error of the rows may have been amplified.
    var growthSinceRefactor = 1.0
    /// The same product since the required constraints were last checked against their own
    /// numbers (see ``needsResidualCheck``), with the growth of each new row solved for its subject.
    var growthSinceCheck = 1.0
    /// Whether a constraint in the tableau has (or had) a coefficient more than ``wideSpread``
    /// times larger or smaller than 1, the coefficient of its slack or error, or a constant beyond
    /// ``largeConstant``.
    ///
    /// The tolerances above are absolute, fitted to coefficients within two orders of magnitude of
    /// 1 (Auto Layout's multipliers, 0.25 to 3, are far inside). Chains of coefficients at both
    /// ends of ``Solver/coefficientRange`` make values of 1e9 and reduced costs of 1e-10 that are
    /// real, so a wide tableau optimises and checks each change inside a batch too, has its answer
    /// checked and repaired in double-double arithmetic (``certify()``, after each change, and once
    /// at the end of a batch), and can undo an optimisation (see ``Solver/optimizationError``).
    /// Ordinary systems never pay for these.
    var wide = false
    /// The value of each row's basic symbol as the last certificate computed it, in double-double
    /// (see ``certifiedValue(ofSymbol:)``); empty until a certificate ran.
    var certifiedConstants: [DoubleDouble] = []
    /// The coefficient magnitude, above or below 1, that makes the tableau ``wide``.
    static let wideSpread = 100.0

    /// The numeric state, for a transaction to restore.
    var numerics: Numerics {
        get {
            Numerics(
                wide: wide, pivotsSinceRefactor: pivotsSinceRefactor,
                growthSinceRefactor: growthSinceRefactor, growthSinceCheck: growthSinceCheck)
        }
        set {
            wide = newValue.wide
            pivotsSinceRefactor = newValue.pivotsSinceRefactor
            growthSinceRefactor = newValue.growthSinceRefactor
            growthSinceCheck = newValue.growthSinceCheck
        }
    }

    init() {}

    // MARK: - Transactions

    /// Starts recording undo steps; a no-op inside an open transaction. Returns whether it opened one.
    @discardableResult
    mutating func beginTransaction() -> Bool {
        guard journal == nil else { return false }
        transactionCounter += 1
        journal = Journal(
            stamp: transactionCounter, symbolCount: kinds.count, rowCount: rows.count,
            levelCount: objectives.count, numerics: numerics)
        // The last committed log's storage, emptied: no allocation per transaction.
        swap(&journal!.entries, &spareJournalEntries)
        if journal!.entries.capacity < 16 {
            journal!.entries.reserveCapacity(16)  // one allocation for a typical insertion's entries
        }
        return true
    }

    /// Forgets the undo log (keeping its storage for the next transaction).
    mutating func commit() {
        guard journal != nil else { return }
        swap(&journal!.entries, &spareJournalEntries)
        spareJournalEntries.removeAll(keepingCapacity: true)
        journal = nil
    }

    /// Restores the tableau to its state when the transaction began.
    mutating func rollback() {
        guard let log = journal else { return }
        journal = nil
        numerics = log.numerics
        phaseOne = nil
        infeasible.removeAll()
        collectsInfeasible = false
        for entry in log.entries.reversed() {
            switch entry {
            case let .row(id, old, basic):
                rows[id] = old
                basics[id] = basic
                for s in old.symbols { columns[s].append(id) }
            case let .rowOf(symbol, old): rowOf[symbol] = old
            case let .level(id, old): objectives[id] = old
            case let .levelTerm(id, symbol, old): objectives[id].set(symbol, to: old)
            case let .levelConstant(id, old): objectives[id].constant = old
            case let .poppedFree(id): freeRows.append(id)
            case .pushedFree: freeRows.removeLast()
            case let .record(id, old): records[id] = old
            case let .useCount(symbol, old): useCount[symbol] = old
            }
        }
        rows.removeSubrange(log.rowCount...)
        basics.removeSubrange(log.rowCount...)
        rowStamps.removeSubrange(log.rowCount...)
        rowMarks.removeSubrange(log.rowCount...)
        for s in log.symbolCount..<kinds.count {
            if let v = variables[s] { symbolOfVariable[v.id] = nil }
        }
        kinds.removeSubrange(log.symbolCount...)
        rowOf.removeSubrange(log.symbolCount...)
        columns.removeSubrange(log.symbolCount...)
        owner.removeSubrange(log.symbolCount...)
        variables.removeSubrange(log.symbolCount...)
        useCount.removeSubrange(log.symbolCount...)
        if log.levelCount < objectives.count {
            for id in log.levelCount..<objectives.count { levelOfPriority[levelPriorities[id]] = nil }
            objectives.removeSubrange(log.levelCount...)
            levelPriorities.removeSubrange(log.levelCount...)
            levelStamps.removeSubrange(log.levelCount...)
            levelHints.removeSubrange(log.levelCount...)
            sortLevels()
        }
        for id in levelHints.indices { levelHints[id] = 0 }
    }

    @inline(__always)
    mutating func touchRow(_ id: Int) {
        guard let stamp = journal?.stamp, rowStamps[id] != stamp else { return }
        rowStamps[id] = stamp
        journal!.entries.append(.row(id, rows[id], basic: basics[id]))
    }

    @inline(__always)
    mutating func touchLevel(_ id: Int) {
        guard let stamp = journal?.stamp, levelStamps[id] != stamp else { return }
        levelStamps[id] = stamp
        journal!.entries.append(.level(id, objectives[id]))
    }

    /// Notes one coefficient of a level's objective before an in-place change, unless the level
    /// was saved whole in this transaction (``touchLevel(_:)``).
    ///
    /// An objective holds a term for every optional constraint's error: saving the whole row for
    /// a change of a few terms copied it (the journal's copy made the change copy on write), so
    /// each optional constraint added or constant changed cost the length of the objective, and a
    /// list of n labels n².
    @inline(__always)
    mutating func noteLevelTerm(_ id: Int, _ symbol: Int) {
        guard let stamp = journal?.stamp, levelStamps[id] != stamp else { return }
        let (index, found) = objectives[id].position(of: symbol)
        journal!.entries.append(.levelTerm(id, symbol: symbol, old: found ? objectives[id].coefficients[index] : nil))
    }

    /// Notes a level's objective constant before an in-place change (see ``noteLevelTerm(_:_:)``).
    @inline(__always)
    mutating func noteLevelConstant(_ id: Int) {
        guard let stamp = journal?.stamp, levelStamps[id] != stamp else { return }
        journal!.entries.append(.levelConstant(id, objectives[id].constant))
    }

    @inline(__always)
    mutating func setRowOf(_ symbol: Int, _ row: Int) {
        if journal != nil { journal!.entries.append(.rowOf(symbol, rowOf[symbol])) }
        rowOf[symbol] = row
    }

    mutating func setRecord(_ id: Int, _ record: ConstraintRecord?) {
        if journal != nil { journal!.entries.append(.record(id, records[id])) }
        records[id] = record
    }

    mutating func addUse(_ symbol: Int, _ delta: Int) {
        if journal != nil { journal!.entries.append(.useCount(symbol, useCount[symbol])) }
        useCount[symbol] += delta
    }

    // MARK: - Symbols, rows and levels

    mutating func newSymbol(_ kind: SymbolKind, owner constraintID: Int = -1) -> Int {
        let s = kinds.count
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        owner.append(constraintID)
        variables.append(nil)
        useCount.append(0)
        return s
    }

    /// The external symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Int {
        if let s = symbolOfVariable[variable.id] { return s }
        let s = newSymbol(.external)
        variables[s] = variable
        symbolOfVariable[variable.id] = s
        return s
    }

    /// Stores `row` as the row of `basic` and indexes its symbols.
    @discardableResult
    mutating func allocateRow(basic: Int, _ row: Row) -> Int {
        let id: Int
        if let free = freeRows.popLast() {
            if journal != nil { journal!.entries.append(.poppedFree(free)) }
            id = free
            touchRow(id)
        } else {
            id = rows.count
            rows.append(Row())
            basics.append(-1)
            rowStamps.append(journal?.stamp ?? 0)
            rowMarks.append(0)
        }
        rows[id] = row
        basics[id] = basic
        setRowOf(basic, id)
        columns.withUnsafeMutableBufferPointer { columns in
            for s in row.symbols { columns[s].append(id) }
        }
        return id
    }

    /// The rows that contain `s`, each once, in the order they gained it; drops stale entries from
    /// the index on the way.
    ///
    /// - Complexity: O(entries × log(row length)).
    mutating func liveColumn(_ s: Int) -> [Int] {
        markCounter += 1
        var list: [Int] = []
        swap(&list, &columns[s])
        var kept = 0
        for i in list.indices {
            let r = list[i]
            if r < rows.count, basics[r] >= 0, rowMarks[r] != markCounter, rows[r].position(of: s).found {
                rowMarks[r] = markCounter
                list[kept] = r
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
        columns[s] = list
        return list
    }

    /// Whether column entry `r` of symbol `s` is live (the row exists and contains `s`).
    @inline(__always)
    func isLive(_ r: Int, _ s: Int) -> Bool {
        r < rows.count && basics[r] >= 0 && rows[r].position(of: s).found
    }

    /// Removes a row from the tableau and returns it.
    @discardableResult
    mutating func releaseRow(_ id: Int) -> Row {
        touchRow(id)
        let row = rows[id]
        setRowOf(basics[id], -1)
        basics[id] = -1
        rows[id] = Row()
        freeRows.append(id)
        if journal != nil { journal!.entries.append(.pushedFree) }
        return row
    }

    /// The level for an optional priority, created on first use.
    mutating func level(for priority: Float) -> Int {
        if let id = levelOfPriority[priority] { return id }
        let id = objectives.count
        objectives.append(Row())
        levelPriorities.append(priority)
        levelStamps.append(journal?.stamp ?? 0)
        levelHints.append(0)
        levelOfPriority[priority] = id
        sortLevels()
        return id
    }

    mutating func sortLevels() {
        levelOrder = Array(objectives.indices).sorted { levelPriorities[$0] > levelPriorities[$1] }
    }

    /// Adds `coefficient · symbol` to a level's objective, substituting the symbol's row if it is
    /// basic.
    mutating func addToObjective(level id: Int, _ symbol: Int, _ coefficient: Double) {
        let r = rowOf[symbol]
        levelHints[id] = min(levelHints[id], r >= 0 ? (rows[r].symbols.first ?? Int.max) : symbol)
        if r >= 0 {
            touchLevel(id)  // replaced whole: the saved row is not copied
            objectives[id] = Row.merge(
                objectives[id], skipping: -1, adding: coefficient, of: rows[r],
                inserted: { _ in }, removed: { _ in })
        } else {
            noteLevelTerm(id, symbol)
            objectives[id].add(coefficient, to: symbol)
        }
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always)
    func value(ofSymbol s: Int) -> Double {
        let r = rowOf[s]
        return r >= 0 ? rows[r].constant : 0
    }

    // MARK: - Pivoting

    /// Replaces `symbol` by `row` (which defines it) in row `target`.
    @inline(__always)
    mutating func substitute(_ symbol: Int, by row: Row, inRow target: Int) {
        touchRow(target)
        var newColumns: [[Int]] = []
        swap(&newColumns, &columns)  // move the index out so the closures can mutate it in place
        var base = Row()
        swap(&base, &rows[target])  // take the row out so it is uniquely referenced
        let a = base.coefficient(of: symbol)
        newColumns.withUnsafeMutableBufferPointer { columns in
            if row.symbols.count &* 8 < base.symbols.count {
                base.remove(symbol)
                base.addInPlace(a, row, inserted: { columns[$0].append(target) }, removed: { _ in })
            } else {
                base = Row.merge(
                    base, skipping: symbol, adding: a, of: row,
                    inserted: { columns[$0].append(target) }, removed: { _ in })
            }
        }
        swap(&base, &rows[target])
        swap(&newColumns, &columns)
        if collectsInfeasible, kinds[basics[target]] != .external, rows[target].constant < 0 {
            infeasible.push(basics[target])
        }
    }

    /// Replaces `symbol` by `row` in objective level `id`.
    @inline(__always)
    mutating func substitute(_ symbol: Int, by row: Row, inLevel id: Int) {
        let a = objectives[id].coefficient(of: symbol)
        guard a != 0 else { return }
        levelHints[id] = min(levelHints[id], row.symbols.first ?? Int.max)
        let inPlace = row.symbols.count &* 8 < objectives[id].symbols.count
        if inPlace {
            noteLevelTerm(id, symbol)
            for s in row.symbols { noteLevelTerm(id, s) }
            noteLevelConstant(id)
        } else {
            touchLevel(id)  // replaced whole: the saved row is not copied
        }
        var base = Row()
        swap(&base, &objectives[id])
        if inPlace {
            base.remove(symbol)
            base.addInPlace(a, row, inserted: { _ in }, removed: { _ in })
        } else {
            base = Row.merge(
                base, skipping: symbol, adding: a, of: row, inserted: { _ in }, removed: { _ in })
        }
        swap(&base, &objectives[id])
    }

    /// Replaces `symbol` by `row` everywhere: in every row that contains it and in the objectives.
    mutating func substituteEverywhere(_ symbol: Int, by row: Row, exceptRow skip: Int) {
        let targets = liveColumn(symbol)
        columns[symbol] = []
        for target in targets where target != skip {
            substitute(symbol, by: row, inRow: target)
        }
        for id in objectives.indices { substitute(symbol, by: row, inLevel: id) }
        if let artificial = phaseOne {
            let a = artificial.coefficient(of: symbol)
            if a != 0 {
                phaseOne = Row.merge(
                    artificial, skipping: symbol, adding: a, of: row, inserted: { _ in }, removed: { _ in })
            }
        }
    }

    /// Makes `entering` basic in row `id`, whose basic symbol leaves.
    mutating func pivot(entering: Int, row id: Int) {
        touchRow(id)
        let leaving = basics[id]
        var row = rows[id]
        pivotsSinceRefactor &+= 1
        pivotCount &+= 1
        rows[id] = Row()
        row.add(-1, to: leaving)
        let pivot = abs(row.coefficient(of: entering))
        let largest = row.largestCoefficient
        if largest > pivot {
            growthSinceRefactor *= largest / pivot
            growthSinceCheck *= largest / pivot
        }
        row.solve(for: entering)
        columns[leaving].append(id)
        setRowOf(leaving, -1)
        setRowOf(entering, id)
        basics[id] = entering
        rows[id] = row
        substituteEverywhere(entering, by: row, exceptRow: id)
    }
}
