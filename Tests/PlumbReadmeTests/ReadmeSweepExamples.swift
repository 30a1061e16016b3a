import PlumbTesting
import PlumbUI
import Testing

@MainActor @Suite struct CardSweeps {
    @Test func cardBreakpoints() {
        let card = makeCard()
        // Every width from 280 to 1024 pt, each change bisected to the pixel:
        assertLayoutSweep(of: card, over: .widths(280...1024))  // cardBreakpoints.w280-1024.ltr@2x.sweep.txt
        assertLayoutSweep(of: card, over: .widths(280...1024).rightToLeft)  // ...rtl@2x.sweep.txt
        assertLayoutSweep(of: card, over: .contentSizes(width: 320))  // the 12 Dynamic Type sizes
    }
}
