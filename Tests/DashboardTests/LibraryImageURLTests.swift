import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// A library image's URL as others see it: exports write it under the configured public URL (and
/// as stored when none is configured) and leave URLs outside the library alone, and the assets page
/// shows it under the public URL with a Copy button.
@Suite struct LibraryImageURLTests {
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
}
