import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// #18 item 10: one campaign's export, list shortcuts, kind thumbnails, revision authors, and
/// the confirmation before a restore.
@Suite struct CampaignMissingPiecesTests {
    @Test func oneCampaignExportsAsAFileTheImportTakesBack() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let response = try await client.send(.get, "/api/campaigns/demo-spring-sale/export")
            #expect(response.status == .ok)
            #expect(response.headers[.contentDisposition] == #"attachment; filename="vitrine-demo-spring-sale.json""#)
            let campaigns = try CampaignImport.campaigns(from: Data(response.body)) { "unused" }
            #expect(campaigns.map(\.id) == ["demo-spring-sale"])
            #expect(campaigns[0] == (try await database.existingCampaign(id: "demo-spring-sale")).campaign)
            #expect(try await client.send(.get, "/api/campaigns/nope/export").status == .notFound)
            let editor = try await client.execute(uri: "/campaigns/demo-spring-sale/edit", method: .get) { String(buffer: $0.body) }
            #expect(editor.contains(#"href="/api/campaigns/demo-spring-sale/export""#))
        }
    }

    @Test func theListOffersPreviewAndEditAndTheKindsHaveThumbnails() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let list = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            #expect(list.contains(#"<a href="/campaigns/demo-welcome/preview" class="shortcut" aria-label="Preview "#))
            #expect(list.contains(#"<a href="/campaigns/demo-welcome/edit" class="shortcut" aria-label="Edit "#))
            let kinds = try await client.execute(uri: "/campaigns/new", method: .get) { String(buffer: $0.body) }
            for kind in MessageKind.allCases {
                #expect(kinds.contains("src=\"/img/kinds/\(kind.rawValue).png\""))
                let image = try await client.execute(uri: "/img/kinds/\(kind.rawValue).png", method: .get) { ($0.status, $0.headers[.contentType]) }
                #expect(image.0 == .ok && image.1 == "image/png", "\(kind)")
            }
        }
    }

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
}
