import Foundation
import Testing
@testable import PlumbUI

/// A controller that records the segue callbacks UIKit makes on it.
@MainActor final class SegueRecordingController: UIViewController {
    var log: [String] = []
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerform \(identifier)")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil")")
    }
}

/// A segue built in code, as apps write them: pushes its destination.
@MainActor final class RecordingPushSegue: UIStoryboardSegue {
    var log: [String] = []
    override func perform() {
        log.append("perform \(identifier ?? "nil")")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// A controller made by a storyboard's generic `instantiateViewController(identifier:creator:)`.
@MainActor final class CoderMadeController: UIViewController {
    var madeWith = "init(nibName:bundle:)"
    var decodedTitle: Any?
    init(madeWith: String) {
        self.madeWith = madeWith
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        madeWith = "init(coder:)"
        decodedTitle = coder.decodeObject(forKey: "title")
        super.init(coder: coder)
    }
}

/// Segues without storyboards: UIKit's message for `performSegue`, code-made segues as on iOS.
@MainActor @Suite struct StoryboardSegueTests {
    @Test func performSegueReportsUIKitsMessageAndCallsNeitherShouldPerformNorPrepare() {
        let vc = SegueRecordingController()
        let (_, messages) = LayoutDiagnostics.collect { vc.performSegue(withIdentifier: "showDetail", sender: nil) }
        #expect(vc.log == [])
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Receiver (<SegueRecordingController: \(vc.debugAddress)>) has no segue with identifier 'showDetail'' (Plumb has no storyboards; it reports it and performs no segue.)"
            ])
        #expect(vc.storyboard == nil)
    }

    @Test func aCodeMadeSegueSubclassPerformsItselfWithoutPrepare() {
        let source = SegueRecordingController()
        let nav = UINavigationController(rootViewController: source)
        let destination = UIViewController()
        let segue = RecordingPushSegue(identifier: "push", source: source, destination: destination)
        #expect(segue.identifier == "push" && segue.source === source && segue.destination === destination)
        let (_, messages) = LayoutDiagnostics.collect { segue.perform() }
        #expect(segue.log == ["perform push"])
        #expect(source.log == [])  // UIKit calls shouldPerform/prepare for storyboard segues only
        #expect(nav.viewControllers == [source, destination])
        #expect(messages.isEmpty)
    }

    @Test func theCallOrderOfTheUIKitIdiomForCodeMadeSegues() {
        // Code that wants prepare(for:sender:) with a code-made segue calls it itself, as on iOS.
        let source = SegueRecordingController()
        let nav = UINavigationController(rootViewController: source)
        let segue = RecordingPushSegue(identifier: nil, source: source, destination: UIViewController())
        if source.shouldPerformSegue(withIdentifier: "manual", sender: nil) {
            source.prepare(for: segue, sender: nil)
            segue.perform()
        }
        #expect(source.log + segue.log == ["shouldPerform manual", "prepare nil", "perform nil"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test func performHandlerRunsOnPerformAndTheBaseSegueOtherwiseDoesNothing() {
        let a = UIViewController(), b = UIViewController()
        var runs = 0
        let handled = UIStoryboardSegue(identifier: "h", source: a, destination: b) { runs += 1 }
        handled.perform()
        handled.perform()
        #expect(runs == 2)
        let plain = UIStoryboardSegue(identifier: nil, source: a, destination: b)
        let (_, messages) = LayoutDiagnostics.collect { plain.perform() }
        #expect(plain.identifier == nil && messages.isEmpty && a.presentedViewController == nil)
    }

    @Test func theDefaultsAreUIKits() {
        let vc = UIViewController()
        let segue = UIStoryboardSegue(identifier: "x", source: vc, destination: UIViewController())
        #expect(vc.shouldPerformSegue(withIdentifier: "x", sender: nil))
        let (_, messages) = LayoutDiagnostics.collect {
            vc.prepare(for: segue, sender: nil)
            vc.unwind(for: segue, towards: segue.destination)
        }
        #expect(messages.isEmpty)
    }
}

/// Storyboards: UIKit's messages for a storyboard that is not there, and what comes back.
@MainActor @Suite struct StoryboardLoadingTests {
    let mainBundle = "NSBundle <\(Bundle.main.bundlePath)> (loaded)"

    @Test func aStoryboardReportsThatItIsNotFoundAndHasNoInitialController() {
        let (storyboard, messages) = LayoutDiagnostics.collect { UIStoryboard(name: "Main", bundle: nil) }
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Main' in bundle \(mainBundle)' (Plumb has no storyboards; it reports it and returns an empty storyboard.)"
            ])
        let (initial, later) = LayoutDiagnostics.collect { storyboard.instantiateInitialViewController() }
        #expect(initial == nil && later.isEmpty)
        let typed: CoderMadeController? = storyboard.instantiateInitialViewController { _ in
            Issue.record("creator must not run")
            return nil
        }
        #expect(typed == nil)
        #expect(storyboard.description == "<UIStoryboard: 0x\(String(storyboard.id, radix: 16))>")
    }

    @Test func instantiatingByIdentifierReportsAndReturnsAPlainController() {
        let storyboard = LayoutDiagnostics.collect { UIStoryboard(name: "Main", bundle: nil) }.0
        let (vc, messages) = LayoutDiagnostics.collect {
            storyboard.instantiateViewController(withIdentifier: "Detail")
        }
        #expect(type(of: vc) == UIViewController.self)
        #expect(vc as? CoderMadeController == nil)
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard (<UIStoryboard: 0x\(String(storyboard.id, radix: 16))>) doesn't contain a view controller with identifier 'Detail'' (Plumb reports it and returns a plain UIViewController.)"
            ])
    }

    @Test func theGenericInstantiateMakesTheClassThroughItsCreatorOrInitCoder() {
        let storyboard = LayoutDiagnostics.collect { UIStoryboard(name: "Main", bundle: nil) }.0
        var coders = 0
        let (made, messages) = LayoutDiagnostics.collect {
            storyboard.instantiateViewController(identifier: "Detail") { coder -> CoderMadeController? in
                coders += 1
                return CoderMadeController(madeWith: "creator")
            }
        }
        #expect(made.madeWith == "creator" && coders == 1)
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard (<UIStoryboard: 0x\(String(storyboard.id, radix: 16))>) doesn't contain a view controller with identifier 'Detail'' (Plumb reports it and returns a CoderMadeController made with init(coder:).)"
            ])
        let fromCoder = LayoutDiagnostics.collect { () -> CoderMadeController in
            storyboard.instantiateViewController(identifier: "Other")
        }.0
        #expect(fromCoder.madeWith == "init(coder:)" && fromCoder.decodedTitle == nil)
        let creatorGaveNil = LayoutDiagnostics.collect {
            storyboard.instantiateViewController(identifier: "Third") { _ -> CoderMadeController? in nil }
        }.0
        #expect(creatorGaveNil.madeWith == "init(coder:)")
    }
}
