import Foundation
import PlumbTesting
import PlumbUI
import Testing
import Raster

/// The filmstrip strategy on seed 001's example 7 ("Animating Constraints", PureLayout's demo):
/// constraints made once, a constant changed and one constraint swapped in an update pass, and
/// the layout run inside `UIView.animate` from `viewDidAppear`. Written with anchors here (the
/// PureLayout version is the gallery's); references in `Snapshots/PlumbTestingTests/FilmstripSnapshotTests/`.
@MainActor @Suite struct FilmstripSnapshotTests {
    final class AnimatingConstraintsViewController: UIViewController {
        let blueView = UIView(), redView = UIView()
        var isAnimatingToEndState = false
        var blueHeight: NSLayoutConstraint?
        var redEdge: NSLayoutConstraint?
        var didSetUpConstraints = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(white: 0.1, alpha: 1)
            blueView.backgroundColor = .blue
            redView.backgroundColor = .red
            for v in [blueView, redView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            view.setNeedsUpdateConstraints()
        }

        override func updateViewConstraints() {
            if !didSetUpConstraints {
                let height = blueView.heightAnchor.constraint(equalToConstant: 40)
                blueHeight = height
                NSLayoutConstraint.activate([
                    blueView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    blueView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    blueView.widthAnchor.constraint(equalToConstant: 50), height,
                    redView.heightAnchor.constraint(equalToConstant: 50),
                    redView.widthAnchor.constraint(equalTo: blueView.heightAnchor, multiplier: 1.5),
                    redView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
                didSetUpConstraints = true
            }
            redEdge?.isActive = false
            if isAnimatingToEndState {
                blueHeight?.constant = 100
                redEdge = redView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -150)
            } else {
                blueHeight?.constant = 40
                redEdge = redView.topAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 20)
            }
            redEdge?.isActive = true
            super.updateViewConstraints()
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            isAnimatingToEndState.toggle()
            view.setNeedsUpdateConstraints()
            view.updateConstraintsIfNeeded()
            UIView.animate(withDuration: 1, animations: { self.view.layoutIfNeeded() })
        }
    }

    @Test func exampleSevenAnimatesItsConstraintsAcrossFiveFrames() {
        assertSnapshot(
            of: AnimatingConstraintsViewController(), as: .image(on: .iPhoneSE).filmstrip(frames: 5), named: "example7")
    }

    @Test func aViewThatDoesNotAnimateFailsTheFilmstripWithALintProblem() throws {
        let view = UIView()
        view.backgroundColor = .white
        let captured = try SnapshotRenderer.capture(
            .view(view), as: .image(width: 100, height: 100).filmstrip(frames: 3))
        #expect(
            captured.lintProblems == [
                LintFinding(
                    check: .filmstrip,
                    detail: "no animation block moved or faded a view while the view was put on screen")
            ])
        #expect(captured.image?.width == (100 * 3 + 16) * 2)
    }
}
