import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@Suite struct CampaignAPITransferTests {
    @Test func exportIsWhatTheCLIPrints() async throws {
        let (app, database) = try await makeApp()
        let campaigns = try await database.campaigns()
        let expected = JSONWriter.write(.array(campaigns.map(\.campaign.wireValue)), pretty: true) + "\n"
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let export = try await client.send(.get, "/api/export")
            #expect(export.status == .ok)
            #expect(String(decoding: export.body, as: UTF8.self) == expected)
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"vitrine-campaigns.json\"")
            let one = try await client.send(.get, "/api/export?id=demo-holdout")
            #expect(one.json.arrayValue?.count == 1)
        }
    }

    @Test func exportOfTheSeededDatabaseImportsBackUnchanged() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let before = try await client.send(.get, "/api/export")
            let imported = try await client.send(.post, "/api/import", bytes: before.body)
            #expect(imported.status == .ok)
            let outcomes = imported.json["results"]?.arrayValue?.compactMap { $0["outcome"]?.stringValue }
            #expect(outcomes == Array(repeating: "unchanged", count: DemoCampaigns.all.count))
            #expect(try await client.send(.get, "/api/export").body == before.body)
        }
    }

    @Test func importIntoAnEmptyDatabaseThenExportRoundTrips() async throws {
        let (seeded, _) = try await makeApp()
        let exported = try await seeded.test(.router) { raw in
            let client = SignedInClient(raw)
            return try await client.send(.get, "/api/export").body
        }
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let imported = try await client.send(.post, "/api/import", bytes: exported)
            #expect(imported.status == .created)
            let results = try #require(imported.json["results"]?.arrayValue)
            #expect(results.allSatisfy { $0["outcome"] == .string("created") })
            #expect(try await client.send(.get, "/api/export").body == exported)
        }
    }

    @Test func importOfAChangedEnvelopeUpdatesIt() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/import", json: modalEnvelope(id: "a")).status == .created)
            let changed = try await client.send(.post, "/api/import", json: modalEnvelope(id: "a", header: "New"))
            #expect(changed.status == .ok)
            #expect(changed.json["results"]?[0]?["outcome"] == .string("updated"))
            #expect(try await client.send(.get, "/api/campaigns/a").json["version"] == .int(2))
        }
    }

    @Test func bareMessageImportsAsADraft() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let imported = try await client.send(.post, "/api/import", json: #"{"type": "MODAL", "header": "Hello", "message": "x"}"#)
            #expect(imported.status == .created)
            let id = try #require(imported.json["results"]?[0]?["id"]?.stringValue)
            #expect(id.hasPrefix("imported-"))
            let stored = try await client.send(.get, "/api/campaigns/\(id)").json
            #expect(stored["status"] == .string("draft"))
            #expect(stored["name"] == .string("Hello"))
        }
    }

    @Test func importHoldsACampaignToTheSameLimitAsTheCampaignAPI() async throws {
        let (app, database) = try await makeApp(seed: false)
        let long = String(repeating: "x", count: 1 << 20)
        let body = #"{"id": "big", "data": {"type": "HTML", "message": "<p>\#(long)</p>"}}"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let posted = try await client.send(.post, "/api/campaigns", json: body)
            let imported = try await client.send(.post, "/api/import", json: body)
            #expect(posted.status == .contentTooLarge)
            #expect(imported.status == .contentTooLarge)
            #expect(imported.json["error"]?["path"] == .string("big"))
        }
        #expect(try await database.campaigns().isEmpty)
    }

    @Test func importedEnvelopesDropWhatTheServerAddsToAnswers() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let body =
                #"{"id":"fetched","data":{"type":"SLIDEUP","message":"x"},"version":"x","created_at":"then","updated_at":"now","warnings":5,"kept":true}"#
            #expect(try await client.send(.post, "/api/import", json: body).status == .created)
            let stored = try await client.send(.get, "/api/campaigns/fetched")
            #expect(stored.json["warnings"] == nil)
            #expect(stored.json["version"] == .int(1))
            #expect(stored.json["kept"] == .bool(true), "other unknown members are still kept")
            let exported = String(decoding: try await client.send(.get, "/api/export").body, as: UTF8.self)
            #expect(!exported.contains("\"version\"") && !exported.contains("\"created_at\""))
        }
    }
}
