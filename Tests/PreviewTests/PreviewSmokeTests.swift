import Testing
@testable import Preview

@Suite struct PreviewSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
