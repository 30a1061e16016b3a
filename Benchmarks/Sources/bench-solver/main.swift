// bench-solver: times Plumb's Cassowary solver on a system in the interchange format written by
// Benchmarks/peers/solver_gen.py, and prints one JSON object with the timings and the values.
//
// Usage: bench-solver FILE [--runs N] [--per-add] [--ambiguity] [--no-resize]
// (--ambiguity lists the ambiguous variables after the builds and reports how long that took as
// ambiguity_ms)
//   build   = new Solver, edit variables, pre-suggestions, add every constraint (one batch, or one
//             add at a time with --per-add), read every variable
//   resize  = suggest the next size from the file's resize steps, then read every variable
// Constraints are parsed and built before any timing starts.

import Cassowary
import Foundation

struct Workload {
    var variables: [Variable] = []
    var names: [String] = []
    var edits: [(Variable, Priority)] = []
    var presets: [(Variable, Double)] = []
    var constraints: [Constraint] = []
    var steps: [[(Variable, Double)]] = []
}

/// A line of the system file that does not parse, with its 1-based number.
struct BadLine: Error, CustomStringConvertible {
    var path: String
    var number: Int
    var line: Substring
    var description: String { "\(path):\(number): cannot read \"\(line)\"" }
}

func parse(_ path: String) throws -> Workload {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var w = Workload()
    var byName: [Substring: Variable] = [:]
    var pending: [(Variable, Double)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
        let bad = BadLine(path: path, number: index + 1, line: line)
        let f = line.split(separator: " ")
        func field(_ i: Int) throws(BadLine) -> Substring {
            guard i < f.count else { throw bad }
            return f[i]
        }
        func variable(_ i: Int) throws(BadLine) -> Variable {
            guard let v = byName[try field(i)] else { throw bad }
            return v
        }
        func number(_ i: Int) throws(BadLine) -> Double {
            guard let x = Double(try field(i)), x.isFinite else { throw bad }
            return x
        }
        func priority(_ i: Int) throws(BadLine) -> Priority {
            let s = try field(i)
            if s == "required" { return .required }
            guard let p = Float(s) else { throw bad }
            return Priority(p)
        }
        switch f[0] {
        case "v":
            let v = Variable(String(try field(1)))
            byName[f[1]] = v
            w.variables.append(v)
            w.names.append(String(f[1]))
        case "e": w.edits.append((try variable(1), try priority(2)))
        case "p": w.presets.append((try variable(1), try number(2)))
        case "c":
            let relation: Relation
            switch try field(1) {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw bad
            }
            guard let n = Int(try field(4)), n >= 0 else { throw bad }
            var terms: [Term] = []
            for i in 0..<n { terms.append(Term(try variable(6 + 2 * i), try number(5 + 2 * i))) }
            w.constraints.append(
                Constraint(
                    Expression(terms: terms, constant: try number(3)), relation, priority: try priority(2)))
        case "s": pending.append((try variable(1), try number(2)))
        case "u":
            w.steps.append(pending)
            pending = []
        default: throw bad
        }
    }
    return w
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

func build(_ w: Workload, perAdd: Bool) throws -> (Solver, Double) {
    let solver = Solver()
    for (v, p) in w.edits { try solver.addEditVariable(v, priority: p) }
    for (v, x) in w.presets { try solver.suggestValue(x, for: v) }
    if perAdd {
        for c in w.constraints { try solver.add(c) }
    } else {
        try solver.add(w.constraints)
    }
    var sum = 0.0
    for v in w.variables { sum += solver.value(of: v) }
    return (solver, sum)
}

let arguments = CommandLine.arguments
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-solver: \(message)\n".utf8))
    exit(2)
}
guard arguments.count >= 2, !arguments[1].hasPrefix("-") else {
    fail("usage: bench-solver FILE [--runs N] [--per-add] [--ambiguity] [--no-resize]")
}
let path = arguments[1]
var runs = 5
if let i = arguments.firstIndex(of: "--runs") {
    guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else {
        fail("--runs needs a positive whole number")
    }
    runs = n
}
let perAdd = arguments.contains("--per-add")
let checkAmbiguity = arguments.contains("--ambiguity")

guard FileManager.default.isReadableFile(atPath: path) else { fail("cannot read \(path)") }
let workload: Workload
do {
    workload = try parse(path)
} catch {
    fail("\(error)")
}
let clock = ContinuousClock()
var buildTimes: [Double] = []
var solver = Solver()
var checksum = 0.0
// Two warm-up builds, unless a build is slow enough that warming up does not matter.
let warm = try clock.measure { _ = try build(workload, perAdd: perAdd) }
if warm < .seconds(1) { _ = try build(workload, perAdd: perAdd) }
// `runs` builds, but stop early once the builds took 3 s in all (at least one build).
for _ in 0..<runs {
    var result: (Solver, Double)? = nil
    let elapsed = try clock.measure { result = try build(workload, perAdd: perAdd) }
    buildTimes.append(milliseconds(elapsed))
    (solver, checksum) = result!
    if buildTimes.reduce(0, +) > 3000 { break }
}
var values: [String: Double] = [:]
for (v, name) in zip(workload.variables, workload.names) { values[name] = solver.value(of: v) }
var ambiguous: [String] = []
var ambiguityTime: Double? = nil
if checkAmbiguity {
    let elapsed = clock.measure { ambiguous = solver.ambiguousVariables.map(\.name) }
    ambiguityTime = milliseconds(elapsed)
}

// Resize: cycle through the steps, at least 6 steps and at least 0.2 s per round, 5 rounds.
// The very first step (the cold resize, which may change which constraint absorbs the slack) is
// also reported on its own, so a slow one cannot hide inside the first round's mean.
var resizeTimes: [Double] = []
var firstResize: Double? = nil
var finalValues: [String: Double] = [:]
// A file without resize steps has nothing to time (the loop below would never end).
for _ in 0..<(arguments.contains("--no-resize") || workload.steps.isEmpty ? 0 : 5) {
    var count = 0
    var total = Duration.zero
    repeat {
        for step in workload.steps {
            let elapsed = try clock.measure {
                for (v, x) in step { try solver.suggestValue(x, for: v) }
                var sum = 0.0
                for v in workload.variables { sum += solver.value(of: v) }
                checksum += sum
            }
            total += elapsed
            count += 1
            if firstResize == nil { firstResize = milliseconds(elapsed) * 1000 }
        }
    } while total < .milliseconds(200) && count < 100_000
    resizeTimes.append(milliseconds(total) * 1000 / Double(count))
}
for (v, name) in zip(workload.variables, workload.names) { finalValues[name] = solver.value(of: v) }

let output: [String: Any] = [
    "build_ms": buildTimes, "resize_us": resizeTimes, "first_resize_us": firstResize.map { [$0] } ?? [],
    "values": values,
    "final_values": finalValues, "ambiguous": ambiguous, "checksum": checksum,
    "ambiguity_checked": checkAmbiguity,
    "ambiguity_ms": ambiguityTime.map { [$0] } ?? [],
]
let data = try JSONSerialization.data(withJSONObject: output, options: [])
print(String(decoding: data, as: UTF8.self))
