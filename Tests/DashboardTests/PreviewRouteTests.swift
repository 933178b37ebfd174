import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@Suite struct PreviewRouteTests {
    static let demoIDs = ["demo-welcome", "demo-spring-sale", "demo-sale-image", "demo-level-up", "demo-tournament", "demo-rate-us", "demo-holdout"]

    @Test(arguments: demoIDs)
    func renderServesEverySeededCampaignWithTheCSP(id: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/\(id)/render?device=tablet&appearance=dark", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("default-src 'none'"))
                #expect(policy.contains("sandbox allow-scripts"))
                #expect(!policy.contains("allow-same-origin"))
                let body = String(buffer: response.body)
                #expect(body.contains("data-device=\"tablet\""))
                #expect(body.contains("data-appearance=\"dark\""))
            }
        }
    }

    @Test func sameURLGivesTheSameDocument() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let uri = "/campaigns/demo-spring-sale/render?appearance=dark&status_bar=hidden"
            let first = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
            let second = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
            #expect(first == second)
            #expect(first.contains("rgba(27, 28, 29, 1)"))
        }
    }

    @Test(arguments: ["/campaigns/nope/render", "/campaigns/nope/preview", "/campaigns/nope/preview/matrix"])
    func unknownCampaignsAre404(uri: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test(arguments: ["render?device=watch", "preview?appearance=sepia", "preview/matrix?slideup_offset=far", "render?disable_dark_mode=maybe"])
    func badOptionsAre400NamingTheKey(suffix: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-welcome/\(suffix)", method: .get) { response in
                #expect(response.status == .badRequest)
                let key = String(suffix.split(separator: "?")[1].split(separator: "=")[0])
                #expect(String(buffer: response.body).contains(key))
            }
        }
    }

    @Test func previewPageHasTheOptionFormAndTheFrame() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-welcome/preview?appearance=dark&slideup_offset=24", method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.contains("<title>Preview: Welcome back slideup · Vitrine</title>"))
                #expect(body.contains("<form class=\"preview-options\" method=\"get\" action=\"/campaigns/demo-welcome/preview\">"))
                #expect(body.contains("<option value=\"dark\" selected>Dark</option>"))
                #expect(body.contains("name=\"slideup_offset\" value=\"24\""))
                #expect(body.contains("src=\"/campaigns/demo-welcome/render?appearance=dark&amp;slideup_offset=24\""))
                #expect(body.contains("sandbox=\"allow-scripts\""))
            }
        }
    }

    @Test func matrixShowsEveryPlatformDeviceOrientationAndAppearance() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-spring-sale/preview/matrix", method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                // iOS and Android: 2 devices × 2 orientations × 2 appearances; the web: a desktop
                // window × 2 appearances and a phone browser × 2 × 2.
                #expect(body.components(separatedBy: "<figure class=\"matrix-cell\"").count == 8 + 8 + 6 + 1)
                for platform in ["ios", "android", "web"] {
                    #expect(body.contains("<section class=\"matrix-row\" data-platform=\"\(platform)\""))
                }
                #expect(body.contains("src=\"/campaigns/demo-spring-sale/render?device=tablet&amp;orientation=landscape&amp;appearance=dark\""))
                #expect(body.contains("src=\"/campaigns/demo-spring-sale/render?platform=android&amp;device=tablet&amp;orientation=landscape\""))
                #expect(body.contains("src=\"/campaigns/demo-spring-sale/render?platform=web&amp;device=desktop&amp;appearance=dark\""))
            }
        }
    }

    @Test(arguments: [
        ("render?platform=ios&device=desktop", "phone, tablet"), ("preview?platform=android&device=desktop", "phone, tablet"),
        ("preview.png?device=desktop", "phone, tablet"), ("render?platform=web&device=tablet", "desktop, phone"),
        ("render?platform=windows", "ios, android, web"),
    ])
    func aDeviceThePlatformDoesNotDrawIsA400NamingTheAllowedOnes(suffix: String, allowed: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-welcome/" + suffix, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains(allowed))
            }
        }
    }

    @Test(arguments: ["platform=android&device=tablet", "platform=web&device=desktop", "platform=web"])
    func everyPlatformRenders(query: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-spring-sale/render?" + query, method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.contains("data-platform=\"\(query.hasPrefix("platform=android") ? "android" : "web")\""))
                #expect(body.contains("data-part=\"message\""))
            }
            try await client.execute(uri: "/campaigns/demo-spring-sale/preview?" + query, method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("id=\"preview-platform\""))
            }
        }
    }

    @Test func unsavedMessageRenders() async throws {
        let (app, _) = try await makeApp(seed: false)
        let body =
            #"{"message": {"type": "MODAL", "header": "Draft", "message": "Unsaved <b>edit</b>"}, "options": {"device": "tablet", "disable_dark_mode": true}}"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/preview?appearance=dark",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy] != nil)
                let html = String(buffer: response.body)
                #expect(html.contains("Unsaved &lt;b&gt;edit&lt;/b&gt;"))
                #expect(html.contains("data-device=\"tablet\""))
                #expect(html.contains("data-appearance=\"dark\""))
            }
        }
    }

    @Test(arguments: [
        (#"{"message": {"type": "MODAL", "btns": 3}}"#, "message.btns"),
        (#"{"message": {"type": "POPUP"}}"#, "message.type"),
        (#"{"message": {"type": "MODAL"}, "options": {"device": "watch"}}"#, "options.device"),
        (#"{"message": {"type": "MODAL"}, "options": {"device": [1]}}"#, "options.device"),
        (#"{"message": {"type": "MODAL"}, "options": {"device": "desktop"}}"#, "options.device: expected one of phone, tablet with platform ios"),
        (#"{"message": {"type": "MODAL"}, "options": {"platform": "web", "device": "tablet"}}"#, "options.device: expected one of desktop, phone"),
        (#"{"message": {"type": "MODAL"}, "options": 3}"#, "options"),
        (#"{"options": {}}"#, "message"),
        (#"[1]"#, "$"),
        ("{\"message\": {\"type\": \"MODAL\"", "line 1"),
    ])
    func badBodiesAre400WithTheLocation(body: String, location: String) async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/preview",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains(location))
            }
        }
    }

    @Test func nonJSONBodiesAre415() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/preview",
                method: .post,
                headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: "hello")
            ) { response in
                #expect(response.status == .unsupportedMediaType)
            }
        }
    }
}
