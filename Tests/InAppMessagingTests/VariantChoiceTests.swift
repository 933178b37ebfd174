import Foundation
import InAppMessaging
import TestSupport
import Testing

/// A session user's variant: pinned by a user export, else by the formula (labelled as
/// Vitrine's reading), never control for a past recipient; and the engine delivers it.
@Suite struct VariantChoiceTests {
    static let campaign: Campaign = {
        var campaign = Campaign(
            id: "checkout-offer",
            message: InAppMessage(content: .modal(TextContent(header: "Free shipping", message: "Today.")))
        )
        campaign.variants[0].name = "Variant A"
        campaign.variants[0].percentage = 45
        campaign.variants.append(
            CampaignVariant(
                name: "Variant B",
                percentage: 45,
                message: InAppMessage(content: .modal(TextContent(header: "10% off", message: "Now.")))
            )
        )
        campaign.controlPercentage = 10
        return campaign
    }()

    static func user(_ id: String, received: [CampaignReceipt] = []) -> UserProfile {
        UserProfile(id: id, name: id, campaignsReceived: received)
    }

    @Test func theFormulaIsLabelledAsVitrinesReading() throws {
        // sha256("gus" + "checkout-offer") % 100 == 91 (hashlib): the control slice.
        let choice = try #require(VariantChoice.choose(in: Self.campaign, for: Self.user("gus"), assignment: VariantAssignment()))
        #expect(choice.outcome == .control && choice.source == .formula)
        #expect(choice.reason.contains("bucket 91"))
        #expect(choice.reason.contains("not Braze's result"))
    }

    @Test func anExportPinsTheVariant() throws {
        let pinned = Self.user("ana", received: [CampaignReceipt(campaignID: "checkout-offer", variationName: "Variant A")])
        let choice = try #require(VariantChoice.choose(in: Self.campaign, for: pinned, assignment: VariantAssignment()))
        #expect(choice.outcome == .variant(0) && choice.source == .pinned)
        let control = Self.user("ana", received: [CampaignReceipt(campaignID: "x", campaignName: Self.campaign.name, inControl: true)])
        #expect(VariantChoice.choose(in: Self.campaign, for: control, assignment: VariantAssignment())?.outcome == .control)
    }

    @Test func aPastRecipientOfAGoneVariantIsNotPutInControl() throws {
        // "dev" is in bucket 95 (control) by the formula; among the variants alone it is B's.
        #expect(VariantChoice.choose(in: Self.campaign, for: Self.user("dev"), assignment: VariantAssignment())?.outcome == .control)
        let received = Self.user("dev", received: [CampaignReceipt(campaignID: "checkout-offer", variationName: "Variant C")])
        let choice = try #require(VariantChoice.choose(in: Self.campaign, for: received, assignment: VariantAssignment()))
        #expect(choice.outcome == .variant(1))
        #expect(choice.reason.contains("never enters control"))
    }

    @Test func theEngineDeliversTheChosenVariant() throws {
        var configuration = DeliveryConfiguration()
        configuration.triggerMinimumTimeInterval = 0
        configuration.user = Self.user("ana", received: [CampaignReceipt(campaignID: "checkout-offer", variationName: "Variant B")])
        var campaign = Self.campaign
        campaign.triggers = [.customEvent(name: "added_to_cart")]
        var engine = DeliveryEngine(configuration: configuration, campaigns: [campaign])
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        let entries = try engine.apply(DeviceEvent(at: 1, .customEvent(name: "added_to_cart", properties: [:])))
        let impression = try #require(entries.first { $0.kind == .impression })
        #expect(impression.fields.contains { $0.name == "variant" && $0.value == .string("Variant B") })
        #expect(engine.variantChoice(of: "checkout-offer")?.source == .pinned)
    }

    @Test func aUserExportKeepsTheCampaignsReceived() throws {
        let data = try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("profiles/braze-user-export.json"))
        let profiles = try UserProfile.profiles(from: JSONParser.parse(data))
        let receipt = try #require(profiles.first?.campaignsReceived.first)
        #expect(receipt.variationName == "Variant B" && receipt.inControl == false)
        #expect(receipt.campaignID == "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")
        let again = try UserProfile(json: try #require(profiles.first).json)
        #expect(again.campaignsReceived == profiles.first?.campaignsReceived)
    }

    @Test func aConfigurationReadsAndWritesTheFormulaSettings() throws {
        let json = try JSONParser.parse(Data(#"{"variant_assignment": {"order": "campaign_user", "digest": "first_8_hex"}}"#.utf8))
        let configuration = try DeliveryConfiguration(json: json)
        #expect(configuration.variantAssignment == VariantAssignment(order: .campaignThenUser, digest: .firstEightHex))
        #expect(try DeliveryConfiguration(json: configuration.jsonValue).variantAssignment == configuration.variantAssignment)
        #expect(throws: WireError.self) { try DeliveryConfiguration(json: JSONParser.parse(Data(#"{"variant_assignment": {"order": "x"}}"#.utf8))) }
    }
}
