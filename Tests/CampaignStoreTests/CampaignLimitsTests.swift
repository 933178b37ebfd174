import Foundation
import InAppMessaging
import Testing

@testable import CampaignStore

/// One size limit per campaign on every way into the store: insert, update, import, restore,
/// duplicate and a session's snapshot all refuse a campaign over it, and store nothing.
@Suite struct CampaignLimitsTests {
    static func campaign(id: String, extras: Int = 0, message: String = "Body") -> Campaign {
        var campaign = Campaign(id: id, name: id, message: InAppMessage(content: .modal(TextContent(header: "H", message: message))))
        campaign.message.extras = JSONObject(uniqueKeysWithValues: (0..<extras).map { ("k\($0)", JSONValue.string("v")) })
        return campaign
    }

    @Test func everyDoorRefusesACampaignOverTheLimits() async throws {
        let database = try AppDatabase.inMemory()
        let tooManyExtras = Self.campaign(id: "extras", extras: CampaignLimits.maxExtras + 1)
        let tooLong = Self.campaign(id: "long", message: String(repeating: "x", count: CampaignLimits.maxBytes))
        for campaign in [tooManyExtras, tooLong] {
            await #expect(throws: StoreError.self) { try await database.insert(campaign) }
            await #expect(throws: StoreError.self) { try await database.importCampaigns([Self.campaign(id: "fine"), campaign]) }
            await #expect(throws: StoreError.self) {
                try await database.insertSession(name: "s", configuration: DeliveryConfiguration(), campaigns: [campaign])
            }
        }
        #expect(try await database.campaigns().isEmpty)
        let stored = try await database.insert(Self.campaign(id: "ok", extras: CampaignLimits.maxExtras))
        await #expect(throws: StoreError.self) { try await database.update(tooManyExtras.renamed("ok"), expectedVersion: stored.version) }
        #expect(try await database.campaign(id: "ok")?.version == 1)
    }

    @Test func theRefusalNamesTheCampaignAndTheLimit() {
        let error = StoreError.campaignTooLarge(id: "x", reason: "1001 extras; the limit is 1000")
        #expect(error.description == "campaign \"x\" is too large: 1001 extras; the limit is 1000")
    }
}

extension Campaign {
    /// The same campaign under another id.
    fileprivate func renamed(_ id: String) -> Campaign {
        var copy = self
        copy.id = id
        return copy
    }
}
