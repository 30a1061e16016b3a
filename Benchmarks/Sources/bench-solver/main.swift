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

func parse(_ path: String) throws -> Workload {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  var w = Workload()
  var byName: [Substring: Variable] = [:]
  var pending: [(Variable, Double)] = []
  func priority(_ s: Substring) -> Priority { s == "required" ? .required : Priority(Float(s)!) }
  for line in text.split(separator: "\n") {
    let f = line.split(separator: " ")
    switch f[0] {
    case "v":
      let v = Variable(String(f[1]))
      byName[f[1]] = v
      w.variables.append(v)
      w.names.append(String(f[1]))
    case "e": w.edits.append((byName[f[1]]!, priority(f[2])))
    case "p": w.presets.append((byName[f[1]]!, Double(f[2])!))
    case "c":
      let relation: Relation = f[1] == "==" ? .equal : f[1] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
      let n = Int(f[4])!
      var terms: [Term] = []
      for i in 0..<n { terms.append(Term(byName[f[6 + 2 * i]]!, Double(f[5 + 2 * i])!)) }
      w.constraints.append(
        Constraint(
          Expression(terms: terms, constant: Double(f[3])!), relation, priority: priority(f[2])))
    case "s": pending.append((byName[f[1]]!, Double(f[2])!))
    case "u":
      w.steps.append(pending)
      pending = []
    default: fatalError("bad line: \(line)")
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
let path = arguments[1]
var runs = 5
if let i = arguments.firstIndex(of: "--runs") { runs = Int(arguments[i + 1])! }
let perAdd = arguments.contains("--per-add")
let checkAmbiguity = arguments.contains("--ambiguity")

let workload = try parse(path)
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
for _ in 0..<(arguments.contains("--no-resize") ? 0 : 5) {
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
