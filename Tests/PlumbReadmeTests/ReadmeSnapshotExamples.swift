import PlumbTesting
import PlumbUI
import Testing

@MainActor func makeCard() -> UIView {  // any UIView or UIViewController of yours
    let card = UIView()
    card.backgroundColor = .secondarySystemBackground
    let title = UILabel()
    title.text = "Plumb lays this card out with Auto Layout"
    title.numberOfLines = 0
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
        title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
    ])
    return card
}

@MainActor @Suite struct CardSnapshots {
    @Test func card() {
        let card = makeCard()
        assertSnapshot(of: card, as: .image(width: 375))  // card.w375.ltr@2x.png
        assertSnapshot(of: card, as: .image(width: 320).rightToLeft)  // card.w320.rtl@2x.png
        assertSnapshot(of: card, as: .image(on: .iPhoneX))  // card.iPhoneX.ltr@3x.png: device size, safe area
        assertSnapshot(of: card, as: .frames(width: 320))  // card.w320.ltr@2x.txt: the frame tree as text
    }

    @Test func cardVariants() {  // its own test: the matrix has w375.ltr@2x too
        let matrix = VariantMatrix(sizes: [.width(320), .width(375)], doubledStrings: [false, true], lint: .all)
        assertSnapshots(of: makeCard(), matrix: matrix)  // cardVariants.w320.ltr@2x.png, ...doubled.png, ...rtl...
    }
}
