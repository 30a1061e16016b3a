import Foundation

@testable import Cassowary

/// A solver reproducer from `Fixtures/Solver/` (format in that folder's README): variables,
/// constraint definitions and the operations to replay.
struct Reproducer {
    enum Operation {
        case add(Int)
        case addArray([Int])
        case remove(Int)
        case setConstant(Int, Double)
        case edit(Int, Priority)
        case suggest(Int, Double)
        case unedit(Int)
        case begin
        case end
        case ambiguity(Int?)
        case exercise(Int)
        case reset
    }

    /// How the constraints go in: as written, all in one `batch {}`, or consecutive adds as one
    /// `add([...])`.
    enum Mode: CaseIterable { case asWritten, batch, array }

    var name: String
    var variables: [Variable] = []
    var definitions: [Int: Constraint] = [:]
    var operations: [Operation] = []

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Solver")

    static func load(_ file: String) throws -> Reproducer {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return file.hasSuffix(".sys") ? parseSystem(text, name: file) : parseList(text, name: file)
    }

    static func priority(_ text: Substring) -> Priority {
        text == "required" ? .required : Priority(Float(text)!)
    }

    static func relation(_ text: Substring) -> Relation {
        switch text {
        case "==": .equal
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: fatalError("bad relation \(text)")
        }
    }

    /// The `.txt` format: `v`, `e`, `c`, `s`, `r`/`x` (remove the K-th constraint), `?`.
    static func parseList(_ text: String, name: String) -> Reproducer {
        var out = Reproducer(name: name)
        var byName: [Substring: Int] = [:]
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            switch f[0] {
            case "v":
                byName[f[1]] = out.variables.count
                out.variables.append(Variable(String(f[1])))
            case "e": out.operations.append(.edit(byName[f[1]]!, priority(f[2])))
            case "s": out.operations.append(.suggest(byName[f[1]]!, Double(f[2])!))
            case "c":
                let n = Int(f[4])!
                let terms = (0..<n).map { i in
                    Term(out.variables[byName[f[6 + 2 * i]]!], Double(f[5 + 2 * i])!)
                }
                let k = out.definitions.count
                out.definitions[k] = Constraint(
                    Expression(terms: terms, constant: Double(f[3])!), relation(f[1]),
                    priority: priority(f[2]))
                out.operations.append(.add(k))
            case "r", "x": out.operations.append(.remove(Int(f[1])!))
            case "?": out.operations.append(.ambiguity(nil))
            default: fatalError("\(name): bad line \(line)")
            }
        }
        return out
    }

    /// The `.sys` format: `vars`, `def`, then operations.
    static func parseSystem(_ text: String, name: String) -> Reproducer {
        var out = Reproducer(name: name)
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            switch f[0] {
            case "vars": out.variables = (0..<Int(f[1])!).map { Variable("x\($0)") }
            case "def":
                let p = Float(f[2])!
                var terms: [Term] = []
                var i = 5
                while i + 1 < f.count {
                    terms.append(Term(out.variables[Int(f[i + 1])!], Double(f[i])!))
                    i += 2
                }
                out.definitions[Int(f[1])!] = Constraint(
                    Expression(terms: terms, constant: Double(f[4])!), relation(f[3]),
                    priority: p == 1000 ? .required : Priority(p))
            case "add": out.operations.append(.add(Int(f[1])!))
            case "addb": out.operations.append(.addArray(f.dropFirst().map { Int($0)! }))
            case "remove": out.operations.append(.remove(Int(f[1])!))
            case "setc": out.operations.append(.setConstant(Int(f[1])!, Double(f[2])!))
            case "edit": out.operations.append(.edit(Int(f[1])!, Priority(Float(f[2])!)))
            case "suggest": out.operations.append(.suggest(Int(f[1])!, Double(f[2])!))
            case "unedit": out.operations.append(.unedit(Int(f[1])!))
            case "begin": out.operations.append(.begin)
            case "end": out.operations.append(.end)
            case "amb": out.operations.append(.ambiguity(Int(f[1])!))
            case "ex": out.operations.append(.exercise(Int(f[1])!))
            case "reset": out.operations.append(.reset)
            default: fatalError("\(name): bad line \(line)")
            }
        }
        return out
    }

    /// The operations rearranged for `mode`.
    func operations(_ mode: Mode) -> [Operation] {
        switch mode {
        case .asWritten: return operations
        case .batch:
            return [.begin]
                + operations.filter {
                    if case .begin = $0 { return false }
                    if case .end = $0 { return false }
                    return true
                } + [.end]
        case .array:
            var out: [Operation] = []
            var pending: [Int] = []
            func flush() {
                if pending.count == 1 { out.append(.add(pending[0])) }
                if pending.count > 1 { out.append(.addArray(pending)) }
                pending = []
            }
            for op in operations {
                switch op {
                case let .add(k): pending.append(k)
                case let .addArray(ks): pending += ks
                default:
                    flush()
                    out.append(op)
                }
            }
            flush()
            return out
        }
    }

    /// Replays the operations on a modelled solver; a `begin` without its `end` closes at the end.
    /// `.remove(k)` in a `.txt` file names the k-th definition.
    func run(
        _ mode: Mode, checkAfterEachAmbiguityQuery: Bool = true, keepingDefinitions: Bool = true
    ) -> ModelledSolver {
        let model = ModelledSolver(
            variables: variables, name: "\(name) (\(mode), definitions \(keepingDefinitions))",
            keepingDefinitions: keepingDefinitions)
        var index = 0
        var depth = 0
        let ops = operations(mode)
        func step() -> Bool {
            guard index < ops.count else { return false }
            let op = ops[index]
            index += 1
            switch op {
            case let .add(k): model.add(definitions[k]!)
            case let .addArray(ks): model.add(ks.map { definitions[$0]! })
            case let .remove(k): model.remove(definitions[k]!)
            case let .setConstant(k, value): model.setConstant(value, of: definitions[k]!)
            case let .edit(v, p): model.addEditVariable(variables[v], priority: p)
            case let .suggest(v, value): model.suggest(value, for: variables[v])
            case let .unedit(v): model.removeEditVariable(variables[v])
            case .begin:
                depth += 1
                defer { depth -= 1 }
                model.batch {
                    while index < ops.count {
                        if case .end = ops[index] {
                            index += 1
                            return
                        }
                        _ = step()
                    }
                }
            case .end: break
            case let .ambiguity(v):
                if checkAfterEachAmbiguityQuery && depth == 0 {
                    model.checkExact(ambiguity: v.map { [$0] })
                } else {
                    _ = v.map { model.solver.isAmbiguous(variables[$0]) }
                }
            case let .exercise(v): _ = model.solver.exerciseAmbiguity(of: variables[v])
            case .reset: model.reset()
            }
            return true
        }
        while step() {}
        return model
    }
}
