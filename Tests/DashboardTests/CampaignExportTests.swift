import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// One campaign's export: a file download the import takes back, linked from the editor.
@Suite struct CampaignExportTests {
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
}
