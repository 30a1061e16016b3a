import Foundation
import Testing
@testable import PlumbUI

/// The error a format throws (nil if it parses).
@MainActor private func parseError(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any]
) -> VisualFormatError? {
    do {
        _ = try NSLayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}

@MainActor @Suite struct VisualFormatErrorTests {
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

    nonisolated static let cases: [Case] = [
        Case(format: "", message: "It's an empty string.", column: 0),
        Case(format: "V[a]", message: "Expected ':' after 'V' to specify vertical arrangement", column: 1),
        Case(format: "H|-[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", column: 1),
        Case(format: "H:[blackBox]", message: "blackBox is not a key in the views dictionary.", column: 11),
        Case(format: "H:[a]-[blackBox]", message: "blackBox is not a key in the views dictionary.", column: 15),
        Case(
            format: "H:[a(>=50]",
            message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 9),
        Case(format: "H:[a(>=50)", message: "Expected ']' after specifying thickness.", column: 10),
        Case(format: "H:[a b]", message: "Expected a ']' here. That is how you give the end of a view.", column: 4),
        Case(format: "[a", message: "Expected a ']' here. That is how you give the end of a view.", column: 2),
        Case(
            format: "[a(", message: "Unexpectedly ran out of character fodder in the middle of parsing a view",
            column: 3),
        Case(format: "[", message: "Expected a view", column: 1),
        Case(format: "H:", message: "Expected a view", column: 2),
        Case(format: "H:[a(=50)]", message: "Unknown relation. Must be ==, >=, or <=", column: 6),
        Case(format: "H:[a(=>50)]", message: "Unknown relation. Must be ==, >=, or <=", column: 6),
        Case(
            format: "H:[a]-(!=8)-[b]",
            message: "Expected a number or key from the metrics dictionary, but encountered something else", column: 7),
        Case(
            format: "H:|-[loose]",
            message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: 11),
        Case(
            format: "H:[a]-[loose]-|",
            message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: 15),
        Case(format: "|", message: "Expected a connection after the '|' character", column: 1),
        Case(
            format: "H:[]",
            message:
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            column: 3),
        Case(
            format: "H:[1a]",
            message:
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            column: 3),
        Case(format: "H:[a]-", message: "Expected more input", column: 6),
        Case(format: "H:[a] ", message: "Expected a view or '|'", column: 5),
        Case(format: "H:[a]-|-[b]", message: "Expected the end of the format string", column: 7),
        Case(
            format: "H:[a]-gap-[b]",
            message:
                "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries",
            column: 9),
        Case(format: "H:[a]-50[b]", message: "Expected a '-' here", column: 8),
        Case(
            format: "H:[a]-8,9-[b]",
            message:
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            column: 7),
        Case(
            format: "H:[a]--[b]",
            message:
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
            column: 6),
        Case(
            format: "H:[a]-(8-[b]",
            message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
            column: 8),
        Case(
            format: "[a]-(==8",
            message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
            column: 8),
        Case(format: "H:[a]-(8)[b]", message: "Expected a '-' here", column: 9),
        Case(
            format: "H:[a]-(b)-[b]",
            message:
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            column: 8),
        Case(
            format: "H:[a(>=w)]",
            message: "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries",
            column: 8),
        Case(
            format: "H:[a(@750)]",
            message: "Expected a number or key from the metrics dictionary, but encountered something else", column: 5),
        Case(
            format: "[a(==8@",
            message: "Expected a number or key from the metrics dictionary, but encountered something else", column: 7),
        Case(
            format: "H:[a(-)]",
            message: "Expected a number or a key from the metrics dictionary, but encountered something else", column: 5
        ),
        Case(
            format: "H:[a(50@1001)]",
            message:
                "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            column: 12),
        Case(
            format: "H:[a(50@0)]", message: "Invalid priority specified: 0. Priority must be greater than 0", column: 9),
        Case(format: "H:[a(1e400)]", message: "The number is not finite.", column: 10),
        Case(
            format: "H:[notAView]", message: "The value for notAView in the views dictionary is not a UIView.",
            column: 11),
        Case(
            format: "H:[a(notAView)]", message: "The value for notAView in the views dictionary is not a UIView.",
            column: 13),
        Case(
            format: "H:[a]-[b]-[a]",
            message:
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            column: 9, options: .alignAllLeading),
        Case(
            format: "V:[a][b]",
            message:
                "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
            column: 8, options: .alignAllCenterY),
        Case(
            format: "[a][b]", message: "BaselineToBaseline format option not valid for horizontal layout", column: 6,
            options: .spacingBaselineToBaseline),
        Case(
            format: "|[a]", message: "BaselineToBaseline format option not valid for horizontal layout", column: 4,
            options: .spacingBaselineToBaseline),
        Case(format: "H:[a]-🙂-[b]", message: "It contains non-ASCII characters.", column: 6),
        Case(format: "H:[ビュー]", message: "It contains non-ASCII characters.", column: 3),
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
        #expect(
            text
                == VisualFormatError(
                    message: "The value for m in the metrics dictionary is not a number.", format: "[a]-m-[b]",
                    column: 5))
        let flag = parseError("[a(m)]", metrics: ["m": true], views: views)
        #expect(flag?.message == "The value for m in the metrics dictionary is not a number.")
        let inf = parseError("[a(m)]", metrics: ["m": Double.infinity], views: views)
        #expect(inf?.message == "The value for m in the metrics dictionary is not finite.")
    }

    @Test func theDescriptionIsUIKitsExceptionReasonWithACaretLine() {
        let error = parseError("H:|-[blackBox]-|", views: views)
        #expect(
            error?.description
                == "Unable to parse constraint format: \nblackBox is not a key in the views dictionary. \nH:|-[blackBox]-| \n             ^"
        )
        // The caret sits where the scanner stopped: after the view whose superview is missing.
        let superview = parseError("H:|-(>=50)-[loose(100)]", views: views)
        #expect(
            superview?.description
                == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-(>=50)-[loose(100)] \n"
                + String(repeating: " ", count: 23) + "^")
        #expect(parseError("", views: views)?.description == "Unable to parse constraint format: It's an empty string.")
        #expect(
            parseError("[é]", views: views)?.description
                == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    @Test func theUIKitSignatureReportsTheErrorAndReturnsNoConstraints() {
        let (result, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-(<8)-[b]", options: [], metrics: nil, views: views)
        }
        #expect(result.isEmpty)
        #expect(
            diagnostics == [
                LayoutDiagnostic(
                    kind: .invalidConstraint,
                    message: "Unable to parse constraint format: \n"
                        + "Unknown relation. Must be ==, >=, or <= \nV:[a]-(<8)-[b] \n"
                        + String(repeating: " ", count: 8) + "^")
            ])
    }

    @Test func theUIKitSignatureReturnsConstraintsSilentlyWhenTheFormatIsValid() {
        let (result, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", metrics: nil, views: ["a": a, "b": b])
        }
        #expect(result.count == 3)
        #expect(diagnostics.isEmpty)
    }

    @Test func hostileInputNeverCrashes() {
        let junk = [
            "|", "||", "[", "]", "-", "--", "(", "@", "H:", "V:", "H:|", "[a", "[a(", "[a(==", "[a(==8@", "[a]-(",
            "[a]-(8",
            "[a]-(8,", "[a][", "\u{0}", "H:[a]\n", "[a(1e)]", "[a(.)]", "[a(+)]", "[a(1e+)]",
            String(repeating: "[a]-", count: 2000),
            String(repeating: "(", count: 5000), "[a]-" + String(repeating: "9", count: 10_000) + "-[b]", "[a̐]",
            "[a\u{301}]",
        ]
        for format in junk {
            let (result, diagnostics) = LayoutDiagnostics.collect {
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            }
            #expect(result.isEmpty, "\(format.prefix(20))")
            #expect(diagnostics.count == 1, "\(format.prefix(20))")
        }
        // Exponents without digits stop the number: `1e` reads as 1 followed by `e`.
        #expect(parseError("[a(1e)]", views: views)?.column == 4)
        #expect(
            parseError("[a(1e)]", views: views)?.message
                == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }

    /// A list of 400 inequalities conflicting with one equation cost the solver about n³ (7.9 s);
    /// lists are Plumb-limited to 16 predicates, the 17th named at its column.
    @Test func aPredicateListHoldsAtMost16Predicates() throws {
        func list(_ n: Int) -> String { (0..<n).map { ">=\($0)" }.joined(separator: ",") }
        let sixteen = try NSLayoutConstraint.visualFormatConstraints("V:[a]-(\(list(16)))-[b(10)]", views: views)
        #expect(sixteen.count == 17)  // 16 spacings and b's height
        let format = "V:[a]-(\(list(401)))-[b(10)]"
        let error = parseError(format, views: views)
        let seventeenth = try #require(format.range(of: ",>=16,")).lowerBound
        #expect(
            error
                == VisualFormatError(
                    message: "Too many predicates in one list: at most 16 (Plumb's limit; UIKit sets none)",
                    format: format, column: format.utf8.distance(from: format.startIndex, to: seventeenth) + 1))
        #expect(parseError("H:[a(\(list(17)))]", views: views)?.column == 75)
    }
}
