import Testing

@testable import Cassowary

/// Exact, lexicographic priorities: cases where a weighted sum (kiwi) would give another answer.
@Suite struct PriorityTests {
    @Test func oneConstraintAt751BeatsFourAt250() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x.equals(0, priority: 751))
        for _ in 0..<4 { try solver.add(x.equals(10, priority: 250)) }
        #expect(solver.value(of: x) == 0)  // kiwi's weights give 10 (4 × 250 > 751)
    }

    @Test func twoConstraintsAtPriority2BeatAThousandAtPriority1() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((0..<1000).map { _ in x.greaterThanOrEqual(to: 100, priority: 1) })
        try solver.add(x.lessThanOrEqual(to: 10, priority: 2))
        try solver.add(x.lessThanOrEqual(to: 20, priority: 2))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aFractionalPriorityOutranksTheIntegerBelowIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x.equals(5, priority: 999))
        try solver.add(x.equals(7, priority: 999))
        try solver.add(x.equals(6, priority: 999))
        try solver.add(x.equals(3, priority: 999.5))
        #expect(solver.value(of: x) == 3)
        try solver.add(x.equals(1, priority: 999.75))
        #expect(solver.value(of: x) == 1)
    }

    @Test func uikitsOddPrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        // 49 beats 25, 51 beats 49, 149 beats 51, 760 beats 149.
        let ladder: [(Priority, Double)] = [(25, 1), (49, 2), (51, 3), (149, 4), (760, 5)]
        for (priority, value) in ladder {
            try solver.add(x.equals(value, priority: priority))
            #expect(solver.value(of: x) == value)
        }
    }

    @Test func brokenRequiredAt1100OutranksEveryOrdinaryPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x.equals(10, priority: 999))
        try solver.add(x.equals(30, priority: 999))
        try solver.add(x.equals(40, priority: 999))
        try solver.add(x.equals(20, priority: .brokenRequired))
        #expect(solver.value(of: x) == 20)
        // A required constraint still wins over 1100.
        try solver.add(x.lessThanOrEqual(to: 15))
        #expect(solver.value(of: x) == 15)
    }

    @Test func withinALevelTheL1ErrorIsMinimised() throws {
        let solver = Solver()
        let x = Variable("x")
        // The median of 1, 2 and 9 minimises |x-1| + |x-2| + |x-9|.
        for target in [1.0, 2, 9] { try solver.add(x.equals(target, priority: 250)) }
        #expect(solver.value(of: x) == 2)
    }

    @Test func aLowerLevelStillActsWhereTheHigherLevelIsIndifferent() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x + y).equals(100))
        try solver.add(x.greaterThanOrEqual(to: 30, priority: 750))
        try solver.add(y.greaterThanOrEqual(to: 30, priority: 750))
        try solver.add(x.equals(0, priority: 1))
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
    }

    @Test func priorityLiteralsCompareAndDescribe() {
        #expect(Priority.required.isRequired)
        #expect(!Priority(999.5).isRequired)
        #expect(Priority(999.5) > 999)
        #expect(Priority.brokenRequired > .required)
        #expect(Priority(250).description == "250")
        #expect(Priority(999.5).description == "999.5")
        #expect(!Priority(0).isValid && !Priority(1100.5).isValid && !Priority(.nan).isValid)
        #expect(Priority(1100).isValid && Priority(0.5).isValid)
    }
}
