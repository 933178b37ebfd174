import Testing
@testable import InAppMessaging

@Suite struct InAppMessagingSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
