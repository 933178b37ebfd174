import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// Pages link through `Paths`: every dynamic segment escaped (a campaign id `a/b` stays one
/// segment) and every URL under the base path, with nothing rewritten after rendering.
@Suite struct PagePathTests {
    /// The id that needs `/` escaped.
    static let slashID = "a/b"
    /// `a/b` as one path segment.
    static let escaped = "a%2Fb"
    /// The pages of the `a/b` campaign whose links and forms must all answer.
    static let campaignPages = [
        "/campaigns/\(escaped)/edit", "/campaigns/\(escaped)/revisions", "/campaigns/\(escaped)/revisions/1/restore",
        "/campaigns/\(escaped)/delete", "/campaigns/\(escaped)/preview",
    ]

    /// A fresh app with the `a/b` campaign (and the demo campaigns).
    @discardableResult
    static func withSlashCampaign<T: Sendable>(_ body: @escaping @Sendable (SignedInClient) async throws -> T) async throws -> T {
        let (app, _) = try await makeApp()
        return try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: slashCampaign).status == .created)
            return try await body(client)
        }
    }

    /// The `a/b` campaign as the API takes it.
    static let slashCampaign = #"{"id":"\#(slashID)","name":"Slash","status":"draft","data":{"type":"MODAL","header":"Hi","message":"x"}}"#

    @Test func pathsEscapeEverySegmentAndStartWithTheBasePath() throws {
        let paths = Paths(basePath: try BasePath("/vitrine"))
        #expect(paths.campaignEdit("a/b") == "/vitrine/campaigns/a%2Fb/edit")
        #expect(paths.campaignEdit("a b?c#d", saved: true) == "/vitrine/campaigns/a%20b%3Fc%23d/edit?saved=1")
        #expect(paths.campaignRevisions("a/b", page: 2) == "/vitrine/campaigns/a%2Fb/revisions?page=2")
        #expect(paths.campaignExport("a/b") == "/vitrine/api/campaigns/a%2Fb/export")
        #expect(paths.campaignList([("q", "x&y"), ("page", "1")]) == "/vitrine/?q=x%26y&page=1")
        #expect(paths.stylesheet("app") == "/vitrine/css/app.css")
        #expect(paths.image("kinds/android/modal.png") == "/vitrine/img/kinds/android/modal.png")
        #expect(Paths.app.campaignEdit("a/b") == "/campaigns/a%2Fb/edit")
        #expect(Paths.app.login(next: "/account?changed=1") == "/login?next=%2Faccount%3Fchanged%3D1")
    }

    /// Every page of campaign `a/b`, and every `GET` target on it.
    @Test(arguments: campaignPages)
    func everyLinkOnACampaignPageWithASlashInItsIdAnswers(_ page: String) async throws {
        try await Self.withSlashCampaign { client in
            let response = try await client.send(.get, page)
            #expect(response.status == .ok, "\(page)")
            let links = PageLinks(html: String(decoding: response.body, as: UTF8.self)).targets
            #expect(links.count > 10, "\(page) has links")
            for link in Set(links) where link.method == "GET" && !link.isExternal {
                let status = try await client.send(.get, link.withoutFragment).status
                #expect(status == .ok, "\(page): \(link) answered \(status)")
            }
        }
    }

    /// Every form that posts on the pages of campaign `a/b` reaches a route (each on a fresh app,
    /// since posting may delete the campaign): anything but 404 and 405.
    @Test func everyFormOnTheCampaignPagesWithASlashInItsIdPostsToARoute() async throws {
        let actions = try await Self.withSlashCampaign { client in
            var actions: Set<String> = []
            for page in Self.campaignPages {
                let html = String(decoding: try await client.send(.get, page).body, as: UTF8.self)
                for target in PageLinks(html: html).targets where target.method == "POST" { actions.insert(target.url) }
            }
            return actions
        }
        for expected in ["duplicate", "archive", "delete", "revisions/1/restore"] {
            #expect(actions.contains("/campaigns/\(Self.escaped)/\(expected)"), "\(actions.sorted())")
        }
        #expect(actions.contains("/campaigns/\(Self.escaped)"))
        for action in actions.sorted() {
            try await Self.withSlashCampaign { client in
                let (status, body) = try await client.postForm(action, [("current_version", "1")])
                #expect(status != .notFound && status != .methodNotAllowed, "POST \(action) answered \(status): \(body.prefix(300))")
            }
        }
    }

    /// Under `/vitrine`, every page's links, resources and forms are under `/vitrine/`.
    @Test func everyURLOnEveryPageIsUnderTheBasePath() async throws {
        let (app, _) = try await BasePathTests.app()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/vitrine/api/campaigns", json: Self.slashCampaign).status == .created)
            let session = try await client.send(.post, "/vitrine/api/sessions", json: #"{"name": "Demo"}"#)
            let sessionID = try #require(session.json["id"]?.stringValue)
            _ = try await client.postForm("/vitrine/sessions/\(sessionID)/events", [("type", "app_open")])
            let editor = String(decoding: try await client.send(.get, "/vitrine/campaigns/\(Self.escaped)/edit").body, as: UTF8.self)
            let form = HTMLForm(html: editor)
            #expect(try await client.postForm("/vitrine/campaigns/\(Self.escaped)", form.with(["name": "First"])).0 == .seeOther)
            let (conflict, conflictPage) = try await client.postForm("/vitrine/campaigns/\(Self.escaped)", form.with(["name": "Second"]))
            #expect(conflict == .conflict)
            let pages = [
                "/", "/?q=a&sort=name&dir=desc", "/campaigns/new", "/campaigns/new?kind=modal", "/campaigns/demo-welcome/edit",
                "/campaigns/\(Self.escaped)/edit", "/campaigns/\(Self.escaped)/revisions", "/campaigns/\(Self.escaped)/revisions/1/restore",
                "/campaigns/\(Self.escaped)/delete", "/campaigns/\(Self.escaped)/preview", "/campaigns/\(Self.escaped)/preview/matrix",
                "/campaigns/\(Self.escaped)/preview/matrix?by=user", "/import", "/assets", "/view-types", "/sessions", "/sessions/new",
                "/sessions/\(sessionID)", "/sessions/\(sessionID)?at=0", "/profiles", "/users", "/account", "/campaigns/nope/edit",
            ]
            var bodies: [(String, String)] = [("POST stale save (conflict page)", conflictPage)]
            for page in pages {
                let response = try await client.send(.get, "/vitrine" + page)
                #expect(response.status == .ok || page == "/campaigns/nope/edit", "\(page): \(response.status)")
                bodies.append((page, String(decoding: response.body, as: UTF8.self)))
            }
            let login = try await raw.send(.get, "/vitrine/login")
            bodies.append(("/login", String(decoding: login.body, as: UTF8.self)))
            for (page, html) in bodies {
                let targets = PageLinks(html: html).targets
                #expect(targets.count > 3, "\(page) has links")
                for target in targets where !target.isExternal {
                    #expect(target.url.hasPrefix("/vitrine/"), "\(page): \(target)")
                }
                #expect(html.contains(#"<html data-base="/vitrine" lang="en">"#), "\(page)")
            }
        }
    }
}
