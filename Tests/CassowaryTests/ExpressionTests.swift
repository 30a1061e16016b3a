import Testing

@testable import Cassowary

/// Variables, expressions and constraint builders.
@Suite struct ExpressionTests {
    @Test func variablesHaveIdentityNotNameEquality() {
        let a = Variable("x"), b = Variable("x")
        #expect(a != b)
        #expect(a == a)
        #expect(a.id < b.id)
        #expect(a.description == "x")
        #expect(Variable().description.hasPrefix("v"))
    }

    @Test func operatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = (x * 2 + y / 4 - 3) * 2 - x
        #expect(e.terms == [Term(x, 4), Term(y, 0.5), Term(x, -1)])
        #expect(e.constant == -6)
        #expect(e.reduced.terms == [Term(x, 3), Term(y, 0.5)])
        #expect((-(x - y)).terms == [Term(x, -1), Term(y, 1)])
        #expect((10 - x).constant == 10)
        #expect((x - x).reduced.terms.isEmpty)
        #expect(e.evaluate { $0 == x ? 1 : 8 } == 4 + 4 - 6 - 1)
    }

    @Test func expressionsDescribeThemselves() {
        let x = Variable("x"), y = Variable("y")
        #expect((x * 2 - y + 8).description == "2*x - y + 8")
        #expect((-x - 1.5).description == "-x - 1.5")
        #expect(Expression(constant: 3).description == "3")
    }

    @Test func buildersMoveTheRightHandSideToTheLeft() {
        let x = Variable("x"), y = Variable("y")
        let c = x.lessThanOrEqual(to: y + 10, priority: 250)
        #expect(c.expression.terms == [Term(x, 1), Term(y, -1)])
        #expect(c.expression.constant == -10)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.priority == 250)
        #expect(c.description == "x - y - 10 <= 0 @250")
        #expect(Constraint(x, .equal, 5).description == "x - 5 == 0")
        #expect((x + 1).greaterThanOrEqual(to: 2).relation == .greaterThanOrEqual)
        let same = x.equals(1)
        #expect(same != x.equals(1))  // identity, not structure
        #expect(same == same)
    }
}
