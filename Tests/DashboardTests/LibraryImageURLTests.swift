import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// The smaller items of the first-hour walkthrough (issue 29): exports point library images at
/// the public URL, imports say what they overwrote, the preview page links to the editor, asset
/// URLs have a Copy button, and an emptied extras row keeps its place when a save fails.
@Suite struct FirstHourItemTests {
    static let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 59]

    /// A campaign whose modal image is `url`.
    static func campaign(id: String, imageURL url: String) -> Campaign {
        Campaign(id: id, name: id, message: InAppMessage(content: .modalImage(ImageOnlyContent(imageURL: url))))
    }

    /// An app over a database with one library image, configured with `publicURL`.
    private func app(publicURL: String?) async throws -> (some ApplicationProtocol, AppDatabase, AssetRecord) {
        let database = try AppDatabase.inMemory()
        let asset = try await database.insertImage(bytes: Self.gif, filename: "pixel.gif")
        var configuration = testConfiguration()
        configuration.publicURL = publicURL
        configuration.basePath = try BasePath("/tools")
        let app = try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test"))
        return (app, database, asset)
    }

    @Test func exportsPointLibraryImagesAtThePublicURL() async throws {
        let (app, database, asset) = try await app(publicURL: "https://vitrine.example.com/")
        _ = try await database.insert(Self.campaign(id: "copied", imageURL: "http://127.0.0.1:8080/tools\(asset.path)"))
        _ = try await database.insert(Self.campaign(id: "relative", imageURL: asset.path))
        _ = try await database.insert(Self.campaign(id: "remote", imageURL: "https://cdn.example.com/assets/unknown/x.png"))
        let expected = "https://vitrine.example.com/tools\(asset.path)"
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in ["/tools/export", "/tools/api/export", "/tools/api/campaigns/copied/export"] {
                let body = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
                #expect(body.contains(#""image_url": "\#(expected)""#), "\(uri)")
                #expect(!body.contains("127.0.0.1"), "\(uri)")
            }
            let all = try await client.execute(uri: "/tools/api/export", method: .get) { String(buffer: $0.body) }
            #expect(all.components(separatedBy: expected).count - 1 == 2)
            #expect(all.contains("https://cdn.example.com/assets/unknown/x.png"), "a URL that is not the library's is kept")
        }
        #expect(try await database.campaign(id: "copied")?.campaign.message.assetURLs == ["http://127.0.0.1:8080/tools\(asset.path)"])
    }

    @Test func withoutAPublicURLExportsWriteURLsAsStored() async throws {
        let (app, database, asset) = try await app(publicURL: nil)
        let copied = "http://127.0.0.1:8080/tools\(asset.path)"
        _ = try await database.insert(Self.campaign(id: "copied", imageURL: copied))
        try await app.test(.router) { raw in
            let body = try await SignedInClient(raw).execute(uri: "/tools/api/export", method: .get) { String(buffer: $0.body) }
            #expect(body.contains(copied))
        }
    }

    @Test func anImportSaysWhichIdsItOverwrote() async throws {
        let (app, _) = try await makeApp()
        let envelope =
            #"[{"id": "demo-welcome", "name": "Imported welcome", "type": "inapp", "data": {"type": "SLIDEUP", "message": "new"}}, {"id": "brand-new", "name": "Brand new", "type": "inapp", "data": {"type": "SLIDEUP", "message": "x"}}]"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, page) = try await client.postForm("/import", [("json", envelope)])
            #expect(status == .ok)
            let dom = HTMLDocument.parse(page)
            #expect(dom.element(id: "import-summary")?.text == "1 created, 1 overwritten")
            let overwritten = try #require(dom.all(attribute: "data-outcome", value: "updated").first)
            #expect(overwritten.text.contains("(demo-welcome) — overwrote the campaign already stored with this id"))
            #expect(overwritten.all(tag: "a").map { $0.attributes["href"] } == ["/campaigns/demo-welcome/edit", "/campaigns/demo-welcome/revisions"])
            #expect(dom.all(attribute: "data-outcome", value: "created").first?.text.contains("— created") == true)
        }
    }

    @Test func thePreviewPageLinksToTheEditor() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/campaigns/demo-welcome/preview", method: .get) { String(buffer: $0.body) }
            #expect(HTMLDocument.parse(page).element(id: "edit-link")?.attributes["href"] == "/campaigns/demo-welcome/edit")
        }
    }

    @Test func eachAssetURLHasACopyButton() async throws {
        let (app, _, asset) = try await app(publicURL: "https://vitrine.example.com")
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/tools/assets", method: .get) { String(buffer: $0.body) }
            let dom = HTMLDocument.parse(page)
            let field = try #require(dom.element(id: "asset-url-\(asset.id)"))
            #expect(field.attributes["value"] == "https://vitrine.example.com/tools\(asset.path)")
            let button = try #require(dom.all(attribute: "data-copy", value: "asset-url-\(asset.id)").first)
            #expect(button.text == "Copy" && button.attributes["hidden"] != nil, "shown by copy.js only")
            #expect(dom.all(tag: "script").contains { $0.attributes["src"] == "/tools/js/copy.js" })
        }
    }

    @Test func anEmptiedExtrasRowKeepsItsPlaceWhenASaveFails() async throws {
        let (app, database) = try await makeApp()
        var stored = try await database.existingCampaign(id: "demo-welcome")
        stored.campaign.message.extras = ["a": "1", "b": "2", "c": "3"]
        let version = try await database.update(stored.campaign, expectedVersion: stored.version).version
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let editor = try await client.execute(uri: "/campaigns/demo-welcome/edit", method: .get) { String(buffer: $0.body) }
            let fields = HTMLForm(html: editor).fields.map { name, value in
                switch (name, value) {
                case ("extra_key", "b"), ("extra_value", "2"): return (name, "")
                case ("light_background", _): return (name, "not a colour")
                case ("version", _): return (name, String(version))
                default: return (name, value)
                }
            }
            let (status, page) = try await client.postForm("/campaigns/demo-welcome", fields + [("op", "save")])
            #expect(status == .unprocessableContent)
            let rows = HTMLDocument.parse(page).all(class: "extra-row")
            #expect(rows.map { $0.all(tag: "input").map { $0.attributes["value"] ?? "" } } == [["a", "1"], ["", ""], ["c", "3"]])
        }
        #expect(try await database.existingCampaign(id: "demo-welcome").version == version, "nothing saved")
    }
}
