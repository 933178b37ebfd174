import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// A split campaign through the dashboard: the editor's variants box, the export of one variant
/// and the previews of each.
@Suite struct CampaignVariantEditorTests {
    static func splitCampaign() throws -> Campaign {
        let url = ProjectPaths.fixtures.appendingPathComponent("variants/three-variants-and-control.json")
        return try Campaign(wire: JSONParser.parse(Data(contentsOf: url)))
    }

    @Test func theFieldsEditTheChosenVariantAndKeepTheOthers() async throws {
        let (app, database) = try await makeApp(seed: false)
        let campaign = try Self.splitCampaign()
        _ = try await database.insert(campaign)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await fetchEditorForm(client, "/campaigns/spring-sale/edit?variant=1")
            #expect(form.fields.contains { $0.name == "header" && $0.value == "Spring sale" })
            #expect(form.fields.contains { $0.name == "variant" && $0.value == "1" })
            let (status, body, location) = try await postForm(
                client,
                "/campaigns/spring-sale",
                form.with(["header": "Modal <b>header</b>", "variant1_name": "Big modal"])
            )
            #expect(status == .seeOther, "\(body.prefix(1500))")
            #expect(location == "/campaigns/spring-sale/edit?saved=1&variant=1")
            let stored = try #require(try await database.campaign(id: "spring-sale")).campaign
            guard case .modal(let text) = stored.variants[1].message.content else { throw WireError(message: "not a modal") }
            #expect(text.header == "Modal <b>header</b>")
            #expect(stored.variants[1].name == "Big modal")
            #expect(stored.variants[0] == campaign.variants[0] && stored.variants[2] == campaign.variants[2])
            #expect(stored.controlPercentage == 10)
            // The name is escaped where the box shows it.
            let page = try await client.execute(uri: "/campaigns/spring-sale/edit?variant=1", method: .get) { String(buffer: $0.body) }
            #expect(page.contains("Modal &lt;b&gt;header&lt;/b&gt;") && !page.contains("Modal <b>header</b>"))
        }
    }

    @Test func panelOperationsSaveAndChangeTheList() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(try Self.splitCampaign())
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var form = try await fetchEditorForm(client, "/campaigns/spring-sale/edit")
            var (status, _, location) = try await postForm(client, "/campaigns/spring-sale", form.with(["variant_op": "duplicate:1"]))
            #expect(status == .seeOther && location == "/campaigns/spring-sale/edit?saved=1&variant=2")
            var stored = try #require(try await database.campaign(id: "spring-sale")).campaign
            #expect(stored.variants.map(\.name) == ["Slideup", "Modal", "Modal (copy)", "Full"])
            #expect(stored.variants.map(\.percentage).reduce(stored.controlPercentage ?? 0, +) == 100)
            form = try await fetchEditorForm(client, "/campaigns/spring-sale/edit?variant=2")
            (status, _, location) = try await postForm(client, "/campaigns/spring-sale", form.with(["variant_op": "remove:0"]))
            #expect(status == .seeOther && location == "/campaigns/spring-sale/edit?saved=1&variant=1")
            stored = try #require(try await database.campaign(id: "spring-sale")).campaign
            #expect(stored.variants.map(\.name) == ["Modal", "Modal (copy)", "Full"])
            // A split that does not add up to 100 is refused beside the box, and nothing changes.
            form = try await fetchEditorForm(client, "/campaigns/spring-sale/edit")
            let before = try #require(try await database.campaign(id: "spring-sale"))
            let refused = try await postForm(client, "/campaigns/spring-sale", form.with(["variant0_percentage": "5"]))
            #expect(refused.0 == .unprocessableContent)
            #expect(refused.1.contains("add up to"))
            #expect(try await database.campaign(id: "spring-sale")?.version == before.version)
        }
    }

    @Test func exportAndPreviewNameAVariant() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(try Self.splitCampaign())
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/api/campaigns/spring-sale/export?variant=control", method: .get) { response in
                #expect(response.status == .ok)
                let text = String(buffer: response.body)
                #expect(text.contains("\"is_control\": true") && !text.contains("\"variants\""))
            }
            try await client.execute(uri: "/api/campaigns/spring-sale/export?variant=Nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("no variant"))
            }
            try await client.execute(uri: "/campaigns/spring-sale/render?variant=B", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("20% off everything until Sunday."))
            }
            try await client.execute(uri: "/campaigns/spring-sale/render?variant=H", method: .get) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(uri: "/campaigns/spring-sale/preview/matrix?by=variant", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                for name in ["Slideup", "Modal", "Full", "Control"] { #expect(page.contains(">\(name)<"), "\(name)") }
                #expect(page.contains("variant=C"))
            }
        }
    }
}
