import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Every door that draws a preview goes through the one preview service, so a view type saved on
/// `/view-types` draws the same custom view on the preview page, the editor's side preview, the
/// preview API and the session phone — including for a campaign whose id holds a `/`.
@Suite struct PreviewDoorTests {
    /// A stored full-screen list view: its extras draw a table, not the plain message.
    static let toggleList = ViewTypeRecord(
        name: "toggle_list",
        kinds: ["full"],
        layout: "tableList",
        fields: [ViewTypeRecord.Field(name: "enabled", type: "boolean", required: true)]
    )

    /// The campaign `a/b`, a full message using the stored view type, shown on `show_list`.
    static let campaignJSON = """
        {"id": "a/b", "name": "Slash id", "status": "active", "type": "inapp", "priority": 1,
         "trigger_condition": [{"type": "custom_event", "data": {"event_name": "show_list"}}],
         "data": {"type": "FULL", "header": "Lists", "message": "Alpha, Beta", "extras": {"view_type": "toggle_list", "enabled": "true"}}}
        """

    static func get(_ client: some TestClientProtocol, _ uri: String) async throws -> (HTTPResponse.Status, String) {
        try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
    }

    @Test func aStoredViewTypeDrawsOnThePreviewAndOnTheSessionPhone() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await database.saveViewType(Self.toggleList)
        _ = try await database.insert(try Campaign(wire: JSONParser.parse(Data(Self.campaignJSON.utf8))))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, preview) = try await Self.get(client, "/campaigns/a%2Fb/render")
            #expect(status == .ok)
            #expect(preview.contains("data-view-type=\"toggle_list\""))
            let scenario = """
                {"name": "Phone", "campaign_ids": ["a/b"],
                 "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "show_list"}]}
                """
            let id = try await client.execute(
                uri: "/api/sessions",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: scenario)
            ) { response -> String in
                #expect(response.status == .created, "\(String(buffer: response.body))")
                let body = try JSONParser.parse(Data(String(buffer: response.body).utf8))
                return try #require(body["id"]?.stringValue)
            }
            let (phoneStatus, phone) = try await Self.get(client, "/sessions/\(id)/phone")
            #expect(phoneStatus == .ok)
            #expect(phone.contains("data-kind=\"full\""), "\(phone.prefix(600))")
            #expect(phone.contains("data-view-type=\"toggle_list\""))
        }
    }

    @Test func aPreviewPastTheLiquidBudgetIs422NamingTheField() async throws {
        let (app, _) = try await makeApp(seed: false)
        let doubling = "{% assign t = 'ab' %}{% for i in (1..18) %}{% assign t = t | append: t %}{% endfor %}"
        let body = """
            {"message": {"type": "MODAL", "header": "Hi", "message": "\(doubling){% assign z = t | replace: '', t %}{{ z }}"}}
            """
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/api/preview", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
            {
                response in
                #expect(response.status == .unprocessableContent)
                let text = String(buffer: response.body)
                #expect(text.contains("render budget exceeded (bytes)"), "\(text)")
                #expect(text.contains("\"path\":\"message.message\""))
            }
        }
    }
}

/// Methods the dashboard implements nowhere get 405 with `Allow`, on pages and the API alike.
@Suite struct UnknownMethodTests {
    @Test(arguments: ["PROPFIND", "TRACE", "MKCOL"])
    func anUnknownMethodIs405(_ method: String) async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for path in ["/", "/api/campaigns"] {
                try await client.execute(uri: path, method: HTTPRequest.Method(method)!) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                    #expect(response.headers[.allow]?.contains("GET") == true)
                }
            }
        }
    }
}
