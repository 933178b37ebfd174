import Testing
@testable import Dashboard

@Suite struct DashboardSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
