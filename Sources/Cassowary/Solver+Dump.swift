// A canonical text dump of the solver state.

extension Solver {
    /// A canonical, deterministic text dump of the tableau, for debugging and for comparing states.
    ///
    /// It lists the objective of every priority level (highest first), every row (ordered by its
    /// basic symbol), every constraint with its markers and current constant (in creation order),
    /// and every edit variable. Symbols print as `v` (variable), `s` (slack), `e` (error) or `d`
    /// (dummy) followed by their id. Two solvers built by the same operations print the same text,
    /// and a call that throws leaves the text unchanged.
    ///
    /// ```swift
    /// print(solver.dump())
    /// ```
    public func dump() -> String {
        let t = tableau
        func name(_ s: Int) -> String {
            switch t.kinds[s] {
            case .external: "v\(s)[\(t.variables[s]!)]"
            case .slack: "s\(s)"
            case .error: "e\(s)"
            case .dummy: "d\(s)"
            }
        }
        func text(_ row: Row) -> String {
            var out = "\(row.constant.bitPattern == (0.0).bitPattern ? "0" : String(row.constant))"
            for (s, c) in zip(row.symbols, row.coefficients) { out += " + \(c)*\(name(s))" }
            return out
        }
        var lines: [String] = []
        lines.append("objective:")
        for level in t.levelOrder {
            lines.append("  @\(t.levelPriorities[level]): \(text(t.objectives[level]))")
        }
        lines.append("rows:")
        for (basic, row) in t.rows.indices.filter({ t.basics[$0] >= 0 })
            .map({ (t.basics[$0], t.rows[$0]) }).sorted(by: { $0.0 < $1.0 })
        {
            lines.append("  \(name(basic)) = \(text(row))")
        }
        lines.append("constraints:")
        for record in t.records.values.sorted(by: { $0.constraint.id < $1.constraint.id }) {
            let other = record.other >= 0 ? " other \(name(record.other))" : ""
            lines.append(
                "  \(record.constraint) constant \(record.constant)"
                    + " marker \(name(record.marker))\(other)")
        }
        if !definitions.isEmpty {
            lines.append("definitions:")
            for d in definitions.list {
                guard let d else { continue }
                let body = Expression(terms: d.terms, constant: d.constant)
                lines.append("  \(d.subject) = \(body) (\(d.constraint), constant \(d.constraintConstant))")
            }
        }
        lines.append("edits:")
        for (_, edit) in edits.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(edit.constraint.expression.terms[0].variable) = \(edit.value)")
        }
        lines.append("columns:")
        for s in t.columns.indices {
            let live = Set(t.columns[s].filter { t.isLive($0, s) }).sorted()
            if !live.isEmpty { lines.append("  \(name(s)): rows \(live)") }
        }
        return lines.joined(separator: "\n")
    }
}
