// "Views, text and drawing", "Apple's system fonts": a team that holds SF Pro points Plumb at it.
import Foundation
import Testing
import Typesetting

import PlumbUI

/// Stands for the folder where a team keeps Apple's fonts (outside the repository): here, the
/// test fixtures that stand for them (see `Tests/TypesettingTests/Resources/SystemFonts`).
let appleFontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../TypesettingTests/Resources/SystemFonts/Static").standardizedFileURL

@MainActor @Suite struct ReadmeSystemFontExamples {
    @Test func aLabelDrawsWithSFProWhenTheTestGivesIt() throws {
        let apple = try SystemFonts(contentsOf: appleFontsFolder)
        let label = UILabel()
        label.text = "Hoe"
        label.font = .systemFont(ofSize: 17)
        let (name, size) = SystemFonts.withCurrent(apple) {
            (label.font.fontName, label.intrinsicContentSize)
        }
        #expect(name == "SFProText-Regular")  // Text below 20 points, Display from 20
        #expect(size == CGSize(width: 31, height: 20.5))  // 30.55 wide with the trak table, ceiled at @2x

        #expect(label.font.fontName == "Inter-Regular")  // outside: Inter, as without the fonts
    }
}
