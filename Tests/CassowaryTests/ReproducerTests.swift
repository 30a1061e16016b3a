import Testing

@testable import Cassowary

/// The solver reproducers in `Fixtures/Solver/` (systems on which adding one constraint at a time
/// once gave wrong answers, failed internal checks or did not return) replayed as written, in
/// one batch and as arrays; each must end at the exact optimum of ``ExactLP``, with the exact
/// unique value and `isAmbiguous` answer for every variable.
@Suite struct ReproducerTests {
    static let files = [
        "add-one-at-a-time-34.txt",
        "add-one-at-a-time-required-violated-51.txt",
        "check-coefficient-add42.txt",
        "hang-add-one-at-a-time-71.txt",
        "remove-then-isAmbiguous-38.script.txt",
        "solver-ui-coefficient.sys",
        "solver-ui-state-changed-in-batch.sys",
        "solver-ui-unbounded.sys",
        "solver-wide-constant-only.sys",
        "solver-wide-required-violated.sys",
    ]

    @Test(arguments: files)
    func reproducerReachesTheExactOptimum(file: String) throws {
        let reproducer = try Reproducer.load(file)
        // The modes end with the same system, so they share one reference.
        var reference: ExactReference? = nil
        var key = ""
        for mode in Reproducer.Mode.allCases {
            let model = reproducer.run(mode)
            if reference == nil || model.systemKey != key {
                reference = model.reference()
                key = model.systemKey
            }
            model.checkExact(reference: reference)
            model.report()
        }
    }
}
