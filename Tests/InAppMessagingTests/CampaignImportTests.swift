import Foundation
import Testing

@testable import InAppMessaging

/// Importing a bare message, one envelope, or an array of envelopes.
@Suite struct CampaignImportTests {
    private func importJSON(_ json: String) throws -> [Campaign] {
        var next = 0
        return try CampaignImport.campaigns(from: Data(json.utf8)) {
            next += 1
            return "draft-\(next)"
        }
    }

    @Test func bareMessageBecomesADraftNamedAfterItsHeader() throws {
        let campaigns = try CampaignImport.campaigns(from: Fixtures.data("modal-picker.json"), makeID: { "new-id" })
        #expect(campaigns.count == 1)
        #expect(campaigns[0].id == "new-id")
        #expect(campaigns[0].name == "Pick your team")
        #expect(campaigns[0].status == .draft)
        #expect(campaigns[0].triggers.isEmpty)
        #expect(campaigns[0].message == (try Fixtures.message("modal-picker.json")))
    }

    @Test(arguments: [
        (#"{"message": "First line\nsecond"}"#, "First line"),
        (#"{"type": "MODAL", "header": "", "message": "Body"}"#, "Body"),
        (#"{"type": "HTML", "message": "<p>x</p>"}"#, "Untitled html message"),
        (#"{"message": "\#(String(repeating: "a", count: 80))"}"#, String(repeating: "a", count: 59) + "…"),
    ])
    func draftNames(json: String, name: String) throws {
        #expect(try importJSON(json).map(\.name) == [name])
    }

    @Test func singleEnvelopeKeepsItsId() throws {
        let campaigns = try importJSON(#"{"id": "welcome", "type": "inapp", "data": {"message": "hi"}}"#)
        #expect(campaigns.map(\.id) == ["welcome"])
        #expect(campaigns[0].status == .active)
    }

    @Test func arrayOfEnvelopes() throws {
        let campaigns = try CampaignImport.campaigns(from: Fixtures.data("campaigns.json"), makeID: { "unused" })
        #expect(campaigns.count == 5)
        #expect(campaigns.map(\.id).contains("unused") == false)
    }

    @Test func errorsInAnArrayCarryTheElementIndex() throws {
        let json = #"[{"id": "a", "data": {}}, {"id": "b", "data": {"type": "MODAL", "btns": [{"click_action": 1}]}}]"#
        let error = #expect(throws: WireError.self) { _ = try importJSON(json) }
        #expect(error?.path == JSONPath.root.appending(1).appending("data").appending("btns").appending(0).appending("click_action"))
        #expect(error?.description == "$[1].data.btns[0].click_action: expected a string, got the number 1")
    }

    @Test func duplicateIdsInOneImportAreRejected() throws {
        let error = #expect(throws: WireError.self) {
            _ = try importJSON(#"[{"id": "a", "data": {}}, {"id": "a", "data": {}}]"#)
        }
        #expect(error?.description == #"$[1].id: duplicate campaign id "a""#)
    }

    @Test func scalarsAreRejected() throws {
        let error = #expect(throws: WireError.self) { _ = try importJSON("42") }
        #expect(error?.description == "$: expected \(CampaignImport.acceptedShapes), got the number 42")
    }

    @Test(arguments: ["{}", #"{"feed": []}"#, #"{"name": "not a message"}"#])
    func unrecognisedObjectsListTheShapes(json: String) throws {
        let error = #expect(throws: WireError.self) { _ = try importJSON(json) }
        #expect(error?.description == "$: expected \(CampaignImport.acceptedShapes), got an object")
    }

    @Test func anSDKResponseImportsItsTriggers() throws {
        let json = #"""
            {"feed": [], "triggers": [
              {"id": "t1", "type": "inapp", "data": {"type": "MODAL", "message": "m"}, "trigger_condition": [{"type": "open"}]},
              {"id": "t2", "type": "inapp", "data": {"message": "s"}, "trigger_condition": [{"type": "iam_click", "data": {"id": "t1"}}]}
            ]}
            """#
        let campaigns = try importJSON(json)
        #expect(campaigns.map(\.id) == ["t1", "t2"])
        // A trigger type the engine does not know is kept, with a warning, and exports as it came.
        #expect(campaigns[1].triggers == [.other(type: "iam_click", data: .object(["id": .string("t1")]))])
        #expect(campaigns[1].diagnostics().map(\.rule.rawValue) == ["trigger-type-unknown"])
        #expect(campaigns[1].wireValue["trigger_condition"] == .array([.object(["type": "iam_click", "data": .object(["id": "t1"])])]))
    }

    @Test func anObjectWhoseTypeIsAMessageTypeIsABareMessageEvenWithData() throws {
        let campaigns = try importJSON(#"{"type": "SLIDEUP", "message": "m", "data": {"k": 1}}"#)
        #expect(campaigns[0].id == "draft-1")
        #expect(campaigns[0].message.unknownFields == ["data": .object(["k": .int(1)])])
    }
}
