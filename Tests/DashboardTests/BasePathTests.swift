import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import Testing

@testable import Dashboard

/// `VITRINE_BASE_PATH`: the whole app under `/vitrine` — links, redirects, cookies, static files
/// and the OpenAPI servers entry.
@Suite struct BasePathTests {
    static func app() async throws -> (some ApplicationProtocol, AppDatabase) {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        var configuration = testConfiguration()
        configuration.basePath = try BasePath("/vitrine")
        return (try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test")), database)
    }

    @Test func prefixesAreNormalisedAndCheckedOnce() throws {
        #expect(try BasePath("vitrine/").prefix == "/vitrine")
        #expect(try BasePath("/tools/vitrine").prefix == "/tools/vitrine")
        #expect(try BasePath("/").prefix == "")
        #expect(try BasePath(nil).prefix == "")
        for bad in ["/a/../b", "/a b", "/<x>", "/a//b", "/\"x"] {
            #expect(throws: BasePathError.self) { try BasePath(bad) }
        }
    }

    @Test func pagesLinkUnderThePrefixAndOutsideItIsA404() async throws {
        let (app, _) = try await Self.app()
        try await app.test(.router) { client in
            let login = try await client.send(.get, "/vitrine/login")
            #expect(login.status == .ok)
            let page = String(decoding: login.body, as: UTF8.self)
            #expect(page.contains(#"<html data-base="/vitrine" lang="en">"#))
            #expect(page.contains(#"href="/vitrine/css/app.css""#))
            #expect(page.contains(#"action="/vitrine/login""#))
            #expect(!page.contains(#"href="/css"#))
            let cookie = login.headers[values: .setCookie].first { $0.hasPrefix("vitrine_login=") } ?? ""
            #expect(cookie.contains("Path=/vitrine/login"), "\(cookie)")

            #expect(try await client.send(.get, "/login").status == .notFound)
            #expect(try await client.send(.get, "/healthz").status == .ok)
            #expect(try await client.send(.get, "/vitrine/healthz").status == .ok)
            let bare = try await client.send(.get, "/vitrine")
            #expect(bare.status == .permanentRedirect && bare.headers[.location] == "/vitrine/")
            let home = try await client.send(.get, "/vitrine/")
            #expect(home.headers[.location]?.hasPrefix("/vitrine/login") == true)
            #expect(try await client.send(.get, "/vitrine/css/app.css").status == .ok)

            let openAPI = try await client.send(.get, "/vitrine/api/openapi.json")
            #expect(openAPI.json["servers"]?[0]?["url"]?.stringValue == "/vitrine")
        }
    }

    @Test func signedInPagesAndTheAPIAnswerUnderThePrefixWithUserTextUntouched() async throws {
        let (app, database) = try await Self.app()
        var campaign = try await database.existingCampaign(id: "demo-welcome")
        campaign.campaign.name = #"<a href="/evil">x</a>"#
        _ = try await database.update(campaign.campaign, expectedVersion: campaign.version)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let list = String(decoding: try await client.send(.get, "/vitrine/").body, as: UTF8.self)
            #expect(list.contains(#"href="/vitrine/campaigns/demo-welcome/edit""#))
            #expect(list.contains("&lt;a href=&quot;/evil&quot;&gt;"))
            #expect(!list.contains(#"href="/vitrine/evil""#))
            let preview = String(decoding: try await client.send(.get, "/vitrine/campaigns/demo-spring-sale/preview").body, as: UTF8.self)
            #expect(preview.contains(#"src="/vitrine/campaigns/demo-spring-sale/render"#))
            let created = try await client.send(
                .post,
                "/vitrine/api/campaigns",
                json: #"{"id": "under", "name": "Under", "status": "draft", "type": "inapp", "data": {"type": "SLIDEUP", "message": "Hi"}}"#
            )
            #expect(created.status == .created)
            #expect(created.headers[.location] == "/vitrine/api/campaigns/under")
        }
    }
}
