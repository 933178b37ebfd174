import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@testable import Dashboard

/// Defects a new user met in the first hour (#18): `+` in query strings, `q` vs `search`, CRLF
/// line ends in HTML diagnostics, and `javascript:` URLs.
@Suite struct FrictionTests {
    @Test func aSearchWithASpaceFindsTheCampaignOnThePageAndInTheAPI() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in ["/?q=Spring+sale", "/?search=Spring+sale", "/campaigns?q=spring%20sale"] {
                let page = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
                #expect(page.contains("data-campaign-id=\"demo-spring-sale\"") || page.contains("/campaigns/demo-spring-sale/edit"), "\(uri)")
                #expect(page.contains(#"value="Spring sale""#) || page.contains(#"value="spring sale""#), "\(uri): the box shows spaces")
            }
            for uri in ["/api/campaigns?search=Spring+sale", "/api/campaigns?q=Spring+sale"] {
                let items = try await client.send(.get, uri).json["campaigns"]?.arrayValue ?? []
                #expect(items.compactMap { $0["id"]?.stringValue } == ["demo-spring-sale"], "\(uri)")
            }
        }
    }

    @Test func aPercentEncodedPlusStaysAPlus() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/?q=Spring%2Bsale+x", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"value="Spring+sale x""#))
        }
    }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func htmlDiagnosticsQuoteTheRightLineWhateverTheLineEnds(_ end: String) throws {
        let html = [
            "<!doctype html>", "<html lang=\"en\"><head><title>t</title></head>", "<body>", "<p id=\"a\">1</p>", "<p id=\"a\">2</p>",
            "</body></html>",
        ]
        .joined(separator: end)
        let duplicate = try #require(HTMLDiagnosticView.list(for: html).first { $0.rule == "duplicate-id" })
        #expect(duplicate.line == "5")
        #expect(duplicate.excerpt == "<p id=\"a\">2</p>")
    }

    @Test func formValuesAreStoredWithUnixLineEnds() throws {
        let form = try FormData(urlEncoded: Array("html=a%0D%0Ab%0Dc%0Ad".utf8))
        #expect(form.text("html") == "a\nb\nc\nd")
        var appended = FormData()
        appended.append("x", "1\r\n2")
        #expect(appended["x"] == "1\n2")
    }

    @Test(arguments: ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "vbscript:msgbox(1)"])
    func scriptURLsAreRefusedWhereverAMessageOpensOrLoadsThem(_ url: String) throws {
        let escaped = url.replacingOccurrences(of: "\t", with: "\\t")
        let message = try InAppMessage(
            wire: JSONParser.parse(
                #"{"type": "MODAL", "message": "m", "image_url": "\#(escaped)", "image_alt": "a", "click_action": "URI", "uri": "\#(escaped)", "btns": [{"id": 0, "text": "Go", "click_action": "URI", "uri": "\#(escaped)"}]}"#
            )
        )
        let unsafe = message.diagnostics().filter { $0.rule == .urlUnsafe }
        #expect(unsafe.map(\.path.description).sorted() == ["btns[0].uri", "image_url", "uri"])
        #expect(unsafe.allSatisfy { $0.severity == .error && $0.message.contains("runs script") })
        #expect(
            try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "message": "m", "click_action": "URI", "uri": "myapp://javascript:x"}"#))
                .diagnostics().allSatisfy { $0.rule != .urlUnsafe }
        )
    }
}
