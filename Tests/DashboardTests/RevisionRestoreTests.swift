import CampaignStore
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Revisions name their author, and restoring one asks for confirmation first (asking restores
/// nothing).
@Suite struct RevisionRestoreTests {
    @Test func revisionsNameTheirAuthorAndARestoreIsConfirmedFirst() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var campaign = try await database.existingCampaign(id: "demo-welcome")
            campaign.campaign.name = "Welcome <b>again</b>"
            let body = JSONWriter.write(campaign.campaign.wireValue)
            let saved = try await client.send(.put, "/api/campaigns/demo-welcome", json: body, headers: [.ifMatch: "\"1\""])
            #expect(saved.status == .ok)
            let revisions = try await database.revisions(campaignID: "demo-welcome")
            #expect(revisions.map(\.author) == ["admin", nil])
            let page = try await client.execute(uri: "/campaigns/demo-welcome/revisions", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"by <span class="author">admin</span>"#))
            #expect(page.contains(#"href="/campaigns/demo-welcome/revisions/1/restore""#))

            let confirm = try await client.execute(uri: "/campaigns/demo-welcome/revisions/1/restore", method: .get) {
                ($0.status, String(buffer: $0.body))
            }
            #expect(confirm.0 == .ok)
            #expect(confirm.1.contains("Restore version 1 of"))
            #expect(confirm.1.contains("Welcome &lt;b&gt;again&lt;/b&gt;"))
            #expect(!confirm.1.contains("<b>again</b>"))
            #expect(confirm.1.contains(#"name="current_version" value="2""#))
            #expect(try await client.send(.get, "/campaigns/demo-welcome/revisions/9/restore").status == .notFound)
            #expect(try await database.existingCampaign(id: "demo-welcome").version == 2, "asking restores nothing")
        }
    }

    @Test func aRestoreSaysWhichVersionItRestoredAsWhichVersion() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var campaign = try await database.existingCampaign(id: "demo-welcome")
            campaign.campaign.name = "Second"
            _ = try await client.send(
                .put,
                "/api/campaigns/demo-welcome",
                json: JSONWriter.write(campaign.campaign.wireValue),
                headers: [.ifMatch: "\"1\""]
            )
            let restored = try await client.execute(
                uri: "/campaigns/demo-welcome/revisions/1/restore",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "current_version=2")
            ) { $0 }
            #expect(restored.status == .seeOther)
            #expect(restored.headers[.location] == "/campaigns/demo-welcome/edit?restored=1")
            let editor = try await client.execute(uri: "/campaigns/demo-welcome/edit?restored=1", method: .get) { String(buffer: $0.body) }
            #expect(editor.contains("Restored version 1 as version 3."))
            #expect(!editor.contains("Saved as version"))
        }
    }
}
