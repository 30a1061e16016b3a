import Foundation
import Testing
@testable import PlumbUI

/// The error a format throws (nil if it parses).
private func parseError(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                        metrics: [String: Any]? = nil, views: [String: Any]) -> VisualFormatError?
{
    do {
        _ = try NSLayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}

@Suite struct VisualFormatErrorTests {
    /// Two views in a superview and one without.
    private let a = IntrinsicView(10, 10), b = IntrinsicView(10, 10), loose = IntrinsicView(10, 10)
    private let root = UIView(frame: rect(0, 0, 100, 100))
    private var views: [String: Any] { ["a": a, "b": b, "loose": loose, "notAView": 5] }

    init() {
        root.addSubview(a)
        root.addSubview(b)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var message: String
        var column: Int
        var options: NSLayoutConstraint.FormatOptions = []
        var testDescription: String { format.isEmpty ? "(empty)" : format }
    }

    static let cases: [Case] = [
        Case(format: "", message: "Expected a view", column: 0),
        Case(format: "V[a]", message: "Expected ':' after 'V' to specify vertical arrangement", column: 1),
        Case(format: "H|-[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", column: 1),
        Case(format: "H:[blackBox]", message: "Unable to find view with name blackBox", column: 3),
        Case(format: "H:[a]-[blackBox]", message: "Unable to find view with name blackBox", column: 7),
        Case(format: "H:[a(>=50]", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 9),
        Case(format: "H:[a(>=50)", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 10),
        Case(format: "H:[a b]", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 4),
        Case(format: "H:[a(=50)]", message: "Unknown relation. Must be ==, >=, or <=", column: 5),
        Case(format: "H:[a(=>50)]", message: "Unknown relation. Must be ==, >=, or <=", column: 5),
        Case(format: "H:[a]-(!=8)-[b]", message: "Unknown relation. Must be ==, >=, or <=", column: 7),
        Case(format: "H:|-[loose]", message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: 2),
        Case(format: "H:[a]-[loose]-|", message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: 14),
        Case(format: "H:[]", message: "Expected a view name", column: 3),
        Case(format: "H:[a]-", message: "Expected a view or '|' after a connection", column: 6),
        Case(format: "H:[a] ", message: "Expected '-', a view or '|' after a view", column: 5),
        Case(format: "H:[a]-|-[b]", message: "Expected the end of the format after the superview '|'", column: 7),
        Case(format: "H:[a]-gap-[b]", message: "Unable to find metric with name gap", column: 6),
        Case(format: "H:[a]-50[b]", message: "Expected '-' after the spacing of a connection", column: 8),
        Case(format: "H:[a]-(8-[b]", message: "A predicate list in a connection must end with ')'", column: 8),
        Case(format: "H:[a]-(8)[b]", message: "Expected '-' after the predicates of a connection", column: 9),
        Case(format: "H:[a]-(b)-[b]", message: "Unable to find metric with name b", column: 7),
        Case(format: "H:[a(>=w)]", message: "Unable to find view with name w", column: 7),
        Case(format: "H:[a(@750)]", message: "Expected a number, a metric name or a view name", column: 5),
        Case(format: "H:[a(50@1001)]", message: "Priority must be between 1 and 1000; got 1001", column: 8),
        Case(format: "H:[a(50@0)]", message: "Priority must be between 1 and 1000; got 0", column: 8),
        Case(format: "H:[a(1\(String(repeating: "0", count: 400)))]", message: "The number 1\(String(repeating: "0", count: 400)) is too large", column: 5),
        Case(format: "H:[a(-)]", message: "Expected a number, a metric name or a view name", column: 5),
        Case(format: "H:[notAView]", message: "The value for notAView in the views dictionary is not a UIView", column: 3),
        Case(format: "H:[a(notAView)]", message: "The value for notAView in the views dictionary is not a UIView", column: 5),
        Case(format: "H:[a]-[b]", message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", column: 9, options: .alignAllLeading),
        Case(format: "V:[a][b]", message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", column: 8, options: .alignAllCenterY),
        Case(format: "[a][b]", message: "Baseline-to-baseline spacing applies to vertical layout only.", column: 6, options: .spacingBaselineToBaseline),
        Case(format: "H:[a]-🙂-[b]", message: "Expected a view or '|' after a connection", column: 6),
        Case(format: "H:[a]-[b]🙂", message: "Expected '-', a view or '|' after a view", column: 9),
    ]

    @Test(arguments: cases)
    func eachErrorHasUIKitsMessageAndTheColumnOfTheOffendingCharacter(_ c: Case) {
        let error = parseError(c.format, options: c.options, metrics: ["m": 8], views: views)
        #expect(error?.message == c.message)
        #expect(error?.column == c.column)
        #expect(error?.format == c.format)
    }

    @Test func metricsThatAreNotFiniteNumbersAreErrors() {
        let text = parseError("[a]-m-[b]", metrics: ["m": "8"], views: views)
        #expect(text == VisualFormatError(message: "The value for m in the metrics dictionary is not a number", format: "[a]-m-[b]", column: 4))
        let flag = parseError("[a(m)]", metrics: ["m": true], views: views)
        #expect(flag?.message == "The value for m in the metrics dictionary is not a number")
        let inf = parseError("[a(m)]", metrics: ["m": Double.infinity], views: views)
        #expect(inf?.message == "The value for m in the metrics dictionary is not finite")
    }

    @Test func theDescriptionIsUIKitsExceptionReasonWithACaretLine() {
        let error = parseError("H:|-[blackBox]-|", views: views)
        #expect(error?.description == "Unable to parse constraint format: \nUnable to find view with name blackBox \nH:|-[blackBox]-| \n     ^")
    }

    @Test func theUIKitSignatureReportsTheErrorAndReturnsNoConstraints() {
        let (result, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-(<8)-[b]", options: [], metrics: nil, views: views)
        }
        #expect(result.isEmpty)
        #expect(diagnostics == [LayoutDiagnostic(kind: .invalidConstraint, message: """
            Unable to parse constraint format: 
            Unknown relation. Must be ==, >=, or <= 
            V:[a]-(<8)-[b] 
                   ^
            """)])
    }

    @Test func theUIKitSignatureReturnsConstraintsSilentlyWhenTheFormatIsValid() {
        let (result, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", metrics: nil, views: ["a": a, "b": b])
        }
        #expect(result.count == 3)
        #expect(diagnostics.isEmpty)
    }

    @Test func hostileInputNeverCrashes() {
        let junk = ["|", "||", "[", "]", "-", "--", "(", "@", "H:", "V:", "H:|", "[a", "[a(", "[a(==", "[a(==8@", "[a]-(", "[a]-(8",
                    "[a]-(8,", "[a][", "\u{0}", "H:[a]\n", "[a(1e)]", "[a(.)]", "[a(+)]", "[a(1e+)]", String(repeating: "[a]-", count: 2000),
                    String(repeating: "(", count: 5000), "[a]-" + String(repeating: "9", count: 10_000) + "-[b]", "[a̐]", "[a\u{301}]"]
        for format in junk {
            let (result, diagnostics) = LayoutDiagnostics.collect {
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            }
            #expect(result.isEmpty, "\(format.prefix(20))")
            #expect(diagnostics.count == 1, "\(format.prefix(20))")
        }
        // Exponents without digits stop the number: `1e` reads as 1 followed by `e`.
        #expect(parseError("[a(1e)]", views: views)?.column == 4)
    }
}
