import Testing

@_spi(PlumbEngine) @testable import Cassowary

/// Required equalities that define a new variable stay out of the tableau (``Definitions``): the
/// tableau holds only what takes part in inequalities and priorities, so a chain costs linear
/// work, and every answer is the one the whole system in the tableau gives.
@Suite struct DefinitionTests {
    /// `|-8-[v0]-8-[v1]-…-8-|` in a container of width `total`: each view hugs `intrinsic` at 250
    /// and resists compression at 750; the positions are chained with required equalities.
    static func chain(_ n: Int, total: Double, widthsFirst: Bool) -> (
        constraints: [Constraint], xs: [Variable], ws: [Variable], width: Variable
    ) {
        let width = Variable("W")
        let xs = (0..<n).map { Variable("x\($0)") }
        let ws = (0..<n).map { Variable("w\($0)") }
        var chain: [Constraint] = [width.equals(total), xs[0].equals(8)]
        var sizes: [Constraint] = []
        for i in 0..<n {
            if i > 0 { chain.append(xs[i].equals(xs[i - 1] + ws[i - 1] + 8)) }
            sizes.append(ws[i].greaterThanOrEqual(to: 0))
            sizes.append(ws[i].greaterThanOrEqual(to: 20, priority: 750))
            sizes.append(ws[i].lessThanOrEqual(to: 20, priority: Priority(Float(250 + i % 2))))
        }
        chain.append((xs[n - 1] + ws[n - 1] + 8).equals(width))
        return (widthsFirst ? sizes + chain : chain + sizes, xs, ws, width)
    }

    /// The tableau's non-zero coefficients (rows and objective levels).
    static func nonZeros(_ solver: Solver) -> Int {
        let t = solver.tableau
        return t.rows.indices.filter { t.basics[$0] >= 0 }.reduce(0) { $0 + t.rows[$1].symbols.count }
            + t.objectives.reduce(0) { $0 + $1.symbols.count }
    }

    @Test(arguments: [false, true])
    func aChainTiedAtBothEndsKeepsItsPositionsOutOfTheTableau(widthsFirst: Bool) throws {
        let n = 40
        // 40 views of 20 with 41 gaps of 8: 1,128; the 72 extra points go to one view that hugs at 250.
        let (constraints, xs, ws, _) = Self.chain(n, total: 1200, widthsFirst: widthsFirst)
        let solver = Solver()
        try solver.add(constraints)
        // The container, the first position and 39 links are definitions, whichever order the sizes
        // and the chain arrive in. Chain first, the closing equality arrives while the last width is
        // new and defines it, so that width's three size constraints carry the chain (one row each).
        #expect(xs.allSatisfy { solver.definitions.isDefined($0) })
        #expect(solver.definitions.bySubject.count == 1 + 1 + (n - 1) + (widthsFirst ? 0 : 1))
        #expect(solver.tableau.records.count == 3 * n + (widthsFirst ? 1 : 0))
        let values = ws.map { solver.value(of: $0) }
        #expect(values.reduce(0, +) == 1200 - 8 * 41)
        #expect(values.filter { $0 == 20 }.count == n - 1)
        #expect(values.filter { $0 == 92 }.count == 1)
        #expect(solver.value(of: xs[n - 1]) + solver.value(of: ws[n - 1]) + 8 == 1200)

        // The same system with every constraint in the tableau gives the same determined values.
        let plain = Solver(keepingDefinitions: false)
        try plain.add(constraints)
        #expect(solver.value(of: xs[0]) == plain.value(of: xs[0]))
        #expect(ws.map { solver.isAmbiguous($0) } == ws.map { plain.isAmbiguous($0) })
        #expect(xs.map { solver.isAmbiguous($0) } == xs.map { plain.isAmbiguous($0) })
    }

