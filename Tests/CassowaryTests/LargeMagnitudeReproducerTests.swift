import Testing

@testable import Cassowary

/// Issue 31's large-magnitude reproducers (`Fixtures/Solver/`, from `repros/solver-large/`):
/// constants and suggestions of 1e13 and beyond next to ordinary ones. Before, release builds
/// returned layouts that broke a required constraint or held infinity, and debug builds stopped
/// on the internal consistency check. Each is now solved exactly on every path, with definitions
/// kept and not, or refused with a typed error that leaves the solver unchanged.
@Suite struct LargeMagnitudeReproducerTests {
    /// The reproducers whose system a double can solve: each must end at the exact optimum.
    static let solvable = [
        // soft `x1 <= 1e13` @500 and required `x1 == 700`: x1 was 0.
        "required-violated-soft-constant-1e13.txt",
        // required `x1 <= 1e13`, soft `x1 == 700` @500: x1 was 0.
        "not-optimal-required-constant-1e13.txt",
        // edit x8 @999 suggested 1e15, then required `x8 + 0.5 <= 0`: x8 was 0.
        "required-violated-after-suggest-1e15.script.txt",
        // soft `x1 <= 1e19` @79.7, required `0.5·x1 + 1e-300·x1 == 700` (0.5 in double): x1 was 0.
        "solver-extreme-146.min.sys",
        // edit x8 @1000.5 suggested 1e19, required `3·x8 + 0.5 <= 0`: x8 was 0.
        "solver-extreme-18.min.sys",
    ]

    @Test(arguments: solvable, [true, false])
    func largeMagnitudeReproducerReachesTheExactOptimum(file: String, keepingDefinitions: Bool) throws {
        let reproducer = try Reproducer.load(file)
        var reference: ExactReference? = nil
        var key = ""
        for mode in Reproducer.Mode.allCases {
            let model = reproducer.run(mode, keepingDefinitions: keepingDefinitions)
            if reference == nil || model.systemKey != key {
                reference = model.reference()
                key = model.systemKey
            }
            #expect(model.impreciseCount == 0, "\(file) (\(mode)) refused a change")
            model.checkExact(reference: reference)
            model.report()
        }
    }

    /// The values the reproducers' README gives, read from the solver directly.
    @Test(arguments: [true, false])
    func largeMagnitudeReproducersGiveTheValuesTheReadmeNames(keepingDefinitions: Bool) throws {
        let expected: [(file: String, variable: Int, value: Double)] = [
            ("required-violated-soft-constant-1e13.txt", 0, 700),
            ("not-optimal-required-constant-1e13.txt", 0, 700),
            ("required-violated-after-suggest-1e15.script.txt", 0, -0.5),
            ("solver-extreme-146.min.sys", 1, 1400),
            ("solver-extreme-18.min.sys", 8, -1.0 / 6),
        ]
        for (file, variable, value) in expected {
            let reproducer = try Reproducer.load(file)
            let model = reproducer.run(.asWritten, keepingDefinitions: keepingDefinitions)
            let got = model.solver.value(of: reproducer.variables[variable])
            #expect(abs(got - value) <= 1e-12 * max(1, abs(value)), "\(file): \(got), not \(value)")
        }
    }

    /// `x5/3 == 1e308` needs x5 = 3e308, beyond the largest double: refused with `overflow`, naming
    /// the constraint, and the solver is unchanged (before, x5 read infinity).
    @Test(arguments: [true, false])
    func aConstraintWhoseSolutionOverflowsIsRefused(keepingDefinitions: Bool) throws {
        let reproducer = try Reproducer.load("solver-extreme-100.min.sys")
        let constraint = reproducer.definitions[22]!
        let solver = Solver(keepingDefinitions: keepingDefinitions)
        expectUnchanged(solver, throws: .overflow(constraint)) { try solver.add(constraint) }
        #expect(solver.value(of: reproducer.variables[5]) == 0)
        #expect(solver.constraints.isEmpty)
    }

    /// A suggestion whose solution overflows (`y == 4·x` with x suggested 1e308) is refused with
    /// `overflowingSuggestion`, naming the variable and the value; the solver keeps the previous
    /// suggestion.
    @Test(arguments: [true, false])
    func aSuggestionWhoseSolutionOverflowsIsRefused(keepingDefinitions: Bool) throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver(keepingDefinitions: keepingDefinitions)
        try solver.addEditVariable(x, priority: 999)
        try solver.add(Constraint(Expression(terms: [Term(y, 1), Term(x, -4)]), .equal))
        try solver.suggestValue(2, for: x)
        expectUnchanged(solver, throws: .overflowingSuggestion(x, 1e308)) { try solver.suggestValue(1e308, for: x) }
        #expect(solver.value(of: x) == 2 && solver.value(of: y) == 8)
        // 1e307 fits: y = 4e307.
        try solver.suggestValue(1e307, for: x)
        #expect(solver.value(of: y) == 4e307)
    }

    /// A constraint on a defined variable is written over the definition's terms: `x = y + 0.5`
    /// makes `x <= 1e19` the row `y + 0.5 - 1e19 <= 0`, whose constant no double holds (1e19 −
    /// 0.5 rounds to 1e19). It is refused with `imprecise`, naming the definition, and the solver
    /// is unchanged; `x <= 1e15` (exact) is accepted and solved.
    @Test func aSumNoDoubleHoldsNextToAHugeConstantIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let definition = Constraint(Expression(terms: [Term(x, 1), Term(y, -1)], constant: -0.5), .equal)
        try solver.add(definition)
        try solver.add(Constraint(Expression(terms: [Term(y, 1)], constant: -1e15), .equal, priority: 500))
        let huge = Constraint(Expression(terms: [Term(x, 1)], constant: -1e19), .lessThanOrEqual)
        expectUnchanged(solver, throws: .imprecise(huge, violating: definition)) { try solver.add(huge) }
        let bound = Constraint(Expression(terms: [Term(x, 1)], constant: -1e15), .lessThanOrEqual)
        try solver.add(bound)
        #expect(solver.value(of: x) == 1e15 && solver.value(of: y) == 1e15 - 0.5)
    }
}
