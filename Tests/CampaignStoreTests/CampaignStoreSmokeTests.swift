import Testing
@testable import CampaignStore

@Suite struct CampaignStoreSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