    /// Linear, not quadratic: ten times the views, at most eleven times the tableau.
    @Test func theTableauOfAChainGrowsLinearly() throws {
        let small = Solver(), large = Solver()
        try small.add(Self.chain(100, total: 100 * 28 + 8 + 50, widthsFirst: false).constraints)
        try large.add(Self.chain(1000, total: 1000 * 28 + 8 + 50, widthsFirst: false).constraints)
        let (a, b) = (Self.nonZeros(small), Self.nonZeros(large))
        #expect(b <= 11 * a, "non-zeros \(a) for 100 views, \(b) for 1,000")
        // Without definitions the positions are basic and each is written over every error above it.
        let dense = Solver(keepingDefinitions: false), kept = Solver()
        try dense.add(Self.chain(200, total: 200 * 28 + 8 + 50, widthsFirst: false).constraints)
        try kept.add(Self.chain(200, total: 200 * 28 + 8 + 50, widthsFirst: false).constraints)
        #expect(Self.nonZeros(dense) > 10 * Self.nonZeros(kept))
    }

    @Test func changingADefinitionsConstantMovesWhatUsesIt() throws {
        let a = Variable("a"), b = Variable("b"), w = Variable("w")
        let left = a.equals(10)
        let gap = b.equals(a + w + 8)
        let limit = (b + 20).lessThanOrEqual(to: 100)
        let solver = Solver()
        try solver.add([left, gap, w.equals(50, priority: 500), limit])
        #expect(solver.definitions.isDefined(a) && solver.definitions.isDefined(b))
        #expect(solver.value(of: w) == 50 && solver.value(of: b) == 68)
        // a == 30: b = 30 + w + 8 <= 80 leaves w 42.
        try solver.setConstant(-30, of: left)
        #expect(solver.value(of: a) == 30 && solver.value(of: w) == 42 && solver.value(of: b) == 80)
        #expect(solver.constant(of: left) == -30)
        // With w >= 0, a == 100 would need w <= -28: refused, naming the definition it goes through.
        let floor = w.greaterThanOrEqual(to: 0)
        try solver.add(floor)
        #expect(throws: SolverError.unsatisfiable(left, conflicts: [gap, limit, floor])) {
            try solver.setConstant(-100, of: left)
        }
        #expect(solver.constant(of: left) == -30 && solver.value(of: b) == 80)
    }

    @Test func aConflictNamesTheDefinitionsItGoesThrough() throws {
        let x = Variable("x"), y = Variable("y")
        let first = x.equals(10)
        let link = y.equals(x + 5)
        let solver = Solver()
        try solver.add([first, link])
        let clash = y.equals(20)
        #expect(throws: SolverError.unsatisfiable(clash, conflicts: [first, link])) { try solver.add(clash) }
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraints == [first, link])
    }

    @Test func removingAUsedDefinitionFreesItsVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let pin = x.equals(10)
        let link = y.equals(x + 5)
        let wish = y.equals(40, priority: 250)
        let solver = Solver()
        try solver.add([pin, link, wish])
        #expect(solver.value(of: y) == 15)
        try solver.remove(pin)
        // x is free now: y reaches its wish and x follows it.
        #expect(solver.value(of: y) == 40 && solver.value(of: x) == 35)
        #expect(!solver.contains(pin) && solver.contains(link))
        #expect(!solver.isAmbiguous(y) && !solver.isAmbiguous(x))
        try solver.remove(wish)
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
    }

    @Test func aFreeVariableInADefinitionMakesItAmbiguous() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add([a.equals(b + 10), c.equals(4)])
        #expect(solver.isAmbiguous(a) && solver.isAmbiguous(b))
        #expect(!solver.isAmbiguous(c))
        #expect(solver.ambiguousVariables == [a, b])
        // b, the newer variable, is the one defined: a starts at 0 (nothing moved it).
        #expect(solver.value(of: a) == 0 && solver.value(of: b) == -10)
        #expect(solver.exerciseAmbiguity(of: a))
        #expect(solver.value(of: a) == 1 && solver.value(of: b) == -9)
        #expect(solver.exerciseAmbiguity(of: b))
        #expect(solver.value(of: b) != -9 && solver.value(of: a) == solver.value(of: b) + 10)
    }

    /// Yoga's nested shape (three levels of ten children with 1-pt insets and gaps, equal widths)
    /// stays an ordinary tableau: the positions being placed are the definitions, so the rows left
    /// in the tableau tie each container's width to its first child's with coefficients 10 and 1.
    /// When the widths were defined instead (the first fresh variable, not the newest), the
    /// positions entered the tableau; in the full tree (ten children everywhere) their rows reached
    /// coefficients of 100, the tableau became wide and every resize was certified in double-double
    /// arithmetic. Here the positions are checked directly.
    @Test func aNestedTreeKeepsAnOrdinaryTableauAndResizesExactly() throws {
        let solver = Solver()
        let width = Variable("W")
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(8000, for: width)
        var firstWidths: [Variable] = []
        var positions: [Variable] = []
        var constraints: [Constraint] = []
        var counter = 0
        func node() -> (x: Variable, w: Variable) {
            counter += 1
            return (Variable("x\(counter)"), Variable("w\(counter)"))
        }
        let root = node()
        constraints += [root.x.equals(0), root.w.equals(width)]
        func children(of parent: (x: Variable, w: Variable), depth: Int) {
            let kids = (0..<10).map { _ in node() }
            positions += kids.map(\.x)
            if depth == 1 { firstWidths.append(kids[0].w) }
            for i in kids.indices {
                if i == 0 {
                    constraints.append(kids[i].x.equals(parent.x + 1))
                } else {
                    constraints.append(kids[i].x.equals(kids[i - 1].x + kids[i - 1].w + 1))
                    constraints.append(kids[i].w.equals(kids[0].w))
                }
            }
            constraints.append((kids[9].x + kids[9].w + 1).equals(parent.x + parent.w))
            if depth > 1 {
                // The first two children of each container have children of their own (ten each
                // would make a thousand views, slow in a debug build's checked tableau).
                for k in kids.prefix(2) { children(of: k, depth: depth - 1) }
                for k in kids.dropFirst(2) { constraints.append(k.w.greaterThanOrEqual(to: 0)) }
            } else {
                for k in kids { constraints.append(k.w.greaterThanOrEqual(to: 0)) }
            }
        }
        children(of: root, depth: 3)
        try solver.batch { for c in constraints { try solver.add(c) } }
        #expect(!solver.tableau.wide)
        // Every position is a definition; the widths are what the tableau holds.
        #expect(positions.count == 70 && positions.allSatisfy { solver.definitions.isDefined($0) })
        // Each level: 10 w + 11 = the parent's width; the leaves of 8000 are 6.779 wide.
        func leaf(_ w: Double) -> Double { (((w - 11) / 10 - 11) / 10 - 11) / 10 }
        #expect(firstWidths.count == 4)
        #expect(firstWidths.allSatisfy { abs(solver.value(of: $0) - leaf(8000)) < 1e-9 })
        #expect(abs(leaf(8000) - 6.779) < 1e-12)
        try solver.suggestValue(8800, for: width)
        #expect(!solver.tableau.wide)
        #expect(firstWidths.allSatisfy { abs(solver.value(of: $0) - leaf(8800)) < 1e-9 })
    }

    /// A refused change leaves the solver as it was, a definition it turned around included.
    @Test func aRefusedChangePutsBackTheDefinitionsItTurnedAround() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), w1 = Variable("w1"), y = Variable("y")
        let solver = Solver()
        try solver.add([x1.equals(10), x2.equals(x1 + w1 + 8)])
        // w1, the newest variable, is defined: w1 = x2 - x1 - 8.
        #expect(solver.definitions.isDefined(w1) && !solver.definitions.isDefined(x2))
        let before = solver.dump()
        let floor = w1.greaterThanOrEqual(to: 20)
        let five = y.equals(5)
        let six = y.equals(6)
        #expect(throws: SolverError.unsatisfiable(six, conflicts: [five])) {
            // The floor turns the definition around (x2 = x1 + w1 + 8); the clash undoes it all.
            try solver.add([floor, five, six])
        }
        #expect(solver.dump() == before)
        #expect(solver.definitions.isDefined(w1) && !solver.contains(floor))
        try solver.add(floor)
        #expect(solver.definitions.isDefined(x2) && !solver.definitions.isDefined(w1))
        #expect(solver.value(of: w1) == 20 && solver.value(of: x2) == 38)
    }

    /// Ratios outside 1, 1/2 and 1/4 (a multiplier of 0.3) go into the tableau as they are.
    @Test func otherMultipliersStayInTheTableau() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add([b.equals(200), a.equals(b * 0.3)])
        #expect(solver.definitions.isDefined(b) && !solver.definitions.isDefined(a))
        #expect(solver.value(of: a) == 60)
    }
}
