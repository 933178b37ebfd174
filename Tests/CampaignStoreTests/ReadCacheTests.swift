import Foundation
import InAppMessaging
import Testing

@testable import CampaignStore

@Suite struct ReadCacheTests {
    @Test func writesThroughTheFacadeAreSeenAtOnce() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.insert(DemoCampaigns.welcome)
        #expect(try await database.campaign(id: "demo-welcome")?.campaign.name == "Welcome back slideup")
        var renamed = DemoCampaigns.welcome
        renamed.name = "Renamed"
        _ = try await database.update(renamed, expectedVersion: 1)
        #expect(try await database.campaign(id: "demo-welcome")?.campaign.name == "Renamed")
        try await database.deleteCampaign(id: "demo-welcome")
        #expect(try await database.campaign(id: "demo-welcome") == nil)
    }

    @Test func commitsByAnotherConnectionAreSeen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        let server = try AppDatabase.openOnDisk(path: path)
        let otherProcess = try AppDatabase.openOnDisk(path: path)
        _ = try await server.insert(DemoCampaigns.welcome)
        #expect(try await server.campaign(id: "demo-welcome")?.version == 1)
        var renamed = DemoCampaigns.welcome
        renamed.name = "Imported elsewhere"
        #expect(try await otherProcess.importCampaigns([renamed]) == [.updated])
        let seen = try await server.campaign(id: "demo-welcome")
        #expect(seen?.version == 2 && seen?.campaign.name == "Imported elsewhere")
    }
}

@Suite struct ListCacheTests {
    @Test func listPagesAndTagsFollowWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        let server = try AppDatabase.openOnDisk(path: path)
        let otherProcess = try AppDatabase.openOnDisk(path: path)
        try await server.seedIfEmpty()
        let query = CampaignQuery(search: "sale")
        let before = try await server.campaignPage(query).total
        #expect(before >= 1)
        #expect(try await server.allTags().contains("sale"))
        var renamed = DemoCampaigns.welcome
        renamed.name = "Big sale welcome"
        renamed.tags = ["fresh"]
        _ = try await server.update(renamed, expectedVersion: 1)
        #expect(try await server.campaignPage(query).total == before + 1)
        #expect(try await server.allTags().contains("fresh"))
        try await otherProcess.deleteCampaign(id: "demo-spring-sale")
        #expect(try await server.campaignPage(query).total == before)
    }

    @Test func sessionAppendsKeepCachedPagesButOtherProcessesStillShow() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-absorb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        let server = try AppDatabase.openOnDisk(path: path)
        let otherProcess = try AppDatabase.openOnDisk(path: path)
        try await server.seedIfEmpty()
        let log = SessionLog(database: server)
        let session = try await log.create(name: "busy", configuration: DeliveryConfiguration(), campaigns: [])
        let query = CampaignQuery(search: "sale")
        let before = try await server.campaignPage(query).total
        for second in 1...5 { _ = try await log.append([DeviceEvent(at: Double(second), .tick)], to: session.id) }
        #expect(server.cache.page(query) != nil, "appending events leaves the cached list page in place")
        try await otherProcess.deleteCampaign(id: "demo-spring-sale")
        #expect(server.cache.page(query) == nil, "another process's commit still empties it")
        #expect(try await server.campaignPage(query).total == before - 1)
    }

    @Test func campaignsAreBoundedByBytesNotCount() {
        let cache = ReadCache(path: nil)
        let megabyte = 1 << 20
        for index in 0..<40 {
            let stored = StoredCampaign(
                campaign: Campaign(id: "c\(index)", message: InAppMessage(content: .control)),
                version: 1,
                createdAt: Date(),
                updatedAt: Date()
            )
            cache.store(stored, bytes: 12 * megabyte, readAt: cache.generation)
            #expect(cache.cachedCampaignBytes <= ReadCache.campaignByteBudget)
        }
        #expect(cache.campaign("c39") != nil)
        let huge = StoredCampaign(
            campaign: Campaign(id: "huge", message: InAppMessage(content: .control)),
            version: 1,
            createdAt: Date(),
            updatedAt: Date()
        )
        cache.store(huge, bytes: ReadCache.campaignByteBudget, readAt: cache.generation)
        #expect(cache.campaign("huge") == nil, "a campaign over a quarter of the budget is not cached")
    }
}

/// Documents kept through `AppDatabase.keepDocument`: bounded, and dropped by any write.
@Suite struct DocumentCacheTests {
    @Test func documentsAreBoundedInCountAndBytes() async throws {
        let database = try AppDatabase.inMemory()
        for index in 0...ReadCache.documentCapacity {
            database.keepDocument([UInt8](repeating: 1, count: 10), for: "doc-\(index)", readAt: database.readGeneration)
        }
        #expect(database.cache.cachedDocuments.count <= ReadCache.documentCapacity)
        #expect(database.cachedDocument("doc-\(ReadCache.documentCapacity)") == [UInt8](repeating: 1, count: 10))
        let large = [UInt8](repeating: 2, count: ReadCache.documentByteBudget / 4 + 1)
        database.keepDocument(large, for: "large", readAt: database.readGeneration)
        #expect(database.cachedDocument("large") == nil)
        let quarter = [UInt8](repeating: 3, count: ReadCache.documentByteBudget / 4)
        for index in 0..<5 { database.keepDocument(quarter, for: "quarter-\(index)", readAt: database.readGeneration) }
        #expect(database.cache.cachedDocuments.bytes <= ReadCache.documentByteBudget)
        #expect(database.cachedDocument("quarter-4") == quarter)
    }

    @Test func aWriteBetweenTheReadAndTheKeepIsNeverHidden() async throws {
        let database = try AppDatabase.inMemory()
        let generation = database.readGeneration
        _ = try await database.insert(DemoCampaigns.welcome)
        database.keepDocument([1, 2, 3], for: "stale", readAt: generation)
        #expect(database.cachedDocument("stale") == nil)
        database.keepDocument([1, 2, 3], for: "fresh", readAt: database.readGeneration)
        #expect(database.cachedDocument("fresh") == [1, 2, 3])
        try await database.deleteCampaign(id: "demo-welcome")
        #expect(database.cachedDocument("fresh") == nil)
    }

    @Test func commitsByAnotherProcessDropKeptDocuments() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-documents-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        let server = try AppDatabase.openOnDisk(path: path)
        let otherProcess = try AppDatabase.openOnDisk(path: path)
        _ = try await server.insert(DemoCampaigns.welcome)
        #expect(try await server.campaign(id: "demo-welcome") != nil)
        server.keepDocument([7], for: "kept", readAt: server.readGeneration)
        #expect(server.cachedDocument("kept") == [7])
        var renamed = DemoCampaigns.welcome
        renamed.name = "Imported elsewhere"
        #expect(try await otherProcess.importCampaigns([renamed]) == [.updated])
        // Twice: the read that notices the commit answers nothing, and the cache it empties stays empty.
        #expect(server.cachedDocument("kept") == nil)
        #expect(server.cachedDocument("kept") == nil)
    }
}
