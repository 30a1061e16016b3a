import Testing
@testable import Raster
@Test func placeholderRaster() { #expect(Bool(true)) }
