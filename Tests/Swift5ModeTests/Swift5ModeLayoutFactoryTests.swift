import Foundation
// Swift 5 language mode: helpers over the compositional layout's factories that return `Self`,
// as iOS code writes them.
import PlumbUI
import Testing

extension NSCollectionLayoutDimension {
    static func fullWidth() -> Self { .fractionalWidth(1) }
}

extension NSCollectionLayoutItem {
    static func tile() -> Self {
        .init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    }
}

extension NSCollectionLayoutGroup {
    static func twoUp() -> Self {
        .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fullWidth(), heightDimension: .absolute(80)),
            subitems: [NSCollectionLayoutItem.tile()])
    }
}

extension NSCollectionLayoutSection {
    static func gallery() -> Self {
        let section = Self(group: .twoUp())
        section.interGroupSpacing = NSCollectionLayoutSpacing.fixed(4).spacing
        return section
    }
}

@Suite struct Swift5ModeLayoutFactories {
    @MainActor @Test func selfReturningHelpersCompileAndBuildASection() {
        let section = NSCollectionLayoutSection.gallery()
        #expect(section.interGroupSpacing == 4)
        #expect(section.group.layoutSize.widthDimension.isFractionalWidth)
        #expect(section.group.subitems.first?.layoutSize.widthDimension.dimension == 0.5)
    }
}
