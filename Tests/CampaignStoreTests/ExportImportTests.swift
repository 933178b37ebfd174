import CampaignServices
import Foundation
import InAppMessaging
import Testing

@testable import CampaignStore

@Suite struct ExportImportTests {
    /// What `vitrine export` prints for a database.
    private func export(_ database: AppDatabase) async throws -> String {
        JSONWriter.write(.array(try await database.campaigns().map(\.campaign.wireValue)), pretty: true)
    }

    @Test func seededDatabaseRoundTripsExactly() async throws {
        let source = try AppDatabase.inMemory()
        try await source.seedIfEmpty()
        let exported = try await export(source)
        let campaigns = try CampaignImport.campaigns(from: Data(exported.utf8)) {
            Issue.record("no id needed")
            return ""
        }
        let target = try AppDatabase.inMemory()
        #expect(try await target.importCampaigns(campaigns) == Array(repeating: .created, count: campaigns.count))
        #expect(try await export(target) == exported)
        #expect(try await target.campaigns().map(\.campaign) == (try await source.campaigns().map(\.campaign)))
    }

    @Test func searchFindsNameMessageAndExtras() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        func ids(_ search: String) async throws -> [String] {
            try await database.campaignPage(CampaignQuery(search: search)).summaries.map(\.id)
        }
        #expect(try await ids("spring") == ["demo-spring-sale"])
        #expect(try await ids("COLORFUL") == ["demo-welcome"])
        #expect(try await ids("20% off") == ["demo-spring-sale"])
        #expect(try await ids("zz").isEmpty)
        #expect(try await ids("").count == DemoCampaigns.all.count)
    }

    @Test(arguments: [
        ("sale spring", ["demo-spring-sale"]), ("Spring modal", ["demo-spring-sale"]),
        ("shop sunday", ["demo-new-arrivals", "demo-spring-sale"]), ("SUNDAY   shop", ["demo-new-arrivals", "demo-spring-sale"]),
        ("of 20% shop", ["demo-spring-sale"]),
    ])
    func searchMatchesEveryWordInAnyOrderAndField(_ search: String, _ expected: [String]) async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let page = try await database.campaignPage(CampaignQuery(search: search))
        #expect(page.summaries.map(\.id).sorted() == expected)
    }

    @Test func searchNeedsEveryWord() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        #expect(try await database.campaignPage(CampaignQuery(search: "spring tournament")).total == 0)
        #expect(try await database.campaignPage(CampaignQuery(search: "spring zq")).total == 0)
        let sorted = try await database.campaignPage(CampaignQuery(search: "modal", sort: .name, descending: true))
        #expect(sorted.summaries.map(\.id) == ["demo-spring-sale", "demo-sale-image"])
    }

    @Test func filtersSortAndPages() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let sale = try await database.campaignPage(CampaignQuery(tag: "sale"))
        #expect(Set(sale.summaries.map(\.id)) == ["demo-spring-sale", "demo-sale-image"])
        let drafts = try await database.campaignPage(CampaignQuery(status: .draft))
        #expect(drafts.summaries.map(\.id) == ["demo-tournament"])
        let html = try await database.campaignPage(CampaignQuery(kind: .html))
        #expect(html.summaries.map(\.id) == ["demo-rate-us"])
        let page2 = try await database.campaignPage(CampaignQuery(sort: .name, descending: true, page: 2, perPage: 3))
        #expect(page2.total == DemoCampaigns.all.count && page2.pageCount == 3 && page2.summaries.count == 3)
        let all = try await database.campaignPage(CampaignQuery(sort: .name, descending: true, perPage: 50)).summaries.map(\.id)
        #expect(page2.summaries.map(\.id) == Array(all[3..<6]))
    }

    @Test func staleUpdateIsRefusedAndNothingChanges() async throws {
        let database = try AppDatabase.inMemory()
        let stored = try await database.insert(DemoCampaigns.welcome)
        var first = stored.campaign
        first.name = "First edit"
        _ = try await database.update(first, expectedVersion: stored.version)
        var second = stored.campaign
        second.name = "Second edit"
        await #expect(throws: StoreError.staleVersion(id: first.id, expected: 1, actual: 2)) {
            _ = try await database.update(second, expectedVersion: stored.version)
        }
        #expect(try await database.campaign(id: first.id)?.campaign.name == "First edit")
        let revisions = try await database.revisions(campaignID: first.id)
        #expect(revisions.map(\.version) == [2, 1])
        let restored = try await database.restore(campaignID: first.id, version: 1, expectedVersion: 2)
        #expect(restored.version == 3 && restored.campaign == DemoCampaigns.welcome)
    }

    @Test func assetsAreCheckedFromTheirBytes() async throws {
        let database = try AppDatabase.inMemory()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]
        let asset = try await database.insertImage(bytes: png, filename: "../../etc/passwd <b>.gif")
        #expect(asset.contentType == "image/png")
        #expect(asset.filename == "etc-passwd--b.png")
        #expect(try await database.asset(id: asset.id)?.bytes == Data(png))
        await #expect(throws: AssetError.unsupportedType) {
            _ = try await database.insertImage(bytes: Array("<svg></svg>".utf8), filename: "x.png")
        }
        await #expect(throws: AssetError.tooLarge(size: AppDatabase.assetSizeLimit + 1, limit: AppDatabase.assetSizeLimit)) {
            _ = try await database.insertImage(
                bytes: png + [UInt8](repeating: 0, count: AppDatabase.assetSizeLimit + 1 - png.count),
                filename: "big.png"
            )
        }
        #expect(try await database.assets().count == 1)
    }
}
