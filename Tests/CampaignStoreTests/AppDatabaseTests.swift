import Foundation
import GRDB
import InAppMessaging
import Testing

@testable import CampaignStore

@Suite struct AppDatabaseTests {
    @Test func seedsOneCampaignOfEachKindOnce() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.seedIfEmpty() == DemoCampaigns.all.count)
        #expect(try await database.seedIfEmpty() == 0)
        let kinds = Set(try await database.campaignSummaries().map(\.kind))
        #expect(kinds == Set(MessageKind.allCases))
    }

    @Test func storedCampaignReadsBackEqual() async throws {
        let database = try AppDatabase.inMemory()
        for campaign in DemoCampaigns.all {
            let stored = try await database.insert(campaign)
            #expect(stored.version == 1)
            let fetched = try #require(try await database.campaign(id: campaign.id))
            #expect(fetched.campaign == campaign)
        }
    }

    @Test func duplicateIDIsRefusedAndOriginalKept() async throws {
        let database = try AppDatabase.inMemory()
        let original = DemoCampaigns.welcome
        _ = try await database.insert(original)
        var copy = original
        copy.name = "Another name"
        await #expect(throws: StoreError.duplicateID(original.id)) {
            _ = try await database.insert(copy)
        }
        #expect(try await database.campaign(id: original.id)?.campaign.name == original.name)
    }

    @Test func importCreatesUpdatesAndSkipsUnchanged() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.insert(DemoCampaigns.welcome)
        var changed = DemoCampaigns.welcome
        changed.priority = 99
        let outcomes = try await database.importCampaigns([changed, DemoCampaigns.levelUp])
        #expect(outcomes == [.updated, .created])
        #expect(try await database.campaign(id: changed.id)?.version == 2)
        let again = try await database.importCampaigns([changed, DemoCampaigns.levelUp])
        #expect(again == [.unchanged, .unchanged])
    }

    @Test func exportKeepsRequestedOrderAndRejectsUnknownIDs() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let ids = ["demo-rate-us", "demo-welcome"]
        #expect(try await database.campaigns(ids: ids).map(\.campaign.id) == ids)
        await #expect(throws: StoreError.notFound("nope")) {
            _ = try await database.campaigns(ids: ["nope"])
        }
    }

    @Test func unusableFolderGivesOneLineError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("vitrine.sqlite").path
        #expect {
            _ = try AppDatabase.openOnDisk(path: path)
        } throws: { error in
            guard case .cannotOpen(let failedPath, _) = error as? StoreError else { return false }
            return failedPath == path && !"\(error)".contains("\n")
        }
    }

    @Test func onDiskDatabaseUsesWAL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.openOnDisk(path: folder.appendingPathComponent("nested/vitrine.sqlite").path)
        let mode = try await database.reader.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }
}

/// A campaign's translations live in its stored envelope: saved, searched and kept by revisions.
@Suite struct TranslationStorageTests {
    @Test func translationsAreStoredWithRevisionsAndSearched() async throws {
        let database = try AppDatabase.inMemory()
        var campaign = DemoCampaigns.welcome
        _ = try await database.insert(campaign)
        campaign.translations = TranslationTable(["fr": ["head": "Bienvenue chez nous"]])
        let saved = try await database.update(campaign, expectedVersion: 1)
        #expect(saved.version == 2)
        #expect(try await database.campaign(id: campaign.id)?.campaign.translations == campaign.translations)
        let revisions = try await database.revisions(campaignID: campaign.id)
        #expect(revisions.map(\.campaign.translations) == [campaign.translations, TranslationTable()])
        #expect(try await database.campaignPage(CampaignQuery(search: "bienvenue chez")).summaries.map(\.id) == [campaign.id])
        _ = try await database.restore(campaignID: campaign.id, version: 1, expectedVersion: 2)
        #expect(try await database.campaign(id: campaign.id)?.campaign.translations.isEmpty == true)
    }
}
