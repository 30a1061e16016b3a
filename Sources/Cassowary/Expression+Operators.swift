// Arithmetic that builds expressions: + and - between variables, expressions and numbers, unary -,
// and * and / by a number.

extension Expression {
    /// The sum of two expressions; terms are concatenated, constants added.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + 1·rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `1·lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `lhs` with `rhs` added to its constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// `rhs` with `lhs` added to its constant.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    /// `lhs + (-rhs)`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    /// `lhs - 1·rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `1·lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// `lhs` with `rhs` subtracted from its constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// `lhs - rhs` with a constant `lhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }

    /// Every coefficient and the constant multiplied by `rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }
    /// Every coefficient and the constant multiplied by `lhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// Every coefficient and the constant divided by `rhs`.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
    /// `1·lhs + 1·rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }
    /// `1·lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// `lhs + 1·rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `-1·operand`.
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
    /// `1·lhs - 1·rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }
    /// `1·lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    /// `lhs - 1·rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `rhs·lhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    /// `lhs·rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
    /// `(1/rhs)·lhs`.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
}
