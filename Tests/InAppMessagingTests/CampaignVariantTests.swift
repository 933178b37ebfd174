import Foundation
import InAppMessaging
import TestSupport
import Testing

/// A/B-tested campaigns on the wire: the envelope's `variants` and `control_percentage`, Braze's
/// campaign-details answer, each variant as the device receives it, and the checks per variant.
@Suite struct CampaignVariantTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("variants/\(name)"))
    }

    static func campaign(_ text: String) throws -> Campaign {
        try Campaign(wire: JSONParser.parse(Data(text.utf8)))
    }

    @Test func threeVariantsAndControlRoundTripByteForByte() throws {
        let bytes = try Self.fixture("three-variants-and-control.json")
        let campaign = try Campaign(wire: JSONParser.parse(bytes))
        #expect(campaign.variants.map(\.name) == ["Slideup", "Modal", "Full"])
        #expect(campaign.variants.map(\.percentage) == [30, 30, 30])
        #expect(campaign.controlPercentage == 10)
        #expect(campaign.variants.map(\.message.kind) == [.slideup, .modal, .full])
        #expect(JSONWriter.write(campaign.wireValue, pretty: true) + "\n" == String(decoding: bytes, as: UTF8.self))
    }

    @Test func eachVariantIsDeliveredAsItsWireMessage() throws {
        let campaign = try Campaign(wire: JSONParser.parse(Self.fixture("three-variants-and-control.json")))
        guard case .object(let envelope) = try JSONParser.parse(Self.fixture("three-variants-and-control.json")),
            case .array(let variants)? = envelope["variants"]
        else { throw WireError(message: "fixture shape") }
        for index in 1..<campaign.variants.count {
            let delivered = campaign.delivered(as: .variant(index))
            guard case .object(let written) = delivered.wireValue, case .object(let entry) = variants[index] else { continue }
            #expect(written["data"] == entry["data"])
            #expect(written["variants"] == nil && written["control_percentage"] == nil)
        }
        guard case .object(let control) = campaign.delivered(as: .control).wireValue, case .object(let data)? = control["data"] else {
            Issue.record("no control envelope")
            return
        }
        #expect(data["is_control"] == .bool(true))
        #expect(data["type"] == .string("SLIDEUP"))
        #expect(data["extras"] == envelope["data"].flatMap { value in if case .object(let m) = value { m["extras"] } else { nil } })
    }

    @Test func aCampaignThatIsNotSplitWritesNoVariants() throws {
        let campaign = try Self.campaign(#"{"id": "plain", "data": {"type": "SLIDEUP", "message": "Hi"}}"#)
        #expect(!campaign.isSplit)
        guard case .object(let members) = campaign.wireValue else { return }
        #expect(members["variants"] == nil && members["control_percentage"] == nil)
        #expect(campaign.outcome(named: "A") == .variant(0))
        #expect(campaign.outcome(named: "control") == nil)
    }

    @Test func brazeCampaignDetailsImportAsOneSplitCampaign() throws {
        let campaigns = try CampaignImport.campaigns(from: Self.fixture("campaign-details.json"), makeID: { "imported-1" })
        #expect(campaigns.count == 1)
        let campaign = try #require(campaigns.first)
        #expect(campaign.id == "imported-1" && campaign.name == "Spring sale" && campaign.status == .draft)
        #expect(campaign.tags == ["ab-test", "spring"])
        #expect(campaign.variants.map(\.name) == ["Slideup", "Modal", "Full"])
        #expect(campaign.variants.map(\.id).last == "5d0c7b1e-0a01-4c11-9d3e-000000000003")
        #expect(campaign.variants.map(\.percentage) == [25, 25, 25])
        #expect(campaign.controlPercentage == 25)
        #expect(campaign.variants[1].message.buttons.first?.text == "Shop now")
        #expect(campaign.splitProblem == nil)
    }

    @Test(arguments: [
        (
            #"{"id": "x", "data": {"message": "a"}, "variants": [{"percentage": 50, "data": {"message": "b"}}, {"percentage": 50, "data": {"message": "c"}}]}"#,
            "variants[0].data"
        ),
        (#"{"id": "x", "data": {"message": "a"}, "variants": [{"percentage": 50}, {"percentage": 40, "data": {"message": "b"}}]}"#, "variants"),
        (#"{"id": "x", "data": {"message": "a"}, "variants": [{"percentage": 50}, {"percentage": 50}]}"#, "variants[1].data"),
        (#"{"id": "x", "data": {"message": "a"}, "control_percentage": 10}"#, "control_percentage"),
        (#"{"id": "x", "data": {"message": "a"}, "variants": [{"percentage": 100, "colour": 1}]}"#, "variants[0].colour"),
        (#"{"id": "x", "data": {"message": "a"}, "variants": [{"percentage": "half"}]}"#, "variants[0].percentage"),
    ])
    func aBadSplitIsAnErrorAtItsPath(text: String, path: String) {
        #expect {
            _ = try Self.campaign(text)
        } throws: { error in
            (error as? WireError)?.path?.description == path
        }
    }

    @Test func checksRunOnEveryVariantAndNameIt() throws {
        let campaign = try Self.campaign(
            #"{"id": "x", "data": {"message": "a"}, "variants": [{"name": "Short", "percentage": 50}, {"name": "Long", "percentage": 50, "data": {"type": "MODAL", "message": "b", "btns": [{"id": 0, "text": "Go", "click_action": "URI"}]}}]}"#
        )
        let found = campaign.diagnostics().filter { $0.rule == .uriMissing }
        #expect(found.count == 1)
        #expect(
            found.first?.path.description == "variants[1].data.btns[0]" || found.first?.path.description.hasPrefix("variants[1].data.btns[0]") == true
        )
        #expect(found.first?.message.hasPrefix("Long: ") == true)
    }

    @Test func outcomesAreNamedByNameLetterIdOrControl() throws {
        let campaign = try Campaign(wire: JSONParser.parse(Self.fixture("three-variants-and-control.json")))
        #expect(campaign.outcome(named: "modal") == .variant(1))
        #expect(campaign.outcome(named: "C") == .variant(2))
        #expect(campaign.outcome(named: "Variant A") == .variant(0))
        #expect(campaign.outcome(named: "5d0c7b1e-0a01-4c11-9d3e-000000000002") == .variant(1))
        #expect(campaign.outcome(named: "CONTROL") == .control)
        #expect(campaign.outcome(named: "D") == nil)
    }
}
