import Foundation
import PlumbUI
import Raster
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// A fresh temporary folder per test (removed when the value is deinitialised).
final class TempDir: @unchecked Sendable {
    let path: String
    init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("plumb-testing-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func sub(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    var snapshots: String { sub("Snapshots") }
    var artifacts: String { sub("artifacts") }

    /// A configuration for this folder (no environment involved).
    func configuration(_ record: RecordMode, filtered: Bool = false) -> SnapshotConfiguration {
        SnapshotConfiguration(
            record: record, recordSource: .parameter, snapshotsDirectory: snapshots,
            artifactsDirectory: artifacts, packageRoot: nil, filteredRun: filtered)
    }
}

/// A profile card: avatar, name, a multi-line bio and a trailing badge, with Dynamic Type fonts.
final class ProfileCard: UIView {
    let avatar = UIView()
    let name = UILabel()
    let bio = UILabel()
    let badge = UILabel()

    init(
        name: String = "Ada Lovelace",
        bio: String =
            "Wrote the first program for the Analytical Engine, and saw that it could do more than arithmetic."
    ) {
        super.init(frame: .zero)
        backgroundColor = .systemGray6
        accessibilityIdentifier = "card"
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 20
        avatar.accessibilityIdentifier = "avatar"
        self.name.text = name
        self.name.accessibilityIdentifier = "name"
        self.bio.text = bio
        self.bio.numberOfLines = 0
        self.bio.accessibilityIdentifier = "bio"
        badge.text = "PRO"
        badge.textColor = .white
        badge.backgroundColor = .systemGreen
        badge.accessibilityIdentifier = "badge"
        for v in [avatar, self.name, self.bio, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        updateFonts()
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 16),
            self.name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            self.name.topAnchor.constraint(equalTo: avatar.topAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: self.name.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            badge.firstBaselineAnchor.constraint(equalTo: self.name.firstBaselineAnchor),
            self.bio.leadingAnchor.constraint(equalTo: self.name.leadingAnchor),
            self.bio.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            self.bio.topAnchor.constraint(equalTo: self.name.bottomAnchor, constant: 4),
            bottomAnchor.constraint(equalTo: self.bio.bottomAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func updateFonts() {
        name.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
        bio.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
        badge.font = .preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateFonts()
    }
}

/// A solid block of a given size (a view whose pixels are easy to predict).
@MainActor func block(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .systemBlue) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let inner = UIView()
    inner.backgroundColor = color
    inner.translatesAutoresizingMaskIntoConstraints = false
    inner.accessibilityIdentifier = "inner"
    v.addSubview(inner)
    NSLayoutConstraint.activate([
        inner.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 2),
        inner.topAnchor.constraint(equalTo: v.topAnchor, constant: 2),
        inner.widthAnchor.constraint(equalToConstant: width - 4),
        inner.heightAnchor.constraint(equalToConstant: height - 4),
        v.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 2),
        v.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
    ])
    return v
}

@MainActor func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
