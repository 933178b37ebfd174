import Testing
@testable import HTMLValidation

@Suite struct HTMLValidationSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
