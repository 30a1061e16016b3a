import Testing
@testable import Raster

@Suite struct BitmapTests {
    @Test func zeroSizeBitmapThrowsInvalidSize() {
        #expect(throws: RasterError.invalidSize(width: 0, height: 10, reason: "width and height must be at least 1")) {
            try Bitmap(width: 0, height: 10)
        }
    }
}
