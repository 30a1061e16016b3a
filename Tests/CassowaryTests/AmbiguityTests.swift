import Testing

@testable import Cassowary

/// A view on one axis: its leading edge and width.
struct Box {
    let x: Variable
    let w: Variable
    init(_ name: String) {
        x = Variable("\(name).minX")
        w = Variable("\(name).width")
    }
    var right: Expression { x + w }
}

/// Whether a variable is uniquely determined, which other variables are not, and moving between
/// optimal solutions.
@Suite struct AmbiguityTests {
    @Test func aFullySpecifiedLayoutIsNotAmbiguous() throws {
        let solver = Solver()
        let a = Box("a")
        try solver.add([a.x.equals(8), a.w.equals(100), a.w.greaterThanOrEqual(to: 0)])
        #expect(!solver.isAmbiguous(a.x))
        #expect(!solver.isAmbiguous(a.w))
        #expect(solver.ambiguousVariables.isEmpty)
        #expect(!solver.exerciseAmbiguity(of: a.w))
        #expect(solver.value(of: a.w) == 100)
    }

    @Test func aMissingWidthConstraintMakesTheWidthAmbiguous() throws {
        let solver = Solver()
        let a = Box("a")
        try solver.add([a.x.equals(8), a.w.greaterThanOrEqual(to: 0)])
        #expect(solver.isAmbiguous(a.w))
        #expect(!solver.isAmbiguous(a.x))
        #expect(solver.ambiguousVariables == [a.w])
        let before = solver.value(of: a.w)
        #expect(solver.exerciseAmbiguity(of: a.w))
        #expect(solver.value(of: a.w) != before)
        #expect(solver.value(of: a.w) >= 0)
        #expect(solver.value(of: a.x) == 8)
        #expect(solver.isAmbiguous(a.w))  // still ambiguous: the bias is not a real constraint
    }

    @Test func equalHuggingPrioritiesCompetingForSpaceAreAmbiguous() throws {
        let solver = Solver()
        let a = Box("a"), b = Box("b")
        let hug: Priority = 250
        try solver.add([
            a.x.equals(0),
            b.x.equals(a.right + 8),
            b.right.equals(300),
            a.w.greaterThanOrEqual(to: 0), b.w.greaterThanOrEqual(to: 0),
            a.w.lessThanOrEqual(to: 50, priority: hug),  // hugging: intrinsic width 50
            b.w.lessThanOrEqual(to: 70, priority: hug),  // hugging: intrinsic width 70
            a.w.greaterThanOrEqual(to: 50, priority: 750),  // compression resistance
            b.w.greaterThanOrEqual(to: 70, priority: 750),
        ])
        #expect(solver.value(of: a.w) + solver.value(of: b.w) == 292)
        #expect(solver.ambiguousVariables == [a.w, b.x, b.w])
        // Raising one hugging priority resolves the tie: the other view stretches.
        let tieBreak = a.w.lessThanOrEqual(to: 50, priority: 251)
        try solver.add(tieBreak)
        #expect(solver.value(of: a.w) == 50)
        #expect(solver.value(of: b.w) == 242)
        #expect(solver.ambiguousVariables.isEmpty)
    }

    @Test func exercisingMovesToAnotherOptimumThatKeepsEveryLevel() throws {
        let solver = Solver()
        let a = Box("a"), b = Box("b")
        let constraints: [Constraint] = [
            a.x.equals(0),
            b.x.equals(a.right + 8),
            b.right.equals(300),
            a.w.greaterThanOrEqual(to: 0), b.w.greaterThanOrEqual(to: 0),
            a.w.lessThanOrEqual(to: 50, priority: 250),
            b.w.lessThanOrEqual(to: 70, priority: 250),
            a.w.greaterThanOrEqual(to: 50, priority: 750),
            b.w.greaterThanOrEqual(to: 70, priority: 750),
        ]
        try solver.add(constraints)
        func errors() -> [Double] { constraints.map { violation(of: $0, in: solver) } }
        func levelSums() -> [Double] {
            [750, 250].map { p in
                zip(constraints, errors()).filter { $0.0.priority == Priority(p) }.map(\.1).reduce(0, +)
            }
        }
        let sums = levelSums()
        #expect(sums == [0, 172])
        var seen = Set<Double>([solver.value(of: a.w)])
        for _ in 0..<3 {
            #expect(solver.exerciseAmbiguity(of: a.w))
            seen.insert(solver.value(of: a.w))
            #expect(levelSums() == sums)
            for c in constraints where c.priority.isRequired { #expect(violation(of: c, in: solver) == 0) }
        }
        // The two extremes: a takes all the slack (222) or none (50).
        #expect(seen.contains(222) && seen.contains(50))
    }

    @Test func aParametricSumIsExercisedBetweenSplits() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add((a + b).equals(100))
        #expect(solver.exerciseAmbiguity(of: a))
        #expect(solver.value(of: a) + solver.value(of: b) == 100)
        let first = solver.value(of: a)
        #expect(solver.exerciseAmbiguity(of: a))
        #expect(solver.value(of: a) != first)
        #expect(solver.value(of: a) + solver.value(of: b) == 100)
    }

    @Test func unknownVariablesAreNeitherAmbiguousNorExercised() {
        let solver = Solver()
        let ghost = Variable("ghost")
        #expect(!solver.isAmbiguous(ghost))
        #expect(!solver.exerciseAmbiguity(of: ghost))
        #expect(solver.value(of: ghost) == 0)
    }

    @Test func removingTheLastConstraintOfAVariableDropsItFromTheAmbiguousList() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let sum = (a + b).equals(100)
        let pin = b.equals(30)
        try solver.add([sum, pin])
        #expect(solver.ambiguousVariables.isEmpty)
        try solver.remove(pin)
        #expect(solver.ambiguousVariables == [a, b])
        try solver.remove(sum)
        #expect(solver.ambiguousVariables.isEmpty)
    }
}
