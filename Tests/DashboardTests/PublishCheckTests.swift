import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// An active HTML campaign that cannot be closed is not saved without a second word: the API
/// wants `force=true`, the editor a confirmation; a draft is saved as it is.
@Suite struct PublishCheckTests {
    static func envelope(id: String, status: String) -> String {
        #"{"id": "\#(id)", "name": "Stuck", "status": "\#(status)", "type": "inapp", "trigger_condition": [{"type": "open_app"}], "data": {"type": "HTML", "message": "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><p>No way out</p></body></html>"}}"#
    }

    @Test func theAPIRefusesAnActiveOneUnlessForcedAndTakesADraft() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let refused = try await client.send(.post, "/api/campaigns", json: Self.envelope(id: "stuck", status: "active"))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.json["error"]?["diagnostics"]?.arrayValue?.contains { $0["rule"]?.stringValue == "no-close" } == true)
            #expect(try await database.campaign(id: "stuck") == nil)

            let draft = try await client.send(.post, "/api/campaigns", json: Self.envelope(id: "stuck-draft", status: "draft"))
            #expect(draft.status == .created)

            let forced = try await client.send(.post, "/api/campaigns?force=true", json: Self.envelope(id: "stuck", status: "active"))
            #expect(forced.status == .created)
            #expect(forced.json["warnings"]?.arrayValue?.contains { $0["rule"]?.stringValue == "no-close" } == true)

            let activating = try await client.send(
                .put,
                "/api/campaigns/stuck-draft",
                json: Self.envelope(id: "stuck-draft", status: "active"),
                headers: [.ifMatch: "\"1\""]
            )
            #expect(activating.status == .unprocessableContent)
            #expect(try await database.existingCampaign(id: "stuck-draft").campaign.status == .draft)
        }
    }

    @Test func theEditorAsksBeforeSavingItActive() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var fields: [(name: String, value: String)] = [
                ("kind", "html"), ("id", "stuck-form"), ("name", "Stuck"), ("status", "active"),
                ("html", "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><p>No way out</p></body></html>"),
                ("trigger0_type", "open"),
            ]
            let (status, page) = try await client.postForm("/campaigns", fields)
            #expect(status == .ok)
            #expect(page.contains(#"id="confirm-errors""#))
            #expect(page.contains("[no-close]"))
            #expect(try await database.campaign(id: "stuck-form") == nil)
            fields.append(("confirm_errors", "1"))
            let (confirmed, _) = try await client.postForm("/campaigns", fields)
            #expect(confirmed == .seeOther || confirmed == .found)
            #expect(try await database.existingCampaign(id: "stuck-form").campaign.status == .active)
        }
    }
}
