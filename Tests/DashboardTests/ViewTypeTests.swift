import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@Suite struct ViewTypeTests {
    private let carousel: [(name: String, value: String)] = [
        ("name", "carousel"), ("kind_modal", "on"), ("layout", "labelled"),
        ("field_name", "slides"), ("field_type", "number"), ("field_required", "yes"),
        ("field_name", "<b>caption</b>"), ("field_type", "string"), ("field_required", "no"),
        ("field_name", ""), ("field_type", "string"), ("field_required", "no"),
    ]

    @Test func registeredViewTypesAreListedEscaped() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, _) = try await client.postForm("/view-types", carousel)
            #expect(status == .seeOther)
            let page = try await client.execute(uri: "/view-types", method: .get) { String(buffer: $0.body) }
            #expect(page.contains("data-view-type=\"carousel\""))
            #expect(page.contains("&lt;b&gt;caption&lt;/b&gt; (string)"))
            #expect(!page.contains("<b>caption</b>"))
            let (bad, badPage) = try await client.postForm("/view-types", [("name", "picker"), ("layout", "labelled")])
            #expect(bad == .unprocessableContent)
            #expect(badPage.contains("is built in") && badPage.contains("Choose at least one message kind."))
        }
        let stored = try #require(try await database.viewType(named: "carousel"))
        #expect(stored.fields.map(\.name) == ["slides", "<b>caption</b>"])
        #expect(stored.kinds == ["modal"])
    }

    @Test func editorChecksExtrasAgainstTheSchemaAndPreviewUsesIt() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            _ = try await client.postForm("/view-types", carousel)
            let form = try await client.execute(uri: "/campaigns/demo-spring-sale/edit", method: .get) { HTMLForm(html: String(buffer: $0.body)) }
            var fields = form.with([:])
            fields.insert(
                contentsOf: [
                    (name: "extra_key", value: "view_type"), (name: "extra_value", value: "carousel"),
                    (name: "extra_key", value: "slides"), (name: "extra_value", value: "three"),
                ],
                at: fields.count - 1
            )
            let (status, body) = try await client.postForm("/campaigns/demo-spring-sale", fields)
            #expect(status == .unprocessableContent)
            #expect(body.contains("slides: expected a number, got &quot;three&quot;"))
            let fixed = fields.map { $0.value == "three" ? (name: $0.name, value: "3") : $0 }
            let (saved, _) = try await client.postForm("/campaigns/demo-spring-sale", fixed)
            #expect(saved == .seeOther)
            try await client.execute(uri: "/campaigns/demo-spring-sale/render", method: .get) { response in
                #expect(String(buffer: response.body).contains("data-view-type=\"carousel\""))
            }
        }
        #expect(try await database.campaign(id: "demo-spring-sale")?.campaign.message.extras["slides"] == "3")
    }
}
