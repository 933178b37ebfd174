import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@Suite struct ValidationRouteTests {
    private func templates() throws -> [URL] {
        let folder = ProjectPaths.root.appendingPathComponent("Tests/Fixtures/braze")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "html" }
    }

    @Test func brazeTemplatesHaveNoErrors() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for template in try templates() {
                let html = try String(contentsOf: template, encoding: .utf8)
                try await client.execute(uri: "/api/validate", method: .post, headers: [.contentType: "text/html"], body: ByteBuffer(string: html)) {
                    response in
                    #expect(response.status == .ok)
                    let diagnostics = try JSONParser.parse(String(buffer: response.body))
                    guard case .array(let items) = diagnostics else {
                        Issue.record("not an array")
                        return
                    }
                    #expect(!items.contains { $0["severity"] == .string("error") }, "\(template.lastPathComponent)")
                }
            }
        }
    }

    @Test func brokenDocumentsAreLocated() async throws {
        let (app, _) = try await makeApp(seed: false)
        let html =
            "<!DOCTYPE html>\n<html><head><meta name=\"viewport\" content=\"width=device-width\"></head>\n<body>\n<p id=\"a\">x</p><p id=\"a\">y</p>\n<a href=\"appboy://close\">Close</a></body></html>\n"
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/api/validate", method: .post, body: ByteBuffer(string: html)) { response in
                let text = String(buffer: response.body)
                #expect(text.contains("{\"line\":4,\"column\":"))
                #expect(text.contains("\"rule\":\"duplicate-id\""))
            }
            try await client.execute(
                uri: "/api/validate",
                method: .post,
                headers: [.contentType: "application/xml"],
                body: ByteBuffer(string: "<a/>")
            ) {
                #expect($0.status == .unsupportedMediaType)
            }
        }
    }

    /// A campaign JSON gets what `vitrine validate` gives it: wire errors located by line and
    /// column, the message's meaning by JSON path, and the HTML payload's own diagnostics.
    @Test func campaignJSONIsCheckedAsTheCommandLineChecksIt() async throws {
        let (app, _) = try await makeApp(seed: false)
        let campaign = #"""
            {"id": "c", "name": "C", "status": "draft", "type": "inapp",
             "data": {"type": "HTML", "message": "<!DOCTYPE html><html><body><p id='a'>1</p><p id='a'>2</p></body></html>",
                      "btns": [], "click_action": "URI"}}
            """#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/validate",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: campaign)
            ) {
                response in
                #expect(response.status == .ok)
                let text = String(buffer: response.body)
                #expect(text.contains("\"path\":\"data.message\""), "\(text)")
                #expect(text.contains("\"rule\":\"duplicate-id\""))
                #expect(text.contains("\"rule\":\"no-close\""))
            }
            try await client.execute(
                uri: "/api/validate",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: "{\"type\": 3}")
            ) {
                response in
                #expect(response.status == .ok)
                let text = String(buffer: response.body)
                #expect(text.contains("\"rule\":\"wire-invalid\""), "\(text)")
            }
        }
    }

    @Test func editorShowsDiagnosticsWithLineNumbers() async throws {
        let (app, database) = try await makeApp()
        var campaign = try #require(try await database.campaign(id: "demo-rate-us")).campaign
        campaign.message.content = .html(
            HTMLContent(html: "<!DOCTYPE html>\n<html><body>\n<div><span>open</div>\n<script>brazeBridge.closeMesage()</script>\n</body></html>")
        )
        _ = try await database.update(campaign, expectedVersion: 1)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-rate-us/edit", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.contains("id=\"html-diagnostics\""))
                #expect(body.contains("data-line=\"4\" data-rule=\"unknown-bridge-call\""))
                #expect(body.contains("<span class=\"line-number\">4</span>"))
            }
        }
    }
}
