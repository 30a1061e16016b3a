import Foundation
import PlumbUI

// Quick probe (replaced by the full suite): nested tree shaped like Yoga's "huge nested".
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

func nested(levels: Int, fanout: Int) -> (UIView, Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var count = 1
    func fill(_ parent: UIView, _ level: Int) {
        guard level < levels else { return }
        let horizontal = level % 2 == 1
        var prev: UIView?
        var first: UIView?
        for _ in 0..<fanout {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            count += 1
            let m: CGFloat = level == 0 ? 10 : 0
            if horizontal {
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: m).isActive = true
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -m).isActive = true
                v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? parent.leadingAnchor, constant: m).isActive = true
                if let first { v.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
            } else {
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: m).isActive = true
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -m).isActive = true
                v.topAnchor.constraint(equalTo: prev?.bottomAnchor ?? parent.topAnchor, constant: m).isActive = true
                if let first { v.heightAnchor.constraint(equalTo: first.heightAnchor).isActive = true }
            }
            prev = v
            if first == nil { first = v }
            fill(v, level + 1)
        }
        if let prev {
            if horizontal {
                prev.trailingAnchor.constraint(equalTo: parent.trailingAnchor).isActive = true
            } else {
                prev.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
            }
        }
    }
    fill(root, 0)
    return (root, count)
}

if CommandLine.arguments.contains("count") {
    let (root, _) = nested(levels: 3, fanout: 10)
    root.layoutIfNeeded()
    for i in 0..<5 {
        root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 900 : 1000, height: 1000)
        root.layoutIfNeeded()
    }
    exit(0)
}

for levels in [2, 3, 4] {
    var t = now()
    let (root, n) = nested(levels: levels, fanout: 10)
    let build = now() - t
    t = now()
    root.layoutIfNeeded()
    let layout = now() - t
    t = now()
    root.frame = CGRect(x: 0, y: 0, width: 900, height: 1000)
    root.layoutIfNeeded()
    let relayout = now() - t
    print("views=\(n) build=\(build)ms layout=\(layout)ms relayout=\(relayout)ms")
}

if CommandLine.arguments.contains("relayout-profile") {
    let (root, _) = nested(levels: 4, fanout: 10)
    root.layoutIfNeeded()
    let t = now()
    for i in 0..<20 {
        root.frame = CGRect(x: 0, y: 0, width: i % 2 == 0 ? 900 : 1000, height: 1000)
        root.layoutIfNeeded()
    }
    print("relayout avg \((now() - t) / 20)ms")
}
