import CampaignServices
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Preview
import Synchronization
import Testing

@testable import CampaignStore

/// The render route keeps the documents of messages without Liquid between writes
/// (`PreviewService.storedDocument`): every kind of write shows in the next preview, options
/// never share a document, and a message with Liquid is drawn every time. Through the app, the
/// idle memory trimmer may empty the cache at any moment (a slow parallel run), so only the
/// service-level test counts kept documents.
@Suite struct PreviewDocumentCacheTests {
    /// A modal without Liquid.
    static func plain(header: String, imageURL: String? = nil) -> String {
        let image = imageURL.map { #""image_style": "GRAPHIC", "image_url": "\#($0)","# } ?? ""
        return """
            {"id": "plain", "name": "Plain", "status": "draft", "type": "inapp",
             "data": {"type": "MODAL", \(image) "header": "\(header)", "message": "No tags here"}}
            """
    }

    /// The body of a render, as text.
    private func render(_ client: SignedInClient, _ query: String = "") async throws -> String {
        let response = try await client.send(.get, "/campaigns/plain/render" + query)
        #expect(response.status == .ok)
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test func aSavedEditShowsInTheNextPreview() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: Self.plain(header: "Spring header")).status == .created)
            #expect(try await render(client).contains("Spring header"))
            #expect(try await render(client).contains("Spring header"))
            let saved = try await client.send(.put, "/api/campaigns/plain", json: Self.plain(header: "Summer header"), headers: [.ifMatch: "\"1\""])
            #expect(saved.status == .ok)
            let after = try await render(client)
            #expect(after.contains("Summer header") && !after.contains("Spring header"))
            try await database.deleteCampaign(id: "plain")
            #expect(try await client.send(.get, "/campaigns/plain/render").status == .notFound)
        }
    }

    @Test func anAssetUploadShowsInTheNextPreview() async throws {
        let (app, database) = try await makeApp(seed: false)
        let remote = "https://cdn.example.com/spring/banner.png"
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: Self.plain(header: "Banner", imageURL: remote)).status == .created)
            #expect(try await render(client).contains("src=\"\(remote)\""))
            let boundary = "cache-test-boundary"
            var body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"source_url\"\r\n\r\n\(remote)\r\n".utf8)
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"banner.png\"\r\nContent-Type: image/png\r\n\r\n".utf8
            )
            body += png + Array("\r\n--\(boundary)--\r\n".utf8)
            let uploaded = try await client.send(.post, "/assets", bytes: body, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
            #expect(uploaded.status == .seeOther)
            let asset = try #require(try await database.assets().first)
            let after = try await render(client)
            #expect(after.contains("src=\"\(asset.path)\"") && !after.contains("src=\"\(remote)\""))
        }
    }

    @Test func aTranslationChangeShowsInTheNextPreview() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: TranslationAPITests.envelope).status == .created)
            let before = try await client.send(.get, "/campaigns/sale/render?locale=fr")
            #expect(String(decoding: before.body, as: UTF8.self).contains("Soldes"))
            // Translation tags are Liquid: such a document is never kept.
            #expect(database.cache.cachedDocuments.count == 0)
            let csv = "id,fr\r\nhead,Grandes soldes\r\nbody,\r\n"
            let saved = try await client.send(
                .put,
                "/api/campaigns/sale/translations",
                bytes: Array(csv.utf8),
                headers: [.contentType: "text/csv", .ifMatch: "\"1\""]
            )
            #expect(saved.status == .ok)
            let after = try await client.send(.get, "/campaigns/sale/render?locale=fr")
            #expect(String(decoding: after.body, as: UTF8.self).contains("Grandes soldes"))
        }
    }

    @Test func differentOptionsNeverShareADocument() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: Self.plain(header: "Options")).status == .created)
            let queries = ["", "?appearance=dark", "?platform=android", "?locale=fr", "?device=tablet", "?orientation=landscape"]
            var documents: [String] = []
            for query in queries { documents.append(try await render(client, query)) }
            #expect(Set(documents).count == queries.count)
            for (query, document) in zip(queries, documents) { #expect(try await render(client, query) == document) }
        }
    }

    @Test func messagesWithLiquidAreDrawnEveryTime() async throws {
        let database = try AppDatabase.inMemory()
        var campaign = DemoCampaigns.welcome
        campaign.id = "dated"
        guard case .slideup(var slideup) = campaign.message.content else {
            Issue.record("the welcome campaign is a slideup")
            return
        }
        slideup.message = "Today is {{ 'now' | date: '%s' }}"
        campaign.message.content = .slideup(slideup)
        _ = try await database.insert(campaign)
        _ = try await database.insert(DemoCampaigns.welcome)
        let clock = Ticks()
        let previews = PreviewService(database: database, now: { clock.next() })
        let first = try await previews.storedDocument(campaignID: "dated", options: PreviewOptions())
        let second = try await previews.storedDocument(campaignID: "dated", options: PreviewOptions())
        #expect(first != second)
        #expect(database.cache.cachedDocuments.count == 0)
        // A message without Liquid is kept once per option set (no app here: no idle trimmer empties the cache).
        let light = try await previews.storedDocument(campaignID: "demo-welcome", options: PreviewOptions())
        _ = try await previews.storedDocument(campaignID: "demo-welcome", options: PreviewOptions(appearance: .dark))
        #expect(database.cache.cachedDocuments.count == 2)
        #expect(try await previews.storedDocument(campaignID: "demo-welcome", options: PreviewOptions()) == light)
        await #expect(throws: StoreError.self) { try await previews.storedDocument(campaignID: "missing", options: PreviewOptions()) }
    }

    /// A "now" a day later at every call.
    final class Ticks: Sendable {
        private let seconds = Atomic(1_767_225_600)
        func next() -> Double { Double(seconds.add(86_400, ordering: .relaxed).newValue) }
    }
}
