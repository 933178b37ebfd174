import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging
import Preview
import Testing

/// A fresh database's demo campaigns preview with their seeded stand-in images, never the striped
/// placeholder of an unreachable CDN URL.
@Suite struct DemoStandInTests {
    @Test func firstStartSeedsAStandInForEveryDemoImage() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let assets = try await database.assets()
        let urls = Set(DemoCampaigns.all.flatMap(\.message.assetURLs))
        #expect(!urls.isEmpty)
        #expect(Set(assets.compactMap(\.sourceURL)) == urls)
        for asset in assets {
            #expect(asset.contentType == "image/png" && asset.size < 30_000, "\(asset.filename): \(asset.size) bytes")
        }
        // A second start stores nothing again.
        #expect(try await database.seedIfEmpty() == 0)
        #expect(try await database.assets().count == assets.count)
    }

    @Test func demoPreviewsShowTheStandInsNotPlaceholders() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let service = PreviewService(database: database)
        let withImages = DemoCampaigns.all.filter { !$0.message.assetURLs.isEmpty }
        #expect(withImages.count == 5)  // demo-new-arrivals shows the spring banner too
        for campaign in withImages {
            let html = try await service.document(PreviewSubject(campaign: campaign), options: PreviewOptions()).html
            #expect(html.contains("data-image-source=\"library\""), "\(campaign.id)")
            #expect(!html.contains("placeholder\""), "\(campaign.id)")
            #expect(html.contains("src=\"/assets/"), "\(campaign.id)")
        }
    }

    @Test func anExistingStandInIsKept() async throws {
        let database = try AppDatabase.inMemory()
        let own = try await database.insertAsset(
            bytes: Array(DemoImages.all[0].bytes),
            filename: "mine.png",
            contentType: "image/png",
            sourceURL: DemoImages.all[0].sourceURL
        )
        try await database.seedIfEmpty()
        let paths = try await database.libraryImages(for: [DemoImages.all[0].sourceURL])
        #expect(paths[DemoImages.all[0].sourceURL] == own.path)
    }
}
