import Testing
@testable import Typesetting
@Test func placeholderTypesetting() { #expect(Bool(true)) }
