/// A variable multiplied by a coefficient, one summand of an ``Expression``.
///
/// ```swift
/// let x = Variable("x")
/// let term = Term(x, 2)     // 2·x
/// ```
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Creates the term `coefficient · variable` with labelled arguments.
    public init(variable: Variable, coefficient: Double) {
        self.init(variable, coefficient)
    }

    /// For example `2*x` or `x` when the coefficient is 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient))*\(variable)"
    }
}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with `+`, `-`, unary `-`, `*` by a number and `/` by a number, from
/// variables, numbers and other expressions. Terms keep the order in which they were written and
/// may repeat a variable; the solver adds repeated variables together.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right = left + width          // left + width
/// let centre = left + width / 2     // left + 0.5*width
/// let inset = right - 8             // left + width - 8
/// ```
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1·variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// Creates an expression with no terms.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite (not NaN, not infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The terms with repeated variables added together and zero coefficients dropped, ordered by
    /// variable creation order.
    ///
    /// - Complexity: O(*n* log *n*) for *n* terms.
    public var reduced: Expression {
        var sorted = terms
        sorted.sort { $0.variable.id < $1.variable.id }
        var out: [Term] = []
        out.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = out.last, last.variable == term.variable {
                out[out.count - 1].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(terms: out, constant: constant)
    }

    /// The value of the expression when each variable takes the value `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// For example `x + 2*y - 8`.
    public var description: String {
        var parts = ""
        for (index, term) in terms.enumerated() {
            if index == 0 {
                parts +=
                    term.coefficient < 0
                    ? "-" + Term(term.variable, -term.coefficient).description
                    : term.description
            } else if term.coefficient < 0 {
                parts += " - " + Term(term.variable, -term.coefficient).description
            } else {
                parts += " + " + term.description
            }
        }
        if terms.isEmpty { return formatNumber(constant) }
        if constant > 0 { parts += " + \(formatNumber(constant))" }
        if constant < 0 { parts += " - \(formatNumber(-constant))" }
        return parts
    }
}

/// Formats a number without a trailing `.0` when it is integral.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

/// A value that can stand for an ``Expression``: a ``Variable``, an ``Expression``, a `Double` or
/// an `Int`.
///
/// It lets ``Constraint/init(_:_:_:priority:)`` and the builders such as
/// ``ExpressionConvertible/equals(_:priority:)`` accept any mix of these.
///
/// ```swift
/// let x = Variable("x")
/// let c1 = x.equals(10)
/// let c2 = (x + 5).greaterThanOrEqual(to: x * 2, priority: 250)
/// ```
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
    /// The expression `1·self`.
    public var expression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
    /// The constant expression `self`.
    public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
    /// The constant expression `Double(self)`.
    public var expression: Expression { Expression(constant: Double(self)) }
}
