import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
import Testing

/// The opt-in download of remote images into the asset library, through the dashboard's doors:
/// an editor's save or import fetches, a preview (anyone's) never does.
@Suite struct RemoteImageFetchTests {
    /// The dashboard with fetching as asked (loopback allowed, for the test server), over an empty
    /// in-memory store.
    static func dashboard(fetching: Bool) async throws -> (some ApplicationProtocol, AppDatabase) {
        let database = try AppDatabase.inMemory()
        var configuration = testConfiguration()
        configuration.fetchRemoteImages = fetching
        configuration.imageFetchTimeout = TestDeadline.safetyNet
        configuration.imageFetchAllowsLoopback = true
        return (try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test")), database)
    }

    /// A modal-image message showing `url`, as wire JSON.
    static func modal(_ url: String) -> String {
        #"{"type": "MODAL", "image_style": "GRAPHIC", "image_url": "\#(url)", "message": ""}"#
    }

    /// An HTML message listing `urls` in `asset_urls`, as wire JSON.
    static func html(_ urls: [String]) -> String {
        #"{"type": "HTML", "message": "<p>x</p>", "asset_urls": [\#(urls.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
    }

    /// The preview document of `message` through `POST /api/preview`, sent with `token`.
    static func preview(_ message: String, token: String, with client: some TestClientProtocol) async throws -> String {
        let answer = try await client.send(.post, "/api/preview", json: #"{"message": \#(message)}"#, headers: [.authorization: "Bearer \(token)"])
        #expect(answer.status == .ok)
        return String(decoding: answer.body, as: UTF8.self)
    }

    /// Waits (up to 60 s, for a loaded machine) until the library holds `count` assets; the assets then.
    static func assets(reaching count: Int, in database: AppDatabase) async throws -> [AssetInfo] {
        let end = ContinuousClock.now + TestDeadline.safetyNet
        while ContinuousClock.now < end {
            let assets = try await database.assets()
            if assets.count >= count { return assets }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await database.assets()
    }

    @Test func aViewersPreviewWithAssetURLsAddsNoAsset() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { live in
            defer { server.release() }
            let base = "http://127.0.0.1:\(try #require(live.port))"
            let (app, database) = try await Self.dashboard(fetching: true)
            try await app.test(.router) { client in
                let tokens = try await AccessPolicyTests.roleTokens(client)
                let viewer = try #require(tokens[.viewer])
                let urls = (1...20).map { "\(base)/banner.png?\($0)" } + ["\(base)/other.png"]
                for _ in 0..<3 {
                    _ = try await Self.preview(Self.html(urls), token: viewer, with: client)
                    _ = try await Self.preview(Self.modal("\(base)/banner.png"), token: viewer, with: client)
                    _ = try await Self.preview(Self.modal("\(base)/banner.png"), token: testAdminToken, with: client)
                }
                // An editor's save afterwards is fetched; once it is stored, nothing else was asked for.
                let saved = try await client.send(
                    .post,
                    "/api/campaigns",
                    json: #"{"id": "saved", "name": "Saved", "data": \#(Self.modal("\(base)/other.png"))}"#,
                    headers: [.authorization: "Bearer \(try #require(tokens[.editor]))"]
                )
                #expect(saved.status == .created)
                let assets = try await Self.assets(reaching: 1, in: database)
                #expect(assets.map(\.sourceURL) == ["\(base)/other.png"])
                #expect(server.total == 1, "previews requested no image")
                let shown = try await Self.preview(Self.modal("\(base)/other.png"), token: viewer, with: client)
                #expect(shown.contains("src=\"\(try #require(assets.first).path)\""), "a preview shows the stored stand-in")
            }
            #expect(try await database.assets().count == 1)
        }
    }

    @Test func anEditorsSaveFetchesEachMissingImageOnce() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { live in
            defer { server.release() }
            let base = "http://127.0.0.1:\(try #require(live.port))"
            let (app, database) = try await Self.dashboard(fetching: true)
            try await app.test(.router) { raw in
                let client = SignedInClient(raw)
                let envelope = #"{"id": "welcome", "name": "Welcome", "data": \#(Self.modal("\(base)/banner.png"))}"#
                #expect(try await client.send(.post, "/api/campaigns", json: envelope).status == .created)
                let asset = try #require(try await Self.assets(reaching: 1, in: database).first)
                #expect(asset.sourceURL == "\(base)/banner.png")
                #expect(asset.filename == "banner.png")
                #expect(try await client.send(.put, "/api/campaigns/welcome", json: envelope, headers: [.ifMatch: "\"1\""]).status == .ok)

                let imported = #"[{"id": "imported", "name": "Imported", "data": \#(Self.html(["\(base)/banner.png", "\(base)/other.png"]))}]"#
                #expect(try await client.send(.post, "/api/import", json: imported).status == .created)
                let assets = try await Self.assets(reaching: 2, in: database)
                #expect(Set(assets.compactMap(\.sourceURL)) == ["\(base)/banner.png", "\(base)/other.png"])
                #expect(server.count("banner.png") == 1 && server.count("other.png") == 1)
            }
        }
    }

    @Test func theEditorsFormSaveFetchesTheNewImage() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { live in
            defer { server.release() }
            let base = "http://127.0.0.1:\(try #require(live.port))"
            let (app, database) = try await Self.dashboard(fetching: true)
            try await app.test(.router) { raw in
                let client = SignedInClient(raw)
                let envelope = #"{"id": "welcome", "name": "Welcome", "data": \#(Self.modal("\(base)/banner.png"))}"#
                #expect(try await client.send(.post, "/api/campaigns", json: envelope).status == .created)
                #expect(try await Self.assets(reaching: 1, in: database).count == 1)
                let form = try await client.execute(uri: "/campaigns/welcome/edit", method: .get) { HTMLForm(html: String(buffer: $0.body)) }
                #expect(form.fields.contains { $0.name == "image_url" })
                let (status, _) = try await client.postForm("/campaigns/welcome", form.with(["image_url": "\(base)/other.png"]))
                #expect(status == .seeOther)
                let assets = try await Self.assets(reaching: 2, in: database)
                #expect(Set(assets.compactMap(\.sourceURL)) == ["\(base)/banner.png", "\(base)/other.png"])
                #expect(server.count("other.png") == 1)
            }
        }
    }

    @Test func withFetchingOffASaveMakesNoRequest() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { live in
            defer { server.release() }
            let url = "http://127.0.0.1:\(try #require(live.port))/banner.png"
            let (app, database) = try await Self.dashboard(fetching: false)
            try await app.test(.router) { raw in
                let client = SignedInClient(raw)
                let envelope = #"{"id": "welcome", "name": "Welcome", "data": \#(Self.modal(url))}"#
                #expect(try await client.send(.post, "/api/campaigns", json: envelope).status == .created)
                let html = try await Self.preview(Self.modal(url), token: testAdminToken, with: client)
                #expect(html.contains("src=\"\(url)\""))
                #expect(!html.contains("data-image-source"))
            }
            #expect(server.total == 0)
            #expect(try await database.assets().isEmpty)
        }
    }
}
