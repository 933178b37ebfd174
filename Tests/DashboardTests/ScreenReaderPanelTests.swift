import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import NIOFoundationEssentialsCompat
import TestSupport
import Testing

@testable import Dashboard

/// The preview page's "Screen reader" panel and `GET /api/campaigns/{id}/transcript`.
@Suite struct ScreenReaderPanelTests {
    @Test func thePreviewPageShowsWhatTheChosenPlatformsReaderGets() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let ios = try await client.execute(uri: "/campaigns/demo-spring-sale/preview?locale=fr", method: .get) { String(buffer: $0.body) }
            let panel = try #require(HTMLDocument.parse(ios).element(id: "screen-reader"))
            #expect(panel.first(tag: "h2")?.text == "Screen reader: VoiceOver on iOS")
            let items = panel.first(class: "transcript-elements")?.childElements ?? []
            #expect(items.map { $0.attributes["data-role"] ?? "" } == ["image", "text", "button", "button", "button"])
            #expect(items.last?.first(class: "transcript-label")?.text == "fermer")
            let web = try await client.execute(uri: "/campaigns/demo-spring-sale/preview?platform=web", method: .get) { String(buffer: $0.body) }
            let webPanel = try #require(HTMLDocument.parse(web).element(id: "screen-reader"))
            #expect(webPanel.first(tag: "h2")?.text == "Screen reader: Browser reader on Web")
            #expect(webPanel.first(class: "transcript-elements")?.childElements.first?.attributes["data-role"] == "dialog")
        }
    }

    @Test func everyTextInThePanelIsEscaped() async throws {
        let (app, database) = try await makeApp()
        let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>"
        let message = InAppMessage(
            content: .modal(
                TextContent(
                    header: hostile,
                    message: hostile,
                    graphic: .image("https://cdn.example.com/a.png"),
                    buttons: [MessageButton(id: 0, text: hostile)]
                )
            ),
            clickAction: .url("javascript:alert(3)\"><b>", useWebView: false),
            imageAlt: hostile
        )
        _ = try await database.insert(Campaign(id: "hostile-reader", name: "Hostile", message: message))
        try await app.test(.router) { raw in
            for platform in Platform.allCases {
                let page = try await SignedInClient(raw).execute(uri: "/campaigns/hostile-reader/preview?platform=\(platform.rawValue)", method: .get)
                {
                    String(buffer: $0.body)
                }
                let panel = try #require(HTMLDocument.parse(page).element(id: "screen-reader"))
                #expect(panel.all(tag: "script").isEmpty, "\(platform)")
                #expect(panel.all(tag: "img").isEmpty, "\(platform)")
                #expect(panel.all(tag: "b").isEmpty, "\(platform)")
                #expect(panel.text.contains(hostile), "\(platform)")
            }
        }
    }

    @Test func theAPIGivesTheTranscriptAsJSON() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, body) = try await client.execute(uri: "/api/campaigns/demo-welcome/transcript?platform=android", method: .get) {
                ($0.status, try JSONParser.parse(Data(buffer: $0.body)))
            }
            #expect(status == .ok)
            #expect(body["reader"] == "TalkBack")
            #expect(body["kind"] == "slideup")
            guard case .array(let elements)? = body["elements"] else {
                Issue.record("no elements")
                return
            }
            #expect(elements.first?["role"] == "element")
            #expect(elements.first?["label"] == "Welcome back! Tap to see what's new.")
        }
    }

    @Test func badInputIsAFourHundredNamingIt() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (badPlatform, message) = try await client.execute(uri: "/api/campaigns/demo-welcome/transcript?platform=symbian", method: .get) {
                ($0.status, try JSONParser.parse(Data(buffer: $0.body)))
            }
            #expect(badPlatform == .badRequest)
            #expect(message["error"]?["path"] == "platform")
            let missing = try await client.execute(uri: "/api/campaigns/no-such/transcript", method: .get) { $0.status }
            #expect(missing == .notFound)
            let wrongMethod = try await client.execute(uri: "/api/campaigns/demo-welcome/transcript", method: .post) { $0.status }
            #expect(wrongMethod == .methodNotAllowed)
        }
    }
}
