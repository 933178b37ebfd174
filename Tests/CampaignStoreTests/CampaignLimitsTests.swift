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

    /// A campaign whose first button runs a Braze Action of `steps` custom-event steps, some of
    /// them inside a nested container (they count once opened).
    static func campaign(id: String, actionSteps steps: Int) -> Campaign {
        let leaves = (0..<steps).map { BrazeActionStep.step(type: "logCustomEvent", args: [.string("e\($0)")]) }
        let action = BrazeAction(steps: [.container(Array(leaves.prefix(steps / 2)))] + leaves.dropFirst(steps / 2))
        let button = MessageButton(id: 0, text: "Go", clickAction: .brazeAction(action, useWebView: false))
        return Campaign(id: id, name: id, message: InAppMessage(content: .modal(TextContent(header: "H", message: "Body", buttons: [button]))))
    }

    @Test func aBrazeActionOfMoreStepsThanTheEditorHoldsIsRefusedEverywhere() async throws {
        let database = try AppDatabase.inMemory()
        let tooMany = Self.campaign(id: "steps", actionSteps: CampaignLimits.maxActionSteps + 1)
        await #expect(throws: StoreError.self) { try await database.insert(tooMany) }
        await #expect(throws: StoreError.self) {
            try await database.insertSession(name: "s", configuration: DeliveryConfiguration(), campaigns: [tooMany])
        }
        do {
            _ = try await database.importCampaigns([tooMany])
            Issue.record("the import stored an action of \(CampaignLimits.maxActionSteps + 1) steps")
        } catch let error as StoreError {
            #expect(error.description.contains("button 0's click action runs 51 Braze Action steps; the limit is 50"), "\(error)")
        }
        #expect(try await database.campaigns().isEmpty)
        #expect(try await database.insert(Self.campaign(id: "fine", actionSteps: CampaignLimits.maxActionSteps)).campaign.id == "fine")
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
