import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayoutIdentifierTests: `autoIdentify`, `autoIdentifyConstraints` and
/// `autoSetIdentifier(_:forConstraints:)`, nested and with deferred installation; identifiers show
/// in constraint descriptions.
@MainActor @Suite struct IdentifierTests {
    @Test func autoIdentifyReturnsTheConstraintAndTheDescriptionShowsIt() {
        let h = Hierarchy()
        let c = h.viewC.autoAlignAxis(toSuperviewAxis: .vertical).autoIdentify("Align C")
        #expect(c.identifier == "Align C")
        #expect(c.description.hasPrefix("<NSLayoutConstraint:\(c.debugAddress) 'Align C' "))
    }

    @Test func identifyingArraysOfConstraints() {
        let h = Hierarchy()
        let centre = h.viewC.autoCenterInSuperview().autoIdentifyConstraints("IdentifyConstraints1")
        let distributed = [h.viewA_A_A, h.viewA_A_B].autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSize: 10)
        let array = distributed as NSArray
        let same = array.autoIdentifyConstraints("IdentifyConstraints2")
        #expect(same === array)  // instancetype: the receiver itself
        #expect(centre.map(\.identifier) == ["IdentifyConstraints1", "IdentifyConstraints1"])
        #expect(same.count == distributed.count && distributed.allSatisfy { $0.identifier == "IdentifyConstraints2" })
    }

    @Test func blocksIdentifyWhatTheyMakeAndTheInnermostWins() {
        let h = Hierarchy()
        var c1, c2, c3: NSLayoutConstraint?
        var spread: [NSLayoutConstraint] = []
        NSLayoutConstraint.autoSetIdentifier("IdentifierA") {
            c1 = h.viewA_A_A.autoSetDimension(.height, toSize: 50)
            NSLayoutConstraint.autoSetIdentifier("IdentifierB") {
                c2 = h.viewA_A_A.autoSetDimension(.width, toSize: 50)
                spread = [h.viewA, h.viewB, h.viewC].autoDistributeViews(
                    along: .vertical, alignedTo: .vertical, withFixedSpacing: 15)
            }
            c3 = h.viewA_A_B.autoSetDimension(.height, toSize: 50)
        }
        let after = h.viewD.autoSetDimension(.height, toSize: 50)
        #expect(c1?.identifier == "IdentifierA" && c2?.identifier == "IdentifierB" && c3?.identifier == "IdentifierA")
        #expect(!spread.isEmpty && spread.allSatisfy { $0.identifier == "IdentifierB" })
        #expect(after.identifier == nil)
    }

    @Test func identifiersSetWhileInstallationIsDeferredSurviveInstalling() {
        let h = Hierarchy()
        var plain, explicit, inBlock: NSLayoutConstraint?
        var edges: [NSLayoutConstraint] = []
        let made = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            plain = h.viewA.autoMatch(.width, to: .height, of: h.viewB)
            explicit = h.viewC.autoMatch(.width, to: .height, of: h.viewD).autoIdentify("Identifier1")
            NSLayoutConstraint.autoSetIdentifier("Identifier2") {
                inBlock = h.viewA_B.autoPinEdge(toSuperviewEdge: .bottom)
                edges = h.viewA_A.autoPinEdgesToSuperviewEdges()
            }
        }
        #expect(made.count == 7 && made.allSatisfy { !$0.isActive })
        made.autoInstallConstraints()  // outside the identifier block: identifiers are kept
        #expect(
            plain?.identifier == nil && explicit?.identifier == "Identifier1" && inBlock?.identifier == "Identifier2")
        #expect(edges.map(\.identifier) == Array(repeating: "Identifier2", count: 4) && made.allSatisfy { $0.isActive })
    }
}
